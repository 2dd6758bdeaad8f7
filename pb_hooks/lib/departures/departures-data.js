// Reads and writes of departures: a day's departures with their bookings, a departure's
// manifest (with each voucher's digest for the offline scanner), check-ins applied once per
// device id inside one transaction, and the audit trail. Runs only inside PocketBase (every
// function takes the app); the decisions are checkin-rules.js's.
/* global arrayOf */

const { pbDate, parsePbDate, slotStartMs } = require('../checkout/checkout-pricing.js');
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

/** Adds an audit row (inside the caller's transaction when given a transaction's app). */
function audit(app, actor, action, fields) {
  const record = new Record(app.findCachedCollectionByNameOrId('departure_events'));
  if (actor.id && !actor.superuser) record.set('staff', actor.id);
  record.set('staff_name', actor.name || 'Rihla');
  record.set('action', action);
  if (fields.slot) record.set('slot', fields.slot);
  if (fields.booking) record.set('booking', fields.booking);
  record.set('date', fields.date || '');
  record.set('details', fields.details || {});
  app.saveNoValidate(record);
}

/** The audit trail of a departure (or a day when slotId is ''), newest first. */
function auditTrail(app, { slotId, date, limit }) {
  // A move is one event, on its first departure and day; it shows on the other's too.
  const where = slotId
    ? "(slot = {:slot} OR (action = 'move' AND json_valid(details) AND json_extract(details, '$.to.slot') = {:slot}))"
    : "(date = {:date} OR (action = 'move' AND json_valid(details) AND json_extract(details, '$.to.date') = {:date}))";
  return rows(
    app,
    `SELECT id, action, coalesce(staff_name, '') AS staffName, coalesce(slot, '') AS slot, coalesce(booking, '') AS booking, date,
       CASE WHEN json_valid(details) THEN details ELSE '{}' END AS details, created FROM departure_events WHERE ${where} ORDER BY created DESC, rowid DESC LIMIT {:limit}`,
    { slot: slotId || '', date: date || '', limit: limit || 100 },
    {
      id: '',
      action: '',
      staffName: '',
      slot: '',
      booking: '',
      date: '',
      details: '',
      created: '',
    },
  ).map((row) => ({
    id: row.id,
    action: row.action,
    staffName: row.staffName,
    slot: row.slot,
    booking: row.booking,
    date: row.date,
    details: JSON.parse(row.details || '{}'),
    at: isoOf(row.created),
  }));
}

/** The check-in row a device sent before (by its client id), or null. */
function checkInByClient(app, clientId) {
  const found = rows(app, 'SELECT booking, checked_in_at AS at, outcome FROM checkins WHERE client_id = {:id} LIMIT 1', { id: clientId }, { booking: '', at: '', outcome: '' });
  return found.length > 0 ? found[0] : null;
}

/**
 * Checks a booking in for a departure, once. Inside one (IMMEDIATE) transaction: a client id seen
 * before answers what it got then (nothing is written twice); the booking is found by code or id
 * and classified; a valid one gets its check-in row, and an offline check-in of a booking already
 * checked in gets a 'duplicate' row (so both devices learn of each other) — unless the earlier
 * check-in's time is later than this one's: the first time is kept. An online scan of a guest
 * already in is only audited (the scanner says so at once).
 * → { kind, booking?, checkIn?, amountDue?, replayed, conflict? }
 */
