import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { localePath, type Locale } from '../../../lib/locale'
import { localized } from '../../../lib/localized'
import { Link } from '../../../ui/link'
import { ResponsiveImage } from '../../../ui/responsive-image'
import { usePriceFormat } from '../../../lib/use-price-format'
import { recentlyViewedQueries } from '../api/recently-viewed'
import '../../../ui/experience-card.css'

/** The experiences the traveller opened last, newest first; read from the device, so offline too. */
export function RecentlyViewedRow({ locale }: { locale: Locale }) {
  const { t } = useLingui()
  const price = usePriceFormat()
  const { data: viewed = [] } = useQuery(recentlyViewedQueries.list())
  if (!viewed.length) return null
  return (
    <section aria-labelledby="recently-viewed-title">
      <h2 id="recently-viewed-title">{t`Recently viewed`}</h2>
      <ul className="experience-grid experience-grid--gallery" data-testid="recently-viewed">
        {viewed.map((item) => {
          const from = price(item.price_from)
          return (
            <li key={item.id}>
              <article className="experience-card">
                {item.image ? <ResponsiveImage src={item.image.src} alt="" width={item.image.width} height={item.image.height} placeholder={item.image.placeholder} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" /> : null}
                <div className="experience-card__body">
                  <h3 className="experience-card__title">
                    <Link className="experience-card__link" href={localePath(locale, item.citySlug ? `/things-to-do-in-${item.citySlug}/${item.slug}` : `/experiences/${item.slug}`)}>
                      {localized(item, 'title', locale)}
                    </Link>
                  </h3>
                  <p className="experience-card__price">
                    <Trans>From {from}</Trans>
                  </p>
                </div>
              </article>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
