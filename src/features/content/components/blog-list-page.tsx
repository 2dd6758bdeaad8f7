import { useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { formatDate } from '../../../lib/format'
import { localePath } from '../../../lib/locale'
import { localized } from '../../../lib/localized'
import { ResponsiveImage } from '../../../ui/responsive-image'
import { PageFrame } from '../../../ui/page-frame'
import { useLocale } from '../../../lib/use-locale'
import { contentQueries } from '../api/queries'
import '../content.css'

export function BlogListPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: posts } = useSuspenseQuery(contentQueries.posts())
  return (
    <PageFrame title={t`Blog`} description={t`Travel guides and tips for Saudi Arabia and the Gulf.`}>
      <ul className="post-list" data-testid="post-list">
        {posts.map((post, index) => (
          <li key={post.id} className="post-card">
            {post.image ? <ResponsiveImage src={post.image.src} alt="" width={post.image.width} height={post.image.height} placeholder={post.image.placeholder} sizes="(min-width: 768px) 50vw, 100vw" priority={index === 0} /> : null}
            <div className="post-card__text">
              <h2>
                <Link href={localePath(locale, `/blog/${post.slug}`)}>{localized(post, 'title', locale)}</Link>
              </h2>
              <p className="post-card__date">
                <time dateTime={post.published_at}>{formatDate(post.published_at, locale)}</time>
              </p>
              <p>{localized(post, 'excerpt', locale)}</p>
            </div>
          </li>
        ))}
      </ul>
    </PageFrame>
  )
}
