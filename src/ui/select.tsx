import { useId } from 'react'
import './select.css'
import './field.css'

export type SelectOption = { id: string; label: string }

type SelectProps = {
  label: string
  options: SelectOption[]
  value: string
  onChange: (value: string) => void
  /** Hide the label visually (it is still announced). */
  hideLabel?: boolean
  /** A shorter text for the closed select than the option's label (e.g. a currency code). */
  renderValue?: (value: string) => string
  className?: string
}

/**
 * A native <select>: phones open their own picker, screen readers know it, and it costs nothing
 * to render (a react-aria collection rendered twice on first load; decision 013).
 */
export function Select({ label, options, value, onChange, hideLabel = false, renderValue, className }: SelectProps) {
  const id = useId()
  const shortValue = renderValue?.(value)
  return (
    <div className={['select', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
      </label>
      <span className="select__control">
        {/* The short text is what shows; the transparent select over it still opens and is announced. */}
        {shortValue !== undefined ? (
          <span className="select__value" aria-hidden="true">
            {shortValue}
          </span>
        ) : null}
        <select
          id={id}
          className={shortValue !== undefined ? 'select__native select__native--over-value' : 'select__native'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
        <span aria-hidden="true" className="select__chevron">
          ▾
        </span>
      </span>
    </div>
  )
}
