import { useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { PRIVATE_PAGE } from '../../../lib/page-head'
import { formatClock, formatCompactAmount, formatDate, formatNumber } from '../../../lib/format'
import { localePath } from '../../../lib/locale'
import { localized } from '../../../lib/localized'
import { isClientResponseError } from '../../../lib/pocketbase'
import { staffClient } from '../../../lib/staff-client'
import { useHydrated } from '../../../lib/use-hydrated'
import { useLocale } from '../../../lib/use-locale'
import { Button } from '../../../ui/button'
import { Link } from '../../../ui/link'
import { PageFrame } from '../../../ui/page-frame'
import { Spinner } from '../../../ui/spinner'
import { deleteRule, fetchCalendar, fetchOverview, fetchPreview, saveException, saveRule } from '../api/schedules-api'
import type { CalendarDeparture, SaveResult, ScheduleCalendar, ScheduleOverview, ScheduleRule, TravellerType } from '../schedule-types'
import '../schedules.css'

const SUNDAY = '2026-12-06'
/** The list separator of the page's language (the Arabic comma on Arabic pages). */
const listSeparator = (locale: string) => (locale === 'ar' ? '، ' : ', ')
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
const riyadhToday = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10)
const shiftMonth = (month: string, by: number) => {
  const [year, number] = month.split('-').map(Number) as [number, number]
  const date = new Date(Date.UTC(year, number - 1 + by, 1))
  return date.toISOString().slice(0, 7)
}
type FieldErrors = Record<string, string>
const fieldErrors = (error: unknown): { message: string; fields: FieldErrors } => {
  if (!isClientResponseError(error)) return { message: String(error), fields: {} }
  const data = (error.response?.data ?? {}) as Record<string, { message?: string }>
  return { message: String(error.response?.message ?? error.message), fields: Object.fromEntries(Object.entries(data).map(([name, value]) => [name, String(value?.message ?? '')])) }
}

/** /staff/schedules/{experienceId}: an experience's schedule rules, exceptions and month calendar. */
export function SchedulesPage({ experienceId }: { experienceId: string }) {
  const { t } = useLingui()
  const hydrated = useHydrated()
  const locale = useLocale()
  const { data: signedIn, isPending } = useQuery({ queryKey: ['staff', 'schedules-session'], queryFn: async () => Boolean((await staffClient()).authStore.isValid), enabled: hydrated })
  return (
    <PageFrame head={PRIVATE_PAGE} title={t`Schedules`} className="schedules-page">
      <nav className="schedules-nav" aria-label={t`Staff`}>
        <Link href={localePath(locale, '/staff')}>{t`Inbox`}</Link> <Link href={localePath(locale, '/staff/departures')}>{t`Departures`}</Link>
      </nav>
      {!hydrated || isPending ? (
        <Spinner />
      ) : !signedIn ? (
        <p className="notice">
          {t`Schedules are for the Rihla team.`} <Link href={localePath(locale, '/staff')}>{t`Sign in as staff`}</Link>
        </p>
      ) : experienceId ? (
        <Schedules experienceId={experienceId} />
      ) : (
        <ExperiencePicker />
      )}
    </PageFrame>
  )
}

