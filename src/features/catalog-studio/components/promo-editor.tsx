import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { formatDate, formatMoney, formatNumber } from '../../../lib/format'
import { localePath } from '../../../lib/locale'
import { useLocale } from '../../../lib/use-locale'
import { Button } from '../../../ui/button'
import { Spinner } from '../../../ui/spinner'
import { createPromo, promoQueries, savePromo, type PromoDetail, type PromoFields } from '../api/promo-api'
import { refusalOf, studioQueries } from '../api/studio-api'
import { changedFields } from './empty-experience'
import { useDiscountText } from './promo-list'
import { NativeSelect, NumberInput, TextInput } from './studio-inputs'

const emptyPromo = (): PromoFields => ({
  code: '',
  description_ar: '',
  description_en: '',
  type: 'percent',
  value: 10,
  min_subtotal: 0,
  max_discount: 0,
  starts_on: '',
  ends_on: '',
  usage_limit: 0,
  per_customer_limit: 1,
  scope: { experiences: [], cities: [], categories: [] },
  active: true,
})

const fieldsOfPromo = ({ id: _id, used_count: _used, updated: _updated, created: _created, ...fields }: PromoDetail['promo']): PromoFields => fields

/** /staff/promos/new and /staff/promos/{id}: a code's terms, its redemptions and its trail (read-only for agents). */
export function PromoEditor({ id, canEdit }: { id: string | null; canEdit: boolean }) {
  const { t } = useLingui()
  const detail = useQuery({ ...promoQueries.detail(id ?? ''), enabled: Boolean(id) })
  if (id && detail.isPending) return <Spinner />
  if (id && !detail.data) return <p className="notice">{t`The promo code could not be loaded.`}</p>
  return <PromoForm key={detail.data?.promo.id ?? 'new'} detail={detail.data ?? null} canEdit={canEdit && (detail.data?.canEdit ?? true)} />
}

