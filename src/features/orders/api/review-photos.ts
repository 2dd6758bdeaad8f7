import { pocketBase } from '../../../lib/pocketbase'
import type { Locale } from '../../../lib/locale'
import type { ReviewPhotos } from '../../../../pb_hooks/lib/contracts/reviews-contract.js'
import { orderTokenHeaders } from './queries'

// A review's photos, added one request at a time by its author (docs/decisions/043-review-photos.md).
// The server decides (format, size, count, who); these limits only spare a doomed upload. They are
// the contract's REVIEW_PHOTOS (pb_hooks/lib/contracts/reviews-contract.js), copied for the browser
// (the contract is CommonJS for PocketBase); review-contract-copies.test.ts beside it fails when they differ.

export const MAX_REVIEW_PHOTOS = 5
export const REVIEW_PHOTO_MAX_BYTES = 15 * 1024 * 1024
/** The file picker's filter. HEIC is offered too: iPhones' photos are HEIC, the server converts them. */
export const REVIEW_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']

/** Whether a picked file may be a photo the server takes: by type, or by name when the browser gives none (HEIC). */
export const looksLikeReviewPhoto = (file: { type: string; name: string }) => (file.type ? REVIEW_PHOTO_TYPES.includes(file.type.toLowerCase()) : /\.(jpe?g|png|webp|hei[cf])$/i.test(file.name))

export async function uploadReviewPhoto(reviewId: string, file: File, token: string | undefined, locale: Locale) {
  const body = new FormData()
  body.append('photo', file)
  return (await pocketBase()).send<ReviewPhotos>(`/api/store/reviews/${encodeURIComponent(reviewId)}/photos`, { method: 'POST', body, query: { locale }, headers: orderTokenHeaders(token) })
}

export async function removeReviewPhoto(reviewId: string, photoId: string, token: string | undefined, locale: Locale) {
  return (await pocketBase()).send<ReviewPhotos>(`/api/store/reviews/${encodeURIComponent(reviewId)}/photos/${encodeURIComponent(photoId)}`, { method: 'DELETE', query: { locale }, headers: orderTokenHeaders(token) })
}
