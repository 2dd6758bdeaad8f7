import { useState, type ReactNode } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { formatDate, formatMoney } from '../../../lib/format'
import { localePath } from '../../../lib/locale'
import { useLocale } from '../../../lib/use-locale'
import { Button } from '../../../ui/button'
import { Link } from '../../../ui/link'
import { MeetingPointMap } from '../../../ui/meeting-point-map'
import { Spinner } from '../../../ui/spinner'
import { createExperience, moveExperience, refusalOf, saveExperience, studioQueries, type StudioDetail, type StudioFields, type StudioStatus, type StudioVocabulary } from '../api/studio-api'
import { changedFields, emptyFields, fieldsOf } from './empty-experience'
import { fieldLabel } from './field-labels'
import { kindLabel } from './kind-labels'
import { OptionsEditor } from './options-editor'
import { PhotoManager } from './photo-manager'
import { PolicyEditor } from './policy-editor'
import { RowsEditor, type RowColumn } from './rows-editor'
import { StatusBadge } from './status-badge'
import { NativeSelect, NumberInput, TextInput, type InputProps } from './studio-inputs'

/** /staff/catalog/new and /staff/catalog/{id}: the experience editor (read-only for agents). */
export function ExperienceEditor({ id, canEdit }: { id: string | null; canEdit: boolean }) {
  const { t } = useLingui()
  const vocabulary = useQuery(studioQueries.vocabulary())
  const detail = useQuery({ ...studioQueries.detail(id ?? ''), enabled: Boolean(id) })
  if (vocabulary.isPending || (id && detail.isPending)) return <Spinner />
  if (!vocabulary.data || (id && !detail.data)) return <p className="notice">{t`The experience could not be loaded.`}</p>
  return <EditorForm key={detail.data?.experience.id ?? 'new'} detail={detail.data ?? null} vocabulary={vocabulary.data} canEdit={canEdit && (detail.data?.canEdit ?? true)} />
}

type Problem = { message: string; fields: Record<string, string>; conflict: { staffName: string; at: string } | null; missing: string[] }

