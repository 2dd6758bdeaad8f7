import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '../support/app-test'
import { staffRequest } from '../support/e2e'
import { findDeparture } from './checkout-helpers'

type Prefix = '' | '/en'

export const TEST_CARDS = { paid: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', confirmedLater: '4000 0000 0000 3220' } as const

/** A departure of the payment tests' own (see findDeparture); `payLater` asks for an option that may be paid later. */
export const findPaymentDeparture = (baseURL: string, { skip, payLater = false }: { skip: number; payLater?: boolean }) => findDeparture(baseURL, skip, { payLater, fromEnd: true, firstDay: 4 })

const words = {
  '': { firstName: 'الاسم الأول', lastName: 'اسم العائلة', email: 'البريد الإلكتروني', phone: 'رقم الجوال', payLater: 'احجز الآن وادفع لاحقًا' },
  '/en': { firstName: 'First name', lastName: 'Last name', email: 'Email', phone: 'Phone number', payLater: 'Reserve now, pay later' },
} as const

/** Fills the checkout form for a guest (or checks a customer's prefilled one) and confirms it. */
export async function confirmCheckout(page: Page, prefix: Prefix, { email, payLater = false }: { email: string; payLater?: boolean }) {
  const label = words[prefix]
  await page.goto(`${prefix}/checkout`)
  await expect(page.getByTestId('checkout-total')).not.toHaveText('…')
  await page.getByLabel(label.firstName).fill('Noura')
  await page.getByLabel(label.lastName).fill('Alqahtani')
  await page.getByLabel(label.email).fill(email)
  await page.getByLabel(label.phone).fill('501234567')
  if (payLater) {
    // react-aria's radio input is visually hidden: press its label, as a person would.
    await page.locator('label').filter({ hasText: label.payLater }).click()
    await expect(page.getByRole('radio', { name: label.payLater })).toBeChecked()
  }
  await page.locator('form.checkout-form button[type="submit"]').click()
}

/** Pays on the sandbox gateway's hosted page with a test card. */
export async function payOnSandbox(page: Page, card: string) {
  await expect(page).toHaveURL(/\/pay\/sandbox\//, { timeout: 25_000 })
  await page.locator('input[name="card_number"]').fill(card)
  await page.locator('input[name="expiry"]').fill('12/34')
  await page.locator('input[name="cvc"]').fill('123')
  await page.locator('input[name="name"]').fill('NOURA ALQAHTANI')
  await page.locator('button[value="pay"]').click()
}

/** The order id in the current outcome page's URL. */
export function orderIdFrom(page: Page): string {
  const id = new URL(page.url()).searchParams.get('order')
  if (!id) throw new Error(`no order in ${page.url()}`)
  return id
}

export type StaffOrderView = { order: { id: string; number: string; outcome: string }; bookings: { id: string; status: string; voucherCode: string; cancellation?: { refundAmount: number } }[] }

/** The order as the API gives it to staff, to compare with what the page shows. */
export const staffOrderView = (baseURL: string, orderId: string) => staffRequest<StaffOrderView>(baseURL, 'GET', `/api/store/orders/${orderId}`)

/**
 * Makes a customer account through the API (its email confirmed when `verified`, as staff can)
 * and signs in through the page.
 */
export async function signInNewCustomer(page: Page, baseURL: string, prefix: Prefix, { verified = false } = {}) {
  const email = `payer-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`
  const password = 'a-long-password'
  const account = { email, password, passwordConfirm: password, first_name: 'Noura', last_name: 'Alqahtani' }
  if (verified) await staffRequest(baseURL, 'POST', '/api/collections/users/records', { ...account, verified: true })
  else {
    const created = await fetch(`${baseURL}/api/collections/users/records`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) })
    expect(created.ok).toBe(true)
  }
  await page.goto(`${prefix}/auth/login`)
  await page.getByLabel(prefix ? 'Email' : 'البريد الإلكتروني').fill(email)
  await page.getByLabel(prefix ? 'Password' : 'كلمة المرور').fill(password)
  await page.getByRole('button', { name: prefix ? 'Sign in' : 'تسجيل الدخول' }).click()
  await expect(page.getByRole('button', { name: prefix ? 'Your account' : 'حسابك' })).toBeVisible()
  return email
}

/** Serious and critical axe findings on the page as it is now (WCAG 2.1 A and AA). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`)
}
