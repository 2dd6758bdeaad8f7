import { useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { formatDate } from '../../../lib/format'
import { localePath } from '../../../lib/locale'
import { localized } from '../../../lib/localized'
import { ResponsiveImage } from '../../../ui/responsive-image'
import { RichText } from '../../../ui/rich-text'
import { PageFrame } from '../../../ui/page-frame'
import { useLocale } from '../../../lib/use-locale'
import { contentQueries } from '../api/queries'
import { postStructuredData } from '../post-structured-data'
import '../content.css'

export function BlogPostPage({ slug }: { slug: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: post } = useSuspenseQuery(contentQueries.post(slug))
  return (
    <PageFrame
      title={localized(post, 'title', locale)}
      description={localized(post, 'excerpt', locale)}
      trail={[{ label: t`Blog`, href: localePath(locale, '/blog') }]}
      className="article"
      head={{ image: post.image, type: 'article', structuredData: (page) => postStructuredData(post, page) }}
    >
      <p className="article__date">
        <time dateTime={post.published_at}>{formatDate(post.published_at, locale)}</time>
      </p>
      {post.image ? <ResponsiveImage src={post.image.src} alt={locale === 'ar' ? post.image.alt_ar : post.image.alt_en} width={post.image.width} height={post.image.height} placeholder={post.image.placeholder} sizes="(min-width: 1152px) 1152px, 100vw" priority /> : null}
      <RichText text={localized(post, 'body', locale)} />
    </PageFrame>
  )
}
