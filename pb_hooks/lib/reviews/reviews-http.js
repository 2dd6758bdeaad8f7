// The HTTP side of verified reviews (docs/api.md "Reviews", docs/decisions/042-verified-reviews.md):
// request in, response out. Each exported handler is registered in pb_hooks/reviews.pb.js.
// Runs only inside PocketBase ($app, $security). Every refusal is a 4xx in the request's
// language and writes nothing; every write recomputes the experience's aggregates in its transaction.
// The requests and answers are typed in contracts/reviews-contract.js (named after each → below).

const { readJsonBody } = require('../shared/messages.js');
const { sendMail, appUrl } = require('../shared/mail-send.js');
const { accessibleOrder, customerId, RECORD_ID } = require('../checkout/order-access.js');
const { tr } = require('./review-messages.js');
const rules = require('./review-rules.js');
const data = require('./review-data.js');
const photoData = require('./review-photo-data.js');
const { invitationMail, hiddenMail, restoredMail } = require('./review-mail.js');
const { flagReasons } = require('./review-flags.js');
const votes = require('./review-votes.js');
const { noStore, queryLocale, refuse, inTransaction, pageQuery } = require('./review-responses.js');

/** What the traveller is told after a write: published, or waiting for staff (and why, when it is contact details). */
function savedMessage(flags, edited) {
  const base = edited ? 'review_updated' : 'review_saved';
  if (!flags.length) return base;
  const contact = flags.some((reason) => reason !== 'abuse');
  return edited ? `review_updated_flagged${contact ? '_contact' : ''}` : `review_flagged${contact ? '_contact' : ''}`;
}

const REFUSALS = {
  not_finished: 409,
  not_confirmed: 409,
  window_closed: 409,
  reviewed: 409,
};

/** The active staff account signed in, or null. */
function staffOf(e) {
  if (!e.auth || e.auth.collection().name !== 'staff') return null;
  return e.auth.getBool('active') ? e.auth : null;
}


/** A booking of an order as the order page and the review form see it → BookingReview (its review an OwnReview). */
function bookingState(booking, nowMs) {
  const endMs = rules.activityEndMs(booking, booking.duration);
  const own = booking.review;
  const state = rules.eligibility({ orderStatus: booking.orderStatus, bookingStatus: booking.status, endMs, reviewed: Boolean(own) }, nowMs);
  const experience = booking.experience_row || {};
  const out = {
    id: booking.id,
    experience: { id: experience.id || '', slug: experience.slug || '', citySlug: experience.city_slug || '', title: { ar: experience.title_ar || '', en: experience.title_en || '' } },
    date: booking.date,
    startTime: booking.start_time,
    endsAt: Number.isNaN(endMs) ? null : new Date(endMs).toISOString(),
    state,
    reviewUntil: Number.isNaN(endMs) ? null : new Date(endMs + rules.WINDOW_DAYS * rules.DAY_MS).toISOString(),
    review: null,
  };
  if (own) {
    const editableUntil = rules.reviewEditableUntilMs(own);
    out.review = {
      id: own.id,
      rating: own.rating,
      scores: own.scores,
      travellerType: own.travellerType,
      text: own.text,
      textLocale: own.locale,
      nameDisplay: own.nameDisplay || 'first_initial',
      authorName: own.authorName,
      status: own.status,
      reply: own.replyText ? { text: own.replyText, at: data.isoDate(own.replyAt) } : null,
      created: data.isoDate(own.created),
      editableUntil: new Date(editableUntil).toISOString(),
      editable: own.status !== 'hidden' && nowMs <= editableUntil,
      photos: photoData.photosByReview($app, [own.id])[own.id] || [],
    };
  }
  return out;
}

/** GET /api/store/orders/{id}/reviews: each booking of the order, whether it may be reviewed, and its review → OrderReviews. */
function orderReviews(e) {
  const locale = queryLocale(e);
  const stored = accessibleOrder(e, e.request.pathValue('id'));
  if (!stored) return refuse(e, 404, locale, 'booking_not_found');
  const nowMs = Date.now();
  const bookings = data.orderBookings($app, stored.order.id).map((booking) => bookingState({ ...booking, orderStatus: stored.order.status }, nowMs));
  noStore(e);
  return e.json(200, { orderId: stored.order.id, windowDays: rules.WINDOW_DAYS, editDays: rules.EDIT_DAYS, bookings });
}

