import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../../../ui/link'
import { localePath, type Locale } from '../../../lib/locale'
import type { Suggestion } from '../api/search'
import '../catalog.css'

function suggestionPath(suggestion: Suggestion, locale: Locale) {
  if (suggestion.type === 'city') return localePath(locale, `/things-to-do-in-${suggestion.slug}`)
  if (suggestion.type === 'category') return localePath(locale, `/${suggestion.slug}`)
  return localePath(locale, suggestion.citySlug ? `/things-to-do-in-${suggestion.citySlug}/${suggestion.slug}` : `/experiences/${suggestion.slug}`)
}

/** 'Hmm... No results found!' with places to go instead. */
export function NoResults({ suggestions = [], locale }: { suggestions?: Suggestion[]; locale: Locale }) {
  const { t } = useLingui()
  return (
    <div className="empty-state" role="status">
      <h2>
        <Trans>Hmm... No results found!</Trans>
      </h2>
      <p>
        <Trans>Try other words or fewer filters.</Trans>
      </p>
      {suggestions.length ? (
        <nav aria-label={t`Suggestions`}>
          <h3>{t`You might like`}</h3>
          <ul className="suggestion-list">
            {suggestions.map((suggestion) => (
              <li key={`${suggestion.type}-${suggestion.slug}`}>
                <Link href={suggestionPath(suggestion, locale)}>{locale === 'ar' ? suggestion.name_ar : suggestion.name_en}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}
