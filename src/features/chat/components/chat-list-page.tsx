import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { PRIVATE_PAGE } from '../../../lib/page-head'
import { formatDate, formatNumber } from '../../../lib/format'
import { localePath } from '../../../lib/locale'
import { useLocale } from '../../../lib/use-locale'
import { MessageComposer } from '../../../lib/conversation/message-composer'
import { newRecordId } from '../../../lib/conversation/record-id'
import { PageFrame } from '../../../ui/page-frame'
import { Spinner } from '../../../ui/spinner'
import { chatQueries } from '../api/chat-queries'
import { useChatSpeaker } from '../hooks/use-chat-speaker'
import { useStartChat } from '../hooks/use-start-chat'
import { pendingIn, pendingStarts } from '../outbox-queue'
import '../chat.css'
import { inlineSeparator } from '../../../lib/inline-separator'

/** "Chat with us": the traveller's conversations, and a box to start one. */
export function ChatListPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const couldNotStart = (reason: string) => t`This conversation could not be started: ${reason}`
  const { who, hydrated, speaker } = useChatSpeaker()
  const { data: list, isPending } = useQuery({ ...chatQueries.threads(who, locale), enabled: hydrated && Boolean(speaker), refetchOnMount: 'always' })
  const { start, busy, error } = useStartChat()
  const { data: outbox = [] } = useQuery({ ...chatQueries.outbox(), enabled: hydrated })
  const threads = list?.items ?? []
  // Conversations started offline, shown until the server has them.
  const starting = pendingStarts(outbox).filter((item) => !threads.some((thread) => thread.id === item.id))
  return (
    <PageFrame head={PRIVATE_PAGE} title={t`Chat with us`} className="chat-page">
      <p className="page__lead">
        <Trans>Our team answers around the clock, in Arabic and English. Write your question and we will reply here.</Trans>
      </p>
      <section className="chat-start" aria-labelledby="chat-start-title">
        <h2 id="chat-start-title">{t`New message`}</h2>
        <MessageComposer onSend={(body) => void start({ message: { id: newRecordId(), body } })} disabled={busy} />
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
        <p>
          <Link href={localePath(locale, '/chat/request')}>{t`Request a custom offer`}</Link>
        </p>
      </section>
      <section aria-labelledby="chat-threads-title">
        <h2 id="chat-threads-title">{t`Your conversations`}</h2>
        {!hydrated || (speaker && isPending) ? (
          <Spinner />
        ) : threads.length === 0 && starting.length === 0 ? (
          <p>{t`You have no conversations yet.`}</p>
        ) : (
          <ul className="thread-list" data-testid="chat-threads">
            {starting.map((item) => (
              <li key={item.id} className="thread-list__item" data-testid="chat-thread-starting">
                <Link className="thread-list__link" href={localePath(locale, `/chat/${item.id}`)}>
                  <span className="thread-list__title">{t`Conversation with Rihla`}</span>
                  <span className="thread-list__preview" dir="auto">
                    {pendingIn(outbox, item.id).at(-1)?.body ?? ''}
                  </span>
                  <span className="thread-list__meta">{item.failed ? couldNotStart(item.failed) : t`Waiting to send…`}</span>
                </Link>
              </li>
            ))}
            {threads.map((thread) => {
              const title = thread.experience_title ? (locale === 'ar' ? thread.experience_title.ar : thread.experience_title.en) : thread.subject || t`Conversation with Rihla`
              const unread = thread.customer_unread
              const unreadText = formatNumber(unread, locale)
              return (
                <li key={thread.id} className="thread-list__item">
                  <Link className="thread-list__link" href={localePath(locale, `/chat/${thread.id}`)}>
                    <span className="thread-list__title">{title}</span>
                    <span className="thread-list__preview" dir="auto">
                      {thread.last_message_preview}
                    </span>
                    <span className="thread-list__meta">
                      {thread.last_message_at ? formatDate(thread.last_message_at, locale, { dateStyle: 'medium', timeStyle: 'short' }) : null}
                      {thread.status === 'closed' ? `${inlineSeparator(locale)}${t`Closed`}` : null}
                    </span>
                    {unread > 0 ? (
                      <>
                        {/* A span cannot carry a name (axe: aria-prohibited-attr): the count is read from hidden text. */}
                        <span className="badge thread-list__badge" aria-hidden="true">
                          {unreadText}
                        </span>
                        <span className="visually-hidden">{t`${unreadText} unread`}</span>
                      </>
                    ) : null}
                  </Link>
                </li>
              )
            })}
          </ul>
        )}
      </section>
    </PageFrame>
  )
}
