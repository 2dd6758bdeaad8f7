// The app shell's business API: GET /api/store/config, GET /api/store/redirect (bad input),
// POST /api/store/contact. Bodies are checked, and on a refusal nothing is written.
import { describe, expect, it } from 'vitest'
import { guestClient, superuserClient, testServerUrl } from '../support/api'

type ErrorBody = { status: number; message: string; data: Record<string, { code: string; message: string }> }

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${testServerUrl()}${path}`, init)
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : null }
}

describe('GET /api/store/config', () => {
  it('serves the public settings as one object, cached for a few minutes', async () => {
    const response = await call('/api/store/config')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/max-age=(\d{3})/)
    const config = response.body as Record<string, unknown>
    expect(config.site_name).toEqual({ ar: expect.any(String), en: expect.any(String) })
    expect(config.site_description).toEqual({ ar: expect.any(String), en: expect.any(String) })
    for (const key of ['site_url', 'site_image', 'layout', 'default_currency', 'support_phone', 'support_whatsapp', 'support_email']) {
      expect(config, key).toHaveProperty(key)
    }
    for (const key of ['redirect_allow_list', 'hold_minutes', 'pay_later_deadline_hours']) {
      expect(config, key).not.toHaveProperty(key)
    }
  })
})

describe('GET /api/store/redirect: bad input', () => {
  it('asks for a path, in Arabic by default and in English when asked', async () => {
    const arabic = await call('/api/store/redirect')
    expect(arabic.status).toBe(400)
    const body = arabic.body as ErrorBody
    expect(body.status).toBe(400)
    expect(body.data.path!.code).toBe('validation_required')
    expect(body.message).toMatch(/[\u0621-\u064a]/)
    const english = await call('/api/store/redirect?path=', { headers: { 'Accept-Language': 'en-US,en;q=0.9' } })
    expect(english.status).toBe(400)
    expect((english.body as ErrorBody).message).toBe('The path parameter is required and must start with /.')
  })

  it('refuses what is not a site path', async () => {
    for (const path of ['//evil.example', 'https://evil.example', 'about', '/\\evil.example', '/a b']) {
      const response = await call(`/api/store/redirect?path=${encodeURIComponent(path)}`, { headers: { 'Accept-Language': 'en' } })
      expect(response.status, path).toBe(400)
      expect((response.body as ErrorBody).data.path!.code, path).toBe('validation_invalid_format')
    }
  })
})

describe('POST /api/store/contact', () => {
  const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
  const marker = (name: string) => `contact-${name}-${run}@rihla.test`

  /** Posts as the test superuser: the same handler, without spending the per-IP limit of 5 per 10 minutes. */
  async function postAsStaff(body: unknown, headers: Record<string, string> = {}) {
    const admin = await superuserClient()
    return call('/api/store/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: admin.authStore.token, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  }

  async function rowsFor(email: string) {
    const admin = await superuserClient()
    return admin.collection('contact_messages').getFullList<Record<string, unknown>>({ filter: admin.filter('email = {:email}', { email }) })
  }

  it('stores a valid message from a visitor with status new', async () => {
    const email = marker('guest')
    const response = await call('/api/store/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Sara Alharbi', email, phone: '+966 55 123 4567', subject: 'Group of 12', message: 'Do you run the Edge of the World trip for 12 people?', locale: 'en' }),
    })
    expect(response.status).toBe(201)
    const body = response.body as { id: string; status: string; message: string }
    expect(body.status).toBe('new')
    expect(body.message).toMatch(/Thank you/)
    const rows = await rowsFor(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ id: body.id, name: 'Sara Alharbi', phone: '+966 55 123 4567', subject: 'Group of 12', locale: 'en', status: 'new' })
  })

  it('takes Arabic text and Arabic-Indic digits, with the language from Accept-Language', async () => {
    const email = marker('arabic')
    const response = await postAsStaff({ name: 'سارة الحربي', email, phone: '+٩٦٦ ٥٥ ١٢٣ ٤٥٦٧', message: 'هل تتوفر رحلة حافة العالم يوم الجمعة؟' }, { 'Accept-Language': 'ar-SA,ar;q=0.9' })
    expect(response.status).toBe(201)
    expect((response.body as { message: string }).message).toMatch(/[\u0621-\u064a]/)
    const rows = await rowsFor(email)
    expect(rows[0]).toMatchObject({ name: 'سارة الحربي', phone: '+966 55 123 4567', locale: 'ar', status: 'new' })
  })

  it('refuses missing fields with the spec texts, in the language asked for', async () => {
    const email = marker('missing')
    const english = await postAsStaff({ email, locale: 'en' })
    expect(english.status).toBe(400)
    expect(english.body).toEqual({
      status: 400,
      message: 'All fields must be filled out.',
      data: {
        name: { code: 'validation_required', message: 'This field is required' },
        message: { code: 'validation_required', message: 'This field is required' },
      },
    })
    const arabic = await postAsStaff({ email, name: '', message: ' ' })
    expect(arabic.status).toBe(400)
    expect((arabic.body as ErrorBody).message).toBe('يجب تعبئة جميع الحقول.')
    expect((arabic.body as ErrorBody).data.name!.message).toBe('هذا الحقل مطلوب')
    const byHeader = await postAsStaff({ email }, { 'Accept-Language': 'en-GB,en;q=0.8' })
    expect((byHeader.body as ErrorBody).message).toBe('All fields must be filled out.')
    expect(await rowsFor(email)).toEqual([])
  })

  it('refuses malformed values and bodies, and writes nothing', async () => {
    const email = marker('invalid')
    const badEmail = await postAsStaff({ name: 'A', email: 'not-an-email', message: 'hello', locale: 'en' })
    expect(badEmail.status).toBe(400)
    expect((badEmail.body as ErrorBody).message).toBe('Please correct the highlighted fields.')
    expect((badEmail.body as ErrorBody).data.email).toEqual({ code: 'validation_invalid_email', message: 'Enter an email address like name@example.com' })
    const badEmailArabic = await postAsStaff({ name: 'A', email: 'a@b', message: 'hello', locale: 'ar' })
    expect((badEmailArabic.body as ErrorBody).data.email!.message).toBe('اكتب بريدًا إلكترونيًا صحيحًا مثل name@example.com')

    const cases: [unknown, string][] = [
      [{ name: 'A', email, message: 'hello', phone: 'call me', locale: 'en' }, 'phone'],
      [{ name: 'A', email, message: 'x'.repeat(5001), locale: 'en' }, 'message'],
      [{ name: { first: 'A' }, email, message: 'hello', locale: 'en' }, 'name'],
      [{ name: 'A', email, message: 'hello', locale: 'fr' }, 'locale'],
      [{ name: 'A', email: 42, message: 'hello', locale: 'en' }, 'email'],
      [{ name: 'A', email: `${'a'.repeat(250)}@example.com`, message: 'hello', locale: 'en' }, 'email'],
      [{ name: 'A', email, message: null, locale: 'en' }, 'message'],
      [{ name: 'A', email, message: 'hello', subject: ['x'], locale: 'en' }, 'subject'],
    ]
    for (const [body, field] of cases) {
      const response = await postAsStaff(body)
      expect(response.status, field).toBe(400)
      expect((response.body as ErrorBody).data, field).toHaveProperty(field)
    }
    for (const body of ['{not json', '[1, 2]', '"text"']) {
      const response = await postAsStaff(body, { 'Accept-Language': 'en' })
      expect(response.status, body).toBe(400)
      expect((response.body as ErrorBody).message, body).toBe('The request body must be a JSON object.')
    }
    // Nothing, or JSON's null: a 400 with a message, never a server error.
    for (const body of ['', 'null']) {
      const response = await postAsStaff(body, { 'Accept-Language': 'en' })
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect((response.body as ErrorBody).message, JSON.stringify(body)).toMatch(/^(All fields must be filled out\.|The request body must be a JSON object\.)$/)
    }
    expect(await rowsFor(email)).toEqual([])
  })

  it('keeps contact messages staff-only and is rate-limited per visitor (5 per 10 minutes)', async () => {
    await expect(guestClient().collection('contact_messages').getList()).rejects.toMatchObject({ status: 403 })
    const admin = await superuserClient()
    const settings = await admin.settings.getAll()
    const rules = settings.rateLimits.rules as { label: string; maxRequests: number; duration: number }[]
    const contact = rules.findIndex((rule) => rule.label === '/api/store/contact')
    expect(rules[contact]).toMatchObject({ maxRequests: 5, duration: 600 })
    expect(contact).toBeLessThan(rules.findIndex((rule) => rule.label === '/api/'))
    expect(rules.map((rule) => rule.label)).toEqual(expect.arrayContaining(['*:auth', 'contact_messages:create', '/api/store/promo/', '/api/']))
  })
})
