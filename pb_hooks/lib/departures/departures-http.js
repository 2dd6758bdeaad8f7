// The HTTP side of departures and check-in (docs/decisions/045-departures-and-check-in.md;
// docs/api.md "Departures"): staff only — every handler refuses anyone else before it reads
// anything, so a customer or a guest learns nothing, not even whether a voucher exists. Each
// function is one route handler registered in pb_hooks/departures.pb.js. Runs only inside PocketBase.

const { readJsonObject } = require('../shared/messages.js');
const caller = require('../shared/caller.js');
const { dm } = require('./departures-messages.js');
const rules = require('./checkin-rules.js');
const reads = require('./departures-reads.js');
const { audit, auditTrail } = require('./departure-audit.js');
const checkIns = require('./check-in-data.js');
const changes = require('./departure-changes.js');
const payments = require('../payments/payments-data.js');
const { refundThroughGateway } = require('../payments/gateway-refund.js');

const MAX_SYNC = 100;

const fail = (e, status, locale, key, field, params) => {
  const message = dm(locale, key, params);
  return e.json(status, {
    status,
    message,
    data: field ? { [field]: { code: `validation_${key}`, message } } : {},
  });
};

/** The caller when staff, else null after answering 401/403. */
const staffCaller = (e, locale) => caller.staffCaller(e, locale, dm);

const localeOf = (e) => readJsonObject(e).locale;

/** GET /api/store/staff/departures?date=YYYY-MM-DD (today in Riyadh by default) → { date, departures } */
function listDay(e) {
  const locale = localeOf(e);
  const actor = staffCaller(e, locale);
  if (!actor) return undefined;
  const asked = e.request.url.query().get('date');
  const date = asked || rules.riyadhToday(Date.now());
  if (!rules.validDay(date)) return fail(e, 400, locale, 'date_invalid', 'date');
  return e.json(200, { date, departures: reads.daySlots($app, date), experiences: reads.dayExperiences($app, date), closures: reads.openClosures($app, date) });
}

/** GET /api/store/staff/departures/{slotId} → the manifest and the departure's audit trail */
function departure(e) {
  const locale = localeOf(e);
  const actor = staffCaller(e, locale);
  if (!actor) return undefined;
  const slotId = e.request.pathValue('id');
  const found = rules.RECORD_ID.test(slotId) ? reads.manifest($app, slotId) : null;
  if (!found) return fail(e, 404, locale, 'slot_not_found');
  return e.json(200, {
    ...found,
    bookings: withCancellation(found.bookings, Date.now()),
    audit: auditTrail($app, { slotId, limit: 200 }),
  });
}

/**
 * Each live booking with what cancelling it now gives back — the traveller's own cancellation
 * terms (payments-data.js cancellationTermsOf, the same function their cancel uses): staff see
 * the refund before they confirm, and send it back as expectedRefund.
 */
function withCancellation(bookings, nowMs) {
  const termsByOrder = {};
  return bookings.map((booking) => {
    if (booking.status !== 'confirmed' && booking.status !== 'held') return { ...booking, cancellation: null };
    if (!termsByOrder[booking.orderId]) termsByOrder[booking.orderId] = payments.cancellationTermsOf($app, booking.orderId, nowMs);
    const terms = termsByOrder[booking.orderId][booking.id];
    return { ...booking, cancellation: terms ? { allowed: terms.allowed, refundAmount: terms.refundAmount, penaltyPercent: terms.penaltyPercent } : null };
  });
}

/** GET /api/store/staff/departures-audit?date=YYYY-MM-DD → the day's audit trail */
function dayAudit(e) {
  const locale = localeOf(e);
  const actor = staffCaller(e, locale);
  if (!actor) return undefined;
  const date = e.request.url.query().get('date') || rules.riyadhToday(Date.now());
  if (!rules.validDay(date)) return fail(e, 400, locale, 'date_invalid', 'date');
  return e.json(200, {
    date,
    events: auditTrail($app, { date, limit: 500 }),
  });
}

