// `npm run dev` renders pages on the server as the built site does (decision 060): Vite's dev
// server with the project's config, reading the worker's PocketBase.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type ViteDevServer } from 'vite'
import { testServerUrl } from '../support/api'

let server: ViteDevServer
let origin: string
let home: { status: number; html: string }

beforeAll(async () => {
  process.env.PB_URL = testServerUrl()
  server = await createServer({ configFile: 'vite.config.ts', logLevel: 'error', server: { host: '127.0.0.1', port: 0, hmr: false } })
  await server.listen()
  origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '')
  // The first render transforms the whole app for Node (minutes on a loaded two-core machine).
  const response = await page('/en')
  home = { status: response.status, html: await response.text() }
}, 300_000)

afterAll(async () => {
  await server?.close()
})

function page(path: string) {
  return fetch(`${origin}${path}`, { headers: { accept: 'text/html', cookie: 'locale=en' }, redirect: 'manual' })
}

describe('npm run dev', () => {
  it('renders a page on the server, in its language, for the browser to hydrate', async () => {
    const { status, html } = home
    expect(status).toBe(200)
    expect(html).toMatch(/<html lang="en" dir="ltr"/)
    // The page's markup, not the empty shell the browser would have to render.
    expect(html).toMatch(/<div id="root">(?:<!--[^>]*-->)*<[a-z]/)
    expect(html).toContain('<script type="application/json"')
    // The boot script the built pages start with answers in development too.
    const boot = await fetch(`${origin}/app-boot.js`)
    expect(boot.status).toBe(200)
    expect(boot.headers.get('content-type')).toContain('javascript')
  }, 120_000)

  it('answers a page no route takes with the not-found page and its status', async () => {
    const response = await page('/en/no-such-page-anywhere')
    expect(response.status).toBe(404)
    expect(await response.text()).toMatch(/<div id="root">(?:<!--[^>]*-->)*<[a-z]/)
  }, 120_000)
})
