import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { addDays, buildCatalog, scheduleRows, DEMAND_DAYS, HISTORY_DAYS, SEED_DAYS } from './build-catalog.mjs'

const { planSlots } = createRequire(import.meta.url)('../../pb_hooks/lib/schedules/schedule-plan.js')

// What PocketBase makes of the seed's schedules (seed-import.js): the generator's pure plan per
// option over the seed's own run (SEED_DAYS, the test servers' horizon), then the sales on open departures.
const SLOT_DAYS = SEED_DAYS
function slotsOf(slotPlans, today) {
  const { rules, exceptions, sales } = scheduleRows({ slotPlans, today })
  const sold = new Map(sales.map(([option, date, time, reserved]) => [`${option} ${date} ${time}`, reserved]))
  return slotPlans.flatMap((plan) =>
    planSlots({ option: plan.optionId, rules: rules.filter((rule) => rule.option === plan.optionId), exceptions: exceptions.filter((exception) => exception.option === plan.optionId), from: today, to: addDays(today, SLOT_DAYS - 1) }).map((slot) => ({
      ...slot,
      option: plan.optionId,
      reserved: slot.status === 'open' ? Math.min(slot.capacity, sold.get(`${plan.optionId} ${slot.date} ${slot.start_time}`) || 0) : 0,
    })),
  )
}

const text = (value) => ({ ar: `عربي ${value}`, en: `English ${value}` })

/** A small content set in the shape of scripts/seed/content. */
function sampleContent() {
  const kinds = ['tour', 'activity', 'attraction', 'package', 'cruise', 'train', 'visa', 'flight', 'hotel', 'yacht', 'jetski', 'transfer', 'guide']
  const places = {
    countries: [{ slug: 'saudi-arabia', code: 'SA', name_ar: 'السعودية', name_en: 'Saudi Arabia', currency: 'SAR', summary_ar: 'ملخص', summary_en: 'Summary' }],
    cities: ['riyadh', 'jeddah'].map((slug, index) => ({
      slug, country: 'saudi-arabia', name_ar: `مدينة ${slug}`, name_en: slug, summary_ar: 'ملخص', summary_en: 'Summary', lat: 24, lng: 46, popular: index === 0, theme: 'city',
      pickupPlaces: [{ key: 'airport', name_ar: 'المطار', name_en: 'Airport', address_ar: 'عنوان', address_en: 'Address' }],
    })),
  }
  const categories = { categories: kinds.map((kind) => ({ slug: `${kind}s`, kind, name_ar: `فئة ${kind}`, name_en: kind, description_ar: 'وصف', description_en: 'Description', theme: 'sea' })) }
  const vocab = {
    labels: [{ key: 'private', name_ar: 'خاص', name_en: 'Private' }],
    languages: [{ key: 'ar', name_ar: 'العربية', name_en: 'Arabic' }, { key: 'en', name_ar: 'الإنجليزية', name_en: 'English' }],
    occasions: [],
    bestFor: [],
    timeOfDay: [{ key: 'morning', name_ar: 'صباحًا', name_en: 'Morning' }],
    travellerTypes: [
      { key: 'adult', name_ar: 'بالغ', name_en: 'Adult', age_min: 12, age_max: 99 },
      { key: 'child', name_ar: 'طفل', name_en: 'Child', age_min: 3, age_max: 11 },
      { key: 'infant', name_ar: 'رضيع', name_en: 'Infant', age_min: 0, age_max: 2 },
    ],
    variants: [
      { key: 'private', suffix_ar: 'جولة خاصة', suffix_en: 'Private Tour', durationFactor: 1, priceFactor: 2, timeOfDay: 'morning', labels: ['private'] },
      { key: 'sunset', suffix_ar: 'تجربة الغروب', suffix_en: 'Sunset Edition', durationFactor: 0.8, priceFactor: 1.2, timeOfDay: 'evening', labels: [] },
    ],
  }
  const baseExperiences = kinds.map((kind, index) => ({
    key: `base-${kind}`, city: index % 2 ? 'jeddah' : 'riyadh', kind, extraKinds: [], title_ar: `تجربة ${kind}`, title_en: `Experience ${kind}`,
    summary_ar: 'ملخص', summary_en: 'Summary', description_ar: 'وصف', description_en: 'Description',
    highlights: [text(1)], includes: [text(2)], excludes: [text(3)], itinerary: [{ title_ar: 'خطوة', title_en: 'Step', text_ar: 'نص', text_en: 'Text' }],
    know_before_you_go: [text(4)], what_to_bring: [text(5)], meeting_point_ar: 'نقطة', meeting_point_en: 'Point', address_ar: 'عنوان', address_en: 'Address',
    lat: 24.7, lng: 46.7, duration_minutes: 180, age_min: 0, age_max: 99, base_price_sar: 150 + index * 10,
    pricing: ['yacht', 'jetski', 'transfer', 'guide', 'visa'].includes(kind) ? 'per_item' : 'per_person',
    pickup: index % 3 === 0, tour_guide: true, languages: ['ar', 'en'], occasions: [], best_for: [], labels: [], time_of_day: 'morning', theme: 'desert',
  }))
  const reviews = { reviewTexts: [{ locale: 'ar', rating: 5, text: 'رائعة', author: 'سارة' }, { locale: 'en', rating: 3, text: 'Fine', author: 'Sam' }] }
  const site = {
    posts: [{ slug: 'first-post', title_ar: 'عنوان', title_en: 'Title', excerpt_ar: 'مقتطف', excerpt_en: 'Excerpt', body_ar: 'نص', body_en: 'Body', tags: [], city: 'riyadh', theme: 'desert', published: '2026-02-01' }],
    faqs: [{ key: 'how', group: 'booking', question_ar: 'كيف؟', question_en: 'How?', answer_ar: 'هكذا', answer_en: 'Like so' }],
    pages: { about: { slug: 'about', title_ar: 'من نحن', title_en: 'About', body_ar: 'نص', body_en: 'Body' } },
    testimonials: [{ name_ar: 'سارة', name_en: 'Sara', city_ar: 'الرياض', city_en: 'Riyadh', text_ar: 'رائع', text_en: 'Great', rating: 5 }],
    promoCodes: [{ code: 'RIYADH10', description_ar: 'خصم', description_en: 'Discount', type: 'percent', value: 10, min_subtotal_sar: 100, max_discount_sar: 200, usage_limit: 50, per_customer_limit: 1, scope: { cities: ['riyadh'] } }],
    settings: { site_name_ar: 'رحلة', site_name_en: 'Rihla', description_ar: 'وصف', description_en: 'Description', support_phone: '+966', whatsapp: '+966', support_email: 'support@rihla.example' },
  }
  return { places, categories, vocab, experiences: { baseExperiences }, reviews, site }
}

