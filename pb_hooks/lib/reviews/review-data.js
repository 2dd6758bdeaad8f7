// The reviews' reads and writes in SQLite (docs/decisions/042-verified-reviews.md). Runs only
// inside PocketBase ($app or a transaction's txApp). The experience's rating and review count are
// recomputed from its published reviews in the same transaction as every change.
/* global arrayOf */

const { SCORES } = require('./review-rules.js');

const pbDate = (ms) => new Date(ms).toISOString().replace('T', ' ');
const isoDate = (value) => (typeof value === 'string' && value ? value.replace(' ', 'T') : null);

/** Published reviews only: not hidden, not flagged (seeded rows may have ''). `alias` is the table's, with its dot. */
const shown = (alias) => `coalesce(${alias}status, '') IN ('', 'published')`;

/** Rows of one text column `v` (JSON) parsed. */
function jsonRows(app, sql, params) {
  const rows = arrayOf(new DynamicModel({ v: '' }));
  app.db().newQuery(sql).bind(params || {}).all(rows);
  return rows.map((row) => JSON.parse(row.v));
}

const REVIEW_JSON = `json_object('id', r.id, 'experience', r.experience, 'rating', r.rating,
    'scores', json_object('service', coalesce(r.score_service, 0), 'organisation', coalesce(r.score_organisation, 0), 'value', coalesce(r.score_value, 0), 'safety', coalesce(r.score_safety, 0)),
    'travellerType', coalesce(r.traveller_type, ''), 'text', coalesce(r.text, ''), 'locale', r.locale, 'authorName', coalesce(r.author_name, ''),
    'nameDisplay', coalesce(r.name_display, ''), 'verified', json(CASE WHEN r.verified THEN 'true' ELSE 'false' END), 'activityMonth', coalesce(r.activity_month, ''),
    'helpfulCount', coalesce(r.helpful_count, 0), 'status', CASE WHEN r.status IN ('hidden', 'flagged') THEN r.status ELSE 'published' END,
    'replyText', coalesce(r.reply_text, ''), 'replyAt', coalesce(r.reply_at, ''), 'created', r.created, 'editedAt', coalesce(r.edited_at, ''), 'editUntil', coalesce(r.edit_until, ''))`;

/**
 * The bookings of an order with what a review needs: status, day, time, duration, the
 * experience and the booking's review (or null).
 */
function orderBookings(app, orderId) {
  return jsonRows(
    app,
    `SELECT json_object('id', b.id, 'order', b.\`order\`, 'experience', b.experience, 'status', b.status, 'date', coalesce(b.date, ''), 'start_time', coalesce(b.start_time, ''),
        'duration', coalesce(nullif(o.duration_minutes, 0), e.duration_minutes, 0),
        'experience_row', json_object('id', coalesce(e.id, ''), 'slug', coalesce(e.slug, ''), 'title_ar', coalesce(e.title_ar, ''), 'title_en', coalesce(e.title_en, ''), 'city_slug', coalesce(c.slug, '')),
        'review', (SELECT ${REVIEW_JSON} FROM reviews r WHERE r.booking = b.id)) AS v
     FROM bookings b
     LEFT JOIN options o ON o.id = b.option
     LEFT JOIN experiences e ON e.id = b.experience
     LEFT JOIN cities c ON c.id = e.city
     WHERE b.\`order\` = {:id}
     ORDER BY b.date, b.start_time, b.id`,
    { id: orderId },
  ).map((row) => ({ ...row, review: row.review && typeof row.review === 'object' ? row.review : null }));
}

/**
 * A customer's bookings that may be due a review: confirmed, of a paid order, on a day from
 * `oldestDay` to `latestDay`, without a review (the caller checks the exact end and window).
 */
function customerBookingsToReview(app, userId, oldestDay, latestDay) {
  return jsonRows(
    app,
    `SELECT json_object('id', b.id, 'order', b.\`order\`, 'status', b.status, 'orderStatus', o.status, 'date', coalesce(b.date, ''), 'start_time', coalesce(b.start_time, ''),
        'duration', coalesce(nullif(op.duration_minutes, 0), e.duration_minutes, 0),
        'title', json_object('ar', coalesce(e.title_ar, ''), 'en', coalesce(e.title_en, ''))) AS v
     FROM bookings b JOIN orders o ON o.id = b.\`order\`
     LEFT JOIN options op ON op.id = b.option LEFT JOIN experiences e ON e.id = b.experience
     WHERE o.user = {:user} AND b.status = 'confirmed' AND o.status IN ('confirmed', 'partially_confirmed')
       AND b.date >= {:oldest} AND b.date <= {:latest}
       AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.booking = b.id)
     ORDER BY b.date DESC LIMIT 100`,
    { user: userId, oldest: oldestDay, latest: latestDay },
  );
}

