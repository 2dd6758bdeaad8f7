// The catalog studio (issue 35, decisions 065–067): managers write, agents read, customers and
// guests get nothing; every refused edit names its field in the manager's language and writes
// nothing; a draft is invisible to travellers until it is published, and then the search, the
// product page's read, the sitemap and suggestions show it at once; a renamed experience keeps
// its old address (301); a second manager saving over a newer version is refused with the first
// one's name; every change is in the audit trail with before and after; an archived experience
// is no longer sold, while its orders still read it. Checked by the response bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StudioDetail, StudioList, StudioVocabulary } from '../../pb_hooks/lib/contracts/catalog-studio-contract.js'
import { createCustomer, createStaff, superuserClient, type Customer, type Staff } from '../support/api'
import { bookableSlots, call, checkoutBody, excludeLocalhostFromRateLimits, postCheckout, type BookableSlot } from './checkout-support'

type Refusal = { status: number; message: string; data: Record<string, { code: string; message: string }> & { conflict?: { staffName: string; at: string; updated: string }; missingTranslations?: string[] } }

let restore: () => Promise<void>
let manager: Staff
let second: Staff
let agent: Staff
let customer: Customer
let vocabulary: StudioVocabulary
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
const word = `studiotest${run}`

const as = (who: { client: { authStore: { token: string } } } | null) => (who ? who.client.authStore.token : undefined)
const studio = <T>(who: { client: { authStore: { token: string } } } | null, path: string, init: { method?: string; body?: unknown; locale?: 'ar' | 'en' } = {}) =>
  call<T>(`/api/store/staff/catalog${path}`, { method: init.method, body: init.body === undefined ? undefined : { locale: init.locale ?? 'en', ...(init.body as object) }, auth: as(who), headers: { 'Accept-Language': init.locale ?? 'en' } })

const eventCount = async () => (await (await superuserClient()).collection('catalog_events').getList(1, 1)).totalItems
const experienceCount = async () => (await (await superuserClient()).collection('experiences').getList(1, 1)).totalItems
const searchSlugs = async (q: string) => (await call<{ items: { slug: string }[] }>(`/api/store/search?q=${encodeURIComponent(q)}&perPage=48`)).body.items.map((item) => item.slug)
const listedBySlug = async (slug: string) => (await call<{ items: unknown[] }>(`/api/collections/experiences/records?filter=${encodeURIComponent(`slug = '${slug}'`)}`)).body.items.length
const sitemap = async () => (await call<string>('/sitemap.xml')).body as unknown as string

function completeFields(slug: string) {
  return {
    slug,
    title_ar: `جولة ${word}`,
    title_en: `Tour ${word}`,
    summary_ar: 'ملخص قصير',
    summary_en: 'A short summary',
    city: vocabulary.cities[0]!.id,
    categories: [vocabulary.categories[0]!.id],
    itinerary: [{ title_ar: 'اللقاء', title_en: 'Meeting', text_ar: 'عند البوابة', text_en: 'At the gate', duration_minutes: 15 }],
    cancellation_policy: { type: 'free', tiers: [{ minutes_before: 1440, penalty_percent: 0 }, { minutes_before: 0, penalty_percent: 100 }] },
  }
}

beforeAll(async () => {
  restore = await excludeLocalhostFromRateLimits()
  manager = await createStaff('manager')
  second = await createStaff('manager')
  agent = await createStaff('agent')
  customer = await createCustomer('studio-watch')
  vocabulary = (await studio<StudioVocabulary>(manager, '/vocabulary')).body
  expect(vocabulary.cities.length).toBeGreaterThan(0)
}, 60_000)

afterAll(async () => {
  await restore?.()
})

