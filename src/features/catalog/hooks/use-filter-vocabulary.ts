import { useQuery } from '@tanstack/react-query'
import { siteConfigQueries } from '../../../lib/site-config'
import type { ListFilter } from '../listing-search'

export type VocabularyEntry = { key: string; name_ar: string; name_en: string }

const settingKey: Record<ListFilter, string> = { labels: 'labels', languages: 'languages', occasions: 'occasions', bestFor: 'best_for', timeOfDay: 'time_of_day' }

/** Names of the filter values (labels, languages…) from the public `filters` setting. */
export function useFilterVocabulary(): Record<ListFilter, VocabularyEntry[]> {
  const { data: config } = useQuery(siteConfigQueries.config())
  const filters = (config?.filters ?? {}) as Record<string, VocabularyEntry[] | undefined>
  return Object.fromEntries(Object.entries(settingKey).map(([filter, key]) => [filter, filters[key] ?? []])) as Record<ListFilter, VocabularyEntry[]>
}
