// Verified reviews (issue 24, docs/decisions/042-verified-reviews.md): who may write one and when,
// what a refusal says (in the request's language) and that it writes nothing, edits for 7 days,
// helpful votes, staff replies and hides, the invitations, the collection rules, and the
// experience's aggregates under concurrent writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InvitationsSent, ReviewsDue, StaffReviewPage } from '../../pb_hooks/lib/contracts/reviews-contract.js'
import { createCustomer, createStaff, guestClient } from '../support/api'
import { call, excludeLocalhostFromRateLimits, superuserToken } from './checkout-support'
import { eventually, mailsTo } from './payments-support'
import {
  allPublicReviews,
  editReview,
  experienceAggregates,
  finishedBooking,
  goodReview,
  orderReviews,
  publicReviews,
  staffCall,
  storedReviewCount,
  voteHelpful,
  writeReview,
} from './reviews-support'

let restoreRateLimits: () => Promise<void>
beforeAll(async () => {
  restoreRateLimits = await excludeLocalhostFromRateLimits()
})
afterAll(async () => {
  await restoreRateLimits()
})

/** round(x, 1) as SQLite's round() does it for the averages here. */
// One decimal, half up, from the sum (as the server does): 91 / 20 is 4.55, shown as 4.6.
const averageOf = (items: { rating: number }[]) => Math.round((items.reduce((sum, item) => sum + item.rating, 0) * 10) / items.length) / 10