function EditorForm({ detail, vocabulary, canEdit }: { detail: StudioDetail | null; vocabulary: StudioVocabulary; canEdit: boolean }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [current, setCurrent] = useState<StudioDetail | null>(detail)
  const loaded = current ? fieldsOf(current.experience) : emptyFields()
  const [values, setValues] = useState<StudioFields>(loaded)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState('')
  const [reason, setReason] = useState({ ar: '', en: '' })
  const readOnly = !canEdit
  const set = <K extends keyof StudioFields>(name: K, value: StudioFields[K]) => setValues((before) => ({ ...before, [name]: value }))
  const error = (name: string) => problem?.fields[name]
  const missing = problem?.missing.length ? problem.missing : (current?.missingTranslations ?? [])
  const changes = changedFields(loaded, values)
  const dirty = Object.keys(changes).length > 0
  const name = (entry: { name_ar: string; name_en: string }) => (locale === 'ar' ? entry.name_ar : entry.name_en)

  const landed = (answer: StudioDetail, message: string) => {
    queryClient.setQueryData(studioQueries.detail(answer.experience.id).queryKey, answer)
    void queryClient.invalidateQueries({ queryKey: ['staff', 'catalog', 'list'] })
    setCurrent(answer)
    setValues(fieldsOf(answer.experience))
    setProblem(null)
    setSaved(message)
  }
  const refused = (caught: unknown) => {
    const refusal = refusalOf(caught)
    setSaved('')
    setProblem(refusal ? { message: refusal.message, fields: refusal.fields, conflict: refusal.conflict, missing: refusal.missing } : { message: t`No connection: nothing was saved. Try again.`, fields: {}, conflict: null, missing: [] })
  }
  const save = async () => {
    setBusy(true)
    try {
      if (!current) {
        const created = await createExperience(changedFields(emptyFields(), values), locale)
        queryClient.setQueryData(studioQueries.detail(created.experience.id).queryKey, created)
        void queryClient.invalidateQueries({ queryKey: ['staff', 'catalog', 'list'] })
        await navigate({ to: localePath(locale, `/staff/catalog/${created.experience.id}`) })
        return
      }
      landed(await saveExperience(current.experience.id, current.experience.updated, changes, locale), t`Saved.`)
    } catch (caught) {
      refused(caught)
    } finally {
      setBusy(false)
    }
  }
  const move = async (status: StudioStatus) => {
    if (!current) return
    setBusy(true)
    try {
      const reasons = status === 'unavailable' ? { reason_ar: reason.ar, reason_en: reason.en } : {}
      landed(await moveExperience(current.experience.id, current.experience.updated, status, reasons, locale), t`The status is changed.`)
    } catch (caught) {
      refused(caught)
    } finally {
      setBusy(false)
    }
  }
  // The server changed only `images` (the upload was made on the loaded version), so the form's
  // other unsaved edits stay edits of the new version; the photo joins the form's list too.
  const photoAdded = (answer: StudioDetail) => {
    const added = answer.experience.images[answer.experience.images.length - 1]
    queryClient.setQueryData(studioQueries.detail(answer.experience.id).queryKey, answer)
    setCurrent(answer)
    if (added) setValues((before) => ({ ...before, images: [...before.images, added] }))
    setProblem(null)
    setSaved(t`The photo is added.`)
  }
  // An option's save changes no field of the form: the form's unsaved edits stay edits of the new version.
  const optionSaved = (answer: StudioDetail) => {
    queryClient.setQueryData(studioQueries.detail(answer.experience.id).queryKey, answer)
    void queryClient.invalidateQueries({ queryKey: ['staff', 'catalog', 'list'] })
    setCurrent(answer)
    setProblem(null)
    setSaved(t`The option is saved.`)
  }
  const reload = async () => {
    if (!current) return
    const fresh = await queryClient.fetchQuery({ ...studioQueries.detail(current.experience.id), staleTime: 0 })
    setCurrent(fresh)
    setProblem(null)
  }

  const pair = (base: 'title' | 'summary' | 'description', multiline = false) => (
    <div className="studio-pair">
      {(['ar', 'en'] as const).map((lang) => {
        const field = `${base}_${lang}` as const
        return (
          <TextInput key={lang} id={`studio-${field}`} label={fieldLabel(i18n, field)} lang={lang} multiline={multiline} value={values[field]} onChange={(value) => set(field, value)} readOnly={readOnly} error={error(field)} missing={missing.includes(field)} />
        )
      })}
    </div>
  )
  const bilingualColumns: RowColumn[] = [
    { name: 'ar', label: t`Arabic`, lang: 'ar' },
    { name: 'en', label: t`English`, lang: 'en' },
  ]
  const list = (field: 'highlights' | 'includes' | 'excludes' | 'know_before_you_go' | 'what_to_bring' | 'not_suitable_for') => (
    <RowsEditor legend={fieldLabel(i18n, field)} columns={bilingualColumns} rows={values[field]} empty={{ ar: '', en: '' }} onChange={(rows) => set(field, rows)} readOnly={readOnly} error={error(field)} missing={missing.includes(field)} />
  )
  const keys = (field: 'categories' | 'labels' | 'languages' | 'occasions' | 'best_for', choices: { key: string; id?: string; name_ar: string; name_en: string }[]) => (
    <fieldset className="studio-choices-field">
      <legend className="studio-rows__legend">{fieldLabel(i18n, field)}</legend>
      <div className="studio-choices">
        {choices.map((choice) => {
          const value = field === 'categories' ? choice.id! : choice.key
          const chosen = values[field].includes(value)
          return (
            <label key={value} className={chosen ? 'studio-chip studio-chip--selected' : 'studio-chip'}>
              <input type="checkbox" className="visually-hidden" checked={chosen} disabled={readOnly} onChange={() => set(field, chosen ? values[field].filter((item) => item !== value) : [...values[field], value])} />
              {name(choice)}
            </label>
          )
        })}
      </div>
      {error(field) ? <p className="field__error">{error(field)}</p> : null}
    </fieldset>
  )
  const city = vocabulary.cities.find((entry) => entry.id === values.city)
  const point = values.location.lat !== null && values.location.lng !== null ? { lat: values.location.lat, lng: values.location.lng } : null
  const setLocation = (change: Partial<StudioFields['location']>) => set('location', { ...values.location, ...change })
  const status = current?.experience.status ?? 'draft'
  const slug = current?.experience.slug ?? ''

  return (
    <>
      <form
        className="studio-editor"
        aria-label={t`Experience editor`}
        onSubmit={(event) => {
          event.preventDefault()
          if (!readOnly) void save()
        }}
      >
        <div className="studio-editor__bar">
          <StatusBadge status={status} />
          {readOnly ? <p className="notice">{t`Only managers edit the catalog; you can view it without editing.`}</p> : null}
          {readOnly ? null : (
            <Button type="submit" isLoading={busy} isDisabled={current !== null && !dirty}>
              {current ? t`Save changes` : t`Create the draft`}
            </Button>
          )}
          {current && slug ? (
            <span className="studio-editor__preview">
              {t`Preview as a traveller:`} <Link href={localePath('ar', `/experiences/${slug}`)}>{t`in Arabic`}</Link> <Link href={localePath('en', `/experiences/${slug}`)}>{t`in English`}</Link>
            </span>
          ) : null}
        </div>
        {saved ? (
          <p className="studio-editor__saved" role="status">
            {saved}
          </p>
        ) : null}
        {problem ? (
          <div className="studio-editor__problem" role="alert">
            <p>{problem.message}</p>
            {problem.conflict ? (
              <Button variant="secondary" onPress={() => void reload()}>
                {t`Load the latest version`}
              </Button>
            ) : null}
          </div>
        ) : null}
        {missing.length ? (
          <section className="studio-missing" aria-label={t`Missing translations`} data-testid="missing-translations">
            <h2 className="studio-section__title">{t`Missing translations`}</h2>
            <p>{t`Write these in both languages before publishing:`}</p>
            <ul>
              {missing.map((field) => (
                <li key={field}>{fieldLabel(i18n, field)}</li>
              ))}
            </ul>
          </section>
        ) : null}

        {current && !readOnly ? (
          <Section title={t`Status`}>
            <div className="studio-status-actions">
              {status === 'draft' || status === 'unavailable' ? (
                <Button variant="primary" isDisabled={busy || dirty} onPress={() => void move('active')}>
                  {t`Publish`}
                </Button>
              ) : null}
              {status === 'active' ? (
                <div className="studio-pair">
                  <TextInput id="studio-reason-ar" label={t`Why it is unavailable (Arabic)`} lang="ar" value={reason.ar} onChange={(value) => setReason({ ...reason, ar: value })} readOnly={false} error={error('reason_ar')} />
                  <TextInput id="studio-reason-en" label={t`Why it is unavailable (English)`} lang="en" value={reason.en} onChange={(value) => setReason({ ...reason, en: value })} readOnly={false} error={error('reason_en')} />
                  <Button variant="secondary" isDisabled={busy || dirty} onPress={() => void move('unavailable')}>
                    {t`Make unavailable`}
                  </Button>
                </div>
              ) : null}
              {status !== 'archived' ? (
                <Button variant="quiet" isDisabled={busy || dirty} onPress={() => void move('archived')}>
                  {t`Archive`}
                </Button>
              ) : (
                <Button variant="secondary" isDisabled={busy} onPress={() => void move('draft')}>
                  {t`Back to draft`}
                </Button>
              )}
            </div>
            {dirty ? <p className="field__description">{t`Save your changes before changing the status.`}</p> : null}
          </Section>
        ) : null}

        <Section title={t`Texts`}>
          <TextInput id="studio-slug" label={fieldLabel(i18n, 'slug')} lang="en" value={values.slug} onChange={(value) => set('slug', value)} readOnly={readOnly} error={error('slug')} description={t`Lowercase Latin letters, digits and hyphens. A changed address keeps the old one working.`} />
          {pair('title')}
          {pair('summary', true)}
          {pair('description', true)}
        </Section>

        <Section title={fieldLabel(i18n, 'images')}>
          <PhotoManager
            experienceId={current?.experience.id ?? null}
            base={current?.experience.updated ?? ''}
            images={values.images}
            onChange={(images) => set('images', images)}
            onUploaded={photoAdded}
            readOnly={readOnly}
            error={error('images')}
            missing={missing.includes('images')}
          />
        </Section>

        <Section title={t`Where and what`}>
          <div className="studio-grid">
            <NativeSelect id="studio-city" label={fieldLabel(i18n, 'city')} value={values.city} onChange={(value) => set('city', value)} readOnly={readOnly} error={error('city')} options={[{ value: '', label: t`Choose a city` }, ...vocabulary.cities.map((entry) => ({ value: entry.id, label: name(entry) }))]} />
            <NativeSelect id="studio-kind" label={fieldLabel(i18n, 'kind')} value={values.kind} onChange={(value) => set('kind', value)} readOnly={readOnly} error={error('kind')} options={vocabulary.kinds.map((kind) => ({ value: kind, label: kindLabel(i18n, kind) }))} />
            <NativeSelect id="studio-time" label={fieldLabel(i18n, 'time_of_day')} value={values.time_of_day} onChange={(value) => set('time_of_day', value)} readOnly={readOnly} error={error('time_of_day')} options={[{ value: '', label: t`Any time` }, ...vocabulary.time_of_day.map((entry) => ({ value: entry.key, label: name(entry) }))]} />
            <NumberInput id="studio-duration" label={fieldLabel(i18n, 'duration_minutes')} value={values.duration_minutes} onChange={(value) => set('duration_minutes', value)} readOnly={readOnly} error={error('duration_minutes')} />
            <NumberInput id="studio-age-min" label={fieldLabel(i18n, 'age_min')} value={values.age_min} onChange={(value) => set('age_min', value)} readOnly={readOnly} error={error('age_min')} />
            <NumberInput id="studio-age-max" label={fieldLabel(i18n, 'age_max')} value={values.age_max} onChange={(value) => set('age_max', value)} readOnly={readOnly} error={error('age_max')} />
          </div>
          {keys('categories', vocabulary.categories)}
          {keys('labels', vocabulary.labels)}
          {keys('languages', vocabulary.languages)}
          {keys('occasions', vocabulary.occasions)}
          {keys('best_for', vocabulary.best_for)}
          <div className="studio-choices">
            {(['pickup_included', 'dropoff_included', 'tour_guide'] as const).map((flag) => (
              <label key={flag} className="studio-choice">
                <input type="checkbox" checked={values[flag]} disabled={readOnly} onChange={(event) => set(flag, event.target.checked)} /> {fieldLabel(i18n, flag)}
              </label>
            ))}
          </div>
        </Section>

        <Section title={t`What travellers read`}>
          {list('highlights')}
          {list('includes')}
          {list('excludes')}
          <RowsEditor
            legend={fieldLabel(i18n, 'itinerary')}
            columns={[
              { name: 'title_ar', label: t`Step title (Arabic)`, lang: 'ar' },
              { name: 'title_en', label: t`Step title (English)`, lang: 'en' },
              { name: 'text_ar', label: t`Text (Arabic)`, lang: 'ar', multiline: true },
              { name: 'text_en', label: t`Text (English)`, lang: 'en', multiline: true },
              { name: 'duration_minutes', label: t`Minutes`, numeric: true },
            ]}
            rows={values.itinerary}
            empty={{ title_ar: '', title_en: '', text_ar: '', text_en: '', duration_minutes: 0 }}
            onChange={(rows) => set('itinerary', rows)}
            readOnly={readOnly}
            error={error('itinerary')}
            missing={missing.includes('itinerary')}
          />
          {list('know_before_you_go')}
          {list('what_to_bring')}
          {list('not_suitable_for')}
          <RowsEditor
            legend={fieldLabel(i18n, 'faq')}
            columns={[
              { name: 'question_ar', label: t`Question (Arabic)`, lang: 'ar' },
              { name: 'question_en', label: t`Question (English)`, lang: 'en' },
              { name: 'answer_ar', label: t`Answer (Arabic)`, lang: 'ar', multiline: true },
              { name: 'answer_en', label: t`Answer (English)`, lang: 'en', multiline: true },
            ]}
            rows={values.faq}
            empty={{ question_ar: '', question_en: '', answer_ar: '', answer_en: '' }}
            onChange={(rows) => set('faq', rows)}
            readOnly={readOnly}
            error={error('faq')}
            missing={missing.includes('faq')}
          />
          <RowsEditor
            legend={fieldLabel(i18n, 'extras')}
            columns={[
              { name: 'name_ar', label: t`Name (Arabic)`, lang: 'ar' },
              { name: 'name_en', label: t`Name (English)`, lang: 'en' },
              { name: 'price', label: t`Price in riyals`, numeric: true },
            ]}
            rows={values.extras.map((extra) => ({ ...extra, price: extra.price / 100 }))}
            empty={{ key: '', name_ar: '', name_en: '', price: 0 }}
            onChange={(rows) => set('extras', rows.map((extra) => ({ ...extra, price: Math.round(extra.price * 100) })))}
            readOnly={readOnly}
            error={error('extras')}
            missing={missing.includes('extras')}
          />
        </Section>

        <Section title={fieldLabel(i18n, 'location')}>
          {(['meeting_point', 'address', 'instructions'] as const).map((part) => (
            <div key={part} className="studio-pair">
              {(['ar', 'en'] as const).map((lang) => (
                <TextInput
                  key={lang}
                  id={`studio-${part}-${lang}`}
                  label={{ meeting_point: { ar: t`Meeting point (Arabic)`, en: t`Meeting point (English)` }, address: { ar: t`Address (Arabic)`, en: t`Address (English)` }, instructions: { ar: t`How to find it (Arabic)`, en: t`How to find it (English)` } }[part][lang]}
                  lang={lang}
                  multiline={part === 'instructions'}
                  value={values.location[`${part}_${lang}`]}
                  onChange={(value) => setLocation({ [`${part}_${lang}`]: value })}
                  readOnly={readOnly}
                />
              ))}
            </div>
          ))}
          <div className="studio-grid">
            <CoordinateInput id="studio-lat" label={t`Latitude`} value={values.location.lat} onChange={(lat) => setLocation({ lat })} readOnly={readOnly} />
            <CoordinateInput id="studio-lng" label={t`Longitude`} value={values.location.lng} onChange={(lng) => setLocation({ lng })} readOnly={readOnly} />
            {readOnly || !city?.lat || !city.lng ? null : (
              <Button variant="secondary" onPress={() => setLocation({ lat: city.lat, lng: city.lng })}>
                {t`Start from the city centre`}
              </Button>
            )}
          </div>
          {error('location') ? <p className="field__error">{error('location')}</p> : null}
          {point ? (
            <PickOnMap point={point} readOnly={readOnly} onPick={(picked) => setLocation(picked)}>
              <MeetingPointMap point={point} name={name({ name_ar: values.location.meeting_point_ar, name_en: values.location.meeting_point_en }) || t`Meeting point`} reference={city?.lat && city.lng ? { lat: city.lat, lng: city.lng, name: name(city) } : undefined} locale={locale} />
            </PickOnMap>
          ) : null}
        </Section>

        <Section title={fieldLabel(i18n, 'cancellation_policy')}>
          <PolicyEditor policy={values.cancellation_policy} onChange={(policy) => set('cancellation_policy', policy)} readOnly={readOnly} error={error('cancellation_policy')} />
        </Section>

        {current ? (
          <Section title={t`Changes`}>
            <p className="field__description">{t`Lowest price now: ${formatMoney(current.experience.price_from, locale)}`}</p>
            <ol className="studio-audit">
              {current.audit.map((event) => (
                <li key={event.id}>
                  <bdi>{event.staffName}</bdi>, {formatDate(event.at, locale, { dateStyle: 'medium', timeStyle: 'short' })}: {Object.keys(event.changes).map((field) => (field === 'status' ? t`status` : fieldLabel(i18n, field))).join(locale === 'ar' ? '، ' : ', ')}
                </li>
              ))}
            </ol>
          </Section>
        ) : null}
      </form>
      {current ? (
        <Section title={fieldLabel(i18n, 'options')}>
          <OptionsEditor experienceId={current.experience.id} options={current.options} vocabulary={vocabulary} readOnly={readOnly} onSaved={optionSaved} onReload={() => void reload()} />
        </Section>
      ) : null}
    </>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="studio-section">
      <h2 className="studio-section__title">{title}</h2>
      {children}
    </section>
  )
}

