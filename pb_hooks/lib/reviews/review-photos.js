// @ts-check
// Review photos' rules and shapes (docs/decisions/043-review-photos.md). Pure: the decoding and
// WebP re-encoding is Go's (server/review_photos.go, $reviewPhotos.prepare); storage and who may
// upload are review-photos-http.js's; the refusals' statuses are shared/photo-refusals.js's.

const { REFUSAL_STATUS, refusalCode, MULTIPART_SLACK_BYTES, bodyOver } = require('../shared/photo-refusals.js');
const { REVIEW_PHOTOS } = require('../contracts/reviews-contract.js');

/** Photos one review may carry (the API's limits, contracts/reviews-contract.js). */
const MAX_PHOTOS = REVIEW_PHOTOS.max;
/** One upload's size cap; server/review_photos.go refuses above it too. */
const MAX_UPLOAD_BYTES = REVIEW_PHOTOS.maxBytes;
/** The types the form offers (its `accept`); the server trusts the bytes, not these. */
const ACCEPTED_TYPES = REVIEW_PHOTOS.accept;

/** Whether a request's declared length is over what one photo's upload may be. @param {unknown} contentLength */
const bodyTooLarge = (contentLength) => bodyOver(contentLength, MAX_UPLOAD_BYTES);

/** @param {string} photoId @param {string} name */
const fileUrl = (photoId, name) => `/api/files/review_photos/${photoId}/${encodeURIComponent(name)}`;

/**
 * A stored photo as pages show it: `src` at 640 px (or the nearest width it has), every width in
 * `srcSet`, its size for the layout. Variants are stored largest first.
 * @param {{ id: string, width: number, height: number, variants: unknown }} row
 * @returns {import('../contracts/reviews-contract.js').ReviewPhoto | null}
 */
function photoJson(row) {
  let variants = row.variants;
  if (typeof variants === 'string') {
    try {
      variants = JSON.parse(variants);
    } catch {
      variants = [];
    }
  }
  const list = Array.isArray(variants) ? variants.filter((v) => v && typeof v.name === 'string' && Number(v.width) > 0) : [];
  if (list.length === 0) return null;
  const byDistance = list.slice().sort((a, b) => Math.abs(a.width - 640) - Math.abs(b.width - 640) || b.width - a.width);
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    src: fileUrl(row.id, byDistance[0].name),
    srcSet: list.map((v) => `${fileUrl(row.id, v.name)} ${v.width}w`).join(', '),
  };
}

module.exports = { MAX_PHOTOS, MAX_UPLOAD_BYTES, MULTIPART_SLACK_BYTES, ACCEPTED_TYPES, REFUSAL_STATUS, refusalCode, bodyTooLarge, photoJson };
