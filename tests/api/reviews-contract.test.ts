// The reviews' answers carry exactly the fields of their contract
// (pb_hooks/lib/contracts/reviews-contract.js), which the app and these tests are typed by.
// The key lists are exhaustive by type: adding or removing a field in the contract fails the
// type-check here until the list follows, and real answers are compared with the lists: a review
// with the operator's reply and photos (written here, as no seeded review has either), the seeded
// reviews, the traveller's order and written review, the gallery, votes, photos and staff's list.
import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  BookingReview,
  DueReview,
  HelpfulVote,
  OrderReviews,
  OwnReview,
  Review,
  ReviewPage,
  ReviewPhoto,
  ReviewPhotos,
  ReviewRefusal,
  ReviewReply,
  ReviewScores,
  ReviewsDue,
  ReviewSummary,
  ReviewWritten,
  StaffReview,
  StaffReviewChanged,
  StaffReviewPage,
  TravellerPhoto,
  TravellerPhotoPage,
} from '../../pb_hooks/lib/contracts/reviews-contract.js'
import { createCustomer, createStaff, testServerUrl } from '../support/api'
import type { FinishedBooking } from '../support/finished-booking'
import { call, excludeLocalhostFromRateLimits } from './checkout-support'
import { finishedBooking, goodReview, orderReviews, publicReviews, staffCall, writeReview } from './reviews-support'

type Keys<T> = Record<keyof T, true>
const scores = { service: true, organisation: true, value: true, safety: true } satisfies Keys<ReviewScores>
const replyKeys = { text: true, at: true } satisfies Keys<ReviewReply>
const photo = { id: true, width: true, height: true, src: true, srcSet: true } satisfies Keys<ReviewPhoto>
const review = {
  ...{ id: true, rating: true, scores: true, travellerType: true, text: true, locale: true, authorName: true },
  ...{ verified: true, activityMonth: true, helpfulCount: true, reply: true, created: true, photos: true },
} satisfies Keys<Review>
const summary = { count: true, average: true, distribution: true, scores: true, languages: true, photoCount: true } satisfies Keys<ReviewSummary>
const distribution = { 1: true, 2: true, 3: true, 4: true, 5: true } satisfies Keys<ReviewSummary['distribution']>
const languages = { ar: true, en: true } satisfies Keys<ReviewSummary['languages']>
const reviewPage = { summary: true, items: true, page: true, perPage: true, totalItems: true, totalPages: true } satisfies Keys<ReviewPage>
const travellerPhoto = { ...photo, reviewId: true, authorName: true, activityMonth: true, rating: true } satisfies Keys<TravellerPhoto>
const travellerPhotoPage = { items: true, page: true, perPage: true, totalItems: true, totalPages: true } satisfies Keys<TravellerPhotoPage>
const helpfulVote = { helpfulCount: true, voted: true, alreadyVoted: true, message: true } satisfies Keys<HelpfulVote>
const ownReview = {
  ...{ id: true, rating: true, scores: true, travellerType: true, text: true, textLocale: true, nameDisplay: true, authorName: true },
  ...{ status: true, reply: true, created: true, editableUntil: true, editable: true, photos: true },
} satisfies Keys<OwnReview>
const bookingReview = { id: true, experience: true, date: true, startTime: true, endsAt: true, state: true, reviewUntil: true, review: true } satisfies Keys<BookingReview>
const bookingExperience = { id: true, slug: true, citySlug: true, title: true } satisfies Keys<BookingReview['experience']>
const orderReviewsKeys = { orderId: true, windowDays: true, editDays: true, bookings: true } satisfies Keys<OrderReviews>
const reviewsDue = { bookings: true } satisfies Keys<ReviewsDue>
const dueReview = { orderId: true, bookingId: true, title: true } satisfies Keys<DueReview>
const written = { message: true, booking: true, reviewId: true } satisfies Keys<ReviewWritten>
const reviewPhotos = { message: true, photos: true } satisfies Keys<ReviewPhotos>
const staffReview = {
  ...review,
  ...{ status: true, flagReasons: true, hideReason: true, hiddenAt: true, hiddenBy: true, approvedAt: true, approvedBy: true, restoredAt: true, restoredBy: true },
  ...{ orderNumber: true, experienceTitle: true, experienceSlug: true, photoCount: true },
} satisfies Keys<StaffReview>
const staffReviewPage = { items: true, page: true, perPage: true, totalItems: true, totalPages: true, flaggedCount: true } satisfies Keys<StaffReviewPage>
const staffChanged = { review: true } satisfies Keys<StaffReviewChanged>
const staffChangedReview = { id: true, status: true, reply: true } satisfies Keys<StaffReviewChanged['review']>
const refusal = { status: true, message: true, data: true } satisfies Keys<ReviewRefusal>
const refusalField = { code: true, message: true } satisfies Keys<ReviewRefusal['data'][string]>
const titles = { ar: true, en: true } satisfies Keys<DueReview['title']>

