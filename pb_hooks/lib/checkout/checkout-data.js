// Reads and writes of the cart check, promo codes, checkout, holds and orders. Runs only inside
// PocketBase: every function takes the app ($app, or txApp inside a transaction). The decisions
// are made by the pure modules beside it (checkout-pricing, promo-rules, holds, order-view).
/* global arrayOf */

const { priceLines, cartOutcome, checkoutProblems, subtotalOf, pbDate } = require('./checkout-pricing.js');
const { PAY_LATER_DEFAULTS, payLaterDeadline, payLaterRefusal } = require('./pay-later-policy.js');
const { evaluatePromo } = require('./promo-rules.js');
const { planRelease } = require('./holds.js');
const { canonicalEmail } = require('../accounts/canonical-email.js');

const jsonArray = (column) => `json(CASE WHEN json_valid(${column}) AND json_type(${column}) = 'array' THEN ${column} ELSE '[]' END)`;
const jsonObject = (column) => `json(CASE WHEN json_valid(${column}) AND json_type(${column}) = 'object' THEN ${column} ELSE '{}' END)`;
const jsonBool = (column) => `json(CASE WHEN ${column} THEN 'true' ELSE 'false' END)`;

// One row per slot that exists, with its option, experience (first image only) and city.
const CATALOG_SQL = `SELECT json_object(
    'slot', json_object('id', s.id, 'option', s.option, 'experience', s.experience, 'date', s.date,
      'start_time', s.start_time, 'capacity', coalesce(s.capacity, 0), 'reserved', coalesce(s.reserved, 0),
      'status', s.status, 'price_overrides', ${jsonObject('s.price_overrides')}, 'booking_cutoff_minutes', coalesce(s.booking_cutoff_minutes, 0)),
    'option', json_object('id', o.id, 'experience', o.experience, 'title_ar', coalesce(o.title_ar, ''),
      'title_en', coalesce(o.title_en, ''), 'pricing', o.pricing, 'traveller_types', ${jsonArray('o.traveller_types')},
      'min_per_booking', max(coalesce(o.min_per_booking, 1), 1), 'max_per_booking', coalesce(o.max_per_booking, 1), 'pickup_places', ${jsonArray('o.pickup_places')},
      'pay_later_allowed', ${jsonBool('o.pay_later_allowed')}, 'guest_details_required', ${jsonBool('o.guest_details_required')},
      'booking_cutoff_minutes', coalesce(o.booking_cutoff_minutes, 0)),
    'experience', json_object('id', e.id, 'slug', e.slug, 'title_ar', coalesce(e.title_ar, ''), 'title_en', coalesce(e.title_en, ''),
      'status', e.status, 'expires_at', coalesce(e.expires_at, ''), 'city', e.city, 'categories', ${jsonArray('e.categories')},
      'images', json_array(json(coalesce(CASE WHEN json_valid(e.images) AND json_type(e.images) = 'array' THEN json_extract(e.images, '$[0]') END, 'null'))),
      'cancellation_policy', json(CASE WHEN json_valid(e.cancellation_policy) THEN e.cancellation_policy ELSE 'null' END),
      'location', json(CASE WHEN json_valid(e.location) AND json_type(e.location) = 'object' THEN e.location ELSE 'null' END)),
    'city', json_object('id', coalesce(c.id, ''), 'slug', coalesce(c.slug, ''))
  ) AS v
  FROM slots s
  JOIN options o ON o.id = s.option
  JOIN experiences e ON e.id = o.experience
  LEFT JOIN cities c ON c.id = e.city
  WHERE s.id IN (SELECT value FROM json_each({:ids}))`;

/** Rows of one text column `v` (JSON) parsed. */
function jsonRows(app, sql, params) {
  const rows = arrayOf(new DynamicModel({ v: '' }));
  app.db().newQuery(sql).bind(params || {}).all(rows);
  return rows.map((row) => JSON.parse(row.v));
}

