import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { catalogQueries } from '../../catalog/api/queries'
import { usePageMeta } from '../../shell/hooks/use-page-meta'
import { useLocale } from '../../shell/hooks/use-locale'
import { CategoryGrid } from './category-grid'
import { CityGrid } from './city-grid'

export function HomePage() {
  const locale = useLocale()
  usePageMeta()
  const { data: categories } = useSuspenseQuery(catalogQueries.categories())
  const { data: cities } = useSuspenseQuery(catalogQueries.cities())
  const popular = cities.filter((city) => city.popular)

  return (
    <main className="page home" id="main">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">
          <Trans>Discover Saudi Arabia and the Gulf, one experience at a time</Trans>
        </h1>
        <p>
          <Trans>Book tours, activities and travel services with instant confirmation, and keep your tickets on your phone, even offline.</Trans>
        </p>
      </section>

      <section aria-labelledby="categories-title">
        <h2 id="categories-title">
          <Trans>Browse by category</Trans>
        </h2>
        <CategoryGrid categories={categories} locale={locale} />
      </section>

      <section aria-labelledby="popular-title">
        <h2 id="popular-title">
          <Trans>Popular destinations</Trans>
        </h2>
        <CityGrid cities={popular} locale={locale} priorityCount={2} />
      </section>

      <section aria-labelledby="all-cities-title">
        <h2 id="all-cities-title">
          <Trans>All destinations</Trans>
        </h2>
        <CityGrid cities={cities} locale={locale} />
      </section>
    </main>
  )
}