/** What a scan result says about its booking: enough to recognise the guest, and where they belong. */
function bookingView(booking) {
  if (!booking) return null;
  let experience;
  try {
    const record = $app.findRecordById('experiences', booking.experience);
    experience = {
      id: record.id,
      title_ar: record.getString('title_ar'),
      title_en: record.getString('title_en'),
    };
  } catch (_error) {
    experience = null;
  }
  return {
    id: booking.id,
    slotId: booking.slot,
    date: booking.date,
    startTime: booking.start_time,
    seats: booking.seats,
    travellers: booking.travellers,
    status: booking.status,
    experience,
  };
}

function resultView(locale, outcome, clientId) {
  return {
    clientId: clientId || '',
    kind: outcome.kind,
    message: dm(locale, `result_${outcome.kind}`),
    booking: bookingView(outcome.booking),
    checkIn: outcome.checkIn || null,
    amountDue: outcome.amountDue || 0,
    conflict: outcome.conflict || null,
    replayed: Boolean(outcome.replayed),
  };
}

/** POST /api/store/staff/checkins { slotId, code | bookingId, clientId?, deviceTime?, offline? } → 200 the scan's result */
function checkIn(e) {
  const { body, locale } = readJsonObject(e);
  const actor = staffCaller(e, locale);
  if (!actor) return undefined;
  if (!body) return caller.invalidBody(e, locale, dm);
  const checked = rules.checkCheckInBody(body);
  if (!checked.ok) return checked.key === 'invalid_body' ? caller.invalidBody(e, locale, dm) : fail(e, 400, locale, checked.key, checked.field);
  const outcome = checkIns.checkIn($app, actor, checked.request, Date.now());
  if (outcome.kind === 'client_id_taken') return fail(e, 409, locale, 'client_id_taken', 'clientId');
  return e.json(200, resultView(locale, outcome, checked.request.clientId));
}

/**
 * POST /api/store/staff/checkins/sync { checkins: [{ clientId, slotId, code | bookingId, deviceTime }] }
 * → 200 { results: [result per item, in order] }. Each item is applied once by its clientId
 * (required here); an item with bad input gets { clientId, kind: 'invalid', message }.
 */
function sync(e) {
  const { body, locale } = readJsonObject(e);
  const actor = staffCaller(e, locale);
  if (!actor) return undefined;
  if (!body || !Array.isArray(body.checkins)) return caller.invalidBody(e, locale, dm);
  if (body.checkins.length > MAX_SYNC)
    return fail(e, 400, locale, 'too_many_checkins', 'checkins', {
      max: MAX_SYNC,
    });
  const results = [];
  for (const item of body.checkins) {
    const checked = rules.checkCheckInBody(item && typeof item === 'object' ? { ...item, offline: true } : null);
    const clientId = item && typeof item.clientId === 'string' ? item.clientId : '';
    if (!checked.ok || !checked.request.clientId) {
      results.push({
        clientId,
        kind: 'invalid',
        message: dm(locale, checked.ok ? 'client_id_invalid' : checked.key),
      });
      continue;
    }
    const outcome = checkIns.checkIn($app, actor, checked.request, Date.now());
    if (outcome.kind === 'client_id_taken')
      results.push({
        clientId,
        kind: 'invalid',
        message: dm(locale, 'client_id_taken'),
      });
    else results.push(resultView(locale, outcome, clientId));
  }
  return e.json(200, { results });
}

const NOTE_MAX = 1000;

/** The path's booking id (or null after answering 404) and the staff caller. */
function bookingRequest(e) {
  const { body, locale } = readJsonObject(e);
  const actor = staffCaller(e, locale);
  if (!actor) return null;
  const bookingId = e.request.pathValue('id');
  if (!rules.RECORD_ID.test(bookingId)) {
    fail(e, 404, locale, 'booking_not_found');
    return null;
  }
  return { body: body || {}, locale, actor, bookingId };
}

const REFUSALS = {
  not_found: [404, 'booking_not_found'],
  not_live: [409, 'booking_not_live'],
  checked_in: [409, 'booking_checked_in'],
  same_slot: [409, 'same_slot', 'slotId'],
  slot_not_found: [404, 'slot_not_found', 'slotId'],
  other_option: [409, 'other_option', 'slotId'],
  slot_closed: [409, 'slot_closed', 'slotId'],
  slot_past: [409, 'slot_past', 'slotId'],
  no_seats: [409, 'no_seats', 'slotId'],
  not_allowed: [409, 'cancel_not_allowed'],
};