describe('who may use the catalog studio', () => {
  it('guests get 401 and customers 403 on every call, in their language', async () => {
    for (const [who, status] of [[null, 401], [customer, 403]] as const) {
      expect((await studio<Refusal>(who, '?locale=en')).status).toBe(status)
      expect((await studio<Refusal>(who, '/vocabulary')).status).toBe(status)
      const created = await studio<Refusal>(who, '', { method: 'POST', body: { fields: completeFields(`nobody-${run}`) }, locale: 'ar' })
      expect(created.status).toBe(status)
      expect(created.body.message).toBe('هذه الصفحة لفريق رحلة فقط. سجّل الدخول بحساب الموظفين.')
    }
  })

  it('an agent reads the list and an experience but every write is refused (403) and changes nothing', async () => {
    const list = await studio<StudioList>(agent, '?status=active')
    expect(list.status).toBe(200)
    expect(list.body.canEdit).toBe(false)
    const first = list.body.items[0]!
    const detail = await studio<StudioDetail>(agent, `/${first.id}`)
    expect(detail.status).toBe(200)
    expect(detail.body.canEdit).toBe(false)
    const events = await eventCount()
    const experiences = await experienceCount()
    const writes = [
      await studio<Refusal>(agent, '', { method: 'POST', body: { fields: completeFields(`agent-${run}`) } }),
      await studio<Refusal>(agent, `/${first.id}`, { method: 'PATCH', body: { base: first.updated, fields: { title_en: 'Agent was here' } } }),
      await studio<Refusal>(agent, `/${first.id}/status`, { method: 'POST', body: { base: first.updated, status: 'archived' }, locale: 'ar' }),
    ]
    expect(writes.map((answer) => answer.status)).toEqual([403, 403, 403])
    expect(writes[0]!.body.message).toBe('Only managers edit the catalog; you can view it without editing.')
    expect(writes[2]!.body.message).toBe('تعديل الكتالوج للمديرين فقط؛ يمكنك الاطلاع عليه دون تعديل.')
    expect((await studio<StudioDetail>(manager, `/${first.id}`)).body.experience).toEqual(detail.body.experience)
    expect([await eventCount(), await experienceCount()]).toEqual([events, experiences])
  })
})

describe('refusals', () => {
  it('names each invalid field in the manager’s language and writes nothing', async () => {
    const events = await eventCount()
    const experiences = await experienceCount()
    const bad = { ...completeFields('Not a slug'), city: 'nosuchcity00000', extras: [{ name_ar: 'غداء', name_en: 'Lunch', price: 0 }], duration_minutes: -5 }
    const english = await studio<Refusal>(manager, '', { method: 'POST', body: { fields: bad } })
    expect(english.status).toBe(400)
    expect(english.body.message).toBe('Please correct the highlighted fields.')
    expect(english.body.data).toEqual({
      slug: { code: 'validation_slug_invalid', message: 'Write the page address in lowercase Latin letters, digits and hyphens only, like desert-safari.' },
      city: { code: 'validation_city_unknown', message: 'Choose a city from the list.' },
      duration_minutes: { code: 'validation_number_range', message: 'Enter a whole number from 1 to 43200.' },
      extras: { code: 'validation_price_positive', message: 'The price of the extra in row 1 must be more than zero.' },
    })
    const arabic = await studio<Refusal>(manager, '', { method: 'POST', body: { fields: bad }, locale: 'ar' })
    expect(arabic.body.data.extras).toEqual({ code: 'validation_price_positive', message: 'سعر الإضافة في الصف ١ يجب أن يكون أكبر من صفر.' })
    expect(arabic.body.data.city!.message).toBe('اختر مدينة من القائمة.')

    const seeded = (await studio<StudioList>(manager, '?status=active')).body.items[0]!
    const taken = await studio<Refusal>(manager, '', { method: 'POST', body: { fields: completeFields(seeded.slug) }, locale: 'ar' })
    expect(taken.status).toBe(400)
    expect(taken.body.data.slug).toEqual({ code: 'validation_slug_taken', message: 'عنوان الصفحة هذا مستخدم لتجربة أخرى. اختر عنوانًا آخر.' })
    // An edit with one bad field among good ones changes none of them.
    const before = (await studio<StudioDetail>(manager, `/${seeded.id}`)).body.experience
    const mixed = await studio<Refusal>(manager, `/${seeded.id}`, { method: 'PATCH', body: { base: before.updated, fields: { title_en: 'Half saved?', age_min: 10, age_max: 4 } } })
    expect(mixed.status).toBe(400)
    expect(mixed.body.data.age_max).toEqual({ code: 'validation_age_range', message: 'The maximum age cannot be below the minimum age.' })
    expect((await studio<StudioDetail>(manager, `/${seeded.id}`)).body.experience).toEqual(before)
    expect([await eventCount(), await experienceCount()]).toEqual([events, experiences])
  })
})

