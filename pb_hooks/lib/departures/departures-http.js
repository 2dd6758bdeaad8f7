// The HTTP side of departures and check-in (docs/decisions/045-departures-and-check-in.md;
// docs/api.md "Departures"): staff only — every handler refuses anyone else before it reads
// anything, so a customer or a guest learns nothing, not even whether a voucher exists. Each
// function is one route handler registered in pb_hooks/departures.pb.js. Runs only inside PocketBase.

const http = require('../conversations/chat-request.js');
const { dm } = require('./departures-messages.js');
const rules = require('./checkin-rules.js');
const data = require('./departures-data.js');

const MAX_SYNC = 100;

const fail = (e, status, locale, key, field, params) => {
  const message = dm(locale, key, params);
  return e.json(status, { status, message, data: field ? { [field]: { code: `validation_${key}`, message } } : {} });
};

/** The caller when staff, else null after answering 401/403. */
function staffCaller(e, locale) {
  http.noStore(e);
  const actor = http.callerOf(e);
  const refusal = http.callerRefusal(actor, 'staff');
  if (refusal) {
    http.refuse(e, locale, refusal);
    return null;
  }
  return actor;
}

const localeOf = (e) => http.readJson(e).locale;

/** GET /api/store/staff/departures?date=YYYY-MM-DD (today in Riyadh by default) → { date, departures } */
function listDay(e) {
  const locale = localeOf(e);
  const actor = staffCaller(e, locale);
  if (!actor) return undefined;
  const asked = e.request.url.query().get('date');
  const date = asked || rules.riyadhToday(Date.now());
  if (!rules.validDay(date)) return fail(e, 400, locale, 'date_invalid', 'date');
  return e.json(200, { date, departures: data.daySlots($app, date) });
}

/** GET /api/store/staff/departures/{slotId} → the manifest and the departure's audit trail */
function departure(e) {
  const locale = localeOf(e);
  const actor = staffCaller(e, locale);
  if (!actor) return undefined;
  const slotId = e.request.pathValue('id');
  const found = rules.RECORD_ID.test(slotId) ? data.manifest($app, slotId) : null;
  if (!found) return fail(e, 404, locale, 'slot_not_found');
  return e.json(200, { ...found, audit: data.auditTrail($app, { slotId, limit: 200 }) });
}

/** GET /api/store/staff/departures-audit?date=YYYY-MM-DD → the day's audit trail */
function dayAudit(e) {
  const locale = localeOf(e);
  const actor = staffCaller(e, locale);
  if (!actor) return undefined;
  const date = e.request.url.query().get('date') || rules.riyadhToday(Date.now());
  if (!rules.validDay(date)) return fail(e, 400, locale, 'date_invalid', 'date');
  return e.json(200, { date, events: data.auditTrail($app, { date, limit: 500 }) });
}

/** What a scan result says about its booking: enough to recognise the guest, and where they belong. */
function bookingView(booking) {
  if (!booking) return null;
  let experience;
  try {
    const record = $app.findRecordById('experiences', booking.experience);
    experience = { id: record.id, title_ar: record.getString('title_ar'), title_en: record.getString('title_en') };
  } catch (_error) {
    experience = null;
  }
  return { id: booking.id, slotId: booking.slot, date: booking.date, startTime: booking.start_time, seats: booking.seats, travellers: booking.travellers, status: booking.status, experience };
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
  const { body, locale } = http.readJson(e);
  const actor = staffCaller(e, locale);
  if (!actor) return undefined;
  if (!body) return http.invalidBody(e, locale);
  const checked = rules.checkCheckInBody(body);
  if (!checked.ok) return checked.key === 'invalid_body' ? http.invalidBody(e, locale) : fail(e, 400, locale, checked.key, checked.field);
  const outcome = data.checkIn($app, actor, checked.request, Date.now());
  if (outcome.kind === 'client_id_taken') return fail(e, 409, locale, 'client_id_taken', 'clientId');
  return e.json(200, resultView(locale, outcome, checked.request.clientId));
}

/**
 * POST /api/store/staff/checkins/sync { checkins: [{ clientId, slotId, code | bookingId, deviceTime }] }
 * → 200 { results: [result per item, in order] }. Each item is applied once by its clientId
 * (required here); an item with bad input gets { clientId, kind: 'invalid', message }.
 */
function sync(e) {
  const { body, locale } = http.readJson(e);
  const actor = staffCaller(e, locale);
  if (!actor) return undefined;
  if (!body || !Array.isArray(body.checkins)) return http.invalidBody(e, locale);
  if (body.checkins.length > MAX_SYNC) return fail(e, 400, locale, 'too_many_checkins', 'checkins', { max: MAX_SYNC });
  const results = [];
  for (const item of body.checkins) {
    const checked = rules.checkCheckInBody(item && typeof item === 'object' ? { ...item, offline: true } : null);
    const clientId = item && typeof item.clientId === 'string' ? item.clientId : '';
    if (!checked.ok || !checked.request.clientId) {
      results.push({ clientId, kind: 'invalid', message: dm(locale, checked.ok ? 'client_id_invalid' : checked.key) });
      continue;
    }
    const outcome = data.checkIn($app, actor, checked.request, Date.now());
    if (outcome.kind === 'client_id_taken') results.push({ clientId, kind: 'invalid', message: dm(locale, 'client_id_taken') });
    else results.push(resultView(locale, outcome, clientId));
  }
  return e.json(200, { results });
}

module.exports = { listDay, departure, dayAudit, checkIn, sync };