describe('writing a review of a finished booking', () => {
  it('lets the holder of the order access write one, which shows at once as a verified booking with its month, and updates the rating', async () => {
    const booking = await finishedBooking({ leadGuest: { firstName: 'Sara', lastName: 'Alharbi' } })
    const before = await experienceAggregates(booking.experienceId)
    const states = await orderReviews(booking.orderId, { token: booking.token })
    expect(states.status).toBe(200)
    expect(states.body.bookings.map((row) => [row.id, row.state])).toEqual([[booking.bookingId, 'eligible']])

    const reply = await writeReview(goodReview(booking, { rating: 4 }), { token: booking.token })
    expect(reply.status).toBe(201)
    expect(reply.body.message).toBe('Thank you! Your review is published.')
    expect(reply.body.booking).toMatchObject({ id: booking.bookingId, state: 'reviewed', review: { rating: 4, travellerType: 'family', textLocale: 'en', authorName: 'Sara A.', status: 'published', editable: true } })

    const page = await publicReviews(booking.experienceId, 'sort=newest&perPage=5')
    const shown = page.body.items.find((item) => item.id === reply.body.reviewId)!
    expect(shown).toMatchObject({ rating: 4, verified: true, activityMonth: booking.date.slice(0, 7), authorName: 'Sara A.', locale: 'en', travellerType: 'family', helpfulCount: 0, reply: null })
    expect(shown.scores).toEqual({ service: 5, organisation: 4, value: 4, safety: 5 })
    // The public answer never says whose review it is.
    expect(Object.keys(shown)).not.toContain('user')
    expect(JSON.stringify(page.body)).not.toContain(booking.orderId)

    const after = await experienceAggregates(booking.experienceId)
    expect(after.review_count).toBe(before.review_count + 1)
    // Exact against a recount of the published reviews now (other files may change this random
    // experience's reviews meanwhile, so not against the list read before).
    const listAfter = await allPublicReviews(booking.experienceId)
    expect(listAfter.some((item) => item.id === reply.body.reviewId)).toBe(true)
    expect(after.review_count).toBe(listAfter.length)
    expect(after.rating_avg).toBe(averageOf(listAfter))
    expect(page.body.summary.count).toBe(after.review_count)
    expect(page.body.summary.average).toBe(after.rating_avg)
  })

  it('lets the signed-in owner write one without the token, and lists it among their bookings to review until then', async () => {
    const owner = await createCustomer('review-owner')
    const booking = await finishedBooking({ user: owner.id, email: owner.email })
    const future = await finishedBooking({ user: owner.id, email: owner.email, daysAgo: -2 })
    const old = await finishedBooking({ user: owner.id, email: owner.email, daysAgo: 95 })
    const due = () => call<ReviewsDue & { message: string }>('/api/store/reviews/due', { auth: owner.client.authStore.token })
    expect((await due()).body.bookings).toEqual([{ orderId: booking.orderId, bookingId: booking.bookingId, title: { en: booking.titleEn, ar: booking.titleAr } }])
    expect(future.bookingId).not.toBe(old.bookingId)
    expect(await call('/api/store/reviews/due', { headers: { 'Accept-Language': 'en' } })).toMatchObject({ status: 401, body: { message: 'Sign in to see the bookings you can review.' } })
    const reply = await writeReview(goodReview(booking), { auth: owner.client.authStore.token })
    expect(reply.status).toBe(201)
    expect((await due()).body.bookings).toEqual([])
  })

  it('refuses anyone else — no token, a wrong token, another customer, the token in the URL — with 404 and writes nothing', async () => {
    const booking = await finishedBooking()
    const stranger = await createCustomer('review-stranger')
    const count = await storedReviewCount()
    for (const caller of [{}, { token: 'x'.repeat(36) }, { auth: stranger.client.authStore.token }]) {
      const reply = await writeReview(goodReview(booking), caller)
      expect(reply).toMatchObject({ status: 404, body: { message: 'This booking was not found.' } })
    }
    const inUrl = await call(`/api/store/reviews?token=${booking.token}`, { method: 'POST', body: goodReview(booking) })
    expect(inUrl.status).toBe(404)
    expect((await orderReviews(booking.orderId, { auth: stranger.client.authStore.token })).status).toBe(404)
    // A booking of another order, with this order's token.
    const other = await finishedBooking()
    const mixed = await writeReview({ ...goodReview(other), orderId: booking.orderId }, { token: booking.token })
    expect(mixed).toMatchObject({ status: 404, body: { message: 'This booking was not found.' } })
    expect(await storedReviewCount()).toBe(count)
  })

  it('refuses a booking not yet finished, cancelled, refunded or unpaid, or past the 90 days, in the request’s language', async () => {
    const count = await storedReviewCount()
    const future = await finishedBooking({ daysAgo: -3 })
    expect(await writeReview(goodReview(future), { token: future.token })).toMatchObject({ status: 409, body: { message: 'You can review this activity once it has ended.' } })
    expect(await writeReview(goodReview(future, { locale: 'ar' }), { token: future.token })).toMatchObject({ status: 409, body: { message: 'يمكنك كتابة مراجعة لهذا النشاط بعد انتهائه.' } })
    const cancelled = await finishedBooking({ bookingStatus: 'cancelled' })
    expect(await writeReview(goodReview(cancelled), { token: cancelled.token })).toMatchObject({ status: 409, body: { message: 'A cancelled, refunded or unpaid booking cannot be reviewed.' } })
    const refunded = await finishedBooking({ orderStatus: 'refunded', bookingStatus: 'refunded' })
    expect(await writeReview(goodReview(refunded), { token: refunded.token, language: 'ar' })).toMatchObject({ status: 409, body: { message: 'لا يمكن كتابة مراجعة لحجز ملغى أو مسترد أو غير مدفوع.' } })
    const unpaid = await finishedBooking({ orderStatus: 'reserved' })
    expect((await writeReview(goodReview(unpaid), { token: unpaid.token })).status).toBe(409)
    const old = await finishedBooking({ daysAgo: 95 })
    expect(await writeReview(goodReview(old), { token: old.token })).toMatchObject({ status: 409, body: { message: 'Reviews can be written up to 90 days after the activity; that time has passed.' } })
    expect((await orderReviews(old.orderId, { token: old.token })).body.bookings[0]!.state).toBe('window_closed')
    expect((await orderReviews(future.orderId, { token: future.token })).body.bookings[0]!.state).toBe('not_finished')
    expect(await storedReviewCount()).toBe(count)
  })

  it('takes one review per booking, even when two arrive at once', async () => {
    const booking = await finishedBooking()
    const replies = await Promise.all([writeReview(goodReview(booking), { token: booking.token }), writeReview(goodReview(booking, { rating: 1 }), { token: booking.token })])
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409])
    const again = await writeReview(goodReview(booking), { token: booking.token })
    expect(again).toMatchObject({ status: 409, body: { message: 'You have already reviewed this booking. You can edit your review for 7 days after writing it.' } })
    expect(await storedReviewCount(`booking='${booking.bookingId}'`)).toBe(1)
  })

  it('refuses bad input field by field with 400, in English or Arabic, and writes nothing', async () => {
    const booking = await finishedBooking()
    const count = await storedReviewCount()
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ rating: 0 }, 'rating', 'The overall rating must be a whole number from 1 to 5.', 'التقييم العام يجب أن يكون عددًا صحيحًا من 1 إلى 5.'],
      [{ rating: 6 }, 'rating', 'The overall rating must be a whole number from 1 to 5.', 'التقييم العام يجب أن يكون عددًا صحيحًا من 1 إلى 5.'],
      [{ rating: 3.5 }, 'rating', 'The overall rating must be a whole number from 1 to 5.', 'التقييم العام يجب أن يكون عددًا صحيحًا من 1 إلى 5.'],
      [{ rating: undefined }, 'rating', 'Choose an overall rating from 1 to 5 stars.', 'اختر تقييمًا عامًا من 1 إلى 5 نجوم.'],
      [{ text: 'x'.repeat(2001) }, 'text', 'The review text must be at most 2000 characters.', 'يجب ألا يزيد نص المراجعة على ٢٠٠٠ حرف.'],
      [{ text: 'Great trip \u202Egnp.exe' }, 'text', 'Text cannot contain invisible characters or characters that change the direction of the text. Remove them and try again.', 'لا يمكن أن يحتوي النص على محارف غير مرئية أو محارف تغيّر اتجاه النص. احذفها ثم حاول مرة أخرى.'],
      [{ text: '\u200B\u200D\u2060' }, 'text', 'Text cannot contain invisible characters or characters that change the direction of the text. Remove them and try again.', 'لا يمكن أن يحتوي النص على محارف غير مرئية أو محارف تغيّر اتجاه النص. احذفها ثم حاول مرة أخرى.'],
      [{ travellerType: 'pets' }, 'travellerType', 'Choose who you travelled with from the list.', 'اختر نوع الرحلة من القائمة.'],
      [{ scores: { service: 9 } }, 'scores.service', 'Each sub-score must be a whole number from 1 to 5.', 'كل تقييم فرعي يجب أن يكون عددًا صحيحًا من 1 إلى 5.'],
      [{ scores: { comfort: 3 } }, 'scores', 'The sub-scores are service, organisation, value for money and safety.', 'التقييمات الفرعية هي: الخدمة، والتنظيم، والقيمة مقابل السعر، والسلامة.'],
      [{ textLocale: 'fr' }, 'textLocale', 'The review’s language must be Arabic or English.', 'لغة المراجعة يجب أن تكون العربية أو الإنجليزية.'],
      [{ nameDisplay: 'full_address' }, 'nameDisplay', 'Choose how your name is shown from the list.', 'اختر طريقة ظهور اسمك من القائمة.'],
    ]
    for (const [change, field, english, arabic] of cases) {
      const en = await writeReview(goodReview(booking, { ...change, locale: 'en' }), { token: booking.token })
      expect(en).toMatchObject({ status: 400, body: { message: 'Please correct the highlighted fields.', data: { [field]: { message: english } } } })
      const ar = await writeReview(goodReview(booking, change), { token: booking.token, language: 'ar' })
      expect(ar).toMatchObject({ status: 400, body: { data: { [field]: { message: arabic } } } })
    }
    const notJson = await call('/api/store/reviews', { method: 'POST', body: '[1,2]', headers: { 'X-Order-Token': booking.token, 'Accept-Language': 'en' } })
    expect(notJson).toMatchObject({ status: 400, body: { message: 'The request body must be a JSON object.' } })
    expect(await storedReviewCount()).toBe(count)
    expect((await orderReviews(booking.orderId, { token: booking.token })).body.bookings[0]!.state).toBe('eligible')
  })
})

