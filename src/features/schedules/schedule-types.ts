// The shapes of the staff schedules API (docs/api.md "Schedules").
export type TravellerType = { key: string; name_ar: string; name_en: string; price: number }
export type ScheduleOption = { id: string; title_ar: string; title_en: string; pricing: string; traveller_types: TravellerType[] }
export type ScheduleRule = {
  id: string
  option: string
  weekdays: number[]
  start_times: string[]
  date_from: string
  date_to: string
  capacity: number
  price_overrides: Record<string, number>
  booking_cutoff_minutes: number
  status: 'active' | 'paused'
}
export type ScheduleException = { id: string; option: string; kind: 'extra' | 'blackout'; date_from: string; date_to: string; start_times: string[]; capacity: number; reason: string }
export type ScheduleOverview = {
  experience: { id: string; slug: string; title_ar: string; title_en: string }
  options: ScheduleOption[]
  rules: ScheduleRule[]
  exceptions: ScheduleException[]
  horizonDays: number
  canEdit: boolean
}
/** `priceOverrides`: the departure's own prices by traveller type ({} = the option's). */
export type CalendarDeparture = { id?: string; option: string; date: string; startTime: string; capacity: number; reserved: number; status: string; priceOverrides?: Record<string, number>; change?: string }
export type ScheduleCalendar = { from: string; to: string; departures: CalendarDeparture[]; blackouts: string[] }
export type SaveResult = { message: string; result: { created: number; updated: number; deleted: number; kept: { id: string; date: string; start_time: string; reserved: number }[] } }