/** { [slotId]: { slot, option, experience, city } } for the slots that exist. */
function loadCatalog(app, slotIds) {
  const unique = slotIds.filter((id, index) => id && slotIds.indexOf(id) === index);
  const catalog = {};
  if (unique.length === 0) return catalog;
  for (const row of jsonRows(app, CATALOG_SQL, { ids: JSON.stringify(unique) })) {
    row.experience.images = (row.experience.images || []).filter(Boolean);
    catalog[row.slot.id] = row;
  }
  return catalog;
}

// Settings rows that tune the checkout (a positive number each; the default when missing).
const SETTING_KEYS = {
  hold_minutes: (settings, value) => (settings.holdMinutes = value),
  pay_later_deadline_hours: (settings, value) => (settings.payLater.deadlineHours = value),
  pay_later_max_seats_per_customer: (settings, value) => (settings.payLater.maxSeatsPerCustomer = Math.floor(value)),
  pay_later_max_slot_share_percent: (settings, value) => (settings.payLater.maxSlotSharePercent = Math.min(100, value)),
};

/** The hold window and the pay-later policy (pay-later-policy.js) from the settings rows. */
function readCheckoutSettings(app) {
  const settings = { holdMinutes: 15, payLater: { ...PAY_LATER_DEFAULTS } };
  const rows = arrayOf(new DynamicModel({ key: '', value: '' }));
  app.db().newQuery('SELECT key, value FROM settings WHERE key IN (SELECT value FROM json_each({:keys}))').bind({ keys: JSON.stringify(Object.keys(SETTING_KEYS)) }).all(rows);
  for (const row of rows) {
    let value;
    try {
      value = JSON.parse(row.value);
    } catch (_error) {
      continue;
    }
    if (typeof value !== 'number' || !(value > 0)) continue;
    SETTING_KEYS[row.key](settings, value);
  }
  return settings;
}

const UNPAID_HELD = "b.status = 'held' AND o.status = 'reserved' AND o.payment_method = 'pay_later'";

/** Seats the customer holds in unpaid pay-later reservations. */
function customerUnpaidSeats(app, userId) {
  if (!userId) return 0;
  const row = new DynamicModel({ n: 0 });
  app.db().newQuery(`SELECT coalesce(sum(b.seats), 0) AS n FROM bookings b JOIN orders o ON o.id = b.\`order\` WHERE o.user = {:user} AND ${UNPAID_HELD}`).bind({ user: userId }).one(row);
  return row.n;
}

/** { [slotId]: seats held in unpaid pay-later reservations } for the given slots. */
function slotUnpaidSeats(app, slotIds) {
  const rows = arrayOf(new DynamicModel({ slot: '', n: 0 }));
  app
    .db()
    .newQuery(`SELECT b.slot AS slot, coalesce(sum(b.seats), 0) AS n FROM bookings b JOIN orders o ON o.id = b.\`order\` WHERE b.slot IN (SELECT value FROM json_each({:ids})) AND ${UNPAID_HELD} GROUP BY b.slot`)
    .bind({ ids: JSON.stringify(slotIds) })
    .all(rows);
  const seats = {};
  for (const row of rows) seats[row.slot] = row.n;
  return seats;
}

const PROMO_SQL = `SELECT json_object('id', id, 'code', code, 'type', type, 'value', coalesce(value, 0),
    'min_subtotal', coalesce(min_subtotal, 0), 'max_discount', coalesce(max_discount, 0),
    'starts_at', coalesce(starts_at, ''), 'ends_at', coalesce(ends_at, ''), 'usage_limit', coalesce(usage_limit, 0),
    'per_customer_limit', coalesce(per_customer_limit, 0), 'used_count', coalesce(used_count, 0),
    'scope', ${jsonObject('scope')}, 'active', ${jsonBool('active')}) AS v
  FROM promo_codes WHERE code = {:code} LIMIT 1`;

