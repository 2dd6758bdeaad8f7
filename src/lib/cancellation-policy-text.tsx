import { useLingui } from '@lingui/react/macro'
import { formatDuration, formatNumber } from './format'
import type { Locale } from './locale'
import { describePolicy } from './cancellation-policy'
import type { CancellationPolicy } from './cancellation-policy'

/** The cancellation policy in plain words, e.g. "Free cancellation up to 1 day before the start". */
export function CancellationPolicyText({ policy, locale }: { policy: CancellationPolicy; locale: Locale }) {
  const { t, i18n } = useLingui()
  return (
    <ul className="policy" data-testid="cancellation-policy">
      {describePolicy(policy).map((line, index) => {
        if (line.kind === 'non_refundable') return <li key={index}>{t`Non-refundable: this booking cannot be cancelled for a refund.`}</li>
        const time = formatDuration(line.minutes, i18n, { afterPreposition: true })
        const percent = 'percent' in line ? formatNumber(line.percent / 100, locale, { style: 'percent' }) : ''
        if (line.kind === 'free_until') return <li key={index}>{t`Free cancellation up to ${time} before the start.`}</li>
        if (line.kind === 'penalty_from') return <li key={index}>{t`Cancel ${time} or more before the start: ${percent} of the price is charged.`}</li>
        if (line.kind === 'penalty_within') return <li key={index}>{t`Cancel less than ${time} before the start: ${percent} of the price is charged.`}</li>
        return <li key={index}>{t`Cancel less than ${time} before the start: no refund.`}</li>
      })}
    </ul>
  )
}
