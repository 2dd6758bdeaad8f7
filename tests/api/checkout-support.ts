// Shared by the cart, promo, checkout and account API tests: plain HTTP calls, bookable slots
// picked from the seed (and reset by the superuser), checkout bodies, and write counters.
import { randomUUID } from 'node:crypto'
import { createCustomer, superuserClient, testServerUrl } from '../support/api'
import type { CheckoutResponse } from '../../pb_hooks/lib/contracts/checkout-contract.js'

export type ErrorBody = { status: number; message: string; data: Record<string, unknown> }
export type Reply<T = unknown> = { status: number; headers: Headers; body: T }

function parseJson(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** A JSON call to the test server; `auth` is a PocketBase token (customer or superuser). */
export async function call<T = unknown>(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string>; auth?: string } = {}): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...(init.headers ?? {}) }
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  if (init.auth) headers.Authorization = init.auth
  const response = await fetch(`${testServerUrl()}${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body), redirect: 'manual' })
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: parseJson(text) as T }
}

export async function superuserToken(): Promise<string> {
  return (await superuserClient()).authStore.token
}

/**
 * Lets this process's requests (127.0.0.1) past the rate limiter while a test file runs many
 * checkouts as real guests and customers; returns the function that restores the settings.
 */
export async function excludeLocalhostFromRateLimits(): Promise<() => Promise<void>> {
  const admin = await superuserClient()
  const settings = (await admin.settings.getAll()) as { rateLimits: { excludedIPs?: string[] } }
  const previous = settings.rateLimits.excludedIPs ?? []
  await admin.settings.update({ rateLimits: { excludedIPs: [...new Set([...previous, '127.0.0.1'])] } })
  return async () => {
    await admin.settings.update({ rateLimits: { excludedIPs: previous } })
  }
}

export type TravellerType = { key: string; price: number }
export type BookableSlot = {
  id: string
  date: string
  start_time: string
  option: string
  experience: string
  price_overrides: Record<string, number>
  expand: { option: { id: string; pricing: string; traveller_types: TravellerType[]; max_per_booking: number; pay_later_allowed: boolean; guest_details_required: boolean; pickup_places: { key: string }[] }; experience: { id: string; city: string; categories: string[]; title_en: string } }
}

const taken = new Set<string>()

/** A date `days` after today in Riyadh. */
export function riyadhDate(days: number): string {
  return new Date(Date.now() + 3 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)
}

/**
 * Open slots 7 to 10 days ahead (or `days` [first, last] ahead) of active per-person options
 * with an adult price, max_per_booking ≥ 4 and no minimum above one (by default without pickup and guest names;
 * `options` ask otherwise), one per option, from a shuffled list and never twice in a test file;
 * their seats are reset to `capacity` (20) free seats and their price overrides removed.
 */
export async function bookableSlots(count: number, options: { payLater?: boolean; guestDetails?: boolean; pickup?: boolean; capacity?: number; days?: [number, number] } = {}): Promise<BookableSlot[]> {
  const [firstDay, lastDay] = options.days ?? [7, 10]
  const admin = await superuserClient()
  const optionClauses = ["pricing = 'per_person'", `guest_details_required = ${options.guestDetails ? 'true' : 'false'}`, "experience.status = 'active'", "experience.expires_at = ''", 'max_per_booking >= 4', 'min_per_booking <= 1']
  if (options.payLater !== undefined) optionClauses.push(`pay_later_allowed = ${options.payLater}`)
  type OptionRow = BookableSlot['expand']['option']
  const optionRows = await admin.collection('options').getFullList<OptionRow>({ filter: optionClauses.join(' && '), batch: 500 })
  const wantsPickup = Boolean(options.pickup)
  const candidates = optionRows.filter((option) => (option.pickup_places?.length ?? 0) > 0 === wantsPickup && option.traveller_types.some((type) => type.key === 'adult'))
  // Shuffled, so test files and runs spread over the catalog.
  for (let index = candidates.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1))
    ;[candidates[index], candidates[other]] = [candidates[other]!, candidates[index]!]
  }
  const picked: BookableSlot[] = []
  for (let start = 0; start < candidates.length && picked.length < count; start += 30) {
    const chunk = candidates.slice(start, start + 30)
    // reserved = 0: slots another test file booked (their bookings still live) are left alone.
    const filter = `status = 'open' && reserved = 0 && date >= '${riyadhDate(firstDay)}' && date <= '${riyadhDate(lastDay)}' && (${chunk.map((option) => `option = '${option.id}'`).join(' || ')})`
    const list = await admin.collection('slots').getList<BookableSlot>(1, 300, { filter, expand: 'option,experience', skipTotal: true })
    for (const slot of list.items) {
      if (picked.length >= count) break
      if (taken.has(slot.id) || picked.some((other) => other.option === slot.option)) continue
      picked.push(slot)
    }
  }
  if (picked.length < count) throw new Error(`only ${picked.length} bookable slots found, ${count} needed`)
  for (const slot of picked) {
    taken.add(slot.id)
    await admin.collection('slots').update(slot.id, { capacity: options.capacity ?? 20, reserved: 0, price_overrides: {} })
    slot.price_overrides = {}
  }
  return picked
}

/** The adult price of a slot (its option's, no overrides after bookableSlots). */
export const adultPrice = (slot: BookableSlot) => slot.expand.option.traveller_types.find((type) => type.key === 'adult')!.price

let guestCounter = 0
export function leadGuest(overrides: Record<string, unknown> = {}) {
  guestCounter += 1
  return { firstName: 'Sara', lastName: 'Alharbi', email: `guest-${Date.now()}-${guestCounter}@rihla.test`, countryCode: '+966', phone: '551234567', ...overrides }
}

export function checkoutBody(slots: BookableSlot[], overrides: Record<string, unknown> = {}, adults = 1) {
  return { items: slots.map((slot) => ({ slotId: slot.id, travellers: { adult: adults }, expectedTotal: adultPrice(slot) * adults })), leadGuest: leadGuest(), paymentMethod: 'card', locale: 'en', ...overrides }
}

/** The checkout's 201 answer: the server's contract (pb_hooks/lib/contracts/checkout-contract.js). */
export type CheckoutCreated = CheckoutResponse

/**
 * The auth token of a new signed-in customer with a verified email: pay later is for them only
 * (docs/decisions/025-pay-later-policy.md). A new one each time, so caps never carry over.
 */
export async function payLaterCustomerAuth(name = 'pay-later'): Promise<string> {
  return (await createCustomer(name)).client.authStore.token
}

export function postCheckout(body: unknown, options: { key?: string; auth?: string; headers?: Record<string, string> } = {}) {
  return call<CheckoutCreated & ErrorBody>('/api/store/checkout', { method: 'POST', body, auth: options.auth, headers: { 'Idempotency-Key': options.key ?? randomUUID(), ...(options.headers ?? {}) } })
}

/** Counts of orders, bookings and promo redemptions, and the reserved seats of some slots. */
export async function writeCounts(slotIds: string[] = []) {
  const admin = await superuserClient()
  const total = async (name: string) => (await admin.collection(name).getList(1, 1, { skipTotal: false })).totalItems
  const [orders, bookings, redemptions] = [await total('orders'), await total('bookings'), await total('promo_redemptions')]
  const reserved: Record<string, number> = {}
  for (const id of slotIds) reserved[id] = (await admin.collection('slots').getOne<{ reserved: number }>(id)).reserved
  return { orders, bookings, redemptions, reserved }
}

/** A promo code made for one test (staff create it as the dashboard would). */
export async function createPromo(overrides: Record<string, unknown> = {}) {
  const admin = await superuserClient()
  const code = `T${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 6).toUpperCase()}`
  const now = Date.now()
  const record = await admin.collection('promo_codes').create<{ id: string; code: string }>({
    code,
    description_en: 'test code',
    type: 'percent',
    value: 10,
    min_subtotal: 0,
    max_discount: 0,
    starts_at: new Date(now - 86_400_000).toISOString(),
    ends_at: new Date(now + 30 * 86_400_000).toISOString(),
    usage_limit: 0,
    per_customer_limit: 0,
    used_count: 0,
    scope: {},
    active: true,
    ...overrides,
  })
  return record
}

export const releaseHolds = async () => call<{ bookings: number; orders: number; seats: number }>('/api/store/admin/release-holds', { method: 'POST', auth: await superuserToken() })
