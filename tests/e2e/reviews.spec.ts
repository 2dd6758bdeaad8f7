// Issue 24, verified reviews, in both languages: a finished booking → the invitation mail's link →
// the review form, with a photo → the review on the product page as a "Verified booking", its photo
// under it and among the travellers' photos → the staff's reply shows under it → staff hide it: it
// leaves the page with its photo, and the rating follows.
// RIHLA_SCREENSHOTS=1 also writes the form's and the product page's screenshots to docs/screenshots/.
import AxeBuilder from '@axe-core/playwright'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { expect, test, type Page } from '../support/app-test'
import { arabicDigits, listRecords, staffRequest, staffCallAt, experienceAggregates } from '../support/e2e'
import { createFinishedBooking } from '../support/finished-booking'
import { createStaffAgent, signInStaff } from './chat-helpers'
import { signInNewCustomer } from './payment-helpers'

const words = {
  '': {
    locale: 'ar' as const,
    fourStars: '٤ نجوم',
    fiveStars: '٥ نجوم',
    service: 'الخدمة',
    family: 'مع العائلة',
    text: 'مراجعتك (اختياري)',
    publish: 'انشر المراجعة',
    saved: 'شكرًا! نُشرت مراجعتك.',
    seeIt: 'شاهد مراجعتك في صفحة التجربة',
    verified: 'حجز موثّق',
    newest: 'الأحدث',
    reviewsLink: 'مراجعات المسافرين',
    reply: 'الرد باسم منظّم التجربة',
    publishReply: 'انشر الرد',
    replyTitle: 'رد منظّم التجربة',
    reason: 'سبب الإخفاء',
    hide: 'أخفِ المراجعة',
    hiddenToast: 'أُخفيت المراجعة، وأُبلغ المسافر بالبريد الإلكتروني.',
    addPhotos: 'إضافة صور',
    removePhoto: 'إزالة الصورة رقم ١',
    travellersPhotos: /صور المسافرين \(/,
    openPhoto: /فتح الصورة ١ من ١، التقطها Layla H\./,
    photoMark: 'صورة مسافر',
    close: 'إغلاق',
    digits: arabicDigits,
  },
  '/en': {
    locale: 'en' as const,
    fourStars: '4 stars',
    fiveStars: '5 stars',
    service: 'Service',
    family: 'Family',
    text: 'Your review (optional)',
    publish: 'Publish review',
    saved: 'Thank you! Your review is published.',
    seeIt: 'See your review on the experience’s page',
    verified: 'Verified booking',
    newest: 'Newest',
    reviewsLink: 'Traveller reviews',
    reply: 'Reply as the operator',
    publishReply: 'Publish reply',
    replyTitle: 'Response from the operator',
    reason: 'Reason to hide',
    hide: 'Hide review',
    hiddenToast: 'Review hidden. The traveller has been told by mail.',
    addPhotos: 'Add photos',
    removePhoto: 'Remove photo 1',
    travellersPhotos: /Travellers’ photos \(/,
    openPhoto: /Open photo 1 of 1, by Layla H\./,
    photoMark: 'Traveller’s photo',
    close: 'Close',
    digits: (text: string) => text,
  },
}

const captureDir = () => process.env.RIHLA_MAIL_CAPTURE_DIR || path.join(process.env.RIHLA_TEST_DATA_DIR!, 'mail-capture')

/** The mails the test server captured for one address. */
async function mailsTo(address: string): Promise<{ subject: string; text: string }[]> {
  const names = await readdir(captureDir()).catch(() => [] as string[])
  const mails = await Promise.all(names.filter((name) => name.endsWith('.json')).map(async (name) => JSON.parse(await readFile(path.join(captureDir(), name), 'utf8')) as { to: unknown; subject: string; text: string }))
  return mails.filter((mail) => JSON.stringify(mail.to).includes(address))
}

/** The product page's reviews, drawn once scrolled near, newest first. */
async function openReviews(page: Page, newest: string) {
  const section = page.locator('.product__reviews')
  await section.scrollIntoViewIfNeeded()
  await expect(page.getByTestId('reviews')).toBeVisible()
  await expect(page.getByLabel(newest === 'Newest' ? 'Sort by' : 'ترتيب حسب')).toHaveValue('newest')
}

type Rating = { ratingValue: number; reviewCount: number }

/** The product page's AggregateRating as a crawler reads it (the server's HTML), and as the page in the browser now has it. */
async function aggregateRatings(page: Page): Promise<{ served: Rating | undefined; shown: Rating | undefined }> {
  const html = await (await fetch(page.url())).text()
  const served = /<script type="application\/ld\+json" id="structured-data">(.*?)<\/script>/s.exec(html)?.[1]
  const shown = await page.locator('script#structured-data').textContent()
  const rating = (json: string | null | undefined) => (JSON.parse(json ?? '{}') as { aggregateRating?: Rating }).aggregateRating
  return { served: rating(served), shown: rating(shown) }
}

/** axe's serious and critical findings (WCAG 2.1 A and AA) inside one part of the page. */
async function seriousViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

const shoot = async (page: Page, name: string, part?: string) => {
  if (!process.env.RIHLA_SCREENSHOTS) return
  // The sticky header and the booking bar stay out of a picture of one part of the page.
  if (part) await page.getByTestId(part).screenshot({ path: `docs/screenshots/${name}.png`, style: '.site-header, .booking-bar { visibility: hidden !important; }' })
  else {
    // From the top, so the sticky header is drawn where it belongs.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: true })
  }
}

for (const prefix of ['/en', ''] as const) {
  const word = words[prefix]
  test(`a finished booking's mail leads to the review form; the review shows as a verified booking, then the staff reply, and a staff hide takes it off with the rating (${word.locale})`, async ({ page, browser, baseURL }) => {
    // An experience that has reviews already, so its summary stays on the page after the hide.
    const { items } = await listRecords<{ id: string }>(baseURL!, 'experiences', `perPage=1&skip=${prefix ? 0 : 1}&sort=@random&filter=${encodeURIComponent("status='active'&&kind='tour'&&review_count>=3")}`)
    const booking = await createFinishedBooking(staffCallAt(baseURL!), { experienceId: items[0]!.id, locale: word.locale, leadGuest: { firstName: 'Layla', lastName: 'Haddad' } })
    const before = await experienceAggregates(baseURL!, booking.experienceId)

    // The invitation mail, in the order's language, with the form's link (token in the fragment).
    await staffRequest(baseURL!, 'POST', '/api/store/admin/reviews/invitations')
    await expect.poll(async () => (await mailsTo(booking.email)).length).toBe(1)
    const [mail] = await mailsTo(booking.email)
    expect(mail!.subject).toBe(word.locale === 'en' ? `How was ${booking.titleEn}?` : `كيف كانت تجربتك في «${booking.titleAr}»؟`)
    const link = new URL(/https?:\/\/\S+\?review=\S+/.exec(mail!.text)![0])
    expect(link.hash).toBe(`#token=${booking.token}`)
    await page.goto(`${link.pathname}${link.search}${link.hash}`)

    // The form: the overall rating by keyboard-reachable radio stars, a sub-score, who with, the text.
    const form = page.getByTestId('review-form')
    await expect(form).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', word.locale === 'ar' ? 'rtl' : 'ltr')
    expect(await seriousViolations(page, '[data-testid="review-form"]')).toEqual([])
    // Stars are pressed where they are drawn; the keyboard moves between them with the arrow keys.
    const star = (group: string, name: string) => page.getByTestId(group).locator('label', { has: page.getByRole('radio', { name, exact: true }) })
    await star('stars-rating', word.fiveStars).click()
    await page.keyboard.press('ArrowUp')
    await expect(page.getByTestId('stars-rating').getByRole('radio', { name: word.fourStars, exact: true })).toBeChecked()
    await star('stars-service', word.fiveStars).click()
    await page.locator('label', { has: page.getByRole('radio', { name: word.family }) }).click()
    await expect(page.getByRole('radio', { name: word.family })).toBeChecked()
    const text = word.locale === 'en' ? `Our guide Noura made the old town come alive ${Date.now()}` : `كانت المرشدة نورة رائعة وشرحت تاريخ البلدة القديمة ${Date.now()}`
    await page.getByLabel(word.text).fill(text)
    // A phone's photo: sideways-capable JPEG with the place it was taken in its EXIF.
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 214, g: 160, b: 90 } } })
      .jpeg({ quality: 80 })
      .withExif({ IFD0: { Make: 'RihlaPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 38/1 0/1' } })
      .toBuffer()
    await expect(page.getByRole('button', { name: word.addPhotos })).toBeVisible()
    await page.getByTestId('review-photos').locator('input[type="file"]').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo })
    await expect(page.getByTestId('review-photo')).toHaveCount(1)
    await expect(page.getByRole('button', { name: word.removePhoto })).toBeVisible()
    expect(await seriousViolations(page, '[data-testid="review-form"]')).toEqual([])
    await shoot(page, `reviews-form-${word.locale}`)
    await page.getByRole('button', { name: word.publish }).click()
    // The photo is decoded and re-encoded at six widths on a shared machine: seconds, not milliseconds.
    await expect(page.getByTestId('review-saved')).toContainText(word.saved, { timeout: 30_000 })

    // On the product page, newest first: a verified booking, in the month of the activity.
    await page.getByRole('link', { name: word.seeIt }).click()
    await openReviews(page, word.newest)
    const mine = page.getByTestId('review').filter({ hasText: text })
    await expect(mine).toBeVisible()
    await expect(mine).toContainText(word.verified)
    await expect(mine).toContainText('Layla H.')
    // Its photo under it, re-encoded as WebP, opening large; and among the travellers' photos.
    const thumb = mine.getByRole('button', { name: word.openPhoto })
    await expect(thumb).toBeVisible()
    const photoSrc = (await thumb.locator('img').getAttribute('src'))!
    expect(photoSrc).toMatch(/^\/api\/files\/review_photos\/\w+\/photo_640_\w+\.webp$/)
    await expect.poll(() => thumb.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
    await expect(page.getByTestId('traveller-photos').getByRole('heading', { name: word.travellersPhotos })).toBeVisible()
    await expect(page.getByTestId('traveller-photos').locator(`img[src="${photoSrc}"]`)).toHaveCount(1)
    await thumb.click()
    const viewer = page.getByTestId('traveller-photo-viewer')
    await expect(viewer).toContainText(word.photoMark)
    await expect(viewer).toContainText('Layla H.')
    expect(await seriousViolations(page, '.sheet')).toEqual([])
    if (process.env.RIHLA_SCREENSHOTS) await page.locator('.sheet').screenshot({ path: `docs/screenshots/reviews-photo-${word.locale}.png` })
    await page.getByRole('button', { name: word.close }).click()
    await expect(viewer).toHaveCount(0)
    await expect(thumb).toBeFocused()
    expect(await seriousViolations(page, '[data-testid="reviews"]')).toEqual([])
    const after = await experienceAggregates(baseURL!, booking.experienceId)
    expect(after.review_count).toBe(before.review_count + 1)
    await expect(page.locator('.reviews__average')).toContainText(word.digits(String(after.review_count)))

    // Staff reply as the operator, then hide the review with a reason.
    const staffContext = await browser.newContext({ locale: word.locale === 'ar' ? 'ar-SA' : 'en-US' })
    const agent = await staffContext.newPage()
    const staff = await createStaffAgent(baseURL!, word.locale)
    await signInStaff(agent, prefix, staff)
    await agent.getByRole('link', { name: word.reviewsLink }).click()
    const card = agent.getByTestId('staff-review').filter({ hasText: text })
    await expect(card).toBeVisible()
    expect(await seriousViolations(agent, '[data-testid="staff-reviews"]')).toEqual([])
    const replyText = word.locale === 'en' ? 'Thank you, Layla! Noura will be glad to hear it.' : 'شكرًا لك يا ليلى! ستسعد نورة بكلماتك.'
    await card.getByLabel(word.reply).fill(replyText)
    await card.getByRole('button', { name: word.publishReply }).click()
    await expect(card.getByRole('button', { name: word.locale === 'en' ? 'Update reply' : 'حدّث الرد' })).toBeVisible()
    if (process.env.RIHLA_SCREENSHOTS) await card.screenshot({ path: `docs/screenshots/reviews-staff-${word.locale}.png`, style: '.site-header { visibility: hidden !important; }' })

    await page.reload()
    await openReviews(page, word.newest)
    await expect(mine.getByTestId('review-reply')).toContainText(replyText)
    await expect(mine.getByTestId('review-reply')).toContainText(word.replyTitle)
    const afterRating = { ratingValue: after.rating_avg, reviewCount: after.review_count }
    await expect.poll(() => aggregateRatings(page)).toMatchObject({ served: afterRating, shown: afterRating })
    await shoot(page, `reviews-product-${word.locale}`, 'reviews')

    await card.getByLabel(word.reason).selectOption('personal_data')
    await card.getByRole('button', { name: word.hide }).click()
    await expect(agent.getByText(word.hiddenToast)).toBeVisible()
    await expect(card).toHaveCount(0)
    await staffContext.close()

    await page.reload()
    await openReviews(page, word.newest)
    await expect(page.getByTestId('review').first()).toBeVisible()
    await expect(mine).toHaveCount(0)
    await expect(page.locator(`img[src="${photoSrc}"]`)).toHaveCount(0)
    expect((await fetch(new URL(photoSrc, baseURL)).catch(() => null))?.status).toBe(404)
    const hidden = await experienceAggregates(baseURL!, booking.experienceId)
    expect(hidden).toEqual(before)
    // The device kept the experience from before the hide; the reviews' fresh summary brings its rating up to date.
    const beforeRating = { ratingValue: before.rating_avg, reviewCount: before.review_count }
    await expect.poll(() => aggregateRatings(page)).toMatchObject({ served: beforeRating, shown: beforeRating })
    await expect(page.locator('.reviews__average')).toContainText(word.digits(String(before.review_count)))
    await expect.poll(async () => (await mailsTo(booking.email)).length).toBe(2)
  })
}

