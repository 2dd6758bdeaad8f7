// A manager adds a photo to an experience (docs/api.md "Catalog studio", decision 071): one file
// per request, checked and re-encoded by Go ($catalogPhotos.prepare, server/catalog_photos.go)
// into media/uploads before the transaction, then appended to `images` with the version check
// and the audit row. Reordering, the cover, alt texts and removing are edits of `images` through
// the ordinary save. Handlers registered in pb_hooks/catalog-studio.pb.js.

const { requestLocale } = require('../shared/messages.js');
const { REFUSAL_STATUS, refusalCode, bodyOver } = require('../shared/photo-refusals.js');
const { FIELDS, PHOTOS } = require('../contracts/catalog-studio-contract.js');
const { allowed, fail, detailOf, conflict, guarded } = require('./studio-responses.js');
const rules = require('./studio-rules.js');
const data = require('./studio-data.js');

const MEGABYTES = Math.round(PHOTOS.maxBytes / (1024 * 1024));
const MAX_PHOTOS = FIELDS.images.max;

/** The multipart body is not JSON: the language comes from ?locale= or Accept-Language. */
const localeOf = (e) => requestLocale(e.request.url.query().get('locale'), e.request.header.get('Accept-Language'));

/** Runs before PocketBase's body limit: a declared body over one photo is refused unread. */
function uploadSizeGate(e) {
  if (bodyOver(e.request.contentLength, PHOTOS.maxBytes)) {
    e.response.header().set('Cache-Control', 'no-store');
    return fail(e, 413, localeOf(e), 'photo_too_large', { mb: MEGABYTES }, 'images');
  }
  return e.next();
}

/** POST /api/store/staff/catalog/{id}/photos?base=&locale= (multipart: `photo`) → 201 StudioDetail */
function uploadPhoto(e) {
  const locale = localeOf(e);
  const actor = allowed(e, locale, true);
  if (!actor) return undefined;
  const found = data.findExperience($app, e.request.pathValue('id'));
  if (!found) return fail(e, 404, locale, 'not_found');
  const base = e.request.url.query().get('base');
  if (!base) return fail(e, 400, locale, 'stale_base_required', null, 'base');
  // Refused before the encoding a stale editor would waste.
  if (!rules.isCurrent(base, found.getString('updated'))) return conflict(e, locale, found);
  if (data.fieldsOf(found).images.length >= MAX_PHOTOS) return fail(e, 409, locale, 'photo_limit', { max: MAX_PHOTOS }, 'images');
  let files;
  try {
    files = e.findUploadedFiles('photo') || [];
  } catch (error) {
    // A body bigger than it declared, or not multipart at all.
    if (/entity too large/i.test(String(error))) return fail(e, 413, locale, 'photo_too_large', { mb: MEGABYTES }, 'images');
    files = [];
  }
  if (files.length === 0) return fail(e, 400, locale, 'photo_missing', null, 'images');
  if (files.length > 1) return fail(e, 400, locale, 'photo_one_at_a_time', null, 'images');
  if (files[0].size > PHOTOS.maxBytes) return fail(e, 413, locale, 'photo_too_large', { mb: MEGABYTES }, 'images');

  let photo;
  try {
    photo = $catalogPhotos.prepare(files[0]);
  } catch (error) {
    const code = refusalCode(error);
    if (!code) throw error;
    return fail(e, REFUSAL_STATUS[code], locale, code, { mb: MEGABYTES, min: PHOTOS.minWidth }, 'images');
  }

  let outcome = 'saved';
  $app.runInTransaction((txApp) => {
    outcome = 'saved';
    const record = txApp.findRecordById('experiences', found.id);
    if (!rules.isCurrent(base, record.getString('updated'))) {
      outcome = 'stale';
      return;
    }
    const before = data.fieldsOf(record).images;
    if (before.length >= MAX_PHOTOS) {
      outcome = 'full';
      return;
    }
    const after = before.concat([{ key: photo.key, src: photo.src, width: photo.width, height: photo.height, placeholder: photo.placeholder, alt_ar: '', alt_en: '' }]);
    record.set('images', after);
    txApp.save(record);
    data.writeAudit(txApp, actor, record.id, 'update', { images: { before, after } });
  });
  // A refused photo's files stay unnamed in media/uploads: files there are never deleted (decision 071).
  const record = data.findExperience($app, found.id);
  if (outcome === 'stale') return conflict(e, locale, record);
  if (outcome === 'full') return fail(e, 409, locale, 'photo_limit', { max: MAX_PHOTOS }, 'images');
  return e.json(201, detailOf($app, record, actor));
}

module.exports = { uploadSizeGate, uploadPhoto: guarded(uploadPhoto) };
