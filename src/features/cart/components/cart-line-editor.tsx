import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { seatsOf, totalOf, type Travellers } from '../../../lib/booking-selection'
import { toServerItems, type CartCheck, type CartCheckItem } from '../../../lib/cart-check'
import { cartQueries, replaceLocalCartLine, type LocalCartItem } from '../../../lib/device-cart'
import { formatNumber } from '../../../lib/format'
import type { Locale } from '../../../lib/locale'
import { isClientResponseError, pocketBase } from '../../../lib/pocketbase'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { usePriceFormat } from '../../../lib/use-price-format'
import { Button } from '../../../ui/button'
import { PickupChoice } from '../../../ui/pickup-choice'
import { TravellerCounters } from '../../../ui/traveller-counters'

type CartLineEditorProps = {
  /** The line being changed, and the whole cart (seats are shared by lines on one departure). */
  item: LocalCartItem
  items: LocalCartItem[]
  /** The server's last check of the line: its option's types, prices, limits and seats. */
  line: CartCheckItem
  locale: Locale
  onClose: () => void
}

/**
 * Travellers and pickup of a cart line, changed in place. The changed line goes through the
 * server's cart check (prices, seats, the booking's limit, at least one traveller, the pickup)
 * before it replaces the old one in the device's cart; a refusal keeps the old line and says why.
 */
export function CartLineEditor({ item, items, line, locale, onClose }: CartLineEditorProps) {
  const { t } = useLingui()
  const price = usePriceFormat()
  const online = useOnlineStatus()
  const queryClient = useQueryClient()
  const [travellers, setTravellers] = useState<Travellers>(item.travellers)
  const [pickupKey, setPickupKey] = useState<string | null>(item.pickup?.placeId ?? null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const option = line.option
  const prices = Object.fromEntries(option.traveller_types.map((type) => [type.key, type.price]))
  const index = items.findIndex((candidate) => candidate.slotId === item.slotId)

  const refusalOf = (checked: CartCheckItem): string => {
    switch (checked.reason) {
      case 'not_enough_seats':
        return t`${plural(checked.remaining, { one: 'Only # place is left at this time.', other: 'Only # places are left at this time.' })}`
      case 'sold_out':
        return t`This time is sold out.`
      case 'invalid_travellers': {
        const fewest = option.min_per_booking || 1
        if (checked.seats < fewest) {
          const min = formatNumber(fewest, locale)
          return t`This option is booked for at least ${min} in one booking.`
        }
        const max = formatNumber(option.max_per_booking, locale)
        return t`Up to ${max} per booking for this time.`
      }
      case 'pickup_required':
        return t`Choose a pickup place to continue.`
      default:
        return t`This departure can no longer be booked.`
    }
  }

  const save = async () => {
    setRefusal(null)
    setSaving(true)
    const next: LocalCartItem = { ...item, travellers: Object.fromEntries(Object.entries(travellers).filter(([, count]) => count > 0)), pickup: pickupKey ? { placeId: pickupKey } : undefined }
    const cart = items.map((candidate) => (candidate.slotId === item.slotId ? next : candidate))
    try {
      const check = await (await pocketBase()).send<CartCheck>('/api/store/cart/check', { method: 'POST', body: { items: toServerItems(cart), locale } })
      const checked = check.items[index]
      if (!checked?.available) return setRefusal(checked ? refusalOf(checked) : t`This departure can no longer be booked.`)
      const pickup = checked.pickup ? { name_ar: checked.pickup.name_ar, name_en: checked.pickup.name_en, time: checked.pickup.time } : null
      await replaceLocalCartLine(item.slotId, { ...next, snapshot: item.snapshot ? { ...item.snapshot, total: checked.total, pickup } : undefined })
      await queryClient.invalidateQueries({ queryKey: cartQueries.local().queryKey })
      onClose()
    } catch (error) {
      // A 400 names the field in the traveller's language (no traveller left, a count out of range).
      const data = isClientResponseError(error) && error.status === 400 ? (error.response?.data as { items?: Record<number, Record<string, { message?: string }>> } | undefined) : undefined
      const field = data?.items?.[index]
      const message = field ? Object.values(field).find((entry) => entry?.message)?.message : undefined
      setRefusal(message ?? (isClientResponseError(error) && error.status === 400 && error.response?.message ? String(error.response.message) : t`We could not check availability right now. Please try again.`))
    } finally {
      setSaving(false)
    }
  }

  const total = price(totalOf(travellers, { prices }))
  return (
    <div className="cart-line__editor" data-testid="cart-line-editor">
      <TravellerCounters
        types={option.traveller_types}
        pricing={option.pricing}
        minPerBooking={option.min_per_booking || 1}
        maxPerBooking={option.max_per_booking}
        remaining={line.remaining}
        prices={prices}
        value={travellers}
        onChange={(value) => (setTravellers(value), setRefusal(null))}
        locale={locale}
        formatPrice={price}
      />
      {option.pickup_places.length && line.startTime ? <PickupChoice places={option.pickup_places} startTime={line.startTime} value={pickupKey} onChange={(key) => (setPickupKey(key), setRefusal(null))} locale={locale} /> : null}
      <p className="cart-line__editor-total">
        <span>{t`New total`}{'\u00a0'}</span> <strong>{seatsOf(travellers) > 0 ? total : '—'}</strong>
      </p>
      {refusal ? (
        <p className="notice notice--error" role="alert">
          {refusal}
        </p>
      ) : null}
      {!online ? <p className="field__description">{t`You're offline: a change is checked with us before it is saved. Connect and try again.`}</p> : null}
      <div className="button-row">
        <Button onPress={() => void save()} isLoading={saving} isDisabled={!online}>
          {t`Save changes`}
        </Button>
        <Button variant="quiet" onPress={onClose}>
          {t`Cancel`}
        </Button>
      </div>
    </div>
  )
}
