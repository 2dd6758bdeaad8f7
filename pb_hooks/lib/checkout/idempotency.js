// Idempotent checkout: the fingerprint of a checkout request, so the same Idempotency-Key with
// the same request replays the first answer and with another request is refused. Pure: the
// hash function is passed in ($security.sha256 in PocketBase, node:crypto in tests).

/** JSON with object keys sorted at every level, so equal requests give equal text. */
function canonicalJson(value) {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const keys = Object.keys(value).filter((key) => value[key] !== undefined).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * What identifies a checkout: the validated request (checkout-request.js) without its key and
 * language, and who sends it (a signed-in customer's id; '' for guests), so a key that leaks
 * cannot replay someone else's order.
 */
function checkoutFingerprintSource(request, userId) {
  return canonicalJson({
    v: 1,
    user: userId || '',
    items: request.items.map((item) => ({ slotId: item.slotId, travellers: item.travellers, pickup: item.pickup ? item.pickup.placeId : null, expectedTotal: item.expectedTotal })),
    leadGuest: request.leadGuest,
    guests: request.guests,
    promoCode: request.promoCode || '',
    paymentMethod: request.paymentMethod,
    // Only offer checkouts have it (undefined keys are left out, so other fingerprints are unchanged).
    offer: request.offerId || undefined,
  });
}

/** The stored hash of a checkout request. */
function checkoutFingerprint(request, userId, sha256) {
  return sha256(checkoutFingerprintSource(request, userId));
}

module.exports = { canonicalJson, checkoutFingerprintSource, checkoutFingerprint };
