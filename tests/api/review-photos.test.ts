// Review photos (issue 24, docs/decisions/043-review-photos.md): the author adds up to five, one
// per request, while the review may be changed; each is re-encoded as WebP at the app's widths
// with no EXIF or GPS left; every refusal says why in the request's language and stores no file;
// a hidden review's photos stop being listed and served.
import { readFile, readdir } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, createStaff, testServerUrl } from '../support/api'
import { call, excludeLocalhostFromRateLimits } from './checkout-support'
import type { ReviewPhoto as Photo, ReviewPhotos, StaffReviewPage, TravellerPhotoPage } from '../../pb_hooks/lib/contracts/reviews-contract.js'
import { finishedBooking, goodReview, orderReviews, publicReviews, staffCall, writeReview, type Caller } from './reviews-support'

type PhotosReply = ReviewPhotos & { status?: number; data?: Record<string, unknown> }

let restoreRateLimits: () => Promise<void>
beforeAll(async () => {
  restoreRateLimits = await excludeLocalhostFromRateLimits()
})
afterAll(async () => {
  await restoreRateLimits()
})

const GPS_MARKER = 'RihlaTestCamera-GPS'

/** A camera-like JPEG: GPS position, camera make and orientation in its EXIF. */
const cameraJpeg = (width = 2000, height = 1500) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: GPS_MARKER, Model: 'Test' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 42/1 46/1', GPSLongitudeRef: 'E', GPSLongitude: '46/1 40/1 31/1' } })
    .toBuffer()

const pngOf = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: '#2a7' } }).png().toBuffer()

function headersOf(caller: Caller) {
  const headers: Record<string, string> = {}
  if (caller.auth) headers.Authorization = caller.auth
  if (caller.token) headers['X-Order-Token'] = caller.token
  if (caller.language) headers['Accept-Language'] = caller.language
  return headers
}

async function upload(reviewId: string, files: { data: Buffer; name: string; type: string }[], caller: Caller = {}) {
  const form = new FormData()
  for (const file of files) form.append('photo', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name)
  const response = await fetch(`${testServerUrl()}/api/store/reviews/${reviewId}/photos`, { method: 'POST', body: form, headers: headersOf(caller) })
  return { status: response.status, body: (await response.json()) as PhotosReply }
}

const removePhoto = (reviewId: string, photoId: string, caller: Caller = {}) => call<PhotosReply>(`/api/store/reviews/${reviewId}/photos/${photoId}`, { method: 'DELETE', auth: caller.auth, headers: headersOf({ ...caller, auth: undefined }) })

/** Every file PocketBase keeps for review photos (storage/<collection id>/<record>/<file>). */
async function storedPhotoFiles(): Promise<string[]> {
  const { id } = await staffCall<{ id: string }>('GET', '/api/collections/review_photos')
  const root = path.join(process.env.RIHLA_TEST_DATA_DIR!, 'storage', id)
  const found: string[] = []
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (entry.isDirectory()) await walk(path.join(dir, entry.name))
      else if (!entry.name.endsWith('.attrs')) found.push(path.join(dir, entry.name))
    }
  }
  await walk(root)
  return found.sort()
}

async function writtenReview(language: 'ar' | 'en' = 'en') {
  const booking = await finishedBooking({ locale: language })
  const reply = await writeReview(goodReview(booking), { token: booking.token })
  expect(reply.status).toBe(201)
  return { booking, reviewId: reply.body.reviewId, caller: { token: booking.token, language } satisfies Caller }
}

const widthsOf = (photo: Photo) => photo.srcSet.split(', ').map((entry) => Number(entry.split(' ')[1]!.replace('w', '')))

