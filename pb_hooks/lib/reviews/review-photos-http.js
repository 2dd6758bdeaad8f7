// The HTTP side of review photos (docs/api.md "Reviews", docs/decisions/043-review-photos.md):
// a review's author adds photos one request at a time while the review may be changed; the
// product page lists them; PocketBase's file route serves them while the review is public.
// Each exported handler is registered in pb_hooks/reviews.pb.js.

const { accessibleOrder, RECORD_ID } = require('../checkout/order-access.js');
const { tr } = require('./review-messages.js');
const { noStore, queryLocale, refuse, inTransaction, pageQuery } = require('./review-responses.js');
const rules = require('./review-rules.js');
const data = require('./review-data.js');
const photoData = require('./review-photo-data.js');
const photos = require('./review-photos.js');

const MEGABYTES = Math.round(photos.MAX_UPLOAD_BYTES / (1024 * 1024));

/** Runs before PocketBase's body limit: a declared body over one photo is refused unread, in the request's language. */
function uploadSizeGate(e) {
  if (photos.bodyTooLarge(e.request.contentLength)) return refuse(e, 413, queryLocale(e), 'photo_too_large', { mb: MEGABYTES });
  return e.next();
}

/** The review a request may change, or the refusal to answer with. */
function changeableReview(e, locale) {
  const id = e.request.pathValue('id');
  const review = RECORD_ID.test(id || '') ? data.reviewById($app, id) : null;
  const stored = review && review.order ? accessibleOrder(e, review.order) : null;
  if (!review || !stored) return { refusal: () => refuse(e, 404, locale, 'review_not_found') };
  if (review.status === 'hidden') return { refusal: () => refuse(e, 409, locale, 'hidden_locked') };
  if (Date.now() > rules.reviewEditableUntilMs(review)) return { refusal: () => refuse(e, 409, locale, 'edit_locked', { days: rules.EDIT_DAYS }) };
  return { review };
}

const reviewPhotos = (reviewId) => photoData.photosByReview($app, [reviewId])[reviewId] || [];

/** POST /api/store/reviews/{id}/photos (multipart: one file `photo`) → 201 ReviewPhotos { message, photos } (contracts/reviews-contract.js) */
function uploadPhoto(e) {
  const locale = queryLocale(e);
  const { review, refusal } = changeableReview(e, locale);
  if (refusal) return refusal();
  if (photoData.photoCount($app, review.id) >= photos.MAX_PHOTOS) return refuse(e, 409, locale, 'photo_limit', { max: photos.MAX_PHOTOS });
  let files;
  try {
    files = e.findUploadedFiles('photo') || [];
  } catch (error) {
    // A body bigger than it declared, or not multipart at all.
    if (/entity too large/i.test(String(error))) return refuse(e, 413, locale, 'photo_too_large', { mb: MEGABYTES });
    files = [];
  }
  if (files.length === 0) return refuse(e, 400, locale, 'photo_missing');
  if (files.length > 1) return refuse(e, 400, locale, 'photo_one_at_a_time');
  if (files[0].size > photos.MAX_UPLOAD_BYTES) return refuse(e, 413, locale, 'photo_too_large', { mb: MEGABYTES });

  let prepared = null;
  try {
    prepared = $reviewPhotos.prepare(files[0]);
  } catch (error) {
    const code = photos.refusalCode(error);
    if (!code) throw error;
    return refuse(e, photos.REFUSAL_STATUS[code], locale, code, { mb: MEGABYTES });
  }

  let conflict = '';
  inTransaction((txApp) => {
    conflict = '';
    const current = data.reviewById(txApp, review.id);
    if (!current || current.status === 'hidden') conflict = 'hidden_locked';
    else if (photoData.photoCount(txApp, review.id) >= photos.MAX_PHOTOS) conflict = 'photo_limit';
    else photoData.addPhoto(txApp, review.id, prepared);
  });
  if (conflict) return refuse(e, 409, locale, conflict, { max: photos.MAX_PHOTOS });
  noStore(e);
  return e.json(201, { message: tr(locale, 'photo_saved'), photos: reviewPhotos(review.id) });
}

/** DELETE /api/store/reviews/{id}/photos/{photoId} → 200 ReviewPhotos { message, photos } */
function deletePhoto(e) {
  const locale = queryLocale(e);
  const { review, refusal } = changeableReview(e, locale);
  if (refusal) return refusal();
  const photoId = e.request.pathValue('photoId');
  let removed = false;
  if (RECORD_ID.test(photoId || '')) {
    inTransaction((txApp) => {
      removed = photoData.removePhoto(txApp, review.id, photoId);
    });
  }
  if (!removed) return refuse(e, 404, locale, 'photo_not_found');
  noStore(e);
  return e.json(200, { message: tr(locale, 'photo_removed'), photos: reviewPhotos(review.id) });
}

const PHOTOS_PER_PAGE_MAX = 24;

/** GET /api/store/experiences/{id}/review-photos?page=&perPage= : the gallery's travellers' photos → TravellerPhotoPage. */
function experiencePhotos(e) {
  const locale = queryLocale(e);
  const id = e.request.pathValue('id');
  if (!RECORD_ID.test(id || '')) return refuse(e, 404, locale, 'review_not_found');
  const { page, perPage, errors } = pageQuery(e.request.url.query(), 12, PHOTOS_PER_PAGE_MAX);
  if (Object.keys(errors).length) return refuse(e, 400, locale, 'fix_fields', null, errors);
  const result = photoData.experiencePhotos($app, id, page, perPage);
  e.response.header().set('Cache-Control', 'public, max-age=0');
  return e.json(200, { ...result, page, perPage, totalPages: Math.ceil(result.totalItems / perPage) });
}

/**
 * onFileDownloadRequest for review_photos: a hidden review's photos are not served. An hour in
 * browsers' caches at most, so a hide takes effect soon everywhere (not PocketBase's 30 days).
 */
function servePhoto(e) {
  if (photoData.photoHidden($app, e.record.id)) throw new NotFoundError();
  // The request's response sits on the embedded event here (goja does not promote it).
  e.requestEvent.response.header().set('Cache-Control', 'public, max-age=3600');
  return e.next();
}

module.exports = { uploadSizeGate, uploadPhoto, deletePhoto, experiencePhotos, servePhoto };
