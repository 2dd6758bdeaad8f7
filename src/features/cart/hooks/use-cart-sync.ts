import { useEffect, useRef } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { pocketBase } from '../../../lib/pocketbase'
import { useAuth } from '../../../lib/use-auth'
import { cartQueries, replaceLocalCart, type LocalCartItem } from '../../../lib/device-cart'
import { rememberCartSize } from '../../../lib/cart-size-cookie'
import { mergeCarts } from '../merge-carts'

type CartRecord = { id: string; user: string; items: LocalCartItem[] | null }

async function accountCart(userId: string): Promise<CartRecord | null> {
  const pb = await pocketBase()
  const [record] = await pb.collection('carts').getFullList<CartRecord>({ filter: pb.filter('user = {:userId}', { userId }) })
  return record ?? null
}

/**
 * A customer's cart lives in `carts` too, so it follows them to other devices. On sign-in the
 * device's cart and the account's are merged (nothing is lost); afterwards every change on
 * this device is written back.
 */
export function useCartSync() {
  const user = useAuth()
  const queryClient = useQueryClient()
  const { data: items } = useQuery(cartQueries.local())
  // The account being merged, and the account whose cart is merged and in sync.
  const merging = useRef<string | null>(null)
  const merged = useRef<string | null>(null)
  const recordId = useRef<string | null>(null)

  // Sign-in: merge once per account.
  useEffect(() => {
    if (!user?.id || merging.current === user.id) return
    merging.current = user.id
    void (async () => {
      try {
        const record = await accountCart(user.id)
        recordId.current = record?.id ?? null
        const device = queryClient.getQueryData(cartQueries.local().queryKey) ?? []
        const together = mergeCarts(device, record?.items ?? [])
        await replaceLocalCart(together)
        const pb = await pocketBase()
        if (record) await pb.collection('carts').update(record.id, { items: together })
        else if (together.length) recordId.current = (await pb.collection('carts').create<CartRecord>({ user: user.id, items: together })).id
        merged.current = user.id
        await queryClient.invalidateQueries({ queryKey: cartQueries.local().queryKey })
      } catch (error) {
        merging.current = null
        console.warn('could not merge the cart with the account', error)
      }
    })()
  }, [queryClient, user?.id])

  // The server paints the cart page and the header's count from this (cart-size-cookie.ts).
  useEffect(() => {
    if (items) rememberCartSize(items.length)
  }, [items])

  // Every later change: write the account's copy.
  useEffect(() => {
    if (!user?.id || merged.current !== user.id || !items) return
    void (async () => {
      try {
        const pb = await pocketBase()
        if (recordId.current) await pb.collection('carts').update(recordId.current, { items })
        else recordId.current = (await pb.collection('carts').create<CartRecord>({ user: user.id, items })).id
      } catch (error) {
        console.warn('could not save the cart to the account', error)
      }
    })()
  }, [items, user?.id])

  useEffect(() => {
    if (!user) {
      merging.current = null
      merged.current = null
      recordId.current = null
    }
  }, [user])
}
