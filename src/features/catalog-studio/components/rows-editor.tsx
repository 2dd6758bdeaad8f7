import { useLingui } from '@lingui/react/macro'
import { formatNumber } from '../../../lib/format'
import { useLocale } from '../../../lib/use-locale'

/** One column of a structured list: a text in one language, or a whole number. */
export type RowColumn = { name: string; label: string; lang?: 'ar' | 'en'; multiline?: boolean; numeric?: boolean }

type RowsEditorProps<Row extends Record<string, unknown>> = {
  legend: string
  /** Makes the inputs' ids unique when the same list appears more than once on the page (each option's traveller types). */
  idPrefix?: string
  columns: RowColumn[]
  rows: Row[]
  empty: Row
  onChange: (rows: Row[]) => void
  readOnly: boolean
  error?: string
  missing?: boolean
}

/**
 * A list of rows (highlights, itinerary steps, questions…) edited as fields, never as JSON: add a
 * row, remove one, move one up or down. Arabic and English columns sit side by side on a laptop
 * and stack on a phone (catalog-studio.css).
 */
export function RowsEditor<Row extends Record<string, unknown>>({ legend, idPrefix = '', columns, rows, empty, onChange, readOnly, error, missing }: RowsEditorProps<Row>) {
  const { t } = useLingui()
  const locale = useLocale()
  const set = (index: number, name: string, value: unknown) => onChange(rows.map((row, at) => (at === index ? { ...row, [name]: value } : row)))
  const move = (index: number, by: number) => {
    const next = rows.slice()
    const [row] = next.splice(index, 1)
    next.splice(index + by, 0, row!)
    onChange(next)
  }
  return (
    <fieldset className={missing ? 'studio-rows studio-rows--missing' : 'studio-rows'} aria-invalid={Boolean(error) || undefined}>
      <legend className="studio-rows__legend">{legend}</legend>
      {rows.length === 0 ? <p className="studio-rows__empty">{t`Nothing yet.`}</p> : null}
      <ol className="studio-rows__list">
        {rows.map((row, index) => {
          const position = formatNumber(index + 1, locale)
          return (
            <li key={index} className="studio-row">
              <div className="studio-row__fields">
                {columns.map((column) => {
                  const id = `${idPrefix}${legend}-${index}-${column.name}`
                  const value = row[column.name]
                  const label = `${column.label} (${position})`
                  return (
                    <label key={column.name} className={column.numeric ? 'studio-field studio-field--number' : 'studio-field'} htmlFor={id}>
                      <span className="field__label">{label}</span>
                      {column.multiline ? (
                        <textarea id={id} className="field__input field__input--multiline" lang={column.lang} dir={column.lang === 'ar' ? 'rtl' : column.lang === 'en' ? 'ltr' : undefined} value={String(value ?? '')} readOnly={readOnly} onChange={(event) => set(index, column.name, event.target.value)} />
                      ) : (
                        <input
                          id={id}
                          className="field__input"
                          lang={column.lang}
                          dir={column.lang === 'ar' ? 'rtl' : column.lang === 'en' ? 'ltr' : undefined}
                          inputMode={column.numeric ? 'numeric' : undefined}
                          value={column.numeric ? (value ? String(value) : '') : String(value ?? '')}
                          readOnly={readOnly}
                          onChange={(event) => set(index, column.name, column.numeric ? Number(event.target.value.replace(/[^\d]/g, '')) || 0 : event.target.value)}
                        />
                      )}
                    </label>
                  )
                })}
              </div>
              {readOnly ? null : (
                <div className="studio-row__actions">
                  <button type="button" className="button button--quiet" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t`Move row ${position} up`}>
                    ↑
                  </button>
                  <button type="button" className="button button--quiet" disabled={index === rows.length - 1} onClick={() => move(index, 1)} aria-label={t`Move row ${position} down`}>
                    ↓
                  </button>
                  <button type="button" className="button button--quiet" onClick={() => onChange(rows.filter((_row, at) => at !== index))}>
                    {t`Remove`}
                  </button>
                </div>
              )}
            </li>
          )
        })}
      </ol>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {readOnly ? null : (
        <button type="button" className="button button--secondary" onClick={() => onChange([...rows, { ...empty }])}>
          {t`Add a row to ${legend}`}
        </button>
      )}
    </fieldset>
  )
}