/** The contract's optional fields: a vote's message (repeats only). */
const optionalVote = new Set<keyof HelpfulVote>(['message'])
/** The answer has the contract's fields: `optional` ones may be absent; nothing else may be missing or added. */
function expectFields(answer: object, contract: Record<string, true>, optional: ReadonlySet<string> = new Set()) {
  const given = Object.keys(answer).sort()
  expect(given).toEqual(Object.keys(contract).filter((key) => !optional.has(key) || given.includes(key)).sort())
}

const pngOf = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: '#2a7' } }).png().toBuffer()

async function upload(reviewId: string, data: Buffer, token: string) {
  const form = new FormData()
  form.append('photo', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'photo.png')
  const response = await fetch(`${testServerUrl()}/api/store/reviews/${reviewId}/photos?locale=en`, { method: 'POST', body: form, headers: { 'X-Order-Token': token } })
  return { status: response.status, body: (await response.json()) as ReviewPhotos }
}

let restore: () => Promise<void>
let booking: FinishedBooking
let staffToken: string
let customerToken: string
let due: ReviewsDue
let before: OrderReviews
let created: ReviewWritten
let added: ReviewPhotos
let removed: ReviewPhotos
let replied: StaffReviewChanged

beforeAll(async () => {
  restore = await excludeLocalhostFromRateLimits()
  const owner = await createCustomer('review-contract')
  customerToken = owner.client.authStore.token
  booking = await finishedBooking({ user: owner.id, email: owner.email, leadGuest: { firstName: 'Noura', lastName: 'Alqahtani' } })
  due = (await call<ReviewsDue>('/api/store/reviews/due', { auth: customerToken })).body
  before = (await orderReviews(booking.orderId, { token: booking.token })).body

  const reply = await writeReview(goodReview(booking), { token: booking.token })
  expect(reply.status).toBe(201)
  created = reply.body

  const first = await upload(created.reviewId, await pngOf(900, 600), booking.token)
  expect(first.status).toBe(201)
  const second = await upload(created.reviewId, await pngOf(600, 600), booking.token)
  expect(second.status).toBe(201)
  added = second.body
  const gone = await call<ReviewPhotos>(`/api/store/reviews/${created.reviewId}/photos/${second.body.photos[1]!.id}?locale=en`, { method: 'DELETE', headers: { 'X-Order-Token': booking.token } })
  expect(gone.status).toBe(200)
  removed = gone.body

  const staff = await createStaff()
  staffToken = staff.client.authStore.token
  const answered = await call<StaffReviewChanged>(`/api/store/staff/reviews/${created.reviewId}/reply`, { method: 'POST', body: { text: 'Thank you for coming with us!', locale: 'en' }, auth: staffToken })
  expect(answered.status).toBe(200)
  replied = answered.body
})
afterAll(async () => {
  await restore?.()
})