describe('a new experience from draft to published', () => {
  let id = ''
  const slug = `studio-${run}`

  it('a draft is invisible to travellers, publishing is refused while a translation is missing, then it shows at once', async () => {
    // The search answer for the word is cached before the draft exists (the microcache).
    expect(await searchSlugs(word)).toEqual([])
    const { title_ar: _missing, ...withoutArabicTitle } = completeFields(slug)
    const created = await studio<StudioDetail>(manager, '', { method: 'POST', body: { fields: withoutArabicTitle } })
    expect(created.status).toBe(201)
    id = created.body.experience.id
    expect(created.body.experience).toMatchObject({ status: 'draft', slug, title_en: `Tour ${word}`, title_ar: '' })
    expect(created.body.missingTranslations).toEqual(['title_ar'])

    expect(await searchSlugs(word)).toEqual([])
    expect(await listedBySlug(slug)).toBe(0)
    expect(await sitemap()).not.toContain(`/experiences/${slug}<`)
    const days = await call<{ status: string; days: { status: string }[] }>(`/api/store/availability/${id}?from=2026-12-10&to=2026-12-11`)
    expect(days.body).toMatchObject({ status: 'unavailable', days: [{ status: 'closed' }, { status: 'closed' }] })

    const refused = await studio<Refusal>(manager, `/${id}/status`, { method: 'POST', body: { base: created.body.experience.updated, status: 'active' } })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('It cannot be published before the translations are complete: Arabic title.')
    expect(refused.body.data.missingTranslations).toEqual(['title_ar'])
    const refusedArabic = await studio<Refusal>(manager, `/${id}/status`, { method: 'POST', body: { base: created.body.experience.updated, status: 'active' }, locale: 'ar' })
    expect(refusedArabic.body.message).toBe('لا يمكن النشر قبل إكمال الترجمة: العنوان بالعربية.')
    expect((await studio<StudioDetail>(manager, `/${id}`)).body.experience.status).toBe('draft')

    const fixed = await studio<StudioDetail>(manager, `/${id}`, { method: 'PATCH', body: { base: created.body.experience.updated, fields: { title_ar: `جولة ${word}` } } })
    expect(fixed.status).toBe(200)
    expect(fixed.body.missingTranslations).toEqual([])
    const published = await studio<StudioDetail>(manager, `/${id}/status`, { method: 'POST', body: { base: fixed.body.experience.updated, status: 'active' } })
    expect(published.status).toBe(200)
    expect(published.body.experience.status).toBe('active')

    expect(await searchSlugs(word)).toEqual([slug])
    expect(await listedBySlug(slug)).toBe(1)
    expect(await sitemap()).toContain(`/experiences/${slug}<`)
    const suggest = await call<{ experiences: { slug: string }[] }>(`/api/store/search/suggest?q=${word}`)
    expect(suggest.body.experiences.map((row) => row.slug)).toEqual([slug])
  })

  it('a renamed address answers 301 from the old one, in both languages', async () => {
    const current = (await studio<StudioDetail>(manager, `/${id}`)).body.experience
    const renamed = await studio<StudioDetail>(manager, `/${id}`, { method: 'PATCH', body: { base: current.updated, fields: { slug: `${slug}-new` } } })
    expect(renamed.status).toBe(200)
    // The app asks on a client-side navigation; a crawler gets the HTTP redirect.
    const asked = await call<{ redirect: { to: string; status: number } | null }>(`/api/store/redirect?path=${encodeURIComponent(`/en/experiences/${slug}`)}`)
    expect(asked.body.redirect).toEqual({ to: `/en/experiences/${slug}-new`, status: 301 })
    const old = await call(`/experiences/${slug}`)
    expect(old.status).toBe(301)
    expect(new URL(old.headers.get('location')!, 'http://x').pathname).toBe(`/experiences/${slug}-new`)
    const english = await call(`/en/experiences/${slug}`)
    expect(english.status).toBe(301)
    expect(new URL(english.headers.get('location')!, 'http://x').pathname).toBe(`/en/experiences/${slug}-new`)
    expect(await searchSlugs(word)).toEqual([`${slug}-new`])
  })

  it('a second manager saving over a newer version gets 409 naming who saved and when, and nothing of theirs is written', async () => {
    const loaded = (await studio<StudioDetail>(manager, `/${id}`)).body.experience
    const first = await studio<StudioDetail>(manager, `/${id}`, { method: 'PATCH', body: { base: loaded.updated, fields: { summary_en: 'Saved first' } } })
    expect(first.status).toBe(200)
    const late = await studio<Refusal>(second, `/${id}`, { method: 'PATCH', body: { base: loaded.updated, fields: { summary_en: 'Saved second' } } })
    expect(late.status).toBe(409)
    const managerName = (await (await superuserClient()).collection('staff').getOne<{ name: string }>(manager.id)).name
    expect(late.body.data.conflict).toMatchObject({ staffName: managerName, updated: first.body.experience.updated })
    expect(late.body.message).toContain(`${managerName} changed this experience at `)
    expect(late.body.message).toContain('nothing was saved')
    const arabic = await studio<Refusal>(second, `/${id}`, { method: 'PATCH', body: { base: loaded.updated, fields: { summary_en: 'Saved second' } }, locale: 'ar' })
    expect(arabic.status).toBe(409)
    expect(arabic.body.message).toContain(`عدّل ${managerName} هذه التجربة`)
    expect((await studio<StudioDetail>(manager, `/${id}`)).body.experience.summary_en).toBe('Saved first')
  })

  it('every change is in the audit trail: who, when, and each field before and after', async () => {
    const detail = (await studio<StudioDetail>(agent, `/${id}`)).body
    const managerName = (await (await superuserClient()).collection('staff').getOne<{ name: string }>(manager.id)).name
    expect(detail.audit.map((event) => event.action)).toEqual(['update', 'update', 'status', 'update', 'create'])
    expect(detail.audit.every((event) => event.staffName === managerName && !Number.isNaN(Date.parse(event.at)))).toBe(true)
    expect(detail.audit[0]!.changes).toEqual({ summary_en: { before: 'A short summary', after: 'Saved first' } })
    expect(detail.audit[1]!.changes).toEqual({ slug: { before: slug, after: `${slug}-new` } })
    expect(detail.audit[2]!.changes).toEqual({ status: { before: 'draft', after: 'active' } })
    expect(detail.audit[3]!.changes).toEqual({ title_ar: { before: '', after: `جولة ${word}` } })
  })

  it('unavailable needs a reason in both languages; archived leaves search, and the states follow their order', async () => {
    let current = (await studio<StudioDetail>(manager, `/${id}`)).body.experience
    const noReason = await studio<Refusal>(manager, `/${id}/status`, { method: 'POST', body: { base: current.updated, status: 'unavailable', reason_ar: 'صيانة' } })
    expect(noReason.status).toBe(400)
    expect(noReason.body.data.reason_en!.code).toBe('validation_reason_required')
    const unavailable = await studio<StudioDetail>(manager, `/${id}/status`, { method: 'POST', body: { base: current.updated, status: 'unavailable', reason_ar: 'صيانة', reason_en: 'Maintenance' } })
    expect(unavailable.body.experience).toMatchObject({ status: 'unavailable', unavailable_reason_en: 'Maintenance' })
    current = unavailable.body.experience
    const archived = await studio<StudioDetail>(manager, `/${id}/status`, { method: 'POST', body: { base: current.updated, status: 'archived' } })
    expect(archived.body.experience.status).toBe('archived')
    expect(await searchSlugs(word)).toEqual([])
    expect(await listedBySlug(`${slug}-new`)).toBe(0)
    const back = await studio<Refusal>(manager, `/${id}/status`, { method: 'POST', body: { base: archived.body.experience.updated, status: 'active' } })
    expect(back.status).toBe(400)
    expect(back.body.message).toBe('The experience cannot move from “Archived” to “Published”.')
  })
})

