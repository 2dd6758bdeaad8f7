import { useSuspenseQuery } from '@tanstack/react-query'
import { Plural, useLingui } from '@lingui/react/macro'
import { localized } from '../../../lib/localized'
import { ResponsiveImage } from '../../../ui/responsive-image'
import { PageFrame } from '../../../ui/page-frame'
import { useLocale } from '../../../lib/use-locale'
import { catalogQueries } from '../api/queries'
import '../catalog.css'

/** Browse by country: each country with its summary and how many experiences it offers. */
export function CountriesPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: countries } = useSuspenseQuery(catalogQueries.countries())
  const { data: cities } = useSuspenseQuery(catalogQueries.cities())
  return (
    <PageFrame title={t`Countries`} description={t`Browse experiences by country.`}>
      <ul className="country-list" data-testid="country-list">
        {countries.map((country) => {
          const count = cities.filter((city) => city.country === country.id).reduce((sum, city) => sum + city.experience_count, 0)
          return (
            <li key={country.id} className="country-card">
              {country.image ? <ResponsiveImage src={country.image.src} alt="" width={country.image.width} height={country.image.height} placeholder={country.image.placeholder} sizes="(min-width: 768px) 50vw, 100vw" /> : null}
              <div className="country-card__text">
                <h2>{localized(country, 'name', locale)}</h2>
                <p>{localized(country, 'summary', locale)}</p>
                <p className="country-card__count">
                  <Plural value={count} _0="No experiences yet" one="# experience" other="# experiences" />
                </p>
              </div>
            </li>
          )
        })}
      </ul>
    </PageFrame>
  )
}
