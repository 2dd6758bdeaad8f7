import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import type { ScoreKey, TravellerType } from '../../pb_hooks/lib/contracts/reviews-contract.js'

// Words shared by the review form (orders) and the product page's reviews (catalog). Their
// messages are in the 'orders' catalog part (src/locales/catalog-parts.json): a page that
// shows them loads it first.

// The keys are the contract's (pb_hooks/lib/contracts/reviews-contract.js), the lists its
// SCORE_KEYS and TRAVELLER_TYPES copied for the browser (features/orders/api/review-contract-copies.test.ts compares).
export type ReviewScoreKey = ScoreKey
export type ReviewTravellerType = TravellerType

export const REVIEW_SCORE_KEYS: ReviewScoreKey[] = ['service', 'organisation', 'value', 'safety']
export const REVIEW_TRAVELLER_TYPES: ReviewTravellerType[] = ['solo', 'couple', 'family', 'friends', 'business']

export function useReviewVocabulary() {
  const { t } = useLingui()
  const starLabels = [1, 2, 3, 4, 5].map((rating) => t`${plural(rating, { one: '# star', other: '# stars' })}`) as [string, string, string, string, string]
  const scoreNames: Record<ReviewScoreKey, string> = { service: t`Service`, organisation: t`Organisation`, value: t`Value for money`, safety: t`Safety` }
  const travellerTypeNames: Record<ReviewTravellerType, string> = { solo: t`Solo`, couple: t`Couple`, family: t`Family`, friends: t`Friends`, business: t`Business` }
  return {
    starLabels,
    scoreNames,
    travellerTypeNames,
    travellerTypes: REVIEW_TRAVELLER_TYPES.map((id) => ({ id, label: travellerTypeNames[id] })),
  }
}
