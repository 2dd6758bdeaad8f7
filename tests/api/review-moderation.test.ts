// Review moderation (issue 24, docs/decisions/047-review-moderation.md): reviews with contact
// details or abuse wait for staff (not public, not counted), staff approve or hide them, restore a
// hidden one, the aggregates follow each change; guests vote "helpful" once per browser, capped
// per network and review. All by response bodies, in both languages.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createCustomer, createStaff, superuserClient, type Staff } from '../support/api'
import { call, excludeLocalhostFromRateLimits } from './checkout-support'
import { eventually, mailsTo } from './payments-support'
import type { HelpfulVote, StaffReviewChanged, StaffReviewPage } from '../../pb_hooks/lib/contracts/reviews-contract.js'
import { allPublicReviews, editReview, experienceAggregates, finishedBooking, goodReview, orderReviews, publicReviews, writeReview } from './reviews-support'

let restoreRateLimits: () => Promise<void>
let staff: Staff
beforeAll(async () => {
  restoreRateLimits = await excludeLocalhostFromRateLimits()
  staff = await createStaff('agent', { name: 'Huda Moderator' })
})
afterAll(async () => {
  await restoreRateLimits()
})

// One decimal, half up, from the sum (as the server does).
const averageOf = (items: { rating: number }[]) => Math.round((items.reduce((sum, item) => sum + item.rating, 0) * 10) / items.length) / 10

/** Who calls a staff endpoint: the staff agent (by default), another token, or nobody (null). */
type As = string | null
const tokenOf = (as: As | undefined) => (as === undefined ? staff.client.authStore.token : (as ?? undefined))
const staffList = (status: string, as?: As) => call<StaffReviewPage & { message: string }>(`/api/store/staff/reviews?status=${status}`, { auth: tokenOf(as) })
const staffAction = (id: string, action: 'approve' | 'hide' | 'restore', body: Record<string, unknown> = {}, as?: As) =>
  call<StaffReviewChanged & { message: string }>(`/api/store/staff/reviews/${id}/${action}`, { method: 'POST', body, auth: tokenOf(as) })

/** The experience's stored aggregates equal a recount of its public reviews. */
/**
 * The experience's stored rating and count equal those of its published reviews, and so does the
 * list's summary. Other test files may review the same (random) experience meanwhile, so a reading
 * taken while they write is read again; a real drift stays and fails.
 */
async function expectAggregatesExact(experienceId: string) {
  return vi.waitFor(
    async () => {
      const all = await allPublicReviews(experienceId)
      const aggregates = await experienceAggregates(experienceId)
      expect(aggregates.review_count).toBe(all.length)
      expect(aggregates.rating_avg).toBe(all.length ? averageOf(all) : 0)
      const summary = (await publicReviews(experienceId)).body.summary
      expect(summary.count).toBe(all.length)
      expect(summary.average).toBe(aggregates.rating_avg)
      return all
    },
    { timeout: 5000, interval: 250 },
  )
}

const guestVote = (id: string, voterId: string | undefined, language = 'en') => call<HelpfulVote & { message: string }>(`/api/store/reviews/${id}/helpful`, { method: 'POST', body: {}, headers: { 'Accept-Language': language, ...(voterId ? { 'X-Voter-Id': voterId } : {}) } })

