// When the sandbox gateway tries a webhook again after a failed delivery, and when it gives up.
// Pure: the attempts made so far and the instant come in. Real providers do the same: Moyasar
// and Stripe retry with growing gaps for a while and then stop, and show the failures.
//
//   - the gap after the n-th failed attempt is one minute doubled n − 1 times, at most an hour
//     (1, 2, 4, 8, 16, 32, 60 minutes);
//   - after MAX_ATTEMPTS failed attempts the delivery gives up: it is no longer retried and
//     staff see it in the dashboard (sandbox_payments.delivery_status = 'gave_up').

const WEBHOOK_RETRY = { maxAttempts: 8, firstGapMs: 60 * 1000, maxGapMs: 3600 * 1000 };

/**
 * After a failed attempt: attempts = the attempts made, this one included.
 * → { giveUp: true } | { giveUp: false, retryAtMs }
 */
function afterFailedAttempt(attempts, nowMs, options) {
  const opts = options || WEBHOOK_RETRY;
  const made = Math.max(1, Math.floor(Number(attempts) || 0));
  if (made >= opts.maxAttempts) return { giveUp: true };
  const gap = Math.min(opts.firstGapMs * Math.pow(2, made - 1), opts.maxGapMs);
  return { giveUp: false, retryAtMs: nowMs + gap };
}

/** A delivery error as kept for staff: one line, at most 300 characters. */
function deliveryError(text) {
  return String(text || '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}

module.exports = { WEBHOOK_RETRY, afterFailedAttempt, deliveryError };