function checkIn(app, actor, request, nowMs) {
  let outcome = null;
  app.runInTransaction((txApp) => {
    const parsed = request.code ? rules.parseVoucher(request.code) : null;
    const found = request.code ? (parsed ? bookingByCode(txApp, parsed.code) : null) : bookingById(txApp, request.bookingId);
    if (request.clientId) {
      const earlier = checkInByClient(txApp, request.clientId);
      if (earlier) {
        if (!found || earlier.booking !== found.booking.id) {
          outcome = { kind: 'client_id_taken' };
          return;
        }
        const first = checkInOf(txApp, found.booking.id);
        outcome = {
          kind: first && first.clientId === request.clientId ? 'valid' : 'already_checked_in',
          booking: found.booking,
          checkIn: first,
          replayed: true,
        };
        return;
      }
    }
    const booking = found ? found.booking : null;
    const first = booking ? checkInOf(txApp, booking.id) : null;
    const share = booking && booking.status === 'held' ? shareOf(txApp, found.order, booking.id) : 0;
    const verdict = rules.classifyCheckIn({
      booking,
      parsed,
      slotId: request.slotId,
      first,
      order: found ? found.order : null,
      share,
    });
    const at = rules.checkInTime(request.offline ? request.deviceTimeMs : null, nowMs);
    const base = {
      slot: request.slotId,
      booking: verdict.kind === 'unknown' ? '' : booking ? booking.id : '',
      date: booking ? booking.date : '',
    };
    if (verdict.kind === 'valid' || (verdict.kind === 'already_checked_in' && request.clientId && request.offline)) {
      const row = new Record(txApp.findCachedCollectionByNameOrId('checkins'));
      row.set('booking', booking.id);
      row.set('slot', booking.slot);
      if (actor.id && !actor.superuser) row.set('staff', actor.id);
      row.set('staff_name', actor.name || 'Rihla');
      row.set('client_id', request.clientId || `srv_${$security.randomString(20)}`);
      row.set('checked_in_at', pbDate(at));
      row.set('offline', request.offline);
      // An offline check-in made before the one on record takes its place: the first time is kept.
      const earlierThanFirst = first && at < Date.parse(first.at);
      row.set('outcome', verdict.kind === 'valid' || earlierThanFirst ? 'accepted' : 'duplicate');
      txApp.saveNoValidate(row);
      const now = checkInOf(txApp, booking.id);
      const won = now.clientId === row.getString('client_id');
      const kind = won ? 'valid' : 'already_checked_in';
      audit(txApp, actor, first ? 'check_in_conflict' : 'check_in', {
        ...base,
        details: {
          kind,
          at: new Date(at).toISOString(),
          offline: request.offline,
          clientId: row.getString('client_id'),
          first: first ? { at: first.at, staffName: first.staffName } : null,
        },
      });
      outcome = {
        kind,
        booking,
        checkIn: now,
        replayed: false,
        conflict: first ? { at: first.at, staffName: first.staffName } : null,
      };
      return;
    }
    audit(txApp, actor, 'check_in_refused', {
      ...base,
      details: {
        kind: verdict.kind,
        offline: request.offline,
        code: parsed ? parsed.code : '',
      },
    });
    outcome = {
      kind: verdict.kind,
      booking: verdict.kind === 'unknown' ? null : booking,
      checkIn: first,
      amountDue: verdict.amountDue || 0,
      replayed: false,
    };
  });
  return outcome;
}

const LIVE_STATUSES = ['confirmed', 'held'];

/** A booking staff may change (no-show, move, cancel): live and not checked in. → { found } | { refusal } */
function changeableBooking(txApp, bookingId) {
  const found = bookingById(txApp, bookingId);
  if (!found) return { refusal: { ok: false, reason: 'not_found' } };
  if (LIVE_STATUSES.indexOf(found.booking.status) === -1) return { refusal: { ok: false, reason: 'not_live' } };
  if (checkInOf(txApp, found.booking.id)) return { refusal: { ok: false, reason: 'checked_in' } };
  return { found, refusal: null };
}

/**
 * Marks a booking a no-show (recorded, nothing freed: the seats stay sold). Once: a second call
 * answers the first time. → { ok, booking, already } | { ok: false, reason: 'not_found' | 'not_live' | 'checked_in' }
 */
