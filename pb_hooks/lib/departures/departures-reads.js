// Reads of departures: a day's departures with their bookings, one departure's summary and
// manifest (with each voucher's digest for the offline scanner), a booking by code or id with its
// order and check-in, the experiences and closures of a day. Runs only inside PocketBase (every
// function takes the app).
/* global arrayOf */

const { parsePbDate } = require('../checkout/checkout-pricing.js');
const { bookingShares } = require('../checkout/booking-shares.js');
const rules = require('./checkin-rules.js');

function rows(app, sql, params, shape) {
  const list = arrayOf(new DynamicModel(shape));
  app
    .db()
    .newQuery(sql)
    .bind(params || {})
    .all(list);
  return list;
}

const jsonRows = (app, sql, params) => rows(app, sql, params, { v: '' }).map((row) => JSON.parse(row.v));

const LIVE = "('confirmed', 'held')";

const SLOT_COLUMNS = `json_object('id', s.id, 'date', s.date, 'startTime', s.start_time, 'capacity', coalesce(s.capacity, 0),
    'reserved', coalesce(s.reserved, 0), 'status', s.status,
    'experience', json_object('id', e.id, 'slug', coalesce(e.slug, ''), 'title_ar', coalesce(e.title_ar, ''), 'title_en', coalesce(e.title_en, '')),
    'option', json_object('id', o.id, 'title_ar', coalesce(o.title_ar, ''), 'title_en', coalesce(o.title_en, '')),
    'bookings', (SELECT count(*) FROM bookings b WHERE b.slot = s.id AND b.status IN ${LIVE}),
    'seats', (SELECT coalesce(sum(b.seats), 0) FROM bookings b WHERE b.slot = s.id AND b.status IN ${LIVE}),
    'unpaidSeats', (SELECT coalesce(sum(b.seats), 0) FROM bookings b WHERE b.slot = s.id AND b.status = 'held'),
    'checkedIn', (SELECT coalesce(sum(b.seats), 0) FROM bookings b WHERE b.slot = s.id AND b.status = 'confirmed'
        AND EXISTS (SELECT 1 FROM checkins c WHERE c.booking = b.id AND c.outcome = 'accepted')),
    'pickups', (SELECT count(*) FROM bookings b WHERE b.slot = s.id AND b.status IN ${LIVE} AND json_valid(b.pickup) AND json_type(b.pickup) = 'object'))`;

/** The departures of a day that have bookings (live or cancelled), by start time. */
function daySlots(app, date) {
  return jsonRows(
    app,
    `SELECT ${SLOT_COLUMNS} AS v FROM slots s JOIN experiences e ON e.id = s.experience JOIN options o ON o.id = s.option
     WHERE s.id IN (SELECT DISTINCT slot FROM bookings WHERE date = {:date} AND status IN ('confirmed', 'held', 'cancelled', 'refunded'))
     ORDER BY s.start_time, e.title_en, o.title_en`,
    { date },
  );
}

/** One departure's summary (as daySlots), or null. */
function slotSummary(app, slotId) {
  const found = jsonRows(app, `SELECT ${SLOT_COLUMNS} AS v FROM slots s JOIN experiences e ON e.id = s.experience JOIN options o ON o.id = s.option WHERE s.id = {:id}`, { id: slotId });
  return found.length > 0 ? found[0] : null;
}

const BOOKING_COLUMNS = `json_object('id', b.id, 'order', b.\`order\`, 'slot', b.slot, 'status', b.status, 'seats', coalesce(b.seats, 0),
    'total', coalesce(b.total, 0), 'voucher_code', coalesce(b.voucher_code, ''), 'refund_amount', coalesce(b.refund_amount, 0),
    'date', b.date, 'start_time', b.start_time, 'experience', b.experience,
    'travellers', json(CASE WHEN json_valid(b.travellers) AND json_type(b.travellers) = 'object' THEN b.travellers ELSE '{}' END),
    'pickup', json(CASE WHEN json_valid(b.pickup) AND json_type(b.pickup) = 'object' THEN b.pickup ELSE 'null' END),
    'guests', json(CASE WHEN json_valid(b.guests) AND json_type(b.guests) = 'array' THEN b.guests ELSE '[]' END),
    'staff_note', coalesce(b.staff_note, ''), 'no_show_at', coalesce(b.no_show_at, ''), 'cancelled_at', coalesce(b.cancelled_at, ''))`;

const ORDER_COLUMNS = `json_object('id', o.id, 'number', o.number, 'status', o.status, 'payment_method', o.payment_method, 'total', coalesce(o.total, 0),
    'pay_by', coalesce(o.pay_by, ''), 'paid_at', coalesce(o.paid_at, ''),
    'lead_guest', json(CASE WHEN json_valid(o.lead_guest) AND json_type(o.lead_guest) = 'object' THEN o.lead_guest ELSE '{}' END))`;

/** The booking with this voucher code (with its order) or null. */
function bookingByCode(app, code) {
  const found = jsonRows(
    app,
    `SELECT json_object('booking', ${BOOKING_COLUMNS}, 'order', ${ORDER_COLUMNS}) AS v FROM bookings b JOIN orders o ON o.id = b.\`order\` WHERE b.voucher_code = {:code} LIMIT 1`,
    { code },
  );
  return found.length > 0 ? found[0] : null;
}

