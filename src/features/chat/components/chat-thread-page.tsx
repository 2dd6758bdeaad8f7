import { useEffect, useMemo, useRef } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { PRIVATE_PAGE } from '../../../lib/page-head'
import { localePath } from '../../../lib/locale'
import { localized } from '../../../lib/localized'
import { useLocale } from '../../../lib/use-locale'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { markRead, sendTyping } from '../../../lib/conversation/conversation-api'
import { MessageComposer } from '../../../lib/conversation/message-composer'
import { MessageList } from '../../../lib/conversation/message-list'
import { newRecordId } from '../../../lib/conversation/record-id'
import { RequestCard } from '../../../lib/conversation/request-card'
import { offerById } from '../../../lib/conversation/thread-view'
import type { ChatMessage, ChatThread } from '../../../lib/conversation/types'
import { useThreadRealtime } from '../../../lib/conversation/use-thread-realtime'
import { PageFrame } from '../../../ui/page-frame'
import { Spinner } from '../../../ui/spinner'
import { ExperienceThumbnail } from '../../../ui/experience-thumbnail'
import { addToOutbox, discardFromOutbox, flushOutbox } from '../api/chat-outbox'
import { chatQueries } from '../api/chat-queries'
import { useChatSpeaker } from '../hooks/use-chat-speaker'
import { pendingIn, pendingStartOf } from '../outbox-queue'
import { OfferCard } from './offer-card'
import '../chat.css'

/** The conversation as shown while only this device has it (started offline, not yet on the server). */
function pendingThread(id: string, createdAt: string): ChatThread {
  return { id, user: '', guest: '', subject: '', status: 'open', locale: '', experience: '', order: '', last_message_at: createdAt, last_message_preview: '', last_sender: '', customer_unread: 0, staff_unread: 0, customer_read_at: '', staff_read_at: '', waiting_since: '', offer_state: '' }
}

