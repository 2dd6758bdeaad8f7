import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { formatNumber } from '../lib/format'
import type { Locale } from '../lib/locale'
import './meeting-point-map.css'

/** The map's drawing size (SVG units); the image scales to its box. */
const WIDTH = 320
const HEIGHT = 180
/** Kilometres across the drawing: a few streets around the point. */
const SPAN_KM = 3
const PX_PER_KM = WIDTH / SPAN_KM
const EDGE = 18

export type MapPoint = { lat: number; lng: number }

/** A maps link any phone opens in its maps app (and a browser on Google Maps). */
export function mapsUrl({ lat, lng }: MapPoint): string {
  return `https://www.google.com/maps?q=${lat.toFixed(5)},${lng.toFixed(5)}`
}

/** Great-circle distance in kilometres. */
export function distanceKm(from: MapPoint, to: MapPoint): number {
  const rad = Math.PI / 180
  const dLat = (to.lat - from.lat) * rad
  const dLng = (to.lng - from.lng) * rad
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(dLng / 2) ** 2
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** Where `to` falls on the drawing centred on `from` (SVG units; y grows southwards). */
function project(from: MapPoint, to: MapPoint): { x: number; y: number } {
  const kmEast = (to.lng - from.lng) * 111.32 * Math.cos((from.lat * Math.PI) / 180)
  const kmNorth = (to.lat - from.lat) * 110.57
  return { x: WIDTH / 2 + kmEast * PX_PER_KM, y: HEIGHT / 2 - kmNorth * PX_PER_KM }
}

/** A small deterministic generator: the same place always gets the same streets. */
function randomFor(point: MapPoint): () => number {
  let state = (Math.round(point.lat * 1e4) * 73856093) ^ (Math.round(point.lng * 1e4) * 19349663)
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let value = Math.imul(state ^ (state >>> 15), 1 | state)
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

function distanceText(km: number, locale: Locale): string {
  if (km < 1) return formatNumber(Math.max(50, Math.round((km * 1000) / 50) * 50), locale, { style: 'unit', unit: 'meter', unitDisplay: 'short' })
  return formatNumber(km < 10 ? Math.round(km * 10) / 10 : Math.round(km), locale, { style: 'unit', unit: 'kilometer', unitDisplay: 'short', maximumFractionDigits: 1 })
}

type MeetingPointMapProps = {
  /** The meeting point. */
  point: MapPoint
  /** Its name, read with the image. */
  name: string
  /** A place travellers know (the city centre): a dot on the map, or an arrow at its edge, with the distance. */
  reference?: MapPoint & { name: string }
  locale: Locale
}

/**
 * A small map of a meeting point, drawn here from its coordinates — stylised streets, the pin,
 * north, and the way to the city centre — with no map tiles or requests to anyone, and a link
 * that opens the point in the traveller's maps app. For the product page, the order page and
 * the voucher.
 */
export function MeetingPointMap({ point, name, reference, locale }: MeetingPointMapProps) {
  const { t } = useLingui()
  const titleId = useId()
  const random = randomFor(point)
  const angle = Math.round((random() - 0.5) * 50)
  const spacing = 34 + Math.round(random() * 14)
  const offset = Math.round(random() * spacing)
  const streets: number[] = []
  for (let at = -WIDTH + offset; at <= WIDTH * 2; at += spacing) streets.push(at)
  const mainRoads = [0, 1].map(() => ({ angle: Math.round((random() - 0.5) * 160), shift: Math.round((random() - 0.5) * 90) }))
  const park = { x: Math.round(random() * (WIDTH - 90)), y: Math.round(random() * (HEIGHT - 60)), width: 50 + Math.round(random() * 40), height: 30 + Math.round(random() * 25) }

  const km = reference ? distanceKm(point, reference) : 0
  const away = reference ? project(point, reference) : null
  const onMap = away !== null && away.x >= EDGE && away.x <= WIDTH - EDGE && away.y >= EDGE && away.y <= HEIGHT - EDGE
  // Off the map: an arrow where the line to the reference leaves the drawing.
  let arrow: { x: number; y: number; rotate: number } | null = null
  if (away && !onMap && km > 0) {
    const dx = away.x - WIDTH / 2
    const dy = away.y - HEIGHT / 2
    const scale = Math.min((WIDTH / 2 - EDGE) / Math.abs(dx || 1e-9), (HEIGHT / 2 - EDGE) / Math.abs(dy || 1e-9))
    arrow = { x: WIDTH / 2 + dx * scale, y: HEIGHT / 2 + dy * scale, rotate: (Math.atan2(dy, dx) * 180) / Math.PI }
  }
  const latitude = formatNumber(point.lat, locale, { minimumFractionDigits: 4, maximumFractionDigits: 4, useGrouping: false })
  const longitude = formatNumber(point.lng, locale, { minimumFractionDigits: 4, maximumFractionDigits: 4, useGrouping: false })
  const distance = reference ? distanceText(km, locale) : ''
  const referenceName = reference?.name ?? ''

  return (
    <figure className="meeting-map" data-testid="meeting-point-map">
      <svg className="meeting-map__image" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} preserveAspectRatio="xMidYMid slice">
        <title id={titleId}>{t`Map of the meeting point: ${name}`}</title>
        <rect width={WIDTH} height={HEIGHT} fill="#ece8dc" />
        <rect x={park.x} y={park.y} width={park.width} height={park.height} rx="10" fill="#cfe2c0" />
        <g transform={`rotate(${angle} ${WIDTH / 2} ${HEIGHT / 2})`} stroke="#ffffff" strokeWidth="4" strokeLinecap="round">
          {streets.map((at) => (
            <line key={`v${at}`} x1={at} y1={-HEIGHT} x2={at} y2={HEIGHT * 2} />
          ))}
          {streets.map((at) => (
            <line key={`h${at}`} x1={-WIDTH} y1={at} x2={WIDTH * 2} y2={at} />
          ))}
        </g>
        {mainRoads.map((road, index) => (
          <g key={index} transform={`rotate(${road.angle} ${WIDTH / 2} ${HEIGHT / 2}) translate(0 ${road.shift})`}>
            <line x1={-WIDTH} y1={HEIGHT / 2} x2={WIDTH * 2} y2={HEIGHT / 2} stroke="#d9c78f" strokeWidth="11" />
            <line x1={-WIDTH} y1={HEIGHT / 2} x2={WIDTH * 2} y2={HEIGHT / 2} stroke="#f7e4a6" strokeWidth="8" />
          </g>
        ))}
        {away && onMap ? <circle cx={away.x} cy={away.y} r="5" fill="#3d464c" stroke="#ffffff" strokeWidth="2" /> : null}
        {arrow ? (
          <g transform={`translate(${arrow.x} ${arrow.y}) rotate(${arrow.rotate})`}>
            <circle r="11" fill="#ffffff" opacity="0.9" />
            <path d="M-6 -6 L6 0 L-6 6 Z" fill="#3d464c" />
          </g>
        ) : null}
        <circle cx={WIDTH / 2} cy={HEIGHT / 2} r="16" fill="#0f5257" opacity="0.15" />
        <path
          d={`M${WIDTH / 2} ${HEIGHT / 2} c-3 -8 -12 -14 -12 -24 a12 12 0 1 1 24 0 c0 10 -9 16 -12 24 z`}
          fill="#0f5257"
          stroke="#ffffff"
          strokeWidth="2"
        />
        <circle cx={WIDTH / 2} cy={HEIGHT / 2 - 24} r="4.5" fill="#ffffff" />
        {/* North: the map is never turned, so up is north in both languages. */}
        <g transform={`translate(${WIDTH - 20} 22)`}>
          <circle r="12" fill="#ffffff" opacity="0.9" />
          <path d="M0 -9 L5 6 L0 3 L-5 6 Z" fill="#0a3d41" />
        </g>
      </svg>
      <figcaption className="meeting-map__caption">
        {reference ? <span>{t`${distance} from the centre of ${referenceName}`}</span> : null}
        <span>{t`Coordinates: ${latitude}, ${longitude}`}</span>
        <a href={mapsUrl(point)} target="_blank" rel="noopener noreferrer" className="meeting-map__link">
          {t`Open in maps`}
        </a>
      </figcaption>
    </figure>
  )
}
