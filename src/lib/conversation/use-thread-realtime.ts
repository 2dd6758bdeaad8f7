import { useEffect, useState } from 'react'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import type PocketBase from 'pocketbase'
import { useOnlineStatus } from '../use-online-status'
import { fetchThreadView } from './conversation-api'
import { applyThreadEvent, lastMessageId, mergeMessages } from './thread-view'
import type { ChatEvent, ChatSide, ThreadView } from './types'

/** How long "is typing" shows after the last notice (the sender repeats it every 1.5 s while typing). */
const TYPING_SHOWS_MS = 4000

/**
 * Follows one thread live: its topic's events go into the cached view under `queryKey`, and on
 * every (re)connect the messages sent meanwhile are fetched (the SDK does not replay). Answers
 * who on the other side is typing, if anyone.
 */
export function useThreadRealtime(client: PocketBase | undefined, threadId: string, queryKey: QueryKey, mySide: ChatSide): { typingName: string | null } {
  const queryClient = useQueryClient()
  const [typing, setTyping] = useState<{ name: string; until: number } | null>(null)
  const keyText = JSON.stringify(queryKey)
  // Subscribing fails offline; coming back online subscribes again (and catches up on connect).
  const online = useOnlineStatus()

  useEffect(() => {
    if (!client || !threadId || !online) return
    let stopped = false
    const unsubscribers: Array<() => Promise<void>> = []
    const key = JSON.parse(keyText) as QueryKey
    const catchUp = async () => {
      const view = queryClient.getQueryData<ThreadView>(key)
      const after = lastMessageId(view)
      // Nothing to continue from: fetch it all again, cancelling a first fetch that may have
      // started before the subscription (its answer could miss what came meanwhile).
      if (!after) return void queryClient.invalidateQueries({ queryKey: key }).catch(() => undefined)
      try {
        const missed = await fetchThreadView(client, threadId, after ? { after, limit: 200 } : {})
        if (stopped) return
        queryClient.setQueryData<ThreadView>(key, (old) =>
          old ? { ...missed, messages: { hasMore: old.messages.hasMore, items: mergeMessages(old.messages.items, missed.messages.items) } } : missed,
        )
      } catch {
        // Offline again: the next connect tries once more.
      }
    }
    const onEvent = (event: ChatEvent) => {
      if (event.type === 'typing') {
        if (event.side !== mySide) setTyping({ name: event.name, until: Date.now() + TYPING_SHOWS_MS })
        return
      }
      if (event.type === 'message' && event.message.sender !== mySide) setTyping(null)
      queryClient.setQueryData<ThreadView>(key, (old) => (old ? applyThreadEvent(old, event) : old))
    }
    void (async () => {
      try {
        unsubscribers.push(await client.realtime.subscribe(`rihla.chat.${threadId}`, onEvent))
        unsubscribers.push(await client.realtime.subscribe('PB_CONNECT', () => void catchUp()))
        // The connection may have been open already (another topic), so no PB_CONNECT comes now:
        // what arrived since the view was cached is fetched once the topic is subscribed.
        if (!stopped) void catchUp()
      } catch {
        // Offline: the SDK reconnects by itself once a subscription is made; try again on 'online'.
      }
      if (stopped) unsubscribers.splice(0).forEach((unsubscribe) => void unsubscribe().catch(() => undefined))
    })()
    return () => {
      stopped = true
      unsubscribers.splice(0).forEach((unsubscribe) => void unsubscribe().catch(() => undefined))
    }
  }, [client, threadId, keyText, mySide, queryClient, online])

  // The indicator goes away by itself when no notice follows.
  useEffect(() => {
    if (!typing) return
    const timer = setTimeout(() => setTyping(null), Math.max(0, typing.until - Date.now()))
    return () => clearTimeout(timer)
  }, [typing])

  return { typingName: typing ? typing.name : null }
}