/** GET /api/store/reviews/due (signed-in customers): their bookings that may be reviewed now → ReviewsDue. */
function reviewsDue(e) {
  const locale = queryLocale(e);
  const userId = customerId(e);
  if (!userId) return refuse(e, 401, locale, 'sign_in_required');
  const nowMs = Date.now();
  const day = (ms) => new Date(ms + 3 * 3600000).toISOString().slice(0, 10);
  const rows = data.customerBookingsToReview($app, userId, day(nowMs - (rules.WINDOW_DAYS + 2) * rules.DAY_MS), day(nowMs));
  const bookings = rows
    .filter((row) => rules.eligibility({ orderStatus: row.orderStatus, bookingStatus: row.status, endMs: rules.activityEndMs(row, row.duration), reviewed: false }, nowMs) === 'eligible')
    .map((row) => ({ orderId: row.order, bookingId: row.id, title: row.title }));
  noStore(e);
  return e.json(200, { bookings });
}

/** POST /api/store/reviews { orderId, bookingId, rating, scores, travellerType, text, textLocale, nameDisplay, locale } (CreateReviewRequest) → 201 ReviewWritten */
function createReview(e) {
  const { body, locale } = readJsonBody(e);
  if (!body || typeof body !== 'object' || Array.isArray(body)) return refuse(e, 400, locale, 'invalid_body');
  const orderId = typeof body.orderId === 'string' ? body.orderId : '';
  const bookingId = typeof body.bookingId === 'string' ? body.bookingId : '';
  const stored = RECORD_ID.test(orderId) && RECORD_ID.test(bookingId) ? accessibleOrder(e, orderId) : null;
  if (!stored || !stored.bookings.some((booking) => booking.id === bookingId)) return refuse(e, 404, locale, 'booking_not_found');
  const checked = rules.validateReview(body);
  if (!checked.ok) return refuse(e, 400, locale, 'fix_fields', null, checked.errors);
  const nowMs = Date.now();
  if (data.recentWrites($app, orderId, nowMs - rules.WRITE_WINDOW_MS) >= rules.WRITES_PER_WINDOW) return refuse(e, 429, locale, 'too_many_writes');
  const authorName = rules.displayName(stored.order.lead_guest || {}, checked.review.nameDisplay);
  const flags = flagReasons(checked.review.text);
  let refusal = '';
  let reviewId = '';
  try {
    inTransaction((txApp) => {
      refusal = '';
      const booking = data.orderBookings(txApp, orderId).find((row) => row.id === bookingId);
      const order = txApp.findRecordById('orders', orderId);
      const state = rules.eligibility({ orderStatus: order.getString('status'), bookingStatus: booking.status, endMs: rules.activityEndMs(booking, booking.duration), reviewed: Boolean(booking.review) }, nowMs);
      if (state !== 'eligible') {
        refusal = state;
        throw new Error(`refused: ${state}`);
      }
      reviewId = data.insertReview(txApp, {
        experience: booking.experience,
        order: orderId,
        booking: bookingId,
        user: order.getString('user'),
        activityMonth: rules.activityMonth(booking.date),
        review: checked.review,
        authorName,
        flags,
        editUntilMs: rules.editableUntilMs(nowMs),
      });
    });
  } catch (error) {
    if (refusal) return refuse(e, REFUSALS[refusal] || 409, locale, refusal === 'reviewed' ? 'already_reviewed' : refusal, { days: refusal === 'reviewed' ? rules.EDIT_DAYS : rules.WINDOW_DAYS });
    // Two writes for one booking at once: the unique index lets one through.
    if (/UNIQUE constraint failed: reviews\.booking|idx_reviews_booking/i.test(String(error))) return refuse(e, 409, locale, 'already_reviewed', { days: rules.EDIT_DAYS });
    throw error;
  }
  const booking = data.orderBookings($app, orderId).find((row) => row.id === bookingId);
  noStore(e);
  return e.json(201, { message: tr(locale, savedMessage(flags, false)), booking: bookingState({ ...booking, orderStatus: stored.order.status }, Date.now()), reviewId });
}

