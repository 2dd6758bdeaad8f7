import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { formatMoney, formatNumber } from '../../../lib/format'
import { useLocale } from '../../../lib/use-locale'
import { Button } from '../../../ui/button'
import { createOption, refusalOf, removeOption, saveOption, type StudioDetail, type StudioOption, type StudioOptionFields, type StudioVocabulary } from '../api/studio-api'
import { changedFields } from './empty-experience'
import { RowsEditor } from './rows-editor'
import { NativeSelect, NumberInput, TextInput } from './studio-inputs'

const newOption = (sort: number): StudioOptionFields => ({
  title_ar: '',
  title_en: '',
  description_ar: '',
  description_en: '',
  pricing: 'per_person',
  traveller_types: [
    { key: 'adult', name_ar: 'بالغ', name_en: 'Adult', age_min: 12, age_max: 99, price: 0 },
    { key: 'child', name_ar: 'طفل', name_en: 'Child', age_min: 3, age_max: 11, price: 0 },
  ],
  min_per_booking: 1,
  max_per_booking: 10,
  pickup_places: [],
  pay_later_allowed: false,
  guest_details_required: false,
  languages: [],
  duration_minutes: 0,
  booking_cutoff_minutes: 0,
  sort,
})

const fieldsOfOption = ({ id: _id, updated: _updated, ...fields }: StudioOption): StudioOptionFields => fields

type OptionsEditorProps = { experienceId: string; options: StudioOption[]; vocabulary: StudioVocabulary; readOnly: boolean; onSaved: (answer: StudioDetail) => void; onReload: () => void }

/**
 * How the experience is sold: each option with its traveller types and prices, saved on its own
 * (an option's save never carries the experience's unsaved edits, nor the reverse).
 */
export function OptionsEditor({ experienceId, options, vocabulary, readOnly, onSaved, onReload }: OptionsEditorProps) {
  const { t } = useLingui()
  const [adding, setAdding] = useState(false)
  return (
    <div className="studio-options">
      <p className="field__description">{t`Each option is one way to book this experience, with its own prices per traveller type. The lowest headline price is the “from” price on cards.`}</p>
      {options.length === 0 && !adding ? <p className="studio-rows__empty">{t`No options yet: travellers cannot book it.`}</p> : null}
      {options.map((option, index) => (
        <OptionForm key={`${option.id}-${option.updated}`} experienceId={experienceId} option={option} number={index + 1} vocabulary={vocabulary} readOnly={readOnly} onSaved={onSaved} onReload={onReload} />
      ))}
      {adding ? (
        <OptionForm
          experienceId={experienceId}
          option={null}
          number={options.length + 1}
          vocabulary={vocabulary}
          readOnly={readOnly}
          onSaved={(answer) => {
            setAdding(false)
            onSaved(answer)
          }}
          onCancel={() => setAdding(false)}
        />
      ) : null}
      {readOnly || adding ? null : (
        <Button variant="secondary" onPress={() => setAdding(true)}>
          {t`Add an option`}
        </Button>
      )}
    </div>
  )
}

type OptionFormProps = {
  experienceId: string
  option: StudioOption | null
  number: number
  vocabulary: StudioVocabulary
  readOnly: boolean
  onSaved: (answer: StudioDetail) => void
  onReload?: () => void
  onCancel?: () => void
}

