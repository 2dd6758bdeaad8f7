import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Label, Radio, RadioGroup } from 'react-aria-components'
import { formatClock, formatNumber } from '../../../../lib/format'
import { localized } from '../../../../lib/localized'
import { Button } from '../../../../ui/button'
import { TravellerCounters } from '../../../../ui/traveller-counters'
import { PickupChoice } from '../../../../ui/pickup-choice'
import { showToast } from '../../../../ui/toast-region'
import { addToLocalCart, cartQueries } from '../../../../lib/device-cart'
import { useDisplayCurrency } from '../../../../lib/use-display-currency'
import { usePriceFormat } from '../../../../lib/use-price-format'
import { useLocale } from '../../../../lib/use-locale'
import type { OptionAvailability, SlotAvailability } from '../../api/availability'
import { clampTravellers, initialTravellers, minimumOf, seatsOf, timeBefore, totalOf, type Travellers } from '../../../../lib/booking-selection'
import type { Experience } from '../../types'
import '../../../../ui/field.css'
import '../../../../ui/choice.css'
import './product.css'

export type DaySelectionProps = { experience: Experience; options: OptionAvailability[]; date: string }

/** A departure with seats for at least the option's minimum. */
const hasRoomFor = (option: OptionAvailability, slot: SlotAvailability) => slot.remaining >= minimumOf(option)

function firstBookable(option: OptionAvailability | undefined) {
  return option?.slots.find((candidate) => hasRoomFor(option, candidate))
}

