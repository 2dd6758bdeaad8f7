import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { recentlyViewedQueries, recordViewed } from '../api/recently-viewed'
import type { ViewedExperience } from '../remember-viewed'
import type { ExperienceSnapshot } from '../../../lib/experience-snapshot'

/** Adds the experience on screen to 'Recently viewed'. */
export function useRecordView(experience: ExperienceSnapshot) {
  const queryClient = useQueryClient()
  // Compared by value: a re-render with the same data is not a new view.
  const summary = JSON.stringify(experience)
  useEffect(() => {
    const viewed = { ...(JSON.parse(summary) as Omit<ViewedExperience, 'viewedAt'>), viewedAt: new Date().toISOString() }
    recordViewed(viewed)
      .then(() => queryClient.invalidateQueries({ queryKey: recentlyViewedQueries.list().queryKey }))
      .catch((error: unknown) => console.warn('could not remember this experience', error))
  }, [summary, queryClient])
}
