import { useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { localePath } from '../../../lib/locale'
import { localized } from '../../../lib/localized'
import { PageFrame } from '../../../ui/page-frame'
import { useLocale } from '../../../lib/use-locale'
import { catalogQueries } from '../api/queries'
import { CityGrid } from './city-grid'

/** All cities, grouped by country. */
export function DestinationsPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: countries } = useSuspenseQuery(catalogQueries.countries())
  const { data: cities } = useSuspenseQuery(catalogQueries.cities())
  return (
    <PageFrame title={t`Destinations`} description={t`Cities in Saudi Arabia and the Gulf with tours and activities to book.`}>
      {countries.map((country) => {
        const inCountry = cities.filter((city) => city.country === country.id)
        if (!inCountry.length) return null
        return (
          <section key={country.id} aria-labelledby={`country-${country.slug}`}>
            <h2 id={`country-${country.slug}`}>{localized(country, 'name', locale)}</h2>
            <CityGrid cities={inCountry} locale={locale} />
          </section>
        )
      })}
      <p>
        <Link href={localePath(locale, '/countries')}>{t`Browse by country`}</Link>
      </p>
    </PageFrame>
  )
}