function CoordinateInput({ id, label, value, onChange, readOnly }: InputProps & { value: number | null; onChange: (value: number | null) => void }) {
  const [text, setText] = useState(value === null ? '' : String(value))
  const shown = value === null ? text : Number(text) === value ? text : String(value)
  return (
    <div className="field studio-field studio-field--number">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        inputMode="decimal"
        dir="ltr"
        value={shown}
        readOnly={readOnly}
        onChange={(event) => {
          setText(event.target.value)
          const parsed = Number(event.target.value)
          onChange(event.target.value.trim() === '' || Number.isNaN(parsed) ? null : parsed)
        }}
      />
    </div>
  )
}

/** The drawn map of the meeting point: a tap moves the point there (the drawing spans 3 km across, ui/meeting-point-map). */
function PickOnMap({ point, onPick, readOnly, children }: { point: { lat: number; lng: number }; onPick: (point: { lat: number; lng: number }) => void; readOnly: boolean; children: ReactNode }) {
  const { t } = useLingui()
  if (readOnly) return <>{children}</>
  return (
    <div
      className="studio-map"
      onClick={(event) => {
        const svg = (event.target as Element).closest('svg')
        if (!svg) return
        const box = svg.getBoundingClientRect()
        const kmPerPx = 3 / box.width
        const kmEast = (event.clientX - box.left - box.width / 2) * kmPerPx
        const kmNorth = (box.top + box.height / 2 - event.clientY) * kmPerPx
        const lat = point.lat + kmNorth / 110.57
        const lng = point.lng + kmEast / (111.32 * Math.cos((point.lat * Math.PI) / 180))
        onPick({ lat: Math.round(lat * 1e5) / 1e5, lng: Math.round(lng * 1e5) / 1e5 })
      }}
    >
      <p className="field__description">{t`Tap the map to move the meeting point there.`}</p>
      {children}
    </div>
  )
}
