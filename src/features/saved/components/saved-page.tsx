import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { relativeTime } from '../../../lib/format'
import { localePath } from '../../../lib/locale'
import { localized } from '../../../lib/localized'
import { ResponsiveImage } from '../../../ui/responsive-image'
import { usePriceFormat } from '../../../lib/use-price-format'
import { PageFrame } from '../../../ui/page-frame'
import { useLocale } from '../../../lib/use-locale'
import { savedQueries } from '../api/saved'
import { SaveButton } from './save-button'
import { PRIVATE_PAGE } from '../../../lib/page-head'
import { useHydrated } from '../../../lib/use-hydrated'
import '../../../ui/experience-card.css'

export function SavedPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const price = usePriceFormat()
  // The list lives on the device: the server and the hydrating render show the frame alone, the
  // list comes once hydrated (else React throws the server's markup away).
  const hydrated = useHydrated()
  const { data = [], isPending: reading } = useQuery(savedQueries.list())
  const saved = hydrated ? data : []
  const isPending = !hydrated || reading
  // How old the kept data is, so a price seen a week ago is read as such.
  const savedAge = (savedAt: string) => relativeTime(savedAt, locale)
  return (
    <PageFrame head={PRIVATE_PAGE} title={t`Saved experiences`}>
      {isPending ? null : saved.length === 0 ? (
        <div className="empty-state">
          <p>
            <Trans>You have not saved any experiences yet. Tap the heart on an experience to keep it here, even offline.</Trans>
          </p>
          <Link href={localePath(locale, '/things-to-do')} className="button button--primary">
            <Trans>Find things to do</Trans>
          </Link>
        </div>
      ) : (
        <ul className="experience-grid" data-testid="saved-list">
          {saved.map((item) => {
            const title = localized(item, 'title', locale)
            const from = price(item.price_from)
            const age = savedAge(item.savedAt)
            return (
              <li key={item.id}>
                <article className="experience-card">
                  {item.image ? <ResponsiveImage src={item.image.src} alt="" width={item.image.width} height={item.image.height} placeholder={item.image.placeholder} sizes="(min-width: 1024px) 33vw, 100vw" /> : null}
                  <SaveButton experience={item} name={title} className="save-button--card" />
                  <div className="experience-card__body">
                    <h3 className="experience-card__title">
                      <Link className="experience-card__link" href={localePath(locale, item.citySlug ? `/things-to-do-in-${item.citySlug}/${item.slug}` : `/experiences/${item.slug}`)}>
                        {title}
                      </Link>
                    </h3>
                    <p className="experience-card__price">
                      <Trans>From {from}</Trans>
                    </p>
                    <p className="experience-card__meta" data-testid="saved-age">
                      <Trans>Saved {age}</Trans>
                    </p>
                  </div>
                </article>
              </li>
            )
          })}
        </ul>
      )}
    </PageFrame>
  )
}
