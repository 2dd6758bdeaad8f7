// The access matrix: every collection × list / view / create / update / delete × guest, customer A
// and customer B, checked by the response body (a list an owner rule hides is 200 with no items; a
// staff-only rule answers 403; another's record is 404), with the superuser confirming afterwards
// that refused writes changed nothing. A collection without a row in `matrix` fails the run.
import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attempt, createCustomer, guestClient, superuserClient, type Customer } from '../support/api'
import { buildCart, buildOrder, buildStaff } from '../support/builders'

type Action = 'list' | 'view' | 'create' | 'update' | 'delete'
type Caller = 'guest' | Owner
type Owner = 'A' | 'B'
/**
 * public: anyone ('' rule). published: anyone, published posts only. owner: the record's own
 * customer only; guests see nothing. staff: superusers only (null rule). anyone: open to every
 * caller (users' sign-up). hidden: a rule for staff accounts only, so for every caller here it
 * is an empty list, a 404, or a refused create (not PocketBase's superusers-only 403). listed:
 * anyone lists the published and unavailable experiences only (drafts and archived ones are the
 * staff's, decision 066), while a record stays viewable by id (an order names it).
 */
type Rule = 'public' | 'published' | 'listed' | 'owner' | 'staff' | 'anyone' | 'hidden'

const publicContent = { list: 'public', view: 'public', create: 'staff', update: 'staff', delete: 'staff' } as const
const staffOnly = { list: 'staff', view: 'staff', create: 'staff', update: 'staff', delete: 'staff' } as const
const readOwn = { list: 'owner', view: 'owner', create: 'staff', update: 'staff', delete: 'staff' } as const

/** The expectation table: one row per collection (in fixture dependency order; users last). */
const matrix = {
  countries: publicContent,
  cities: publicContent,
  categories: publicContent,
  experiences: { list: 'listed', view: 'public', create: 'staff', update: 'staff', delete: 'staff' },
  options: publicContent,
  slots: publicContent,
  // Reviews are written by the server only (/api/store/reviews, decision 042); hidden ones are nobody's to read.
  reviews: { list: 'published', view: 'published', create: 'staff', update: 'staff', delete: 'staff' },
  currencies: publicContent,
  posts: { list: 'published', view: 'published', create: 'staff', update: 'staff', delete: 'staff' },
  faqs: publicContent,
  pages: publicContent,
  testimonials: publicContent,
  orders: readOwn,
  bookings: readOwn,
  offer_requests: readOwn,
  carts: { list: 'owner', view: 'owner', create: 'owner', update: 'owner', delete: 'owner' },
  saved_experiences: { list: 'owner', view: 'owner', create: 'owner', update: 'staff', delete: 'owner' },
  // Conversations are written by the server only (/api/store/chat/…, decision 031).
  chat_threads: readOwn,
  chat_messages: readOwn,
  offers: readOwn,
  staff: { list: 'hidden', view: 'hidden', create: 'hidden', update: 'hidden', delete: 'staff' },
  // Departures (decision 045): staff accounts read them; only the server writes them.
  checkins: { list: 'hidden', view: 'hidden', create: 'staff', update: 'staff', delete: 'staff' },
  departure_events: { list: 'hidden', view: 'hidden', create: 'staff', update: 'staff', delete: 'staff' },
  // The catalog studio's audit trail (decision 065): staff accounts read it; only the server writes it.
  catalog_events: { list: 'hidden', view: 'hidden', create: 'staff', update: 'staff', delete: 'staff' },
  // Promo codes' audit trail (issue 35 item 7): staff accounts read it; only the server writes it.
  promo_events: { list: 'hidden', view: 'hidden', create: 'staff', update: 'staff', delete: 'staff' },
  // Schedules (decision 062): managers write them through /api/store/staff/schedules…, which validate and audit.
  schedule_rules: staffOnly,
  schedule_exceptions: staffOnly,
  schedule_events: staffOnly,
  // What a day closure closed (issue 34): the staff endpoint's bookkeeping, superusers only.
  day_closures: staffOnly,
  chat_guests: staffOnly,
  // Per-sender message allowances (issue 34): the server's own counters.
  chat_send_allowances: staffOnly,
  promo_codes: staffOnly,
  payments: staffOnly,
  payment_events: staffOnly,
  sandbox_payments: staffOnly,
  promo_redemptions: staffOnly,
  review_votes: staffOnly,
  review_invitations: staffOnly,
  review_photos: staffOnly,
  contact_messages: staffOnly,
  redirects: staffOnly,
  settings: staffOnly,
  users: { list: 'owner', view: 'owner', create: 'anyone', update: 'owner', delete: 'owner' },
} satisfies Record<string, Record<Action, Rule>>

type Name = keyof typeof matrix

type Row = Record<string, unknown> & { id: string }
type Body = Record<string, unknown>
type Page = { items: Row[]; totalItems: number }
type Answer = { status: number; body: unknown }
/** Owner-scoped records belong to A and B; the others are one shared record (and a hidden one). */
type Fixture = { kind: 'owned'; A: string; B: string } | { kind: 'shared'; id: string; hidden?: string }
type Target = { id: string; owner: Owner | null; hidden: boolean }

