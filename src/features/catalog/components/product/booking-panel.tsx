import { lazy, Suspense, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { errorCatalogue } from '../../../../lib/error-catalogue'
import { formatDate, formatHijriDate } from '../../../../lib/format'
import { RenderWhenNear } from '../../../../ui/render-when-near'
import { useCompactPriceFormat } from '../../../../lib/use-price-format'
import { useLocale } from '../../../../lib/use-locale'
import { availabilityQueries } from '../../api/availability'
import type { Experience } from '../../types'
import './product.css'

// The calendar (react-aria's and the dates library) loads as it nears the viewport, which on a
// phone is well after the first load; options, times and travellers load once a date is chosen.
const AvailabilityCalendar = lazy(() => import('./availability-calendar').then((module) => ({ default: module.AvailabilityCalendar })))
const DaySelection = lazy(() => import('./day-selection').then((module) => ({ default: module.DaySelection })))

type BookingPanelProps = { experience: Experience; initialDate?: string }

/** Date, then option, time, travellers and pickup, with the total as it changes. */
export function BookingPanel({ experience, initialDate }: BookingPanelProps) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const dayPrice = useCompactPriceFormat()
  const currencyName = dayPrice.currencyName
  const [date, setDate] = useState<string | null>(null)
  const { data: day, isFetching: loadingDay } = useQuery({ ...availabilityQueries.date(experience.id, date ?? ''), enabled: date !== null })

  return (
    <section className="booking-panel" id="booking-panel" aria-labelledby="booking-title">
      {/* The phone's booking bar (booking-bar.tsx) moves the focus here. */}
      <h2 id="booking-title" tabIndex={-1} data-booking-focus="">
        {t`Check availability`}
      </h2>
      {/* On a phone the panel is far below the fold: its calendar waits until the traveller nears it. */}
      <RenderWhenNear placeholderClassName="calendar-placeholder" eager={Boolean(initialDate)}>
        <Suspense fallback={<div className="calendar-placeholder" />}>
          <AvailabilityCalendar experienceId={experience.id} value={date} onChange={setDate} formatPrice={dayPrice.format} initialDate={initialDate} />
        </Suspense>
      </RenderWhenNear>
      <p className="calendar__currency">{t`Each day shows its lowest price, in ${currencyName}.`}</p>
      {date ? (
        <p className="booking-panel__date" aria-live="polite">
          {formatDate(date, locale, { dateStyle: 'full' })}
          {locale === 'ar' ? <span className="booking-panel__hijri"> ({formatHijriDate(date)})</span> : null}
        </p>
      ) : (
        <p className="booking-panel__hint">{t`Choose a date to see options and times.`}</p>
      )}
      {date && loadingDay && day?.date !== date ? <p role="status">{t`Checking availability…`}</p> : null}
      {date && day && day.date === date && day.options.length === 0 ? (
        <div className="notice notice--warning" role="status">
          <h3>{i18n._(errorCatalogue.noOptionTitle)}</h3>
          <p>{i18n._(errorCatalogue.noOption)}</p>
        </div>
      ) : null}
      {/* A new day starts a new selection: its first option and first bookable time. */}
      {day && day.date === date && day.options.length ? (
        <Suspense fallback={<p role="status">{t`Checking availability…`}</p>}>
          <DaySelection key={day.date} experience={experience} options={day.options} date={day.date} />
        </Suspense>
      ) : null}
    </section>
  )
}