for (const prefix of ['/en', ''] as const) {
  const word = words[prefix]
  const say = {
    write: word.locale === 'en' ? 'Write a review' : 'اكتب مراجعة',
    edit: word.locale === 'en' ? 'Edit your review' : 'عدّل مراجعتك',
    orders: word.locale === 'en' ? 'Your orders' : 'طلباتك',
  }
  test(`a signed-in traveller finds "Write a review" on their orders list, writes it by keyboard, and the order page then offers to edit it (${word.locale})`, async ({ page, baseURL }) => {
    const email = await signInNewCustomer(page, baseURL!, prefix, { verified: true })
    const { items } = await staffRequest<{ items: { id: string }[] }>(baseURL!, 'GET', `/api/collections/users/records?filter=${encodeURIComponent(`email='${email}'`)}`)
    const finished = await createFinishedBooking(staffCallAt(baseURL!), { user: items[0]!.id, email, locale: word.locale })
    // A booking still to come: no link for it.
    await createFinishedBooking(staffCallAt(baseURL!), { user: items[0]!.id, email, locale: word.locale, daysAgo: -5 })

    await page.goto(`${prefix}/orders`)
    const write = page.getByRole('link', { name: new RegExp(say.write) })
    await expect(write).toHaveCount(1)
    await write.click()
    await expect(page.getByTestId('review-form')).toBeVisible()
    expect(new URL(page.url()).searchParams.get('review')).toBe(finished.bookingId)

    // Keyboard only: into the stars, pick one, on to the button.
    await page.getByTestId('stars-rating').getByRole('radio').first().focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowDown')
    await expect(page.getByTestId('stars-rating').getByRole('radio', { name: word.locale === 'en' ? '2 stars' : 'نجمتان', exact: true })).toBeChecked()
    await page.getByRole('button', { name: word.publish }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('review-saved')).toContainText(word.saved)

    await page.goto(`${prefix}/orders/${finished.orderId}`)
    await expect(page.getByRole('link', { name: new RegExp(say.edit) })).toBeVisible()
    await page.goto(`${prefix}/orders`)
    await expect(page.getByRole('heading', { name: say.orders, level: 1 })).toBeVisible()
    await expect(page.getByTestId('order-card').first()).toBeVisible()
    await expect(page.getByRole('link', { name: new RegExp(say.write) })).toHaveCount(0)
  })
}