describe('automatic flagging', () => {
  it('keeps a review with a phone number (Arabic-Indic digits) off the page and out of the aggregates, tells the traveller it waits for a check, and lists it for staff with the reason', async () => {
    const booking = await finishedBooking({ locale: 'ar' })
    const before = await experienceAggregates(booking.experienceId)
    const written = await writeReview(goodReview(booking, { rating: 1, text: 'المرشد ممتاز، للحجز الخاص كلمني واتساب ٠٥٥ ١٢٣ ٤٥٦٧', textLocale: 'ar' }), { token: booking.token, language: 'ar' })
    expect(written.status).toBe(201)
    expect(written.body.message).toBe('شكرًا! يبدو أن مراجعتك تحتوي على بيانات تواصل أو رابط، لذا سيتحقق منها فريق رحلة قبل نشرها. يمكنك تعديلها وحذف ذلك لتُنشر فورًا.')
    expect(written.body.booking).toMatchObject({ state: 'reviewed', review: { status: 'flagged', editable: true } })
    const id = written.body.reviewId

    const all = await expectAggregatesExact(booking.experienceId)
    expect(all.some((item) => item.id === id)).toBe(false)
    expect(await experienceAggregates(booking.experienceId)).toEqual(before)
    // Not through the collection API, not votable.
    expect((await call(`/api/collections/reviews/records/${id}`)).status).toBe(404)
    expect((await guestVote(id, randomUUID())).status).toBe(404)
    // The order page says so (its status), in either language.
    expect((await orderReviews(booking.orderId, { token: booking.token })).body.bookings[0]!.review).toMatchObject({ status: 'flagged' })

    const flagged = await staffList('flagged')
    expect(flagged.status).toBe(200)
    expect(flagged.body.items.find((item) => item.id === id)).toMatchObject({ status: 'flagged', flagReasons: ['phone'] })
    expect(flagged.body.flaggedCount).toBeGreaterThanOrEqual(1)
    expect((await staffList('published')).body.items.some((item) => item.id === id)).toBe(false)
  })

  it('flags links, e-mail addresses and abuse in English and Arabic, but not prices and dates', async () => {
    const cases: [string, string, string[], string][] = [
      ['en', 'Book with me directly: www.cheap-desert-trips.com', ['link'], 'Thank you! Your review seems to contain contact details or a link, so Rihla’s team will check it before it is published. Edit it to remove them and it is published at once.'],
      ['en', 'Mail ali.guide@gmail.com for a discount', ['email'], 'Thank you! Your review seems to contain contact details or a link, so Rihla’s team will check it before it is published. Edit it to remove them and it is published at once.'],
      ['en', 'The driver was an asshole', ['abuse'], 'Thank you! Rihla’s team will check your review before it is published.'],
      ['ar', 'السائق حقير ولا أنصح به', ['abuse'], 'شكرًا! سيتحقق فريق رحلة من مراجعتك قبل نشرها.'],
      ['en', 'Paid 150 SAR each on 2026-11-20, from 9:30 to 13:45. Worth it!', [], 'Thank you! Your review is published.'],
      ['ar', 'دفعنا ١٥٠ ريالًا للشخص يوم ٢٠/١١/٢٠٢٦ من ٩:٣٠ حتى ١٣:٤٥، وكانت تستحق.', [], 'شكرًا! نُشرت مراجعتك.'],
    ]
    const first = await finishedBooking()
    for (const [language, text, reasons, message] of cases) {
      const booking = await finishedBooking({ experienceId: first.experienceId })
      const written = await writeReview(goodReview(booking, { text, textLocale: language, locale: language }), { token: booking.token })
      expect(written, text).toMatchObject({ status: 201, body: { message } })
      expect(written.body.booking.review!.status).toBe(reasons.length ? 'flagged' : 'published')
      if (reasons.length) expect((await staffList('flagged')).body.items.find((item) => item.id === written.body.reviewId)!.flagReasons).toEqual(reasons)
      else expect((await allPublicReviews(first.experienceId)).some((item) => item.id === written.body.reviewId)).toBe(true)
    }
    await expectAggregatesExact(first.experienceId)
  })

  it('checks an edit again: a link takes a published review off the page, removing it publishes it again', async () => {
    const booking = await finishedBooking()
    const id = (await writeReview(goodReview(booking, { rating: 2 }), { token: booking.token })).body.reviewId
    expect((await allPublicReviews(booking.experienceId)).some((item) => item.id === id)).toBe(true)
    const linked = await editReview(id, goodReview(booking, { rating: 2, text: 'Better prices on https://example.net/tours' }), { token: booking.token })
    expect(linked).toMatchObject({ status: 200, body: { message: 'Your changes are saved. Your review seems to contain contact details or a link, so Rihla’s team will check it before it is published. Edit it to remove them and it is published at once.', booking: { review: { status: 'flagged' } } } })
    expect((await expectAggregatesExact(booking.experienceId)).some((item) => item.id === id)).toBe(false)
    const clean = await editReview(id, goodReview(booking, { rating: 2, text: 'The bus was late but the guide was kind.', locale: 'ar' }), { token: booking.token })
    expect(clean).toMatchObject({ status: 200, body: { message: 'حُفظت تعديلاتك.', booking: { review: { status: 'published' } } } })
    expect((await expectAggregatesExact(booking.experienceId)).some((item) => item.id === id)).toBe(true)
  })
})

