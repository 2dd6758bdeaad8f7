// Pay later at checkout (docs/decisions/025-pay-later-policy.md): a guest and a customer whose
// email is not confirmed see the choice disabled with the reason, in both languages; a customer
// with a confirmed email may choose it and reads its terms.
import { expect, test } from '../support/app-test'
import { addToCart } from './checkout-helpers'
import { findPaymentDeparture, signInNewCustomer } from './payment-helpers'

const words = {
  '': {
    payLater: 'احجز الآن وادفع لاحقًا',
    card: 'ادفع الآن بالبطاقة (مدى، فيزا، ماستركارد)',
    signIn: 'خيار «احجز الآن وادفع لاحقًا» متاح للعملاء المسجّلين الذين أكّدوا بريدهم الإلكتروني.',
    signInLink: 'تسجيل الدخول',
    verify: 'أكّد بريدك الإلكتروني لتتمكن من الحجز الآن والدفع لاحقًا، من الرابط الذي أرسلناه إليك.',
    terms: /ادفع خلال ٤٨ ساعة من الحجز/,
  },
  '/en': {
    payLater: 'Reserve now, pay later',
    card: 'Pay now by card (mada, Visa, Mastercard)',
    signIn: 'Reserve now, pay later is for signed-in customers with a confirmed email address.',
    signInLink: 'Sign in',
    verify: 'Confirm your email address to reserve now and pay later: use the link we emailed you.',
    terms: /pay within 48 hours of booking/,
  },
} as const

for (const [prefix, skip] of [['', 7] as const, ['/en', 8] as const]) {
  const text = words[prefix]
  test(`pay later is disabled with its reason for a guest and an unconfirmed email, open to a confirmed one (${prefix ? 'English' : 'Arabic'})`, async ({ page, baseURL }) => {
    const departure = await findPaymentDeparture(baseURL!, { skip, payLater: true })
    await addToCart(page, prefix, departure)
    await page.goto(`${prefix}/checkout`)
    await expect(page.getByTestId('checkout-total')).not.toHaveText('…')
    const payLater = page.getByRole('radio', { name: text.payLater })
    await expect(payLater).toBeDisabled()
    await expect(page.getByRole('radio', { name: text.card })).toBeChecked()
    await expect(page.getByTestId('pay-later-reason')).toContainText(text.signIn)
    await expect(page.getByTestId('pay-later-reason').getByRole('link', { name: text.signInLink })).toHaveAttribute('href', `${prefix}/auth/login`)
    // The reason is announced with the choices.
    await expect(page.getByRole('radiogroup')).toHaveAccessibleDescription(new RegExp(text.signIn.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))

    await signInNewCustomer(page, baseURL!, prefix)
    await page.goto(`${prefix}/checkout`)
    await expect(page.getByTestId('pay-later-reason')).toHaveText(text.verify)
    await expect(page.getByRole('radio', { name: text.payLater })).toBeDisabled()

    await page.context().clearCookies()
    await page.evaluate(() => localStorage.clear())
    await signInNewCustomer(page, baseURL!, prefix, { verified: true })
    await page.goto(`${prefix}/checkout`)
    await expect(page.getByTestId('pay-later-terms')).toContainText(text.terms)
    await page.locator('label').filter({ hasText: text.payLater }).click()
    await expect(page.getByRole('radio', { name: text.payLater })).toBeChecked()
  })
}
