// The demo catalog that `npm start` and `npm test` seed: size, shape, bilingual text, idempotency.
import { execFile } from 'node:child_process'
import { copyFile, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { pocketBaseFlags } from '../../scripts/lib/pocketbase-process.mjs'
import { seed } from '../../scripts/seed/run-seed.mjs'
import { loadContent } from '../../scripts/seed/content/index.mjs'
import { SEED_TIMESTAMP } from '../../scripts/seed/build-catalog.mjs'
import { createStaff, guestClient, superuserClient, testServerUrl } from '../support/api'

const arabicLetters = /[\u0621-\u064a]/
const run = promisify(execFile)

type Row = { id: string; slug: string }

describe('seeded catalog', () => {
  const pb = guestClient()

  it('has at least 500 experiences, each with 1–4 options', async () => {
    // Only the seed's rows (stamped SEED_TIMESTAMP): other files on this server add experiences and options.
    const seeded = `created = "${SEED_TIMESTAMP}"`
    const experiences = await pb.collection('experiences').getFullList<Row & { title_ar: string; title_en: string }>({ fields: 'id,slug,title_ar,title_en', filter: seeded, batch: 1000 })
    expect(experiences.length).toBeGreaterThanOrEqual(500)
    const options = await pb.collection('options').getFullList<{ experience: string }>({ fields: 'experience', filter: seeded, batch: 1000 })
    const perExperience = new Map<string, number>()
    for (const option of options) perExperience.set(option.experience, (perExperience.get(option.experience) ?? 0) + 1)
    for (const experience of experiences) {
      expect(perExperience.get(experience.id), experience.slug).toBeGreaterThanOrEqual(1)
      expect(perExperience.get(experience.id), experience.slug).toBeLessThanOrEqual(4)
      expect(experience.title_ar).toMatch(arabicLetters)
      expect(experience.title_en).toMatch(/[A-Za-z]/)
    }
  })

  it('offers future slots for 180 days (the test horizon), with closed and sold-out days among them', async () => {
    const today = process.env.RIHLA_TEST_SEED_TODAY!
    const future = await pb.collection('slots').getList(1, 1, { filter: pb.filter('date >= {:today}', { today }) })
    expect(future.totalItems).toBeGreaterThan(50_000)
    const last = await pb.collection('slots').getList<{ date: string }>(1, 1, { sort: '-date', fields: 'date' })
    const days = (Date.parse(last.items[0]!.date) - Date.parse(today)) / 86_400_000
    expect(days).toBeGreaterThanOrEqual(170)
    const closed = await pb.collection('slots').getList(1, 1, { filter: "status = 'closed'" })
    // Sold out: every seat of an open departure sold (the demo's sales on the generated slots).
    const soldOut = await pb.collection('slots').getList(1, 1, { filter: "status = 'open' && capacity > 0 && reserved >= capacity" })
    expect(closed.totalItems).toBeGreaterThan(0)
    expect(soldOut.totalItems).toBeGreaterThan(0)
  })

  it('makes its departures through schedules: the seeded slots name their rule, and the daily job finds nothing to change', async () => {
    const admin = await superuserClient()
    const today = process.env.RIHLA_TEST_SEED_TODAY!
    // The seed's generator run stamps every slot it makes with one time, before any test ran;
    // slots other files on this server make by hand come later.
    const first = await admin.collection('slots').getList<{ created: string }>(1, 1, { sort: 'created', fields: 'created' })
    const seeded = admin.filter('created = {:created}', { created: first.items[0]!.created })
    expect((await admin.collection('slots').getList(1, 1, { filter: admin.filter(`${seeded} && date >= {:today}`, { today }) })).totalItems).toBeGreaterThan(50_000)
    expect((await admin.collection('slots').getList(1, 1, { filter: `${seeded} && schedule_rule = ''` })).totalItems).toBe(0)
    expect((await admin.collection('schedule_rules').getList(1, 1, { filter: `created = "${SEED_TIMESTAMP}"` })).totalItems).toBeGreaterThan(1000)
    expect((await admin.collection('schedule_exceptions').getList(1, 1, { filter: `created = "${SEED_TIMESTAMP}" && kind = 'blackout'` })).totalItems).toBeGreaterThan(1000)
    const manager = await createStaff('manager')
    // Earlier files on this server reprice or move some departures by hand (bookableSlots), which the
    // job rightly puts back; it is asked about experiences none of whose departures changed since the seed.
    const candidates = await pb.collection('experiences').getList<Row>(1, 40, { sort: 'slug', fields: 'id,slug', filter: `created = "${SEED_TIMESTAMP}"` })
    const untouched: Row[] = []
    for (const experience of candidates.items) {
      if (untouched.length === 5) break
      const changed = await admin.collection('slots').getList(1, 1, { filter: admin.filter('experience = {:id} && updated != created', { id: experience.id }), skipTotal: true })
      if (!changed.items.length) untouched.push(experience)
    }
    expect(untouched).toHaveLength(5)
    for (const experience of untouched) {
      const response = await fetch(`${testServerUrl()}/api/store/staff/schedules-run`, { method: 'POST', headers: { 'content-type': 'application/json', Authorization: manager.client.authStore.token }, body: JSON.stringify({ experience: experience.id }) })
      expect(response.status).toBe(200)
      expect(await response.json(), experience.slug).toMatchObject({ created: 0, updated: 0, deleted: 0, kept: 0 })
    }
  })

  it('gives every experience, city and category a unique slug', async () => {
    for (const collection of ['experiences', 'cities', 'categories', 'posts']) {
      const rows = await pb.collection(collection).getFullList<Row>({ fields: 'id,slug', batch: 1000 })
      expect(new Set(rows.map((row) => row.slug)).size, collection).toBe(rows.length)
    }
  })

  it('has the named cities, the 13 offering kinds and every cancellation variant', async () => {
    const cities = await pb.collection('cities').getFullList<Row & { name_ar: string }>({ fields: 'id,slug,name_ar' })
    expect(cities.length).toBeGreaterThanOrEqual(12)
    for (const slug of ['riyadh', 'jeddah', 'alula', 'makkah', 'madinah', 'abha', 'taif', 'al-khobar', 'dubai', 'doha', 'manama', 'muscat']) {
      expect(cities.map((city) => city.slug)).toContain(slug)
    }
    cities.forEach((city) => expect(city.name_ar).toMatch(arabicLetters))
    const categories = await pb.collection('categories').getFullList<{ kind: string; experience_count: number }>()
    expect(new Set(categories.map((category) => category.kind))).toEqual(
      new Set(['tour', 'activity', 'attraction', 'package', 'cruise', 'train', 'visa', 'flight', 'hotel', 'yacht', 'jetski', 'transfer', 'guide']),
    )
    categories.forEach((category) => expect(category.experience_count).toBeGreaterThan(0))
    for (const type of ['free', 'tiered', 'non_refundable']) {
      const withPolicy = await pb.collection('experiences').getList(1, 1, { filter: pb.filter('cancellation_policy.type = {:type}', { type }) })
      expect(withPolicy.totalItems, type).toBeGreaterThan(0)
    }
  })

  it('has reviews, pickup places, traveller types with prices, content pages and currencies', async () => {
    expect((await pb.collection('reviews').getList(1, 1)).totalItems).toBeGreaterThan(1000)
    const withPickup = await pb.collection('options').getList<{ pickup_places: unknown[] }>(1, 1, { filter: "pickup_places != '[]'" })
    expect(withPickup.items[0]?.pickup_places.length).toBeGreaterThan(0)
    const option = await pb.collection('options').getFirstListItem<{ traveller_types: { key: string; price: number }[] }>("pricing = 'per_person'")
    expect(option.traveller_types.find((type) => type.key === 'adult')?.price).toBeGreaterThan(0)
    const pages = await pb.collection('pages').getFullList<Row>()
    expect(pages.map((page) => page.slug).sort()).toEqual(['about', 'privacy-policy', 'terms-and-conditions'])
    expect((await pb.collection('posts').getList(1, 1)).totalItems).toBeGreaterThanOrEqual(6)
    expect((await pb.collection('faqs').getList(1, 1)).totalItems).toBeGreaterThanOrEqual(10)
    const currencies = await pb.collection('currencies').getFullList<{ code: string; rate_to_sar: number }>()
    expect(currencies.find((currency) => currency.code === 'SAR')?.rate_to_sar).toBe(1)
    const admin = await superuserClient()
    expect((await admin.collection('promo_codes').getList(1, 1)).totalItems).toBeGreaterThanOrEqual(3)
  })

  it('serves each generated image as WebP at every breakpoint', async () => {
    const city = await pb.collection('cities').getFirstListItem<{ image: { src: string; placeholder: string } }>('')
    expect(city.image.placeholder).toMatch(/^data:image\/webp;base64,/)
    for (const width of [320, 640, 768, 1024, 1280, 1536]) {
      const response = await fetch(`${testServerUrl()}${city.image.src}-${width}.webp`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/webp')
    }
  })

  it('changes nothing when seeded again (deterministic ids, upserts, the generator finds its departures made)', async () => {
    const admin = await superuserClient()
    const count = async () => {
      const totals: Record<string, number> = {}
      for (const collection of ['experiences', 'options', 'schedule_rules', 'schedule_exceptions', 'slots', 'reviews', 'cities', 'posts', 'promo_codes']) {
        totals[collection] = (await admin.collection(collection).getList(1, 1)).totalItems
      }
      return totals
    }
    const seedAgain = () => run(process.execPath, ['scripts/seed.mjs', '--dir', process.env.RIHLA_TEST_DATA_DIR!, '--bin', process.env.RIHLA_TEST_POCKETBASE_BIN!, '--today', process.env.RIHLA_TEST_SEED_TODAY!])
    // Other files on this server move or reprice generated departures by hand (checkout-validation
    // moves one into the past); a seed's generator run puts those back, as the daily job would. So
    // a first seed settles the server, and the second must change nothing at all.
    await seedAgain()
    const before = await count()
    const sample = await admin.collection('experiences').getFirstListItem<{ id: string; title_ar: string; price_from: number; rating_avg: number }>('', { sort: 'slug' })
    const sampleSlots = () => admin.collection('slots').getFullList({ filter: admin.filter('experience = {:id}', { id: sample.id }), sort: 'date,start_time,option', fields: 'id,option,date,start_time,capacity,reserved,status,price_overrides,schedule_rule,updated', batch: 1000 })
    const slotsBefore = await sampleSlots()
    expect(slotsBefore.length).toBeGreaterThan(0)
    // A value the catalog index reads differs from the seed's (as reviews written since would make
    // it): the seed's upsert then changes it back through the index's triggers, which must not fail.
    await admin.collection('experiences').update(sample.id, { rating_avg: sample.rating_avg === 1 ? 2 : 1 })
    await seedAgain()
    expect(await count()).toEqual(before)
    // Not one of its departures rewritten (`updated` included).
    expect(await sampleSlots()).toEqual(slotsBefore)
    const again = await admin.collection('experiences').getOne<{ title_ar: string; price_from: number; rating_avg: number }>(sample.id)
    expect(again.title_ar).toBe(sample.title_ar)
    expect(again.price_from).toBe(sample.price_from)
    expect(again.rating_avg).toBe(sample.rating_avg)
  }, 300_000)

  it('skips seeding with --if-empty when the catalog is there', async () => {
    const { stdout } = await run(process.execPath, ['scripts/seed.mjs', '--dir', process.env.RIHLA_TEST_DATA_DIR!, '--bin', process.env.RIHLA_TEST_POCKETBASE_BIN!, '--if-empty'])
    expect(stdout).toMatch(/not seeding/)
  })

  it('runs as fast from a binary under the system temp folder: no dev mode, and the importer’s summary read from its own file', async () => {
    // A clone under /tmp builds its PocketBase there, where PocketBase switches its dev mode on
    // unless told otherwise, printing every SQL statement (52 MB for a seed).
    const folder = await mkdtemp(path.join(os.tmpdir(), 'rihla-clone-'))
    try {
      const bin = path.join(folder, 'pocketbase')
      await copyFile(process.env.RIHLA_TEST_POCKETBASE_BIN!, bin)
      await run('chmod', ['+x', bin])
      const dataDir = path.join(folder, 'pb_data')
      const migrated = await run(bin, ['migrate', 'up', ...pocketBaseFlags(dataDir)], { maxBuffer: 64 * 1024 * 1024 })
      const output = migrated.stdout + migrated.stderr
      expect(output).toMatch(/Applied 1767225600_catalog_collections\.js/)
      expect(output).not.toMatch(/CREATE TABLE|SELECT /)
      expect(output.length).toBeLessThan(20_000)
      const result = await seed({ dataDir, bin, content: await loadContent(), experienceCount: 24, today: process.env.RIHLA_TEST_SEED_TODAY!, log: () => {} })
      expect(result.skipped).toBe(false)
      expect(result.counts as unknown).toMatchObject({ experiences: 24 })
      expect(await seed({ dataDir, bin, content: await loadContent(), experienceCount: 24, today: process.env.RIHLA_TEST_SEED_TODAY!, ifEmpty: true, log: () => {} })).toEqual({ skipped: true, existing: 24 })
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  }, 300_000)
})