function PromoForm({ detail, canEdit }: { detail: PromoDetail | null; canEdit: boolean }) {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const discountText = useDiscountText()
  const vocabulary = useQuery(studioQueries.vocabulary())
  const loaded = detail ? fieldsOfPromo(detail.promo) : emptyPromo()
  const [values, setValues] = useState<PromoFields>(loaded)
  const [chosen, setChosen] = useState(detail?.experiences ?? [])
  const [search, setSearch] = useState('')
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string>; conflict: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState('')
  const readOnly = !canEdit
  const found = useQuery({ ...studioQueries.list({ q: search, city: '', category: '', status: 'active', page: 1 }), enabled: !readOnly && search.trim().length >= 2 })
  const set = <K extends keyof PromoFields>(name: K, value: PromoFields[K]) => setValues((before) => ({ ...before, [name]: value }))
  const setScope = (name: keyof PromoFields['scope'], ids: string[]) => set('scope', { ...values.scope, [name]: ids })
  const error = (name: string) => problem?.fields[name]
  const changes = changedFields(loaded as never, values as never) as Partial<PromoFields>
  const dirty = !detail || Object.keys(changes).length > 0
  const name = (entry: { name_ar: string; name_en: string }) => (locale === 'ar' ? entry.name_ar : entry.name_en)
  const riyals = (halalas: number) => halalas / 100
  const halalas = (amount: number) => Math.round(amount * 100)

  const landed = async (answer: PromoDetail, message: string) => {
    queryClient.setQueryData(promoQueries.detail(answer.promo.id).queryKey, answer)
    void queryClient.invalidateQueries({ queryKey: ['staff', 'promos', 'list'] })
    setValues(fieldsOfPromo(answer.promo))
    setChosen(answer.experiences)
    setSaved(message)
    if (!detail) await navigate({ to: localePath(locale, `/staff/promos/${answer.promo.id}`) })
  }
  const send = async (fields: Partial<PromoFields>, message: string) => {
    setBusy(true)
    try {
      await landed(detail ? await savePromo(detail.promo.id, detail.promo.updated, fields, locale) : await createPromo(fields, locale), message)
      setProblem(null)
    } catch (caught) {
      const refusal = refusalOf(caught)
      setSaved('')
      setProblem(refusal ? { message: refusal.message, fields: refusal.fields, conflict: refusal.status === 409 } : { message: t`No connection: nothing was saved. Try again.`, fields: {}, conflict: false })
    } finally {
      setBusy(false)
    }
  }
  const reload = async () => {
    if (!detail) return
    const fresh = await queryClient.fetchQuery({ ...promoQueries.detail(detail.promo.id), staleTime: 0 })
    setValues(fieldsOfPromo(fresh.promo))
    setChosen(fresh.experiences)
    setProblem(null)
  }

  const chips = (field: 'cities' | 'categories', choices: { id: string; name_ar: string; name_en: string }[], legend: string) => (
    <fieldset className="studio-choices-field">
      <legend className="studio-rows__legend">{legend}</legend>
      <div className="studio-choices">
        {choices.map((choice) => {
          const on = values.scope[field].includes(choice.id)
          return (
            <label key={choice.id} className={on ? 'studio-chip studio-chip--selected' : 'studio-chip'}>
              <input type="checkbox" className="visually-hidden" checked={on} disabled={readOnly} onChange={() => setScope(field, on ? values.scope[field].filter((id) => id !== choice.id) : [...values.scope[field], choice.id])} />
              {name(choice)}
            </label>
          )
        })}
      </div>
    </fieldset>
  )

  return (
    <div className="studio-editor">
      <form
        className="studio-section"
        aria-label={t`Promo code`}
        onSubmit={(event) => {
          event.preventDefault()
          if (!readOnly && dirty) void send(detail ? changes : values, detail ? t`Saved.` : t`The promo code is created.`)
        }}
      >
        <div className="studio-editor__bar">
          {detail ? <span className={values.active ? 'studio-badge studio-badge--active' : 'studio-badge studio-badge--archived'}>{loaded.active ? t({ context: 'promo status', message: 'Active' }) : t({ context: 'promo status', message: 'Paused' })}</span> : null}
          {readOnly ? <p className="notice">{t`Only managers create and change promo codes; you can view them.`}</p> : null}
          {readOnly ? null : (
            <Button type="submit" isLoading={busy} isDisabled={!dirty}>
              {detail ? t`Save changes` : t`Create the promo code`}
            </Button>
          )}
          {detail && !readOnly ? (
            <Button variant="secondary" isDisabled={busy || Object.keys(changes).length > 0} onPress={() => void send({ active: !loaded.active }, loaded.active ? t`The code is paused: checkout no longer accepts it.` : t`The code is active again.`)}>
              {loaded.active ? t`Pause the code` : t`Resume the code`}
            </Button>
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

        <TextInput id="promo-code" label={t`Code`} lang="en" value={values.code} onChange={(value) => set('code', value.toUpperCase())} readOnly={readOnly} error={error('code')} description={t`Latin letters, digits and hyphens; travellers type it at checkout.`} />
        <div className="studio-pair">
          <TextInput id="promo-description-ar" label={t`Description (Arabic)`} lang="ar" value={values.description_ar} onChange={(value) => set('description_ar', value)} readOnly={readOnly} error={error('description_ar')} />
          <TextInput id="promo-description-en" label={t`Description (English)`} lang="en" value={values.description_en} onChange={(value) => set('description_en', value)} readOnly={readOnly} error={error('description_en')} />
        </div>
        <div className="studio-grid">
          <NativeSelect
            id="promo-type"
            label={t`Discount`}
            value={values.type}
            onChange={(value) => set('type', value === 'fixed' ? 'fixed' : 'percent')}
            readOnly={readOnly}
            error={error('type')}
            options={[
              { value: 'percent', label: t`A percentage` },
              { value: 'fixed', label: t`An amount in riyals` },
            ]}
          />
          {values.type === 'percent' ? (
            <NumberInput id="promo-value" label={t`Percent off`} value={values.value} onChange={(value) => set('value', value)} readOnly={readOnly} error={error('value')} />
          ) : (
            <NumberInput id="promo-value" label={t`Riyals off`} value={riyals(values.value)} onChange={(value) => set('value', halalas(value))} readOnly={readOnly} error={error('value')} />
          )}
          <NumberInput id="promo-min" label={t`Minimum spend in riyals (0 = none)`} value={riyals(values.min_subtotal)} onChange={(value) => set('min_subtotal', halalas(value))} readOnly={readOnly} error={error('min_subtotal')} />
          <NumberInput id="promo-max" label={t`Largest discount in riyals (0 = none)`} value={riyals(values.max_discount)} onChange={(value) => set('max_discount', halalas(value))} readOnly={readOnly} error={error('max_discount')} />
          <NumberInput id="promo-uses" label={t`Uses in all (0 = no limit)`} value={values.usage_limit} onChange={(value) => set('usage_limit', value)} readOnly={readOnly} error={error('usage_limit')} />
          <NumberInput id="promo-per-customer" label={t`Uses per customer (1 = once, 0 = no limit)`} value={values.per_customer_limit} onChange={(value) => set('per_customer_limit', value)} readOnly={readOnly} error={error('per_customer_limit')} />
          <DayInput id="promo-starts" label={t`First day`} value={values.starts_on} onChange={(value) => set('starts_on', value)} readOnly={readOnly} error={error('starts_on')} />
          <DayInput id="promo-ends" label={t`Last day`} value={values.ends_on} onChange={(value) => set('ends_on', value)} readOnly={readOnly} error={error('ends_on')} />
        </div>

        <h3 className="studio-rows__legend">{t`Where it applies (nothing chosen: everywhere)`}</h3>
        {vocabulary.data ? chips('cities', vocabulary.data.cities, t`Cities`) : null}
        {vocabulary.data ? chips('categories', vocabulary.data.categories, t`Categories`) : null}
        <fieldset className="studio-choices-field">
          <legend className="studio-rows__legend">{t`Experiences`}</legend>
          {chosen.length === 0 ? <p className="studio-rows__empty">{t`Any experience.`}</p> : null}
          <ul className="studio-promo__experiences">
            {chosen.map((experience) => (
              <li key={experience.id}>
                {name({ name_ar: experience.title_ar, name_en: experience.title_en })}{' '}
                {readOnly ? null : (
                  <button
                    type="button"
                    className="button button--quiet"
                    onClick={() => {
                      setChosen(chosen.filter((entry) => entry.id !== experience.id))
                      setScope('experiences', values.scope.experiences.filter((id) => id !== experience.id))
                    }}
                  >
                    {t`Remove`}
                  </button>
                )}
              </li>
            ))}
          </ul>
          {readOnly ? null : (
            <div className="field studio-field">
              <label className="field__label" htmlFor="promo-experience-search">
                {t`Add an experience (search by title)`}
              </label>
              <input id="promo-experience-search" className="field__input" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
              <ul className="studio-promo__found">
                {(found.data?.items ?? [])
                  .filter((item) => !values.scope.experiences.includes(item.id))
                  .slice(0, 8)
                  .map((item) => (
                    <li key={item.id}>
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => {
                          setChosen([...chosen, { id: item.id, title_ar: item.title_ar, title_en: item.title_en }])
                          setScope('experiences', [...values.scope.experiences, item.id])
                        }}
                      >
                        {t`Add ${(locale === 'ar' ? item.title_ar : item.title_en) || item.slug}`}
                      </button>
                    </li>
                  ))}
              </ul>
            </div>
          )}
          {error('scope') ? <p className="field__error">{error('scope')}</p> : null}
        </fieldset>
      </form>

      {detail ? (
        <section className="studio-section" aria-label={t`Redemptions`}>
          <h2 className="studio-section__title">{t`Redemptions`}</h2>
          <p className="field__description">{t`Used ${formatNumber(detail.redemptionCount, locale)} times, ${formatMoney(detail.discountTotal, locale)} off in all. Now: ${discountText(detail.promo)}.`}</p>
          {detail.redemptions.length === 0 ? <p className="studio-rows__empty">{t`Nobody has used it yet.`}</p> : null}
          <ol className="studio-audit">
            {detail.redemptions.map((redemption) => (
              <li key={redemption.id}>
                {t`Order`} <bdi dir="ltr">{redemption.orderNumber}</bdi>{locale === 'ar' ? '، ' : ', '}
                <bdi dir="ltr">{redemption.email}</bdi>{locale === 'ar' ? '، ' : ', '}
                {formatMoney(redemption.amount, locale)}{locale === 'ar' ? '، ' : ', '}
                {formatDate(redemption.at, locale, { dateStyle: 'medium', timeStyle: 'short' })}
              </li>
            ))}
          </ol>
          <h2 className="studio-section__title">{t`Changes`}</h2>
          <ol className="studio-audit">
            {detail.audit.map((event) => (
              <li key={event.id}>
                <bdi>{event.staffName}</bdi>, {formatDate(event.at, locale, { dateStyle: 'medium', timeStyle: 'short' })}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  )
}

function DayInput({ id, label, value, onChange, readOnly, error }: { id: string; label: string; value: string; onChange: (value: string) => void; readOnly: boolean; error?: string }) {
  return (
    <div className="field studio-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="field__input" type="date" value={value} readOnly={readOnly} aria-invalid={Boolean(error) || undefined} onChange={(event) => onChange(event.target.value)} />
      {error ? <span className="field__error">{error}</span> : null}
    </div>
  )
}