/** PATCH /api/store/reviews/{id} { rating, scores, travellerType, text, textLocale, nameDisplay, locale } (UpdateReviewRequest): its author, within 7 days → 200 ReviewWritten. */
function updateReview(e) {
  const { body, locale } = readJsonBody(e);
  const id = e.request.pathValue('id');
  const review = RECORD_ID.test(id || '') ? data.reviewById($app, id) : null;
  const stored = review && review.order ? accessibleOrder(e, review.order) : null;
  if (!review || !stored) return refuse(e, 404, locale, 'review_not_found');
  if (!body || typeof body !== 'object' || Array.isArray(body)) return refuse(e, 400, locale, 'invalid_body');
  const nowMs = Date.now();
  if (review.status === 'hidden') return refuse(e, 409, locale, 'hidden_locked');
  if (nowMs > rules.reviewEditableUntilMs(review)) return refuse(e, 409, locale, 'edit_locked', { days: rules.EDIT_DAYS });
  const checked = rules.validateReview(body);
  if (!checked.ok) return refuse(e, 400, locale, 'fix_fields', null, checked.errors);
  if (data.recentWrites($app, review.order, nowMs - rules.WRITE_WINDOW_MS) >= rules.WRITES_PER_WINDOW) return refuse(e, 429, locale, 'too_many_writes');
  const authorName = rules.displayName(stored.order.lead_guest || {}, checked.review.nameDisplay);
  const flags = flagReasons(checked.review.text);
  let refusal = '';
  inTransaction((txApp) => {
    const current = data.reviewById(txApp, id);
    if (current.status === 'hidden') {
      refusal = 'hidden_locked';
      return;
    }
    data.updateReview(txApp, id, checked.review, authorName, nowMs, flags);
  });
  if (refusal) return refuse(e, 409, locale, refusal);
  const booking = data.orderBookings($app, review.order).find((row) => row.id === review.booking);
  noStore(e);
  return e.json(200, { message: tr(locale, savedMessage(flags, true)), booking: bookingState({ ...booking, orderStatus: stored.order.status }, Date.now()), reviewId: id });
}

/**
 * POST /api/store/reviews/{id}/helpful (a signed-in customer, or a guest with X-Voter-Id): one vote
 * per person and per browser per review; a guest's or unverified customer's vote also counts
 * against their network's cap for the review. → 200 HelpfulVote { helpfulCount, voted: true, alreadyVoted } (a repeat is not an error).
 */
function helpful(e) {
  const { locale } = readJsonBody(e);
  const userId = customerId(e);
  const voters = votes.votersOf(userId || '', votes.voterIdOf(e.request.header.get('X-Voter-Id')), (text) => $security.sha256(text));
  const id = e.request.pathValue('id');
  const review = RECORD_ID.test(id || '') ? data.reviewById($app, id) : null;
  if (!review || review.status !== 'published') return refuse(e, 404, locale, 'review_not_found');
  if (!voters.length) return refuse(e, 400, locale, 'voter_id_invalid');
  if (userId && review.user && review.user === userId) return refuse(e, 403, locale, 'vote_own_review');
  const nowMs = Date.now();
  if (data.recentVotes($app, voters[0], nowMs - rules.VOTE_WINDOW_MS) >= rules.VOTES_PER_WINDOW) return refuse(e, 429, locale, 'too_many_votes');
  // A customer with a verified e-mail is one person whatever network they are on; guests and
  // customers who never verified theirs (a throwaway account costs nothing) count against the
  // network's cap (decision 047, issue 34).
  const ipHash = votes.networkCapped(Boolean(userId && e.auth.verified())) ? votes.networkOf(e.realIP(), id, (text) => $security.sha256(text)) : '';
  let result = null;
  try {
    inTransaction((txApp) => {
      result = null;
      if (ipHash && data.guestVotesFromIp(txApp, id, ipHash, nowMs - votes.NETWORK_WINDOW_MS) >= votes.GUEST_VOTES_PER_NETWORK) {
        // Unless this browser voted already: then it is a repeat, not a new vote.
        result = data.hasVoted(txApp, id, voters) ? { counted: false, count: data.helpfulCount(txApp, id) } : { capped: true };
        return;
      }
      result = data.addVote(txApp, id, { voters, user: userId || '', ipHash });
    });
  } catch (error) {
    if (!/UNIQUE constraint failed: review_votes/i.test(String(error))) throw error;
    // The same voter twice at once: the unique index let one through.
    result = { counted: false, count: data.helpfulCount($app, id) };
  }
  if (result.capped) return refuse(e, 429, locale, 'too_many_votes_network');
  noStore(e);
  if (!result.counted) return e.json(200, { helpfulCount: result.count, voted: true, alreadyVoted: true, message: tr(locale, 'already_voted') });
  return e.json(200, { helpfulCount: result.count, voted: true, alreadyVoted: false });
}

const PER_PAGE_MAX = 20;

