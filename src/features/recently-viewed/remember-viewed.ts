import type { ExperienceSnapshot } from '../../lib/experience-snapshot'

/** What the 'Recently viewed' row shows: the same summary the saved list keeps. */
export type ViewedExperience = ExperienceSnapshot & { viewedAt: string }

/** How many experiences the row keeps: the oldest drops off. */
export const RECENTLY_VIEWED_LIMIT = 12

/** The list after opening `viewed`: it moves to the front (once), the rest keep their order. */
export function rememberViewed(list: ViewedExperience[], viewed: ViewedExperience, limit = RECENTLY_VIEWED_LIMIT): ViewedExperience[] {
  return [viewed, ...list.filter((item) => item.id !== viewed.id)].slice(0, limit)
}