describe('hiding never breaks what refers to the experience', () => {
  let slot: BookableSlot
  beforeAll(async () => {
    ;[slot] = (await bookableSlots(1, { days: [60, 90] })) as [BookableSlot]
  })

  it('an archived experience is no longer sold, while its order still reads it; published again, it sells', async () => {
    const order = await postCheckout(checkoutBody([slot]))
    expect(order.status).toBe(201)
    const loaded = (await studio<StudioDetail>(manager, `/${slot.experience}`)).body
    expect(loaded.missingTranslations).toEqual([])
    const archived = await studio<StudioDetail>(manager, `/${slot.experience}/status`, { method: 'POST', body: { base: loaded.experience.updated, status: 'archived' } })
    expect(archived.status).toBe(200)
    try {
      const view = await call<{ bookings: { experience: { id: string; title_en: string } }[] }>(`/api/store/orders/${order.body.order.id}`, { headers: { 'X-Order-Token': order.body.order.accessToken } })
      expect(view.status).toBe(200)
      expect(view.body.bookings[0]!.experience).toMatchObject({ id: slot.experience, title_en: loaded.experience.title_en })
      // Its record is still read by id (an order list expands it), though no list shows it.
      expect((await call(`/api/collections/experiences/records/${slot.experience}`)).status).toBe(200)
      const refused = await postCheckout(checkoutBody([slot]))
      expect(refused.status).toBeGreaterThanOrEqual(400)
      expect(refused.status).toBeLessThan(500)
    } finally {
      const draft = await studio<StudioDetail>(manager, `/${slot.experience}/status`, { method: 'POST', body: { base: archived.body.experience.updated, status: 'draft' } })
      const again = await studio<StudioDetail>(manager, `/${slot.experience}/status`, { method: 'POST', body: { base: draft.body.experience.updated, status: 'active' } })
      expect(again.body.experience.status).toBe('active')
    }
    expect((await postCheckout(checkoutBody([slot]))).status).toBe(201)
  })
})
