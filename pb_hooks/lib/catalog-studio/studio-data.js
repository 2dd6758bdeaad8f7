// The catalog studio's reads and writes (docs/api.md "Catalog studio"): the list with its
// filters, one experience as the editor reads it, and every write inside one transaction with
// its version check, its audit row and, for a changed address, the 301 from the old one. A save
// goes through the experiences collection, so the catalog's own record hooks and triggers keep
// the search index, the suggestions and the facets current in the same transaction, and the
// microcache (keyed by the database version) answers anew at once. Runs only inside PocketBase.

const { EDITABLE_FIELDS, LIMITS } = require('../contracts/catalog-studio-contract.js');
const { readRows } = require('./studio-sql.js');

const JSON_FIELDS = ['categories', 'labels', 'languages', 'occasions', 'best_for', 'highlights', 'includes', 'excludes', 'itinerary', 'know_before_you_go', 'what_to_bring', 'not_suitable_for', 'faq', 'extras', 'images', 'location', 'cancellation_policy'];

/** A stored JSON value as plain data (PocketBase hands JSON fields over as byte views). */
function jsonOf(record, name) {
  const raw = record.getString(name);
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch (_error) {
    return null;
  }
}

const LOCATION_PARTS = ['address_ar', 'address_en', 'meeting_point_ar', 'meeting_point_en', 'instructions_ar', 'instructions_en'];

/** The editable values of a record, in the contract's shapes (missing lists as []). */
function fieldsOf(record) {
  const out = {};
  for (const name of EDITABLE_FIELDS) {
    if (JSON_FIELDS.indexOf(name) !== -1) out[name] = jsonOf(record, name);
    else if (['duration_minutes', 'age_min', 'age_max'].indexOf(name) !== -1) out[name] = record.getInt(name);
    else if (['pickup_included', 'dropoff_included', 'tour_guide'].indexOf(name) !== -1) out[name] = record.getBool(name);
    else out[name] = record.getString(name);
  }
  for (const name of JSON_FIELDS) if (name !== 'location' && name !== 'cancellation_policy' && !Array.isArray(out[name])) out[name] = [];
  const location = out.location && typeof out.location === 'object' ? out.location : {};
  out.location = {};
  for (const part of LOCATION_PARTS) out.location[part] = typeof location[part] === 'string' ? location[part] : '';
  out.location.lat = typeof location.lat === 'number' ? location.lat : null;
  out.location.lng = typeof location.lng === 'number' ? location.lng : null;
  const policy = out.cancellation_policy;
  out.cancellation_policy = policy && typeof policy === 'object' && typeof policy.type === 'string' ? { type: policy.type, tiers: Array.isArray(policy.tiers) ? policy.tiers : [] } : { type: 'non_refundable', tiers: [] };
  out.images = out.images
    .filter((image) => image && typeof image.src === 'string')
    .map((image) => ({ key: String(image.key || image.src), src: image.src, width: Number(image.width) || 0, height: Number(image.height) || 0, placeholder: String(image.placeholder || ''), alt_ar: String(image.alt_ar || ''), alt_en: String(image.alt_en || '') }));
  out.itinerary = out.itinerary.map((step) => ({ title_ar: step.title_ar || '', title_en: step.title_en || '', text_ar: step.text_ar || '', text_en: step.text_en || '', duration_minutes: step.duration_minutes || 0 }));
  return out;
}

/** The editor's view of an experience (StudioExperience). */
function experienceView(record) {
  return Object.assign(fieldsOf(record), {
    id: record.id,
    status: record.getString('status'),
    unavailable_reason_ar: record.getString('unavailable_reason_ar'),
    unavailable_reason_en: record.getString('unavailable_reason_en'),
    price_from: record.getInt('price_from'),
    updated: record.getString('updated'),
    created: record.getString('created'),
  });
}

const OPTION_JSON = ['traveller_types', 'pickup_places', 'languages'];

