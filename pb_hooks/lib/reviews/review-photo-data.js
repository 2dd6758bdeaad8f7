// Review photos' reads and writes in SQLite (docs/decisions/043-review-photos.md). Runs only
// inside PocketBase ($app or a transaction's txApp).
/* global arrayOf */

const { photoJson } = require('./review-photos.js');

// Photos show while their review is public; a hidden review's are neither listed nor served.
const SHOWN = "coalesce(r.status, '') IN ('', 'published')";

function photoRows(app, sql, params) {
  const rows = arrayOf(new DynamicModel({ id: '', review: '', width: 0, height: 0, variants: '', author: '', month: '', rating: 0 }));
  app.db().newQuery(sql).bind(params || {}).all(rows);
  return rows;
}

/** { reviewId: [ReviewPhoto…] } for the given reviews, in their order. */
function photosByReview(app, reviewIds) {
  const out = {};
  if (!reviewIds.length) return out;
  const params = {};
  const names = reviewIds.map((id, index) => {
    params[`r${index}`] = id;
    return `{:r${index}}`;
  });
  const rows = photoRows(app, `SELECT id, review, width, height, variants FROM review_photos WHERE review IN (${names.join(', ')}) ORDER BY review, position, created`, params);
  for (const row of rows) {
    const photo = photoJson(row);
    if (!photo) continue;
    (out[row.review] = out[row.review] || []).push(photo);
  }
  return out;
}

const SHOWN_PHOTOS = `FROM review_photos p JOIN reviews r ON r.id = p.review WHERE r.experience = {:id} AND ${SHOWN}`;

/** How many photos an experience's public reviews have. */
function experiencePhotoCount(app, experienceId) {
  const count = new DynamicModel({ n: 0 });
  app.db().newQuery(`SELECT count(*) AS n ${SHOWN_PHOTOS}`).bind({ id: experienceId }).one(count);
  return count.n;
}

/** An experience's travellers' photos, newest review first: { items: TravellerPhoto[], totalItems } (contracts/reviews-contract.js). */
function experiencePhotos(app, experienceId, page, perPage) {
  const rows = photoRows(
    app,
    `SELECT p.id AS id, p.review AS review, p.width AS width, p.height AS height, p.variants AS variants,
        coalesce(r.author_name, '') AS author, coalesce(r.activity_month, '') AS month, r.rating AS rating
     ${SHOWN_PHOTOS} ORDER BY r.created DESC, r.id, p.position LIMIT {:limit} OFFSET {:offset}`,
    { id: experienceId, limit: perPage, offset: (page - 1) * perPage },
  );
  const items = [];
  for (const row of rows) {
    const photo = photoJson(row);
    if (photo) items.push({ ...photo, reviewId: row.review, authorName: row.author, activityMonth: row.month, rating: row.rating });
  }
  return { items, totalItems: experiencePhotoCount(app, experienceId) };
}

/** How many photos a review has. */
function photoCount(app, reviewId) {
  const count = new DynamicModel({ n: 0 });
  app.db().newQuery('SELECT count(*) AS n FROM review_photos WHERE review = {:id}').bind({ id: reviewId }).one(count);
  return count.n;
}

/** Whether the review a photo belongs to is hidden (or the photo is unknown). */
function photoHidden(app, photoId) {
  const row = new DynamicModel({ shown: 0 });
  try {
    app.db().newQuery(`SELECT ${SHOWN} AS shown FROM review_photos p JOIN reviews r ON r.id = p.review WHERE p.id = {:id}`).bind({ id: photoId }).one(row);
  } catch {
    return true;
  }
  return !row.shown;
}

/**
 * Stores one prepared photo (the [{ width, height, file }] of $reviewPhotos.prepare) as the
 * review's next; PocketBase writes the files with the row and removes them if the row fails.
 */
function addPhoto(txApp, reviewId, prepared) {
  const collection = txApp.findCollectionByNameOrId('review_photos');
  const record = new Record(collection);
  const positions = arrayOf(new DynamicModel({ position: 0 }));
  txApp.db().newQuery('SELECT position FROM review_photos WHERE review = {:id}').bind({ id: reviewId }).all(positions);
  let position = 0;
  while (positions.some((row) => row.position === position)) position += 1;
  record.set('review', reviewId);
  record.set('position', position);
  record.set('width', prepared[0].width);
  record.set('height', prepared[0].height);
  record.set('files', prepared.map((variant) => variant.file));
  record.set('variants', prepared.map((variant) => ({ width: variant.width, height: variant.height, name: variant.file.name })));
  txApp.save(record);
  return record;
}

/** Removes a review's photo (its files go with the row). False when it is not that review's. */
function removePhoto(txApp, reviewId, photoId) {
  let record;
  try {
    record = txApp.findRecordById('review_photos', photoId);
  } catch {
    return false;
  }
  if (record.getString('review') !== reviewId) return false;
  txApp.delete(record);
  return true;
}

module.exports = { photosByReview, experiencePhotoCount, experiencePhotos, photoCount, photoHidden, addPhoto, removePhoto };