const today = '2026-12-01'

describe('buildCatalog', () => {
  const content = sampleContent()

  it('is deterministic: the same input gives the same rows', () => {
    const first = buildCatalog({ content, experienceCount: 30, today })
    const second = buildCatalog({ content, experienceCount: 30, today })
    expect(second.tables).toEqual(first.tables)
    expect(scheduleRows({ slotPlans: second.slotPlans, today })).toEqual(scheduleRows({ slotPlans: first.slotPlans, today }))
  })

  it('gives title variants to outings only, never to visas, flights or hotels', () => {
    const { tables } = buildCatalog({ content, experienceCount: 23, today })
    const variants = tables.experiences.filter((row) => row.slug.endsWith('-private') || row.slug.endsWith('-sunset'))
    expect(variants).toHaveLength(10)
    for (const row of variants) expect(['tour', 'activity', 'attraction', 'package', 'cruise']).toContain(row.kind)
  })

  it('scales a variant’s duration for outings only: a package keeps its whole nights', () => {
    const sample = sampleContent()
    for (const base of sample.experiences.baseExperiences) if (base.kind === 'package') base.duration_minutes = 4320
    const { tables } = buildCatalog({ content: sample, experienceCount: 23, today })
    const packages = tables.experiences.filter((row) => row.kind === 'package')
    expect(packages.map((row) => row.slug).sort()).toEqual(['base-package', 'base-package-private', 'base-package-sunset'])
    for (const row of packages) expect(row.duration_minutes, row.slug).toBe(4320)
    expect(tables.experiences.find((row) => row.slug === 'base-tour-sunset').duration_minutes).toBe(150)
  })

  it('makes the requested number of experiences with unique slugs, base entries first, then variants', () => {
    const { tables } = buildCatalog({ content, experienceCount: 30, today })
    expect(tables.experiences).toHaveLength(30)
    expect(new Set(tables.experiences.map((row) => row.slug)).size).toBe(30)
    expect(tables.experiences[0].slug).toBe('base-tour')
    expect(tables.experiences[13].slug).toBe('base-tour-private')
    expect(tables.experiences[13].title_en).toBe('Experience tour — Private Tour')
    expect(tables.experiences[13].title_ar).toBe('تجربة tour — جولة خاصة')
  })

  it('goes on with numbered departures once every variant is used', () => {
    // 13 bases, then 5 outings × 2 variants = 23; the next round numbers every base.
    const { tables } = buildCatalog({ content, experienceCount: 24, today })
    expect(tables.experiences.at(-1).slug).toBe('base-tour-2')
    expect(new Set(tables.experiences.map((row) => row.slug)).size).toBe(24)
  })

  it('gives each experience 1–4 options and the lowest option price as price_from', () => {
    const { tables } = buildCatalog({ content, experienceCount: 39, today })
    for (const experience of tables.experiences) {
      const options = tables.options.filter((option) => option.experience === experience.id)
      expect(options.length).toBeGreaterThanOrEqual(1)
      expect(options.length).toBeLessThanOrEqual(4)
      const headline = options.map((option) => option.traveller_types[0].price)
      expect(experience.price_from).toBe(Math.min(...headline))
      expect(experience.price_from % 100).toBe(0)
    }
  })

  it('prices children below adults and lets infants go free; per-item options have one unit price', () => {
    const { tables } = buildCatalog({ content, experienceCount: 13, today })
    const perPerson = tables.options.find((option) => option.pricing === 'per_person')
    const [adult, child, infant] = perPerson.traveller_types
    expect(child.price).toBeLessThan(adult.price)
    expect(infant.price).toBe(0)
    const perItem = tables.options.find((option) => option.pricing === 'per_item')
    expect(perItem.traveller_types).toHaveLength(1)
    expect(perItem.traveller_types[0].key).toBe('item')
  })

  it('keeps derived counts and search text consistent with the rows', () => {
    const { tables } = buildCatalog({ content, experienceCount: 26, today })
    const riyadh = tables.cities.find((city) => city.slug === 'riyadh')
    const active = tables.experiences.filter((row) => row.status === 'active' && row.city === riyadh.id)
    expect(riyadh.experience_count).toBe(active.length)
    for (const experience of tables.experiences) {
      const reviews = tables.reviews.filter((review) => review.experience === experience.id)
      expect(experience.review_count).toBe(reviews.length)
      expect(experience.search_text).toContain('experience')
      expect(experience.search_text).toContain('تجربه')
    }
  })

  it('scopes promo codes to record ids and converts money to halalas', () => {
    const { tables } = buildCatalog({ content, experienceCount: 13, today })
    const [promo] = tables.promo_codes
    expect(promo.min_subtotal).toBe(10000)
    expect(promo.max_discount).toBe(20000)
    expect(promo.scope.cities).toEqual([tables.cities.find((city) => city.slug === 'riyadh').id])
  })
})