/** An option's editable values (StudioOptionFields), missing lists as []. */
function optionFieldsOf(record) {
  const { OPTION_FIELDS } = require('../contracts/catalog-studio-contract.js');
  const out = {};
  for (const name of Object.keys(OPTION_FIELDS)) {
    const kind = OPTION_FIELDS[name].kind;
    if (OPTION_JSON.indexOf(name) !== -1) out[name] = Array.isArray(jsonOf(record, name)) ? jsonOf(record, name) : [];
    else if (kind === 'integer') out[name] = record.getInt(name);
    else if (kind === 'flag') out[name] = record.getBool(name);
    else out[name] = record.getString(name);
  }
  // Options written before the minimum existed hold none: one traveller, as the checkout reads it.
  out.min_per_booking = Math.max(1, out.min_per_booking);
  return out;
}

/** The experience's options as the editor shows them (StudioOption[]), in the storefront's order. */
function optionsOf(app, experienceId) {
  return app.findRecordsByFilter('options', 'experience = {:id}', 'sort,created', 0, 0, { id: experienceId }).map((record) => Object.assign(optionFieldsOf(record), { id: record.id, updated: record.getString('updated') }));
}

/** One of the experience's options, or null. */
function findOption(app, experienceId, optionId) {
  if (!/^[a-z0-9]{15}$/.test(String(optionId || ''))) return null;
  try {
    const record = app.findRecordById('options', optionId);
    return record.getString('experience') === experienceId ? record : null;
  } catch (_error) {
    return null;
  }
}

function findExperience(app, id) {
  if (!/^[a-z0-9]{15}$/.test(String(id || ''))) return null;
  try {
    return app.findRecordById('experiences', id);
  } catch (_error) {
    return null;
  }
}

/** What the selects offer: cities, categories and the filter vocabularies (settings `filters`). */
function vocabulary(app) {
  const cities = readRows(app, "SELECT id, slug, name_ar, name_en, coalesce(lat, 0) AS lat, coalesce(lng, 0) AS lng FROM cities ORDER BY sort, slug", {}, { id: '', slug: '', name_ar: '', name_en: '', lat: 0.5, lng: 0.5 });
  const categories = readRows(app, 'SELECT id, slug, name_ar, name_en FROM categories ORDER BY sort, slug', {}, { id: '', slug: '', name_ar: '', name_en: '' });
  const settings = readRows(app, "SELECT coalesce(value, '') AS value FROM settings WHERE key = 'filters' LIMIT 1", {}, { value: '' });
  let filters = {};
  try {
    filters = settings.length ? JSON.parse(settings[0].value) || {} : {};
  } catch (_error) {
    filters = {};
  }
  const choices = (name) => (Array.isArray(filters[name]) ? filters[name].map((entry) => ({ key: String(entry.key), name_ar: String(entry.name_ar || ''), name_en: String(entry.name_en || '') })) : []);
  const { KINDS } = require('../contracts/catalog-studio-contract.js');
  return {
    cities: cities.map((row) => ({ id: row.id, key: row.slug, name_ar: row.name_ar, name_en: row.name_en, lat: row.lat || null, lng: row.lng || null })),
    categories: categories.map((row) => ({ id: row.id, key: row.slug, name_ar: row.name_ar, name_en: row.name_en })),
    kinds: KINDS.slice(),
    labels: choices('labels'),
    languages: choices('languages'),
    occasions: choices('occasions'),
    best_for: choices('best_for'),
    time_of_day: choices('time_of_day'),
  };
}

/** The field checker's context: known ids and keys. */
function checkContext(app) {
  const known = vocabulary(app);
  const keys = (list) => list.map((entry) => entry.key);
  return {
    cityIds: known.cities.map((city) => city.id),
    categoryIds: known.categories.map((category) => category.id),
    vocabulary: { labels: keys(known.labels), languages: keys(known.languages), occasions: keys(known.occasions), best_for: keys(known.best_for), time_of_day: keys(known.time_of_day) },
  };
}

