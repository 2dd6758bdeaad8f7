// Check-ins applied once per device id inside one transaction, with the audit row; the decisions
// are checkin-rules.js's. Runs only inside PocketBase.

const { pbDate } = require('../checkout/checkout-pricing.js');
const rules = require('./checkin-rules.js');
const { rows, bookingByCode, bookingById, shareOf, checkInOf } = require('./departures-reads.js');
const { audit } = require('./departure-audit.js');

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

module.exports = { checkIn };
