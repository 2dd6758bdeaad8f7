import { expect, type Page } from '../support/app-test'
import { buildStaff } from '../support/builders'
import { staffRequest } from '../support/e2e'

export type Prefix = '' | '/en'

export const chatWords = {
  '': { ask: 'اسأل عن هذه التجربة', message: 'رسالتك', send: 'إرسال', email: 'البريد الإلكتروني', password: 'كلمة المرور', signIn: 'تسجيل الدخول', request: 'اطلب عرضًا خاصًا', accept: 'اقبل وادفع' },
  '/en': { ask: 'Ask about this experience', message: 'Your message', send: 'Send', email: 'Email', password: 'Password', signIn: 'Sign in', request: 'Request a custom offer', accept: 'Accept and pay' },
} as const

/** A staff agent made by the superuser (as a manager would), to sign in through the page. */
export async function createStaffAgent(baseURL: string, locale: 'ar' | 'en') {
  const body = buildStaff({ locale })
  await staffRequest(baseURL, 'POST', '/api/collections/staff/records', body)
  return { email: body.email, password: body.password, name: body.name }
}

export async function signInStaff(page: Page, prefix: Prefix, staff: { email: string; password: string }) {
  const words = chatWords[prefix]
  await page.goto(`${prefix}/staff`)
  await page.getByLabel(words.email).fill(staff.email)
  await page.getByLabel(words.password).fill(staff.password)
  await page.getByRole('button', { name: words.signIn, exact: true }).click()
  await expect(page.getByTestId('staff-threads').or(page.getByText(prefix ? 'No conversations here.' : 'لا توجد محادثات هنا.')).first()).toBeVisible({ timeout: 20_000 })
}

/** Writes a message in the open conversation and sends it. */
export async function sendChatMessage(page: Page, prefix: Prefix, body: string) {
  const words = chatWords[prefix]
  await page.getByLabel(words.message).fill(body)
  await page.getByRole('button', { name: words.send, exact: true }).click()
}

/** The conversation's id in the current chat URL. */
export function threadIdFrom(page: Page): string {
  const id = /\/chat\/([a-z0-9]{15})/.exec(page.url())?.[1]
  if (!id) throw new Error(`no conversation in ${page.url()}`)
  return id
}