const refuseOutcome = (e, locale, outcome) => {
  const [status, key, field] = REFUSALS[outcome.reason] || [409, 'booking_not_live'];
  return fail(e, status, locale, key, field, { left: outcome.left });
};

/** POST /api/store/staff/bookings/{id}/no-show → 200 { message, booking, already } */
function noShow(e) {
  const request = bookingRequest(e);
  if (!request) return undefined;
  const outcome = changes.markNoShow($app, request.actor, request.bookingId, Date.now());
  if (!outcome.ok) return refuseOutcome(e, request.locale, outcome);
  return e.json(200, {
    message: dm(request.locale, 'no_show_done'),
    already: outcome.already,
    booking: { id: request.bookingId },
  });
}

/** POST /api/store/staff/bookings/{id}/note { note } → 200 { message, note } */
function note(e) {
  const request = bookingRequest(e);
  if (!request) return undefined;
  if (typeof request.body.note !== 'string')
    return fail(e, 400, request.locale, 'note_too_long', 'note', {
      max: NOTE_MAX,
    });
  const text = request.body.note.trim();
  if (text.length > NOTE_MAX)
    return fail(e, 400, request.locale, 'note_too_long', 'note', {
      max: NOTE_MAX,
    });
  const outcome = changes.setNote($app, request.actor, request.bookingId, text);
  if (!outcome.ok) return refuseOutcome(e, request.locale, outcome);
  return e.json(200, { message: dm(request.locale, 'note_saved'), note: text });
}

/** POST /api/store/staff/bookings/{id}/move { slotId } → 200 { message, from, to } */
function move(e) {
  const request = bookingRequest(e);
  if (!request) return undefined;
  const slotId = request.body.slotId;
  if (typeof slotId !== 'string' || !rules.RECORD_ID.test(slotId)) return fail(e, 400, request.locale, 'slot_required', 'slotId');
  const outcome = changes.moveBooking($app, request.actor, request.bookingId, slotId, Date.now());
  if (!outcome.ok) return refuseOutcome(e, request.locale, outcome);
  return e.json(200, {
    message: dm(request.locale, 'moved'),
    from: outcome.from,
    to: outcome.to,
  });
}

/**
 * POST /api/store/staff/bookings/{id}/cancel { expectedRefund? } → 200 { message, booking, order }:
 * the traveller's own cancellation (payments-data.js cancelBooking: the policy's refund, seats
 * back) done by staff, audited in the same transaction, then the refund through the gateway.
 */
function cancel(e) {
  const request = bookingRequest(e);
  if (!request) return undefined;
  const expected = request.body.expectedRefund;
  if (expected !== undefined && expected !== null && !(typeof expected === 'number' && Number.isInteger(expected) && expected >= 0)) return caller.invalidBody(e, request.locale, dm);
  let outcome = null;
  let found = null;
  $app.runInTransaction((txApp) => {
    found = reads.bookingById(txApp, request.bookingId);
    if (!found) {
      outcome = { ok: false, reason: 'not_found' };
      return;
    }
    outcome = payments.cancelBooking(txApp, {
      orderId: found.order.id,
      bookingId: request.bookingId,
      expectedRefund: typeof expected === 'number' ? expected : undefined,
      nowMs: Date.now(),
    });
    if (outcome.ok) {
      const booking = found.booking;
      audit(txApp, request.actor, 'cancel', {
        slot: booking.slot,
        booking: booking.id,
        date: booking.date,
        details: {
          refund: outcome.refund,
          penaltyPercent: outcome.penaltyPercent,
        },
      });
    }
  });
  if (!outcome.ok && outcome.reason === 'refund_changed') {
    const message = dm(request.locale, 'refund_changed', {
      amount: (outcome.refund / 100).toFixed(2),
    });
    return e.json(409, {
      status: 409,
      message,
      data: {
        expectedRefund: {
          code: 'refund_changed',
          message,
          refundAmount: outcome.refund,
        },
      },
    });
  }
  if (!outcome.ok) return refuseOutcome(e, request.locale, outcome);
  const refunded = refundThroughGateway(found.order.id, outcome.refund, request.bookingId);
  return e.json(200, {
    message: dm(request.locale, 'cancelled_done'),
    booking: {
      id: request.bookingId,
      status: refunded ? 'refunded' : 'cancelled',
      refundAmount: outcome.refund,
      penaltyPercent: outcome.penaltyPercent,
    },
    order: { id: found.order.id, status: outcome.orderStatus },
  });
}

