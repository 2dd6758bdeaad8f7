import { Trans, useLingui } from '@lingui/react/macro'
import { maxForType, type TravellerType, type Travellers } from '../lib/booking-selection'
import { formatNumber } from '../lib/format'
import type { Locale } from '../lib/locale'
import { localized } from '../lib/localized'
import { NumberField } from './number-field'
import './field.css'
import './choice.css'
import './traveller-counters.css'

type TravellerCountersProps = {
  types: TravellerType[]
  pricing: 'per_person' | 'per_item'
  /** The fewest one booking holds (1 when the option sets none). */
  minPerBooking?: number
  maxPerBooking: number
  /** Seats left on the departure (for a cart line: with its own seats counted back in). */
  remaining: number
  /** Unit prices on the departure by type key (else each type's own price). */
  prices?: Record<string, number>
  value: Travellers
  onChange: (next: Travellers) => void
  locale: Locale
  formatPrice: (halalas: number) => string
}

/** A − / + counter per traveller type (or the item count) within the booking's limit: the product page's and the cart's. */
export function TravellerCounters({ types, pricing, minPerBooking = 1, maxPerBooking, remaining, prices, value, onChange, locale, formatPrice }: TravellerCountersProps) {
  const { t } = useLingui()
  const bookingLimit = formatNumber(Math.min(maxPerBooking, remaining), locale)
  const bookingMinimum = formatNumber(minPerBooking, locale)
  const limits = { max_per_booking: maxPerBooking }
  const seats = { remaining }
  return (
    <fieldset className="travellers">
      <legend className="choice-group__label">{pricing === 'per_item' ? t`How many` : t`Travellers`}</legend>
      {types.map((type) => {
        const name = localized(type, 'name', locale)
        const min = formatNumber(type.age_min, locale)
        const max = formatNumber(type.age_max, locale)
        const unitPrice = formatPrice(prices?.[type.key] ?? type.price)
        return (
          <NumberField
            key={type.key}
            stepper
            label={name}
            // Ages and the price apart with a comma ("،" in Arabic): a "·" between numbers reads as a zero there.
            description={pricing === 'per_item' ? unitPrice : t`Age ${min}–${max}, ${unitPrice}`}
            minValue={0}
            maxValue={maxForType(type.key, value, limits, seats)}
            value={value[type.key] ?? 0}
            onChange={(count) => onChange({ ...value, [type.key]: Number.isFinite(count) ? count : 0 })}
            decrementLabel={t`Fewer ${name}`}
            incrementLabel={t`More ${name}`}
          />
        )
      })}
      <p className="field__description">
        {minPerBooking > 1 ? <Trans>From {bookingMinimum} to {bookingLimit} per booking for this time.</Trans> : <Trans>Up to {bookingLimit} per booking for this time.</Trans>}
      </p>
    </fieldset>
  )
}