function OptionForm({ experienceId, option, number, vocabulary, readOnly, onSaved, onReload, onCancel }: OptionFormProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const loaded = option ? fieldsOfOption(option) : newOption(number - 1)
  const [values, setValues] = useState<StudioOptionFields>(loaded)
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string>; conflict: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const set = <K extends keyof StudioOptionFields>(name: K, value: StudioOptionFields[K]) => setValues((before) => ({ ...before, [name]: value }))
  const changes = changedFields(loaded as never, values as never) as Partial<StudioOptionFields>
  const dirty = !option || Object.keys(changes).length > 0
  const error = (name: string) => problem?.fields[name]
  const position = formatNumber(number, locale)
  const prefix = `option-${option?.id ?? 'new'}-`
  const name = (entry: { name_ar: string; name_en: string }) => (locale === 'ar' ? entry.name_ar : entry.name_en)
  const title = option ? (locale === 'ar' ? option.title_ar : option.title_en) : ''
  const headline = values.traveller_types.find((type) => type.key === 'adult' || type.key === 'item') ?? values.traveller_types[0]

  const save = async () => {
    setBusy(true)
    try {
      onSaved(option ? await saveOption(experienceId, option.id, option.updated, changes, locale) : await createOption(experienceId, values, locale))
      setProblem(null)
    } catch (caught) {
      const refusal = refusalOf(caught)
      setProblem(refusal ? { message: refusal.message, fields: refusal.fields, conflict: refusal.status === 409 } : { message: t`No connection: nothing was saved. Try again.`, fields: {}, conflict: false })
    } finally {
      setBusy(false)
    }
  }

  const remove = async () => {
    if (!option) return
    setBusy(true)
    try {
      onSaved(await removeOption(experienceId, option.id, option.updated, locale))
    } catch (caught) {
      const refusal = refusalOf(caught)
      setConfirming(false)
      setProblem(refusal ? { message: refusal.message, fields: refusal.fields, conflict: Boolean(refusal.conflict) } : { message: t`No connection: nothing was removed. Try again.`, fields: {}, conflict: false })
    } finally {
      setBusy(false)
    }
  }

  return (
    <fieldset className="studio-option" data-testid="studio-option">
      <legend className="studio-option__legend">
        {option ? t`Option ${position}: ${title}` : t`New option`}
        {headline && headline.price > 0 ? <span className="studio-option__price"> {t`from ${formatMoney(headline.price, locale)}`}</span> : null}
      </legend>
      <div className="studio-pair">
        <TextInput id={`${prefix}title-ar`} label={t`Option title (Arabic)`} lang="ar" value={values.title_ar} onChange={(value) => set('title_ar', value)} readOnly={readOnly} error={error('title_ar')} />
        <TextInput id={`${prefix}title-en`} label={t`Option title (English)`} lang="en" value={values.title_en} onChange={(value) => set('title_en', value)} readOnly={readOnly} error={error('title_en')} />
        <TextInput id={`${prefix}description-ar`} label={t`Option description (Arabic)`} lang="ar" multiline value={values.description_ar} onChange={(value) => set('description_ar', value)} readOnly={readOnly} error={error('description_ar')} />
        <TextInput id={`${prefix}description-en`} label={t`Option description (English)`} lang="en" multiline value={values.description_en} onChange={(value) => set('description_en', value)} readOnly={readOnly} error={error('description_en')} />
      </div>
      <div className="studio-grid">
        <NativeSelect
          id={`${prefix}pricing`}
          label={t`Priced`}
          value={values.pricing}
          onChange={(value) => set('pricing', value === 'per_item' ? 'per_item' : 'per_person')}
          readOnly={readOnly}
          error={error('pricing')}
          options={[
            { value: 'per_person', label: t`Per person` },
            { value: 'per_item', label: t`Per item (a boat, a car…)` },
          ]}
        />
        <NumberInput id={`${prefix}min`} label={t`Fewest per booking`} value={values.min_per_booking} onChange={(value) => set('min_per_booking', value)} readOnly={readOnly} error={error('min_per_booking')} />
        <NumberInput id={`${prefix}max`} label={t`Most per booking`} value={values.max_per_booking} onChange={(value) => set('max_per_booking', value)} readOnly={readOnly} error={error('max_per_booking')} />
        <NumberInput id={`${prefix}duration`} label={t`Duration (minutes, 0 = the experience’s)`} value={values.duration_minutes} onChange={(value) => set('duration_minutes', value)} readOnly={readOnly} error={error('duration_minutes')} />
        <NumberInput id={`${prefix}cutoff`} label={t`Booking closes (minutes before, 0 = one hour)`} value={values.booking_cutoff_minutes} onChange={(value) => set('booking_cutoff_minutes', value)} readOnly={readOnly} error={error('booking_cutoff_minutes')} />
        <NumberInput id={`${prefix}sort`} label={t`Position in the list`} value={values.sort} onChange={(value) => set('sort', value)} readOnly={readOnly} error={error('sort')} />
      </div>
      <RowsEditor
        legend={t`Traveller types and prices`}
        idPrefix={prefix}
        columns={[
          { name: 'name_ar', label: t`Type (Arabic)`, lang: 'ar' },
          { name: 'name_en', label: t`Type (English)`, lang: 'en' },
          { name: 'age_min', label: t`From age`, numeric: true },
          { name: 'age_max', label: t`To age`, numeric: true },
          { name: 'price', label: t`Price in riyals`, numeric: true },
        ]}
        rows={values.traveller_types.map((type) => ({ ...type, price: type.price / 100 }))}
        empty={{ key: '', name_ar: '', name_en: '', age_min: 0, age_max: 99, price: 0 }}
        onChange={(rows) => set('traveller_types', rows.map((type) => ({ ...type, price: Math.round(type.price * 100) })))}
        readOnly={readOnly}
        error={error('traveller_types')}
      />
      <RowsEditor
        legend={t`Pickup places`}
        idPrefix={prefix}
        columns={[
          { name: 'name_ar', label: t`Place (Arabic)`, lang: 'ar' },
          { name: 'name_en', label: t`Place (English)`, lang: 'en' },
          { name: 'address_ar', label: t`Address (Arabic)`, lang: 'ar' },
          { name: 'address_en', label: t`Address (English)`, lang: 'en' },
          { name: 'time', label: t`Pickup time (HH:MM)`, lang: 'en' },
        ]}
        rows={values.pickup_places}
        empty={{ key: '', name_ar: '', name_en: '', address_ar: '', address_en: '', time: '' }}
        onChange={(rows) => set('pickup_places', rows)}
        readOnly={readOnly}
        error={error('pickup_places')}
      />
      <fieldset className="studio-choices-field">
        <legend className="studio-rows__legend">{t`Languages of this option`}</legend>
        <div className="studio-choices">
          {vocabulary.languages.map((choice) => {
            const chosen = values.languages.includes(choice.key)
            return (
              <label key={choice.key} className={chosen ? 'studio-chip studio-chip--selected' : 'studio-chip'}>
                <input type="checkbox" className="visually-hidden" checked={chosen} disabled={readOnly} onChange={() => set('languages', chosen ? values.languages.filter((key) => key !== choice.key) : [...values.languages, choice.key])} />
                {name(choice)}
              </label>
            )
          })}
        </div>
        {error('languages') ? <p className="field__error">{error('languages')}</p> : null}
      </fieldset>
      <div className="studio-choices">
        <label className="studio-choice">
          <input type="checkbox" checked={values.pay_later_allowed} disabled={readOnly} onChange={(event) => set('pay_later_allowed', event.target.checked)} /> {t`Pay later allowed`}
        </label>
        <label className="studio-choice">
          <input type="checkbox" checked={values.guest_details_required} disabled={readOnly} onChange={(event) => set('guest_details_required', event.target.checked)} /> {t`Each guest’s details required`}
        </label>
      </div>
      {problem ? (
        <div className="studio-editor__problem" role="alert">
          <p>{problem.message}</p>
          {problem.conflict && onReload ? (
            <Button variant="secondary" onPress={onReload}>
              {t`Load the latest version`}
            </Button>
          ) : null}
        </div>
      ) : null}
      {readOnly ? null : (
        <div className="studio-row__actions">
          <Button isLoading={busy} isDisabled={!dirty} onPress={() => void save()}>
            {option ? t`Save option ${position}` : t`Create the option`}
          </Button>
          {onCancel ? (
            <Button variant="quiet" onPress={onCancel}>
              {t`Cancel`}
            </Button>
          ) : null}
          {option && !confirming ? (
            <Button variant="quiet" onPress={() => setConfirming(true)}>
              {t`Remove option ${position}`}
            </Button>
          ) : null}
        </div>
      )}
      {option && confirming ? (
        <div className="studio-editor__problem" role="group" aria-label={t`Remove option ${position}`}>
          <p>{t`Remove this option for good? Its schedule rules and departures go with it. An option that was ever booked stays; close its departures instead.`}</p>
          <div className="studio-row__actions">
            <Button variant="secondary" isLoading={busy} onPress={() => void remove()} autoFocus>
              {t`Yes, remove option ${position}`}
            </Button>
            <Button variant="quiet" onPress={() => setConfirming(false)}>
              {t`Keep it`}
            </Button>
          </div>
        </div>
      ) : null}
    </fieldset>
  )
}