/** The booking of this id (with its order) or null. */
function bookingById(app, id) {
  const found = jsonRows(app, `SELECT json_object('booking', ${BOOKING_COLUMNS}, 'order', ${ORDER_COLUMNS}) AS v FROM bookings b JOIN orders o ON o.id = b.\`order\` WHERE b.id = {:id}`, { id });
  return found.length > 0 ? found[0] : null;
}

/** What each booking of an order costs after its discount (the order's non-failed bookings). */
function shareOf(app, order, bookingId) {
  const siblings = rows(app, 'SELECT id, coalesce(total, 0) AS total FROM bookings WHERE `order` = {:order} ORDER BY rowid', { order: order.id }, { id: '', total: 0 });
  return (
    bookingShares(
      order,
      siblings.map((row) => ({ id: row.id, total: row.total })),
    )[bookingId] || 0
  );
}

/** The booking's check-in (its earliest accepted row) and how many devices checked it in too. */
function checkInOf(app, bookingId) {
  const list = rows(
    app,
    "SELECT checked_in_at AS at, coalesce(staff_name, '') AS staffName, client_id AS clientId, outcome, offline FROM checkins WHERE booking = {:id} ORDER BY checked_in_at, rowid",
    { id: bookingId },
    { at: '', staffName: '', clientId: '', outcome: '', offline: false },
  );
  if (list.length === 0) return null;
  const first = list[0];
  return {
    at: isoOf(first.at),
    staffName: first.staffName,
    clientId: first.clientId,
    offline: Boolean(first.offline),
    devices: list.length,
  };
}

const isoOf = (value) => {
  const ms = parsePbDate(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
};

/** A departure's manifest: the departure, its bookings with all a guide needs, and the verification data. */
function manifest(app, slotId) {
  const slot = slotSummary(app, slotId);
  if (!slot) return null;
  const list = jsonRows(
    app,
    `SELECT json_object('booking', ${BOOKING_COLUMNS}, 'order', ${ORDER_COLUMNS}) AS v FROM bookings b JOIN orders o ON o.id = b.\`order\`
     WHERE b.slot = {:slot} AND b.status IN ('confirmed', 'held', 'cancelled', 'refunded') ORDER BY b.status = 'confirmed' DESC, b.rowid`,
    { slot: slotId },
  );
  const bookings = list.map(({ booking, order }) => {
    const payment = rules.paymentState(order, booking, booking.status === 'held' ? shareOf(app, order, booking.id) : 0);
    const lead = order.lead_guest || {};
    return {
      id: booking.id,
      orderId: order.id,
      orderNumber: order.number,
      status: booking.status,
      seats: booking.seats,
      travellers: booking.travellers,
      leadGuest: {
        name: [lead.firstName, lead.lastName].filter((part) => typeof part === 'string' && part !== '').join(' '),
        email: typeof lead.email === 'string' ? lead.email : '',
        countryCode: typeof lead.countryCode === 'string' ? lead.countryCode : '',
        phone: typeof lead.phone === 'string' ? lead.phone : '',
      },
      guests: booking.guests,
      pickup: booking.pickup
        ? {
            name_ar: booking.pickup.name_ar || '',
            name_en: booking.pickup.name_en || '',
            address_ar: booking.pickup.address_ar || '',
            address_en: booking.pickup.address_en || '',
            time: booking.pickup.time || '',
          }
        : null,
      payment: payment.state,
      amountDue: payment.amountDue,
      payBy: booking.status === 'held' ? isoOf(order.pay_by) : null,
      note: booking.staff_note,
      noShowAt: isoOf(booking.no_show_at),
      checkIn: checkInOf(app, booking.id),
      // The offline scanner's check: SHA-256 of digestInput(code); the code itself never leaves the server.
      voucherDigest: booking.voucher_code ? $security.sha256(rules.digestInput(booking.voucher_code)) : '',
    };
  });
  return {
    slot,
    bookings,
    verification: { scheme: 'sha256', input: 'rihla-voucher|<code>' },
    generatedAt: new Date().toISOString(),
  };
}

/** Each experience with departures on the day: how many are open and closed (the close-day form's choices). */
function dayExperiences(app, date) {
  return jsonRows(
    app,
    `SELECT json_object('id', e.id, 'title_ar', coalesce(e.title_ar, ''), 'title_en', coalesce(e.title_en, ''),
        'open', sum(CASE WHEN s.status = 'open' THEN 1 ELSE 0 END), 'closed', sum(CASE WHEN s.status = 'open' THEN 0 ELSE 1 END)) AS v
     FROM slots s JOIN experiences e ON e.id = s.experience WHERE s.date = {:date} GROUP BY e.id ORDER BY e.title_en, e.id`,
    { date },
  );
}

/** The day's closures not undone yet: { id, experiences, slots, staffName, at }. */
function openClosures(app, date) {
  return rows(
    app,
    "SELECT id, CASE WHEN json_valid(experiences) THEN experiences ELSE '[]' END AS experiences, CASE WHEN json_valid(slots) THEN slots ELSE '[]' END AS slots, coalesce(staff_name, '') AS staffName, created FROM day_closures WHERE date = {:date} AND coalesce(reopened_at, '') = '' ORDER BY created, rowid",
    { date },
    { id: '', experiences: '', slots: '', staffName: '', created: '' },
  ).map((row) => ({ id: row.id, experiences: JSON.parse(row.experiences), slots: JSON.parse(row.slots), staffName: row.staffName, at: isoOf(row.created) }));
}

module.exports = { rows, jsonRows, isoOf, daySlots, slotSummary, manifest, bookingByCode, bookingById, shareOf, checkInOf, dayExperiences, openClosures };
