import { queryOptions } from '@tanstack/react-query'
import { deviceQueryMeta } from '../../../lib/device-query'
import type { ExperienceSnapshot } from '../../../lib/experience-snapshot'
import { get, update } from 'idb-keyval'

/** What the saved list shows, kept on the device so it opens offline. */
export type SavedExperience = ExperienceSnapshot & { savedAt: string }

export const SAVED_KEY = 'rihla:saved'

export const savedQueries = {
  list: () =>
    queryOptions({
      queryKey: ['saved', 'local'],
      meta: deviceQueryMeta,
      queryFn: async () => ((await get<SavedExperience[]>(SAVED_KEY)) ?? []) as SavedExperience[],
      staleTime: Infinity,
    }),
}

/** Saves or unsaves; returns whether it is saved now. */
export async function toggleSaved(experience: SavedExperience): Promise<boolean> {
  let saved = false
  await update<SavedExperience[]>(SAVED_KEY, (items = []) => {
    const exists = items.some((item) => item.id === experience.id)
    saved = !exists
    return exists ? items.filter((item) => item.id !== experience.id) : [experience, ...items]
  })
  // Ask once that the browser keep what the traveller saves (it may still say no).
  if (saved && navigator.storage?.persist) void navigator.storage.persist().catch(() => false)
  return saved
}