/** One conversation with Rihla's team, live; readable offline once read, and writable offline. */
export function ChatThreadPage({ threadId }: { threadId: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const couldNotStart = (reason: string) => t`This conversation could not be started: ${reason}`
  const online = useOnlineStatus()
  const queryClient = useQueryClient()
  const { speaker, hydrated, isPending: speakerPending } = useChatSpeaker()
  const threadQuery = chatQueries.thread(threadId, locale)
  const { data: outbox = [], isSuccess: outboxRead } = useQuery({ ...chatQueries.outbox(), enabled: hydrated })
  // A conversation started on this device that the server does not have yet (started offline).
  const start = pendingStartOf(outbox, threadId)
  const { data: view, isError, isPending } = useQuery({ ...threadQuery, enabled: hydrated && outboxRead && !start && (Boolean(speaker) || !speakerPending) })
  // Once the server has made it, the conversation is read from there.
  const wasStarting = useRef(false)
  useEffect(() => {
    if (start) wasStarting.current = true
    else if (wasStarting.current) {
      wasStarting.current = false
      void queryClient.invalidateQueries({ queryKey: threadQuery.queryKey })
    }
  }, [start, queryClient, threadQuery.queryKey])
  const { typingName } = useThreadRealtime(start ? undefined : speaker?.client, threadId, threadQuery.queryKey, 'customer')
  const pending = useMemo(() => pendingIn(outbox, threadId).map((item) => ({ id: item.id, body: item.body, createdAt: item.createdAt, failed: item.failed })), [outbox, threadId])
  const offers = useMemo(() => offerById(view?.offers ?? []), [view?.offers])
  const requests = useMemo(() => new Map((view?.requests ?? []).map((request) => [request.id, request])), [view?.requests])
  const unread = view?.thread.customer_unread ?? 0
  const lastId = view?.messages.items.at(-1)?.id

  // Read while looking: the receipt goes out when unread messages are on screen.
  useEffect(() => {
    if (!speaker || !unread || !lastId || document.visibilityState !== 'visible') return
    void markRead(speaker.client, threadId, lastId)
      .then(({ thread }) => queryClient.setQueryData(threadQuery.queryKey, (old) => (old ? { ...old, thread: { ...old.thread, ...thread } } : old)))
      .then(() => queryClient.invalidateQueries({ queryKey: ['chat', 'threads'] }))
      .catch(() => undefined)
  }, [speaker, unread, lastId, threadId, queryClient, threadQuery.queryKey])

  const send = async (body: string) => {
    await addToOutbox({ id: newRecordId(), threadId, body, createdAt: new Date().toISOString() })
    void flushOutbox(locale).catch(() => undefined)
  }
  const typing = () => {
    if (speaker && online) void sendTyping(speaker.client, threadId).catch(() => undefined)
  }

  const experienceTitle = view?.thread.experience_title ? localized({ title_ar: view.thread.experience_title.ar, title_en: view.thread.experience_title.en }, 'title', locale) : ''
  const subject = experienceTitle || view?.thread.subject || t`Conversation with Rihla`
  const about = view?.thread.experience_title
  const aboutPath = about ? localePath(locale, about.citySlug ? `/things-to-do-in-${about.citySlug}/${about.slug}` : `/experiences/${about.slug}`) : ''
  const renderCard = (message: ChatMessage) => {
    if (message.kind === 'offer') {
      const offer = offers.get(message.offer)
      return offer ? <OfferCard offer={offer} threadId={threadId} speaker={speaker} /> : null
    }
    const request = requests.get(message.offer_request)
    return request ? <RequestCard request={request} locale={locale} experienceTitle={experienceTitle} /> : null
  }

  return (
    <PageFrame head={PRIVATE_PAGE} title={subject} trail={[{ label: t`Your conversations`, href: localePath(locale, '/chat') }]} className="chat-page">
      {/* A failed refetch (offline) keeps showing what the device has. */}
      {start ? (
        <div className="chat-thread" data-testid="chat-thread-pending">
          <p className={start.failed ? 'notice notice--error' : 'notice notice--warning'} role="status">
            {start.failed ? couldNotStart(start.failed) : online ? t`Starting this conversation…` : t`You are offline. This conversation starts when you are back online; messages you write now are kept on this device and sent then.`}
          </p>
          <MessageList thread={pendingThread(threadId, start.createdAt)} messages={[]} pending={pending} mySide="customer" locale={locale} otherName={t`Rihla`} typingName={null} renderCard={() => null} />
          {start.failed ? (
            <div className="button-row">
              <button type="button" className="link-button" onClick={() => void Promise.all([start, ...pending].map((item) => discardFromOutbox(item.id)))}>
                {t`Remove this conversation from this device`}
              </button>
            </div>
          ) : (
            <MessageComposer onSend={(body) => void send(body)} />
          )}
        </div>
      ) : !hydrated || !outboxRead || (isPending && !isError) ? (
        <Spinner />
      ) : !view ? (
        <div className="empty-state">
          <p>{online ? t`This conversation is not on this device. Sign in with the account you used, or start a new conversation.` : t`You are offline, and this conversation was not saved on this device.`}</p>
          <Link className="button button--primary" href={localePath(locale, '/chat')}>
            {t`Your conversations`}
          </Link>
        </div>
      ) : (
        <div className="chat-thread" data-testid="chat-thread">
          {about ? (
            // Which experience this conversation is about, above what was said about it.
            <div className="chat-about" data-testid="chat-about">
              {about.image ? <ExperienceThumbnail image={about.image} /> : null}
              <p className="chat-about__text">
                <span className="chat-about__label">{t`About this experience`}</span>
                <Link href={aboutPath} className="chat-about__title">
                  {experienceTitle}
                </Link>
              </p>
            </div>
          ) : null}
          {!online ? (
            <p className="notice notice--warning" role="status">
              {t`You are offline. Messages you write now are kept on this device and sent when you are back online.`}
            </p>
          ) : null}
          {view.thread.status === 'closed' ? <p className="notice">{t`This conversation is closed. Write to open it again.`}</p> : null}
          <MessageList thread={view.thread} messages={view.messages.items} pending={pending} mySide="customer" locale={locale} otherName={t`Rihla`} typingName={typingName} renderCard={renderCard} />
          {pending.some((item) => item.failed) ? (
            <div className="button-row">
              {pending
                .filter((item) => item.failed)
                .map((item) => (
                  <button key={item.id} type="button" className="link-button" onClick={() => void discardFromOutbox(item.id)}>
                    {t`Remove the message that could not be sent`}
                  </button>
                ))}
            </div>
          ) : null}
          <MessageComposer onSend={(body) => void send(body)} onTyping={typing} />
          <p className="chat-thread__more">
            <Link href={localePath(locale, `/chat/request?thread=${threadId}${view.thread.experience ? `&experience=${view.thread.experience}` : ''}`)}>
              <Trans>Request a custom offer</Trans>
            </Link>
          </p>
        </div>
      )}
    </PageFrame>
  )
}