describe('staff approve, hide and restore', () => {
  it('approve publishes a flagged review and the aggregates count it; approving again or a published one is 409', async () => {
    const booking = await finishedBooking()
    const id = (await writeReview(goodReview(booking, { rating: 1, text: 'Call the office on 0112345678 if the bus is late' }), { token: booking.token })).body.reviewId
    await expectAggregatesExact(booking.experienceId)
    const approved = await staffAction(id, 'approve')
    expect(approved).toMatchObject({ status: 200, body: { review: { id, status: 'published' } } })
    const all = await expectAggregatesExact(booking.experienceId)
    expect(all.find((item) => item.id === id)).toMatchObject({ rating: 1 })
    expect(await staffAction(id, 'approve', { locale: 'en' })).toMatchObject({ status: 409, body: { message: 'This review is not waiting for a check.' } })
    expect(await staffAction(id, 'approve', { locale: 'ar' })).toMatchObject({ status: 409, body: { message: 'هذه المراجعة ليست بانتظار التحقق.' } })
    const listed = (await call<StaffReviewPage>('/api/store/staff/reviews?status=published', { auth: staff.client.authStore.token })).body.items.find((item) => item.id === id)
    expect(listed).toMatchObject({ status: 'published', approvedBy: 'Huda Moderator' })
    expect(Date.parse(listed!.approvedAt!)).toBeGreaterThan(Date.now() - 60_000)
    expect((await orderReviews(booking.orderId, { token: booking.token })).body.bookings[0]!.review).toMatchObject({ status: 'published' })
  })

  it('hides a flagged review with a fixed reason, and restores a hidden one: published again, counted again, who and when kept, the traveller told', async () => {
    const booking = await finishedBooking({ locale: 'en' })
    const flaggedId = (await writeReview(goodReview(booking, { text: 'You bastard driver' }), { token: booking.token })).body.reviewId
    expect(await staffAction(flaggedId, 'hide', { reason: 'rude', locale: 'en' })).toMatchObject({ status: 400 })
    expect(await staffAction(flaggedId, 'hide', { reason: 'abuse' })).toMatchObject({ status: 200, body: { review: { status: 'hidden' } } })
    expect((await staffList('hidden')).body.items.find((item) => item.id === flaggedId)).toMatchObject({ hideReason: 'abuse', hiddenBy: 'Huda Moderator', flagReasons: ['abuse'] })
    await expectAggregatesExact(booking.experienceId)

    const other = await finishedBooking({ experienceId: booking.experienceId, locale: 'ar' })
    const id = (await writeReview(goodReview(other, { rating: 5 }), { token: other.token })).body.reviewId
    await staffAction(id, 'hide', { reason: 'not_about_experience' })
    expect((await expectAggregatesExact(booking.experienceId)).some((item) => item.id === id)).toBe(false)
    expect(await staffAction(id, 'restore', { locale: 'en' })).toMatchObject({ status: 200, body: { review: { id, status: 'published' } } })
    expect((await expectAggregatesExact(booking.experienceId)).some((item) => item.id === id)).toBe(true)
    const listed = (await staffList('published')).body.items.find((item) => item.id === id)!
    expect(listed).toMatchObject({ restoredBy: 'Huda Moderator' })
    expect(Date.parse(listed.restoredAt!)).toBeGreaterThan(Date.now() - 60_000)
    expect(await staffAction(id, 'restore', { locale: 'en' })).toMatchObject({ status: 409, body: { message: 'This review is not hidden.' } })
    // Told when hidden and when published again, in the order's language.
    const mails = await eventually(() => mailsTo(other.email), (found) => found.length >= 2)
    expect(mails.map((mail) => mail.subject)).toEqual(expect.arrayContaining([`أعدنا نشر مراجعتك لـ«${other.titleAr}»`]))
    // Restored: the traveller's own view follows (editable again only inside the 7 days).
    expect((await orderReviews(other.orderId, { token: other.token })).body.bookings[0]!.review).toMatchObject({ status: 'published', editable: true })
  })

  it('keeps the aggregates exact when approvals, hides and restores of one experience run at once', async () => {
    const first = await finishedBooking()
    const ids: string[] = []
    for (let index = 0; index < 12; index += 1) {
      const booking = index === 0 ? first : await finishedBooking({ experienceId: first.experienceId })
      ids.push((await writeReview(goodReview(booking, { rating: (index % 5) + 1, text: `Ring 05512345${String(index).padStart(2, '0')}` }), { token: booking.token })).body.reviewId)
    }
    await Promise.all(ids.slice(8).map((id) => staffAction(id, 'hide', { reason: 'personal_data' })))
    const replies = await Promise.all([...ids.slice(0, 8).map((id) => staffAction(id, 'approve')), ...ids.slice(8, 10).map((id) => staffAction(id, 'restore'))])
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200))
    const all = await expectAggregatesExact(first.experienceId)
    for (const id of ids.slice(0, 10)) expect(all.some((item) => item.id === id)).toBe(true)
    for (const id of ids.slice(10)) expect(all.some((item) => item.id === id)).toBe(false)
  })

  it('lets neither customers nor guests list, approve, hide or restore, and changes nothing', async () => {
    const booking = await finishedBooking()
    const id = (await writeReview(goodReview(booking, { text: 'Visit bit.ly/cheap-tour' }), { token: booking.token })).body.reviewId
    const customer = await createCustomer('moderation-not-staff')
    for (const auth of [null, customer.client.authStore.token]) {
      const expected = auth ? 403 : 401
      expect((await staffList('flagged', auth)).status).toBe(expected)
      for (const action of ['approve', 'restore', 'hide'] as const) {
        const reply = await staffAction(id, action, { reason: 'abuse', locale: 'en' }, auth)
        expect(reply).toMatchObject({ status: expected, body: { message: 'This page is for Rihla’s team only.' } })
      }
    }
    // The order's token holder cannot approve their own review either.
    expect((await call(`/api/store/staff/reviews/${id}/approve`, { method: 'POST', body: {}, headers: { 'X-Order-Token': booking.token } })).status).toBe(401)
    expect((await staffList('flagged')).body.items.find((item) => item.id === id)).toMatchObject({ status: 'flagged' })
  })
})

