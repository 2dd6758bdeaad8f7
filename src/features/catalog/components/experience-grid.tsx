import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../../../ui/link'
import { formatNumber } from '../../../lib/format'
import type { Locale } from '../../../lib/locale'
import type { SearchItem } from '../api/search'
import { useRenderedSteps } from '../../../ui/render-later'
import { ExperienceCard } from './experience-card'
import { cardBadges } from './experience-badges'
import '../../../ui/experience-card.css'
import '../catalog.css'

type ExperienceGridProps = {
  experiences: SearchItem[]
  locale: Locale
  page: number
  totalPages: number
  /** The href of another page of this listing. */
  pageHref: (page: number) => string
  busy?: boolean
}

/** Cards rendered with the page (two rows on wide screens, more than a phone's screen); the rest follow as many at a time, one step after another. */
const CARDS_PER_STEP = 6

export function ExperienceGrid({ experiences, locale, page, totalPages, pageHref, busy = false }: ExperienceGridProps) {
  const { t } = useLingui()
  const shown = experiences.slice(0, CARDS_PER_STEP * useRenderedSteps(Math.ceil(experiences.length / CARDS_PER_STEP)))
  const current = formatNumber(page, locale)
  const total = formatNumber(totalPages, locale)
  return (
    <section aria-label={t`Experiences`} aria-busy={busy}>
      <ul className={busy ? 'experience-grid experience-grid--busy' : 'experience-grid'} data-testid="experience-grid">
        {shown.map((experience, index) => (
          <li key={experience.id}>
            <ExperienceCard experience={experience} locale={locale} priority={page === 1 && index < 2} renderBadges={cardBadges} />
          </li>
        ))}
      </ul>
      {totalPages > 1 ? (
        <nav className="pager" aria-label={t`Pages`}>
          {page > 1 ? (
            <Link href={pageHref(page - 1)} className="button button--secondary" aria-label={t`Previous page`}>
              <Trans>Previous</Trans>
            </Link>
          ) : null}
          <span className="pager__position">
            <Trans>
              Page {current} of {total}
            </Trans>
          </span>
          {page < totalPages ? (
            <Link href={pageHref(page + 1)} className="button button--secondary" aria-label={t`Next page`}>
              <Trans>Next</Trans>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  )
}
