import type { ExperienceSnapshot } from '../../lib/experience-snapshot'
import type { Experience } from './types'

/** What the device keeps of an experience once seen or saved (lib/experience-snapshot.ts). */
export function experienceSnapshot(experience: Experience): ExperienceSnapshot {
  return {
    id: experience.id,
    slug: experience.slug,
    citySlug: experience.expand?.city?.slug ?? null,
    title_ar: experience.title_ar,
    title_en: experience.title_en,
    image: experience.images[0] ?? null,
    price_from: experience.price_from,
  }
}
