// The suite's own ground rules: each worker has a server of its own, and an app that does not
// start fails the test that waits for it (decision 060).
import { test, expect, waitForApp } from '../support/app-test'
import { staffRequest } from '../support/e2e'

type ServerEnv = { RIHLA_TEST_URL: string }
const handedOver = () => JSON.parse(process.env.RIHLA_TEST_SERVERS ?? '[]') as ServerEnv[]

test.describe('test servers', () => {
  test('each worker talks to a seeded server of its own, and what it writes stays there', async ({ baseURL }, testInfo) => {
    const servers = handedOver()
    expect(servers.length, 'one server per worker').toBeGreaterThanOrEqual(testInfo.config.workers)
    expect(baseURL).toBe(servers[testInfo.parallelIndex]!.RIHLA_TEST_URL)
    expect(process.env.RIHLA_TEST_URL, 'the API helpers reach the same server').toBe(baseURL)

    const email = `worker-${testInfo.parallelIndex}-${Date.now()}@rihla.test`
    await staffRequest(baseURL!, 'POST', '/api/collections/users/records', { email, password: 'a-long-password', passwordConfirm: 'a-long-password', verified: true })
    const filter = encodeURIComponent(`email='${email}'`)
    for (const server of servers) {
      const { totalItems } = await staffRequest<{ totalItems: number }>(server.RIHLA_TEST_URL, 'GET', `/api/collections/users/records?filter=${filter}`)
      expect(totalItems, server.RIHLA_TEST_URL).toBe(server.RIHLA_TEST_URL === baseURL ? 1 : 0)
    }
  })

  test('the testServer fixture is the worker’s server', async ({ baseURL, testServer }) => {
    expect(testServer.url).toBe(baseURL)
    expect(testServer.dataDir).toBe(process.env.RIHLA_TEST_DATA_DIR)
  })

  test('a page whose app never starts fails the wait with a message that says so', async ({ page }) => {
    // No script reaches the page: the server-rendered page shows, and its app never starts.
    await page.route('**/*.js', (route) => route.abort())
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await expect(waitForApp(page, { timeout: 2_000 })).rejects.toThrow(/The app did not start within 2 s on http:\/\/127\.0\.0\.1:\d+\/ \(<html> never got data-app-started/)
  })
})
