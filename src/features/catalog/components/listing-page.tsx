import { useSuspenseQuery } from '@tanstack/react-query'
import type { Crumb } from '../../../ui/breadcrumbs'
import { PageFrame } from '../../shell/components/page-frame'
import { useLocale } from '../../shell/hooks/use-locale'
import { catalogQueries, type ListingFilter } from '../api/queries'
import { ExperienceGrid } from './experience-grid'

type ListingPageProps = {
  title: string
  description?: string
  trail?: Crumb[]
  filter: ListingFilter
  page: number
  /** This listing's path in the current locale, for page links. */
  path: string
}

/** A list of experiences (city, category, all); filters and sort arrive with the catalog work. */
export function ListingPage({ title, description, trail, filter, page, path }: ListingPageProps) {
  const locale = useLocale()
  const { data } = useSuspenseQuery(catalogQueries.listing(filter, page))
  return (
    <PageFrame title={title} description={description} trail={trail} className="listing">
      {description ? <p className="page__lead">{description}</p> : null}
      <ExperienceGrid
        experiences={data.items}
        locale={locale}
        page={data.page}
        totalPages={data.totalPages}
        totalItems={data.totalItems}
        pageHref={(next) => (next > 1 ? `${path}?page=${next}` : path)}
      />
    </PageFrame>
  )
}
