// Shapes of the catalog records the app reads (see pb_migrations).

export type MediaImage = {
  key: string
  /** Path prefix; files are `${src}-${width}.webp`. */
  src: string
  width: number
  height: number
  placeholder: string
  alt_ar: string
  alt_en: string
}

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