type Ctx = {
  admin: PocketBase
  customers: Record<Owner, Customer>
  slot: { id: string; option: string; experience: string; date: string; start_time: string }
  otherExperience: string
  city: string
  country: string
  fixtures: Partial<Record<Name, Fixture>>
}

/** A write the rule's own conditions refuse even on the caller's own data, and its answer. */
type Refusal = { what: string; body: (ctx: Ctx, owner: Owner) => Body; expected: Answer; exact: boolean }

type Scenario = {
  /** The records the matrix acts on, made (or picked from the seed) by the superuser. */
  setup: (ctx: Ctx, name: Name) => Promise<Fixture>
  /** A valid new record; in owner-scoped collections one that belongs to `owner`. */
  create: (ctx: Ctx, owner: Owner) => Body
  /** What the superuser should see in an allowed new record (default: the body sent). */
  created?: (body: Body) => Body
  /** A valid change. */
  update: (ctx: Ctx) => Body
  refused?: { create?: Refusal[]; update?: Refusal[] }
}

const callers: Caller[] = ['guest', 'A', 'B']
const owners: Owner[] = ['A', 'B']
const other = (owner: Owner): Owner => (owner === 'A' ? 'B' : 'A')

const forbidden: Answer = { status: 403, body: { status: 403, message: 'Only superusers can perform this action.', data: {} } }
const notFound: Answer = { status: 404, body: { status: 404, message: "The requested resource wasn't found.", data: {} } }
/** A create rule that does not match: 400 with no field errors (a validation failure names fields). */
const refusedCreate: Answer = { status: 400, body: { status: 400, message: 'Failed to create record.', data: {} } }
const fieldRefused = (action: 'create' | 'update', field: string): Answer => ({
  status: 400,
  body: { status: 400, message: `Failed to ${action} record.`, data: { [field]: { code: 'validation_values_mismatch' } } },
})

let sequence = 0
const uid = () => `${Date.now().toString(36)}${(sequence += 1).toString(36)}`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * `attempt`, waiting out the per-IP rate limiter (guests and customers share 127.0.0.1): `*:create`
 * allows 30 per 10 s. contact_messages and offer_requests allow 5 creates per 10 minutes; this file
 * spends 3 of each per run, so a second run against the same server within 10 minutes gets a 429.
 */
async function call<T>(request: () => Promise<T>): Promise<Answer> {
  for (let tries = 0; ; tries += 1) {
    const answer = await attempt(request)
    if (answer.status !== 429 || tries >= 15) return answer
    await sleep(1000)
  }
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id)
/** A seeded record of a public collection (the first by id). */
const sharedPublic = async (ctx: Ctx, name: Name): Promise<Fixture> => ({ kind: 'shared', id: (await ctx.admin.collection(name).getFirstListItem<Row>('', { sort: 'id' })).id })

/** Records made for the matrix, removed (newest first) at the end. */
const made: [string, string][] = []
async function make(ctx: Ctx, collection: string, body: Body): Promise<string> {
  const row = await ctx.admin.collection(collection).create<Row>(body)
  made.push([collection, row.id])
  return row.id
}
const owned = async (ctx: Ctx, collection: string, body: (owner: Owner) => Body): Promise<Fixture> => ({ kind: 'owned', A: await make(ctx, collection, body('A')), B: await make(ctx, collection, body('B')) })
const fixtureOf = (ctx: Ctx, name: Name): Fixture => {
  const fixture = ctx.fixtures[name]
  if (!fixture) throw new Error(`no fixture for ${name}`)
  return fixture
}
const ownedOf = (ctx: Ctx, name: Name, owner: Owner): string => {
  const fixture = fixtureOf(ctx, name)
  if (fixture.kind !== 'owned') throw new Error(`${name} has no owned fixture`)
  return fixture[owner]
}
const sharedOf = (ctx: Ctx, name: Name): string => {
  const fixture = fixtureOf(ctx, name)
  if (fixture.kind !== 'shared') throw new Error(`${name} has no shared fixture`)
  return fixture.id
}
const userOf = (ctx: Ctx, owner: Owner) => ctx.customers[owner].id