describe('booking history and product questions', () => {
  it('gives some experiences confirmed bookings over the last days and others none, deterministically', () => {
    const content = sampleContent()
    const { tables } = buildCatalog({ content, experienceCount: 30, today })
    const history = tables.booking_history
    expect(buildCatalog({ content, experienceCount: 30, today }).tables.booking_history).toEqual(history)
    const ids = new Set(tables.experiences.map((row) => row.id))
    for (const row of history) {
      expect(ids.has(row.experience)).toBe(true)
      expect(row.day < today && row.day >= addDays(today, -HISTORY_DAYS)).toBe(true)
      expect(row.confirmed).toBeGreaterThan(0)
    }
    const withHistory = new Set(history.map((row) => row.experience))
    expect(withHistory.size).toBeGreaterThan(0)
    expect(withHistory.size).toBeLessThan(tables.experiences.length)
    expect(new Set(history.map((row) => row.id)).size).toBe(history.length)
  })

  it('copies the questions and "not suitable for" of the experiences that have them, empty lists otherwise', () => {
    const content = { ...sampleContent(), experienceFaqs: { 'base-tour': { faq: [{ question_ar: 'س', question_en: 'Q', answer_ar: 'ج', answer_en: 'A' }], not_suitable_for: [text(9)] } } }
    const { tables } = buildCatalog({ content, experienceCount: 30, today })
    const tour = tables.experiences.find((row) => row.slug === 'base-tour')
    expect(tour.faq).toEqual([{ question_ar: 'س', question_en: 'Q', answer_ar: 'ج', answer_en: 'A' }])
    expect(tour.not_suitable_for).toEqual([text(9)])
    expect(tables.experiences.find((row) => row.slug === 'base-tour-private').faq).toHaveLength(1)
    expect(tables.experiences.find((row) => row.slug === 'base-activity').faq).toEqual([])
    expect(tables.experiences.find((row) => row.slug === 'base-activity').not_suitable_for).toEqual([])
  })
})

