import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const photos = require('./review-photos.js')

describe('review photos', () => {
  it('shows the width nearest 640 px as src and every width in srcSet, largest first', () => {
    const variants = [1024, 768, 640, 320].map((width) => ({ width, height: width / 2, name: `photo_${width}_abc.webp` }))
    const json = photos.photoJson({ id: 'p1', width: 1024, height: 512, variants: JSON.stringify(variants) })
    expect(json).toEqual({
      id: 'p1',
      width: 1024,
      height: 512,
      src: '/api/files/review_photos/p1/photo_640_abc.webp',
      srcSet: '/api/files/review_photos/p1/photo_1024_abc.webp 1024w, /api/files/review_photos/p1/photo_768_abc.webp 768w, /api/files/review_photos/p1/photo_640_abc.webp 640w, /api/files/review_photos/p1/photo_320_abc.webp 320w',
    })
  })

  it('falls back to the width it has when a photo is narrower than 640 px', () => {
    const json = photos.photoJson({ id: 'p2', width: 200, height: 100, variants: [{ width: 200, height: 100, name: 'photo_200.webp' }] })
    expect(json?.src).toBe('/api/files/review_photos/p2/photo_200.webp')
  })

  it('drops a photo whose variants are unreadable instead of showing a broken image', () => {
    expect(photos.photoJson({ id: 'p3', width: 1, height: 1, variants: 'not json' })).toBeNull()
    expect(photos.photoJson({ id: 'p3', width: 1, height: 1, variants: [{ width: 0, name: 'x' }] })).toBeNull()
  })

  it('finds the refusal code in what the Go binding throws, and nothing in other errors', () => {
    expect(photos.refusalCode(new Error('GoError: photo_not_image'))).toBe('photo_not_image')
    expect(photos.refusalCode('photo_too_many_pixels')).toBe('photo_too_many_pixels')
    expect(photos.refusalCode(new Error('photo_made_up'))).toBe('')
    expect(photos.refusalCode(new Error('disk full'))).toBe('')
    expect(photos.REFUSAL_STATUS.photo_too_large).toBe(413)
  })

  it('refuses a declared body over one photo and its multipart wrapping, before reading it', () => {
    expect(photos.bodyTooLarge(50 * 1024 * 1024)).toBe(true)
    expect(photos.bodyTooLarge(photos.MAX_UPLOAD_BYTES + 1000)).toBe(false)
    expect(photos.bodyTooLarge(-1)).toBe(false)
  })
})
