import { useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { isClientResponseError } from '../../../lib/pocketbase'
import { useLocale } from '../../../lib/use-locale'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { formatNumber } from '../../../lib/format'
import { localized } from '../../../lib/localized'
import { Button } from '../../../ui/button'
import { CheckboxGroup } from '../../../ui/checkbox-group'
import { NumberField } from '../../../ui/number-field'
import { TextField } from '../../../ui/text-field'
import { changeDay, changeDeparture } from '../api/departures-api'
import type { DepartureDay, DepartureSummary } from '../departure-types'

function useChange() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const run = async (change: () => Promise<{ message: string }>) => {
    setBusy(true)
    setMessage(null)
    try {
      setMessage({ text: (await change()).message, error: false })
      await queryClient.invalidateQueries({ queryKey: ['departures'] })
    } catch (error) {
      setMessage({ text: isClientResponseError(error) && error.status ? String(error.response?.message ?? '') : t`We could not reach Rihla. Check your connection and try again.`, error: true })
    } finally {
      setBusy(false)
    }
  }
  const note = message ? (
    <p className={message.error ? 'notice notice--error' : 'notice'} role={message.error ? 'alert' : 'status'}>
      {message.text}
    </p>
  ) : null
  return { busy, run, note }
}

/** Closing or opening one departure and changing its capacity (never below the reserved seats; the server says). */
export function DepartureControls({ slot }: { slot: DepartureSummary }) {
  const { t } = useLingui()
  const locale = useLocale()
  const online = useOnlineStatus()
  const { busy, run, note } = useChange()
  const [capacity, setCapacity] = useState(slot.capacity)
  if (!online) return null
  const save = (event: FormEvent) => {
    event.preventDefault()
    void run(() => changeDeparture(slot.id, { capacity: Number.isInteger(capacity) ? capacity : -1 }, locale))
  }
  return (
    <div className="departure-controls">
      <Button variant="secondary" isDisabled={busy} onPress={() => void run(() => changeDeparture(slot.id, { status: slot.status === 'open' ? 'closed' : 'open' }, locale))}>
        {slot.status === 'open' ? t`Close this departure` : t`Open this departure again`}
      </Button>
      <form className="departure-controls__capacity" onSubmit={save}>
        {/* react-aria's field shows and reads the page's digits (Arabic-Indic on Arabic pages). */}
        <NumberField label={t`Capacity`} minValue={0} maxValue={1000} step={1} value={capacity} onChange={setCapacity} />
        <Button type="submit" variant="secondary" isLoading={busy}>
          {t`Change the capacity`}
        </Button>
      </form>
      {note}
    </div>
  )
}

/**
 * Closing a day (a blackout) for the experiences staff choose — every experience checked to
 * begin with — and opening again exactly what the day's closures closed (a departure closed on
 * its own before stays closed; the server keeps the list).
 */
export function DayControls({ date, day }: { date: string; day: DepartureDay | undefined }) {
  const { t } = useLingui()
  const locale = useLocale()
  const online = useOnlineStatus()
  const { busy, run, note } = useChange()
  const [confirming, setConfirming] = useState(false)
  const [chosen, setChosen] = useState<string[] | null>(null)
  const [filter, setFilter] = useState('')
  if (!online || !day) return null
  const experiences = day.experiences
  const selected = chosen ?? experiences.filter((experience) => experience.open > 0).map((experience) => experience.id)
  const toClose = experiences.filter((experience) => selected.includes(experience.id)).reduce((sum, experience) => sum + experience.open, 0)
  const count = formatNumber(toClose, locale)
  const closedByDay = formatNumber(
    day.closures.reduce((sum, closure) => sum + closure.slots.length, 0),
    locale,
  )
  const options = experiences.map((experience) => {
    const open = formatNumber(experience.open, locale)
    return { id: experience.id, label: localized(experience, 'title', locale), count: t`open: ${open}`, isDisabled: experience.open === 0 }
  })
  // A day can have hundreds of experiences: the filter narrows the list shown, "all"/"none" act on
  // what is shown, and choices hidden by the filter are kept.
  const needle = filter.trim().toLocaleLowerCase(locale)
  const shown = needle ? options.filter((option) => option.label.toLocaleLowerCase(locale).includes(needle)) : options
  const shownIds = new Set(shown.map((option) => option.id))
  const selectShown = (on: boolean) =>
    setChosen([...selected.filter((id) => !shownIds.has(id)), ...(on ? shown.filter((option) => !option.isDisabled).map((option) => option.id) : [])])
  const chosenCount = formatNumber(experiences.filter((experience) => selected.includes(experience.id)).length, locale)
  const allCount = formatNumber(experiences.length, locale)
  return (
    <div className="departure-controls day-controls">
      {confirming ? (
        <div role="group" aria-label={t`Close the whole day`}>
          <TextField className="day-controls__filter" type="search" label={t`Find an experience`} value={filter} onChange={setFilter} />
          <div className="day-controls__bulk">
            <Button variant="secondary" onPress={() => selectShown(true)}>
              {needle ? t`Select all shown` : t`Select all`}
            </Button>
            <Button variant="secondary" onPress={() => selectShown(false)}>
              {needle ? t`Select none of those shown` : t`Select none`}
            </Button>
            <p className="day-controls__count" role="status">{t`Chosen: ${chosenCount} of ${allCount} experiences`}</p>
          </div>
          <div className="day-controls__choices">
            <CheckboxGroup
              label={t`Experiences to close on this day`}
              options={shown}
              value={selected.filter((id) => shownIds.has(id))}
              onChange={(next) => setChosen([...selected.filter((id) => !shownIds.has(id)), ...next])}
            />
            {shown.length === 0 ? <p>{t`No experience matches this search.`}</p> : null}
          </div>
          <p>{t`Close ${count} open departures of the chosen experiences? Nothing more can be booked on them; the bookings stay.`}</p>
          <Button
            isLoading={busy}
            isDisabled={toClose === 0}
            onPress={() =>
              void run(() => changeDay(date, 'closed', selected, locale)).then(() => {
                setConfirming(false)
                setChosen(null)
              })
            }
          >
            {t`Yes, close them`}
          </Button>{' '}
          <Button variant="quiet" onPress={() => setConfirming(false)}>
            {t`Keep the day open`}
          </Button>
        </div>
      ) : (
        <>
          {experiences.some((experience) => experience.open > 0) ? (
            <Button variant="secondary" onPress={() => setConfirming(true)}>
              {t`Close the whole day`}
            </Button>
          ) : null}{' '}
          {day.closures.length > 0 ? (
            <Button variant="quiet" isDisabled={busy} onPress={() => void run(() => changeDay(date, 'open', [], locale))}>
              {t`Open again what the day closure closed (${closedByDay})`}
            </Button>
          ) : null}
        </>
      )}
      {note}
    </div>
  )
}
