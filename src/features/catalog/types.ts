// Shapes of the catalog records the app reads (see pb_migrations).
import type { MediaImage } from '../../lib/media-image'
import type { CancellationPolicy } from '../../lib/cancellation-policy'
import type { ExperienceBadge } from '../../../pb_hooks/lib/contracts/catalog-contract.js'

export type { BadgeKey, ExperienceBadge } from '../../../pb_hooks/lib/contracts/catalog-contract.js'


export type Country = {
  id: string
  slug: string
  code: string
  name_ar: string
  name_en: string
  summary_ar: string
  summary_en: string
  image: MediaImage | null
}

export type City = {
  id: string
  slug: string
  country: string
  name_ar: string
  name_en: string
  summary_ar: string
  summary_en: string
  popular: boolean
  image: MediaImage | null
  experience_count: number
  /** The city centre (degrees). */
  lat?: number
  lng?: number
  expand?: { country?: Country }
}

export type Category = {
  id: string
  slug: string
  kind: string
  name_ar: string
  name_en: string
  description_ar: string
  description_en: string
  image: MediaImage | null
  experience_count: number
}

export type BilingualItem = { ar: string; en: string }

export type FaqEntry = { question_ar: string; question_en: string; answer_ar: string; answer_en: string }

export type ItineraryStep = { title_ar: string; title_en: string; text_ar: string; text_en: string }

export type ExperienceLocation = {
  address_ar: string
  address_en: string
  meeting_point_ar: string
  meeting_point_en: string
  lat: number
  lng: number
}


/** The fields a listing card needs. */
export type ExperienceSummary = {
  id: string
  slug: string
  title_ar: string
  title_en: string
  summary_ar: string
  summary_en: string
  city: string
  kind: string
  images: MediaImage[]
  rating_avg: number
  review_count: number
  price_from: number
  duration_minutes: number
  labels: string[]
  /** Kept by the server (docs/decisions/040-experience-badges.md), in display order. */
  badges?: ExperienceBadge[]
  status: 'active' | 'unavailable'
  expand?: { city?: City }
}

export type Experience = ExperienceSummary & {
  description_ar: string
  description_en: string
  categories: string[]
  languages: string[]
  age_min: number
  age_max: number
  highlights: BilingualItem[]
  includes: BilingualItem[]
  excludes: BilingualItem[]
  itinerary: ItineraryStep[]
  know_before_you_go: BilingualItem[]
  what_to_bring: BilingualItem[]
  /** The product's own questions; empty or missing when it has none. */
  faq?: FaqEntry[]
  not_suitable_for?: BilingualItem[]
  location: ExperienceLocation
  cancellation_policy: CancellationPolicy
  pickup_included: boolean
  dropoff_included: boolean
  tour_guide: boolean
}
