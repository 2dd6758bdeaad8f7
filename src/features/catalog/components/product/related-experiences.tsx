import { useDeferredValue } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import type { Locale } from '../../../../lib/locale'
import { searchQueries } from '../../api/search'
import { ExperienceCard } from '../experience-card'
import { cardBadges } from '../experience-badges'
import '../../../../ui/experience-card.css'

/** Other experiences in the same city. */
export function RelatedExperiences({ experienceId, citySlug, locale, title }: { experienceId: string; citySlug: string; locale: Locale; title?: string }) {
  const { t } = useLingui()
  const { data: answer } = useQuery(searchQueries.search({ city: citySlug, locale, perPage: '5', page: '1', sort: 'recommended' }))
  // An answer re-renders this synchronously; the cards follow in a transition (rendered in slices).
  const data = useDeferredValue(answer)
  const related = (data?.items ?? []).filter((item) => item.id !== experienceId).slice(0, 4)
  if (!related.length) return null
  return (
    <section className="product__section" aria-labelledby="related-title">
      <h2 id="related-title">{title ?? t`You might also like`}</h2>
      <ul className="experience-grid">
        {related.map((item) => (
          <li key={item.id}>
            <ExperienceCard experience={item} locale={locale} renderBadges={cardBadges} />
          </li>
        ))}
      </ul>
    </section>
  )
}
