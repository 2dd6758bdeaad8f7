import { useEffect, useMemo, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import type PocketBase from 'pocketbase'
import { formatDate, formatMoney } from '../../../lib/format'
import { localePath } from '../../../lib/locale'
import { isClientResponseError } from '../../../lib/pocketbase'
import { useLocale } from '../../../lib/use-locale'
import { markRead, postMessage, sendTyping } from '../../../lib/conversation/conversation-api'
import { MessageComposer } from '../../../lib/conversation/message-composer'
import { MessageList } from '../../../lib/conversation/message-list'
import { newRecordId } from '../../../lib/conversation/record-id'
import { RequestCard } from '../../../lib/conversation/request-card'
import { mergeMessages, offerById } from '../../../lib/conversation/thread-view'
import type { ChatMessage, ThreadView } from '../../../lib/conversation/types'
import { useThreadRealtime } from '../../../lib/conversation/use-thread-realtime'
import { Button } from '../../../ui/button'
import { Spinner } from '../../../ui/spinner'
import { setThreadStatus } from '../api/staff-actions'
import { staffClient } from '../../../lib/staff-client'
import { staffQueries } from '../api/staff-queries'
import { ComposeOffer } from './compose-offer'
import { StaffOfferCard } from './staff-offer-card'

/** One conversation for staff: the messages, quick replies, close/reopen, an offer, and who the traveller is. */
export function StaffThread({ threadId }: { threadId: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const query = staffQueries.thread(threadId)
  const { data: view, isPending, isError } = useQuery(query)
  const [client, setClient] = useState<PocketBase>()
  const [suggestion, setSuggestion] = useState<{ text: string; at: number }>()
  const [composing, setComposing] = useState(false)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => void staffClient().then(setClient), [])
  const { typingName } = useThreadRealtime(client, threadId, query.queryKey, 'staff')
  const offers = useMemo(() => offerById(view?.offers ?? []), [view?.offers])
  const requests = useMemo(() => new Map((view?.requests ?? []).map((request) => [request.id, request])), [view?.requests])
  const unread = view?.thread.staff_unread ?? 0
  const lastId = view?.messages.items.at(-1)?.id

  useEffect(() => {
    if (!client || !unread || !lastId) return
    void markRead(client, threadId, lastId)
      .then(({ thread }) => queryClient.setQueryData<ThreadView>(query.queryKey, (old) => (old ? { ...old, thread: { ...old.thread, ...thread } } : old)))
      .then(() => queryClient.invalidateQueries({ queryKey: ['staff', 'inbox'] }))
      .catch(() => undefined)
  }, [client, unread, lastId, threadId, queryClient, query.queryKey])

  if (isPending) return <Spinner />
  if (isError || !view) return <p className="notice notice--error">{t`Conversation not found.`}</p>

  const context = view.context
  const travellerName = context?.traveller.name || context?.traveller.email || t`Traveller`
  const experienceTitle = context?.experience ? (locale === 'ar' ? context.experience.ar : context.experience.en) : ''
  // The order's status in words (the orders feature's labels: the same messages).
  const orderStatuses: Record<string, string> = {
    pending_payment: t`Awaiting payment`,
    reserved: t`Reserved — pay later`,
    confirmed: t`Confirmed`,
    partially_confirmed: t`Partially booked`,
    failed: t`Booking unsuccessful`,
    cancelled: t`Cancelled`,
    refund_pending: t`Refund in progress`,
    refunded: t`Refunded`,
  }
  const quickReplies = [
    t`Hello, thank you for writing to Rihla. How can we help?`,
    t`Let me check availability for you. One moment, please.`,
    t`I have sent you an offer in this conversation. It is valid for 24 hours.`,
    t`Is there anything else we can help you with?`,
  ]

  const send = async (body: string) => {
    if (!client) return
    setError(null)
    try {
      const answer = await postMessage(client, threadId, { id: newRecordId(), body }, locale)
      queryClient.setQueryData<ThreadView>(query.queryKey, (old) => (old ? { ...old, thread: { ...old.thread, ...answer.thread }, messages: { ...old.messages, items: mergeMessages(old.messages.items, [answer.message]) } } : old))
    } catch (failure) {
      setError(isClientResponseError(failure) && failure.response?.message ? String(failure.response.message) : t`The message could not be sent. Check your connection and try again.`)
    }
  }
  const changeStatus = async () => {
    try {
      await setThreadStatus(threadId, view.thread.status === 'open' ? 'close' : 'reopen', locale)
      await queryClient.invalidateQueries({ queryKey: query.queryKey })
    } catch (failure) {
      setError(isClientResponseError(failure) && failure.response?.message ? String(failure.response.message) : t`That did not work. Please try again.`)
    }
  }
  const renderCard = (message: ChatMessage) => {
    if (message.kind === 'offer') {
      const offer = offers.get(message.offer)
      return offer ? <StaffOfferCard offer={offer} onChanged={() => void queryClient.invalidateQueries({ queryKey: query.queryKey })} /> : null
    }
    const request = requests.get(message.offer_request)
    return request ? <RequestCard request={request} locale={locale} experienceTitle={experienceTitle} /> : null
  }
  const latestRequest = view.requests.at(-1)

  return (
    <div className="staff-thread" data-testid="staff-thread">
      <header className="staff-thread__header">
        <h2>{travellerName}</h2>
        <Button variant="secondary" onPress={() => void changeStatus()}>
          {view.thread.status === 'open' ? t`Close the conversation` : t`Reopen the conversation`}
        </Button>
      </header>
      {context ? (
        <details className="staff-context" open>
          <summary>{t`About the traveller`}</summary>
          <dl className="offer-card__facts">
            <div>
              <dt>{t`Traveller`}</dt>
              <dd>{context.traveller.kind === 'guest' ? t`Guest (no account)` : t`Customer`}</dd>
            </div>
            {context.traveller.email ? (
              <div>
                <dt>{t`Email`}</dt>
                <dd dir="ltr">{context.traveller.email}</dd>
              </div>
            ) : null}
            {context.traveller.phone ? (
              <div>
                <dt>{t`Phone`}</dt>
                <dd dir="ltr">{context.traveller.phone}</dd>
              </div>
            ) : null}
            {context.experience ? (
              <div>
                <dt>{t`Experience`}</dt>
                <dd>
                  <a href={localePath(locale, `/experiences/${context.experience.slug}`)} target="_blank" rel="noopener">
                    {experienceTitle}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
          <h3>{t`Their orders`}</h3>
          {context.orders.length === 0 ? (
            <p>{t`No orders yet.`}</p>
          ) : (
            <ul className="staff-context__orders">
              {context.orders.map((order) => (
                <li key={order.id} className="staff-context__order" data-testid="staff-context-order">
                  <bdi dir="ltr">{order.number}</bdi>
                  <span>{orderStatuses[order.status] ?? t`Unknown status`}</span>
                  <span>{formatMoney(order.total, locale)}</span>
                  <span>{formatDate(order.created, locale, { dateStyle: 'medium' })}</span>
                  {order.linked ? <span>{t`About this order`}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </details>
      ) : null}
      <MessageList thread={view.thread} messages={view.messages.items} pending={[]} mySide="staff" locale={locale} otherName={travellerName} typingName={typingName} renderCard={renderCard} />
      <div className="staff-quick-replies" role="group" aria-label={t`Quick replies`}>
        {quickReplies.map((text) => (
          <button key={text} type="button" className="chip" onClick={() => setSuggestion({ text, at: Date.now() })}>
            {text}
          </button>
        ))}
      </div>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <MessageComposer onSend={(body) => void send(body)} onTyping={() => client && void sendTyping(client, threadId).catch(() => undefined)} suggestion={suggestion} />
      {composing ? (
        <ComposeOffer
          threadId={threadId}
          experienceId={context?.experience?.id ?? latestRequest?.experience ?? view.thread.experience}
          experienceTitle={context?.experience && (!latestRequest?.experience || latestRequest.experience === context.experience.id) ? context.experience : (view.thread.experience_title ?? null)}
          request={latestRequest}
          onDone={() => {
            setComposing(false)
            void queryClient.invalidateQueries({ queryKey: query.queryKey })
          }}
          onCancel={() => setComposing(false)}
        />
      ) : (
        <Button variant="secondary" onPress={() => setComposing(true)}>
          {t`Compose an offer`}
        </Button>
      )}
    </div>
  )
}