describe('adding photos to a review', () => {
  it('re-encodes a camera JPEG as WebP at the app’s widths without its EXIF or GPS, and shows it on the product page, the gallery and the order', async () => {
    const { booking, reviewId, caller } = await writtenReview()
    const original = await cameraJpeg()
    expect(original.includes(Buffer.from(GPS_MARKER))).toBe(true)

    const reply = await upload(reviewId, [{ data: original, name: 'IMG_2041.jpg', type: 'image/jpeg' }], caller)
    expect(reply.status).toBe(201)
    expect(reply.body.message).toBe('The photo was added to your review.')
    const [photo] = reply.body.photos
    expect(photo).toMatchObject({ width: 1536, height: 1152 })
    expect(widthsOf(photo!)).toEqual([1536, 1280, 1024, 768, 640, 320])
    expect(photo!.src).toMatch(/^\/api\/files\/review_photos\/[a-z0-9]{15}\/photo_640_\w+\.webp$/)

    for (const entry of photo!.srcSet.split(', ')) {
      const response = await fetch(`${testServerUrl()}${entry.split(' ')[0]}`)
      expect(response.status).toBe(200)
      const bytes = Buffer.from(await response.arrayBuffer())
      expect(bytes.subarray(8, 12).toString()).toBe('WEBP')
      expect(bytes.includes(Buffer.from(GPS_MARKER))).toBe(false)
      expect(bytes.includes(Buffer.from('Exif'))).toBe(false)
      const metadata = await sharp(bytes).metadata()
      expect(metadata.format).toBe('webp')
      expect(metadata.exif).toBeUndefined()
      expect(metadata.width).toBe(Number(entry.split(' ')[1]!.replace('w', '')))
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    }

    const page = await publicReviews(booking.experienceId, 'sort=newest&perPage=20')
    const item = page.body.items.find((row) => row.id === reviewId)!
    expect(item.photos).toEqual([photo])
    const gallerySize = page.body.summary.photoCount
    const gallery = await call<TravellerPhotoPage>(`/api/store/experiences/${booking.experienceId}/review-photos?perPage=24`)
    expect(gallery.status).toBe(200)
    expect(gallery.body.items.find((row) => row.id === photo!.id)).toMatchObject({ reviewId, src: photo!.src, authorName: expect.any(String) })
    // The summary counts the photos the gallery lists (the page asks for them only when there are some).
    expect(gallerySize).toBe(gallery.body.totalItems)
    expect(gallerySize).toBeGreaterThanOrEqual(1)
    const own = await orderReviews(booking.orderId, { token: booking.token })
    expect(own.body.bookings[0]!.review!.photos).toEqual([photo])
  })

  it('accepts PNG, WebP and HEIC (an iPhone’s photo) and keeps a small photo at its own width', async () => {
    const { reviewId, caller } = await writtenReview()
    const heic = await readFile(path.resolve(import.meta.dirname, '../../server/testdata/sample-400x300.heic'))
    const webp = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#36c' } }).webp().toBuffer()
    expect((await upload(reviewId, [{ data: await pngOf(800, 600), name: 'screen.png', type: 'image/png' }], caller)).status).toBe(201)
    expect((await upload(reviewId, [{ data: webp, name: 'small.webp', type: 'image/webp' }], caller)).status).toBe(201)
    const last = await upload(reviewId, [{ data: heic, name: 'IMG_0001.HEIC', type: 'image/heic' }], caller)
    expect(last.status).toBe(201)
    expect(last.body.photos.map((photo) => [widthsOf(photo), photo.width, photo.height])).toEqual([
      [[768, 640, 320], 768, 576],
      [[200], 200, 150],
      [[320], 320, 240],
    ])
  })

  it('refuses what is not a photo, an unsupported format, a 50 MB upload, none or two at once — in the request’s language, storing no file', async () => {
    const { reviewId, caller } = await writtenReview('ar')
    const before = await storedPhotoFiles()
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')
    const refusals: [Awaited<ReturnType<typeof upload>>, number, string][] = [
      [await upload(reviewId, [{ data: Buffer.from('%PDF-1.7 a boarding pass'), name: 'photo.jpg', type: 'image/jpeg' }], caller), 415, 'هذا الملف ليس صورة. اختر صورة بصيغة JPEG أو PNG أو WebP أو HEIC.'],
      [await upload(reviewId, [{ data: gif, name: 'pixel.gif', type: 'image/gif' }], { ...caller, language: 'en' }), 415, 'This image format is not supported. Use JPEG, PNG, WebP or HEIC.'],
      [await upload(reviewId, [{ data: (await pngOf(40, 40)).subarray(0, 60), name: 'cut.png', type: 'image/png' }], { ...caller, language: 'en' }), 422, 'This photo could not be read; the file may be damaged. Try another one.'],
      [await upload(reviewId, [], { ...caller, language: 'en' }), 400, 'Attach one photo: JPEG, PNG, WebP or HEIC.'],
      [await upload(reviewId, [{ data: await pngOf(40, 40), name: 'a.png', type: 'image/png' }, { data: await pngOf(40, 40), name: 'b.png', type: 'image/png' }], { ...caller, language: 'en' }), 400, 'Send one photo at a time.'],
    ]
    for (const [reply, status, message] of refusals) expect({ status: reply.status, message: reply.body.message }).toEqual({ status, message })

    // 50 MB declared: answered before the body is read.
    const big = await new Promise<{ status: number; body: PhotosReply }>((resolve, reject) => {
      const url = new URL(`${testServerUrl()}/api/store/reviews/${reviewId}/photos`)
      const request = http.request(url, { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(50 * 1024 * 1024), 'X-Order-Token': caller.token, 'Accept-Language': 'ar' } }, (response) => {
        let text = ''
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () => {
          request.destroy()
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as PhotosReply })
        })
      })
      request.on('error', reject)
      request.write(Buffer.alloc(64 * 1024))
    })
    expect(big).toMatchObject({ status: 413, body: { message: 'حجم الصورة أكبر من ١٥ ميغابايت. اختر صورة أصغر.' } })
    expect(await storedPhotoFiles()).toEqual(before)
    expect((await orderReviews((await staffCall<{ order: string }>('GET', `/api/collections/reviews/records/${reviewId}?fields=order`)).order, { token: caller.token })).body.bookings[0]!.review).toMatchObject({ photos: [] })
  })

  it('refuses a photo with a side WebP cannot hold (over 16383 px) from its header, with the photo message, in both languages', async () => {
    const { reviewId, caller } = await writtenReview('ar')
    const before = await storedPhotoFiles()
    // A real 320 × 150,000 PNG (48 megapixels, under the 50-megapixel cap), and a header claiming 1 × 40,000,000.
    const tall = await sharp({ create: { width: 320, height: 150_000, channels: 3, background: '#2a7' } }).png({ compressionLevel: 9 }).toBuffer()
    const sliver = Buffer.from(await pngOf(2, 2))
    sliver.writeUInt32BE(1, 16)
    sliver.writeUInt32BE(40_000_000, 20)
    sliver.writeUInt32BE(crc32(sliver.subarray(12, 29)), 29)
    const arabic = await upload(reviewId, [{ data: tall, name: 'tall.png', type: 'image/png' }], caller)
    expect({ status: arabic.status, message: arabic.body.message }).toEqual({ status: 422, message: 'أبعاد هذه الصورة كبيرة جدًا. صغّرها ثم أعد المحاولة.' })
    const english = await upload(reviewId, [{ data: sliver, name: 'sliver.png', type: 'image/png' }], { ...caller, language: 'en' })
    expect({ status: english.status, message: english.body.message }).toEqual({ status: 422, message: 'This photo’s dimensions are too large. Make it smaller and try again.' })
    expect(await storedPhotoFiles()).toEqual(before)
  })

  it('lets only the review’s author add or remove photos, at most five, while the review may still be changed', async () => {
    const { booking, reviewId, caller } = await writtenReview()
    const photo = { data: await pngOf(400, 300), name: 'p.png', type: 'image/png' }
    const stranger = await createCustomer('photo-stranger')
    const other = await finishedBooking()
    for (const who of [{ language: 'en' }, { token: other.token, language: 'en' }, { auth: stranger.client.authStore.token, language: 'en' }] satisfies Caller[]) {
      expect(await upload(reviewId, [photo], who)).toMatchObject({ status: 404, body: { message: 'This review was not found.' } })
    }
    const before = await storedPhotoFiles()
    const ids: string[] = []
    for (let index = 0; index < 5; index += 1) {
      const reply = await upload(reviewId, [photo], caller)
      expect(reply.status).toBe(201)
      ids.push(reply.body.photos.at(-1)!.id)
    }
    // 400 px wide: one WebP each, at its own width's nearest app width below (320).
    expect((await storedPhotoFiles()).length).toBe(before.length + 5)
    expect(await upload(reviewId, [photo], caller)).toMatchObject({ status: 409, body: { message: 'A review can have at most 5 photos.' } })
    expect((await storedPhotoFiles()).length).toBe(before.length + 5)

    expect(await removePhoto(reviewId, ids[0]!, { auth: stranger.client.authStore.token, language: 'en' })).toMatchObject({ status: 404, body: { message: 'This review was not found.' } })
    const removed = await removePhoto(reviewId, ids[0]!, caller)
    expect(removed).toMatchObject({ status: 200, body: { message: 'The photo was removed from your review.' } })
    expect(removed.body.photos.map((row) => row.id)).toEqual(ids.slice(1))
    expect(await removePhoto(reviewId, ids[0]!, caller)).toMatchObject({ status: 404, body: { message: 'This photo is not part of your review.' } })
    expect((await storedPhotoFiles()).length).toBe(before.length + 4)
    // The freed place is taken again.
    expect((await upload(reviewId, [photo], caller)).status).toBe(201)

    await staffCall('PATCH', `/api/collections/reviews/records/${reviewId}`, { edit_until: new Date(Date.now() - 60_000).toISOString() })
    expect(await upload(reviewId, [photo], caller)).toMatchObject({ status: 409, body: { message: 'A review can no longer be changed 7 days after it was written.' } })
    expect(await removePhoto(reviewId, ids[1]!, caller)).toMatchObject({ status: 409 })
    expect((await storedPhotoFiles()).length).toBe(before.length + 5)
    expect(booking.experienceId).toBeTruthy()
  })

  it('stops listing and serving a hidden review’s photos, and keeps its author from adding more', async () => {
    const { booking, reviewId, caller } = await writtenReview()
    const added = await upload(reviewId, [{ data: await pngOf(700, 500), name: 'p.png', type: 'image/png' }], caller)
    const photo = added.body.photos[0]!
    expect((await fetch(`${testServerUrl()}${photo.src}`)).status).toBe(200)
    const staff = await createStaff()
    const staffList = async (status: string) => (await call<StaffReviewPage>(`/api/store/staff/reviews?status=${status}`, { auth: staff.client.authStore.token })).body.items.find((item) => item.id === reviewId)
    // Staff see the photos to decide on a hide.
    expect(await staffList('published')).toMatchObject({ photoCount: 1, photos: [photo] })
    expect((await call(`/api/store/staff/reviews/${reviewId}/hide`, { method: 'POST', body: { reason: 'personal_data' }, auth: staff.client.authStore.token })).status).toBe(200)
    expect(await staffList('hidden')).toMatchObject({ photoCount: 1, photos: [] })

    expect((await fetch(`${testServerUrl()}${photo.src}`)).status).toBe(404)
    const gallery = await call<TravellerPhotoPage>(`/api/store/experiences/${booking.experienceId}/review-photos?perPage=24`)
    expect(gallery.body.items.map((row) => row.id)).not.toContain(photo.id)
    expect(await upload(reviewId, [{ data: await pngOf(100, 100), name: 'q.png', type: 'image/png' }], caller)).toMatchObject({ status: 409, body: { message: 'Rihla’s team has hidden this review; it cannot be changed.' } })
  })

  it('keeps the files out of the collection API: review_photos answers no one but the server', async () => {
    const owner = await createCustomer('photo-api')
    for (const client of [owner.client]) {
      await expect(client.collection('review_photos').getList(1, 1)).rejects.toMatchObject({ status: 403 })
      await expect(client.collection('review_photos').create({ review: 'x' })).rejects.toMatchObject({ status: 403 })
    }
    expect((await call('/api/collections/review_photos/records')).status).toBe(403)
  })

  it('never answers 5xx to random bytes, alone or behind each format’s signature, and stores none of them', async () => {
    const fc = (await import('fast-check')).default
    const { reviewId, caller } = await writtenReview()
    const before = await storedPhotoFiles()
    const signatures = [
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
      Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'),
      Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic', 'latin1'),
      Buffer.alloc(0),
    ]
    // Truncations of a real HEIC, whose decoder is libheif in WebAssembly: a trap must be a refusal.
    const heic = await readFile(path.resolve(import.meta.dirname, '../../server/testdata/sample-400x300.heic'))
    const upload1 = (data: Buffer) => upload(reviewId, [{ data, name: 'random.jpg', type: 'image/jpeg' }], caller)
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...signatures), fc.uint8Array({ maxLength: 2048 }), async (signature, tail) => {
        const reply = await upload1(Buffer.concat([signature, Buffer.from(tail)]))
        expect(reply.status, `${signature.toString('hex')} + ${tail.length} bytes`).toBeGreaterThanOrEqual(400)
        expect(reply.status).toBeLessThan(500)
        expect(typeof reply.body.message).toBe('string')
      }),
      { numRuns: 40, seed: 43 },
    )
    for (const length of [24, 200, 1000, heic.length >> 1, heic.length - 100]) {
      const reply = await upload1(heic.subarray(0, length))
      expect(reply.status, `HEIC cut at ${length} bytes`).toBeGreaterThanOrEqual(400)
      expect(reply.status).toBeLessThan(500)
    }
    expect(await storedPhotoFiles()).toEqual(before)
  })
})
