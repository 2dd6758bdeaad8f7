import { lazy, Suspense, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CartCheckItem } from '../../../lib/cart-check'
import type { LocalCartItem } from '../../../lib/device-cart'
import { formatClock, formatDate } from '../../../lib/format'
import type { Locale } from '../../../lib/locale'
import { TravellerSummary } from '../../../lib/traveller-summary'
import { usePriceFormat } from '../../../lib/use-price-format'
import { Button } from '../../../ui/button'
import { ExperienceThumbnail } from '../../../ui/experience-thumbnail'
import '../../../ui/cart-lines.css'
import './cart-line.css'

// The editor (traveller counters, pickup choice, the re-check) loads when a traveller opens it,
// keeping the cart's first load within its budget.
const CartLineEditor = lazy(() => import('./cart-line-editor').then((module) => ({ default: module.CartLineEditor })))

type CartLineProps = {
  item: LocalCartItem
  items: LocalCartItem[]
  /** The server's check of this line, once it answered. */
  line: CartCheckItem | undefined
  locale: Locale
  onRemove: () => void
}

// Generated images come in 3:2; the device's copy of a line keeps only the image's path.
const SNAPSHOT_IMAGE = { width: 1536, height: 1024 }

/** One line of the cart: photo, title, option, day and time, pickup, travellers, price; change or remove it. */
export function CartLine({ item, items, line, locale, onRemove }: CartLineProps) {
  const { t } = useLingui()
  const price = usePriceFormat()
  const [editing, setEditing] = useState(false)
  const snapshot = item.snapshot
  const title = snapshot ? (locale === 'ar' ? snapshot.title_ar : snapshot.title_en) : item.slotId
  const unavailable = line && !line.available
  const was = price(line?.previousTotal ?? snapshot?.total ?? 0)
  const now = price(line?.total ?? 0)
  const image = line?.experience?.image ?? (snapshot?.image ? { src: snapshot.image, ...SNAPSHOT_IMAGE } : null)
  // The server's resolved pickup once checked; the device's copy until then (and offline).
  const pickup = line?.pickup ? { name: locale === 'ar' ? line.pickup.name_ar : line.pickup.name_en, time: line.pickup.time } : snapshot?.pickup ? { name: locale === 'ar' ? snapshot.pickup.name_ar : snapshot.pickup.name_en, time: snapshot.pickup.time } : null
  const day = snapshot ? formatDate(snapshot.date, locale) : ''
  const clock = snapshot ? formatClock(snapshot.startTime, locale) : ''
  const pickupTime = pickup ? formatClock(pickup.time, locale) : ''
  const pickupName = pickup?.name ?? ''
  const editable = Boolean(line?.option && line.experience)

  return (
    <li className={unavailable ? 'cart-line cart-line--unavailable' : 'cart-line'}>
      <div className="cart-line__main">
        {image ? <ExperienceThumbnail image={image} /> : null}
        <div className="cart-line__text">
          <h2 className="cart-line__title">{title}</h2>
          {snapshot ? (
            <>
              <p className="cart-line__meta">{locale === 'ar' ? snapshot.option_ar : snapshot.option_en}</p>
              {/* Day and time apart with a comma ("،" in Arabic): "·" between numbers reads as a zero there. */}
              <p className="cart-line__meta">
                <Trans>
                  <bdi>{day}</bdi>, <bdi>{clock}</bdi>
                </Trans>
              </p>
            </>
          ) : null}
          {pickup ? (
            <p className="cart-line__meta" data-testid="cart-line-pickup">
              <Trans>
                Pickup: {pickupName} at <bdi>{pickupTime}</bdi>
              </Trans>
            </p>
          ) : null}
          <p className="cart-line__meta">
            <TravellerSummary travellers={item.travellers} locale={locale} />
          </p>
          {unavailable ? <p className="cart-line__flag">{t`No longer available`}</p> : null}
          {line?.priceChanged && line.available ? (
            <p className="cart-line__flag">
              <Trans>
                Price changed: was {was}, now {now}
              </Trans>
            </p>
          ) : null}
        </div>
        <div className="cart-line__side">
          <strong>{price(line?.available ? line.total : (snapshot?.total ?? 0))}</strong>
          <Button variant="quiet" onPress={() => setEditing((open) => !open)} isDisabled={!editable} aria-expanded={editing}>
            {t`Change`}
          </Button>
          <Button variant="quiet" onPress={onRemove}>
            {t`Remove`}
          </Button>
        </div>
      </div>
      {editing && line && editable ? (
        <Suspense fallback={null}>
          <CartLineEditor item={item} items={items} line={line} locale={locale} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
    </li>
  )
}
