import { useDeferredValue } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import type { Locale } from '../../../../lib/locale'
import { searchQueries } from '../../api/search'
import { ExperienceCard } from '../experience-card'
import { cardBadges } from '../experience-badges'
import '../../../../ui/experience-card.css'

/** Travellers' favourites: the recommended experiences, as cards. */
export function FeaturedGallery({ locale }: { locale: Locale }) {
  const { t } = useLingui()
  const { data } = useQuery(searchQueries.search({ locale, page: '1', perPage: '6', sort: 'recommended' }))
  // The answer re-renders this synchronously; the cards follow in a transition (rendered in slices).
  const featured = useDeferredValue(data)
  if (!featured?.items.length) return null
  return (
    <section aria-labelledby="gallery-title">
      <h2 id="gallery-title">{t`Travellers' favourites`}</h2>
      <ul className="experience-grid experience-grid--gallery" data-testid="gallery">
        {featured.items.map((item) => (
          <li key={item.id}>
            <ExperienceCard experience={item} locale={locale} renderBadges={cardBadges} />
          </li>
        ))}
      </ul>
    </section>
  )
}