describe('helpful votes from guests', () => {
  it('counts one vote per browser (voter id), answers a repeat as already counted, and needs a voter id', async () => {
    const booking = await finishedBooking()
    const id = (await writeReview(goodReview(booking), { token: booking.token })).body.reviewId
    const voter = randomUUID()
    expect(await guestVote(id, voter)).toMatchObject({ status: 200, body: { helpfulCount: 1, voted: true, alreadyVoted: false } })
    expect(await guestVote(id, voter)).toMatchObject({ status: 200, body: { helpfulCount: 1, voted: true, alreadyVoted: true, message: 'You have already marked this review as helpful.' } })
    expect(await guestVote(id, voter, 'ar')).toMatchObject({ status: 200, body: { helpfulCount: 1, alreadyVoted: true, message: 'سبق أن قلت إن هذه المراجعة مفيدة.' } })
    // Two at once from one browser: one counts.
    const other = randomUUID()
    const both = await Promise.all([guestVote(id, other), guestVote(id, other)])
    expect(both.map((reply) => reply.body.alreadyVoted).sort()).toEqual([false, true])
    expect((await allPublicReviews(booking.experienceId)).find((item) => item.id === id)!.helpfulCount).toBe(2)
    for (const bad of [undefined, 'short', 'x'.repeat(80), 'not a voter id at all!!']) {
      expect(await guestVote(id, bad)).toMatchObject({ status: 400, body: { message: 'Your vote could not be counted. Please reload the page and try again.' } })
    }
    expect(await guestVote(id, undefined, 'ar')).toMatchObject({ status: 400, body: { message: 'تعذّر احتساب صوتك. أعد تحميل الصفحة وحاول مرة أخرى.' } })
    expect((await allPublicReviews(booking.experienceId)).find((item) => item.id === id)!.helpfulCount).toBe(2)
  })

  it('caps guests’ votes on one review from one network at 3 a day, so clearing the browser’s storage gains little; signed-in customers are not capped by network', async () => {
    const booking = await finishedBooking()
    const id = (await writeReview(goodReview(booking), { token: booking.token })).body.reviewId
    const voters = [randomUUID(), randomUUID(), randomUUID()]
    for (const [index, voter] of voters.entries()) expect(await guestVote(id, voter)).toMatchObject({ status: 200, body: { helpfulCount: index + 1, alreadyVoted: false } })
    // A fourth "browser" (storage cleared) on the same network.
    expect(await guestVote(id, randomUUID())).toMatchObject({ status: 429, body: { message: 'Many votes for this review came from your network today, so yours was not counted.' } })
    expect(await guestVote(id, randomUUID(), 'ar')).toMatchObject({ status: 429, body: { message: 'وصلت أصوات كثيرة لهذه المراجعة من شبكتك اليوم، فلم يُحتسب صوتك.' } })
    // A browser that voted already is told so, not refused.
    expect(await guestVote(id, voters[0])).toMatchObject({ status: 200, body: { helpfulCount: 3, alreadyVoted: true } })
    // Another review from the same network is not affected.
    const second = await finishedBooking({ experienceId: booking.experienceId })
    const secondId = (await writeReview(goodReview(second), { token: second.token })).body.reviewId
    expect(await guestVote(secondId, randomUUID())).toMatchObject({ status: 200, body: { helpfulCount: 1 } })
    const reader = await createCustomer('moderation-reader')
    expect(await call(`/api/store/reviews/${id}/helpful`, { method: 'POST', body: {}, auth: reader.client.authStore.token })).toMatchObject({ status: 200, body: { helpfulCount: 4, alreadyVoted: false } })
    expect((await allPublicReviews(booking.experienceId)).find((item) => item.id === id)!.helpfulCount).toBe(4)
  })

  it('counts customers without a verified e-mail under the network cap, so eight throwaway accounts from one address make three votes', async () => {
    const booking = await finishedBooking()
    const id = (await writeReview(goodReview(booking), { token: booking.token })).body.reviewId
    const admin = await superuserClient()
    const statuses: number[] = []
    const messages: string[] = []
    for (let index = 0; index < 8; index += 1) {
      const email = `throwaway-${Date.now()}-${index}@rihla.test`
      const user = await admin.collection('users').create({ email, password: 'correct-horse-9', passwordConfirm: 'correct-horse-9', first_name: 'Throwaway', verified: false })
      const client = await admin.collection('users').impersonate(user.id, 600)
      const reply = await call<HelpfulVote & { message: string }>(`/api/store/reviews/${id}/helpful`, { method: 'POST', body: {}, auth: client.authStore.token, headers: { 'Accept-Language': index % 2 ? 'ar' : 'en' } })
      statuses.push(reply.status)
      if (reply.status === 429) messages.push(reply.body.message)
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429])
    expect(messages).toContain('Many votes for this review came from your network today, so yours was not counted.')
    expect(messages).toContain('وصلت أصوات كثيرة لهذه المراجعة من شبكتك اليوم، فلم يُحتسب صوتك.')
    expect((await allPublicReviews(booking.experienceId)).find((item) => item.id === id)!.helpfulCount).toBe(3)
    // A customer with a verified e-mail is one person, whatever network they are on.
    const reader = await createCustomer('verified-reader')
    expect(await call(`/api/store/reviews/${id}/helpful`, { method: 'POST', body: {}, auth: reader.client.authStore.token })).toMatchObject({ status: 200, body: { helpfulCount: 4, alreadyVoted: false } })
  })

  it('does not count a guest twice when they sign in after voting from the same browser', async () => {
    const booking = await finishedBooking()
    const id = (await writeReview(goodReview(booking), { token: booking.token })).body.reviewId
    const voter = randomUUID()
    expect((await guestVote(id, voter)).body).toMatchObject({ helpfulCount: 1 })
    const reader = await createCustomer('moderation-signed-in')
    const signedIn = await call<HelpfulVote>(`/api/store/reviews/${id}/helpful`, { method: 'POST', body: {}, auth: reader.client.authStore.token, headers: { 'X-Voter-Id': voter } })
    expect(signedIn).toMatchObject({ status: 200, body: { helpfulCount: 1, alreadyVoted: true } })
  })
})
