// Review moderation (issue 24, docs/decisions/047-review-moderation.md), in both languages: a
// review with a phone number waits for a check (the traveller's order page says so, the product
// page does not show it) → staff see it under "Flagged" with the reason and approve it → it shows
// on the product page and counts → staff hide it, then publish it again from "Hidden". And a guest
// marks a review helpful on the product page; a second try answers "already", not an error.
// RIHLA_SCREENSHOTS=1 also writes the staff screen's Flagged filter to docs/screenshots/.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '../support/app-test'
import { arabicDigits, listRecords, staffRequest, staffCallAt, experienceAggregates } from '../support/e2e'
import { createFinishedBooking, type FinishedBooking } from '../support/finished-booking'
import { createStaffAgent, signInStaff } from './chat-helpers'

const words = {
  '': {
    locale: 'ar' as const,
    newest: 'ترتيب حسب',
    reviewsLink: 'مراجعات المسافرين',
    awaiting: 'شكرًا على مراجعتك. سيتحقق منها فريق رحلة قبل نشرها في صفحة التجربة.',
    flagged: 'بانتظار التحقق',
    published: 'المنشورة',
    hiddenFilter: 'المخفية',
    reason: 'بانتظار التحقق: يحتوي النص على رقم هاتف.',
    approve: 'اعتمدها وانشرها',
    approved: 'اعتُمدت المراجعة ونُشرت.',
    hideReason: 'سبب الإخفاء',
    hide: 'أخفِ المراجعة',
    hiddenToast: 'أُخفيت المراجعة، وأُبلغ المسافر بالبريد الإلكتروني.',
    restore: 'انشرها مجددًا',
    restored: 'أُعيد نشر المراجعة، وأُبلغ المسافر بالبريد الإلكتروني.',
    helpful: (count: number) => `نعم (${arabicDigits(String(count))})`,
    thanks: 'شكرًا على رأيك.',
    already: 'سبق أن قلت إن هذه المراجعة مفيدة.',
    digits: arabicDigits,
  },
  '/en': {
    locale: 'en' as const,
    newest: 'Sort by',
    reviewsLink: 'Traveller reviews',
    awaiting: 'Thank you for your review. Rihla’s team will check it before it is published on the experience’s page.',
    flagged: 'Flagged',
    published: 'Published',
    hiddenFilter: 'Hidden',
    reason: 'Waiting for a check: the text contains a phone number.',
    approve: 'Approve and publish',
    approved: 'Review approved and published.',
    hideReason: 'Reason to hide',
    hide: 'Hide review',
    hiddenToast: 'Review hidden. The traveller has been told by mail.',
    restore: 'Publish again',
    restored: 'Review published again. The traveller has been told by mail.',
    helpful: (count: number) => `Yes (${count})`,
    thanks: 'Thank you for your feedback.',
    already: 'You have already marked this review as helpful.',
    digits: (text: string) => text,
  },
}

/** Writes a review as the order's token holder would (the form's request). → the review's id. */
async function writeReview(baseURL: string, booking: FinishedBooking, text: string, locale: 'ar' | 'en'): Promise<{ reviewId: string; booking: { review: { status: string } } }> {
  const response = await fetch(`${baseURL}/api/store/reviews`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Order-Token': booking.token },
    body: JSON.stringify({ orderId: booking.orderId, bookingId: booking.bookingId, rating: 5, text, textLocale: locale, travellerType: 'friends', nameDisplay: 'first_initial', locale }),
  })
  expect(response.status).toBe(201)
  return (await response.json()) as { reviewId: string; booking: { review: { status: string } } }
}

/** The product page's reviews, drawn once scrolled near. */
async function openReviews(page: Page, sortLabel: string) {
  await page.locator('.product__reviews').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('reviews')).toBeVisible()
  await expect(page.getByLabel(sortLabel)).toHaveValue('newest')
}

const productPath = (prefix: string, booking: FinishedBooking) => `${prefix}/things-to-do-in-${booking.citySlug}/${booking.experienceSlug}`

async function seriousViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

