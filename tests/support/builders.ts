// Builders for test records: valid defaults, overridable per test.
import { randomUUID } from 'node:crypto'

let sequence = 0
// The worker's pid too: two Playwright workers build in the same millisecond with the same sequence.
const next = () => `${Date.now().toString(36)}${process.pid.toString(36)}${(sequence += 1)}`.toUpperCase()

export function buildOrder(overrides: Record<string, unknown> = {}) {
  const id = next()
  return {
    number: `R-${id}`,
    purchase_id: `P-${id}`,
    invoice_number: `INV-${id}`,
    email: `lead-${id.toLowerCase()}@rihla.test`,
    lead_guest: { firstName: 'Sara', lastName: 'Alharbi', email: `lead-${id.toLowerCase()}@rihla.test`, countryCode: '+966', phone: '500000000' },
    status: 'pending_payment',
    currency: 'SAR',
    subtotal: 30000,
    discount: 0,
    total: 30000,
    payment_method: 'card',
    idempotency_key: randomUUID(),
    access_token: randomUUID(),
    locale: 'ar',
    ...overrides,
  }
}

export function buildCart(user: string, overrides: Record<string, unknown> = {}) {
  return { user, items: [{ slotId: 'slot-from-a-test', travellers: { adult: 2 } }], ...overrides }
}

/** A staff account as a superuser (or a manager, for agents) creates it. */
export function buildStaff(overrides: Record<string, unknown> = {}) {
  const id = next().toLowerCase()
  return {
    email: `staff-${id}@rihla.test`,
    password: 'staff-password-1',
    passwordConfirm: 'staff-password-1',
    name: `Huda ${id}`,
    role: 'agent',
    active: true,
    locale: 'en',
    verified: true,
    ...overrides,
  }
}

/** A booking of an order (as the checkout writes it): one departure's day, time, travellers and price. */
export function buildBooking(order: string, departure: { experience: string; option: string; slot: string; date: string; startTime: string }, overrides: Record<string, unknown> = {}) {
  return {
    order,
    experience: departure.experience,
    option: departure.option,
    slot: departure.slot,
    date: departure.date,
    start_time: departure.startTime,
    travellers: { adult: 2 },
    unit_prices: { adult: 15000 },
    seats: 2,
    total: 30000,
    status: 'confirmed',
    ...overrides,
  }
}
