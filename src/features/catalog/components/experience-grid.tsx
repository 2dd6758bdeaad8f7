import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { formatNumber } from '../../../lib/format'
import type { Locale } from '../../../lib/locale'
import type { SearchItem } from '../api/search'
import { ExperienceCard } from './experience-card'

type ExperienceGridProps = {
  experiences: SearchItem[]
  locale: Locale
  page: number
  totalPages: number
  /** The href of another page of this listing. */
  pageHref: (page: number) => string
  busy?: boolean
}

export function ExperienceGrid({ experiences, locale, page, totalPages, pageHref, busy = false }: ExperienceGridProps) {
  const { t } = useLingui()
  const current = formatNumber(page, locale)
  const total = formatNumber(totalPages, locale)
  return (
    <section aria-label={t`Experiences`} aria-busy={busy}>
      <ul className={busy ? 'experience-grid experience-grid--busy' : 'experience-grid'} data-testid="experience-grid">
        {experiences.map((experience, index) => (
          <li key={experience.id}>
            <ExperienceCard experience={experience} locale={locale} priority={page === 1 && index < 2} />
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
