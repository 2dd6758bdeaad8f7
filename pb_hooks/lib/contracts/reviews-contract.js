// @ts-check
// The reviews' contract, in one place (docs/api.md "Reviews", decisions 042, 043 and 047): the
// hooks validate with its vocabularies and limits (review-rules.js, review-flags.js,
// review-photos.js) and build the answers it types (reviews-http.js, review-data.js,
// review-photo-data.js, review-photos-http.js); the app's product page, order page, review form
// and staff screen import its types, and so do the API tests (tests/api/reviews-contract.test.ts
// compares real answers with exhaustive key lists). A field renamed here breaks the type-check of
// the app and the tests. Instants are ISO 8601 ('YYYY-MM-DDThh:mm:ss.sssZ'); days are Riyadh's.

/** @typedef {'ar' | 'en'} ReviewLocale */
/** @typedef {(typeof SCORE_KEYS)[number]} ScoreKey */
/** @typedef {(typeof TRAVELLER_TYPES)[number]} TravellerType */
/** @typedef {(typeof NAME_DISPLAYS)[number]} NameDisplay */
/** @typedef {(typeof HIDE_REASONS)[number]} HideReason */
/** Why a review waits for staff (review-flags.js). @typedef {(typeof FLAG_REASONS)[number]} FlagReason */
/** 'flagged': waiting for a check by Rihla's team, not public; 'hidden': hidden by staff. @typedef {'published' | 'flagged' | 'hidden'} ReviewStatus */
/** Whether a booking may be reviewed now, and why not (review-rules.js eligibility). @typedef {'eligible' | 'reviewed' | 'not_finished' | 'not_confirmed' | 'window_closed'} ReviewState */

/** The sub-scores, 1–5 each, 0 when not given (in a summary: their average, one decimal, 0 when none gave it). @typedef {Record<ScoreKey, number>} ReviewScores */
/** The operator's reply under a review (staff write it; `at` is when). @typedef {{ text: string, at: string }} ReviewReply */

/**
 * A traveller's photo, WebP at the app's widths: `src` the width nearest 640 px, every width in
 * `srcSet` ('/api/files/review_photos/{id}/{name} 640w, …'); `width` and `height` the largest's.
 * @typedef {{ id: string, width: number, height: number, src: string, srcSet: string }} ReviewPhoto
 */

// ---- The product page (anyone) ----

/**
 * GET /api/store/experiences/{id}/reviews: the query. `rating` 1–5 (0 or absent: all), `type` a
 * traveller type, `lang` the text's language, `perPage` ≤ 20 (5 by default).
 * @typedef {{ page?: number, perPage?: number, rating?: number, type?: TravellerType, lang?: ReviewLocale, sort?: 'newest' | 'helpful' }} ReviewListQuery
 */
/**
 * A published review as the public sees it: no order, booking, user or moderation details.
 * `activityMonth`: 'YYYY-MM' of the reviewed activity ('' for reviews from before bookings were
 * linked). `travellerType` '' when not given.
 * @typedef {{ id: string, rating: number, scores: ReviewScores, travellerType: TravellerType | '', text: string, locale: ReviewLocale,
 *   authorName: string, verified: boolean, activityMonth: string, helpfulCount: number, reply: ReviewReply | null, created: string,
 *   photos: ReviewPhoto[] }} Review
 */
/**
 * Of every published review of the experience, whatever the filters. `average` one decimal (0
 * when none); `photoCount`: the photos of the published reviews (the page asks for the travellers'
 * photos only when there are some).
 * @typedef {{ count: number, average: number, distribution: Record<'1' | '2' | '3' | '4' | '5', number>, scores: ReviewScores,
 *   languages: Record<ReviewLocale, number>, photoCount: number }} ReviewSummary
 */
/** → 200. @typedef {{ summary: ReviewSummary, items: Review[], page: number, perPage: number, totalItems: number, totalPages: number }} ReviewPage */

/** A photo of a published review with the review it belongs to (the gallery's "Travellers' photos"). @typedef {ReviewPhoto & { reviewId: string, authorName: string, activityMonth: string, rating: number }} TravellerPhoto */
/** GET /api/store/experiences/{id}/review-photos?page=&perPage= (≤ 24, 12 by default) → 200, newest review first. @typedef {{ items: TravellerPhoto[], page: number, perPage: number, totalItems: number, totalPages: number }} TravellerPhotoPage */

/**
 * POST /api/store/reviews/{id}/helpful { locale? } (a signed-in customer, or a guest with
 * X-Voter-Id) → 200. A repeat is not an error: `alreadyVoted: true` with a `message` to show.
 * @typedef {{ helpfulCount: number, voted: true, alreadyVoted: boolean, message?: string }} HelpfulVote
 */

// ---- The traveller (the order's signed-in customer, or X-Order-Token) ----

/**
 * The booking's review as its author sees it. `textLocale` the text's language; `editable` until
 * `editableUntil` (7 days after it was written) unless hidden.
 * @typedef {{ id: string, rating: number, scores: ReviewScores, travellerType: TravellerType | '', text: string, textLocale: ReviewLocale,
 *   nameDisplay: NameDisplay, authorName: string, status: ReviewStatus, reply: ReviewReply | null, created: string,
 *   editableUntil: string, editable: boolean, photos: ReviewPhoto[] }} OwnReview
 */
