import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { formatNumber } from '../../../../lib/format'
import type { Locale } from '../../../../lib/locale'
import { statsQuery } from '../../api/queries'
import '../../catalog.css'

/** Marketing figures counted from the catalog. */
export function StatsBand({ locale }: { locale: Locale }) {
  const { t } = useLingui()
  const { data } = useQuery(statsQuery())
  const figures = [
    { value: data?.experiences, label: t`experiences to book` },
    { value: data?.cities, label: t`destinations` },
    { value: data?.countries, label: t`countries` },
    { value: data?.reviews, label: t`traveller reviews` },
  ]
  // Until the figures arrive the band keeps its place (hidden from assistive technology), so
  // nothing below it moves when they do.
  return (
    <ul className="stats-band" data-testid={data ? 'stats' : undefined} aria-hidden={data ? undefined : true}>
      {figures.map((figure) => (
        <li key={figure.label}>
          <strong>{figure.value === undefined ? '\u00a0' : formatNumber(figure.value, locale)}</strong>
          <span>{figure.label}</span>
        </li>
      ))}
    </ul>
  )
}
