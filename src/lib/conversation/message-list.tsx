import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { formatDate } from '../format'
import type { Locale } from '../locale'
import { isReadByOtherSide } from './thread-view'
import type { ChatMessage, ChatSide, ChatThread } from './types'
import './conversation.css'

/** A message written on this device and not yet accepted by the server. */
export type PendingMessage = { id: string; body: string; createdAt: string; failed?: string }

type MessageListProps = {
  thread: ChatThread
  messages: ChatMessage[]
  pending: PendingMessage[]
  mySide: ChatSide
  locale: Locale
  /** The other side's name as shown on their messages ("Rihla", or the traveller's name). */
  otherName: string
  typingName: string | null
  /** Request and offer cards, drawn by the feature that knows them. */
  renderCard: (message: ChatMessage) => ReactNode
}

/**
 * A conversation, oldest first: bubbles for each side, cards for requests and offers, notes for
 * events, "pending" for what waits on the device and "Seen" once the other side has read it. New
 * messages from the other side are read out by screen readers (a polite live region).
 */
export function MessageList({ thread, messages, pending, mySide, locale, otherName, typingName, renderCard }: MessageListProps) {
  const { t } = useLingui()
  const endRef = useRef<HTMLDivElement>(null)
  const seen = useRef<Set<string> | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const serverIds = new Set(messages.map((message) => message.id))
  const waiting = pending.filter((message) => !serverIds.has(message.id))
  const lastMine = [...messages].reverse().find((message) => message.sender === mySide && message.kind === 'text')
  const count = messages.length + waiting.length

  // Announce messages that arrive while the page is open (not those on it when it opened).
  useEffect(() => {
    if (!seen.current) {
      seen.current = new Set(messages.map((message) => message.id))
      return
    }
    const fresh = messages.filter((message) => !seen.current!.has(message.id))
    fresh.forEach((message) => seen.current!.add(message.id))
    const incoming = fresh.filter((message) => message.sender !== mySide)
    const last = incoming.at(-1)
    if (!last) return
    const who = last.author_name || otherName
    const text = last.kind === 'offer' ? t`New offer` : last.kind === 'request' ? t`New custom offer request` : last.body
    setAnnouncement(t`New message from ${who}: ${text}`)
  }, [messages, mySide, otherName, t])

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' })
  }, [count, typingName])

  const time = (value: string) => formatDate(value, locale, { timeStyle: 'short' })
  const day = (value: string) => formatDate(value, locale, { dateStyle: 'medium' })
  const eventText = (message: ChatMessage) => {
    switch (message.event) {
      case 'closed':
        return t`The conversation was closed.`
      case 'reopened':
        return t`The conversation was reopened.`
      case 'offer_accepted':
        return t`The offer was accepted.`
      case 'offer_declined':
        return message.body ? t`The offer was declined: ${message.body}` : t`The offer was declined.`
      case 'offer_withdrawn':
        return t`The offer was withdrawn.`
      case 'offer_expired':
        return t`The offer expired.`
      default:
        return message.body
    }
  }

  const dayMarks = messages.map((message, index) => {
    const dayText = day(message.created)
    return index === 0 || day(messages[index - 1]!.created) !== dayText ? dayText : null
  })
  return (
    <div className="chat-log">
      <ol className="chat-log__list" aria-label={t`Messages`}>
        {messages.map((message, index) => {
          const dayMark = dayMarks[index]
          const mine = message.sender === mySide
          const who = mine ? t`You` : message.author_name || otherName
          return (
            <li key={message.id} className={`chat-log__item chat-log__item--${message.kind} ${mine ? 'chat-log__item--mine' : 'chat-log__item--theirs'}`} data-testid="chat-message" data-message-id={message.id} data-kind={message.kind}>
              {dayMark ? <p className="chat-log__day">{dayMark}</p> : null}
              {message.kind === 'event' ? (
                <p className="chat-log__event">{eventText(message)}</p>
              ) : message.kind === 'text' ? (
                <div className="chat-bubble">
                  <p className="chat-bubble__meta">
                    <span className="chat-bubble__who">{who}</span> <time dateTime={message.created.replace(' ', 'T')}>{time(message.created)}</time>
                  </p>
                  <p className="chat-bubble__body" dir="auto">
                    {message.body}
                  </p>
                  {mine && message.id === lastMine?.id && isReadByOtherSide(thread, message) ? (
                    <p className="chat-bubble__receipt" data-testid="chat-seen">
                      {t`Seen`}
                    </p>
                  ) : null}
                </div>
              ) : (
                renderCard(message)
              )}
            </li>
          )
        })}
        {waiting.map((message) => (
          <li key={message.id} className="chat-log__item chat-log__item--text chat-log__item--mine chat-log__item--pending" data-testid="chat-pending" data-message-id={message.id}>
            <div className="chat-bubble">
              <p className="chat-bubble__meta">
                <span className="chat-bubble__who">{t`You`}</span>
              </p>
              <p className="chat-bubble__body" dir="auto">
                {message.body}
              </p>
              <p className="chat-bubble__receipt">{message.failed ? message.failed : t`Waiting to send…`}</p>
            </div>
          </li>
        ))}
      </ol>
      {typingName !== null ? (
        <p className="chat-log__typing" data-testid="chat-typing">
          {t`${typingName || otherName} is typing…`}
        </p>
      ) : null}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="chat-announcement">
        {announcement}
      </div>
      <div ref={endRef} />
    </div>
  )
}
