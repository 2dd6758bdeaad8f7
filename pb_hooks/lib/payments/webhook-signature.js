// Stripe-style webhook signatures for the sandbox gateway: the header
// `Rihla-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, accepted within
// a tolerance (300 s) of the receiver's clock. Pure: the HMAC and the constant-time comparison
// are passed in ($security.hs256 / $security.equal inside PocketBase, node:crypto in tests).

const TOLERANCE_SECONDS = 300;

/** The header value for `body` sent at `timestampSeconds`. */
function signatureHeader({ body, secret, timestampSeconds, hmac }) {
  const t = Math.floor(timestampSeconds);
  return `t=${t},v1=${hmac(`${t}.${body}`, secret)}`;
}

/** { t, v1: [signatures] } from a header value, or null when it is malformed. */
function parseSignatureHeader(header) {
  if (typeof header !== 'string' || header.length === 0 || header.length > 1000) return null;
  let t = null;
  const v1 = [];
  for (const part of header.split(',')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const key = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    if (key === 't' && /^[0-9]{1,12}$/.test(value)) t = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) v1.push(value);
  }
  return t === null || v1.length === 0 ? null : { t, v1 };
}

/**
 * Checks a signature header against the raw body.
 * → { ok: true } or { ok: false, reason: 'missing' | 'malformed' | 'stale' | 'mismatch' }
 */
function verifySignature({ header, body, secret, nowSeconds, hmac, equal, toleranceSeconds = TOLERANCE_SECONDS }) {
  if (!header) return { ok: false, reason: 'missing' };
  const parsed = parseSignatureHeader(header);
  if (!parsed) return { ok: false, reason: 'malformed' };
  if (Math.abs(nowSeconds - parsed.t) > toleranceSeconds) return { ok: false, reason: 'stale' };
  const expected = hmac(`${parsed.t}.${body}`, secret);
  for (const candidate of parsed.v1) if (equal(candidate, expected)) return { ok: true };
  return { ok: false, reason: 'mismatch' };
}

module.exports = { signatureHeader, parseSignatureHeader, verifySignature, TOLERANCE_SECONDS };