describe('editing a review', () => {
  it('lets its author change it for 7 days (the rating follows), then locks it', async () => {
    const booking = await finishedBooking()
    const written = await writeReview(goodReview(booking, { rating: 5 }), { token: booking.token })
    const id = written.body.reviewId
    const edited = await editReview(id, goodReview(booking, { rating: 2, text: 'On second thought: the bus was late.', nameDisplay: 'anonymous' }), { token: booking.token })
    expect(edited.status).toBe(200)
    expect(edited.body.booking.review).toMatchObject({ rating: 2, text: 'On second thought: the bus was late.', authorName: '' })
    const all = await allPublicReviews(booking.experienceId)
    expect(all.find((item) => item.id === id)).toMatchObject({ rating: 2, authorName: '' })
    const aggregates = await experienceAggregates(booking.experienceId)
    expect(aggregates.rating_avg).toBe(averageOf(all))

    const stranger = await createCustomer('review-editor')
    expect(await editReview(id, goodReview(booking, { rating: 1 }), { auth: stranger.client.authStore.token })).toMatchObject({ status: 404, body: { message: 'This review was not found.' } })
    expect(await editReview(id, goodReview(booking, { rating: 9 }), { token: booking.token })).toMatchObject({ status: 400, body: { data: { rating: { code: 'rating_invalid' } } } })

    // Eight days later (the stored limit moved back, as time would).
    await staffCall('PATCH', `/api/collections/reviews/records/${id}`, { edit_until: new Date(Date.now() - 86_400_000).toISOString() })
    const locked = await editReview(id, goodReview(booking, { rating: 1 }), { token: booking.token, language: 'ar' })
    expect(locked).toMatchObject({ status: 409, body: { message: 'لا يمكن تعديل المراجعة بعد مرور ٧ أيام على كتابتها.' } })
    expect((await allPublicReviews(booking.experienceId)).find((item) => item.id === id)!.rating).toBe(2)
    expect((await orderReviews(booking.orderId, { token: booking.token })).body.bookings[0]!.review!.editable).toBe(false)
  })
})