function markNoShow(app, actor, bookingId, nowMs) {
  let outcome = null;
  app.runInTransaction((txApp) => {
    const { found, refusal } = changeableBooking(txApp, bookingId);
    if (refusal) {
      outcome = refusal;
      return;
    }
    const booking = found.booking;
    if (booking.no_show_at) {
      outcome = { ok: true, booking, already: true };
      return;
    }
    txApp
      .db()
      .newQuery('UPDATE bookings SET no_show_at = {:now}, updated = {:now} WHERE id = {:id}')
      .bind({ id: booking.id, now: pbDate(nowMs) })
      .execute();
    audit(txApp, actor, 'no_show', {
      slot: booking.slot,
      booking: booking.id,
      date: booking.date,
      details: {},
    });
    outcome = { ok: true, booking, already: false };
  });
  return outcome;
}

/** Sets a booking's staff note (≤ 1000 characters; '' clears it). → { ok, booking } | { ok: false, reason: 'not_found' } */
function setNote(app, actor, bookingId, note) {
  let outcome = null;
  app.runInTransaction((txApp) => {
    const found = bookingById(txApp, bookingId);
    if (!found) {
      outcome = { ok: false, reason: 'not_found' };
      return;
    }
    const booking = found.booking;
    txApp
      .db()
      .newQuery('UPDATE bookings SET staff_note = {:note}, updated = {:now} WHERE id = {:id}')
      .bind({ id: booking.id, note, now: pbDate(Date.now()) })
      .execute();
    audit(txApp, actor, 'note', {
      slot: booking.slot,
      booking: booking.id,
      date: booking.date,
      details: { before: booking.staff_note, after: note },
    });
    outcome = { ok: true, booking };
  });
  return outcome;
}

/**
 * Moves a live booking (not checked in) to another departure of the same option, in one
 * transaction: the target's seats are taken only when it is open, in the future and has them
 * (the checkout's rule), then the old departure's are given back.
 * → { ok, from, to } | { ok: false, reason: 'not_found' | 'not_live' | 'checked_in' | 'same_slot' | 'slot_not_found' | 'other_option' | 'slot_closed' | 'slot_past' | 'no_seats', left? }
 */
function moveBooking(app, actor, bookingId, targetSlotId, nowMs) {
  let outcome = null;
  app.runInTransaction((txApp) => {
    const { found, refusal } = changeableBooking(txApp, bookingId);
    if (refusal) {
      outcome = refusal;
      return;
    }
    const booking = found.booking;
    if (booking.slot === targetSlotId) {
      outcome = { ok: false, reason: 'same_slot' };
      return;
    }
    const targets = rows(
      txApp,
      'SELECT id, option, date, start_time AS startTime, status, coalesce(capacity, 0) AS capacity, coalesce(reserved, 0) AS reserved FROM slots WHERE id = {:id}',
      { id: targetSlotId },
      {
        id: '',
        option: '',
        date: '',
        startTime: '',
        status: '',
        capacity: 0,
        reserved: 0,
      },
    );
    const current = rows(txApp, 'SELECT option FROM slots WHERE id = {:id}', { id: booking.slot }, { option: '' });
    const target = targets[0];
    if (!target) {
      outcome = { ok: false, reason: 'slot_not_found' };
      return;
    }
    if (!current[0] || current[0].option !== target.option) {
      outcome = { ok: false, reason: 'other_option' };
      return;
    }
    if (target.status !== 'open') {
      outcome = { ok: false, reason: 'slot_closed' };
      return;
    }
    if (!(slotStartMs(target.date, target.startTime) > nowMs)) {
      outcome = { ok: false, reason: 'slot_past' };
      return;
    }
    const now = pbDate(nowMs);
    const taken = txApp
      .db()
      .newQuery("UPDATE slots SET reserved = coalesce(reserved, 0) + {:seats}, updated = {:now} WHERE id = {:id} AND status = 'open' AND coalesce(reserved, 0) + {:seats} <= coalesce(capacity, 0)")
      .bind({ id: target.id, seats: booking.seats, now })
      .execute();
    if (taken.rowsAffected() !== 1) {
      outcome = {
        ok: false,
        reason: 'no_seats',
        left: Math.max(0, target.capacity - target.reserved),
      };
      return;
    }
    txApp.db().newQuery('UPDATE slots SET reserved = max(coalesce(reserved, 0) - {:seats}, 0), updated = {:now} WHERE id = {:id}').bind({ id: booking.slot, seats: booking.seats, now }).execute();
    txApp
      .db()
      .newQuery("UPDATE bookings SET slot = {:slot}, date = {:date}, start_time = {:time}, no_show_at = '', updated = {:now} WHERE id = {:id}")
      .bind({
        id: booking.id,
        slot: target.id,
        date: target.date,
        time: target.startTime,
        now,
      })
      .execute();
    const details = {
      from: {
        slot: booking.slot,
        date: booking.date,
        startTime: booking.start_time,
      },
      to: { slot: target.id, date: target.date, startTime: target.startTime },
      seats: booking.seats,
    };
    // One event: both departures' trails (and both days') read it through details.to (auditTrail).
    audit(txApp, actor, 'move', {
      slot: booking.slot,
      booking: booking.id,
      date: booking.date,
      details,
    });
    outcome = { ok: true, from: details.from, to: details.to };
  });
  return outcome;
}

