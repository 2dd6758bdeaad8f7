// The experience's "from" price (experiences.price_from: cards, the listing's price sort and
// filter, the product page's sticky bar) follows every save that moves a price: an option's
// traveller type prices, and a departure's price overrides (docs/decisions/051).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superuserClient } from '../support/api'
import { bookableSlots, call, type BookableSlot, type TravellerType } from './checkout-support'

type Option = { id: string; traveller_types: TravellerType[] }
let slot: BookableSlot
let options: Option[]
let original: Map<string, TravellerType[]>
let overridden: { id: string; price_overrides: Record<string, number> }[] = []

const priceFrom = async () => (await call<{ price_from: number }>(`/api/collections/experiences/records/${slot.experience}`)).body.price_from
const withAdult = (types: TravellerType[], price: number) => types.map((type) => (type.key === 'adult' ? { ...type, price } : type))
const lowestAdult = (rows: Option[]) => Math.min(...rows.map((row) => row.traveller_types.find((type) => type.key === 'adult')?.price ?? Infinity))

beforeAll(async () => {
  ;[slot] = (await bookableSlots(1)) as [BookableSlot]
  const admin = await superuserClient()
  options = await admin.collection('options').getFullList<Option>({ filter: admin.filter('experience = {:id}', { id: slot.experience }) })
  original = new Map(options.map((option) => [option.id, option.traveller_types]))
  // The seed's weekend prices are overrides of its departures: taken off, so the options' prices alone decide.
  const slots = await admin.collection('slots').getFullList<{ id: string; price_overrides: Record<string, number> | null }>({ filter: admin.filter('experience = {:id}', { id: slot.experience }), fields: 'id,price_overrides' })
  overridden = slots.filter((row) => row.price_overrides && Object.keys(row.price_overrides).length > 0) as typeof overridden
  for (const row of overridden) await admin.collection('slots').update(row.id, { price_overrides: {} })
  // Every option of the experience at 230 SAR for adults, as in the report.
  for (const option of options) await admin.collection('options').update(option.id, { traveller_types: withAdult(option.traveller_types, 23000) })
})

afterAll(async () => {
  const admin = await superuserClient()
  await admin.collection('slots').update(slot.id, { price_overrides: {} })
  for (const [id, types] of original) await admin.collection('options').update(id, { traveller_types: types })
  for (const row of overridden) await admin.collection('slots').update(row.id, { price_overrides: row.price_overrides })
})

describe('the "from" price', () => {
  it('follows an option’s adult price: 230 → 240 SAR', async () => {
    const admin = await superuserClient()
    expect(await priceFrom()).toBe(23000)
    for (const option of options) await admin.collection('options').update(option.id, { traveller_types: withAdult(option.traveller_types, 24000) })
    const day = await call<{ options: { id: string; traveller_types: TravellerType[] }[] }>(`/api/store/availability/${slot.experience}/${slot.date}`)
    expect(day.body.options.find((option) => option.id === slot.option)!.traveller_types.find((type) => type.key === 'adult')!.price).toBe(24000)
    expect(await priceFrom()).toBe(24000)
    // The listing reads the same (its index follows the experience).
    const title = (await admin.collection('experiences').getOne<{ title_en: string }>(slot.experience)).title_en
    const search = await call<{ items: { id: string; price_from: number }[] }>(`/api/store/search?q=${encodeURIComponent(title)}&perPage=48`)
    expect(search.body.items.find((item) => item.id === slot.experience)?.price_from).toBe(24000)
  })

  it('goes down with one option and back up when it is raised again', async () => {
    const admin = await superuserClient()
    const one = options[0]!
    await admin.collection('options').update(one.id, { traveller_types: withAdult(one.traveller_types, 19000) })
    expect(await priceFrom()).toBe(19000)
    await admin.collection('options').update(one.id, { traveller_types: withAdult(one.traveller_types, 24000) })
    expect(await priceFrom()).toBe(24000)
  })

  it('follows a departure’s lower price override, and forgets it once closed or removed', async () => {
    const admin = await superuserClient()
    await admin.collection('slots').update(slot.id, { price_overrides: { adult: 21000 } })
    expect(await priceFrom()).toBe(21000)
    // A higher one does not raise the "from" price: the option's own price still sells.
    await admin.collection('slots').update(slot.id, { price_overrides: { adult: 30000 } })
    expect(await priceFrom()).toBe(24000)
    await admin.collection('slots').update(slot.id, { price_overrides: { adult: 20000 } })
    expect(await priceFrom()).toBe(20000)
    await admin.collection('slots').update(slot.id, { status: 'closed' })
    expect(await priceFrom()).toBe(24000)
    await admin.collection('slots').update(slot.id, { status: 'open', price_overrides: {} })
    expect(await priceFrom()).toBe(24000)
  })

  it('restores the seed’s "from" price with the seed’s option prices', async () => {
    const admin = await superuserClient()
    for (const [id, types] of original) await admin.collection('options').update(id, { traveller_types: types })
    expect(await priceFrom()).toBe(lowestAdult([...original].map(([id, types]) => ({ id, traveller_types: types }))))
  })
})