describe('helpful votes', () => {
  it('takes one vote per signed-in person per review (a repeat is answered as already counted), not from the author', async () => {
    const author = await createCustomer('review-author')
    const booking = await finishedBooking({ user: author.id, email: author.email })
    const id = (await writeReview(goodReview(booking), { token: booking.token })).body.reviewId
    // Guests vote with their browser's voter id (review-moderation.test.ts); without one, nothing is counted.
    expect(await voteHelpful(id)).toMatchObject({ status: 400, body: { message: 'Your vote could not be counted. Please reload the page and try again.' } })
    expect(await voteHelpful(id, { auth: author.client.authStore.token })).toMatchObject({ status: 403, body: { message: 'You cannot vote for your own review.' } })
    const reader = await createCustomer('review-reader')
    expect(await voteHelpful(id, { auth: reader.client.authStore.token })).toMatchObject({ status: 200, body: { helpfulCount: 1, alreadyVoted: false } })
    expect(await voteHelpful(id, { auth: reader.client.authStore.token, language: 'ar' })).toMatchObject({ status: 200, body: { helpfulCount: 1, alreadyVoted: true, message: 'سبق أن قلت إن هذه المراجعة مفيدة.' } })
    const second = await createCustomer('review-reader')
    const both = await Promise.all([voteHelpful(id, { auth: second.client.authStore.token }), voteHelpful(id, { auth: second.client.authStore.token })])
    expect(both.map((reply) => reply.status)).toEqual([200, 200])
    expect(both.map((reply) => reply.body.alreadyVoted).sort()).toEqual([false, true])
    const shown = (await publicReviews(booking.experienceId, 'sort=helpful&perPage=1')).body.items[0]!
    expect(shown.helpfulCount).toBeGreaterThanOrEqual(2)
    expect((await allPublicReviews(booking.experienceId)).find((item) => item.id === id)!.helpfulCount).toBe(2)
  })

  it('limits one person to 30 votes in 10 minutes', async () => {
    const voter = await createCustomer('review-voter')
    const first = await finishedBooking()
    const ids: string[] = []
    for (let index = 0; index < 31; index += 1) {
      const booking = await finishedBooking({ experienceId: first.experienceId })
      ids.push((await writeReview(goodReview(booking), { token: booking.token })).body.reviewId)
    }
    for (const id of ids.slice(0, 30)) expect((await voteHelpful(id, { auth: voter.client.authStore.token })).status).toBe(200)
    expect(await voteHelpful(ids[30]!, { auth: voter.client.authStore.token })).toMatchObject({ status: 429, body: { message: 'You have voted on many reviews in a short time. Please try again in a few minutes.' } })
  })
})

