import type { StudioExperience, StudioFields } from '../api/studio-api'

/** A new experience's starting values: every field present, nothing chosen. */
export const emptyFields = (): StudioFields => ({
  slug: '',
  title_ar: '',
  title_en: '',
  summary_ar: '',
  summary_en: '',
  description_ar: '',
  description_en: '',
  city: '',
  categories: [],
  kind: 'tour',
  labels: [],
  languages: [],
  occasions: [],
  best_for: [],
  time_of_day: '',
  duration_minutes: 120,
  age_min: 0,
  age_max: 0,
  highlights: [],
  includes: [],
  excludes: [],
  itinerary: [],
  know_before_you_go: [],
  what_to_bring: [],
  not_suitable_for: [],
  faq: [],
  pickup_included: false,
  dropoff_included: false,
  tour_guide: false,
  extras: [],
  location: { address_ar: '', address_en: '', meeting_point_ar: '', meeting_point_en: '', instructions_ar: '', instructions_en: '', lat: null, lng: null },
  cancellation_policy: { type: 'free', tiers: [{ minutes_before: 1440, penalty_percent: 0 }, { minutes_before: 0, penalty_percent: 100 }] },
  images: [],
})

/** The editable part of a loaded experience. */
export function fieldsOf(experience: StudioExperience): StudioFields {
  const empty = emptyFields()
  const out = { ...empty } as Record<string, unknown>
  for (const name of Object.keys(empty)) out[name] = (experience as unknown as Record<string, unknown>)[name] ?? (empty as unknown as Record<string, unknown>)[name]
  return out as StudioFields
}

/** The fields whose value differs from what was loaded (what a save sends). */
export function changedFields(loaded: StudioFields, edited: StudioFields): Partial<StudioFields> {
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(edited)) {
    if (JSON.stringify(value) !== JSON.stringify((loaded as unknown as Record<string, unknown>)[name])) out[name] = value
  }
  return out as Partial<StudioFields>
}