for (const prefix of ['/en', ''] as const) {
  const word = words[prefix]
  const other = word.locale === 'en' ? { id: 'ar', marker: 'Written in Arabic', matches: /\d+ reviews? match/ } : { id: 'en', marker: 'مكتوب بالإنجليزية', matches: /مطابق/ }
  test(`the product page's reviews filter by language, show the other language as written and marked, and load more (${word.locale})`, async ({ page, baseURL }) => {
    const { items } = await listRecords<{ slug: string; expand: { city: { slug: string } } }>(baseURL!, 'experiences', `perPage=1&sort=-review_count&expand=city&filter=${encodeURIComponent("status='active'")}`)
    const experience = items[0]!
    await page.goto(`${prefix}/things-to-do-in-${experience.expand.city.slug}/${experience.slug}`)
    await openReviews(page, word.newest)
    const reviews = page.getByTestId('review')
    await expect(reviews).toHaveCount(5)
    await page.getByRole('button', { name: word.locale === 'en' ? 'Show more reviews' : 'عرض مزيد من المراجعات' }).click()
    await expect(reviews).toHaveCount(10)

    await page.getByLabel(word.locale === 'en' ? 'Language' : 'اللغة', { exact: true }).selectOption(other.id)
    await expect(page.locator('.reviews__matching')).toHaveText(other.matches)
    await expect(reviews.first()).toBeVisible()
    for (const review of await reviews.all()) {
      await expect(review).toContainText(other.marker)
      await expect(review.locator('.review__text')).toHaveAttribute('lang', other.id)
    }
  })
}