describe('the product page’s reviews', () => {
  it('filters by rating, traveller type and language, sorts, pages, and refuses unknown values', async () => {
    const first = await finishedBooking()
    const rows: [number, string, string][] = [
      [5, 'solo', 'en'],
      [3, 'business', 'ar'],
      [3, 'business', 'en'],
    ]
    for (const [rating, travellerType, textLocale] of rows) {
      const booking = await finishedBooking({ experienceId: first.experienceId })
      await writeReview(goodReview(booking, { rating, travellerType, textLocale, text: textLocale === 'ar' ? 'رحلة جميلة ومنظمة.' : 'Well organised.' }), { token: booking.token })
    }
    const business = await publicReviews(first.experienceId, 'type=business&perPage=20')
    expect(business.body.items.every((item) => item.travellerType === 'business')).toBe(true)
    expect(business.body.items.length).toBeGreaterThanOrEqual(2)
    const arabicThrees = await publicReviews(first.experienceId, 'rating=3&lang=ar&type=business')
    expect(arabicThrees.body.items.length).toBeGreaterThanOrEqual(1)
    expect(arabicThrees.body.items.every((item) => item.rating === 3 && item.locale === 'ar')).toBe(true)
    const all = await allPublicReviews(first.experienceId)
    const summary = (await publicReviews(first.experienceId)).body.summary
    expect(summary.count).toBe(all.length)
    for (const stars of [1, 2, 3, 4, 5] as const) expect(summary.distribution[`${stars}`]).toBe(all.filter((item) => item.rating === stars).length)
    const newest = await publicReviews(first.experienceId, 'perPage=20')
    const created = newest.body.items.map((item) => item.created)
    expect([...created].sort().reverse()).toEqual(created)
    const pageTwo = await publicReviews(first.experienceId, 'perPage=2&page=2')
    expect(pageTwo.body.items.map((item) => item.id)).toEqual(newest.body.items.slice(2, 4).map((item) => item.id))
    expect(await publicReviews(first.experienceId, 'rating=7')).toMatchObject({ status: 400, body: { data: { rating: { code: 'rating_invalid' } } } })
    expect((await publicReviews(first.experienceId, 'sort=random')).status).toBe(400)
    expect((await publicReviews(first.experienceId, 'perPage=500')).status).toBe(400)
  })
})

