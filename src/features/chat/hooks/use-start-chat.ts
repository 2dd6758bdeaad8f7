import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { localePath } from '../../../lib/locale'
import { isClientResponseError } from '../../../lib/pocketbase'
import { newRecordId } from '../../../lib/conversation/record-id'
import { useAuth } from '../../../lib/use-auth'
import { useLocale } from '../../../lib/use-locale'
import { startThread, type StartThread } from '../api/chat-actions'
import { chatSpeaker } from '../api/chat-identity'
import { addToOutbox, flushOutbox, readOutbox } from '../api/chat-outbox'
import type { ThreadList } from '../api/chat-queries'
import { conversationStart, pendingStarts } from '../outbox-queue'

/**
 * Offline, a conversation starts on the device: the traveller's open one about the same
 * experience and order continues (as the server would), else a new one gets its id here and waits
 * in the outbox with what was written in it, to be made once when the connection returns.
 * → the conversation's id
 */
async function startOffline(body: StartThread, cached: ThreadList | undefined): Promise<string> {
  const experienceId = body.experienceId ?? ''
  const orderId = body.orderId ?? ''
  const same = (about: { experience?: string; order?: string; experienceId?: string; orderId?: string }) => (about.experience ?? about.experienceId ?? '') === experienceId && (about.order ?? about.orderId ?? '') === orderId
  const open = cached?.items.find((thread) => thread.status === 'open' && same(thread))
  const waiting = pendingStarts(await readOutbox()).find((item) => !item.failed && same(item.start!))
  const threadId = open?.id ?? waiting?.id ?? newRecordId()
  const now = Date.now()
  if (!open && !waiting) {
    const start = experienceId ? { experienceId } : orderId ? { orderId, orderToken: body.orderToken } : {}
    await addToOutbox(conversationStart(threadId, start, new Date(now).toISOString()))
  }
  if (body.message) await addToOutbox({ id: body.message.id, threadId, body: body.message.body, createdAt: new Date(now + 1).toISOString() })
  return threadId
}

/** Opens (or continues) a conversation, making the device's chat identity first if it has none; offline, on the device. */
export function useStartChat() {
  const { t } = useLingui()
  const locale = useLocale()
  const user = useAuth()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const who = user?.id ?? 'guest'
  const start = async (body: StartThread) => {
    setBusy(true)
    setError(null)
    try {
      if (!navigator.onLine) {
        const threadId = await startOffline(body, queryClient.getQueryData<ThreadList>(['chat', 'threads', who]))
        void queryClient.invalidateQueries({ queryKey: ['chat-outbox'] })
        await navigate({ href: localePath(locale, `/chat/${threadId}`) })
        // The connection may be back already ('online' flushes too).
        void flushOutbox(locale).catch(() => undefined)
        return
      }
      const speaker = await chatSpeaker({ create: true, locale })
      if (!speaker) throw new Error('no chat identity')
      queryClient.setQueryData(['chat-speaker', who], speaker)
      const { thread } = await startThread(speaker.client, body, locale)
      void queryClient.invalidateQueries({ queryKey: ['chat', 'threads'] })
      await navigate({ href: localePath(locale, `/chat/${thread.id}`) })
    } catch (failure) {
      setError(isClientResponseError(failure) && failure.status && failure.response?.message ? String(failure.response.message) : t`The conversation could not be opened. Check your connection and try again.`)
    } finally {
      setBusy(false)
    }
  }
  return { start, busy, error }
}
