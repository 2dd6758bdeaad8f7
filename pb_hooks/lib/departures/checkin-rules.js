// Departures and check-in (docs/decisions/045-departures-and-check-in.md): reading a scanned
// voucher, the digest a manifest holds for offline checks, a booking's payment state, what a
// scan means for a departure, and the time an (offline) check-in is recorded at. Pure: the
// server (check-in-data.js) and the tests use the same rules; the scanner in the browser
// mirrors parseVoucher and the digest (src/features/departures/voucher-check.ts).

const CODE = /^RH-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;
const RECORD_ID = /^[a-z0-9]{15}$/;
const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The text the manifest's per-voucher digest is the SHA-256 (hex) of. */
const digestInput = (code) => `rihla-voucher|${code}`;

/** A code as typed ('rh 7kq2 mp9x', 'RH7KQ2MP9X') in its printed form, or null. */
function normaliseCode(text) {
  if (typeof text !== 'string') return null;
  const compact = text.toUpperCase().replace(/[\s\u2010-\u2015-]/g, '');
  if (!/^RH[A-Z0-9]{8}$/.test(compact)) return null;
  const code = `RH-${compact.slice(2, 6)}-${compact.slice(6, 10)}`;
  return CODE.test(code) ? code : null;
}

/**
 * What a scanner read or staff typed: the order page's QR payload `RIHLA|<code>|<bookingId>`
 * or the bare code. → { code, bookingId (or '') } | null
 */
function parseVoucher(text) {
  if (typeof text !== 'string' || text.length > 200) return null;
  const trimmed = text.trim();
  const parts = trimmed.split('|');
  if (parts.length === 3 && parts[0] === 'RIHLA') {
    const code = normaliseCode(parts[1]);
    if (!code || !RECORD_ID.test(parts[2])) return null;
    return { code, bookingId: parts[2] };
  }
  if (parts.length !== 1) return null;
  const code = normaliseCode(trimmed);
  return code ? { code, bookingId: '' } : null;
}

/**
 * A booking's payment state as the manifest shows it:
 * { state: 'paid' | 'pay_later_due' | 'refunded' | 'refund_due' | 'cancelled' | 'failed', amountDue }.
 * `share` is what the booking costs after the order's discount (booking-shares.js).
 */
function paymentState(order, booking, share) {
  if (booking.status === 'refunded') return { state: 'refunded', amountDue: 0 };
  if (booking.status === 'cancelled')
    return {
      state: (Number(booking.refund_amount) || 0) > 0 ? 'refund_due' : 'cancelled',
      amountDue: 0,
    };
  if (booking.status === 'failed') return { state: 'failed', amountDue: 0 };
  if (booking.status === 'held')
    return {
      state: 'pay_later_due',
      amountDue: Math.max(0, Number(share) || 0),
    };
  return { state: 'paid', amountDue: 0 };
}

/**
 * What checking a booking in for the departure `slotId` means. booking: { id, slot, status,
 * voucher_code } or null (no booking has that code); parsed: parseVoucher's answer (or null for a
 * check-in by booking id); first: the booking's check-in { at, staffName } or null; share: the
 * booking's price after discount.
 * → { kind: 'valid' | 'already_checked_in' | 'wrong_departure' | 'cancelled' | 'unpaid' | 'unknown', amountDue? }
 */
function classifyCheckIn({ booking, parsed, slotId, first, order, share }) {
  if (!booking) return { kind: 'unknown' };
  // A QR whose booking id is not the code's booking is forged or garbled.
  if (parsed && parsed.bookingId && parsed.bookingId !== booking.id) return { kind: 'unknown' };
  if (parsed && booking.voucher_code !== parsed.code) return { kind: 'unknown' };
  if (booking.slot !== slotId) return { kind: 'wrong_departure' };
  if (booking.status === 'cancelled' || booking.status === 'refunded' || booking.status === 'failed') return { kind: 'cancelled' };
  if (booking.status === 'held')
    return {
      kind: 'unpaid',
      amountDue: paymentState(order || {}, booking, share).amountDue,
    };
  if (booking.status !== 'confirmed') return { kind: 'unknown' };
  if (first) return { kind: 'already_checked_in' };
  return { kind: 'valid' };
}

/**
 * When a check-in is recorded: the device's time for one made offline, never in the future
 * (a fast clock) and never more than 3 days back (a wrong clock); now for anything else.
 */
function checkInTime(deviceTimeMs, nowMs) {
  if (typeof deviceTimeMs !== 'number' || !Number.isFinite(deviceTimeMs)) return nowMs;
  if (deviceTimeMs > nowMs) return nowMs;
  if (deviceTimeMs < nowMs - 3 * 86_400_000) return nowMs;
  return Math.floor(deviceTimeMs);
}

/**
 * A check-in request's body: { slotId, code | bookingId, clientId?, deviceTime? (ISO), offline? }.
 * → { ok: true, request } | { ok: false, field, key }
 */
function checkCheckInBody(body) {
  if (!body || typeof body !== 'object') return { ok: false, field: '', key: 'invalid_body' };
  if (typeof body.slotId !== 'string' || !RECORD_ID.test(body.slotId)) return { ok: false, field: 'slotId', key: 'slot_required' };
  const hasCode = typeof body.code === 'string' && body.code.trim() !== '';
  const hasBooking = typeof body.bookingId === 'string' && body.bookingId !== '';
  if (hasCode === hasBooking) return { ok: false, field: 'code', key: 'code_required' };
  if (hasBooking && !RECORD_ID.test(body.bookingId)) return { ok: false, field: 'bookingId', key: 'booking_invalid' };
  if (body.clientId !== undefined && (typeof body.clientId !== 'string' || !CLIENT_ID.test(body.clientId))) return { ok: false, field: 'clientId', key: 'client_id_invalid' };
  let deviceTimeMs = null;
  if (body.deviceTime !== undefined) {
    deviceTimeMs = typeof body.deviceTime === 'string' && body.deviceTime.length <= 40 ? Date.parse(body.deviceTime) : NaN;
    if (!Number.isFinite(deviceTimeMs)) return { ok: false, field: 'deviceTime', key: 'device_time_invalid' };
  }
  return {
    ok: true,
    request: {
      slotId: body.slotId,
      code: hasCode ? body.code.trim() : '',
      bookingId: hasBooking ? body.bookingId : '',
      clientId: typeof body.clientId === 'string' ? body.clientId : '',
      deviceTimeMs,
      offline: body.offline === true,
    },
  };
}

/** A day as YYYY-MM-DD that is a real date. */
function validDay(value) {
  if (typeof value !== 'string' || !DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Today in Riyadh (UTC+3, no daylight saving) as YYYY-MM-DD. */
const riyadhToday = (nowMs) => new Date(nowMs + 3 * 3600_000).toISOString().slice(0, 10);

module.exports = {
  digestInput,
  normaliseCode,
  parseVoucher,
  paymentState,
  classifyCheckIn,
  checkInTime,
  checkCheckInBody,
  validDay,
  riyadhToday,
  CLIENT_ID,
  RECORD_ID,
};
