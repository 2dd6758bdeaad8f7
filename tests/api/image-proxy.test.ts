// The image proxy (docs/decisions/068-image-proxy.md) on the real server: a seeded catalog image
// fetched through /img/ at an asked size and format, cached for good, 304 on its ETag, and
// refusals for what is not allow-listed or not public.
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { testServerUrl } from '../support/api'

type SearchAnswer = { items: { images: { src: string }[] }[] }

let source = ''

beforeAll(async () => {
  // A real seeded image, as the catalog hands it out: "/media/v1/desert-2" (widths are appended).
  const answer = await fetch(`${testServerUrl()}/api/store/search?locale=en&perPage=1`)
  const body = (await answer.json()) as SearchAnswer
  const src = body.items[0]?.images[0]?.src
  expect(src, 'a seeded experience with an image').toMatch(/^\/media\//)
  source = `/img${src}-1536.webp`
})

describe('image proxy', () => {
  it('serves a seeded image at an allowed width as WebP, cached immutably with an ETag and 304', async () => {
    const first = await fetch(`${testServerUrl()}${source}?width=640`)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/webp')
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(first.headers.get('content-encoding')).toBeNull()
    // An image, not a document: nosniff only, no page policies (pb_hooks/lib/pages/security-headers.js).
    expect(first.headers.get('x-content-type-options')).toBe('nosniff')
    for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'x-xss-protection']) expect(first.headers.get(name), name).toBeNull()
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[0-9a-f]+"$/)
    const metadata = await sharp(Buffer.from(await first.arrayBuffer())).metadata()
    expect(metadata.format).toBe('webp')
    expect(metadata.width).toBe(640)

    const again = await fetch(`${testServerUrl()}${source}?width=640`, { headers: { 'If-None-Match': etag! } })
    expect(again.status).toBe(304)
  })

  it('crops, pads and converts as asked', async () => {
    const cover = await fetch(`${testServerUrl()}${source}?width=320&height=320&fit=cover&format=jpeg&quality=60`)
    expect(cover.status).toBe(200)
    expect(cover.headers.get('content-type')).toBe('image/jpeg')
    const coverMeta = await sharp(Buffer.from(await cover.arrayBuffer())).metadata()
    expect([coverMeta.format, coverMeta.width, coverMeta.height]).toEqual(['jpeg', 320, 320])

    const contain = await fetch(`${testServerUrl()}${source}?width=640&height=640&fit=contain&background=%23ffffff`)
    expect(contain.status).toBe(200)
    const containMeta = await sharp(Buffer.from(await contain.arrayBuffer())).metadata()
    expect([containMeta.width, containMeta.height]).toEqual([640, 640])
  })

  it('refuses modifiers outside the allow-list with a JSON message', async () => {
    for (const query of ['width=641', 'width=4000', 'width=640&quality=100', 'width=640&format=gif', 'width=640&fit=fill&height=640', 'width=640&foo=1', '']) {
      const answer = await fetch(`${testServerUrl()}${source}?${query}`)
      expect(answer.status, query).toBe(400)
      const body = (await answer.json()) as { message: string }
      expect(body.message, query).toBeTruthy()
    }
  })

  it('serves nothing but the public media folder', async () => {
    for (const path of ['/img/data.db', '/img/storage/anything.webp', '/img/media/v1/missing.webp', '/img/media/v1/%2e%2e/%2e%2e/data.db', '/img/media/..%2fdata.db']) {
      const answer = await fetch(`${testServerUrl()}${path}?width=640`)
      expect(answer.status, path).toBe(404)
    }
  })
})