/** The list: newest edits first, matching a title or address, a city, a category and a state. */
function listExperiences(app, filter) {
  const where = ['1 = 1'];
  const bind = {};
  if (filter.q) {
    where.push("(lower(title_ar) LIKE {:q} ESCAPE '\\' OR lower(title_en) LIKE {:q} ESCAPE '\\' OR slug LIKE {:q} ESCAPE '\\')");
    bind.q = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  }
  if (filter.city) {
    where.push('city = {:city}');
    bind.city = filter.city;
  }
  if (filter.category) {
    where.push("EXISTS (SELECT 1 FROM json_each(CASE WHEN json_valid(categories) THEN categories ELSE '[]' END) j WHERE j.value = {:category})");
    bind.category = filter.category;
  }
  if (filter.status) {
    where.push('status = {:status}');
    bind.status = filter.status;
  }
  const clause = where.join(' AND ');
  const total = readRows(app, `SELECT count(*) AS n FROM experiences WHERE ${clause}`, bind, { n: 0 })[0].n;
  const perPage = LIMITS.pageSize;
  const items = readRows(
    app,
    `SELECT id, slug, coalesce(title_ar, '') AS title_ar, coalesce(title_en, '') AS title_en, city, status, coalesce(price_from, 0) AS price_from, updated
       FROM experiences WHERE ${clause} ORDER BY updated DESC, id LIMIT {:limit} OFFSET {:offset}`,
    Object.assign({ limit: perPage, offset: (filter.page - 1) * perPage }, bind),
    { id: '', slug: '', title_ar: '', title_en: '', city: '', status: '', price_from: 0, updated: '' },
  );
  return { items, page: filter.page, totalPages: Math.max(1, Math.ceil(total / perPage)), totalItems: total };
}

/** The experience's audit trail, newest first. */
function auditTrail(app, experienceId, limit) {
  return readRows(
    app,
    `SELECT id, action, coalesce(staff_name, '') AS staffName, CASE WHEN json_valid(changes) THEN changes ELSE '{}' END AS changes, created
       FROM catalog_events WHERE experience = {:id} ORDER BY created DESC, rowid DESC LIMIT {:limit}`,
    { id: experienceId, limit: limit || 50 },
    { id: '', action: '', staffName: '', changes: '', created: '' },
  ).map((row) => ({ id: row.id, at: new Date(row.created.replace(' ', 'T')).toISOString(), staffName: row.staffName, action: row.action, changes: JSON.parse(row.changes || '{}') }));
}

function writeAudit(txApp, actor, experienceId, action, changes) {
  const record = new Record(txApp.findCachedCollectionByNameOrId('catalog_events'));
  record.set('experience', experienceId);
  if (actor.id && !actor.superuser) record.set('staff', actor.id);
  record.set('staff_name', actor.name || 'Rihla');
  record.set('action', action);
  record.set('changes', changes);
  txApp.save(record);
}

/** Whether another experience uses the slug. */
function slugTaken(app, slug, exceptId) {
  return readRows(app, 'SELECT count(*) AS n FROM experiences WHERE slug = {:slug} AND id != {:id}', { slug, id: exceptId || '' }, { n: 0 })[0].n > 0;
}

/**
 * Keeps the old address of a renamed experience working: a 301 from /experiences/<old> to the new
 * one (one row serves /en too, see pages/redirects.js), earlier redirects to the old address
 * pointed at the new one, and any redirect away from the new address removed (it would loop).
 */
function redirectSlug(txApp, oldSlug, newSlug) {
  const from = `/experiences/${oldSlug}`;
  const to = `/experiences/${newSlug}`;
  txApp.db().newQuery('DELETE FROM redirects WHERE from_path = {:to}').bind({ to }).execute();
  txApp.db().newQuery('UPDATE redirects SET "to" = {:to} WHERE "to" = {:from}').bind({ to, from }).execute();
  let record;
  try {
    record = txApp.findFirstRecordByData('redirects', 'from_path', from);
  } catch (_error) {
    record = new Record(txApp.findCachedCollectionByNameOrId('redirects'));
    record.set('from_path', from);
  }
  record.set('to', to);
  record.set('status_code', '301');
  record.set('active', true);
  txApp.save(record);
}

/** The last change's author and time (for a refused save), from the audit trail. */
function lastChange(app, experienceId) {
  const trail = auditTrail(app, experienceId, 1);
  return trail.length ? { staffName: trail[0].staffName, at: trail[0].at } : { staffName: 'Rihla', at: '' };
}

module.exports = { experienceView, fieldsOf, optionFieldsOf, optionsOf, findOption, findExperience, vocabulary, checkContext, listExperiences, auditTrail, writeAudit, slugTaken, redirectSlug, lastChange };
