// The terms of cancelling one booking now: whether it may be cancelled, the penalty of the
// policy tier that applies, the refund and until when it would be free. Pure; the same reading
// of a policy as src/features/catalog/cancellation-policy.ts (a tier applies to cancellations made
// at least `minutes_before` the start; non-refundable = 100 %).

/** The penalty (percent) for cancelling `minutesBefore` the start under `policy`. */
function penaltyPercent(policy, minutesBefore) {
  if (!policy || policy.type === 'non_refundable' || !Array.isArray(policy.tiers) || policy.tiers.length === 0) return 100;
  const applicable = policy.tiers
    .filter((tier) => tier && minutesBefore >= Number(tier.minutes_before))
    .sort((a, b) => Number(b.minutes_before) - Number(a.minutes_before))[0];
  if (!applicable) return 100;
  const percent = Number(applicable.penalty_percent);
  return Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 100;
}

/** The last instant (ms) a cancellation is free, or null when it never is (any more). */
function freeUntilMs(policy, startsAtMs, nowMs) {
  if (!policy || policy.type === 'non_refundable' || !Array.isArray(policy.tiers)) return null;
  const free = policy.tiers.filter((tier) => tier && Number(tier.penalty_percent) === 0).sort((a, b) => Number(a.minutes_before) - Number(b.minutes_before))[0];
  if (!free) return null;
  const until = startsAtMs - Number(free.minutes_before) * 60000;
  return until > nowMs ? until : null;
}

/**
 * @param input { booking: { status, cancellation_policy }, paidShare: halalas the traveller paid for it (0 when unpaid),
 *                reservedUnpaid: bool (a pay-later reservation not paid yet), startsAtMs, nowMs }
 * @returns { allowed, penaltyPercent, refundAmount, freeUntilMs }
 */
function cancellationTerms(input) {
  const { booking, paidShare, reservedUnpaid, startsAtMs, nowMs } = input;
  const policy = booking.cancellation_policy || null;
  const started = !(startsAtMs > nowMs);
  const cancellable = booking.status === 'confirmed' || (booking.status === 'held' && reservedUnpaid);
  const minutesBefore = Math.floor((startsAtMs - nowMs) / 60000);
  const penalty = reservedUnpaid ? 0 : penaltyPercent(policy, minutesBefore);
  const base = reservedUnpaid ? 0 : Math.max(0, Number(paidShare) || 0);
  return {
    allowed: cancellable && !started,
    penaltyPercent: penalty,
    refundAmount: Math.round((base * (100 - penalty)) / 100),
    freeUntilMs: freeUntilMs(policy, startsAtMs, nowMs),
  };
}

module.exports = { penaltyPercent, freeUntilMs, cancellationTerms };
