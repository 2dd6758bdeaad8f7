import { queryOptions } from '@tanstack/react-query'
import { publicApi } from '../../../lib/public-api'

export type DayStatus = 'available' | 'soldout' | 'closed'

export type AvailabilityDays = {
  experienceId: string
  status: 'active' | 'unavailable'
  currency: 'SAR'
  days: { date: string; status: DayStatus; fromPrice: number | null }[]
}

import type { TravellerType } from '../../../lib/booking-selection'

export type { TravellerType }

import type { PickupPlace } from '../../../lib/booking-selection'

export type { PickupPlace }

export type SlotAvailability = { id: string; start_time: string; remaining: number; status: 'available' | 'soldout'; prices: Record<string, number> }

export type OptionAvailability = {
  id: string
  title_ar: string
  title_en: string
  description_ar: string
  description_en: string
  pricing: 'per_person' | 'per_item'
  /** The fewest travellers (items) one booking holds. */
  min_per_booking: number
  max_per_booking: number
  pay_later_allowed: boolean
  languages: string[]
  pickup_places: PickupPlace[]
  traveller_types: TravellerType[]
  slots: SlotAvailability[]
}

export type DateAvailability = { date: string; options: OptionAvailability[] }

export const availabilityQueries = {
  days: (experienceId: string, from: string, to: string) =>
    queryOptions({
      queryKey: ['availability', experienceId, 'days', from, to],
      queryFn: ({ signal }) => publicApi.get<AvailabilityDays>(`/api/store/availability/${encodeURIComponent(experienceId)}`, { from, to }, signal),
      staleTime: 30_000,
    }),
  date: (experienceId: string, date: string) =>
    queryOptions({
      queryKey: ['availability', experienceId, 'date', date],
      queryFn: ({ signal }) => publicApi.get<DateAvailability>(`/api/store/availability/${encodeURIComponent(experienceId)}/${date}`, {}, signal),
      staleTime: 15_000,
    }),
}
