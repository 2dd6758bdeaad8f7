// Reviews changed through PocketBase's collection API — only superusers may, e.g. in the
// dashboard — do not pass the review endpoints, which recompute the experience's rating and count
// in their own transactions. These hooks recompute them right after such a write.

const data = require('./review-data.js');

/** onRecord{Create,Update,Delete}Request for reviews: the write, then the aggregates of every experience it touched. */
function recomputeAfterCollectionWrite(e) {
  const original = e.record.original();
  const before = original ? original.getString('experience') : '';
  e.next();
  const touched = [e.record.getString('experience'), before].filter((id, index, all) => id && all.indexOf(id) === index);
  for (const id of touched) data.recomputeAggregates($app, id);
}

module.exports = { recomputeAfterCollectionWrite };