for (const prefix of ['/en', ''] as const) {
  const word = words[prefix]
  test(`a review with a phone number waits for a check; staff approve it under "Flagged", then hide it and publish it again from "Hidden" (${word.locale})`, async ({ page, browser, baseURL }) => {
    const { items } = await listRecords<{ id: string }>(baseURL!, 'experiences', `perPage=1&skip=${prefix ? 2 : 3}&sort=@random&filter=${encodeURIComponent("status='active'&&kind='tour'&&review_count>=3")}`)
    const booking = await createFinishedBooking(staffCallAt(baseURL!), { experienceId: items[0]!.id, locale: word.locale, leadGuest: { firstName: 'Omar', lastName: 'Saleh' } })
    const before = await experienceAggregates(baseURL!, booking.experienceId)
    // Letters and digits: a long number alone would read as a phone number.
    const stamp = `t${Date.now().toString(36)}`
    const text = word.locale === 'en' ? `Great desert camp. For a private trip call Omar on +966 55 123 4567 (${stamp})` : `مخيم رائع. للرحلات الخاصة اتصلوا بعمر على ٠٥٥ ١٢٣ ٤٥٦٧ (${stamp})`
    const written = await writeReview(baseURL!, booking, text, word.locale)
    expect(written.booking.review.status).toBe('flagged')

    // The traveller's order page: waiting for a check, not an error.
    await page.goto(`${prefix}/orders/${booking.orderId}#token=${booking.token}`)
    await expect(page.getByTestId('review-prompt')).toContainText(word.awaiting)
    await expect(page.getByRole('alert')).toHaveCount(0)

    // Not on the product page, not counted.
    await page.goto(productPath(prefix, booking))
    await openReviews(page, word.newest)
    await expect(page.getByTestId('review').first()).toBeVisible()
    await expect(page.getByTestId('review').filter({ hasText: String(stamp) })).toHaveCount(0)
    expect(await experienceAggregates(baseURL!, booking.experienceId)).toEqual(before)

    // Staff: the Flagged filter, with the reason.
    const staffContext = await browser.newContext({ locale: word.locale === 'ar' ? 'ar-SA' : 'en-US' })
    const agent = await staffContext.newPage()
    await signInStaff(agent, prefix, await createStaffAgent(baseURL!, word.locale))
    await agent.getByRole('link', { name: word.reviewsLink }).click()
    await agent.getByRole('button', { name: new RegExp(`^${word.flagged}`) }).click()
    await expect(agent.getByRole('button', { name: new RegExp(`^${word.flagged}`) })).toHaveAttribute('aria-pressed', 'true')
    const card = agent.getByTestId('staff-review').filter({ hasText: String(stamp) })
    await expect(card).toBeVisible()
    await expect(card.getByTestId('flag-reasons')).toHaveText(word.reason)
    await expect(agent.locator('html')).toHaveAttribute('dir', word.locale === 'ar' ? 'rtl' : 'ltr')
    expect(await seriousViolations(agent, '[data-testid="staff-reviews"]')).toEqual([])
    if (process.env.RIHLA_SCREENSHOTS) {
      await agent.evaluate(() => window.scrollTo(0, 0))
      // The whole list: another test's flagged review (in the other language) may be above this one.
      await agent.screenshot({ path: `docs/screenshots/reviews-staff-flagged-${word.locale}.png`, fullPage: true, style: '.site-footer { display: none !important; }' })
    }
    await card.getByRole('button', { name: word.approve }).click()
    await expect(agent.getByText(word.approved)).toBeVisible()
    await expect(card).toHaveCount(0)

    // Published and counted.
    await page.reload()
    await openReviews(page, word.newest)
    const mine = page.getByTestId('review').filter({ hasText: String(stamp) })
    await expect(mine).toBeVisible()
    const approved = await experienceAggregates(baseURL!, booking.experienceId)
    expect(approved.review_count).toBe(before.review_count + 1)
    await expect(page.locator('.reviews__average')).toContainText(word.digits(String(approved.review_count)))

    // Hidden from "Published", then published again from "Hidden".
    await agent.getByRole('button', { name: word.published, exact: true }).click()
    await expect(card).toBeVisible()
    await card.getByLabel(word.hideReason).selectOption('personal_data')
    await card.getByRole('button', { name: word.hide }).click()
    await expect(agent.getByText(word.hiddenToast)).toBeVisible()
    await expect(card).toHaveCount(0)
    expect(await experienceAggregates(baseURL!, booking.experienceId)).toEqual(before)
    await agent.getByRole('button', { name: word.hiddenFilter, exact: true }).click()
    await expect(card).toBeVisible()
    await card.getByRole('button', { name: word.restore }).click()
    await expect(agent.getByText(word.restored)).toBeVisible()
    await expect(card).toHaveCount(0)
    await staffContext.close()

    expect(await experienceAggregates(baseURL!, booking.experienceId)).toEqual(approved)
    await page.reload()
    await openReviews(page, word.newest)
    await expect(mine).toBeVisible()
  })

  test(`a guest marks a review helpful on the product page; a second try says it is already counted (${word.locale})`, async ({ page, baseURL }) => {
    const { items } = await listRecords<{ id: string }>(baseURL!, 'experiences', `perPage=1&skip=${prefix ? 4 : 5}&sort=@random&filter=${encodeURIComponent("status='active'&&kind='tour'&&review_count>=3")}`)
    const booking = await createFinishedBooking(staffCallAt(baseURL!), { experienceId: items[0]!.id, locale: word.locale })
    // Letters and digits: a long number alone would read as a phone number.
    const stamp = `t${Date.now().toString(36)}`
    const text = word.locale === 'en' ? `The sunset over the dunes was unforgettable (${stamp})` : `كان الغروب فوق الكثبان لا يُنسى (${stamp})`
    const { reviewId } = await writeReview(baseURL!, booking, text, word.locale)

    await page.goto(productPath(prefix, booking))
    await openReviews(page, word.newest)
    const mine = page.getByTestId('review').filter({ hasText: String(stamp) })
    await expect(mine).toBeVisible()
    const button = mine.getByRole('button', { name: word.helpful(0) })
    await button.click()
    await expect(mine.getByRole('status')).toHaveText(word.thanks)
    await expect(mine.getByRole('button', { name: word.helpful(1) })).toHaveAttribute('aria-pressed', 'true')
    await expect(mine.getByRole('button', { name: word.helpful(1) })).toBeDisabled()

    // The next visit shows the vote as given.
    await page.reload()
    await openReviews(page, word.newest)
    await expect(mine.getByRole('button', { name: word.helpful(1) })).toHaveAttribute('aria-pressed', 'true')

    // The browser forgets which reviews it voted for (its voter id stays): the server still knows.
    await page.evaluate(() => window.localStorage.removeItem('rihla.helpful-votes'))
    await page.reload()
    await openReviews(page, word.newest)
    await mine.getByRole('button', { name: word.helpful(1) }).click()
    await expect(mine.getByRole('status')).toHaveText(word.already)
    await expect(mine.getByRole('button', { name: word.helpful(1) })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.locator('.toast')).toHaveCount(0)

    const stored = await staffRequest<{ helpful_count: number }>(baseURL!, 'GET', `/api/collections/reviews/records/${reviewId}?fields=helpful_count`)
    expect(stored.helpful_count).toBe(1)
  })
}