/** One review (any status) by id, with its order and booking, or null. */
function reviewById(app, id) {
  const rows = jsonRows(app, `SELECT json_patch(${REVIEW_JSON}, json_object('order', coalesce(r.\`order\`, ''), 'booking', coalesce(r.booking, ''), 'user', coalesce(r.user, ''))) AS v FROM reviews r WHERE r.id = {:id}`, { id });
  return rows[0] || null;
}

/** How many reviews an order wrote or changed since `sinceMs`. */
function recentWrites(app, orderId, sinceMs) {
  const row = new DynamicModel({ n: 0 });
  app
    .db()
    .newQuery("SELECT count(*) AS n FROM reviews WHERE `order` = {:order} AND (created >= {:since} OR coalesce(edited_at, '') >= {:since})")
    .bind({ order: orderId, since: pbDate(sinceMs) })
    .one(row);
  return row.n;
}

/**
 * Sets the experience's rating_avg (one decimal, half up) and review_count from its published reviews.
 * From the sum, not round(avg(), 1): an average of 4.55 is the float 4.5499…, which round() takes down.
 */
function recomputeAggregates(txApp, experienceId) {
  txApp
    .db()
    .newQuery(
      `UPDATE experiences SET
         review_count = (SELECT count(*) FROM reviews WHERE experience = {:id} AND ${shown('')}),
         rating_avg = coalesce((SELECT round(sum(rating) * 10.0 / count(*)) / 10.0 FROM reviews WHERE experience = {:id} AND ${shown('')}), 0)
       WHERE id = {:id}`,
    )
    .bind({ id: experienceId })
    .execute();
}

/** Writes a new review (inside a transaction) and recomputes the experience's aggregates. → its id. */
function insertReview(txApp, input) {
  const record = new Record(txApp.findCollectionByNameOrId('reviews'));
  record.set('experience', input.experience);
  record.set('order', input.order);
  record.set('booking', input.booking);
  record.set('user', input.user || '');
  record.set('status', input.flags && input.flags.length ? 'flagged' : 'published');
  record.set('flag_reasons', (input.flags || []).join(','));
  record.set('verified', true);
  record.set('activity_month', input.activityMonth);
  record.set('helpful_count', 0);
  record.set('edit_until', pbDate(input.editUntilMs));
  applyContent(record, input.review, input.authorName);
  txApp.save(record);
  recomputeAggregates(txApp, input.experience);
  return record.id;
}

function applyContent(record, review, authorName) {
  record.set('rating', review.rating);
  for (const key of SCORES) record.set(`score_${key}`, review.scores[key] || 0);
  record.set('traveller_type', review.travellerType);
  record.set('text', review.text);
  record.set('locale', review.textLocale);
  record.set('name_display', review.nameDisplay);
  record.set('author_name', authorName);
}

/** Changes a review's content (inside a transaction), flagged or published by its new text, and recomputes the aggregates. */
function updateReview(txApp, id, review, authorName, nowMs, flags) {
  const record = txApp.findRecordById('reviews', id);
  applyContent(record, review, authorName);
  record.set('status', flags && flags.length ? 'flagged' : 'published');
  record.set('flag_reasons', (flags || []).join(','));
  record.set('edited_at', pbDate(nowMs));
  txApp.save(record);
  recomputeAggregates(txApp, record.get('experience'));
}

const SORTS = { newest: 'r.created DESC, r.id DESC', helpful: 'r.helpful_count DESC, r.created DESC, r.id DESC' };

/**
 * A page of an experience's published reviews and their summary (ReviewPage of
 * contracts/reviews-contract.js, without the photos reviews-http.js adds; none of the counts is
 * null, also for an experience without reviews).
 * query: { page (1…), perPage, rating (0 = all), travellerType (''), locale (''), sort ('newest' | 'helpful') }
 */
