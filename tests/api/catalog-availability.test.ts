// GET /api/store/availability/{experienceId}?from=&to= and /{experienceId}/{date} against the
// seeded catalog. Days far ahead of one experience are set up through the collection API (as
// staff) to be sold out, closed or discounted, and restored afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superuserClient, testServerUrl } from '../support/api'

type Day = { date: string; status: 'available' | 'soldout' | 'closed'; fromPrice: number | null }
type DaysBody = { experienceId: string; status: 'active' | 'unavailable'; currency: string; days: Day[] }
type TravellerType = { key: string; name_ar: string; name_en: string; age_min: number; age_max: number; price: number }
type SlotAnswer = { id: string; start_time: string; remaining: number; status: 'available' | 'soldout'; prices: Record<string, number> }
type OptionAnswer = {
  id: string
  title_ar: string
  title_en: string
  description_ar: string
  description_en: string
  pricing: 'per_person' | 'per_item'
  max_per_booking: number
  pay_later_allowed: boolean
  languages: string[]
  pickup_places: unknown[]
  traveller_types: TravellerType[]
  slots: SlotAnswer[]
}
type DateBody = { date: string; options: OptionAnswer[] }
type ErrorBody = { status: number; message: string; data: Record<string, { code: string; message: string }> }
type SlotRecord = { id: string; option: string; date: string; start_time: string; capacity: number; reserved: number; price_overrides: Record<string, number> | null; status: 'open' | 'closed' }
type OptionRecord = { id: string; sort: number; pricing: 'per_person' | 'per_item'; traveller_types: TravellerType[]; title_en: string }

const arabic = /[\u0621-\u064a]/

