import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDuration, formatNumber } from '../../../lib/format'
import { localePath } from '../../../lib/locale'
import { localized } from '../../../lib/localized'
import { ResponsiveImage } from '../../../ui/responsive-image'
import { usePriceFormat } from '../../currency/hooks/use-price-format'
import { PageFrame } from '../../shell/components/page-frame'
import { useLocale } from '../../shell/hooks/use-locale'
import { catalogQueries } from '../api/queries'
import type { BilingualItem } from '../types'

type ProductPageProps = { slug: string }

function ItemList({ title, items, locale }: { title: string; items: BilingualItem[]; locale: 'ar' | 'en' }) {
  if (!items?.length) return null
  return (
    <section className="product__section">
      <h2>{title}</h2>
      <ul>
        {items.map((item, index) => (
          <li key={index}>{item[locale] || item.en}</li>
        ))}
      </ul>
    </section>
  )
}

/** The product page's overview; availability and booking arrive with the catalog work. */
export function ProductPage({ slug }: ProductPageProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const price = usePriceFormat()
  const { data: experience } = useSuspenseQuery(catalogQueries.experience(slug))
  const city = experience.expand?.city
  const title = localized(experience, 'title', locale)
  const trail = city ? [{ label: localized(city, 'name', locale), href: localePath(locale, `/things-to-do-in-${city.slug}`) }] : [{ label: t`Experiences`, href: localePath(locale, '/experiences') }]
  const [image] = experience.images
  const location = experience.location
  const fromPrice = price(experience.price_from)
  return (
    <PageFrame title={title} description={localized(experience, 'summary', locale)} trail={trail} className="product">
      {experience.status === 'unavailable' ? (
        <p className="notice notice--warning" role="status">
          <Trans>We're sorry! This activity is currently unavailable for booking.</Trans>
        </p>
      ) : null}
      {image ? <ResponsiveImage src={image.src} alt={locale === 'ar' ? image.alt_ar : image.alt_en} width={image.width} height={image.height} placeholder={image.placeholder} sizes="(min-width: 1152px) 1152px, 100vw" priority /> : null}
      <dl className="product__facts">
        <div>
          <dt>{t`Duration`}</dt>
          <dd>{formatDuration(experience.duration_minutes, locale)}</dd>
        </div>
        {experience.review_count > 0 ? (
          <div>
            <dt>{t`Rating`}</dt>
            <dd>
              ★ {formatNumber(experience.rating_avg, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} ({formatNumber(experience.review_count, locale)})
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t`Price`}</dt>
          <dd>
            <Trans>From {fromPrice}</Trans>
          </dd>
        </div>
      </dl>
      <section className="product__section">
        <h2>{t`Overview`}</h2>
        <p>{localized(experience, 'description', locale)}</p>
      </section>
      <ItemList title={t`Highlights`} items={experience.highlights} locale={locale} />
      <ItemList title={t`What's included`} items={experience.includes} locale={locale} />
      <ItemList title={t`Not included`} items={experience.excludes} locale={locale} />
      {experience.itinerary?.length ? (
        <section className="product__section">
          <h2>{t`Itinerary`}</h2>
          <ol className="itinerary">
            {experience.itinerary.map((step, index) => (
              <li key={index}>
                <h3>{localized(step, 'title', locale)}</h3>
                <p>{localized(step, 'text', locale)}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <ItemList title={t`Know before you go`} items={experience.know_before_you_go} locale={locale} />
      <ItemList title={t`What to bring`} items={experience.what_to_bring} locale={locale} />
      {location ? (
        <section className="product__section">
          <h2>{t`Location`}</h2>
          <p>{localized(location, 'meeting_point', locale)}</p>
          <p>{localized(location, 'address', locale)}</p>
        </section>
      ) : null}
    </PageFrame>
  )
}