/**
 * Opens or closes one departure (closed: the checkout sells no seat of it; its bookings stay).
 * → { ok, changed } | { ok: false, reason: 'slot_not_found' }
 */
function setSlotStatus(app, actor, slotId, status, nowMs) {
  let outcome = null;
  app.runInTransaction((txApp) => {
    const found = rows(txApp, 'SELECT id, date, status FROM slots WHERE id = {:id}', { id: slotId }, { id: '', date: '', status: '' })[0];
    if (!found) {
      outcome = { ok: false, reason: 'slot_not_found' };
      return;
    }
    if (found.status === status) {
      outcome = { ok: true, changed: false };
      return;
    }
    txApp
      .db()
      .newQuery('UPDATE slots SET status = {:status}, updated = {:now} WHERE id = {:id}')
      .bind({ id: slotId, status, now: pbDate(nowMs) })
      .execute();
    audit(txApp, actor, status === 'closed' ? 'slot_closed' : 'slot_opened', { slot: slotId, date: found.date, details: { before: found.status, after: status } });
    outcome = { ok: true, changed: true };
  });
  return outcome;
}

/**
 * Sets a departure's capacity, never below the seats it has reserved (held and booked): the
 * check and the write are one conditional UPDATE, so a checkout taking seats meanwhile cannot slip
 * under it. → { ok, before, after } | { ok: false, reason: 'slot_not_found' | 'below_reserved', reserved }
 */
