import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { formatNumber } from '../../../lib/format'
import type { Locale } from '../../../lib/locale'
import type { ExperienceSummary } from '../types'
import { ExperienceCard } from './experience-card'

type ExperienceGridProps = {
  experiences: ExperienceSummary[]
  locale: Locale
  page: number
  totalPages: number
  totalItems: number
  /** The href of another page of this listing. */
  pageHref: (page: number) => string
}

export function ExperienceGrid({ experiences, locale, page, totalPages, totalItems, pageHref }: ExperienceGridProps) {
  const { t } = useLingui()
  const count = formatNumber(totalItems, locale)
  if (experiences.length === 0) {
    return (
      <div className="empty-state" role="status">
        <h2>
          <Trans>Hmm... No results found!</Trans>
        </h2>
      </div>
    )
  }
  const current = formatNumber(page, locale)
  const total = formatNumber(totalPages, locale)
  return (
    <section aria-label={t`Experiences`}>
      <p className="listing__count" role="status">
        <Trans>{count} experiences</Trans>
      </p>
      <ul className="experience-grid" data-testid="experience-grid">
        {experiences.map((experience, index) => (
          <li key={experience.id}>
            <ExperienceCard experience={experience} locale={locale} priority={index < 2} />
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