const scenarios: Record<Name, Scenario> = {
  countries: {
    setup: sharedPublic,
    create: () => ({ slug: `matrix-${uid()}`, code: 'ZZ', name_ar: 'مصفوفة', name_en: 'Matrix' }),
    update: () => ({ name_en: 'Changed by a visitor' }),
  },
  cities: {
    setup: sharedPublic,
    create: (ctx) => ({ slug: `matrix-${uid()}`, country: ctx.country, name_ar: 'مصفوفة', name_en: 'Matrix' }),
    update: () => ({ name_en: 'Changed by a visitor' }),
  },
  categories: {
    setup: sharedPublic,
    create: () => ({ slug: `matrix-${uid()}`, kind: 'tour', name_ar: 'مصفوفة', name_en: 'Matrix' }),
    update: () => ({ name_en: 'Changed by a visitor' }),
  },
  experiences: {
    setup: async (ctx) => ({
      kind: 'shared',
      id: (await ctx.admin.collection('experiences').getFirstListItem<Row>("status = 'active'", { sort: 'id' })).id,
      hidden: await make(ctx, 'experiences', { slug: `matrix-draft-${uid()}`, title_ar: 'مسودة', title_en: 'Draft', city: ctx.city, kind: 'tour', status: 'draft' }),
    }),
    create: (ctx) => ({ slug: `matrix-${uid()}`, title_ar: 'مصفوفة', title_en: 'Matrix', city: ctx.city, kind: 'tour', status: 'active' }),
    update: () => ({ title_en: 'Changed by a visitor', price_from: 1 }),
  },
  options: {
    setup: sharedPublic,
    create: (ctx) => ({ experience: ctx.slot.experience, title_ar: 'مصفوفة', title_en: 'Matrix', pricing: 'per_person', max_per_booking: 5 }),
    update: () => ({ title_en: 'Changed by a visitor' }),
  },
  slots: {
    setup: sharedPublic,
    create: (ctx) => ({ option: ctx.slot.option, experience: ctx.slot.experience, date: '2099-01-01', start_time: '09:00', capacity: 10, status: 'open' }),
    update: () => ({ capacity: 9999, reserved: 0 }),
  },
  reviews: {
    setup: async (ctx) => ({
      kind: 'shared',
      id: (await ctx.admin.collection('reviews').getFirstListItem<Row>("status != 'hidden'", { sort: 'id' })).id,
      hidden: await make(ctx, 'reviews', { experience: ctx.slot.experience, rating: 1, locale: 'en', text: 'Hidden by staff', status: 'hidden', hide_reason: 'abuse' }),
    }),
    create: (ctx) => ({ experience: ctx.slot.experience, rating: 5, locale: 'en', text: 'Matrix', verified: true }),
    update: () => ({ rating: 1, text: 'Changed by a visitor' }),
  },
  currencies: {
    setup: sharedPublic,
    create: () => ({ code: 'XMX', name_ar: 'مصفوفة', name_en: 'Matrix', rate_to_sar: 1 }),
    update: () => ({ rate_to_sar: 0.0001 }),
  },
  posts: {
    setup: async (ctx) => ({
      kind: 'shared',
      id: (await ctx.admin.collection('posts').getFirstListItem<Row>("status = 'published'", { sort: 'id' })).id,
      hidden: await make(ctx, 'posts', { slug: `matrix-draft-${uid()}`, title_ar: 'مسودة', title_en: 'Draft', status: 'draft' }),
    }),
    create: () => ({ slug: `matrix-${uid()}`, title_ar: 'مصفوفة', title_en: 'Matrix', status: 'published' }),
    update: () => ({ title_en: 'Changed by a visitor' }),
  },
  faqs: {
    setup: sharedPublic,
    create: () => ({ key: `matrix-${uid()}`, group: 'booking', question_ar: 'س', question_en: 'Q', answer_ar: 'ج', answer_en: 'A' }),
    update: () => ({ answer_en: 'Changed by a visitor' }),
  },
  pages: {
    setup: sharedPublic,
    create: () => ({ slug: `matrix-${uid()}`, title_ar: 'مصفوفة', title_en: 'Matrix' }),
    update: () => ({ title_en: 'Changed by a visitor' }),
  },
  testimonials: {
    setup: sharedPublic,
    create: () => ({ name_ar: 'مصفوفة', name_en: 'Matrix', text_ar: 'نص', text_en: 'Text', rating: 5 }),
    update: () => ({ text_en: 'Changed by a visitor' }),
  },
  orders: {
    setup: async (ctx) => {
      await make(ctx, 'orders', buildOrder()) // a guest's order: no customer, and guests still list nothing
      return owned(ctx, 'orders', (owner) => buildOrder({ user: userOf(ctx, owner), email: ctx.customers[owner].email }))
    },
    create: (ctx, owner) => buildOrder({ user: userOf(ctx, owner), email: ctx.customers[owner].email, status: 'confirmed' }),
    update: () => ({ status: 'confirmed', total: 0 }),
  },
  bookings: {
    setup: (ctx) =>
      owned(ctx, 'bookings', (owner) => ({ order: ownedOf(ctx, 'orders', owner), experience: ctx.slot.experience, option: ctx.slot.option, slot: ctx.slot.id, date: ctx.slot.date, start_time: ctx.slot.start_time, travellers: { adult: 1 }, seats: 1, total: 30000, status: 'held' })),
    create: (ctx, owner) => ({ order: ownedOf(ctx, 'orders', owner), experience: ctx.slot.experience, option: ctx.slot.option, slot: ctx.slot.id, seats: 1, total: 0, status: 'confirmed' }),
    update: () => ({ status: 'confirmed', total: 0 }),
  },
  offer_requests: {
    setup: (ctx) => owned(ctx, 'offer_requests', (owner) => ({ user: userOf(ctx, owner), experience: ctx.slot.experience, name: `Customer ${owner}`, email: ctx.customers[owner].email, group_size: 4, message: 'A group offer, please', status: 'new' })),
    create: (ctx, owner) => ({ user: userOf(ctx, owner), name: `Customer ${owner}`, email: ctx.customers[owner].email, message: 'Another offer' }),
    update: () => ({ status: 'accepted' }),
  },
  carts: {
    setup: (ctx) => owned(ctx, 'carts', (owner) => buildCart(userOf(ctx, owner))),
    create: (ctx, owner) => ({ user: userOf(ctx, owner), items: [] }),
    update: () => ({ items: [{ slotId: 'slot-changed-by-owner', travellers: { adult: 1 } }] }),
    refused: {
      // Moving one's own cart to another customer.
      update: [{ what: 'own cart handed to the other customer', body: (ctx, owner) => ({ user: userOf(ctx, other(owner)) }), expected: notFound, exact: true }],
    },
  },
  saved_experiences: {
    setup: (ctx) => owned(ctx, 'saved_experiences', (owner) => ({ user: userOf(ctx, owner), experience: ctx.slot.experience })),
    create: (ctx, owner) => ({ user: userOf(ctx, owner), experience: ctx.otherExperience }),
    update: (ctx) => ({ experience: ctx.otherExperience }),
  },
  chat_threads: {
    setup: (ctx) => owned(ctx, 'chat_threads', (owner) => ({ user: userOf(ctx, owner), subject: `Thread of ${owner}`, status: 'open', locale: 'en' })),
    create: (ctx, owner) => ({ user: userOf(ctx, owner), subject: 'New question', status: 'open', locale: 'ar' }),
    update: () => ({ status: 'closed', subject: 'Changed' }),
  },
  chat_messages: {
    setup: (ctx) => owned(ctx, 'chat_messages', (owner) => ({ thread: ownedOf(ctx, 'chat_threads', owner), sender: 'customer', kind: 'text', body: `Hello from ${owner}` })),
    create: (ctx, owner) => ({ thread: ownedOf(ctx, 'chat_threads', owner), sender: 'customer', body: 'Another message' }),
    update: () => ({ body: 'Edited', sender: 'staff' }),
  },
  offers: {
    setup: (ctx) =>
      owned(ctx, 'offers', (owner) => ({
        thread: ownedOf(ctx, 'chat_threads', owner),
        experience: ctx.slot.experience,
        option: ctx.slot.option,
        slot: ctx.slot.id,
        travellers: { adult: 1 },
        total: 10000,
        seats: 1,
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        status: 'offered',
      })),
    create: (ctx, owner) => ({ thread: ownedOf(ctx, 'chat_threads', owner), experience: ctx.slot.experience, option: ctx.slot.option, slot: ctx.slot.id, total: 1, expires_at: new Date(Date.now() + 86_400_000).toISOString(), status: 'offered' }),
    update: () => ({ total: 1, status: 'accepted' }),
  },
  staff: {
    setup: async (ctx) => ({ kind: 'shared', id: await make(ctx, 'staff', buildStaff()) }),
    create: () => buildStaff({ role: 'manager' }),
    update: () => ({ role: 'manager', active: true, name: 'Promoted by a visitor' }),
  },
  checkins: {
    setup: async (ctx) => ({ kind: 'shared', id: await make(ctx, 'checkins', { booking: ownedOf(ctx, 'bookings', 'A'), slot: ctx.slot.id, client_id: `matrix-${uid()}`, checked_in_at: new Date().toISOString(), outcome: 'accepted' }) }),
    create: (ctx, owner) => ({ booking: ownedOf(ctx, 'bookings', owner), slot: ctx.slot.id, client_id: `matrix-${uid()}`, checked_in_at: new Date().toISOString(), outcome: 'accepted' }),
    update: () => ({ outcome: 'duplicate' }),
  },
  catalog_events: {
    setup: async (ctx) => ({ kind: 'shared', id: await make(ctx, 'catalog_events', { experience: ctx.slot.experience, action: 'update', staff_name: 'Matrix', changes: {} }) }),
    create: (ctx) => ({ experience: ctx.slot.experience, action: 'update', staff_name: 'Matrix', changes: {} }),
    update: () => ({ staff_name: 'Changed by a visitor' }),
  },
  promo_events: {
    setup: async (ctx) => ({ kind: 'shared', id: await make(ctx, 'promo_events', { promo: 'matrixpromo0001', action: 'update', staff_name: 'Matrix', changes: {} }) }),
    create: () => ({ promo: 'matrixpromo0001', action: 'update', staff_name: 'Matrix', changes: {} }),
    update: () => ({ staff_name: 'Changed by a visitor' }),
  },
  departure_events: {
    setup: async (ctx) => ({ kind: 'shared', id: await make(ctx, 'departure_events', { action: 'check_in', slot: ctx.slot.id, booking: ownedOf(ctx, 'bookings', 'A'), staff_name: 'Matrix', details: {} }) }),
    create: (ctx) => ({ action: 'cancel', slot: ctx.slot.id, staff_name: 'A visitor', details: {} }),
    update: () => ({ staff_name: 'Changed by a visitor' }),
  },
  schedule_rules: {
    setup: async (ctx) => ({ kind: 'shared', id: await make(ctx, 'schedule_rules', { option: ctx.slot.option, experience: ctx.slot.experience, weekdays: [0], start_times: ['09:00'], date_from: '2099-01-01', date_to: '2099-01-31', capacity: 5, price_overrides: {}, status: 'paused' }) }),
    create: (ctx) => ({ option: ctx.slot.option, experience: ctx.slot.experience, weekdays: [1], start_times: ['10:00'], date_from: '2099-02-01', capacity: 500, status: 'active' }),
    update: () => ({ capacity: 999, status: 'active' }),
  },
  schedule_exceptions: {
    setup: async (ctx) => ({ kind: 'shared', id: await make(ctx, 'schedule_exceptions', { experience: ctx.slot.experience, kind: 'blackout', date_from: '2099-01-01', date_to: '2099-01-01', reason: 'Matrix' }) }),
    create: (ctx) => ({ experience: ctx.slot.experience, kind: 'blackout', date_from: '2099-03-01', reason: 'A visitor' }),
    update: () => ({ reason: 'Changed by a visitor' }),
  },
  schedule_events: {
    setup: async (ctx) => ({ kind: 'shared', id: await make(ctx, 'schedule_events', { action: 'rule_created', experience: ctx.slot.experience, staff_name: 'Matrix', details: {} }) }),
    create: (ctx) => ({ action: 'rule_deleted', experience: ctx.slot.experience, staff_name: 'A visitor', details: {} }),
    update: () => ({ staff_name: 'Changed by a visitor' }),
  },
  day_closures: {
    setup: async (ctx) => ({ kind: 'shared', id: await make(ctx, 'day_closures', { date: ctx.slot.date, experiences: [ctx.slot.experience], slots: [ctx.slot.id], staff_name: 'Matrix' }) }),
    create: (ctx) => ({ date: ctx.slot.date, experiences: [], slots: [ctx.slot.id], staff_name: 'A visitor' }),
    update: () => ({ reopened_at: new Date().toISOString() }),
  },
  chat_guests: {
    setup: async (ctx) => ({ kind: 'shared', id: await make(ctx, 'chat_guests', { password: 'x'.repeat(48), passwordConfirm: 'x'.repeat(48) }) }),
    create: () => ({ password: 'y'.repeat(48), passwordConfirm: 'y'.repeat(48) }),
    update: () => ({ merged_into: '' }),
  },
  chat_send_allowances: {
    setup: async (ctx) => ({ kind: 'shared', id: await make(ctx, 'chat_send_allowances', { sender: `matrix${uid()}`, times: [] }) }),
    create: () => ({ sender: `visitor${uid()}`, times: [] }),
    update: () => ({ times: [1, 2, 3] }),
  },
  promo_codes: {
    setup: async (ctx) => ({ kind: 'shared', id: await make(ctx, 'promo_codes', { code: `MATRIX${uid().toUpperCase()}`, type: 'percent', value: 10, active: false }) }),
    create: () => ({ code: `MATRIX${uid().toUpperCase()}`, type: 'percent', value: 100, active: true }),
    update: () => ({ value: 100, active: true }),
  },
  payments: {
    setup: async (ctx) => ({ kind: 'shared', id: await make(ctx, 'payments', { order: ownedOf(ctx, 'orders', 'A'), provider: 'test', amount: 30000, currency: 'SAR', status: 'initiated' }) }),
    create: (ctx, owner) => ({ order: ownedOf(ctx, 'orders', owner), provider: 'test', amount: 30000, currency: 'SAR', status: 'paid' }),
    update: () => ({ status: 'paid' }),
  },
  payment_events: {
    setup: async (ctx) => ({ kind: 'shared', id: await make(ctx, 'payment_events', { provider: 'test', event_id: `evt-${uid()}`, type: 'payment.initiated', payment: sharedOf(ctx, 'payments'), payload: {} }) }),
    create: (ctx) => ({ provider: 'test', event_id: `evt-${uid()}`, type: 'payment.paid', payment: sharedOf(ctx, 'payments'), payload: {} }),
    update: () => ({ type: 'payment.paid' }),
  },
  sandbox_payments: {
    setup: async (ctx) => ({ kind: 'shared', id: await make(ctx, 'sandbox_payments', { order_id: ownedOf(ctx, 'orders', 'A'), amount: 30000, currency: 'SAR', status: 'initiated' }) }),
    create: (ctx, owner) => ({ order_id: ownedOf(ctx, 'orders', owner), amount: 30000, currency: 'SAR', status: 'paid' }),
    update: () => ({ status: 'paid' }),
  },
  promo_redemptions: {
    setup: async (ctx) => ({ kind: 'shared', id: await make(ctx, 'promo_redemptions', { promo: sharedOf(ctx, 'promo_codes'), order: ownedOf(ctx, 'orders', 'A'), user: userOf(ctx, 'A'), email: ctx.customers.A.email, amount: 100 }) }),
    create: (ctx) => ({ promo: sharedOf(ctx, 'promo_codes'), order: ownedOf(ctx, 'orders', 'B'), user: userOf(ctx, 'B'), email: ctx.customers.B.email, amount: 100 }),
    update: () => ({ amount: 0 }),
  },
  review_votes: {
    setup: async (ctx) => ({ kind: 'shared', id: await make(ctx, 'review_votes', { review: sharedOf(ctx, 'reviews'), user: userOf(ctx, 'A') }) }),
    create: (ctx, owner) => ({ review: sharedOf(ctx, 'reviews'), user: userOf(ctx, owner === 'A' ? 'B' : 'A') }),
    update: (ctx) => ({ user: userOf(ctx, 'B') }),
  },
  review_invitations: {
    setup: async (ctx) => ({ kind: 'shared', id: await make(ctx, 'review_invitations', { booking: ownedOf(ctx, 'bookings', 'A'), sent_count: 1 }) }),
    create: (ctx, owner) => ({ booking: ownedOf(ctx, 'bookings', owner), sent_count: 3 }),
    update: () => ({ sent_count: 3 }),
  },
  review_photos: {
    setup: async (ctx) => ({ kind: 'shared', id: await make(ctx, 'review_photos', { review: sharedOf(ctx, 'reviews'), position: 0, width: 640, height: 480 }) }),
    create: (ctx) => ({ review: sharedOf(ctx, 'reviews'), position: 1, width: 640, height: 480 }),
    update: () => ({ position: 2 }),
  },
  contact_messages: {
    setup: async (ctx) => ({ kind: 'shared', id: await make(ctx, 'contact_messages', { name: 'Customer A', email: ctx.customers.A.email, message: 'Hello', user: userOf(ctx, 'A'), status: 'new' }) }),
    create: (ctx, owner) => ({ name: `Customer ${owner}`, email: ctx.customers[owner].email, message: 'Hello again' }),
    update: () => ({ status: 'closed' }),
  },
  redirects: {
    setup: async (ctx) => ({ kind: 'shared', id: await make(ctx, 'redirects', { from_path: `/matrix-${uid()}`, to: '/', status_code: '301', active: false }) }),
    create: () => ({ from_path: `/matrix-${uid()}`, to: 'https://evil.example/', status_code: '302', active: true }),
    update: () => ({ to: 'https://evil.example/', active: true }),
  },
  settings: {
    setup: async (ctx) => ({ kind: 'shared', id: await make(ctx, 'settings', { key: `matrix_${uid()}`, value: { on: false }, public: false }) }),
    create: () => ({ key: `matrix_${uid()}`, value: { on: true }, public: true }),
    update: () => ({ value: { on: true }, public: true }),
  },
  users: {
    setup: async (ctx) => ({ kind: 'owned', A: userOf(ctx, 'A'), B: userOf(ctx, 'B') }),
    create: () => ({ email: `matrix-signup-${uid()}@rihla.test`, password: 'correct-horse-9', passwordConfirm: 'correct-horse-9', first_name: 'Signup' }),
    created: (body) => ({ email: body.email, first_name: 'Signup', verified: false }),
    update: () => ({ first_name: 'Renamed', locale: 'en' }),
    refused: {
      create: [{ what: 'sign-up that verifies itself', body: () => ({ email: `matrix-verified-${uid()}@rihla.test`, password: 'correct-horse-9', passwordConfirm: 'correct-horse-9', verified: true }), expected: fieldRefused('create', 'verified'), exact: false }],
      update: [
        { what: 'own account un-verified', body: () => ({ verified: false }), expected: fieldRefused('update', 'verified'), exact: false },
        { what: 'own email changed without confirmation', body: () => ({ email: `matrix-taken-${uid()}@rihla.test` }), expected: fieldRefused('update', 'email'), exact: false },
      ],
    },
  },
}

