import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../ui/link'
import { RenderInTurn } from '../ui/render-in-turn'
import { localePath } from '../lib/locale'
import { localized } from '../lib/localized'
import { catalogQueries } from '../features/catalog/api/queries'
import { RecentlyViewedRow } from '../features/recently-viewed/components/recently-viewed-row'
import { usePageMeta } from '../lib/use-page-meta'
import { useLocale } from '../lib/use-locale'
import { CategoryGrid } from '../features/catalog/components/home/category-grid'
import { CityGrid } from '../features/catalog/components/city-grid'
import { FeaturedGallery } from '../features/catalog/components/home/featured-gallery'
import { HeroSearch } from '../features/catalog/components/home/hero-search'
import { StatsBand } from '../features/catalog/components/home/stats-band'
import { SupportBlock } from '../features/contact/components/support-block'
import { Testimonials } from '../features/content/components/testimonials'
import { websiteStructuredData } from './website-structured-data'
import './home-page.css'

export function HomePage() {
  const { t } = useLingui()
  const locale = useLocale()
  usePageMeta({ structuredData: websiteStructuredData })
  const { data: categories } = useSuspenseQuery(catalogQueries.categories())
  const { data: cities } = useSuspenseQuery(catalogQueries.cities())
  const { data: countries = [] } = useQuery(catalogQueries.countries())
  const popular = cities.filter((city) => city.popular)
  const top = [...cities].sort((a, b) => b.experience_count - a.experience_count).slice(0, 6)

  return (
    <main className="page home" id="main">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">
          <Trans>Discover Saudi Arabia and the Gulf, one experience at a time</Trans>
        </h1>
        <p>
          <Trans>Book tours, activities and travel services with instant confirmation, and keep your tickets on your phone, even offline.</Trans>
        </p>
        <HeroSearch cities={cities} locale={locale} />
      </section>

      <RenderInTurn
        steps={[
          <>
            <StatsBand locale={locale} />

            <RecentlyViewedRow locale={locale} />

            <section aria-labelledby="popular-title">
              <h2 id="popular-title">
                <Trans>Popular destinations</Trans>
              </h2>
              <CityGrid cities={popular} locale={locale} priorityCount={2} testId="popular-cities" />
            </section>
          </>,
          <>
            <section aria-labelledby="categories-title">
              <h2 id="categories-title">
                <Trans>Browse by category</Trans>
              </h2>
              <CategoryGrid categories={categories} locale={locale} />
            </section>

            <FeaturedGallery locale={locale} />
          </>,
          <>
            <section aria-labelledby="top-title">
              <h2 id="top-title">{t`Top destinations`}</h2>
              <ol className="top-destinations" data-testid="city-list">
                {top.map((city) => (
                  <li key={city.id}>
                    <Link href={localePath(locale, `/things-to-do-in-${city.slug}`)}>{localized(city, 'name', locale)}</Link>
                  </li>
                ))}
              </ol>
            </section>

            <section aria-labelledby="countries-title">
              <h2 id="countries-title">{t`Browse by country`}</h2>
              <ul className="country-chips" data-testid="country-chips">
                {countries.map((country) => (
                  <li key={country.id}>
                    <Link className="chip" href={`${localePath(locale, '/destinations')}#country-${country.slug}`}>
                      {localized(country, 'name', locale)}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          </>,
          <>
            <Testimonials locale={locale} />
            <SupportBlock locale={locale} />
          </>,
        ]}
      />
    </main>
  )
}