describe('scheduleRows (the schedules the seed writes, through the generator)', () => {
  const content = sampleContent()
  const { slotPlans } = buildCatalog({ content, experienceCount: 26, today })
  const schedules = scheduleRows({ slotPlans, today })
  const rows = slotsOf(slotPlans, today)

  it(`gives every option an open-ended rule from the first day, and ${SLOT_DAYS} days of departures through the generator`, () => {
    for (const plan of slotPlans) {
      const rules = schedules.rules.filter((rule) => rule.option === plan.optionId)
      expect(rules.length, plan.key).toBeGreaterThanOrEqual(1)
      for (const rule of rules) expect(rule).toMatchObject({ experience: plan.experienceId, date_from: today, date_to: plan.expiresAt ? addDays(plan.expiresAt, -1) : '', status: 'active', start_times: plan.startTimes })
    }
    expect(new Set(schedules.rules.map((rule) => rule.id)).size).toBe(schedules.rules.length)
    expect(new Set(schedules.exceptions.map((exception) => exception.id)).size).toBe(schedules.exceptions.length)
    const dates = rows.map((row) => row.date).sort()
    expect(dates[0]).toBe(today)
    expect(dates.at(-1)).toBe(addDays(today, SLOT_DAYS - 1))
    expect(new Set(rows.map((row) => `${row.option} ${row.date} ${row.start_time}`)).size).toBe(rows.length)
  })

  it('leaves an option’s closed weekday out of its rules, and closes random days with blackouts', () => {
    const closedWeekly = slotPlans.filter((plan) => plan.closedWeekday !== null)
    expect(closedWeekly.length).toBeGreaterThan(0)
    for (const plan of closedWeekly) {
      for (const rule of schedules.rules.filter((candidate) => candidate.option === plan.optionId)) expect(rule.weekdays).not.toContain(plan.closedWeekday)
      expect(rows.filter((row) => row.option === plan.optionId && new Date(`${row.date}T00:00:00Z`).getUTCDay() === plan.closedWeekday)).toEqual([])
    }
    const closed = rows.filter((row) => row.status === 'closed')
    expect(closed.length).toBeGreaterThan(0)
    const blackouts = new Set(schedules.exceptions.filter((exception) => exception.kind === 'blackout').map((exception) => `${exception.option} ${exception.date_from}`))
    for (const row of closed) expect(blackouts.has(`${row.option} ${row.date}`)).toBe(true)
  })

  it('has sold-out departures (every seat sold), and partly sold ones only in the coming week of experiences in demand', () => {
    expect(rows.some((row) => row.status === 'open' && row.capacity > 0 && row.reserved === row.capacity)).toBe(true)
    const partly = rows.filter((row) => row.reserved > 0 && row.reserved < row.capacity)
    const demandOptions = new Set(slotPlans.filter((plan) => plan.demand).map((plan) => plan.optionId))
    for (const row of partly) {
      expect(row.date < addDays(today, DEMAND_DAYS)).toBe(true)
      expect(demandOptions.has(row.option)).toBe(true)
    }
    // most experiences' seats are all free
    expect(slotPlans.filter((plan) => plan.demand).length).toBeLessThan(slotPlans.length / 2)
  })

  it('reserves most of the coming week for an experience in demand', () => {
    const labelled = sampleContent()
    for (const entry of labelled.experiences.baseExperiences) entry.labels = ['likely-to-sell-out']
    const built = buildCatalog({ content: labelled, experienceCount: 26, today })
    const plan = built.slotPlans.find((candidate) => candidate.demand && !candidate.perItem)
    expect(plan).toBeDefined()
    const week = slotsOf([plan], today).filter((row) => row.date < addDays(today, DEMAND_DAYS) && row.status === 'open')
    const capacity = week.reduce((sum, row) => sum + row.capacity, 0)
    const left = week.reduce((sum, row) => sum + row.capacity - row.reserved, 0)
    expect(capacity).toBeGreaterThan(0)
    expect(left / capacity).toBeLessThanOrEqual(0.2)
  })

  it('raises weekend prices only through a weekend rule’s overrides', () => {
    const withOverrides = rows.filter((row) => Object.keys(row.price_overrides).length > 0)
    expect(withOverrides.length).toBeGreaterThan(0)
    for (const row of withOverrides) expect([5, 6]).toContain(new Date(`${row.date}T00:00:00Z`).getUTCDay())
    expect(new Set(rows.map((row) => row.capacity)).size).toBeGreaterThan(1)
  })
})