const MAX_CAPACITY = 1000;

/** The path's departure id and the staff caller, or null after answering. */
function slotRequest(e) {
  const { body, locale } = readJsonObject(e);
  const actor = staffCaller(e, locale);
  if (!actor) return null;
  const slotId = e.request.pathValue('id');
  if (!rules.RECORD_ID.test(slotId)) {
    fail(e, 404, locale, 'slot_not_found');
    return null;
  }
  return { body: body || {}, locale, actor, slotId };
}

const validStatus = (value) => value === 'open' || value === 'closed';

/** POST /api/store/staff/departures/{id}/status { status: 'open' | 'closed' } → 200 { message, changed, slot } */
function slotStatus(e) {
  const request = slotRequest(e);
  if (!request) return undefined;
  if (!validStatus(request.body.status)) return fail(e, 400, request.locale, 'status_invalid', 'status');
  const outcome = changes.setSlotStatus($app, request.actor, request.slotId, request.body.status, Date.now());
  if (!outcome.ok) return fail(e, 404, request.locale, 'slot_not_found');
  return e.json(200, { message: dm(request.locale, 'slot_status_done'), changed: outcome.changed, slot: reads.slotSummary($app, request.slotId) });
}

/** POST /api/store/staff/departures/{id}/capacity { capacity } → 200 { message, before, after, slot }; below the reserved seats 409 */
function capacity(e) {
  const request = slotRequest(e);
  if (!request) return undefined;
  const value = request.body.capacity;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_CAPACITY) return fail(e, 400, request.locale, 'capacity_invalid', 'capacity', { max: MAX_CAPACITY });
  const outcome = changes.setCapacity($app, request.actor, request.slotId, value, Date.now());
  if (!outcome.ok && outcome.reason === 'slot_not_found') return fail(e, 404, request.locale, 'slot_not_found');
  if (!outcome.ok) return fail(e, 409, request.locale, 'below_reserved', 'capacity', { reserved: outcome.reserved });
  return e.json(200, { message: dm(request.locale, 'capacity_done'), before: outcome.before, after: outcome.after, slot: reads.slotSummary($app, request.slotId) });
}

const MAX_EXPERIENCES = 200;

/** The experience ids of a day-status body (experienceIds, or the older experienceId), [] for all; null when malformed. */
function experienceIdsOf(body) {
  if (body.experienceIds !== undefined) {
    if (!Array.isArray(body.experienceIds) || body.experienceIds.length === 0 || body.experienceIds.length > MAX_EXPERIENCES) return null;
    if (!body.experienceIds.every((id) => typeof id === 'string' && rules.RECORD_ID.test(id))) return null;
    return body.experienceIds.filter((id, index) => body.experienceIds.indexOf(id) === index);
  }
  if (body.experienceId !== undefined) return typeof body.experienceId === 'string' && rules.RECORD_ID.test(body.experienceId) ? [body.experienceId] : null;
  return [];
}

/**
 * POST /api/store/staff/days/{date}/status { status, experienceIds? } → 200 { message, count }:
 * closing closes the chosen experiences' open departures and remembers them; opening reopens
 * only what the day's closures closed (of the chosen experiences).
 */
function dayStatus(e) {
  const { body, locale } = readJsonObject(e);
  const actor = staffCaller(e, locale);
  if (!actor) return undefined;
  const date = e.request.pathValue('date');
  if (!rules.validDay(date)) return fail(e, 400, locale, 'date_invalid', 'date');
  if (!body || !validStatus(body.status)) return fail(e, 400, locale, 'status_invalid', 'status');
  const experienceIds = experienceIdsOf(body);
  if (!experienceIds) return fail(e, 400, locale, 'experience_invalid', 'experienceIds');
  const outcome = changes.setDayStatus($app, actor, date, body.status, experienceIds, Date.now());
  return e.json(200, { message: dm(locale, body.status === 'closed' ? 'day_closed_done' : 'day_opened_done', { count: outcome.count }), count: outcome.count });
}

module.exports = { listDay, departure, dayAudit, checkIn, sync, noShow, note, move, cancel, slotStatus, capacity, dayStatus };
