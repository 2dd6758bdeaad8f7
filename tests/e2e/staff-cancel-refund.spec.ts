// Issue 34 item 14: a staff cancellation says what the traveller gets back — before staff
// confirm and after — from the traveller's own cancellation terms: nothing (the amount 0) for a
// booking whose policy keeps it all, half for one with a 50 % penalty. Both languages.
import { expect, test } from '../support/app-test'
import { arabicDigits, staffRequest } from '../support/e2e'
import { createStaffAgent, signInStaff } from './chat-helpers'
import { emptyDeparture, paidVoucher } from './departure-helpers'

test.describe.configure({ timeout: 120_000 })

const words = {
  '': { cancel: 'إلغاء الحجز', yes: 'نعم، ألغِه', none: 'لا يوجد استرداد', zero: '٠ ر.س', penalty100: '١٠٠٪', penalty50: '٥٠٪', cancelled: 'أُلغي الحجز.' },
  '/en': { cancel: 'Cancel the booking', yes: 'Yes, cancel it', none: 'No refund', zero: 'SAR 0', penalty100: '100%', penalty50: '50%', cancelled: 'The booking is cancelled.' },
} as const

const own = (skip: number) => test.info().repeatEachIndex * 10 + skip

for (const [prefix, skip] of [['/en', 8] as const, ['', 9] as const]) {
  const locale = prefix ? 'en' : 'ar'
  test(`staff see the refund before and after cancelling: none for a non-refundable booking, half for a 50 % penalty (${prefix ? 'English' : 'Arabic'})`, async ({ page, baseURL }) => {
    const say = words[prefix]
    const departure = await emptyDeparture(baseURL!, own(skip))
    const [kept, half] = [await paidVoucher(baseURL!, departure, locale), await paidVoucher(baseURL!, departure, locale)]
    // The policies the bookings were sold under (kept on each booking).
    await staffRequest(baseURL!, 'PATCH', `/api/collections/bookings/records/${kept.bookingId}`, { cancellation_policy: { type: 'non_refundable' } })
    await staffRequest(baseURL!, 'PATCH', `/api/collections/bookings/records/${half.bookingId}`, { cancellation_policy: { type: 'tiered', tiers: [{ minutes_before: 0, penalty_percent: 50 }] } })
    const staff = await createStaffAgent(baseURL!, locale)
    await signInStaff(page, prefix, staff)
    await page.goto(`${prefix}/staff/departures/${departure.id}`)
    await expect(page.getByTestId('manifest')).toBeVisible({ timeout: 20_000 })
    const digits = (text: string) => (prefix ? text : arabicDigits(text))
    const halfAmount = digits(String(departure.adultPrice / 200).split('.')[0]!)

    const none = page.locator(`[data-booking="${kept.bookingId}"]`)
    await none.getByRole('button', { name: say.cancel }).tap()
    const before = none.getByTestId('cancel-refund')
    await expect(before).toContainText(say.none)
    await expect(before).toContainText(say.penalty100)
    await expect(before).toContainText(say.zero)
    await none.getByRole('button', { name: say.yes }).tap()
    await expect(none.getByRole('status')).toContainText(say.cancelled)
    await expect(none.getByRole('status')).toContainText(say.none)
    await expect(none.getByRole('status')).toContainText(say.zero)

    const partial = page.locator(`[data-booking="${half.bookingId}"]`)
    await partial.getByRole('button', { name: say.cancel }).tap()
    const quote = partial.getByTestId('cancel-refund')
    await expect(quote).toContainText(say.penalty50)
    await expect(quote).toContainText(halfAmount)
    await expect(quote).not.toContainText(say.none)
    await partial.getByRole('button', { name: say.yes }).tap()
    await expect(partial.getByRole('status')).toContainText(halfAmount)

    const order = await staffRequest<{ bookings: { id: string; refundAmount: number }[] }>(baseURL!, 'GET', `/api/store/orders/${half.orderId}`)
    expect(order.bookings.find((booking) => booking.id === half.bookingId)!.refundAmount).toBe(Math.round(departure.adultPrice / 2))
  })
}