function setCapacity(app, actor, slotId, capacity, nowMs) {
  let outcome = null;
  app.runInTransaction((txApp) => {
    const found = rows(
      txApp,
      'SELECT id, date, coalesce(capacity, 0) AS capacity, coalesce(reserved, 0) AS reserved FROM slots WHERE id = {:id}',
      { id: slotId },
      { id: '', date: '', capacity: 0, reserved: 0 },
    )[0];
    if (!found) {
      outcome = { ok: false, reason: 'slot_not_found' };
      return;
    }
    const changed = txApp
      .db()
      .newQuery('UPDATE slots SET capacity = {:capacity}, updated = {:now} WHERE id = {:id} AND coalesce(reserved, 0) <= {:capacity}')
      .bind({ id: slotId, capacity, now: pbDate(nowMs) })
      .execute();
    if (changed.rowsAffected() !== 1) {
      outcome = { ok: false, reason: 'below_reserved', reserved: found.reserved };
      return;
    }
    audit(txApp, actor, 'capacity', { slot: slotId, date: found.date, details: { before: found.capacity, after: capacity, reserved: found.reserved } });
    outcome = { ok: true, before: found.capacity, after: capacity };
  });
  return outcome;
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

/**
 * Closes the open departures of a day for the experiences staff chose (every experience with
 * departures that day when `experienceIds` is empty), and records which departures it closed in
 * a day closure; opening the day again reopens exactly the departures its closures closed (of
 * the chosen experiences), so a departure closed on its own before stays closed. One
 * transaction, one audit event. → { count, closures }: the departures changed, the closures touched.
 */
function setDayStatus(app, actor, date, status, experienceIds, nowMs) {
  let count = 0;
  let closures = 0;
  app.runInTransaction((txApp) => {
    const now = pbDate(nowMs);
    const chosen = experienceIds.length > 0 ? experienceIds : dayExperiences(txApp, date).map((experience) => experience.id);
    if (status === 'closed') {
      const open = rows(txApp, "SELECT id, experience FROM slots WHERE date = {:date} AND status = 'open' ORDER BY start_time, id", { date }, { id: '', experience: '' }).filter((slot) => chosen.indexOf(slot.experience) !== -1);
      if (open.length === 0) return;
      for (const slot of open) txApp.db().newQuery("UPDATE slots SET status = 'closed', updated = {:now} WHERE id = {:id} AND status = 'open'").bind({ id: slot.id, now }).execute();
      const closure = new Record(txApp.findCachedCollectionByNameOrId('day_closures'));
      closure.set('date', date);
      closure.set('experiences', chosen);
      closure.set('slots', open.map((slot) => slot.id));
      if (actor.id && !actor.superuser) closure.set('staff', actor.id);
      closure.set('staff_name', actor.name || 'Rihla');
      txApp.saveNoValidate(closure);
      count = open.length;
      closures = 1;
      audit(txApp, actor, 'day_closed', { date, details: { status, closure: closure.id, experiences: chosen, departures: count } });
      return;
    }
    const reopened = [];
    for (const closure of openClosures(txApp, date)) {
      const keep = closure.experiences.filter((id) => chosen.indexOf(id) === -1);
      // A closure covering experiences that stay closed keeps them; only the chosen ones reopen.
      const ids = rows(txApp, 'SELECT id, experience FROM slots WHERE id IN (SELECT value FROM json_each({:ids}))', { ids: JSON.stringify(closure.slots) }, { id: '', experience: '' });
      const back = ids.filter((slot) => chosen.indexOf(slot.experience) !== -1).map((slot) => slot.id);
      const left = closure.slots.filter((id) => back.indexOf(id) === -1);
      for (const id of back) {
        const changed = txApp.db().newQuery("UPDATE slots SET status = 'open', updated = {:now} WHERE id = {:id} AND status = 'closed'").bind({ id, now }).execute();
        count += changed.rowsAffected();
      }
      if (back.length === 0) continue;
      closures += 1;
      reopened.push(closure.id);
      txApp
        .db()
        .newQuery(
          keep.length === 0 || left.length === 0
            ? 'UPDATE day_closures SET reopened_at = {:now}, updated = {:now} WHERE id = {:id}'
            : 'UPDATE day_closures SET experiences = {:keep}, slots = {:left}, updated = {:now} WHERE id = {:id}',
        )
        .bind({ id: closure.id, now, keep: JSON.stringify(keep), left: JSON.stringify(left) })
        .execute();
    }
    if (count > 0) audit(txApp, actor, 'day_opened', { date, details: { status, closures: reopened, experiences: chosen, departures: count } });
  });
  return { count, closures };
}

module.exports = { daySlots, slotSummary, manifest, bookingByCode, bookingById, checkInOf, checkIn, audit, auditTrail, markNoShow, setNote, moveBooking, setSlotStatus, setCapacity, setDayStatus, dayExperiences, openClosures };