describe('reviews contract: the product page', () => {
  it('GET …/reviews answers the contract’s page, summary and reviews, with a reply and photos', async () => {
    const reply = await publicReviews(booking.experienceId, 'sort=newest&perPage=20')
    expect(reply.status).toBe(200)
    expectFields(reply.body, reviewPage)
    expectFields(reply.body.summary, summary)
    expectFields(reply.body.summary.distribution, distribution)
    expectFields(reply.body.summary.languages, languages)
    expectFields(reply.body.summary.scores, scores)
    expect(reply.body.summary.photoCount).toBeGreaterThanOrEqual(1)
    for (const item of reply.body.items) expectFields(item, review)
    const ours = reply.body.items.find((item) => item.id === created.reviewId)!
    expect(ours).toBeDefined()
    expectFields(ours.scores, scores)
    expectFields(ours.reply!, replyKeys)
    expect(ours.photos).toHaveLength(1)
    for (const shown of ours.photos) expectFields(shown, photo)
  })

  it('the seeded reviews (before bookings were linked) answer the same fields', async () => {
    const seeded = await staffCall<{ items: { experience: string }[] }>('GET', `/api/collections/reviews/records?perPage=1&filter=${encodeURIComponent("booking=''")}`)
    expect(seeded.items.length).toBe(1)
    const reply = await publicReviews(seeded.items[0]!.experience, 'perPage=20')
    expect(reply.body.items.length).toBeGreaterThanOrEqual(1)
    for (const item of reply.body.items) {
      expectFields(item, review)
      expectFields(item.scores, scores)
      if (item.reply) expectFields(item.reply, replyKeys)
    }
  })

  it('an experience without reviews has a summary of zeros, not nulls', async () => {
    const reply = await publicReviews('a'.repeat(15))
    expect(reply.status).toBe(200)
    expectFields(reply.body.summary, summary)
    expect(reply.body.summary).toEqual({ count: 0, average: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, scores: { service: 0, organisation: 0, value: 0, safety: 0 }, languages: { ar: 0, en: 0 }, photoCount: 0 })
    expect(reply.body.items).toEqual([])
  })

  it('GET …/review-photos answers the contract’s travellers’ photos', async () => {
    const reply = await call<TravellerPhotoPage>(`/api/store/experiences/${booking.experienceId}/review-photos?perPage=24`)
    expect(reply.status).toBe(200)
    expectFields(reply.body, travellerPhotoPage)
    expect(reply.body.items.length).toBeGreaterThanOrEqual(1)
    for (const item of reply.body.items) expectFields(item, travellerPhoto)
    expect(reply.body.items.some((item) => item.reviewId === created.reviewId)).toBe(true)
  })

  it('POST …/helpful answers the contract’s vote, a repeat with its message', async () => {
    const voter = randomUUID()
    const vote = () => call<HelpfulVote>(`/api/store/reviews/${created.reviewId}/helpful`, { method: 'POST', body: { locale: 'en' }, headers: { 'X-Voter-Id': voter } })
    const first = await vote()
    expect(first.status).toBe(200)
    expectFields(first.body, helpfulVote, optionalVote)
    expect(first.body.message).toBeUndefined()
    expect(first.body).toMatchObject({ voted: true, alreadyVoted: false })
    const again = await vote()
    expectFields(again.body, helpfulVote)
    expect(again.body.message).toEqual(expect.any(String))
    expect(again.body).toMatchObject({ voted: true, alreadyVoted: true })
  })

  it('a refusal answers the contract’s status, message and fields', async () => {
    const other = await finishedBooking()
    const reply = await call<ReviewRefusal>('/api/store/reviews', { method: 'POST', body: goodReview(other, { rating: 9 }), headers: { 'X-Order-Token': other.token, 'Accept-Language': 'en' } })
    expect(reply.status).toBe(400)
    expectFields(reply.body, refusal)
    expectFields(reply.body.data.rating!, refusalField)
  })
})

describe('reviews contract: the traveller', () => {
  it('GET /api/store/reviews/due answers the contract’s bookings to review', () => {
    expectFields(due, reviewsDue)
    const ours = due.bookings.find((row) => row.bookingId === booking.bookingId)!
    expect(ours).toBeDefined()
    expectFields(ours, dueReview)
    expectFields(ours.title, titles)
  })

  it('GET /api/store/orders/{id}/reviews answers the contract’s bookings, before and after the review', async () => {
    expectFields(before, orderReviewsKeys)
    expect(before.bookings).toHaveLength(1)
    expectFields(before.bookings[0]!, bookingReview)
    expect(before.bookings[0]!.review).toBeNull()

    const after = await orderReviews(booking.orderId, { token: booking.token })
    expect(after.status).toBe(200)
    expectFields(after.body, orderReviewsKeys)
    const [row] = after.body.bookings
    expectFields(row!, bookingReview)
    expectFields(row!.experience, bookingExperience)
    expectFields(row!.experience.title, titles)
    expectFields(row!.review!, ownReview)
    expectFields(row!.review!.scores, scores)
    expectFields(row!.review!.reply!, replyKeys)
    for (const shown of row!.review!.photos) expectFields(shown, photo)
  })

  it('POST /api/store/reviews answers the contract’s written review', () => {
    expectFields(created, written)
    expectFields(created.booking, bookingReview)
    expectFields(created.booking.review!, ownReview)
    expect(created.booking.review!.reply).toBeNull()
  })

  it('photos’ upload and removal answer the contract’s photos', () => {
    expectFields(added, reviewPhotos)
    expect(added.photos).toHaveLength(2)
    for (const shown of added.photos) expectFields(shown, photo)
    expectFields(removed, reviewPhotos)
    expect(removed.photos).toHaveLength(1)
  })
})

describe('reviews contract: staff', () => {
  it('GET /api/store/staff/reviews answers the contract’s page and reviews', async () => {
    const reply = await call<StaffReviewPage>('/api/store/staff/reviews?status=published', { auth: staffToken })
    expect(reply.status).toBe(200)
    expectFields(reply.body, staffReviewPage)
    for (const item of reply.body.items) expectFields(item, staffReview)
    const ours = reply.body.items.find((item) => item.id === created.reviewId)!
    expect(ours).toBeDefined()
    expectFields(ours.reply!, replyKeys)
    expectFields(ours.experienceTitle, titles)
    expect(ours).toMatchObject({ photoCount: 1, orderNumber: booking.orderNumber })
    for (const shown of ours.photos) expectFields(shown, photo)
  })

  it('a staff action answers the contract’s changed review', () => {
    expectFields(replied, staffChanged)
    expectFields(replied.review, staffChangedReview)
    expectFields(replied.review.reply!, replyKeys)
  })
})
