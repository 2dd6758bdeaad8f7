import { useEffect, useRef } from 'react'
import type PocketBase from 'pocketbase'
import type { ChatEvent } from './types'

/**
 * Listens to one realtime topic while the component is shown (or until `client` changes). The
 * subscription may arrive after unmount: it is then stopped at once. `onListening` runs once the
 * subscription is in place and after every reconnect: what changed before it (since the caller's
 * last fetch) sent no event this page heard, so the caller asks again there.
 */
export function useRealtimeTopic(client: PocketBase | Promise<PocketBase> | null | undefined, topic: string, onEvent: (event: ChatEvent) => void, onListening?: () => void) {
  const handler = useRef(onEvent)
  const listening = useRef(onListening)
  useEffect(() => {
    handler.current = onEvent
    listening.current = onListening
  })
  useEffect(() => {
    if (!client) return
    let stopped = false
    const unsubscribers: Array<() => Promise<void>> = []
    const stopAll = () => unsubscribers.splice(0).forEach((stop) => void stop().catch(() => undefined))
    void Promise.resolve(client)
      .then(async (ready) => {
        unsubscribers.push(await ready.realtime.subscribe(topic, (event: ChatEvent) => handler.current(event)))
        if (stopped) return stopAll()
        listening.current?.()
        // The connection is up by now, so PB_CONNECT from here on is a reconnect (the SDK subscribes
        // again by itself), which may have missed events meanwhile.
        unsubscribers.push(await ready.realtime.subscribe('PB_CONNECT', () => listening.current?.()))
        if (stopped) stopAll()
      })
      .catch(() => undefined)
    return () => {
      stopped = true
      stopAll()
    }
  }, [client, topic])
}