/** GET /api/store/experiences/{id}/reviews?page=&perPage=&rating=&type=&lang=&sort=newest|helpful (ReviewListQuery) → ReviewPage */
function experienceReviews(e) {
  const locale = queryLocale(e);
  const id = e.request.pathValue('id');
  if (!RECORD_ID.test(id || '')) return refuse(e, 404, locale, 'review_not_found');
  const q = e.request.url.query();
  const { page, perPage, errors } = pageQuery(q, 5, PER_PAGE_MAX);
  const rating = q.get('rating') ? Number(q.get('rating')) : 0;
  const travellerType = q.get('type') || '';
  const lang = q.get('lang') || '';
  const sort = q.get('sort') || 'newest';
  if (!Number.isInteger(rating) || rating < 0 || rating > 5) errors.rating = 'rating_invalid';
  if (travellerType && rules.TRAVELLER_TYPES.indexOf(travellerType) === -1) errors.type = 'traveller_type_invalid';
  if (lang && lang !== 'ar' && lang !== 'en') errors.lang = 'text_locale_invalid';
  if (sort !== 'newest' && sort !== 'helpful') errors.sort = 'invalid_format';
  if (Object.keys(errors).length) return refuse(e, 400, locale, 'fix_fields', null, errors);
  const result = data.publicReviews($app, id, { page, perPage, rating, travellerType, locale: lang, sort });
  const photos = photoData.photosByReview($app, result.items.map((item) => item.id));
  for (const item of result.items) item.photos = photos[item.id] || [];
  // The page asks for the travellers' photos only when there are some.
  result.summary.photoCount = photoData.experiencePhotoCount($app, id);
  // Shared for a moment (the microcache, decision 014), never kept stale by a browser.
  e.response.header().set('Cache-Control', 'public, max-age=0');
  return e.json(200, result);
}

/** GET /api/store/staff/reviews?status=published|flagged|hidden|all&page=&verified=1 (active staff) → StaffReviewPage */
function staffList(e) {
  const locale = queryLocale(e);
  if (!staffOf(e) && !e.hasSuperuserAuth()) return refuse(e, e.auth ? 403 : 401, locale, 'staff_only');
  const q = e.request.url.query();
  const page = Math.max(1, Math.min(10000, Number(q.get('page')) || 1));
  const asked = q.get('status');
  const status = asked === 'hidden' || asked === 'flagged' ? asked : asked === 'all' ? '' : 'published';
  const result = data.staffReviews($app, { status, page, perPage: 20, verifiedOnly: q.get('verified') === '1' });
  // Photos help decide a hide; a hidden review's are not served (its count says they exist).
  const photos = photoData.photosByReview($app, result.items.map((item) => item.id));
  for (const item of result.items) {
    item.photoCount = (photos[item.id] || []).length;
    item.photos = item.status === 'hidden' ? [] : photos[item.id] || [];
  }
  noStore(e);
  return e.json(200, result);
}

/** POST /api/store/staff/reviews/{id}/reply { text } (active staff): the operator's reply under the review. */
function staffReply(e) {
  const { body, locale } = readJsonBody(e);
  const staff = staffOf(e);
  if (!staff) return refuse(e, e.auth ? 403 : 401, locale, 'staff_only');
  const id = e.request.pathValue('id');
  const review = RECORD_ID.test(id || '') ? data.reviewById($app, id) : null;
  if (!review) return refuse(e, 404, locale, 'review_not_found');
  const checked = rules.validateReply(body);
  if (!checked.ok) return refuse(e, 400, locale, checked.key, null, { text: checked.key });
  inTransaction((txApp) => data.setReply(txApp, id, checked.text, staff.id, Date.now()));
  noStore(e);
  return e.json(200, { review: reviewForStaff(id) });
}

/** What a staff action answers → StaffReviewChanged. */
function reviewForStaff(id) {
  const review = data.reviewById($app, id);
  return { id: review.id, status: review.status, reply: review.replyText ? { text: review.replyText, at: data.isoDate(review.replyAt) } : null };
}

/** The review of a staff action on /api/store/staff/reviews/{id}/…, or a refusal already sent. → { staff, review } | { answer } */
function staffTarget(e, locale) {
  const staff = staffOf(e);
  if (!staff) return { answer: refuse(e, e.auth ? 403 : 401, locale, 'staff_only') };
  const id = e.request.pathValue('id');
  const review = RECORD_ID.test(id || '') ? data.reviewById($app, id) : null;
  if (!review) return { answer: refuse(e, 404, locale, 'review_not_found') };
  return { staff, review };
}

/** POST /api/store/staff/reviews/{id}/approve (active staff): a flagged review is published; aggregates follow. */
function staffApprove(e) {
  const { locale } = readJsonBody(e);
  const target = staffTarget(e, locale);
  if (target.answer) return target.answer;
  let approved = false;
  inTransaction((txApp) => {
    approved = data.approveReview(txApp, target.review.id, target.staff.id, Date.now());
  });
  if (!approved) return refuse(e, 409, locale, 'not_flagged');
  noStore(e);
  return e.json(200, { review: reviewForStaff(target.review.id) });
}

