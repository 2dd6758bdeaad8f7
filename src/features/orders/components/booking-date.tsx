import { formatDate, formatHijriDate } from '../../../lib/format'
import type { Locale } from '../../../lib/locale'

/** A booking's day: Gregorian, with the Hijri date beside it on Arabic pages. */
export function BookingDate({ date, locale }: { date: string; locale: Locale }) {
  return (
    <>
      {formatDate(date, locale, { dateStyle: 'full' })}
      {locale === 'ar' ? <span className="booking-date__hijri"> ({formatHijriDate(date)})</span> : null}
    </>
  )
}
