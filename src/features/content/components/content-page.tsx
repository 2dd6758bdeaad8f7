import { useSuspenseQuery } from '@tanstack/react-query'
import { localized } from '../../../lib/localized'
import { RichText } from '../../../ui/rich-text'
import { PageFrame } from '../../../ui/page-frame'
import { useLocale } from '../../../lib/use-locale'
import { contentQueries } from '../api/queries'

/** About, terms and privacy: staff-edited pages from the `pages` collection. */
export function ContentPageView({ slug }: { slug: string }) {
  const locale = useLocale()
  const { data: page } = useSuspenseQuery(contentQueries.page(slug))
  return (
    <PageFrame title={localized(page, 'title', locale)} className="content-page">
      <RichText text={localized(page, 'body', locale)} />
    </PageFrame>
  )
}
