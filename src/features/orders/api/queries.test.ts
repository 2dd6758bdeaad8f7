import { describe, expect, it } from 'vitest'
import { shouldPersistQuery } from '../../../lib/query-persister'
import { OUTCOME_POLL_MS, orderQueries } from './queries'
import type { OrderView } from '../types'

const answer = (outcome: string) => ({ order: { status: 'pending_payment', outcome }, bookings: [] }) as unknown as OrderView

describe('orderQueries.view', () => {
  it('is kept on the device for offline vouchers, without the order link’s token', () => {
    const options = orderQueries.view('0qt70ht6te0iq0z', 'c2ExaBnIPAF0fUkIlH0krfLxgqNIQ2oep0JfMCNY')
    expect(options.queryKey).toEqual(['orders', 'view', '0qt70ht6te0iq0z'])
    expect(JSON.stringify(options.queryKey)).not.toContain('c2ExaB')
    expect(shouldPersistQuery({ queryKey: options.queryKey, state: { status: 'success' } } as never)).toBe(true)
  })

  it('asks again every 2 s only while the payment is being confirmed', () => {
    const { refetchInterval } = orderQueries.view('0qt70ht6te0iq0z', undefined)
    const interval = (data: OrderView | undefined) => (refetchInterval as (query: unknown) => number | false)({ state: { data } })
    expect(interval(answer('in_progress'))).toBe(OUTCOME_POLL_MS)
    expect(OUTCOME_POLL_MS).toBe(2000)
    expect(interval(answer('booked'))).toBe(false)
    expect(interval(answer('payment_failed'))).toBe(false)
    expect(interval(undefined)).toBe(false)
  })
})