function addDays(isoDate: string, days: number) {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
const riyadhToday = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10)

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${testServerUrl()}${path}`, { headers })
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : null }
}

async function days(id: string, from: string, to: string) {
  const response = await get(`/api/store/availability/${id}?from=${from}&to=${to}`)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as DaysBody
}

async function dateOptions(id: string, date: string) {
  const response = await get(`/api/store/availability/${id}/${date}`)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as DateBody
}

async function slotsOn(experienceId: string, date: string) {
  const admin = await superuserClient()
  return admin.collection('slots').getFullList<SlotRecord>({ filter: admin.filter('experience = {:experienceId} && date = {:date}', { experienceId, date }), sort: 'start_time' })
}

async function optionsOf(experienceId: string) {
  const admin = await superuserClient()
  return admin.collection('options').getFullList<OptionRecord>({ filter: admin.filter('experience = {:experienceId}', { experienceId }), sort: 'sort' })
}

/** The headline price of a slot: adult (item for per_item options) with the slot's override. */
function headline(option: OptionRecord, slot: SlotRecord) {
  const key = option.pricing === 'per_item' ? 'item' : 'adult'
  const override = slot.price_overrides?.[key]
  return typeof override === 'number' ? override : option.traveller_types.find((type) => type.key === key)!.price
}

let experienceId = ''
let seedToday = ''
const touched = new Map<string, SlotRecord>()

/** Updates a slot as staff, remembering its first state to restore. */
async function setSlot(slot: SlotRecord, changes: Partial<SlotRecord>) {
  if (!touched.has(slot.id)) touched.set(slot.id, slot)
  const admin = await superuserClient()
  await admin.collection('slots').update(slot.id, changes)
}

beforeAll(async () => {
  const admin = await superuserClient()
  seedToday = process.env.RIHLA_TEST_SEED_TODAY ?? riyadhToday()
  // An active, per-person experience that never expires, with slots 150–153 days ahead.
  const candidates = await admin.collection('experiences').getList<{ id: string; slug: string }>(1, 50, {
    filter: "status = 'active' && expires_at = '' && kind = 'tour'",
    sort: '-popularity',
    fields: 'id,slug',
  })
  for (const candidate of candidates.items) {
    const options = await optionsOf(candidate.id)
    if (!options.every((option) => option.pricing === 'per_person')) continue
    const slots = await Promise.all([150, 151, 152, 153].map((offset) => slotsOn(candidate.id, addDays(seedToday, offset))))
    if (slots.every((list) => list.length > 0)) {
      experienceId = candidate.id
      break
    }
  }
  expect(experienceId, 'an experience to set up').not.toBe('')
})

afterAll(async () => {
  const admin = await superuserClient()
  for (const slot of touched.values()) {
    await admin.collection('slots').update(slot.id, { capacity: slot.capacity, status: slot.status, price_overrides: slot.price_overrides ?? {} })
  }
})

describe('GET /api/store/availability/{experienceId}?from=&to=', () => {
  it('answers every day of the range, briefly cached', async () => {
    const today = riyadhToday()
    const response = await get(`/api/store/availability/${experienceId}?from=${today}&to=${addDays(today, 59)}`)
    expect(response.status).toBe(200)
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1])
    expect(maxAge).toBeGreaterThan(0)
    expect(maxAge).toBeLessThanOrEqual(60)
    const body = response.body as DaysBody
    expect(body).toMatchObject({ experienceId, status: 'active', currency: 'SAR' })
    expect(body.days.map((day) => day.date)).toEqual(Array.from({ length: 60 }, (_, index) => addDays(today, index)))
    for (const day of body.days) {
      expect(['available', 'soldout', 'closed']).toContain(day.status)
      if (day.status === 'available') expect(Number.isInteger(day.fromPrice) && day.fromPrice! > 0).toBe(true)
      else expect(day.fromPrice).toBeNull()
    }
    expect(body.days.some((day) => day.status === 'available')).toBe(true)
  })

  it('agrees with the slots: status per day and the lowest headline price with overrides', async () => {
    const from = addDays(seedToday, 20)
    const to = addDays(seedToday, 40)
    const body = await days(experienceId, from, to)
    const options = new Map((await optionsOf(experienceId)).map((option) => [option.id, option]))
    const admin = await superuserClient()
    const slots = await admin.collection('slots').getFullList<SlotRecord>({ filter: admin.filter('experience = {:experienceId} && date >= {:from} && date <= {:to}', { experienceId, from, to }) })
    for (const day of body.days) {
      const daySlots = slots.filter((slot) => slot.date === day.date)
      const open = daySlots.filter((slot) => slot.status === 'open')
      const bookable = open.filter((slot) => slot.capacity - slot.reserved > 0)
      const expected = open.length === 0 ? 'closed' : bookable.length === 0 ? 'soldout' : 'available'
      expect(day.status, day.date).toBe(expected)
      if (expected === 'available') expect(day.fromPrice, day.date).toBe(Math.min(...bookable.map((slot) => headline(options.get(slot.option)!, slot))))
    }
  })

  it('makes a day sold out when its open slots have no seats, closed when its slots are closed, and applies price overrides', async () => {
    const [soldOutDay, closedDay, cheapDay] = [150, 151, 152].map((offset) => addDays(seedToday, offset))
    for (const slot of await slotsOn(experienceId, soldOutDay!)) await setSlot(slot, { status: 'open', capacity: 0 })
    for (const slot of await slotsOn(experienceId, closedDay!)) await setSlot(slot, { status: 'closed' })
    const cheapSlots = await slotsOn(experienceId, cheapDay!)
    for (const [index, slot] of cheapSlots.entries()) await setSlot(slot, { status: 'open', capacity: Math.max(slot.reserved + 5, 10), price_overrides: index === 0 ? { adult: 1234 } : {} })

    const body = await days(experienceId, soldOutDay!, addDays(seedToday, 153))
    const byDate = new Map(body.days.map((day) => [day.date, day]))
    expect(byDate.get(soldOutDay!)).toEqual({ date: soldOutDay, status: 'soldout', fromPrice: null })
    expect(byDate.get(closedDay!)).toEqual({ date: closedDay, status: 'closed', fromPrice: null })
    expect(byDate.get(cheapDay!)).toEqual({ date: cheapDay, status: 'available', fromPrice: 1234 })
  })

  it('uses the item price for per-item options', async () => {
    const admin = await superuserClient()
    const option = await admin.collection('options').getFirstListItem<OptionRecord & { experience: string }>("pricing = 'per_item' && experience.status = 'active' && experience.expires_at = ''")
    const from = addDays(seedToday, 30)
    const to = addDays(seedToday, 36)
    const body = await days(option.experience, from, to)
    const options = new Map((await optionsOf(option.experience)).map((row) => [row.id, row]))
    const slots = await admin.collection('slots').getFullList<SlotRecord>({ filter: admin.filter('experience = {:id} && date >= {:from} && date <= {:to}', { id: option.experience, from, to }) })
    const available = body.days.filter((day) => day.status === 'available')
    expect(available.length).toBeGreaterThan(0)
    for (const day of available) {
      const bookable = slots.filter((slot) => slot.date === day.date && slot.status === 'open' && slot.capacity - slot.reserved > 0)
      expect(day.fromPrice).toBe(Math.min(...bookable.map((slot) => headline(options.get(slot.option)!, slot))))
    }
  })

  it('closes past days', async () => {
    const today = riyadhToday()
    const body = await days(experienceId, addDays(today, -3), addDays(today, 1))
    expect(body.days.slice(0, 3).every((day) => day.status === 'closed')).toBe(true)
  })

  it('says unavailable and closes every day when staff take the experience down', async () => {
    const admin = await superuserClient()
    const record = await admin.collection('experiences').getOne<{ status: string }>(experienceId)
    await admin.collection('experiences').update(experienceId, { status: 'unavailable' })
    try {
      const body = await days(experienceId, addDays(seedToday, 20), addDays(seedToday, 30))
      expect(body.status).toBe('unavailable')
      expect(body.days.every((day) => day.status === 'closed' && day.fromPrice === null)).toBe(true)
      expect((await dateOptions(experienceId, addDays(seedToday, 25))).options).toEqual([])
    } finally {
      await admin.collection('experiences').update(experienceId, { status: record.status })
    }
  })

  it('refuses bad dates with 400 and an unknown experience with 404, in Arabic or English', async () => {
    const today = riyadhToday()
    const cases: [string, string, string][] = [
      [`from=${today}`, 'to', 'validation_required'],
      [`from=${today}&to=not-a-date`, 'to', 'validation_invalid_date'],
      [`from=2026-02-30&to=2026-03-02`, 'from', 'validation_invalid_date'],
      [`from=${addDays(today, 5)}&to=${today}`, 'to', 'validation_invalid_range'],
      [`from=${today}&to=${addDays(today, 92)}`, 'to', 'validation_range_too_long'],
      [`from=${today}&to=${today}&colour=red`, 'colour', 'validation_unknown_param'],
    ]
    for (const [query, field, code] of cases) {
      const response = await get(`/api/store/availability/${experienceId}?${query}`)
      expect(response.status, query).toBe(400)
      const body = response.body as ErrorBody
      expect(body.data[field]?.code, query).toBe(code)
      expect(body.message).toMatch(arabic)
    }
    const english = await get(`/api/store/availability/${experienceId}?from=${today}&to=${addDays(today, 100)}&locale=en`)
    expect((english.body as ErrorBody).message).toBe('The range cannot be longer than 92 days.')
    expect((await days(experienceId, today, addDays(today, 91))).days).toHaveLength(92)

    const missing = await get(`/api/store/availability/nosuchexperien?from=${today}&to=${today}`)
    expect(missing.status).toBe(404)
    expect((missing.body as ErrorBody).message).toMatch(arabic)
    const missingEnglish = await get(`/api/store/availability/nosuchexperien/${today}`, { 'Accept-Language': 'en' })
    expect(missingEnglish.status).toBe(404)
    expect((missingEnglish.body as ErrorBody).message).toBe('Experience not found.')
  })
})

describe('GET /api/store/availability/{experienceId}/{date}', () => {
  it('lists the bookable options in order with their slots, seats left and prices', async () => {
    const date = addDays(seedToday, 45)
    const response = await get(`/api/store/availability/${experienceId}/${date}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/)
    const body = response.body as DateBody
    expect(body.date).toBe(date)
    const options = await optionsOf(experienceId)
    const slots = (await slotsOn(experienceId, date)).filter((slot) => slot.status === 'open')
    const expectedOptions = options.filter((option) => slots.some((slot) => slot.option === option.id))
    expect(body.options.map((option) => option.id)).toEqual(expectedOptions.map((option) => option.id))
    for (const answer of body.options) {
      const option = options.find((row) => row.id === answer.id)!
      expect(answer.title_ar).toMatch(arabic)
      expect(typeof answer.pay_later_allowed).toBe('boolean')
      expect(Array.isArray(answer.languages) && Array.isArray(answer.pickup_places)).toBe(true)
      const optionSlots = slots.filter((slot) => slot.option === option.id)
      expect(answer.slots.map((slot) => slot.id)).toEqual(optionSlots.map((slot) => slot.id))
      for (const slot of answer.slots) {
        const record = optionSlots.find((row) => row.id === slot.id)!
        expect(slot.start_time).toBe(record.start_time)
        expect(slot.remaining).toBe(Math.max(0, record.capacity - record.reserved))
        expect(slot.status).toBe(slot.remaining > 0 ? 'available' : 'soldout')
        for (const type of option.traveller_types) {
          const override = record.price_overrides?.[type.key]
          expect(slot.prices[type.key], `${slot.id} ${type.key}`).toBe(typeof override === 'number' ? override : type.price)
        }
      }
      expect(answer.traveller_types.map((type) => type.key)).toEqual(option.traveller_types.map((type) => type.key))
    }
  })

  it('prices the traveller types at the lowest of the day and shows sold-out slots', async () => {
    const cheapDay = addDays(seedToday, 152)
    const soldOutDay = addDays(seedToday, 150)
    // set up by the calendar test above when run in order; make sure here too
    const cheapSlots = await slotsOn(experienceId, cheapDay)
    for (const [index, slot] of cheapSlots.entries()) await setSlot(slot, { status: 'open', capacity: Math.max(slot.reserved + 5, 10), price_overrides: index === 0 ? { adult: 1234 } : {} })
    for (const slot of await slotsOn(experienceId, soldOutDay)) await setSlot(slot, { status: 'open', capacity: 0 })

    const cheap = await dateOptions(experienceId, cheapDay)
    const withOverride = cheap.options.find((option) => option.slots.some((slot) => slot.id === cheapSlots[0]!.id))!
    expect(withOverride.traveller_types.find((type) => type.key === 'adult')!.price).toBe(1234)
    expect(withOverride.slots.find((slot) => slot.id === cheapSlots[0]!.id)!.prices.adult).toBe(1234)

    const soldOut = await dateOptions(experienceId, soldOutDay)
    expect(soldOut.options.length).toBeGreaterThan(0)
    for (const option of soldOut.options) for (const slot of option.slots) expect(slot).toMatchObject({ remaining: 0, status: 'soldout' })
  })

  it('is empty when nothing is bookable that day', async () => {
    const closedDay = addDays(seedToday, 151)
    for (const slot of await slotsOn(experienceId, closedDay)) await setSlot(slot, { status: 'closed' })
    expect((await dateOptions(experienceId, closedDay)).options).toEqual([])
    expect((await dateOptions(experienceId, addDays(seedToday, 400))).options).toEqual([])
    expect((await dateOptions(experienceId, addDays(riyadhToday(), -2))).options).toEqual([])
  })

  it('refuses a bad date with 400', async () => {
    for (const date of ['2026-13-01', 'today', '2026-2-1']) {
      const response = await get(`/api/store/availability/${experienceId}/${date}?locale=en`)
      expect(response.status, date).toBe(400)
      expect((response.body as ErrorBody).data.date!.code).toBe('validation_invalid_date')
    }
  })
})
