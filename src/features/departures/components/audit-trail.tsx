import { useLingui } from '@lingui/react/macro'
import { formatClock, formatDate, formatMoney, formatNumber } from '../../../lib/format'
import { formatInstant } from '../../../lib/departure-time'
import { useLocale } from '../../../lib/use-locale'
import type { AuditEvent } from '../departure-types'
import { useScanHeadlines } from './scan-result'

type Place = { date?: string; startTime?: string }

const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)

/**
 * Each audit event in words, in the page's language, with what changed (before → after, from →
 * to, the refund, how many departures): never the stored action name.
 */
export function useAuditText() {
  const { t } = useLingui()
  const locale = useLocale()
  const headlines = useScanHeadlines()
  const number = (value: unknown) => formatNumber(numberOf(value) ?? 0, locale)
  const place = (value: unknown) => {
    const where = (value && typeof value === 'object' ? value : {}) as Place
    const day = where.date ? formatDate(where.date, locale, { dateStyle: 'medium' }) : ''
    const time = where.startTime ? formatClock(where.startTime, locale) : ''
    return [day, time].filter(Boolean).join(locale === 'ar' ? '، ' : ', ')
  }
  return (event: AuditEvent, guest: string): string => {
    const details = event.details
    // A guest's name may be Latin inside an Arabic sentence: isolated so bidi keeps it whole.
    const who = guest ? ` (\u2068${guest}\u2069)` : ''
    switch (event.action) {
      case 'check_in':
        return t`checked in a booking` + who
      case 'check_in_conflict':
        return t`checked in a booking on a second device` + who
      case 'check_in_refused': {
        const kind = typeof details.kind === 'string' ? details.kind : ''
        const why = headlines[kind as keyof typeof headlines] ?? ''
        return why ? `${t`refused a scan`}${who}: ${why}` : t`refused a scan` + who
      }
      case 'no_show':
        return t`marked a no-show` + who
      case 'note':
        return t`wrote a note` + who
      case 'move': {
        const from = place(details.from)
        const to = place(details.to)
        return t`moved a booking from ${from} to ${to}` + who
      }
      case 'cancel': {
        const refund = formatMoney(numberOf(details.refund) ?? 0, locale)
        return t`cancelled a booking; refund ${refund}` + who
      }
      case 'slot_closed':
        return t`closed the departure`
      case 'slot_opened':
        return t`opened the departure again`
      case 'capacity': {
        const before = number(details.before)
        const after = number(details.after)
        return t`changed the capacity from ${before} to ${after}`
      }
      case 'day_closed': {
        const count = number(details.departures)
        return details.status === 'open' ? t`opened the day again: ${count} departures` : t`closed the day: ${count} departures`
      }
      case 'day_opened': {
        const count = number(details.departures)
        return t`opened again what the day closure closed: ${count} departures`
      }
      default:
        return t`changed the departure`
    }
  }
}

/** An audit trail, newest first, numbered in the page's digits. */
export function AuditTrail({ events, title, names, testId }: { events: AuditEvent[]; title: string; names?: Map<string, string>; testId: string }) {
  const locale = useLocale()
  const text = useAuditText()
  if (events.length === 0) return null
  return (
    <details className="audit" data-testid={testId}>
      <summary>{title}</summary>
      <ol className="audit__list">
        {events.map((event) => (
          <li key={event.id} data-action={event.action}>
            <bdi>{event.at ? formatInstant(event.at, locale, { dateStyle: 'short', timeStyle: 'short' }) : ''}</bdi> — <bdi>{event.staffName}</bdi>: {text(event, (event.booking && names?.get(event.booking)) || '')}
          </li>
        ))}
      </ol>
    </details>
  )
}
