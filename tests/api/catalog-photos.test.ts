// Catalog photos (issue 35 item 3, decision 071): a manager uploads a photo to an experience; it
// is cropped to the catalog's 3:2 frame and written as WebP at every app width with no EXIF or
// GPS, beside the seed's images, so the storefront and the image proxy serve it like a seeded
// one. Reordering, the cover, alt texts and removing are saves of `images`. Every refusal says
// why in the manager's language and changes nothing. Checked by the response bodies and files.
import http from 'node:http'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StudioDetail, StudioImage, StudioVocabulary } from '../../pb_hooks/lib/contracts/catalog-studio-contract.js'
import { createCustomer, createStaff, superuserClient, testServerUrl, type Customer, type Staff } from '../support/api'
import { call, excludeLocalhostFromRateLimits } from './checkout-support'

type Refusal = { status: number; message: string; data: Record<string, { code: string; message: string }> & { conflict?: { staffName: string } } }
type Who = { client: { authStore: { token: string } } } | null

let restore: () => Promise<void>
let manager: Staff
let second: Staff
let agent: Staff
let customer: Customer
let vocabulary: StudioVocabulary
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
const GPS_MARKER = 'RihlaCatalogCamera-GPS'

const token = (who: Who) => (who ? who.client.authStore.token : undefined)
const studio = <T>(who: Who, path: string, init: { method?: string; body?: unknown; locale?: 'ar' | 'en' } = {}) =>
  call<T>(`/api/store/staff/catalog${path}`, { method: init.method, body: init.body === undefined ? undefined : { locale: init.locale ?? 'en', ...(init.body as object) }, auth: token(who), headers: { 'Accept-Language': init.locale ?? 'en' } })

type File = { data: Buffer; name: string; type: string }
async function upload<T = StudioDetail>(who: Who, id: string, base: string, files: File[], locale: 'ar' | 'en' = 'en') {
  const form = new FormData()
  for (const file of files) form.append('photo', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name)
  const headers: Record<string, string> = { 'Accept-Language': locale }
  if (token(who)) headers.Authorization = token(who)!
  const response = await fetch(`${testServerUrl()}/api/store/staff/catalog/${id}/photos?base=${encodeURIComponent(base)}&locale=${locale}`, { method: 'POST', body: form, headers })
  return { status: response.status, body: (await response.json()) as T }
}

/** A phone-like JPEG: landscape, with the camera's make and a GPS position in its EXIF. */
const cameraJpeg = (width = 2400, height = 1800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: GPS_MARKER, Model: 'Test' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '21/1 25/1 21/1', GPSLongitudeRef: 'E', GPSLongitude: '39/1 49/1 34/1' } })
    .toBuffer()
const pngOf = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: '#c84' } }).png().toBuffer()
const jpeg = async (width?: number, height?: number): Promise<File> => ({ data: await cameraJpeg(width, height), name: 'IMG_0001.jpg', type: 'image/jpeg' })
const png = async (width: number, height: number): Promise<File> => ({ data: await pngOf(width, height), name: 'photo.png', type: 'image/png' })

const eventCount = async () => (await (await superuserClient()).collection('catalog_events').getList(1, 1)).totalItems
const storedImages = async (id: string) => ((await (await superuserClient()).collection('experiences').getOne(id)).images ?? []) as StudioImage[]

async function draft(label: string) {
  const created = await studio<StudioDetail>(manager, '', {
    method: 'POST',
    body: { fields: { slug: `photos-${label}-${run}`, title_ar: `جولة الصور ${label}`, title_en: `Photo tour ${label}`, city: vocabulary.cities[0]!.id } },
  })
  expect(created.status).toBe(201)
  return created.body
}

beforeAll(async () => {
  restore = await excludeLocalhostFromRateLimits()
  manager = await createStaff('manager')
  second = await createStaff('manager')
  agent = await createStaff('agent')
  customer = await createCustomer('photos-watch')
  vocabulary = (await studio<StudioVocabulary>(manager, '/vocabulary')).body
}, 60_000)

afterAll(async () => {
  await restore?.()
})

