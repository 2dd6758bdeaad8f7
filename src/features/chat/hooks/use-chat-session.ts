import { useEffect, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLocale } from '../../../lib/use-locale'
import { upsertThread } from '../../../lib/conversation/thread-view'
import { useRealtimeTopic } from '../../../lib/conversation/use-realtime-topic'
import { mergeGuestIntoCustomer } from '../api/chat-identity'
import { flushOutbox, onOutboxChange } from '../api/chat-outbox'
import { chatQueries, type ThreadList } from '../api/chat-queries'
import { useChatSpeaker } from './use-chat-speaker'

/** Retry a waiting outbox this often while the app is open (besides 'online' and each new message). */
const OUTBOX_RETRY_MS = 15_000

/**
 * The traveller's chat while the app is open, on every page: the header's unread count follows
 * their conversations live, a guest's conversations join the account on sign-in, and messages
 * written offline go out when the connection returns.
 */
export function useChatSession() {
  const queryClient = useQueryClient()
  const locale = useLocale()
  const { who, hydrated, speaker } = useChatSpeaker()
  const previousWho = useRef<string | null>(null)

  // Sign-in: merge the device's guest conversations; sign-out: forget the customer's.
  useEffect(() => {
    if (!hydrated) return
    const before = previousWho.current
    previousWho.current = who
    if (who !== 'guest') {
      void mergeGuestIntoCustomer().then((moved) => {
        if (moved > 0) void queryClient.invalidateQueries({ queryKey: ['chat'] })
        void queryClient.invalidateQueries({ queryKey: ['chat-speaker'] })
      })
    } else if (before && before !== 'guest') {
      queryClient.removeQueries({ queryKey: ['chat'] })
      void queryClient.invalidateQueries({ queryKey: ['chat-speaker'] })
    }
  }, [hydrated, who, queryClient])

  // The traveller's threads live (unread badge, list); what changed before the subscription (the
  // page was loading, or the connection dropped) is asked for once it is there.
  useRealtimeTopic(
    speaker?.client,
    'rihla.chat.mine',
    (event) => {
      if (event.type !== 'thread') return
      queryClient.setQueryData<ThreadList>(chatQueries.threads(who, locale).queryKey, (old) => {
        const items = upsertThread(old?.items ?? [], event.thread)
        const unread = items.reduce((sum, thread) => sum + (thread.customer_unread || 0), 0)
        return { items, unread, unreadThreads: items.filter((thread) => thread.customer_unread > 0).length }
      })
    },
    () => void queryClient.invalidateQueries({ queryKey: chatQueries.threads(who, locale).queryKey }),
  )

  // The outbox: sent now, when the connection returns, and every little while until empty.
  useEffect(() => {
    if (!hydrated) return
    const flush = () => void flushOutbox(locale).catch(() => undefined)
    const refresh = (started: boolean) => {
      void queryClient.invalidateQueries({ queryKey: ['chat-outbox'] })
      // Conversations started offline now exist (and maybe the device's chat identity with them).
      if (started) void queryClient.invalidateQueries({ queryKey: ['chat-speaker'] }).then(() => queryClient.invalidateQueries({ queryKey: ['chat', 'threads'] }))
    }
    flush()
    window.addEventListener('online', flush)
    const stop = onOutboxChange(refresh)
    const timer = setInterval(flush, OUTBOX_RETRY_MS)
    return () => {
      window.removeEventListener('online', flush)
      stop()
      clearInterval(timer)
    }
  }, [hydrated, locale, queryClient])
}