/**
 * A booking of an order as the order page and the review form see it. `endsAt`: when the
 * activity ended (start plus duration; null without a valid day); `reviewUntil`: 90 days later.
 * @typedef {{ id: string, experience: { id: string, slug: string, citySlug: string, title: { ar: string, en: string } },
 *   date: string, startTime: string, endsAt: string | null, state: ReviewState, reviewUntil: string | null, review: OwnReview | null }} BookingReview
 */
/** GET /api/store/orders/{id}/reviews → 200. @typedef {{ orderId: string, windowDays: number, editDays: number, bookings: BookingReview[] }} OrderReviews */
/** GET /api/store/reviews/due (signed-in customer) → 200: their bookings that may be reviewed now. @typedef {{ orderId: string, bookingId: string, title: { ar: string, en: string } }} DueReview */
/** @typedef {{ bookings: DueReview[] }} ReviewsDue */

/**
 * What a review says. `scores`: 1–5 each, 0 or null not given; `text` ≤ 2000 characters;
 * `textLocale` guessed from the text when absent; `nameDisplay` 'first_initial' when absent.
 * @typedef {{ rating: number, scores?: Partial<Record<ScoreKey, number | null>>, travellerType?: TravellerType | '', text?: string,
 *   textLocale?: ReviewLocale, nameDisplay?: NameDisplay }} ReviewInput
 */
/** POST /api/store/reviews. `locale`: the answer's language. @typedef {ReviewInput & { orderId: string, bookingId: string, locale?: string }} CreateReviewRequest */
/** PATCH /api/store/reviews/{id} (its author, while editable). @typedef {ReviewInput & { locale?: string }} UpdateReviewRequest */
/** → 201 (written) or 200 (changed): what to tell the traveller, and the booking as it is now. @typedef {{ message: string, booking: BookingReview, reviewId: string }} ReviewWritten */

/**
 * POST /api/store/reviews/{id}/photos (multipart, one file `photo`) → 201, and
 * DELETE /api/store/reviews/{id}/photos/{photoId} → 200: every photo of the review, in order.
 * @typedef {{ message: string, photos: ReviewPhoto[] }} ReviewPhotos
 */

// ---- Staff (active staff accounts) ----

/** GET /api/store/staff/reviews: `verified: '1'` keeps reviews of bookings only. @typedef {{ status?: ReviewStatus | 'all', page?: number, verified?: '1' }} StaffReviewQuery */
/**
 * A review as staff see it: the public fields, then its moderation. The `…By` are staff names;
 * `photos` are listed unless the review is hidden (they are not served then), `photoCount` counts
 * them all.
 * @typedef {Review & { status: ReviewStatus, flagReasons: FlagReason[], hideReason: HideReason | '',
 *   hiddenAt: string | null, hiddenBy: string, approvedAt: string | null, approvedBy: string, restoredAt: string | null, restoredBy: string,
 *   orderNumber: string, experienceTitle: { ar: string, en: string }, experienceSlug: string, photoCount: number }} StaffReview
 */
/** → 200, 20 a page, newest first. `flaggedCount`: reviews waiting for a check. @typedef {{ items: StaffReview[], page: number, perPage: number, totalItems: number, totalPages: number, flaggedCount: number }} StaffReviewPage */
/** POST /api/store/staff/reviews/{id}/reply (1–2000 characters). @typedef {{ text: string, locale?: string }} StaffReplyRequest */
/** POST /api/store/staff/reviews/{id}/hide. @typedef {{ reason: HideReason, locale?: string }} StaffHideRequest */
/** What …/reply, …/hide, …/approve and …/restore answer (200). @typedef {{ review: { id: string, status: ReviewStatus, reply: ReviewReply | null } }} StaffReviewChanged */
/** POST /api/store/admin/reviews/invitations (superusers) → 200: how many invitations were sent. @typedef {{ sent: number }} InvitationsSent */

/**
 * Every refusal (4xx, in the request's language, nothing written). `data` names the fields at
 * fault (rating, scores.service, text, reason, page …) with their message.
 * @typedef {{ status: number, message: string, data: Record<string, { code: string, message: string }> }} ReviewRefusal
 */

/** The sub-scores, in the form's order. */
const SCORE_KEYS = /** @type {const} */ (['service', 'organisation', 'value', 'safety']);
const TRAVELLER_TYPES = /** @type {const} */ (['solo', 'couple', 'family', 'friends', 'business']);
/** 'first_initial': "Sara A."; 'first': "Sara"; 'anonymous': no name ("A traveller"). */
const NAME_DISPLAYS = /** @type {const} */ (['first_initial', 'first', 'anonymous']);
/** Why staff hide a review (the traveller is told it by mail). */
const HIDE_REASONS = /** @type {const} */ (['abuse', 'personal_data', 'not_about_experience']);
/** Why a review waits for staff, in the order staff see them. */
const FLAG_REASONS = /** @type {const} */ (['link', 'email', 'phone', 'abuse']);
/**
 * A review's photos: at most `max`, one upload at most `maxBytes` (server/review_photos.go refuses
 * above it too); `accept` the types the form offers (the server trusts the bytes, not these).
 */
const REVIEW_PHOTOS = { max: 5, maxBytes: 15 * 1024 * 1024, accept: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] };

module.exports = { SCORE_KEYS, TRAVELLER_TYPES, NAME_DISPLAYS, HIDE_REASONS, FLAG_REASONS, REVIEW_PHOTOS };
