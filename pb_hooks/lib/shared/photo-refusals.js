// @ts-check
// The Go photo pipeline's refusals (server/review_photos.go, server/catalog_photos.go) as HTTP
// answers: review photos and catalog photos throw the same codes. Pure.

/** The answer's status for each refusal code. */
const REFUSAL_STATUS = {
  photo_not_image: 415,
  photo_unsupported: 415,
  photo_too_large: 413,
  photo_too_many_pixels: 422,
  photo_unreadable: 422,
  photo_too_small: 422,
};

/** The refusal code in an error thrown by the pipeline, or '' for any other failure. @param {unknown} error */
function refusalCode(error) {
  const message = String((error && /** @type {any} */ (error).message) || error || '');
  const match = /photo_[a-z_]+/.exec(message);
  return match && Object.prototype.hasOwnProperty.call(REFUSAL_STATUS, match[0]) ? match[0] : '';
}

/** What a multipart body adds around one file (boundaries, headers, small fields). */
const MULTIPART_SLACK_BYTES = 64 * 1024;

/**
 * Whether a request's declared length is over one file of `maxBytes` and its envelope.
 * @param {unknown} contentLength @param {number} maxBytes
 */
const bodyOver = (contentLength, maxBytes) => Number(contentLength) > maxBytes + MULTIPART_SLACK_BYTES;

module.exports = { REFUSAL_STATUS, refusalCode, MULTIPART_SLACK_BYTES, bodyOver };
