/** An experience's cancellation terms: penalty tiers by minutes before the start. */
export type CancellationPolicy = {
  type: 'free' | 'tiered' | 'non_refundable'
  tiers: { minutes_before: number; penalty_percent: number }[]
}


export type PolicyLine =
  | { kind: 'free_until'; minutes: number }
  | { kind: 'penalty_from'; minutes: number; percent: number }
  | { kind: 'penalty_within'; minutes: number; percent: number }
  | { kind: 'no_refund_within'; minutes: number }
  | { kind: 'non_refundable' }

/**
 * The policy in plain steps. A tier's penalty applies to cancellations made at least
 * `minutes_before` the start and before the next larger tier: so the steps read "free until
 * 2 days before", then "within 2 days: 50 %", then "within 1 day: no refund".
 */
export function describePolicy(policy: CancellationPolicy | null | undefined): PolicyLine[] {
  if (!policy || policy.type === 'non_refundable' || !policy.tiers?.length) return [{ kind: 'non_refundable' }]
  const tiers = [...policy.tiers].sort((a, b) => b.minutes_before - a.minutes_before)
  if (tiers.length === 1 && tiers[0]!.penalty_percent >= 100) return [{ kind: 'non_refundable' }]
  return tiers.map((tier, index): PolicyLine => {
    if (index === 0) return tier.penalty_percent === 0 ? { kind: 'free_until', minutes: tier.minutes_before } : { kind: 'penalty_from', minutes: tier.minutes_before, percent: tier.penalty_percent }
    const within = tiers[index - 1]!.minutes_before
    return tier.penalty_percent >= 100 ? { kind: 'no_refund_within', minutes: within } : { kind: 'penalty_within', minutes: within, percent: tier.penalty_percent }
  })
}

/** The penalty (percent) for cancelling `minutesBefore` the start under this policy. */
export function penaltyPercent(policy: CancellationPolicy | null | undefined, minutesBefore: number): number {
  if (!policy || policy.type === 'non_refundable' || !policy.tiers?.length) return 100
  const applicable = policy.tiers.filter((tier) => minutesBefore >= tier.minutes_before).sort((a, b) => b.minutes_before - a.minutes_before)[0]
  return applicable ? applicable.penalty_percent : 100
}