/** The promo code row, or null. */
function findPromo(app, code) {
  if (!code) return null;
  const rows = jsonRows(app, PROMO_SQL, { code });
  return rows.length > 0 ? rows[0] : null;
}

/**
 * How often this customer redeemed a promo: by their account and by the checkout email in its
 * canonical form (canonical-email.js: Name+2@… and n.a.m.e@googlemail.com are one customer).
 */
function customerPromoUses(app, promoId, userId, email) {
  const canonical = canonicalEmail(email);
  if (!promoId || (!userId && !canonical)) return 0;
  const row = new DynamicModel({ n: 0 });
  app
    .db()
    .newQuery("SELECT count(*) AS n FROM promo_redemptions WHERE promo = {:promo} AND (({:user} != '' AND user = {:user}) OR ({:email} != '' AND email_canonical = {:email}))")
    .bind({ promo: promoId, user: userId || '', email: canonical })
    .one(row);
  return row.n;
}

/**
 * Prices the items and evaluates the promo code against one consistent read of the catalog.
 * `heldSeats` ({ slotId: seats }) are seats a custom offer holds for these items: they count as
 * free for them. `linePrices` ([halalas]) replace the catalog's totals of the lines (an offer's
 * price); each line keeps the catalog's as `catalogTotal`.
 * → { lines, promo: evaluation | null, settings }
 */
function evaluateCart(app, { items, promoCode, userId, email, nowMs, heldSeats, linePrices }) {
  const catalog = loadCatalog(app, items.map((item) => item.slotId));
  for (const slotId of Object.keys(heldSeats || {})) {
    if (catalog[slotId]) catalog[slotId].slot.reserved = Math.max(0, (Number(catalog[slotId].slot.reserved) || 0) - (Number(heldSeats[slotId]) || 0));
  }
  const lines = priceLines(items, catalog, nowMs);
  if (linePrices) {
    lines.forEach((line, index) => {
      if (typeof linePrices[index] !== 'number') return;
      line.catalogTotal = line.total;
      line.total = linePrices[index];
    });
  }
  let promo = null;
  if (promoCode) {
    const row = findPromo(app, promoCode);
    const uses = row && Number(row.per_customer_limit) > 0 ? customerPromoUses(app, row.id, userId, email) : 0;
    promo = evaluatePromo({ promo: row, code: promoCode, lines, nowMs, customerUses: uses });
  }
  return { lines, promo };
}

