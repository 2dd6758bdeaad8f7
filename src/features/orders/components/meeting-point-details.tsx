import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { localized } from '../../../lib/localized'
import { meetingPointMapLink, type MeetingPoint } from '../../../lib/meeting-point'
import type { Locale } from '../../../lib/locale'

/**
 * Where to meet, beside the voucher: the place, its address, how to find it and a link that opens
 * it in a map app. Text and a link only: it is read at the meeting point, often with no signal.
 */
export function MeetingPointDetails({ point, locale }: { point: MeetingPoint; locale: Locale }) {
  const { t } = useLingui()
  const headingId = useId()
  const name = localized(point, 'meeting_point', locale)
  const address = localized(point, 'address', locale)
  const instructions = localized(point, 'instructions', locale)
  const mapLink = meetingPointMapLink(point)
  return (
    <section className="meeting-point" aria-labelledby={headingId} data-testid="meeting-point">
      <h4 id={headingId}>{t`Meeting point`}</h4>
      {name ? <p className="meeting-point__name">{name}</p> : null}
      {address ? <p className="meeting-point__address">{address}</p> : null}
      {instructions ? (
        <p className="meeting-point__instructions" data-testid="meeting-point-instructions">
          {instructions}
        </p>
      ) : null}
      {mapLink ? (
        <a className="meeting-point__map" href={mapLink} target="_blank" rel="noopener noreferrer" data-testid="meeting-point-map">
          {t`Open in Google Maps`}
        </a>
      ) : null}
    </section>
  )
}
