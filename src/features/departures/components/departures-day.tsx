import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { PRIVATE_PAGE } from '../../../lib/page-head'
import { formatClock, formatDate, formatNumber } from '../../../lib/format'
import { localePath } from '../../../lib/locale'
import { localized } from '../../../lib/localized'
import { useLocale } from '../../../lib/use-locale'
import { Link } from '../../../ui/link'
import { PageFrame } from '../../../ui/page-frame'
import { Spinner } from '../../../ui/spinner'
import { departuresQueries } from '../api/departures-queries'
import { AuditTrail } from './audit-trail'
import { DayControls } from './departure-controls'
import { StaffGate } from './staff-gate'
import '../departures.css'

const shiftDay = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** /staff/departures: a day's departures with bookings (today in Riyadh unless `date` says). */
export function DeparturesDay({ date }: { date: string }) {
  const { t } = useLingui()
  return (
    <PageFrame head={PRIVATE_PAGE} title={t`Departures`} className="departures-page">
      <StaffGate>
        <DayList date={date} />
      </StaffGate>
    </PageFrame>
  )
}

function DayList({ date }: { date: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const { data: day, isPending, isError } = useQuery(departuresQueries.day(date, locale))
  const { data: trail } = useQuery(departuresQueries.dayAudit(date, locale))
  const go = (next: string) => void navigate({ href: localePath(locale, `/staff/departures?date=${next}`) })
  return (
    <>
      <nav className="departures-nav" aria-label={t`Staff`}>
        <Link href={localePath(locale, '/staff')}>{t`Inbox`}</Link>
      </nav>
      <form className="departures-day-picker" onSubmit={(event) => event.preventDefault()}>
        <button type="button" className="button button--secondary" onClick={() => go(shiftDay(date, -1))}>
          {t`Previous day`}
        </button>
        <label className="field departures-day-picker__field">
          <span className="field__label">{t`Day`}</span>
          <input className="field__input" type="date" value={date} onChange={(event) => event.target.value && go(event.target.value)} />
        </label>
        <button type="button" className="button button--secondary" onClick={() => go(shiftDay(date, 1))}>
          {t`Next day`}
        </button>
      </form>
      <h2 className="departures-day-title">{formatDate(date, locale, { dateStyle: 'full' })}</h2>
      <DayControls date={date} day={day} />
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <p className="notice notice--error" role="alert">{t`The departures could not be loaded. Check your connection and try again.`}</p>
      ) : day.departures.length === 0 ? (
        <p>{t`No departures with bookings on this day.`}</p>
      ) : (
        <ul className="departure-list" data-testid="departures">
          {day.departures.map((departure) => {
            const time = formatClock(departure.startTime, locale)
            const seats = formatNumber(departure.seats, locale)
            const capacity = formatNumber(departure.capacity, locale)
            const checkedIn = formatNumber(departure.checkedIn, locale)
            const pickups = formatNumber(departure.pickups, locale)
            return (
              <li key={departure.id} className="departure-card">
                <Link className="departure-card__link" href={localePath(locale, `/staff/departures/${departure.id}`)}>
                  <span className="departure-card__time">{time}</span>
                  <span className="departure-card__title">{localized(departure.experience, 'title', locale)}</span>
                  <span className="departure-card__option">{localized(departure.option, 'title', locale)}</span>
                  <span className="departure-card__facts">
                    <span>{t`Seats booked: ${seats} of ${capacity}`}</span>
                    <span>{t`Checked in: ${checkedIn}`}</span>
                    {departure.pickups > 0 ? <span>{t`Pickups: ${pickups}`}</span> : null}
                    {departure.status === 'closed' ? <span className="badge">{t`Closed`}</span> : null}
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      )}
      <AuditTrail events={trail?.events ?? []} title={t`Activity on this day`} testId="day-audit" />
    </>
  )
}
