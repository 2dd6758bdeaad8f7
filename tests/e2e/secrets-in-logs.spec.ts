// Secrets never reach PocketBase's request log (the _logs table in <data dir>/auxiliary.db): a
// guest's order access token travels in the fragment of the return and order links (never sent
// to a server) and in a header to the API; Referrer-Policy sends no Referer; a reset link mailed
// without SMTP is not printed to the log.
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { expect, test, type Page } from '../support/app-test'
import { staffRequest } from '../support/e2e'
import { addToCart } from './checkout-helpers'
import { confirmCheckout, findPaymentDeparture, orderIdFrom, payOnSandbox, TEST_CARDS } from './payment-helpers'

test.describe.configure({ timeout: 90_000 })

type LogEntry = { id: string; message: string; data: Record<string, unknown> }

const dataDir = () => process.env.RIHLA_TEST_DATA_DIR!
const pbDate = (ms: number) => new Date(ms).toISOString().replace('T', ' ')

/** The log entries written since `sinceMs`, once one whose URL contains `marker` is there (the log is written in batches every 3 s). */
async function logsSince(baseURL: string, sinceMs: number, marker: string): Promise<LogEntry[]> {
  let entries: LogEntry[] = []
  await expect
    .poll(
      async () => {
        const filter = encodeURIComponent(`created >= "${pbDate(sinceMs - 1000)}"`)
        entries = (await staffRequest<{ items: LogEntry[] }>(baseURL, 'GET', `/api/logs?perPage=500&sort=-created&filter=${filter}`)).items
        return entries.some((entry) => String(entry.data.url ?? '').includes(marker))
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  return entries
}

/** Whether the log database's files (and its write-ahead log) hold `secret` anywhere, byte for byte. */
async function logFilesContain(secret: string): Promise<boolean> {
  const files = (await readdir(dataDir())).filter((name) => name.startsWith('auxiliary.db'))
  expect(files).toContain('auxiliary.db')
  for (const name of files) if ((await readFile(path.join(dataDir(), name))).includes(secret)) return true
  return false
}

const tokenIn = (page: Page) => new URLSearchParams(new URL(page.url()).hash.slice(1)).get('token') ?? ''

test('a guest’s checkout, payment and order page leave the access token out of the request log', async ({ page, baseURL }) => {
  const started = Date.now()
  const departure = await findPaymentDeparture(baseURL!, { skip: 6 })
  await addToCart(page, '/en', departure)
  await confirmCheckout(page, '/en', { email: `logs-${Date.now()}@example.com` })
  await payOnSandbox(page, TEST_CARDS.paid)

  await expect(page).toHaveURL(/\/en\/checkout\/success\?order=[a-z0-9]{15}#token=[A-Za-z0-9]{40}$/)
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-outcome', 'booked', { timeout: 15_000 })
  const token = tokenIn(page)
  const orderId = orderIdFrom(page)
  await page.getByRole('link', { name: 'View your order' }).click()
  await expect(page).toHaveURL(new RegExp(`/en/orders/${orderId}#token=${token}$`))
  await expect(page.getByTestId('voucher-code')).toBeVisible()
  // Reloaded (as from the confirmation mail's link), the page still opens with the token it carries.
  await page.reload()
  await expect(page.getByTestId('voucher-code')).toBeVisible()

  const entries = await logsSince(baseURL!, started, `/api/store/orders/${orderId}`)
  // The order page's calls to the API are logged (pages themselves come from the service worker).
  expect(entries.filter((entry) => String(entry.data.url ?? '').includes(orderId)).length).toBeGreaterThan(0)
  expect(JSON.stringify(entries)).not.toContain(token)
  expect(entries.some((entry) => String(entry.data.referer ?? '') !== ''), 'no Referer is sent (Referrer-Policy: no-referrer)').toBe(false)
  expect(await logFilesContain(token)).toBe(false)
})

test('a reset link mailed without SMTP is neither logged nor sent to the server when followed', async ({ page, baseURL }) => {
  const started = Date.now()
  const email = `reset-logs-${Date.now()}@example.com`
  await fetch(`${baseURL}/api/collections/users/records`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'old-password-1', passwordConfirm: 'old-password-1', locale: 'en' }) })
  await page.goto('/en/auth/forgot-password')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('If an account uses this email, we have sent it a link to choose a new password.')).toBeVisible()

  const dir = process.env.RIHLA_MAIL_CAPTURE_DIR || path.join(dataDir(), 'mail-capture')
  const findLink = async () => {
    for (const file of await readdir(dir).catch(() => [] as string[])) {
      const mail = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as { to: string; text?: string }
      const match = mail.to === email ? /https?:\/\/\S+\/en\/auth\/reset-password#token=[\w.-]+/.exec(mail.text ?? '') : null
      if (match) return match[0]
    }
    return null
  }
  await expect.poll(findLink, { timeout: 10_000 }).not.toBeNull()
  const link = new URL((await findLink())!)
  expect(link.origin).toBe(baseURL)
  const token = new URLSearchParams(link.hash.slice(1)).get('token')!
  await page.goto(`${link.pathname}${link.hash}`)
  await page.getByLabel('New password').fill('new-password-2')
  await page.getByLabel('Confirm password').fill('new-password-2')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('Your password has been changed. You can sign in with it now.')).toBeVisible()

  const entries = await logsSince(baseURL!, started, '/api/collections/users/confirm-password-reset')
  expect(entries.some((entry) => entry.message.includes('mail not sent')), 'the unsent mail is noted').toBe(true)
  expect(JSON.stringify(entries)).not.toContain(token)
  expect(await logFilesContain(token)).toBe(false)
})
