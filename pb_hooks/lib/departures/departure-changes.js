// What staff change on a departure and its bookings, each in one transaction with its audit row:
// a no-show, a note, a move to another departure, a departure closed or opened, its capacity, a
// whole day closed or opened again. Runs only inside PocketBase.

const { pbDate, slotStartMs } = require('../checkout/checkout-pricing.js');
const { rows, bookingById, checkInOf, dayExperiences, openClosures } = require('./departures-reads.js');
const { audit } = require('./departure-audit.js');

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

module.exports = { markNoShow, setNote, moveBooking, setSlotStatus, setCapacity, setDayStatus };
