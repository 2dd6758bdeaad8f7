/**
 * What the device keeps of an experience to list it offline (the saved list, recently viewed):
 * enough for a card, taken when the traveller saw it.
 */
export type ExperienceSnapshot = {
  id: string
  slug: string
  citySlug: string | null
  title_ar: string
  title_en: string
  image: { src: string; width: number; height: number; placeholder: string } | null
  price_from: number
}