/** Option, time, travellers and pickup for the chosen day, and 'Add to cart'. */
export function DaySelection({ experience, options, date }: DaySelectionProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const price = usePriceFormat()
  const [currency] = useDisplayCurrency()
  const queryClient = useQueryClient()
  const [optionId, setOptionId] = useState<string | null>(options[0]?.id ?? null)
  const [slotId, setSlotId] = useState<string | null>(firstBookable(options[0])?.id ?? null)
  const [travellers, setTravellers] = useState<Travellers>(options[0] ? initialTravellers(options[0]) : {})
  const [pickupKey, setPickupKey] = useState<string | null>(null)
  const [adding, setAdding] = useState(false)

  const option: OptionAvailability | undefined = options.find((candidate) => candidate.id === optionId)
  const slot: SlotAvailability | undefined = option?.slots.find((candidate) => candidate.id === slotId)

  const chooseOption = (id: string) => {
    const next = options.find((candidate) => candidate.id === id)
    if (!next) return
    setOptionId(id)
    setSlotId(firstBookable(next)?.id ?? null)
    setTravellers(initialTravellers(next))
    setPickupKey(null)
  }
  const chooseSlot = (id: string) => {
    const next = option?.slots.find((candidate) => candidate.id === id)
    if (!next || !option) return
    setSlotId(id)
    setTravellers((current) => clampTravellers(current, option, next))
  }

  const total = slot ? totalOf(travellers, slot) : 0
  const seats = seatsOf(travellers)
  const needsPickup = Boolean(option?.pickup_places.length)
  const pickupPlace = option?.pickup_places.find((place) => place.key === pickupKey)
  const minimum = option ? minimumOf(option) : 1
  const belowMinimum = seats < minimum
  const canAdd = Boolean(slot && seats > 0 && !belowMinimum && (!needsPickup || pickupKey))
  const min = formatNumber(minimum, locale)

  const addToCart = async () => {
    if (!slot || !option || !date) return
    setAdding(true)
    try {
      await addToLocalCart({
        slotId: slot.id,
        travellers: Object.fromEntries(Object.entries(travellers).filter(([, count]) => count > 0)),
        pickup: pickupKey ? { placeId: pickupKey } : undefined,
        addedAt: new Date().toISOString(),
        snapshot: {
          experienceSlug: experience.slug,
          citySlug: experience.expand?.city?.slug ?? null,
          title_ar: experience.title_ar,
          title_en: experience.title_en,
          option_ar: option.title_ar,
          option_en: option.title_en,
          date,
          startTime: slot.start_time,
          total,
          image: experience.images[0]?.src ?? null,
          pickup: pickupPlace ? { name_ar: pickupPlace.name_ar, name_en: pickupPlace.name_en, time: timeBefore(slot.start_time, pickupPlace.minutes_before) } : null,
        },
      })
      await queryClient.invalidateQueries({ queryKey: cartQueries.local().queryKey })
      showToast({ title: t`Added to your cart`, tone: 'success' })
    } catch {
      showToast({ title: t`Could not add to your cart. Please try again.`, tone: 'error' })
    } finally {
      setAdding(false)
    }
  }

  return (
    <>
      {options.length ? (
        <RadioGroup className="option-list" value={optionId ?? undefined} onChange={chooseOption}>
          <Label className="choice-group__label">{t`Options`}</Label>
          {options.map((candidate) => {
            const headline = candidate.traveller_types[0]
            const from = headline ? price(headline.price) : ''
            return (
              <Radio key={candidate.id} value={candidate.id} className="option-card">
                <span className="option-card__title">{localized(candidate, 'title', locale)}</span>
                {localized(candidate, 'description', locale) ? <span className="option-card__description">{localized(candidate, 'description', locale)}</span> : null}
                <span className="option-card__price">
                  {candidate.pricing === 'per_item' ? <Trans>{from} per item</Trans> : <Trans>{from} per person</Trans>}
                </span>
                {candidate.pay_later_allowed ? <span className="tag">{t`Reserve now, pay later`}</span> : null}
              </Radio>
            )
          })}
        </RadioGroup>
      ) : null}

      {option ? (
        <RadioGroup className="slot-list" orientation="horizontal" value={slotId ?? undefined} onChange={chooseSlot}>
          <Label className="choice-group__label">{t`Start time`}</Label>
          {option.slots.map((candidate) => {
            const left = formatNumber(candidate.remaining, locale)
            return (
              <Radio key={candidate.id} value={candidate.id} className="slot-chip" isDisabled={!hasRoomFor(option, candidate)}>
                <span dir="ltr">{formatClock(candidate.start_time, locale)}</span>
                <span className="slot-chip__seats">{candidate.remaining <= 0 ? <Trans>Sold out</Trans> : hasRoomFor(option, candidate) ? <Trans>{left} left</Trans> : <Trans>Only {left} left, fewer than a booking needs</Trans>}</span>
              </Radio>
            )
          })}
        </RadioGroup>
      ) : null}

      {option && slot ? (
        <TravellerCounters
          types={option.traveller_types}
          pricing={option.pricing}
          minPerBooking={minimum}
          maxPerBooking={option.max_per_booking}
          remaining={slot.remaining}
          prices={slot.prices}
          value={travellers}
          onChange={setTravellers}
          locale={locale}
          formatPrice={price}
        />
      ) : null}

      {option && slot && needsPickup ? <PickupChoice places={option.pickup_places} startTime={slot.start_time} value={pickupKey} onChange={setPickupKey} locale={locale} /> : null}

      {option && slot ? (
        <div className="booking-panel__total">
          <p>
            <span>{t`Total`}{'\u00a0'}</span> <strong data-testid="booking-total">{price(total)}</strong>
          </p>
          {currency !== 'SAR' ? <p className="field__description">{t`Prices are shown in ${currency}; you pay in Saudi riyals (SAR).`}</p> : null}
          <Button onPress={addToCart} isDisabled={!canAdd} isLoading={adding}>
            {t`Add to cart`}
          </Button>
          {belowMinimum && seats > 0 ? <p className="field__description">{t`This option is booked for at least ${min} in one booking.`}</p> : null}
          {needsPickup && !pickupKey ? <p className="field__description">{t`Choose a pickup place to continue.`}</p> : null}
        </div>
      ) : null}
    </>
  )
}
