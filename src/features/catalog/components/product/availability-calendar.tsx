import { memo, useDeferredValue, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { Button, Calendar, CalendarCell, CalendarGrid, Heading } from 'react-aria-components'
import { endOfMonth, parseDate, startOfMonth, today, type CalendarDate } from '@internationalized/date'
import { Icon } from '../../../../ui/icon'
import { availabilityQueries, type AvailabilityDays } from '../../api/availability'
import './product.css'

export const RIYADH = 'Asia/Riyadh'
/** Slots are published for 180 days ahead. */
export const BOOKING_WINDOW_DAYS = 179

type AvailabilityCalendarProps = {
  experienceId: string
  value: string | null
  onChange: (date: string) => void
  /** Formats a day's from-price (halalas) compactly for the cell. */
  formatPrice: (halalas: number) => string
  initialDate?: string
}

/** A month calendar (weeks from Sunday) showing each day's from-price; closed and sold-out days are disabled. */
export function AvailabilityCalendar({ experienceId, value, onChange, formatPrice, initialDate }: AvailabilityCalendarProps) {
  const [range] = useState(() => {
    const first = today(RIYADH)
    return { first, last: first.add({ days: BOOKING_WINDOW_DAYS }) }
  })
  const { first, last } = range
  const [focused, setFocused] = useState<CalendarDate>(() => {
    const start = value ?? initialDate
    const date = start ? parseDate(start) : first
    return date.compare(first) < 0 || date.compare(last) > 0 ? first : date
  })
  const monthStart = startOfMonth(focused)
  const from = (monthStart.compare(first) < 0 ? first : monthStart).toString()
  const monthEnd = endOfMonth(focused)
  const to = (monthEnd.compare(last) > 0 ? last : monthEnd).toString()
  const { data, isFetching } = useQuery(availabilityQueries.days(experienceId, from, to))
  const month = useMemo(() => ({ days: new Map((data?.days ?? []).map((day) => [day.date, day])), loading: isFetching }), [data, isFetching])
  // A query's answer re-renders its component synchronously, in one task; the month's dozens of
  // cells follow in a transition instead, which React renders in slices.
  const shownMonth = useDeferredValue(month)

  return <MonthCalendar range={range} month={shownMonth} focused={focused} onFocusChange={setFocused} value={value} onChange={onChange} formatPrice={formatPrice} />
}

type MonthCalendarProps = {
  range: { first: CalendarDate; last: CalendarDate }
  month: { days: Map<string, AvailabilityDays['days'][number]>; loading: boolean }
  focused: CalendarDate
  onFocusChange: (date: CalendarDate) => void
  value: string | null
  onChange: (date: string) => void
  formatPrice: (halalas: number) => string
}

const MonthCalendar = memo(function MonthCalendar({ range, month, focused, onFocusChange, value, onChange, formatPrice }: MonthCalendarProps) {
  const { t } = useLingui()
  const { days } = month
  return (
    <Calendar
      className="calendar"
      aria-label={t`Choose a date`}
      firstDayOfWeek="sun"
      minValue={range.first}
      maxValue={range.last}
      value={value ? parseDate(value) : null}
      onChange={(date) => onChange(date.toString())}
      focusedValue={focused}
      onFocusChange={onFocusChange}
      isDateUnavailable={(date) => {
        const day = days.get(date.toString())
        return day !== undefined && day.status !== 'available'
      }}
      data-loading={month.loading || undefined}
    >
      <header className="calendar__header">
        <Button slot="previous" className="icon-button calendar__nav" aria-label={t`Previous month`}>
          {/* Points to the start of the line: left in English, right in Arabic. */}
          <span className="icon-back">
            <Icon name="chevron" />
          </span>
        </Button>
        <Heading className="calendar__title" />
        <Button slot="next" className="icon-button calendar__nav" aria-label={t`Next month`}>
          <Icon name="chevron" flipInRtl />
        </Button>
      </header>
      <CalendarGrid className="calendar__grid">
        {(date) => {
          const day = days.get(date.toString())
          const note = day?.status === 'available' && day.fromPrice !== null ? formatPrice(day.fromPrice) : day?.status === 'soldout' ? t`Sold out` : ''
          return (
            // The day's price is drawn by CSS from data-note: shown, not read out, so each day's
            // name stays its date (prices follow once a day is chosen).
            <CalendarCell date={date} className="calendar-cell" data-date={date.toString()} data-note={note || undefined}>
              {({ formattedDate }) => <span className="calendar-cell__day">{formattedDate}</span>}
            </CalendarCell>
          )
        }}
      </CalendarGrid>
    </Calendar>
  )
})