function ExperiencePicker() {
  const { t } = useLingui()
  const locale = useLocale()
  const [query, setQuery] = useState('')
  const { data } = useQuery({
    queryKey: ['staff', 'schedule-experiences', query],
    queryFn: async () => (await staffClient()).collection('experiences').getList<{ id: string; title_ar: string; title_en: string }>(1, 20, { filter: query ? (await staffClient()).filter('title_ar ~ {:q} || title_en ~ {:q} || slug ~ {:q}', { q: query }) : '', sort: 'slug', fields: 'id,title_ar,title_en' }),
  })
  return (
    <section>
      <label className="schedules-field">
        <span>{t`Find an experience`}</span>
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      <ul className="schedules-list">
        {data?.items.map((item) => (
          <li key={item.id}>
            <Link href={localePath(locale, `/staff/schedules/${item.id}`)}>{localized(item, 'title', locale)}</Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Schedules({ experienceId }: { experienceId: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { data, isPending, isError } = useQuery({ queryKey: ['staff', 'schedules', experienceId, locale], queryFn: () => fetchOverview(experienceId, locale) })
  const [optionId, setOptionId] = useState('')
  const [month, setMonth] = useState(riyadhToday().slice(0, 7))
  const [candidate, setCandidate] = useState<Record<string, unknown> | null>(null)
  const [editing, setEditing] = useState('')
  if (isPending) return <Spinner />
  if (isError || !data) return <p className="notice">{t`This experience could not be loaded.`}</p>
  const option = data.options.find((item) => item.id === optionId) ?? data.options[0]
  if (!option) return <p className="notice">{t`This experience has no options yet.`}</p>
  const rules = data.rules.filter((rule) => rule.option === option.id)
  return (
    <>
      <h2>{localized(data.experience, 'title', locale)}</h2>
      {!data.canEdit && <p className="notice">{t`You can read the schedules; managers change them.`}</p>}
      <label className="schedules-field">
        <span>{t`Option`}</span>
        <select value={option.id} onChange={(event) => setOptionId(event.target.value)}>
          {data.options.map((item) => (
            <option key={item.id} value={item.id}>
              {localized(item, 'title', locale)}
            </option>
          ))}
        </select>
      </label>
      <section aria-labelledby="schedule-rules">
        <h3 id="schedule-rules">{t`Recurring departures`}</h3>
        {rules.length === 0 ? <p>{t`No rules yet.`}</p> : <ul className="schedules-list">{rules.map((rule) => <RuleRow key={rule.id} rule={rule} canEdit={data.canEdit} experienceId={experienceId} onEdit={() => setEditing(rule.id)} />)}</ul>}
        {data.canEdit && (
          <RuleForm
            key={`${option.id}-${editing}`}
            experienceId={experienceId}
            optionId={option.id}
            types={option.traveller_types}
            rule={rules.find((rule) => rule.id === editing) ?? null}
            onPreview={setCandidate}
            onDone={() => {
              setEditing('')
              setCandidate(null)
            }}
          />
        )}
      </section>
      <section aria-labelledby="schedule-exceptions">
        <h3 id="schedule-exceptions">{t`Blackouts and extra departures`}</h3>
        <ul className="schedules-list">
          {data.exceptions
            .filter((item) => !item.option || item.option === option.id)
            .slice(0, 30)
            .map((item) => (
              <li key={item.id}>
                {item.kind === 'blackout' ? t`Closed` : t`Extra departure`}: {formatDate(item.date_from, locale, { dateStyle: 'medium' })}
                {item.date_to && item.date_to !== item.date_from ? ` – ${formatDate(item.date_to, locale, { dateStyle: 'medium' })}` : ''}
                {item.start_times.length ? `${listSeparator(locale)}${item.start_times.map((time) => formatClock(time, locale)).join(listSeparator(locale))}` : ''} {item.reason}
              </li>
            ))}
        </ul>
        {data.canEdit && <ExceptionForm experienceId={experienceId} optionId={option.id} />}
      </section>
      <MonthCalendar experienceId={experienceId} optionId={option.id} overview={data} month={month} setMonth={setMonth} candidate={candidate} />
    </>
  )
}

function useWeekdayNames() {
  const locale = useLocale()
  return [0, 1, 2, 3, 4, 5, 6].map((day) => formatDate(addDays(SUNDAY, day), locale, { weekday: 'short' }))
}

function RuleRow({ rule, canEdit, experienceId, onEdit }: { rule: ScheduleRule; canEdit: boolean; experienceId: string; onEdit: () => void }) {
  const { t } = useLingui()
  const locale = useLocale()
  const names = useWeekdayNames()
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['staff', 'schedules', experienceId] })
  const pause = useMutation({ mutationFn: () => saveRule(experienceId, { id: rule.id, status: rule.status === 'active' ? 'paused' : 'active' }, locale), onSuccess: refresh })
  const remove = useMutation({ mutationFn: () => deleteRule(rule.id, locale), onSuccess: refresh })
  const capacity = formatNumber(rule.capacity, locale)
  return (
    <li className={rule.status === 'paused' ? 'schedules-rule schedules-rule--paused' : 'schedules-rule'}>
      <span>{rule.weekdays.map((day) => names[day]).join(listSeparator(locale))}</span>
      <span>{rule.start_times.map((time) => formatClock(time, locale)).join(listSeparator(locale))}</span>
      <span>
        {formatDate(rule.date_from, locale, { dateStyle: 'medium' })} – {rule.date_to ? formatDate(rule.date_to, locale, { dateStyle: 'medium' }) : t`no end`}
      </span>
      <span>{t`${capacity} seats`}</span>
      {rule.status === 'paused' && <span>{t`Paused`}</span>}
      {canEdit && (
        <span className="schedules-actions">
          <Button variant="secondary" onPress={onEdit}>
            {t`Edit`}
          </Button>
          <Button variant="secondary" onPress={() => pause.mutate()} isLoading={pause.isPending}>
            {rule.status === 'active' ? t`Pause` : t`Resume`}
          </Button>
          <Button variant="quiet" onPress={() => remove.mutate()} isLoading={remove.isPending}>
            {t`Delete`}
          </Button>
        </span>
      )}
      <KeptList result={pause.data ?? remove.data} />
    </li>
  )
}

function KeptList({ result }: { result: SaveResult | undefined }) {
  const { t } = useLingui()
  const locale = useLocale()
  if (!result) return null
  return (
    <div role="status" className="schedules-result">
      <p>{result.message}</p>
      {result.result.kept.length > 0 && (
        <>
          <p>{t`Kept as they were, because they hold reservations (move or cancel them on the departures screen):`}</p>
          <ul>
            {result.result.kept.map((slot) => (
              <li key={slot.id}>
                <Link href={localePath(locale, `/staff/departures/${slot.id}`)}>
                  {formatDate(slot.date, locale, { dateStyle: 'medium' })}
                  {listSeparator(locale)}
                  {formatClock(slot.start_time, locale)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

type RuleFormProps = { experienceId: string; optionId: string; types: TravellerType[]; rule: ScheduleRule | null; onPreview: (rule: Record<string, unknown> | null) => void; onDone: () => void }

/** A new rule, or the rule being edited (`rule`): its saving regenerates the departures, keeping those with reservations. */
function RuleForm({ experienceId, optionId, types, rule, onPreview, onDone }: RuleFormProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const names = useWeekdayNames()
  const queryClient = useQueryClient()
  const [weekdays, setWeekdays] = useState<number[]>(rule?.weekdays ?? [0, 1, 2, 3, 4])
  const [times, setTimes] = useState(rule ? rule.start_times.join(', ') : '09:00, 16:00')
  const [from, setFrom] = useState(rule?.date_from ?? addDays(riyadhToday(), 1))
  const [to, setTo] = useState(rule ? rule.date_to : addDays(riyadhToday(), 182))
  const [capacity, setCapacity] = useState(String(rule?.capacity ?? 20))
  // A season's or a weekday's prices: one per traveller type, empty keeping the option's own.
  const [prices, setPrices] = useState<Record<string, string>>(() => Object.fromEntries(types.map((type) => [type.key, rule?.price_overrides[type.key] ? String(rule.price_overrides[type.key]! / 100) : ''])))
  // Empty: the departures close when the option says (its cut-off, else an hour before).
  const [cutoff, setCutoff] = useState(rule?.booking_cutoff_minutes ? String(rule.booking_cutoff_minutes) : '')
  const body = () => ({
    ...(rule ? { id: rule.id } : {}),
    option: optionId,
    weekdays,
    start_times: times.split(/[,،\s]+/).filter(Boolean),
    date_from: from,
    date_to: to,
    capacity: Number(capacity),
    booking_cutoff_minutes: cutoff.trim() === '' ? 0 : Number(cutoff),
    price_overrides: Object.fromEntries(Object.entries(prices).filter(([, value]) => value.trim() !== '').map(([key, value]) => [key, Math.round(Number(value) * 100)])),
  })
  const save = useMutation({
    mutationFn: () => saveRule(experienceId, body(), locale),
    onSuccess: () => {
      onPreview(null)
      return queryClient.invalidateQueries({ queryKey: ['staff', 'schedules', experienceId] })
    },
  })
  const errors = save.error ? fieldErrors(save.error) : null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate()
  }
  return (
    <form className="schedules-form" onSubmit={submit} aria-label={rule ? t`Edit rule` : t`New rule`}>
      <fieldset>
        <legend>{t`Weekdays`}</legend>
        <div className="schedules-weekdays">
          {names.map((name, day) => (
            <label key={day} className="schedules-toggle">
              <input type="checkbox" checked={weekdays.includes(day)} onChange={(event) => setWeekdays(event.target.checked ? [...weekdays, day].sort() : weekdays.filter((other) => other !== day))} />
              {name}
            </label>
          ))}
        </div>
        {errors?.fields.weekdays && <p className="schedules-error">{errors.fields.weekdays}</p>}
      </fieldset>
      <Field label={t`Start times (24-hour, comma between)`} error={errors?.fields.start_times}>
        <input value={times} onChange={(event) => setTimes(event.target.value)} dir="ltr" inputMode="numeric" />
      </Field>
      <Field label={t`From`} error={errors?.fields.date_from}>
        <input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      </Field>
      <Field label={t`Until`} error={errors?.fields.date_to}>
        <input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
      </Field>
      <Field label={t`Seats per departure`} error={errors?.fields.capacity}>
        <input type="number" value={capacity} onChange={(event) => setCapacity(event.target.value)} inputMode="numeric" />
      </Field>
      {types.map((type) => {
        const name = localized(type, 'name', locale)
        const usual = formatNumber(type.price / 100, locale)
        return (
          <Field key={type.key} label={t`${name}: price in SAR on these departures (empty: ${usual})`} error={errors?.fields.price_overrides}>
            <input type="number" value={prices[type.key] ?? ''} onChange={(event) => setPrices({ ...prices, [type.key]: event.target.value })} inputMode="decimal" />
          </Field>
        )
      })}
      <Field label={t`Booking closes this many minutes before the start (empty: as the option says)`} error={errors?.fields.booking_cutoff_minutes}>
        <input type="number" value={cutoff} onChange={(event) => setCutoff(event.target.value)} inputMode="numeric" />
      </Field>
      {errors && <p className="schedules-error" role="alert">{errors.message}</p>}
      <div className="schedules-actions">
        <Button variant="secondary" onPress={() => onPreview(body())}>
          {t`Preview on the calendar`}
        </Button>
        <Button type="submit" isLoading={save.isPending}>
          {t`Save rule`}
        </Button>
        {rule ? (
          <Button variant="quiet" onPress={onDone}>
            {save.data ? t`Done` : t`Cancel`}
          </Button>
        ) : null}
      </div>
      <KeptList result={save.data} />
    </form>
  )
}

function Field({ label, error, children }: { label: string; error?: string | undefined; children: React.ReactNode }) {
  return (
    <label className="schedules-field">
      <span>{label}</span>
      {children}
      {error && <span className="schedules-error">{error}</span>}
    </label>
  )
}

function ExceptionForm({ experienceId, optionId }: { experienceId: string; optionId: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const [kind, setKind] = useState<'blackout' | 'extra'>('blackout')
  const [from, setFrom] = useState(addDays(riyadhToday(), 7))
  const [to, setTo] = useState('')
  const [times, setTimes] = useState('')
  const [capacity, setCapacity] = useState('10')
  const [reason, setReason] = useState('')
  const save = useMutation({
    mutationFn: () =>
      saveException(
        experienceId,
        { kind, option: optionId, date_from: from, date_to: to || from, start_times: times.split(/[,،\s]+/).filter(Boolean), reason, ...(kind === 'extra' ? { capacity: Number(capacity) } : {}) },
        locale,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'schedules', experienceId] }),
  })
  const errors = save.error ? fieldErrors(save.error) : null
  return (
    <form
      className="schedules-form"
      aria-label={t`New exception`}
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate()
      }}
    >
      <Field label={t`Kind`}>
        <select value={kind} onChange={(event) => setKind(event.target.value === 'extra' ? 'extra' : 'blackout')}>
          <option value="blackout">{t`Blackout (closed)`}</option>
          <option value="extra">{t`Extra departure`}</option>
        </select>
      </Field>
      <Field label={t`From`} error={errors?.fields.date_from}>
        <input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      </Field>
      <Field label={t`Until (optional)`} error={errors?.fields.date_to}>
        <input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
      </Field>
      <Field label={kind === 'extra' ? t`Start times (24-hour, comma between)` : t`Only these times (empty: the whole day)`} error={errors?.fields.start_times}>
        <input value={times} onChange={(event) => setTimes(event.target.value)} dir="ltr" />
      </Field>
      {kind === 'extra' && (
        <Field label={t`Seats per departure`} error={errors?.fields.capacity}>
          <input type="number" value={capacity} onChange={(event) => setCapacity(event.target.value)} inputMode="numeric" />
        </Field>
      )}
      <Field label={t`Reason (optional)`} error={errors?.fields.reason}>
        <input value={reason} onChange={(event) => setReason(event.target.value)} />
      </Field>
      {errors && <p className="schedules-error" role="alert">{errors.message}</p>}
      <Button type="submit" isLoading={save.isPending}>
        {t`Save exception`}
      </Button>
      <KeptList result={save.data} />
    </form>
  )
}

function MonthCalendar({ experienceId, optionId, overview, month, setMonth, candidate }: { experienceId: string; optionId: string; overview: ScheduleOverview; month: string; setMonth: (month: string) => void; candidate: Record<string, unknown> | null }) {
  const { t } = useLingui()
  const locale = useLocale()
  const names = useWeekdayNames()
  // Per option: another option's blackout does not close this one's days.
  const saved = useQuery({ queryKey: ['staff', 'schedules', experienceId, 'calendar', month, optionId, overview.rules.length, overview.exceptions.length], queryFn: () => fetchCalendar(experienceId, month, optionId, locale) })
  const preview = useQuery({ queryKey: ['staff', 'schedules', experienceId, 'preview', month, optionId, JSON.stringify(candidate)], queryFn: () => fetchPreview(experienceId, month, optionId, candidate ?? {}, locale), enabled: Boolean(candidate) })
  const calendar: ScheduleCalendar | undefined = candidate ? preview.data : saved.data
  const first = `${month}-01`
  const lead = new Date(`${first}T12:00:00Z`).getUTCDay()
  const days: string[] = []
  for (let date = first; date.slice(0, 7) === month; date = addDays(date, 1)) days.push(date)
  const monthName = formatDate(first, locale, { month: 'long', year: 'numeric' })
  // The price a traveller sees on a day: the headline type's (adult, or the item), the departure's own if it has one.
  const option = overview.options.find((item) => item.id === optionId)
  const headline = option?.traveller_types.find((type) => type.key === 'adult' || type.key === 'item') ?? option?.traveller_types[0]
  const priceOf = (departure: CalendarDeparture) => (headline ? (departure.priceOverrides?.[headline.key] ?? headline.price) : 0)
  return (
    <section aria-labelledby="schedule-calendar" className="schedules-calendar">
      <h3 id="schedule-calendar">{candidate ? t`Calendar preview (not saved)` : t`Calendar`}</h3>
      <div className="schedules-month">
        <Button variant="quiet" onPress={() => setMonth(shiftMonth(month, -1))}>
          {t`Previous month`}
        </Button>
        <strong>{monthName}</strong>
        <Button variant="quiet" onPress={() => setMonth(shiftMonth(month, 1))}>
          {t`Next month`}
        </Button>
      </div>
      {!calendar ? (
        <Spinner />
      ) : (
        <ol className="schedules-grid">
          {names.map((name) => (
            <li key={name} className="schedules-grid__head" aria-hidden="true">
              {name}
            </li>
          ))}
          {Array.from({ length: lead }, (_, index) => (
            <li key={`lead-${index}`} aria-hidden="true" />
          ))}
          {days.map((date) => {
            const departures = calendar.departures.filter((departure) => departure.option === optionId && departure.date === date)
            const blackout = calendar.blackouts.includes(date)
            const open = departures.filter((departure) => departure.status === 'open' && departure.change !== 'removed')
            const lowest = open.length ? Math.min(...open.map(priceOf)) : 0
            const price = formatCompactAmount(lowest, locale)
            return (
              <li key={date} className={blackout ? 'schedules-day schedules-day--blackout' : 'schedules-day'}>
                <span className="schedules-day__number">{formatNumber(Number(date.slice(8)), locale)}</span>
                {blackout && <span className="schedules-day__closed">{t`Closed`}</span>}
                {!blackout && lowest > 0 ? <span className="schedules-day__price" data-testid="schedules-day-price">{t`${price} SAR`}</span> : null}
                {departures.map((departure) => {
                  const sold = formatNumber(departure.reserved, locale)
                  const seats = formatNumber(departure.capacity, locale)
                  return (
                    <span key={departure.startTime} className={`schedules-departure schedules-departure--${departure.status}${departure.change ? ` schedules-departure--${departure.change}` : ''}`}>
                      {formatClock(departure.startTime, locale)} <bdi>{t`${sold}/${seats}`}</bdi>
                    </span>
                  )
                })}
              </li>
            )
          })}
        </ol>
      )}
      <p className="schedules-legend">{t`Each day shows the price a traveller sees (the adult’s or the item’s, in riyals) and each departure its seats sold / capacity.`}</p>
    </section>
  )
}
