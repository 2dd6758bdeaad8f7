// Who may reserve now and pay later, how many seats they may hold unpaid, and until when
// (docs/decisions/025-pay-later-policy.md). Pure: the customer, the cart's seats, the unpaid
// seats already held and the settings come in; a refusal or a deadline goes out.
//
//   - only a signed-in customer whose email address is verified (a guest, or an address nobody
//     confirmed, could hold seats for days at no cost and with no one to answer for them);
//   - at most `maxSeatsPerCustomer` seats held unpaid at once, over all of the customer's
//     reservations;
//   - on each departure, unpaid reservations together hold at most `maxSlotSharePercent` of its
//     seats (at least one seat may always be reserved on a departure with seats);
//   - the deadline: `deadlineHours` after booking, or `nearDeadlineHours` when the activity starts
//     within `nearWithinDays` days; and never later than `leadHours` before the start. Refused
//     when less than the hold window (hold_minutes) would be left.

const HOUR_MS = 3600 * 1000;

const PAY_LATER_DEFAULTS = {
  deadlineHours: 48,
  nearDeadlineHours: 12,
  nearWithinDays: 7,
  leadHours: 48,
  maxSeatsPerCustomer: 8,
  maxSlotSharePercent: 50,
};

/**
 * When a pay-later reservation must be paid. → { ok: true, payByMs } | { ok: false, payByMs }
 * @param input { nowMs, earliestStartMs, minWindowMs, policy? }
 */
function payLaterDeadline({ nowMs, earliestStartMs, minWindowMs, policy }) {
  const rules = { ...PAY_LATER_DEFAULTS, ...(policy || {}) };
  const near = earliestStartMs - nowMs < rules.nearWithinDays * 24 * HOUR_MS;
  const byDeadline = nowMs + (near ? rules.nearDeadlineHours : rules.deadlineHours) * HOUR_MS;
  const byStart = earliestStartMs - rules.leadHours * HOUR_MS;
  const payByMs = Math.min(byDeadline, byStart);
  return { ok: payByMs > nowMs + (minWindowMs || 0), payByMs };
}

/** The most seats unpaid reservations may hold on a departure of `capacity` seats. */
function slotShareLimit(capacity, maxSlotSharePercent) {
  const seats = Math.max(0, Math.floor(Number(capacity) || 0));
  if (seats === 0) return 0;
  return Math.max(1, Math.floor((seats * maxSlotSharePercent) / 100));
}

/**
 * Why this pay-later checkout is refused, or null when it may go ahead.
 * @param input {
 *   customer: { signedIn, verified },
 *   lines: [{ slotId, seats, slot: { capacity } }]   the cart's lines,
 *   customerUnpaidSeats: seats the customer already holds unpaid,
 *   slotUnpaidSeats: { [slotId]: seats unpaid reservations hold there now },
 *   policy?
 * }
 * → null | { kind: 'sign_in' | 'verify_email' | 'customer_cap' | 'slot_share', params }
 */
function payLaterRefusal({ customer, lines, customerUnpaidSeats, slotUnpaidSeats, policy }) {
  const rules = { ...PAY_LATER_DEFAULTS, ...(policy || {}) };
  if (!customer || !customer.signedIn) return { kind: 'sign_in', params: {} };
  if (!customer.verified) return { kind: 'verify_email', params: {} };
  const wanted = lines.reduce((sum, line) => sum + line.seats, 0);
  const held = Math.max(0, customerUnpaidSeats || 0);
  if (held + wanted > rules.maxSeatsPerCustomer) return { kind: 'customer_cap', params: { max: rules.maxSeatsPerCustomer, held } };
  const wantedBySlot = {};
  for (const line of lines) wantedBySlot[line.slotId] = (wantedBySlot[line.slotId] || 0) + line.seats;
  for (const line of lines) {
    const limit = slotShareLimit(line.slot.capacity, rules.maxSlotSharePercent);
    const taken = Math.max(0, (slotUnpaidSeats && slotUnpaidSeats[line.slotId]) || 0);
    if (taken + wantedBySlot[line.slotId] > limit) return { kind: 'slot_share', params: { slotId: line.slotId, left: Math.max(0, limit - taken) } };
  }
  return null;
}

module.exports = { PAY_LATER_DEFAULTS, payLaterDeadline, payLaterRefusal, slotShareLimit };