describe('a manager adds photos', () => {
  it('re-encodes a camera JPEG at every app width in the 3:2 frame, without EXIF or GPS, served like a seeded image and through the image proxy', async () => {
    const start = await draft('jpeg')
    const added = await upload(manager, start.experience.id, start.experience.updated, [await jpeg()])
    expect(added.status).toBe(201)
    const [photo] = added.body.experience.images
    expect(added.body.experience.images).toHaveLength(1)
    expect(photo).toMatchObject({ width: 1536, height: 1024, alt_ar: '', alt_en: '' })
    expect(photo!.src).toMatch(/^\/media\/uploads\/p[0-9a-f]{20}$/)
    expect(photo!.placeholder).toMatch(/^data:image\/webp;base64,/)
    // Without alt texts it cannot be published; the editor lists the photos as missing.
    expect(added.body.missingTranslations).toContain('images')
    expect(added.body.audit[0]).toMatchObject({ action: 'update', changes: { images: { before: [], after: [photo] } } })

    for (const width of [320, 640, 768, 1024, 1280, 1536]) {
      const response = await fetch(`${testServerUrl()}${photo!.src}-${width}.webp`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/webp')
      const bytes = Buffer.from(await response.arrayBuffer())
      const meta = await sharp(bytes).metadata()
      expect({ width: meta.width, height: meta.height, exif: meta.exif }).toEqual({ width, height: Math.round(width / 1.5), exif: undefined })
      expect(bytes.includes(GPS_MARKER)).toBe(false)
    }
    const proxied = await fetch(`${testServerUrl()}/img${photo!.src}-1536.webp?width=320&format=jpeg`)
    expect(proxied.status).toBe(200)
    expect(proxied.headers.get('content-type')).toBe('image/jpeg')
    expect((await sharp(Buffer.from(await proxied.arrayBuffer())).metadata()).width).toBe(320)
  })

  it('orders photos, sets the cover and the alt texts, removes one, and the storefront follows once published', async () => {
    const start = await draft('order')
    const first = await upload(manager, start.experience.id, start.experience.updated, [await jpeg()])
    // A portrait phone photo keeps its middle: 1200 × 2000 becomes 1200 × 800 before encoding.
    const both = await upload(manager, start.experience.id, first.body.experience.updated, [await png(1200, 2000)])
    expect(both.status).toBe(201)
    const [landscape, portrait] = both.body.experience.images
    expect(portrait).toMatchObject({ width: 1536, height: 1024 })

    const reordered = await studio<StudioDetail>(manager, `/${start.experience.id}`, {
      method: 'PATCH',
      body: {
        base: both.body.experience.updated,
        // Whatever else a client sends about a photo (another file, other sizes) is not taken.
        fields: { images: [{ ...portrait, src: '/media/v1/desert-1', width: 1, alt_ar: 'واحة عند الغروب', alt_en: 'An oasis at sunset' }, { key: landscape!.key, alt_ar: 'البحر', alt_en: 'The sea' }] },
      },
    })
    expect(reordered.status).toBe(200)
    expect(reordered.body.experience.images).toEqual([
      { ...portrait, alt_ar: 'واحة عند الغروب', alt_en: 'An oasis at sunset' },
      { ...landscape, alt_ar: 'البحر', alt_en: 'The sea' },
    ])
    expect(reordered.body.missingTranslations).not.toContain('images')

    const published = await studio<StudioDetail>(manager, `/${start.experience.id}/status`, { method: 'POST', body: { base: reordered.body.experience.updated, status: 'active' } })
    expect(published.status).toBe(200)
    const shown = await call<{ images: StudioImage[] }>(`/api/collections/experiences/records/${start.experience.id}`)
    expect(shown.body.images.map((image) => [image.src, image.alt_en])).toEqual([
      [portrait!.src, 'An oasis at sunset'],
      [landscape!.src, 'The sea'],
    ])

    const removed = await studio<StudioDetail>(manager, `/${start.experience.id}`, { method: 'PATCH', body: { base: published.body.experience.updated, fields: { images: [{ key: portrait!.key, alt_ar: 'واحة عند الغروب', alt_en: 'An oasis at sunset' }] } } })
    expect(removed.body.experience.images.map((image) => image.key)).toEqual([portrait!.key])
    // A removed photo's files stay: an order, a voucher or a cached page may still show it.
    expect((await fetch(`${testServerUrl()}${landscape!.src}-640.webp`)).status).toBe(200)
  })
})

describe('refusals', () => {
  it('what is not a usable photo, a 50 MB upload, none or two at once: a clear message in the manager’s language, nothing changed', async () => {
    const start = await draft('refusals')
    const { id, updated } = start.experience
    const events = await eventCount()
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')
    const refusals: [{ status: number; body: Refusal }, number, string][] = [
      [await upload<Refusal>(manager, id, updated, [{ data: Buffer.from('%PDF-1.7 a price list'), name: 'photo.jpg', type: 'image/jpeg' }], 'ar'), 415, 'هذا الملف ليس صورة. اختر صورة بصيغة JPEG أو PNG أو WebP أو HEIC.'],
      [await upload<Refusal>(manager, id, updated, [{ data: gif, name: 'pixel.gif', type: 'image/gif' }]), 415, 'This image format is not supported. Use JPEG, PNG, WebP or HEIC.'],
      [await upload<Refusal>(manager, id, updated, [await png(900, 2000)], 'ar'), 422, 'هذه الصورة صغيرة جدًا للعرض في صفحة التجربة: يلزم عرض ٩٦٠ بكسل على الأقل بعد قصّها بنسبة ٣:٢.'],
      [await upload<Refusal>(manager, id, updated, [await png(900, 2000)]), 422, 'This photo is too small for the experience page: it needs to be at least 960 pixels wide once cropped to 3:2.'],
      [await upload<Refusal>(manager, id, updated, []), 400, 'Attach one photo: JPEG, PNG, WebP or HEIC.'],
      [await upload<Refusal>(manager, id, updated, [await png(1200, 800), await png(1200, 800)]), 400, 'Send one photo at a time.'],
    ]
    for (const [reply, status, message] of refusals) {
      expect({ status: reply.status, message: reply.body.message }).toEqual({ status, message })
      expect(reply.body.data.images?.message).toBe(message)
    }

    // 50 MB declared: answered before the body is read.
    const big = await new Promise<{ status: number; body: Refusal }>((resolve, reject) => {
      const url = new URL(`${testServerUrl()}/api/store/staff/catalog/${id}/photos?base=${encodeURIComponent(updated)}`)
      const request = http.request(url, { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(50 * 1024 * 1024), Authorization: token(manager)!, 'Accept-Language': 'ar' } }, (response) => {
        let text = ''
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () => {
          request.destroy()
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Refusal })
        })
      })
      request.on('error', reject)
      request.write(Buffer.alloc(64 * 1024))
    })
    expect({ status: big.status, message: big.body.message }).toEqual({ status: 413, message: 'حجم الصورة أكبر من ١٥ ميغابايت. اختر صورة أصغر.' })

    const unknown = await studio<Refusal>(manager, `/${id}`, { method: 'PATCH', body: { base: updated, fields: { images: [{ key: 'desert-1', alt_ar: 'صحراء', alt_en: 'Desert' }] } }, locale: 'ar' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.data.images).toEqual({ code: 'validation_photo_unknown', message: 'الصورة ١ ليست من صور هذه التجربة. حمّل آخر نسخة ثم أعد المحاولة.' })

    expect(await storedImages(id)).toEqual([])
    expect(await eventCount()).toBe(events)
  })

  it('guests, customers and agents cannot upload; a photo sent on an older version is refused naming who saved since', async () => {
    const start = await draft('who')
    const { id, updated } = start.experience
    const file = await png(1200, 800)
    expect((await upload<Refusal>(null, id, updated, [file])).status).toBe(401)
    expect((await upload<Refusal>(customer, id, updated, [file])).status).toBe(403)
    const byAgent = await upload<Refusal>(agent, id, updated, [file], 'ar')
    expect({ status: byAgent.status, message: byAgent.body.message }).toEqual({ status: 403, message: 'تعديل الكتالوج للمديرين فقط؛ يمكنك الاطلاع عليه دون تعديل.' })

    const renamed = await studio<StudioDetail>(second, `/${id}`, { method: 'PATCH', body: { base: updated, fields: { title_en: `Renamed photo tour ${run}` } } })
    expect(renamed.status).toBe(200)
    const stale = await upload<Refusal>(manager, id, updated, [file])
    expect(stale.status).toBe(409)
    expect(stale.body.data.conflict?.staffName).toBe(renamed.body.audit[0]!.staffName)
    expect(await storedImages(id)).toEqual([])
  })
})
