import { useEffect, useRef } from 'react'
import type PocketBase from 'pocketbase'
import type { ChatEvent } from './types'

/**
 * Listens to one realtime topic while the component is shown (or until `client` changes). The
 * subscription may arrive after unmount: it is then stopped at once. Failures are left to the
 * caller's refetch (a missed event is asked for again on reconnect).
 */
export function useRealtimeTopic(client: PocketBase | Promise<PocketBase> | null | undefined, topic: string, onEvent: (event: ChatEvent) => void) {
  const handler = useRef(onEvent)
  useEffect(() => {
    handler.current = onEvent
  })
  useEffect(() => {
    if (!client) return
    let stopped = false
    let unsubscribe: (() => Promise<void>) | undefined
    void Promise.resolve(client)
      .then((ready) => ready.realtime.subscribe(topic, (event: ChatEvent) => handler.current(event)))
      .then((stop) => {
        unsubscribe = stop
        if (stopped) void stop().catch(() => undefined)
      })
      .catch(() => undefined)
    return () => {
      stopped = true
      void unsubscribe?.().catch(() => undefined)
    }
  }, [client, topic])
}