/** The order stored under an Idempotency-Key: { id, requestHash } or null. */
function findOrderByKey(app, key) {
  const rows = arrayOf(new DynamicModel({ id: '', request_hash: '' }));
  app.db().newQuery('SELECT id, request_hash FROM orders WHERE idempotency_key = {:key} LIMIT 1').bind({ key }).all(rows);
  return rows.length > 0 ? { id: rows[0].id, requestHash: rows[0].request_hash } : null;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function exists(app, column, value) {
  const rows = arrayOf(new DynamicModel({ id: '' }));
  app.db().newQuery(`SELECT id FROM orders WHERE ${column} = {:value} LIMIT 1`).bind({ value }).all(rows);
  return rows.length > 0;
}

/** A unique order number (R261122-7KQ2M) and purchase id (P + 12 digits). */
function newOrderNumbers(app, nowMs) {
  const day = new Date(nowMs + 3 * 3600 * 1000).toISOString().slice(2, 10).replace(/-/g, '');
  let number = '';
  let purchaseId = '';
  for (let attempt = 0; attempt < 8; attempt += 1) {
    number = `R${day}-${$security.randomStringWithAlphabet(5, ALPHABET)}`;
    if (!exists(app, 'number', number)) break;
  }
  for (let attempt = 0; attempt < 8; attempt += 1) {
    purchaseId = `P${$security.randomStringWithAlphabet(12, '0123456789')}`;
    if (!exists(app, 'purchase_id', purchaseId)) break;
  }
  return { number, purchaseId };
}

/** The next invoice number of the year (Riyadh): INV-2026-0000001. Call inside the transaction. */
function nextInvoiceNumber(app, nowMs) {
  const year = new Date(nowMs + 3 * 3600 * 1000).toISOString().slice(0, 4);
  const prefix = `INV-${year}-`;
  const rows = arrayOf(new DynamicModel({ invoice_number: '' }));
  app
    .db()
    .newQuery("SELECT invoice_number FROM orders WHERE invoice_number != '' AND invoice_number >= {:low} AND invoice_number < {:high} ORDER BY invoice_number DESC LIMIT 1")
    .bind({ low: prefix, high: `${prefix}~` })
    .all(rows);
  const last = rows.length > 0 ? Number(rows[0].invoice_number.slice(prefix.length)) : 0;
  const next = (Number.isFinite(last) ? last : 0) + 1;
  let digits = String(next);
  while (digits.length < 7) digits = `0${digits}`;
  return `${prefix}${digits}`;
}

/**
 * The whole checkout decision against one read of the catalog (inside the transaction for the
 * real thing, so the pay-later caps count every reservation made before it).
 * customer: { id ('' for guests), verified }.
 * → { kind: 'invalid' | 'conflict' | 'pay_later_not_allowed' | 'pay_later_too_late' | 'pay_later_refused' | 'ok', lines, promo, ... }
 */
function decideCheckout(app, { request, customer, nowMs, settings, heldSeats, linePrices }) {
  const userId = customer.id;
  const { lines, promo } = evaluateCart(app, { items: request.items, promoCode: request.promoCode, userId, email: request.leadGuest.email, nowMs, heldSeats, linePrices });
  const base = { lines, promo };
  const outcome = cartOutcome(lines);
  const problems = checkoutProblems(lines, request.guests);
  if (problems && Object.keys(problems.items).length > 0) return { ...base, kind: 'invalid', problems };
  if (outcome !== 'ok') return { ...base, kind: 'conflict', outcome };
  if (problems) return { ...base, kind: 'invalid', problems };
  if (promo && !promo.valid) return { ...base, kind: 'conflict', outcome: 'promo' };
  let payByMs = null;
  if (request.paymentMethod === 'pay_later') {
    const who = { customer: { signedIn: userId !== '', verified: Boolean(customer.verified) }, lines: [], customerUnpaidSeats: 0, slotUnpaidSeats: {} };
    const anonymous = payLaterRefusal(who);
    if (anonymous) return { ...base, kind: 'pay_later_refused', refusal: anonymous };
    const refused = lines.find((line) => !line.option.pay_later_allowed);
    if (refused) return { ...base, kind: 'pay_later_not_allowed', line: refused };
    const earliest = Math.min.apply(null, lines.map((line) => line.startsAt));
    const payBy = payLaterDeadline({ nowMs, earliestStartMs: earliest, minWindowMs: settings.holdMinutes * 60000, policy: settings.payLater });
    if (!payBy.ok) return { ...base, kind: 'pay_later_too_late' };
    const capped = payLaterRefusal({
      ...who,
      lines: lines.map((line) => ({ slotId: line.slotId, seats: line.seats, slot: { capacity: line.slot.capacity } })),
      customerUnpaidSeats: customerUnpaidSeats(app, userId),
      slotUnpaidSeats: slotUnpaidSeats(app, lines.map((line) => line.slotId)),
      policy: settings.payLater,
    });
    if (capped) return { ...base, kind: 'pay_later_refused', refusal: capped };
    payByMs = payBy.payByMs;
  }
  return { ...base, kind: 'ok', payByMs };
}

/**
 * Writes a decided checkout (call inside the transaction, right after decideCheckout with the
 * same txApp): holds the seats, creates the order, its bookings and the promo redemption.
 * Throws (rolling the transaction back) if any guarded write finds the state changed.
 * Records are saved without PocketBase's field validation (hooks and realtime still run): every
 * value was validated or computed above and the related rows were read in this transaction, and
 * the validation's relation look-ups were a third of the time the write lock is held.
 * `offer` ({ id, heldSeats, holdUntilMs }) is the custom offer being accepted: its held seats pass
 * to the bookings (they are not added again), a card hold lasts at least until holdUntilMs, and
 * the order records the offer.
 * → { orderId, order, bookings } (rows for the 201 answer)
 */
function writeCheckout(txApp, { request, decision, userId, nowMs, settings, fingerprint, accessToken, locale, offer }) {
  const now = pbDate(nowMs);
  const lines = decision.lines;
  const seatsBySlot = {};
  for (const line of lines) seatsBySlot[line.slotId] = (seatsBySlot[line.slotId] || 0) + line.seats;
  if (offer) for (const slotId of Object.keys(offer.heldSeats || {})) if (seatsBySlot[slotId]) seatsBySlot[slotId] = Math.max(0, seatsBySlot[slotId] - offer.heldSeats[slotId]);
  for (const slotId of Object.keys(seatsBySlot)) {
    const result = txApp
      .db()
      .newQuery("UPDATE slots SET reserved = coalesce(reserved, 0) + {:seats}, updated = {:now} WHERE id = {:id} AND status = 'open' AND coalesce(reserved, 0) + {:seats} <= coalesce(capacity, 0)")
      .bind({ id: slotId, seats: seatsBySlot[slotId], now })
      .execute();
    if (result.rowsAffected() !== 1) throw new Error(`seat hold refused for slot ${slotId}`);
  }

  const promo = decision.promo && decision.promo.valid ? decision.promo : null;
  if (promo) {
    const result = txApp
      .db()
      .newQuery('UPDATE promo_codes SET used_count = coalesce(used_count, 0) + 1, updated = {:now} WHERE id = {:id} AND (coalesce(usage_limit, 0) = 0 OR coalesce(used_count, 0) < usage_limit)')
      .bind({ id: promo.promo.id, now })
      .execute();
    if (result.rowsAffected() !== 1) throw new Error('promo usage limit reached');
  }

  const subtotal = subtotalOf(lines);
  const discount = promo ? promo.discount : 0;
  const numbers = newOrderNumbers(txApp, nowMs);
  const payLater = request.paymentMethod === 'pay_later';
  const order = new Record(txApp.findCachedCollectionByNameOrId('orders'));
  order.set('number', numbers.number);
  order.set('purchase_id', numbers.purchaseId);
  order.set('invoice_number', nextInvoiceNumber(txApp, nowMs));
  if (userId) order.set('user', userId);
  order.set('email', request.leadGuest.email);
  order.set('lead_guest', request.leadGuest);
  order.set('status', payLater ? 'reserved' : 'pending_payment');
  order.set('currency', 'SAR');
  order.set('subtotal', subtotal);
  order.set('discount', discount);
  order.set('total', subtotal - discount);
  if (promo) {
    order.set('promo', promo.promo.id);
    order.set('promo_code', promo.code);
  }
  order.set('payment_method', request.paymentMethod);
  order.set('idempotency_key', request.idempotencyKey);
  order.set('request_hash', fingerprint);
  order.set('access_token', accessToken);
  if (payLater) order.set('pay_by', pbDate(decision.payByMs));
  order.set('locale', locale);
  if (offer) order.set('offer', offer.id);
  txApp.saveNoValidate(order);

  const cardHoldMs = Math.max(nowMs + settings.holdMinutes * 60000, offer && offer.holdUntilMs ? offer.holdUntilMs : 0);
  const holdUntil = payLater ? pbDate(decision.payByMs) : pbDate(cardHoldMs);
  const bookingsCollection = txApp.findCachedCollectionByNameOrId('bookings');
  const bookingRows = [];
  lines.forEach((line, index) => {
    const booking = new Record(bookingsCollection);
    booking.set('order', order.id);
    booking.set('experience', line.experience.id);
    booking.set('option', line.option.id);
    booking.set('slot', line.slotId);
    booking.set('date', line.slot.date);
    booking.set('start_time', line.slot.start_time);
    booking.set('travellers', line.travellers);
    booking.set('unit_prices', line.unitPrices);
    booking.set('seats', line.seats);
    booking.set('total', line.total);
    booking.set('status', 'held');
    booking.set('hold_expires_at', holdUntil);
    if (line.pickup) booking.set('pickup', line.pickup);
    booking.set('guests', line.option.guest_details_required && Array.isArray(request.guests[index]) ? request.guests[index] : []);
    booking.set('cancellation_policy', line.experience.cancellation_policy);
    txApp.saveNoValidate(booking);
    bookingRows.push({ id: booking.id, slot: line.slotId, status: 'held', hold_expires_at: holdUntil, seats: line.seats, total: line.total });
  });

  if (promo) {
    const redemption = new Record(txApp.findCachedCollectionByNameOrId('promo_redemptions'));
    redemption.set('promo', promo.promo.id);
    redemption.set('order', order.id);
    if (userId) redemption.set('user', userId);
    redemption.set('email', request.leadGuest.email);
    redemption.set('email_canonical', canonicalEmail(request.leadGuest.email));
    redemption.set('amount', discount);
    txApp.saveNoValidate(redemption);
  }
  // The rows as the 201 answer needs them (order-view.js checkoutResponse), without reading them back.
  const orderRow = {
    id: order.id,
    number: numbers.number,
    purchase_id: numbers.purchaseId,
    invoice_number: order.getString('invoice_number'),
    status: order.getString('status'),
    payment_method: request.paymentMethod,
    subtotal,
    discount,
    total: subtotal - discount,
    currency: 'SAR',
    promo_code: promo ? promo.code : '',
    pay_by: payLater ? pbDate(decision.payByMs) : '',
    created: order.getString('created'),
  };
  return { orderId: order.id, order: orderRow, bookings: bookingRows };
}

const ORDER_SQL = `SELECT json_object('id', id, 'number', number, 'purchase_id', purchase_id, 'invoice_number', coalesce(invoice_number, ''),
    'user', coalesce(user, ''), 'email', email, 'lead_guest', json(CASE WHEN json_valid(lead_guest) THEN lead_guest ELSE 'null' END),
    'status', status, 'currency', currency, 'subtotal', coalesce(subtotal, 0), 'discount', coalesce(discount, 0), 'total', coalesce(total, 0),
    'promo', coalesce(promo, ''), 'promo_code', coalesce(promo_code, ''), 'payment_method', payment_method,
    'access_token', coalesce(access_token, ''), 'pay_by', coalesce(pay_by, ''), 'locale', coalesce(locale, ''), 'created', created,
    'paid_at', coalesce(paid_at, ''), 'refund_due', coalesce(refund_due, 0), 'refunded', coalesce(refunded, 0)) AS v
  FROM orders WHERE id = {:id}`;

const BOOKINGS_SQL = `SELECT json_object('id', b.id, 'order', b.\`order\`, 'experience', b.experience, 'option', b.option, 'slot', b.slot,
    'date', b.date, 'start_time', b.start_time, 'travellers', ${jsonObject('b.travellers')}, 'unit_prices', ${jsonObject('b.unit_prices')},
    'seats', coalesce(b.seats, 0), 'total', coalesce(b.total, 0), 'status', b.status, 'hold_expires_at', coalesce(b.hold_expires_at, ''),
    'pickup', json(CASE WHEN json_valid(b.pickup) THEN b.pickup ELSE 'null' END), 'guests', ${jsonArray('b.guests')},
    'cancellation_policy', json(CASE WHEN json_valid(b.cancellation_policy) THEN b.cancellation_policy ELSE 'null' END),
    'voucher_code', coalesce(b.voucher_code, ''), 'refund_amount', coalesce(b.refund_amount, 0), 'cancelled_at', coalesce(b.cancelled_at, ''),
    'location', json(CASE WHEN json_valid(e.location) AND json_type(e.location) = 'object' THEN e.location ELSE 'null' END),
    'experience_row', json_object('slug', coalesce(e.slug, ''), 'title_ar', coalesce(e.title_ar, ''), 'title_en', coalesce(e.title_en, ''),
      'city_slug', coalesce(c.slug, ''),
      'images', json_array(json(coalesce(CASE WHEN json_valid(e.images) AND json_type(e.images) = 'array' THEN json_extract(e.images, '$[0]') END, 'null')))),
    'option_row', json_object('title_ar', coalesce(o.title_ar, ''), 'title_en', coalesce(o.title_en, ''), 'pricing', coalesce(o.pricing, ''),
      'traveller_types', json(CASE WHEN json_valid(o.traveller_types) AND json_type(o.traveller_types) = 'array' THEN o.traveller_types ELSE '[]' END))) AS v
  FROM bookings b
  LEFT JOIN experiences e ON e.id = b.experience
  LEFT JOIN cities c ON c.id = e.city
  LEFT JOIN options o ON o.id = b.option
  WHERE b.\`order\` = {:id}
  ORDER BY b.rowid`;

/** The order (with its hidden access token) and its bookings, or null. */
function loadOrder(app, id) {
  const orders = jsonRows(app, ORDER_SQL, { id });
  if (orders.length === 0) return null;
  const bookings = jsonRows(app, BOOKINGS_SQL, { id });
  for (const booking of bookings) booking.experience_row.images = booking.experience_row.images.filter(Boolean);
  return { order: orders[0], bookings };
}

/**
 * Releases expired holds in one transaction (at most `limit` bookings per call) following
 * holds.js's plan. Idempotent: rows are re-read inside the transaction and only 'held'
 * bookings are touched. → { bookings, orders, seats }
 */
function releaseExpiredHolds(app, nowMs, limit) {
  const now = pbDate(nowMs);
  const summary = { bookings: 0, orders: 0, seats: 0 };
  app.runInTransaction((txApp) => {
    const candidates = arrayOf(new DynamicModel({ order: '' }));
    txApp
      .db()
      .newQuery(
        `SELECT DISTINCT b.\`order\` AS \`order\` FROM bookings b WHERE b.status = 'held' AND b.hold_expires_at != '' AND b.hold_expires_at <= {:now}
         UNION SELECT o.id AS \`order\` FROM orders o WHERE o.status = 'reserved' AND o.pay_by != '' AND o.pay_by <= {:now}
         LIMIT {:limit}`,
      )
      .bind({ now, limit: limit || 500 })
      .all(candidates);
    const orderIds = candidates.map((row) => row.order).filter(Boolean);
    if (orderIds.length === 0) return;
    const ids = JSON.stringify(orderIds);
    const orders = jsonRows(
      txApp,
      "SELECT json_object('id', id, 'status', status, 'payment_method', payment_method, 'pay_by', coalesce(pay_by, ''), 'promo', coalesce(promo, '')) AS v FROM orders WHERE id IN (SELECT value FROM json_each({:ids}))",
      { ids },
    );
    const bookings = jsonRows(
      txApp,
      "SELECT json_object('id', id, 'order', `order`, 'slot', slot, 'seats', coalesce(seats, 0), 'status', status, 'hold_expires_at', coalesce(hold_expires_at, '')) AS v FROM bookings WHERE `order` IN (SELECT value FROM json_each({:ids}))",
      { ids },
    );
    const plan = planRelease({ orders, bookings, nowMs });
    for (const booking of plan.bookings) {
      txApp.db().newQuery("UPDATE bookings SET status = {:status}, updated = {:now} WHERE id = {:id} AND status = 'held'").bind({ id: booking.id, status: booking.status, now }).execute();
    }
    for (const slotId of Object.keys(plan.slots)) {
      txApp
        .db()
        .newQuery('UPDATE slots SET reserved = max(coalesce(reserved, 0) - {:seats}, 0), updated = {:now} WHERE id = {:id}')
        .bind({ id: slotId, seats: plan.slots[slotId], now })
        .execute();
      summary.seats += plan.slots[slotId];
    }
    for (const order of plan.orders) {
      txApp.db().newQuery('UPDATE orders SET status = {:status}, updated = {:now} WHERE id = {:id}').bind({ id: order.id, status: order.status, now }).execute();
    }
    // A custom offer whose order was never paid ends with it (decision 032): its seats went back above.
    const lapsed = plan.orders.filter((order) => order.status === 'failed' || order.status === 'cancelled').map((order) => order.id);
    const ended = JSON.stringify(lapsed);
    if (lapsed.length > 0) {
      txApp
        .db()
        .newQuery("UPDATE chat_threads SET offer_state = 'expired', updated = {:now} WHERE offer_state = 'accepted' AND id IN (SELECT thread FROM offers WHERE status = 'accepted' AND `order` IN (SELECT value FROM json_each({:ids})))")
        .bind({ ids: ended, now })
        .execute();
      txApp.db().newQuery("UPDATE offers SET status = 'expired', updated = {:now} WHERE status = 'accepted' AND `order` IN (SELECT value FROM json_each({:ids}))").bind({ ids: ended, now }).execute();
    }
    for (const release of plan.promos) {
      const removed = txApp.db().newQuery('DELETE FROM promo_redemptions WHERE `order` = {:order}').bind({ order: release.orderId }).execute();
      if (removed.rowsAffected() > 0) {
        txApp.db().newQuery('UPDATE promo_codes SET used_count = max(coalesce(used_count, 0) - 1, 0), updated = {:now} WHERE id = {:id}').bind({ id: release.promo, now }).execute();
      }
    }
    summary.bookings = plan.bookings.length;
    summary.orders = plan.orders.length;
  });
  return summary;
}

/**
 * A verified customer's guest orders (same email, no account) become theirs, with their promo
 * redemptions. → the number of orders claimed.
 */
function claimGuestOrders(app, userId, email) {
  const address = typeof email === 'string' ? email.trim().toLowerCase() : '';
  if (!userId || !address) return 0;
  // Most sign-ins have nothing to claim: look before taking the write lock.
  const waiting = arrayOf(new DynamicModel({ id: '' }));
  app.db().newQuery("SELECT id FROM orders WHERE email = {:email} AND coalesce(user, '') = '' LIMIT 1").bind({ email: address }).all(waiting);
  if (waiting.length === 0) return 0;
  const now = pbDate(Date.now());
  let claimed = 0;
  app.runInTransaction((txApp) => {
    const result = txApp.db().newQuery("UPDATE orders SET user = {:user}, updated = {:now} WHERE email = {:email} AND coalesce(user, '') = ''").bind({ user: userId, email: address, now }).execute();
    claimed = result.rowsAffected();
    if (claimed > 0) {
      txApp.db().newQuery("UPDATE promo_redemptions SET user = {:user}, updated = {:now} WHERE email = {:email} AND coalesce(user, '') = ''").bind({ user: userId, email: address, now }).execute();
    }
  });
  return claimed;
}

module.exports = {
  loadCatalog,
  readCheckoutSettings,
  findPromo,
  customerPromoUses,
  evaluateCart,
  findOrderByKey,
  decideCheckout,
  writeCheckout,
  loadOrder,
  releaseExpiredHolds,
  claimGuestOrders,
  nextInvoiceNumber,
};
