import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** Each editable field's name as the editor and the missing-translation list show it. */
const labels: Record<string, MessageDescriptor> = {
  slug: msg`Page address`,
  title_ar: msg`Arabic title`,
  title_en: msg`English title`,
  summary_ar: msg`Arabic summary`,
  summary_en: msg`English summary`,
  description_ar: msg`Arabic description`,
  description_en: msg`English description`,
  city: msg`City`,
  categories: msg`Categories`,
  kind: msg`Kind`,
  labels: msg`Labels`,
  languages: msg`Languages`,
  occasions: msg`Occasions`,
  best_for: msg`Best for`,
  time_of_day: msg`Time of day`,
  duration_minutes: msg`Duration (minutes)`,
  age_min: msg`Minimum age`,
  age_max: msg`Maximum age`,
  highlights: msg`Highlights`,
  includes: msg`Includes`,
  excludes: msg`Excludes`,
  itinerary: msg`Itinerary`,
  know_before_you_go: msg`Know before you go`,
  what_to_bring: msg`What to bring`,
  not_suitable_for: msg`Not suitable for`,
  faq: msg`Questions and answers`,
  pickup_included: msg`Pickup included`,
  dropoff_included: msg`Drop-off included`,
  tour_guide: msg`Tour guide`,
  extras: msg`Optional extras`,
  location: msg`Meeting point`,
  cancellation_policy: msg`Cancellation policy`,
  images: msg`Photos`,
  options: msg`Options and prices`,
}

export const fieldLabel = (i18n: I18n, name: string) => (labels[name] ? i18n._(labels[name]) : name)