describe('staff replies and hides', () => {
  it('shows the operator’s reply; a hide takes the review off the page, the rating follows, the traveller is told in the order’s language', async () => {
    const booking = await finishedBooking({ locale: 'ar' })
    // (A phone number or a link would wait for staff first: review-moderation.test.ts.)
    const id = (await writeReview(goodReview(booking, { rating: 1, text: 'Rude guide, and he shared our photos without asking' }), { token: booking.token })).body.reviewId
    const staff = await createStaff('agent')
    const customer = await createCustomer('review-not-staff')
    expect(await call(`/api/store/staff/reviews/${id}/reply`, { method: 'POST', body: { text: 'Hi' }, auth: customer.client.authStore.token })).toMatchObject({ status: 403 })
    expect(await call(`/api/store/staff/reviews/${id}/hide`, { method: 'POST', body: { reason: 'abuse' } })).toMatchObject({ status: 401, body: { message: 'هذه الصفحة لفريق رحلة فقط.' } })
    expect((await call(`/api/store/staff/reviews`, { auth: customer.client.authStore.token })).status).toBe(403)

    expect(await call(`/api/store/staff/reviews/${id}/reply`, { method: 'POST', body: { text: '  ', locale: 'en' }, auth: staff.client.authStore.token })).toMatchObject({ status: 400, body: { message: 'Write the reply’s text.' } })
    const replied = await call(`/api/store/staff/reviews/${id}/reply`, { method: 'POST', body: { text: 'We are sorry; we have spoken to the guide.' }, auth: staff.client.authStore.token })
    expect(replied.status).toBe(200)
    expect((await allPublicReviews(booking.experienceId)).find((item) => item.id === id)!.reply).toMatchObject({ text: 'We are sorry; we have spoken to the guide.' })
    const list = await call<StaffReviewPage>('/api/store/staff/reviews?status=published', { auth: staff.client.authStore.token })
    expect(list.body.items.find((item) => item.id === id)).toMatchObject({ orderNumber: booking.orderNumber, status: 'published' })

    expect(await call(`/api/store/staff/reviews/${id}/hide`, { method: 'POST', body: { reason: 'boring', locale: 'en' }, auth: staff.client.authStore.token })).toMatchObject({
      status: 400,
      body: { message: 'Choose why the review is hidden: abuse, personal data, or not about the experience.' },
    })
    const hidden = await call(`/api/store/staff/reviews/${id}/hide`, { method: 'POST', body: { reason: 'personal_data' }, auth: staff.client.authStore.token })
    expect(hidden).toMatchObject({ status: 200, body: { review: { id, status: 'hidden' } } })
    const all = await allPublicReviews(booking.experienceId)
    expect(all.some((item) => item.id === id)).toBe(false)
    const aggregates = await experienceAggregates(booking.experienceId)
    expect(aggregates.review_count).toBe(all.length)
    expect(aggregates.rating_avg).toBe(all.length ? averageOf(all) : 0)
    // Not through the collection API either.
    expect((await call(`/api/collections/reviews/records/${id}`)).status).toBe(404)
    const mails = await eventually(() => mailsTo(booking.email), (found) => found.some((mail) => mail.subject.startsWith('أخفينا مراجعتك')))
    const notice = mails.find((mail) => mail.subject.startsWith('أخفينا مراجعتك'))!
    expect(notice.text).toContain('يحتوي على بيانات شخصية')
    expect(await call(`/api/store/staff/reviews/${id}/hide`, { method: 'POST', body: { reason: 'abuse', locale: 'en' }, auth: staff.client.authStore.token })).toMatchObject({ status: 409, body: { message: 'This review is already hidden.' } })
    // The traveller can no longer change it, nor vote it up.
    expect(await editReview(id, goodReview(booking, { rating: 5 }), { token: booking.token, language: 'en' })).toMatchObject({ status: 409, body: { message: 'Rihla’s team has hidden this review; it cannot be changed.' } })
    const reader = await createCustomer('review-reader')
    expect((await voteHelpful(id, { auth: reader.client.authStore.token })).status).toBe(404)
    const own = (await orderReviews(booking.orderId, { token: booking.token })).body.bookings[0]!
    expect(own).toMatchObject({ state: 'reviewed', review: { status: 'hidden', editable: false } })
  })
})

describe('the collection rules', () => {
  it('lets nobody write reviews or votes through the collection API, and shows nobody who wrote a review', async () => {
    const booking = await finishedBooking()
    const customer = await createCustomer('review-rules')
    const created = await call('/api/collections/reviews/records', { method: 'POST', body: { experience: booking.experienceId, rating: 5, locale: 'en', verified: true }, auth: customer.client.authStore.token })
    expect(created.status).toBe(403)
    const id = (await writeReview(goodReview(booking), { token: booking.token })).body.reviewId
    for (const auth of [undefined, customer.client.authStore.token]) {
      const record = await call<Record<string, unknown>>(`/api/collections/reviews/records/${id}`, { auth })
      expect(record.status).toBe(200)
      for (const field of ['user', 'order', 'booking', 'hide_reason', 'edit_until', 'name_display']) expect(record.body).not.toHaveProperty(field)
      expect([403, 404]).toContain((await call(`/api/collections/reviews/records/${id}`, { method: 'PATCH', body: { rating: 1 }, auth })).status)
      for (const name of ['review_votes', 'review_invitations']) {
        const list = await call<{ items: unknown[] }>(`/api/collections/${name}/records`, { auth })
        expect(list.status).toBe(403)
      }
    }
    const guest = guestClient()
    await expect(guest.collection('review_votes').create({ review: id, user: customer.id })).rejects.toMatchObject({ status: 403 })
  })
})