/** POST /api/store/staff/reviews/{id}/restore (active staff): a hidden review is published again; aggregates follow; the traveller is told by mail. */
function staffRestore(e) {
  const { locale } = readJsonBody(e);
  const target = staffTarget(e, locale);
  if (target.answer) return target.answer;
  const id = target.review.id;
  let restored = false;
  inTransaction((txApp) => {
    restored = data.restoreReview(txApp, id, target.staff.id, Date.now());
  });
  if (!restored) return refuse(e, 409, locale, 'not_hidden');
  const order = target.review.order ? data.orderOfReview($app, id) : null;
  if (order && order.email) {
    try {
      sendMail(order.email, restoredMail({ order, title: { ar: order.title_ar, en: order.title_en } }));
    } catch (error) {
      $app.logger().error('review restored mail failed', 'review', id, 'error', String(error));
    }
  }
  noStore(e);
  return e.json(200, { review: reviewForStaff(id) });
}

/** POST /api/store/staff/reviews/{id}/hide { reason } (active staff): hidden at once, aggregates follow, the traveller is told by mail. */
function staffHide(e) {
  const { body, locale } = readJsonBody(e);
  const staff = staffOf(e);
  if (!staff) return refuse(e, e.auth ? 403 : 401, locale, 'staff_only');
  const id = e.request.pathValue('id');
  const review = RECORD_ID.test(id || '') ? data.reviewById($app, id) : null;
  if (!review) return refuse(e, 404, locale, 'review_not_found');
  const checked = rules.validateHide(body);
  if (!checked.ok) return refuse(e, 400, locale, checked.key, null, { reason: checked.key });
  let hidden = false;
  inTransaction((txApp) => {
    hidden = data.hideReview(txApp, id, checked.reason, staff.id, Date.now());
  });
  if (!hidden) return refuse(e, 409, locale, 'already_hidden');
  const order = review.order ? data.orderOfReview($app, id) : null;
  if (order && order.email) {
    try {
      sendMail(order.email, hiddenMail({ order, title: { ar: order.title_ar, en: order.title_en }, reason: checked.reason }));
    } catch (error) {
      $app.logger().error('review hidden mail failed', 'review', id, 'error', String(error));
    }
  }
  noStore(e);
  return e.json(200, { review: reviewForStaff(id) });
}

/**
 * Sends the review invitations due now (the first after the activity ended, then at most two
 * reminders). Each is claimed before it is sent, so two runs never send one twice. → how many were sent.
 */
function sendInvitations(nowMs) {
  const oldestEnd = nowMs - rules.WINDOW_DAYS * rules.DAY_MS;
  let sent = 0;
  for (const candidate of data.invitationCandidates($app, nowMs, oldestEnd, 200)) {
    const endMs = rules.activityEndMs(candidate, candidate.duration);
    const number = rules.invitationDue({ endMs, sentCount: candidate.sent_count, lastSentMs: candidate.last_sent_at ? Date.parse(data.isoDate(candidate.last_sent_at)) : 0, reviewed: false }, nowMs);
    if (!number) continue;
    if (!data.claimInvitation($app, candidate.booking, number, nowMs)) continue;
    try {
      const stored = require('../checkout/checkout-data.js').loadOrder($app, candidate.order);
      const booking = stored.bookings.find((row) => row.id === candidate.booking);
      const title = booking && booking.experience_row ? { ar: booking.experience_row.title_ar, en: booking.experience_row.title_en } : { ar: '', en: '' };
      sendMail(stored.order.email, invitationMail({ order: stored.order, bookingId: candidate.booking, title, number, appUrl: appUrl(), accessToken: stored.order.access_token, windowDays: rules.WINDOW_DAYS }));
      sent += 1;
    } catch (error) {
      $app.logger().error('review invitation failed', 'booking', candidate.booking, 'error', String(error));
    }
  }
  return sent;
}

/** POST /api/store/admin/reviews/invitations (superuser): sends the invitations due now → InvitationsSent. */
function adminInvitations(e) {
  noStore(e);
  return e.json(200, { sent: sendInvitations(Date.now()) });
}

/** Forgets the networks of helpful votes older than the per-network window (hourly cron). */
const forgetVoteNetworks = (nowMs) => data.clearVoteIps($app, nowMs - votes.NETWORK_WINDOW_MS);

module.exports = { reviewsDue, orderReviews, createReview, updateReview, helpful, experienceReviews, staffList, staffReply, staffHide, staffApprove, staffRestore, sendInvitations, adminInvitations, bookingState, forgetVoteNetworks };
