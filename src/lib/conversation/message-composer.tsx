import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import './conversation.css'
import { useLingui } from '@lingui/react/macro'

/** Longest message the server takes (it counts characters as people do). */
export const MESSAGE_MAX_LENGTH = 2000

/** Typing notices go out at most this often (the server also drops faster ones). */
const TYPING_EVERY_MS = 1500

type MessageComposerProps = {
  onSend: (body: string) => void
  onTyping?: () => void
  /** Text to put in the box (a quick reply picked by staff), with a counter so the same one can be picked twice. */
  suggestion?: { text: string; at: number }
  disabled?: boolean
}

/** The message box: Enter sends, Shift+Enter starts a new line; typing tells the other side. */
export function MessageComposer({ onSend, onTyping, suggestion, disabled = false }: MessageComposerProps) {
  const { t } = useLingui()
  const [body, setBody] = useState('')
  const [appliedSuggestion, setAppliedSuggestion] = useState<number | undefined>(undefined)
  const lastTyping = useRef(0)
  const box = useRef<HTMLTextAreaElement>(null)
  if (suggestion && suggestion.at !== appliedSuggestion) {
    setAppliedSuggestion(suggestion.at)
    setBody(suggestion.text)
  }
  const trimmed = body.trim()
  const tooLong = [...trimmed].length > MESSAGE_MAX_LENGTH

  const send = (event?: FormEvent) => {
    event?.preventDefault()
    if (!trimmed || tooLong || disabled) return
    onSend(trimmed)
    setBody('')
    box.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event)
  }
  const onChange = (value: string) => {
    setBody(value)
    const now = Date.now()
    if (onTyping && value.trim() && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now
      onTyping()
    }
  }
  return (
    <form className="chat-composer" onSubmit={send}>
      <label className="visually-hidden" htmlFor="chat-composer-box">
        {t`Your message`}
      </label>
      <textarea
        id="chat-composer-box"
        ref={box}
        className="chat-composer__box field__input"
        rows={2}
        dir="auto"
        value={body}
        placeholder={t`Write a message`}
        aria-invalid={tooLong || undefined}
        aria-describedby={tooLong ? 'chat-composer-error' : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="button button--primary chat-composer__send" disabled={disabled || !trimmed || tooLong}>
        <span>{t`Send`}</span>
      </button>
      {tooLong ? (
        <p id="chat-composer-error" className="field__error chat-composer__error">
          {t`A message can be at most 2000 characters.`}
        </p>
      ) : null}
    </form>
  )
}