describe('review invitations', () => {
  it('mails the traveller once the activity ended, in the order’s language, with a link carrying the token in its fragment, then at most two reminders', async () => {
    const booking = await finishedBooking({ locale: 'en', daysAgo: 1 })
    const admin = await superuserToken()
    const send = () => call<InvitationsSent>('/api/store/admin/reviews/invitations', { method: 'POST', auth: admin })
    await send()
    let mails = await mailsTo(booking.email)
    expect(mails.map((mail) => mail.subject)).toEqual([`How was ${booking.titleEn}?`])
    expect(mails[0]!.text).toContain(`/en/orders/${booking.orderId}?review=${booking.bookingId}#token=${booking.token}`)
    await send()
    expect((await mailsTo(booking.email)).length).toBe(1)
    const invitation = await staffCall<{ items: { id: string; sent_count: number }[] }>('GET', `/api/collections/review_invitations/records?filter=${encodeURIComponent(`booking='${booking.bookingId}'`)}`)
    expect(invitation.items[0]!.sent_count).toBe(1)
    for (const expected of [2, 3, 3]) {
      await staffCall('PATCH', `/api/collections/review_invitations/records/${invitation.items[0]!.id}`, { last_sent_at: new Date(Date.now() - 5 * 86_400_000).toISOString() })
      await send()
      mails = await mailsTo(booking.email)
      expect(mails.length).toBe(expected)
    }
    expect(mails.filter((mail) => mail.subject === `Reminder: tell us about ${booking.titleEn}`).length).toBe(2)

    const arabic = await finishedBooking({ locale: 'ar', daysAgo: 1 })
    await send()
    expect((await mailsTo(arabic.email)).map((mail) => mail.subject)).toEqual([`كيف كانت تجربتك في «${arabic.titleAr}»؟`])
    expect((await mailsTo(arabic.email))[0]!.text).toContain(`/orders/${arabic.orderId}?review=${arabic.bookingId}#token=`)
  })

  it('sends none for a reviewed, cancelled or not yet finished booking', async () => {
    const reviewed = await finishedBooking({ daysAgo: 1 })
    await writeReview(goodReview(reviewed), { token: reviewed.token })
    const cancelled = await finishedBooking({ daysAgo: 1, bookingStatus: 'cancelled' })
    const future = await finishedBooking({ daysAgo: -2 })
    await call('/api/store/admin/reviews/invitations', { method: 'POST', auth: await superuserToken() })
    for (const booking of [reviewed, cancelled, future]) expect(await mailsTo(booking.email)).toEqual([])
  })
})

describe('the experience’s aggregates', () => {
  it('stay exact under 50 concurrent reviews', async () => {
    const first = await finishedBooking()
    const slot = { id: first.slotId, option: first.optionId, experience: first.experienceId, date: first.date, startTime: '' }
    const slotRow = await staffCall<{ start_time: string }>('GET', `/api/collections/slots/records/${first.slotId}`)
    slot.startTime = slotRow.start_time
    const bookings = [first]
    for (let index = 1; index < 50; index += 1) bookings.push(await finishedBooking({ experienceId: first.experienceId, slot }))
    const replies = await Promise.all(bookings.map((booking, index) => writeReview(goodReview(booking, { rating: (index % 5) + 1 }), { token: booking.token })))
    expect(replies.map((reply) => reply.status)).toEqual(bookings.map(() => 201))
    const all = await allPublicReviews(first.experienceId)
    const aggregates = await experienceAggregates(first.experienceId)
    expect(aggregates.review_count).toBe(all.length)
    expect(aggregates.rating_avg).toBe(averageOf(all))
    const stored = await storedReviewCount(`experience='${first.experienceId}' && status != 'hidden'`)
    expect(stored).toBe(all.length)
  })
})

