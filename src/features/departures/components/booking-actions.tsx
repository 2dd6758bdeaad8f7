import { useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { formatClock, formatMoney, formatNumber } from '../../../lib/format'
import { isClientResponseError } from '../../../lib/pocketbase'
import { useLocale } from '../../../lib/use-locale'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/text-field'
import { changeBooking, optionDepartures, type BookingAction } from '../api/departures-api'
import type { DepartureSummary, ManifestBooking } from '../departure-types'

type Panel = 'none' | 'note' | 'move' | 'cancel'

/** What the traveller gets back, before staff confirm a cancellation and after it: the amount, also when it is nothing. */
function useRefundText() {
  const { t } = useLingui()
  const locale = useLocale()
  return (refund: number, penaltyPercent: number, when: 'before' | 'done') => {
    const amount = formatMoney(refund, locale)
    const penalty = formatNumber(penaltyPercent / 100, locale, { style: 'percent' })
    if (refund === 0) return when === 'before' ? t`No refund: the policy's penalty now is ${penalty}, so the traveller gets ${amount} back.` : t`No refund: the traveller gets ${amount} back.`
    return when === 'before' ? t`The traveller gets ${amount} back (the policy's penalty now is ${penalty}).` : t`The traveller gets ${amount} back.`
  }
}

/** A booking's changes on the manifest: no-show, a note, a move to another departure, a cancellation. Online only. */
export function BookingActions({ booking, slot }: { booking: ManifestBooking; slot: DepartureSummary }) {
  const { t } = useLingui()
  const locale = useLocale()
  const online = useOnlineStatus()
  const queryClient = useQueryClient()
  const [panel, setPanel] = useState<Panel>('none')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const [note, setNote] = useState(booking.note)
  const [moveDate, setMoveDate] = useState(slot.date)
  const [choices, setChoices] = useState<{ id: string; start_time: string; remaining: number; status: string }[] | null>(null)

  const live = booking.status === 'confirmed' || booking.status === 'held'
  const terms = booking.cancellation ?? null
  const refundText = useRefundText()
  const run = async (action: BookingAction, body: Record<string, unknown> = {}) => {
    setBusy(true)
    setMessage(null)
    try {
      const answer = await changeBooking(booking.id, action, body, locale)
      const refunded = action === 'cancel' && typeof answer.booking?.refundAmount === 'number' ? answer.booking : null
      setMessage({ text: refunded ? `${answer.message} ${refundText(refunded.refundAmount ?? 0, refunded.penaltyPercent ?? 100, 'done')}` : answer.message, error: false })
      setPanel('none')
      await queryClient.invalidateQueries({ queryKey: ['departures'] })
    } catch (error) {
      setMessage({ text: isClientResponseError(error) && error.status ? String(error.response?.message ?? '') : t`We could not reach Rihla. Check your connection and try again.`, error: true })
    } finally {
      setBusy(false)
    }
  }
  const findDepartures = async (event: FormEvent) => {
    event.preventDefault()
    setChoices(null)
    try {
      setChoices((await optionDepartures(slot.experience.id, slot.option.id, moveDate)).filter((choice) => choice.id !== slot.id))
    } catch {
      setChoices([])
    }
  }

  if (!online) return null
  return (
    <div className="booking-actions">
      <div className="booking-actions__buttons">
        {live && !booking.checkIn && !booking.noShowAt ? (
          <Button variant="quiet" isDisabled={busy} onPress={() => void run('no-show')}>
            {t`Mark no-show`}
          </Button>
        ) : null}
        <Button variant="quiet" onPress={() => setPanel(panel === 'note' ? 'none' : 'note')}>
          {booking.note ? t`Edit the note` : t`Add a note`}
        </Button>
        {live && !booking.checkIn ? (
          <Button variant="quiet" onPress={() => setPanel(panel === 'move' ? 'none' : 'move')}>
            {t`Move`}
          </Button>
        ) : null}
        {live ? (
          <Button variant="quiet" onPress={() => setPanel(panel === 'cancel' ? 'none' : 'cancel')}>
            {t`Cancel the booking`}
          </Button>
        ) : null}
      </div>
      {panel === 'note' ? (
        <form
          className="booking-actions__panel"
          onSubmit={(event) => {
            event.preventDefault()
            void run('note', { note })
          }}
        >
          <TextField label={t`Staff note`} multiline value={note} onChange={setNote} maxLength={1000} />
          <Button type="submit" variant="secondary" isLoading={busy}>
            {t`Save the note`}
          </Button>
        </form>
      ) : null}
      {panel === 'move' ? (
        <div className="booking-actions__panel">
          <form className="booking-actions__row" onSubmit={(event) => void findDepartures(event)}>
            <label className="field">
              <span className="field__label">{t`Move to the day`}</span>
              <input className="field__input" type="date" value={moveDate} onChange={(event) => setMoveDate(event.target.value)} />
            </label>
            <Button type="submit" variant="secondary">
              {t`Show departures`}
            </Button>
          </form>
          {choices === null ? null : choices.length === 0 ? (
            <p>{t`No other departure of this option on that day.`}</p>
          ) : (
            <ul className="booking-actions__choices">
              {choices.map((choice) => {
                const left = formatNumber(choice.remaining, locale)
                const time = formatClock(choice.start_time, locale)
                return (
                  <li key={choice.id}>
                    <Button variant="secondary" isDisabled={busy || choice.remaining < booking.seats || choice.status !== 'available'} onPress={() => void run('move', { slotId: choice.id })}>
                      {t`Move to ${time} (seats left: ${left})`}
                    </Button>
                  </li>
                )
              })}
            </ul>
          )}
        </div>
      ) : null}
      {panel === 'cancel' ? (
        <div className="booking-actions__panel" role="group" aria-label={t`Cancel the booking`}>
          <p data-testid="cancel-refund">{terms ? `${t`Cancel this booking? The seats are freed.`} ${refundText(terms.refundAmount, terms.penaltyPercent, 'before')}` : t`Cancel this booking? The traveller gets the refund their cancellation policy gives now, and the seats are freed.`}</p>
          {/* The refund shown is sent back: if it changed meanwhile, the server refuses and says the new one. */}
          <Button variant="primary" isLoading={busy} isDisabled={terms?.allowed === false} onPress={() => void run('cancel', terms ? { expectedRefund: terms.refundAmount } : {})}>
            {t`Yes, cancel it`}
          </Button>
        </div>
      ) : null}
      {message ? (
        <p className={message.error ? 'notice notice--error' : 'notice'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      ) : null}
    </div>
  )
}
