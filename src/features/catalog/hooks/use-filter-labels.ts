import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import type { DurationBucket, ListFilter } from '../listing-search'

/** The names of the listing's filters and of their fixed values, shared by the sheet and the chips. */
export function useFilterLabels() {
  const { t } = useLingui()
  const filterLabels: Record<ListFilter, string> = {
    labels: t`Labels`,
    languages: t`Language`,
    occasions: t`Occasion`,
    bestFor: t`Best for`,
    timeOfDay: t`Time of day`,
  }
  const durationLabels: Record<DurationBucket, string> = {
    'up-to-1h': t`Up to 1 hour`,
    '1-4h': t`1 to 4 hours`,
    '4h-1d': t`4 hours to 1 day`,
    'multi-day': t`More than a day`,
  }
  const starsAndUp = (stars: number) => t`${plural(stars, { one: '# star and up', other: '# stars and up' })}`
  return { filterLabels, durationLabels, starsAndUp }
}
