import { useSuspenseQuery } from '@tanstack/react-query'
import { localized } from '../../../lib/localized'
import { RichText } from '../../../ui/rich-text'
import { PageFrame } from '../../shell/components/page-frame'
import { useLocale } from '../../shell/hooks/use-locale'
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
