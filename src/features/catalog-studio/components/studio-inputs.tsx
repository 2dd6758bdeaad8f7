import { useLingui } from '@lingui/react/macro'
import type { Locale } from '../../../lib/locale'

// The editor's plain fields: a label, the input, and its error or note under it (tied to the
// input for screen readers). Shared by the experience's and the options' forms.

export type InputProps = { id: string; label: string; readOnly: boolean; error?: string; description?: string }

export function TextInput({ id, label, lang, value, onChange, readOnly, error, multiline = false, missing = false, description }: InputProps & { lang: Locale; value: string; onChange: (value: string) => void; multiline?: boolean; missing?: boolean }) {
  const { t } = useLingui()
  const props = { id, lang, dir: lang === 'ar' ? 'rtl' : 'ltr', value, readOnly, 'aria-invalid': Boolean(error) || undefined, 'aria-describedby': error || description || missing ? `${id}-note` : undefined }
  return (
    <div className={missing ? 'field studio-field studio-field--missing' : 'field studio-field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? <textarea className="field__input field__input--multiline" {...props} onChange={(event) => onChange(event.target.value)} /> : <input className="field__input" {...props} onChange={(event) => onChange(event.target.value)} />}
      <span id={`${id}-note`} className={error ? 'field__error' : 'field__description'}>
        {error ?? (missing ? t`Missing translation` : description)}
      </span>
    </div>
  )
}

export function NumberInput({ id, label, value, onChange, readOnly, error }: InputProps & { value: number; onChange: (value: number) => void }) {
  return (
    <div className="field studio-field studio-field--number">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="field__input" inputMode="numeric" dir="ltr" value={String(value)} readOnly={readOnly} aria-invalid={Boolean(error) || undefined} onChange={(event) => onChange(Number(event.target.value.replace(/[^\d-]/g, '')) || 0)} />
      {error ? <span className="field__error">{error}</span> : null}
    </div>
  )
}

export function NativeSelect({ id, label, value, onChange, options, readOnly, error }: InputProps & { value: string; onChange: (value: string) => void; options: { value: string; label: string }[] }) {
  return (
    <div className="field studio-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__input" value={value} disabled={readOnly} aria-invalid={Boolean(error) || undefined} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? <span className="field__error">{error}</span> : null}
    </div>
  )
}