/** Users go last: deleting an account ends that customer's session; and they create before deleting. */
const actionOrder = (name: Name): Action[] => (name === 'users' ? ['list', 'view', 'update', 'create', 'delete'] : ['list', 'view', 'update', 'delete', 'create'])

describe('access matrix: every collection × action × caller', () => {
  const ctx = {} as Ctx
  const clients = {} as Record<Caller, PocketBase>

  beforeAll(async () => {
    ctx.admin = await superuserClient()
    ctx.customers = { A: await createCustomer('a'), B: await createCustomer('b') }
    clients.guest = guestClient()
    clients.A = ctx.customers.A.client
    clients.B = ctx.customers.B.client
    const slot = await ctx.admin.collection('slots').getFirstListItem<Row & Ctx['slot']>("status = 'open'", { sort: 'id' })
    ctx.slot = { id: slot.id, option: slot.option, experience: slot.experience, date: slot.date, start_time: slot.start_time }
    ctx.otherExperience = (await ctx.admin.collection('experiences').getFirstListItem<Row>(ctx.admin.filter('id != {:id}', { id: slot.experience }), { sort: 'id' })).id
    const city = await ctx.admin.collection('cities').getFirstListItem<Row & { country: string }>('', { sort: 'id' })
    ctx.city = city.id
    ctx.country = city.country
    ctx.fixtures = {}
    for (const name of Object.keys(matrix) as Name[]) {
      ctx.fixtures[name] = await scenarios[name].setup(ctx, name)
    }
  })

  afterAll(async () => {
    const admin = await superuserClient()
    for (const [collection, id] of made.reverse()) await attempt(() => admin.collection(collection).delete(id))
    for (const customer of Object.values(ctx.customers ?? {})) await attempt(() => admin.collection('users').delete(customer.id))
  })

  it('has a row for every collection on the server (users included) and none for a missing one', async () => {
    const admin = await superuserClient()
    const live = (await admin.collections.getFullList<{ name: string }>()).map((collection) => collection.name).filter((name) => !name.startsWith('_'))
    expect(live).toContain('users')
    const table = Object.keys(matrix)
    expect(
      live.filter((name) => !table.includes(name)),
      'collections with no row in the access matrix',
    ).toEqual([])
    expect(
      table.filter((name) => !live.includes(name)),
      'matrix rows for collections that do not exist',
    ).toEqual([])
  })

  const targetsOf = (fixture: Fixture): Target[] =>
    fixture.kind === 'owned'
      ? owners.map((owner) => ({ id: fixture[owner], owner, hidden: false }))
      : [{ id: fixture.id, owner: null, hidden: false }, ...(fixture.hidden ? [{ id: fixture.hidden, owner: null, hidden: true }] : [])]
  const snapshot = (name: Name, id: string) => ctx.admin.collection(name).getOne<Row>(id)
  const count = async (name: Name) => (await ctx.admin.collection(name).getList(1, 1)).totalItems
  const as = (caller: Caller) => clients[caller]
  /** A caller acting on someone else's data acts for A (guests) or for the other customer. */
  const victimOf = (caller: Caller): Owner => (caller === 'guest' ? 'A' : other(caller))
  const expectAnswer = (answer: Answer, expected: Answer, exact: boolean, label: string) => {
    if (exact) expect(answer, label).toEqual(expected)
    else expect(answer, label).toMatchObject(expected)
  }

  async function checkList(name: Name, rule: Rule) {
    const fixture = fixtureOf(ctx, name)
    for (const caller of callers) {
      const label = `${name}.list as ${caller}`
      const answer = await call(() => as(caller).collection(name).getList<Row>(1, 20, { sort: 'id' }))
      if (rule === 'staff') {
        expect(answer, label).toEqual(forbidden)
        continue
      }
      if (rule === 'hidden') {
        expect(answer, label).toMatchObject({ status: 200, body: { items: [], totalItems: 0 } })
        continue
      }
      expect(answer.status, label).toBe(200)
      const page = answer.body as Page
      if (rule === 'public' || rule === 'published' || rule === 'listed') {
        const shown = { public: '', published: "status = 'published'", listed: "status = 'active' || status = 'unavailable'" }[rule]
        const everything = await ctx.admin.collection(name).getList<Row>(1, 20, { sort: 'id', filter: shown })
        expect(page.totalItems, label).toBe(everything.totalItems)
        expect(ids(page.items), label).toEqual(ids(everything.items))
        expect(page.items.length, label).toBeGreaterThan(0)
        if (fixture.kind === 'shared') {
          expect(ids(page.items), label).toContain(fixture.id)
          if (fixture.hidden) {
            expect(page.items.every((row) => (rule === 'listed' ? row.status === 'active' || row.status === 'unavailable' : row.status === 'published')), label).toBe(true)
            const draft = await call(() => as(caller).collection(name).getList<Row>(1, 5, { filter: `id = '${fixture.hidden}'` }))
            expect(draft, `${label}: the draft`).toMatchObject({ status: 200, body: { items: [], totalItems: 0 } })
          }
        }
      } else if (rule === 'owner') {
        if (fixture.kind !== 'owned') throw new Error(`${name}: owner rule without owned records`)
        expect(ids(page.items), label).toEqual(caller === 'guest' ? [] : [fixture[caller]])
        expect(page.totalItems, label).toBe(caller === 'guest' ? 0 : 1)
      } else throw new Error(`${name}: no list check for rule ${rule}`)
    }
  }

  async function checkView(name: Name, rule: Rule) {
    for (const target of targetsOf(fixtureOf(ctx, name))) {
      for (const caller of callers) {
        const label = `${name}.view of ${target.owner ?? (target.hidden ? 'the draft' : 'the shared record')} as ${caller}`
        const answer = await call(() => as(caller).collection(name).getOne<Row>(target.id))
        const allowed = rule === 'public' || (rule === 'published' && !target.hidden) || (rule === 'owner' && target.owner === caller)
        if (allowed) expect(answer, label).toMatchObject({ status: 200, body: { id: target.id, collectionName: name } })
        else expect(answer, label).toEqual(rule === 'staff' ? forbidden : notFound)
      }
    }
  }

  /** Updates and deletes: every refusal first (and nothing changed), then the owners' own. */
  async function checkWrite(name: Name, action: 'update' | 'delete', rule: Rule) {
    const scenario = scenarios[name]
    const send = (caller: Caller, id: string, body: Body) => action === 'update' ? call(() => as(caller).collection(name).update<Row>(id, body)) : call(() => as(caller).collection(name).delete(id))
    for (const target of targetsOf(fixtureOf(ctx, name))) {
      const before = await snapshot(name, target.id)
      for (const caller of callers) {
        if (rule === 'owner' && target.owner === caller) continue
        const label = `${name}.${action} of ${target.owner ?? 'the shared record'} as ${caller}`
        expect(await send(caller, target.id, scenario.update(ctx)), label).toEqual(rule === 'staff' ? forbidden : notFound)
      }
      if (rule === 'owner' && target.owner && action === 'update') {
        for (const refusal of scenario.refused?.update ?? []) {
          const label = `${name}.update, ${refusal.what}, as ${target.owner}`
          expectAnswer(await send(target.owner, target.id, refusal.body(ctx, target.owner)), refusal.expected, refusal.exact, label)
        }
      }
      expect(await snapshot(name, target.id), `${name}.${action}: refused writes left ${target.id} unchanged`).toEqual(before)
    }
    if (rule === 'staff' || rule === 'hidden') return
    if (rule !== 'owner') throw new Error(`${name}: no ${action} check for rule ${rule}`)
    for (const owner of owners) {
      const id = ownedOf(ctx, name, owner)
      const label = `${name}.${action} of own record as ${owner}`
      const change = scenario.update(ctx)
      const answer = await send(owner, id, change)
      if (action === 'update') {
        expect(answer, label).toMatchObject({ status: 200, body: { id, ...change } })
        expect(await snapshot(name, id), label).toMatchObject(change)
      } else {
        expect(answer, label).toEqual({ status: 200, body: true })
        expect(await attempt(() => snapshot(name, id)), `${label}: gone`).toMatchObject({ status: 404 })
      }
    }
  }

  /** Creates: every refusal first (the count unchanged), then the allowed ones (count up by them). */
  async function checkCreate(name: Name, rule: Rule) {
    const scenario = scenarios[name]
    const send = (caller: Caller, body: Body) => call(() => as(caller).collection(name).create<Row>(body))
    const before = await count(name)
    if (rule === 'staff' || rule === 'hidden') {
      for (const caller of callers) {
        const owner = caller === 'guest' ? 'A' : caller
        expect(await send(caller, scenario.create(ctx, owner)), `${name}.create as ${caller}`).toEqual(rule === 'staff' ? forbidden : refusedCreate)
      }
      expect(await count(name), `${name}: refused creates made nothing`).toBe(before)
      return
    }
    if (rule !== 'owner' && rule !== 'anyone') throw new Error(`${name}: no create check for rule ${rule}`)
    if (rule === 'owner') {
      for (const caller of callers) {
        const label = `${name}.create of ${victimOf(caller)}'s record as ${caller}`
        expect(await send(caller, scenario.create(ctx, victimOf(caller))), label).toEqual(refusedCreate)
      }
    }
    for (const caller of rule === 'owner' ? owners : callers) {
      for (const refusal of scenario.refused?.create ?? []) {
        const label = `${name}.create, ${refusal.what}, as ${caller}`
        expectAnswer(await send(caller, refusal.body(ctx, caller === 'guest' ? 'A' : caller)), refusal.expected, refusal.exact, label)
      }
    }
    expect(await count(name), `${name}: refused creates made nothing`).toBe(before)
    const allowed: Caller[] = rule === 'owner' ? owners : callers
    for (const caller of allowed) {
      const label = `${name}.create of own record as ${caller}`
      const body = scenario.create(ctx, caller === 'guest' ? 'A' : caller)
      const answer = await send(caller, body)
      expect(answer, label).toMatchObject({ status: 200, body: { id: expect.any(String), collectionName: name } })
      const id = (answer.body as Row).id
      made.push([name, id])
      expect(await snapshot(name, id), label).toMatchObject(scenario.created ? scenario.created(body) : body)
      if (rule === 'owner' && caller !== 'guest') {
        expect(await call(() => as(caller).collection(name).getOne(id)), `${label}: the creator sees it`).toMatchObject({ status: 200, body: { id } })
        expect(await call(() => as(other(caller)).collection(name).getOne(id)), `${label}: the other customer does not`).toEqual(notFound)
        expect(await call(() => as('guest').collection(name).getOne(id)), `${label}: guests do not`).toEqual(notFound)
      }
    }
    expect(await count(name), `${name}: allowed creates made one record each`).toBe(before + allowed.length)
  }

  const outcome: Record<Rule, Record<Action, string>> = {
    public: { list: 'everyone 200, every record', view: 'everyone 200', create: '', update: '', delete: '' },
    published: { list: 'everyone 200, published only', view: 'everyone 200; draft 404', create: '', update: '', delete: '' },
    listed: { list: 'everyone 200, published and unavailable only', view: '', create: '', update: '', delete: '' },
    owner: {
      list: 'guest 200 []; A only A’s; B only B’s',
      view: 'own 200; the other’s 404; guest 404',
      create: 'guest 400; for the other 400; own 200',
      update: 'guest 404; the other’s 404; own 200',
      delete: 'guest 404; the other’s 404; own 204',
    },
    staff: { list: 'everyone 403', view: 'everyone 403', create: 'everyone 403, nothing made', update: 'everyone 403, unchanged', delete: 'everyone 403, still there' },
    anyone: { list: '', view: '', create: 'guest, A and B 200 (unverified)', update: '', delete: '' },
    hidden: { list: 'everyone 200 []', view: 'everyone 404', create: 'everyone 400, nothing made', update: 'everyone 404, unchanged', delete: '' },
  }

  for (const name of Object.keys(matrix) as Name[]) {
    describe(name, () => {
      for (const action of actionOrder(name)) {
        const rule: Rule = matrix[name][action]
        it(`${action}: ${outcome[rule][action] || rule}`, async () => {
          if (action === 'list') await checkList(name, rule)
          else if (action === 'view') await checkView(name, rule)
          else if (action === 'create') await checkCreate(name, rule)
          else await checkWrite(name, action, rule)
        })
      }
    })
  }
})
