import type { MediaImage } from '../../lib/media-image'

export type ContentPage = { id: string; slug: string; title_ar: string; title_en: string; body_ar: string; body_en: string }

export type Post = {
  id: string
  slug: string
  title_ar: string
  title_en: string
  excerpt_ar: string
  excerpt_en: string
  body_ar: string
  body_en: string
  image: MediaImage | null
  tags: string[]
  published_at: string
}

export type Faq = { id: string; key: string; group: string; question_ar: string; question_en: string; answer_ar: string; answer_en: string }
