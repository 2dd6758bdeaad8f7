// Facet counts and totals of a filter set, kept in PocketBase's app store for a minute per catalog
// version, so paging and sorting one search do not count it again. Runs only inside PocketBase ($app).

/** Facet counts and totals are cached per filter set and catalog version for this long. */
const COUNT_CACHE_MS = 60000;
/** …and only while the app store holds fewer entries than this (it is shared with PocketBase). */
const COUNT_CACHE_LIMIT = 2000;
const COUNT_CACHE_PREFIX = 'rihla.catalog.counts.';

/** A cached { total, facets } for a filter set, or null. Entries are "expiresAt|total|facetsJson". */
function readCounts(key) {
  const entry = $app.store().get(key);
  if (typeof entry !== 'string') return null;
  const first = entry.indexOf('|');
  const second = entry.indexOf('|', first + 1);
  if (first === -1 || second === -1 || Number(entry.slice(0, first)) < Date.now()) return null;
  return { total: Number(entry.slice(first + 1, second)), facets: entry.slice(second + 1) || null };
}

/**
 * Caches { total, facets } under `key` while the app store (shared with PocketBase) holds fewer
 * than COUNT_CACHE_LIMIT entries; when it is full, this cache's own entries are dropped first.
 */
function writeCounts(key, total, facetsJson) {
  const store = $app.store();
  const value = `${Date.now() + COUNT_CACHE_MS}|${total}|${facetsJson || ''}`;
  if (store.has(key)) {
    store.set(key, value);
    return;
  }
  if (store.setIfLessThanLimit(key, value, COUNT_CACHE_LIMIT)) return;
  for (const name of Object.keys(store.getAll())) {
    if (name.indexOf(COUNT_CACHE_PREFIX) === 0) store.remove(name);
  }
  store.setIfLessThanLimit(key, value, COUNT_CACHE_LIMIT);
}

module.exports = { COUNT_CACHE_PREFIX, readCounts, writeCounts };
