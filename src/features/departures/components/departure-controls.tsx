import { useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { isClientResponseError } from '../../../lib/pocketbase'
import { useLocale } from '../../../lib/use-locale'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { Button } from '../../../ui/button'
import { changeDay, changeDeparture } from '../api/departures-api'
import type { DepartureSummary } from '../departure-types'

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
  const [capacity, setCapacity] = useState(String(slot.capacity))
  if (!online) return null
  const save = (event: FormEvent) => {
    event.preventDefault()
    const value = Number(capacity)
    void run(() => changeDeparture(slot.id, { capacity: Number.isInteger(value) ? value : -1 }, locale))
  }
  return (
    <div className="departure-controls">
      <Button variant="secondary" isDisabled={busy} onPress={() => void run(() => changeDeparture(slot.id, { status: slot.status === 'open' ? 'closed' : 'open' }, locale))}>
        {slot.status === 'open' ? t`Close this departure` : t`Open this departure again`}
      </Button>
      <form className="departure-controls__capacity" onSubmit={save}>
        <label className="field">
          <span className="field__label">{t`Capacity`}</span>
          <input className="field__input" type="number" inputMode="numeric" min={0} max={1000} value={capacity} onChange={(event) => setCapacity(event.target.value)} />
        </label>
        <Button type="submit" variant="secondary" isLoading={busy}>
          {t`Change the capacity`}
        </Button>
      </form>
      {note}
    </div>
  )
}

/** Closing (a blackout) or opening again every departure of a day. */
export function DayControls({ date }: { date: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const online = useOnlineStatus()
  const { busy, run, note } = useChange()
  const [confirming, setConfirming] = useState(false)
  if (!online) return null
  return (
    <div className="departure-controls">
      {confirming ? (
        <div role="group" aria-label={t`Close the whole day`}>
          <p>{t`Close every departure of this day? Nothing more can be booked on it; the bookings stay.`}</p>
          <Button isLoading={busy} onPress={() => void run(() => changeDay(date, 'closed', locale)).then(() => setConfirming(false))}>
            {t`Yes, close the day`}
          </Button>{' '}
          <Button variant="quiet" onPress={() => setConfirming(false)}>
            {t`Keep it open`}
          </Button>
        </div>
      ) : (
        <>
          <Button variant="secondary" onPress={() => setConfirming(true)}>
            {t`Close the whole day`}
          </Button>{' '}
          <Button variant="quiet" isDisabled={busy} onPress={() => void run(() => changeDay(date, 'open', locale))}>
            {t`Open the whole day again`}
          </Button>
        </>
      )}
      {note}
    </div>
  )
}
