import { useLingui } from '@lingui/react/macro'
import { CancellationPolicyText } from '../../../lib/cancellation-policy-text'
import { formatNumber } from '../../../lib/format'
import { useLocale } from '../../../lib/use-locale'
import type { StudioFields } from '../api/studio-api'

type Policy = StudioFields['cancellation_policy']

/**
 * The cancellation policy as a manager thinks of it — free until some hours before, then fees —
 * with the very sentences the product page shows travellers (lib/cancellation-policy-text).
 */
export function PolicyEditor({ policy, onChange, readOnly, error }: { policy: Policy; onChange: (policy: Policy) => void; readOnly: boolean; error?: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const setType = (type: Policy['type']) => {
    if (type === 'non_refundable') return onChange({ type, tiers: [] })
    const tiers = policy.tiers.length ? policy.tiers : [{ minutes_before: 1440, penalty_percent: 0 }, { minutes_before: 0, penalty_percent: 100 }]
    onChange({ type, tiers })
  }
  const setTier = (index: number, change: Partial<Policy['tiers'][number]>) => onChange({ ...policy, tiers: policy.tiers.map((tier, at) => (at === index ? { ...tier, ...change } : tier)) })
  const types: [Policy['type'], string][] = [
    ['free', t`Free cancellation, then fees`],
    ['tiered', t`Fees from the start`],
    ['non_refundable', t`Non-refundable`],
  ]
  return (
    <fieldset className="studio-policy" aria-invalid={Boolean(error) || undefined}>
      <legend className="studio-rows__legend">{t`Cancellation policy`}</legend>
      <div className="studio-choices" role="radiogroup" aria-label={t`Kind of policy`}>
        {types.map(([type, label]) => (
          <label key={type} className="studio-choice">
            <input type="radio" name="policy-type" checked={policy.type === type} disabled={readOnly} onChange={() => setType(type)} /> {label}
          </label>
        ))}
      </div>
      {policy.type === 'non_refundable' ? null : (
        <ol className="studio-rows__list">
          {policy.tiers.map((tier, index) => {
            const position = formatNumber(index + 1, locale)
            return (
              <li key={index} className="studio-row">
                <div className="studio-row__fields">
                  <label className="studio-field studio-field--number">
                    <span className="field__label">{t`Hours before the start (${position})`}</span>
                    <input className="field__input" inputMode="numeric" readOnly={readOnly} value={String(Math.round(tier.minutes_before / 60))} onChange={(event) => setTier(index, { minutes_before: (Number(event.target.value.replace(/[^\d]/g, '')) || 0) * 60 })} />
                  </label>
                  <label className="studio-field studio-field--number">
                    <span className="field__label">{t`Fee in percent (${position})`}</span>
                    <input className="field__input" inputMode="numeric" readOnly={readOnly} value={String(tier.penalty_percent)} onChange={(event) => setTier(index, { penalty_percent: Math.min(100, Number(event.target.value.replace(/[^\d]/g, '')) || 0) })} />
                  </label>
                </div>
                {readOnly ? null : (
                  <div className="studio-row__actions">
                    <button type="button" className="button button--quiet" onClick={() => onChange({ ...policy, tiers: policy.tiers.filter((_tier, at) => at !== index) })}>
                      {t`Remove`}
                    </button>
                  </div>
                )}
              </li>
            )
          })}
        </ol>
      )}
      {readOnly || policy.type === 'non_refundable' ? null : (
        <button type="button" className="button button--secondary" onClick={() => onChange({ ...policy, tiers: [...policy.tiers, { minutes_before: 0, penalty_percent: 100 }] })}>
          {t`Add a step`}
        </button>
      )}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="studio-policy__preview" data-testid="policy-preview">
        <p className="studio-policy__preview-title">{t`What the traveller will read`}</p>
        <CancellationPolicyText policy={policy} locale={locale} />
      </div>
    </fieldset>
  )
}
