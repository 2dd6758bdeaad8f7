import { useSuspenseQuery } from '@tanstack/react-query'
import { catalogQueries } from '../features/catalog/api/queries'
import { ProductPage } from '../features/catalog/components/product-page'
import { experienceSnapshot } from '../features/catalog/experience-snapshot'
import { useRecordView } from '../features/recently-viewed/hooks/use-record-view'

type ProductScreenProps = { slug: string; initialDate?: string }

/** An experience's page, remembered in the traveller's 'Recently viewed' row. */
export function ProductScreen({ slug, initialDate }: ProductScreenProps) {
  const { data: experience } = useSuspenseQuery(catalogQueries.experience(slug))
  useRecordView(experienceSnapshot(experience))
  return <ProductPage slug={slug} initialDate={initialDate} />
}
