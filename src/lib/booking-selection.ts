// Choosing travellers for a departure: on the product page and when a cart line is changed.

export type Travellers = Record<string, number>

/** A traveller type as the availability and the cart check answer it (prices in halalas, on the slot). */
export type TravellerType = { key: string; name_ar: string; name_en: string; age_min: number; age_max: number; price: number }

/** A pickup place of an option: the traveller is collected `minutes_before` the start. */
export type PickupPlace = { key: string; name_ar: string; name_en: string; address_ar: string; address_en: string; minutes_before: number }

type OptionAvailability = { pricing: 'per_person' | 'per_item'; min_per_booking?: number; max_per_booking: number; traveller_types: Pick<TravellerType, 'key'>[] }
type SlotAvailability = { remaining: number; prices: Record<string, number> }

/** Seats a selection takes: every traveller counts, and per-item options count items. */
export const seatsOf = (travellers: Travellers) => Object.values(travellers).reduce((sum, count) => sum + count, 0)

/** The most travellers of one type allowed, given the others already chosen. */
export function maxForType(type: string, travellers: Travellers, option: Pick<OptionAvailability, 'max_per_booking'>, slot: Pick<SlotAvailability, 'remaining'>): number {
  const others = seatsOf(travellers) - (travellers[type] ?? 0)
  return Math.max(0, Math.min(option.max_per_booking, slot.remaining) - others)
}

/** The price of a selection in halalas, from the slot's prices. */
export function totalOf(travellers: Travellers, slot: Pick<SlotAvailability, 'prices'>): number {
  return Object.entries(travellers).reduce((sum, [type, count]) => sum + count * (slot.prices[type] ?? 0), 0)
}

/** The fewest seats one booking of the option holds (1 when the option sets none). */
export const minimumOf = (option: Pick<OptionAvailability, 'min_per_booking'>) => Math.max(1, option.min_per_booking ?? 1)

/** A sensible starting selection: one adult, or one item; as many as the option's minimum. */
export function initialTravellers(option: Pick<OptionAvailability, 'pricing' | 'traveller_types' | 'min_per_booking'>): Travellers {
  const first = option.pricing === 'per_item' ? option.traveller_types[0] : option.traveller_types.find((type) => type.key === 'adult') ?? option.traveller_types[0]
  return first ? { [first.key]: minimumOf(option) } : {}
}

/** Keeps a selection within the seats a (newly chosen) slot allows. */
export function clampTravellers(travellers: Travellers, option: Pick<OptionAvailability, 'max_per_booking'>, slot: Pick<SlotAvailability, 'remaining'>): Travellers {
  let budget = Math.min(option.max_per_booking, slot.remaining)
  const clamped: Travellers = {}
  for (const [type, count] of Object.entries(travellers)) {
    clamped[type] = Math.max(0, Math.min(count, budget))
    budget -= clamped[type]!
  }
  return clamped
}

/** "08:00" minus some minutes, as "07:15" (pickup times before the start). */
export function timeBefore(startTime: string, minutes: number): string {
  const [hours, mins] = startTime.split(':').map(Number)
  const total = ((hours! * 60 + mins! - minutes) % 1440 + 1440) % 1440
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}
