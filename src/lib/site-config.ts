import { queryOptions } from '@tanstack/react-query'
import { publicApi } from './public-api'

type Bilingual = { ar: string; en: string }

/** Public site settings from GET /api/store/config. */
export type SiteConfig = {
  site_name: Bilingual
  site_description: Bilingual
  site_url: string
  site_image: string
  layout: string
  default_currency: string
  support_phone: string
  support_whatsapp: string
  support_email: string
  /** Filter vocabularies: { labels: [{ key, name_ar, name_en }], languages, occasions, best_for, time_of_day }. */
  filters?: Record<string, { key: string; name_ar: string; name_en: string }[]>
}

export const siteConfigQueries = {
  config: () =>
    queryOptions({
      queryKey: ['shell', 'config'],
      queryFn: ({ signal }) => publicApi.get<SiteConfig>('/api/store/config', {}, signal),
      staleTime: 10 * 60_000,
    }),
}
