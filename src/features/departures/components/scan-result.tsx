import { useLingui } from '@lingui/react/macro'
import { formatClock, formatDate, formatMoney } from '../../../lib/format'
import { formatInstant } from '../../../lib/departure-time'
import { localized } from '../../../lib/localized'
import { useLocale } from '../../../lib/use-locale'
import type { ManifestBooking, ScanResult } from '../departure-types'

/** What each kind of scan result is called, in the page's language. */
export function useScanHeadlines(): Record<ScanResult['kind'], string> {
  const { t } = useLingui()
  return {
    valid: t`Valid — checked in`,
    already_checked_in: t`Already checked in`,
    wrong_departure: t`Wrong date or experience`,
    cancelled: t({ message: 'Cancelled', context: 'departures' }),
    unpaid: t`Not paid`,
    unknown: t`Unknown voucher`,
  }
}

/** A scan's result in large type, said at once to a screen reader, with who it is about. */
export function ScanResultPanel({ result, booking }: { result: ScanResult; booking: ManifestBooking | null }) {
  const { t } = useLingui()
  const locale = useLocale()
  const headline = useScanHeadlines()
  const good = result.kind === 'valid'
  const details: string[] = []
  if (booking) details.push(booking.leadGuest.name)
  if (result.kind === 'already_checked_in' && result.checkIn) {
    const when = formatInstant(result.checkIn.at, locale, { timeStyle: 'short' })
    const who = result.checkIn.staffName
    details.push(t`Checked in at ${when} by ${who}`)
  }
  if (result.kind === 'unpaid') {
    const due = formatMoney(result.amountDue || booking?.amountDue || 0, locale)
    details.push(t`Amount due: ${due}`)
  }
  if (result.kind === 'wrong_departure' && result.booking) {
    const title = result.booking.experience ? localized(result.booking.experience, 'title', locale) : ''
    const day = formatDate(result.booking.date, locale, { dateStyle: 'medium' })
    const time = formatClock(result.booking.startTime, locale)
    details.push(t`This voucher is for ${title} on ${day} at ${time}`)
  }
  if (result.conflict) {
    const when = formatInstant(result.conflict.at, locale, { timeStyle: 'short' })
    const who = result.conflict.staffName
    details.push(t`Also checked in on another device at ${when} by ${who}; the first time is kept.`)
  }
  if (result.offline) details.push(result.kind === 'valid' ? t`Checked offline; it will sync when the connection is back.` : t`Checked offline against the saved list.`)
  return (
    <div className={`scan-result scan-result--${good ? 'good' : 'bad'}`} data-testid="scan-result" data-kind={result.kind} data-scan={result.clientId} role="alert">
      <p className="scan-result__headline">{headline[result.kind]}</p>
      {details.map((line) => (
        <p key={line} className="scan-result__detail">
          {line}
        </p>
      ))}
    </div>
  )
}