function publicReviews(app, experienceId, query) {
  const where = ['r.experience = {:id}', shown('r.')];
  const params = { id: experienceId };
  if (query.rating) {
    where.push('r.rating = {:rating}');
    params.rating = query.rating;
  }
  if (query.travellerType) {
    where.push('r.traveller_type = {:type}');
    params.type = query.travellerType;
  }
  if (query.locale) {
    where.push('r.locale = {:locale}');
    params.locale = query.locale;
  }
  const filtered = where.join(' AND ');
  const countRow = new DynamicModel({ n: 0 });
  app.db().newQuery(`SELECT count(*) AS n FROM reviews r WHERE ${filtered}`).bind(params).one(countRow);
  const items = jsonRows(app, `SELECT ${REVIEW_JSON} AS v FROM reviews r WHERE ${filtered} ORDER BY ${SORTS[query.sort] || SORTS.newest} LIMIT {:limit} OFFSET {:offset}`, {
    ...params,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  const summary = jsonRows(
    app,
    `SELECT json_object('count', count(*), 'average', coalesce(round(sum(r.rating) * 10.0 / count(*)) / 10.0, 0),
        'distribution', json_object(${[5, 4, 3, 2, 1].map((stars) => `'${stars}', coalesce(sum(r.rating = ${stars}), 0)`).join(', ')}),
        'scores', json_object(${SCORES.map((key) => `'${key}', coalesce(round(sum(nullif(r.score_${key}, 0)) * 10.0 / count(nullif(r.score_${key}, 0))) / 10.0, 0)`).join(', ')}),
        'languages', json_object('ar', coalesce(sum(r.locale = 'ar'), 0), 'en', coalesce(sum(r.locale = 'en'), 0))) AS v
     FROM reviews r WHERE r.experience = {:id} AND ${shown('r.')}`,
    { id: experienceId },
  )[0];
  return { summary, items: items.map(publicItem), page: query.page, perPage: query.perPage, totalItems: countRow.n, totalPages: Math.ceil(countRow.n / query.perPage) };
}

/** A review as the public sees it: no order, booking, user or moderation details (Review of contracts/reviews-contract.js, photos added by the caller). */
function publicItem(row) {
  return {
    id: row.id,
    rating: row.rating,
    scores: row.scores,
    travellerType: row.travellerType,
    text: row.text,
    locale: row.locale,
    authorName: row.authorName,
    verified: row.verified,
    activityMonth: row.activityMonth,
    helpfulCount: row.helpfulCount,
    reply: row.replyText ? { text: row.replyText, at: isoDate(row.replyAt) } : null,
    created: isoDate(row.created),
  };
}

/** How many helpful votes a voter ('u:<user>' or 'g:<hash>') cast since `sinceMs`. */
function recentVotes(app, voter, sinceMs) {
  const row = new DynamicModel({ n: 0 });
  app.db().newQuery('SELECT count(*) AS n FROM review_votes WHERE voter = {:voter} AND created >= {:since}').bind({ voter, since: pbDate(sinceMs) }).one(row);
  return row.n;
}

/** How many guests' votes on one review came from one network (its IP's hash) since `sinceMs`. */
function guestVotesFromIp(app, reviewId, ipHash, sinceMs) {
  const row = new DynamicModel({ n: 0 });
  app
    .db()
    .newQuery("SELECT count(*) AS n FROM review_votes WHERE review = {:review} AND ip_hash = {:ip} AND ip_hash != '' AND created >= {:since}")
    .bind({ review: reviewId, ip: ipHash, since: pbDate(sinceMs) })
    .one(row);
  return row.n;
}

/** A review's helpful count as stored. */
function helpfulCount(app, reviewId) {
  const count = new DynamicModel({ n: 0 });
  app.db().newQuery('SELECT coalesce(helpful_count, 0) AS n FROM reviews WHERE id = {:id}').bind({ id: reviewId }).one(count);
  return count.n;
}

/** Whether any of `voters` (this person, this browser) voted for the review already. */
function hasVoted(app, reviewId, voters) {
  const existing = new DynamicModel({ n: 0 });
  const params = { review: reviewId };
  voters.forEach((voter, index) => {
    params[`v${index}`] = voter;
  });
  const list = voters.map((_voter, index) => `{:v${index}}`).join(', ');
  app.db().newQuery(`SELECT count(*) AS n FROM review_votes WHERE review = {:review} AND voter IN (${list})`).bind(params).one(existing);
  return existing.n > 0;
}

/**
 * Records a helpful vote (inside a transaction) unless one of `voters` (this person and this
 * browser) voted for the review already. vote: { voters: [voter, …], user, ipHash }.
 * → { counted: boolean, count } (the review's helpful count after it).
 */
function addVote(txApp, reviewId, vote) {
  if (hasVoted(txApp, reviewId, vote.voters)) return { counted: false, count: helpfulCount(txApp, reviewId) };
  const record = new Record(txApp.findCollectionByNameOrId('review_votes'));
  record.set('review', reviewId);
  record.set('voter', vote.voters[0]);
  record.set('user', vote.user || '');
  record.set('ip_hash', vote.ipHash || '');
  txApp.save(record);
  txApp.db().newQuery('UPDATE reviews SET helpful_count = (SELECT count(*) FROM review_votes WHERE review = {:id}) WHERE id = {:id}').bind({ id: reviewId }).execute();
  return { counted: true, count: helpfulCount(txApp, reviewId) };
}

/** Forgets the networks of votes older than `beforeMs` (the per-network cap needs only the last day). → how many. */
function clearVoteIps(app, beforeMs) {
  const result = app.db().newQuery("UPDATE review_votes SET ip_hash = '' WHERE ip_hash != '' AND created < {:before}").bind({ before: pbDate(beforeMs) }).execute();
  return result ? result.rowsAffected() : 0;
}

const STAFF_FILTERS = { published: shown('r.'), flagged: "r.status = 'flagged'", hidden: "r.status = 'hidden'" };

/**
 * Staff's list: newest first, by status ('published' | 'flagged' | 'hidden' | ''), with the
 * experience's title, the order's number, why a review was flagged or hidden, who approved,
 * hid or restored it and when, and how many reviews wait for a check (StaffReviewPage of
 * contracts/reviews-contract.js, photos added by the caller).
 */
function staffReviews(app, query) {
  const where = STAFF_FILTERS[query.status] || '1';
  const only = query.verifiedOnly ? " AND r.booking != ''" : '';
  const countRow = new DynamicModel({ n: 0 });
  app.db().newQuery(`SELECT count(*) AS n FROM reviews r WHERE ${where}${only}`).one(countRow);
  const items = jsonRows(
    app,
    `SELECT json_patch(${REVIEW_JSON}, json_object('hideReason', coalesce(r.hide_reason, ''), 'hiddenAt', coalesce(r.hidden_at, ''), 'orderNumber', coalesce(o.number, ''),
        'flagReasons', coalesce(r.flag_reasons, ''), 'approvedAt', coalesce(r.approved_at, ''), 'restoredAt', coalesce(r.restored_at, ''),
        'hiddenBy', coalesce(hs.name, ''), 'approvedBy', coalesce(aps.name, ''), 'restoredBy', coalesce(rs.name, ''),
        'experienceTitle', json_object('ar', coalesce(e.title_ar, ''), 'en', coalesce(e.title_en, '')), 'experienceSlug', coalesce(e.slug, ''))) AS v
     FROM reviews r LEFT JOIN experiences e ON e.id = r.experience LEFT JOIN orders o ON o.id = r.\`order\`
     LEFT JOIN staff hs ON hs.id = r.hidden_by LEFT JOIN staff aps ON aps.id = r.approved_by LEFT JOIN staff rs ON rs.id = r.restored_by
     WHERE ${where}${only} ORDER BY r.created DESC, r.id DESC LIMIT {:limit} OFFSET {:offset}`,
    { limit: query.perPage, offset: (query.page - 1) * query.perPage },
  );
  const flagged = new DynamicModel({ n: 0 });
  app.db().newQuery("SELECT count(*) AS n FROM reviews WHERE status = 'flagged'").one(flagged);
  return {
    items: items.map((row) => ({
      ...publicItem(row),
      status: row.status,
      flagReasons: row.flagReasons ? row.flagReasons.split(',') : [],
      hideReason: row.hideReason,
      hiddenAt: isoDate(row.hiddenAt),
      hiddenBy: row.hiddenBy,
      approvedAt: isoDate(row.approvedAt),
      approvedBy: row.approvedBy,
      restoredAt: isoDate(row.restoredAt),
      restoredBy: row.restoredBy,
      orderNumber: row.orderNumber,
      experienceTitle: row.experienceTitle,
      experienceSlug: row.experienceSlug,
    })),
    flaggedCount: flagged.n,
    page: query.page,
    perPage: query.perPage,
    totalItems: countRow.n,
    totalPages: Math.ceil(countRow.n / query.perPage),
  };
}

/** The operator's reply (inside a transaction). */
function setReply(txApp, id, text, staffId, nowMs) {
  const record = txApp.findRecordById('reviews', id);
  record.set('reply_text', text);
  record.set('reply_at', pbDate(nowMs));
  record.set('reply_by', staffId);
  txApp.save(record);
}

/**
 * Moves a review to `to` (inside a transaction) when `allowed` accepts its status, stamping
 * `<stamp>_at` and `<stamp>_by`, and recomputes the aggregates: false when it was not allowed.
 */
function changeStatus(txApp, id, allowed, to, stamp, staffId, nowMs, fields) {
  const record = txApp.findRecordById('reviews', id);
  if (!allowed(record.getString('status'))) return false;
  record.set('status', to);
  record.set(`${stamp}_at`, pbDate(nowMs));
  record.set(`${stamp}_by`, staffId);
  for (const name of Object.keys(fields || {})) record.set(name, fields[name]);
  txApp.save(record);
  recomputeAggregates(txApp, record.getString('experience'));
  return true;
}

/** Hides a review with its reason: false when it was hidden already. */
const hideReview = (txApp, id, reason, staffId, nowMs) => changeStatus(txApp, id, (status) => status !== 'hidden', 'hidden', 'hidden', staffId, nowMs, { hide_reason: reason });
/** Publishes a flagged review: false when it was not flagged. */
const approveReview = (txApp, id, staffId, nowMs) => changeStatus(txApp, id, (status) => status === 'flagged', 'published', 'approved', staffId, nowMs);
/** Publishes a hidden review again: false when it was not hidden. */
const restoreReview = (txApp, id, staffId, nowMs) => changeStatus(txApp, id, (status) => status === 'hidden', 'published', 'restored', staffId, nowMs);

/** The order (id, email, locale, lead guest, access token) a review came from, or null. */
function orderOfReview(app, reviewId) {
  const rows = jsonRows(
    app,
    `SELECT json_object('id', o.id, 'number', o.number, 'email', o.email, 'locale', coalesce(o.locale, ''), 'access_token', coalesce(o.access_token, ''),
        'lead_guest', json(CASE WHEN json_valid(o.lead_guest) THEN o.lead_guest ELSE 'null' END),
        'title_ar', coalesce(e.title_ar, ''), 'title_en', coalesce(e.title_en, '')) AS v
     FROM reviews r JOIN orders o ON o.id = r.\`order\` LEFT JOIN experiences e ON e.id = r.experience WHERE r.id = {:id}`,
    { id: reviewId },
  );
  return rows[0] || null;
}

/**
 * Bookings that may be due an invitation: confirmed, of a paid order, whose activity ended
 * between `oldestEnd` and `latestEnd`, not reviewed, with fewer than three invitations.
 */
function invitationCandidates(app, latestEndMs, oldestEndMs, limit) {
  return jsonRows(
    app,
    `SELECT json_object('booking', b.id, 'order', b.\`order\`, 'date', b.date, 'start_time', b.start_time,
        'duration', coalesce(nullif(op.duration_minutes, 0), e.duration_minutes, 0),
        'sent_count', coalesce(i.sent_count, 0), 'last_sent_at', coalesce(i.last_sent_at, '')) AS v
     FROM bookings b
     JOIN orders o ON o.id = b.\`order\`
     LEFT JOIN options op ON op.id = b.option
     LEFT JOIN experiences e ON e.id = b.experience
     LEFT JOIN review_invitations i ON i.booking = b.id
     WHERE b.status = 'confirmed' AND o.status IN ('confirmed', 'partially_confirmed')
       AND b.date >= {:oldestDay} AND b.date <= {:latestDay}
       AND coalesce(i.sent_count, 0) < 3
       AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.booking = b.id)
     ORDER BY b.date LIMIT {:limit}`,
    { oldestDay: new Date(oldestEndMs - 2 * 86400000).toISOString().slice(0, 10), latestDay: new Date(latestEndMs + 86400000).toISOString().slice(0, 10), limit },
  );
}

/** Claims invitation number `number` for a booking (so two runs never send it twice): true when claimed. */
function claimInvitation(app, bookingId, number, nowMs) {
  let claimed = false;
  app.runInTransaction((txApp) => {
    const row = new DynamicModel({ id: '', sent: 0 });
    let found = true;
    try {
      txApp.db().newQuery('SELECT id, coalesce(sent_count, 0) AS sent FROM review_invitations WHERE booking = {:booking}').bind({ booking: bookingId }).one(row);
    } catch (_error) {
      found = false;
    }
    if (found && row.sent !== number - 1) return;
    if (!found && number !== 1) return;
    const record = found ? txApp.findRecordById('review_invitations', row.id) : new Record(txApp.findCollectionByNameOrId('review_invitations'));
    record.set('booking', bookingId);
    record.set('sent_count', number);
    record.set('last_sent_at', pbDate(nowMs));
    txApp.save(record);
    claimed = true;
  });
  return claimed;
}

module.exports = {
  pbDate,
  isoDate,
  orderBookings,
  customerBookingsToReview,
  reviewById,
  recentWrites,
  recomputeAggregates,
  insertReview,
  updateReview,
  publicReviews,
  recentVotes,
  guestVotesFromIp,
  helpfulCount,
  hasVoted,
  addVote,
  clearVoteIps,
  staffReviews,
  setReply,
  hideReview,
  approveReview,
  restoreReview,
  orderOfReview,
  invitationCandidates,
  claimInvitation,
};