describe('bad input, at random', () => {
  it('never answers 5xx: random bodies to the review writes and random queries to the product page’s list get a 4xx with a message and write nothing', async () => {
    const fc = (await import('fast-check')).default
    const booking = await finishedBooking()
    const written = await writeReview(goodReview(booking), { token: booking.token })
    const json = fc.jsonValue({ maxDepth: 3 })
    const field = fc.oneof(json, fc.integer({ min: -10, max: 10 }), fc.string({ maxLength: 3000 }), fc.constantFrom('', 'family', 'ar', 'en', 'anonymous', 5, 0, 6, 3.5))
    const body = fc.record({ orderId: fc.oneof(fc.constant(booking.orderId), json), bookingId: fc.oneof(fc.constant(booking.bookingId), json), rating: field, scores: fc.oneof(json, fc.dictionary(fc.constantFrom('service', 'organisation', 'value', 'safety', 'x'), field)), travellerType: field, text: field, textLocale: field, nameDisplay: field, locale: field }, { requiredKeys: [] })
    const count = await storedReviewCount()
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (random, asEdit) => {
        const reply = asEdit ? await editReview(written.body.reviewId, random as never, { token: booking.token }) : await writeReview(random as never, { token: booking.token })
        expect(reply.status, JSON.stringify(random)).toBeLessThan(500)
        if (reply.status >= 400) expect(typeof reply.body.message).toBe('string')
      }),
      { numRuns: 80, seed: 24 },
    )
    // The one booking was reviewed before: no random body could add a review.
    expect(await storedReviewCount()).toBe(count)
    const query = fc.dictionary(fc.constantFrom('page', 'perPage', 'rating', 'type', 'lang', 'sort', 'locale'), fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('0', '1', '5', '21', '-1', '1e3', 'NaN', 'helpful', 'family', 'ar')))
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const reply = await publicReviews(booking.experienceId, new URLSearchParams(params).toString())
        expect(reply.status, JSON.stringify(params)).toBeLessThan(500)
        if (reply.status >= 400) expect(typeof reply.body.message).toBe('string')
      }),
      { numRuns: 80, seed: 24 },
    )
  })
})

describe('reviews changed in the dashboard', () => {
  it('keeps the experience’s rating and count exact when a superuser creates, changes and deletes a review through the collection API', async () => {
    const booking = await finishedBooking()
    const recount = async () => {
      const all = await allPublicReviews(booking.experienceId)
      return { review_count: all.length, rating_avg: all.length ? averageOf(all) : 0 }
    }
    const created = await staffCall<{ id: string }>('POST', '/api/collections/reviews/records', { experience: booking.experienceId, rating: 1, locale: 'en', text: 'Written in the dashboard', author_name: 'Staff test', status: 'published' })
    expect(await experienceAggregates(booking.experienceId)).toEqual(await recount())
    expect((await allPublicReviews(booking.experienceId)).some((item) => item.id === created.id)).toBe(true)
    await staffCall('PATCH', `/api/collections/reviews/records/${created.id}`, { rating: 5 })
    expect(await experienceAggregates(booking.experienceId)).toEqual(await recount())
    await staffCall('DELETE', `/api/collections/reviews/records/${created.id}`)
    expect(await experienceAggregates(booking.experienceId)).toEqual(await recount())
  })
})

describe('rate limits on writes', () => {
  it('stops review edits from one address after 30 in 10 minutes (PocketBase’s limiter, set by the reviews migration), and a refused edit changes nothing', async () => {
    const booking = await finishedBooking()
    const id = (await writeReview(goodReview(booking), { token: booking.token })).body.reviewId
    // This file's requests are let past the limiter; for this test they count again.
    await restoreRateLimits()
    try {
      const statuses: number[] = []
      for (let index = 0; index < 31; index += 1) statuses.push((await editReview(id, goodReview(booking, { text: `Edit number ${index}` }), { token: booking.token })).status)
      const refusedFrom = statuses.indexOf(429)
      expect(refusedFrom, statuses.join(',')).toBeGreaterThan(0)
      expect(statuses.slice(0, refusedFrom).every((status) => status === 200)).toBe(true)
      expect(statuses.slice(refusedFrom).every((status) => status === 429)).toBe(true)
      const own = (await orderReviews(booking.orderId, { token: booking.token })).body.bookings[0]!.review!
      expect(own.text).toBe(`Edit number ${refusedFrom - 1}`)
    } finally {
      restoreRateLimits = await excludeLocalhostFromRateLimits()
    }
  })
})
