// Checks a manager's edit of an experience field by field (the contract's FIELDS) and turns it
// into the values stored: trimmed texts, lists of complete rows, whole numbers. Every problem is
// named with its field so the editor shows it there; nothing is stored unless all are fine. Pure.

const { FIELDS, LIMITS } = require('../contracts/catalog-studio-contract.js');

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (value) => (typeof value === 'string' ? value.trim() : null);
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const isWhole = (value) => typeof value === 'number' && Number.isInteger(value);

/** A string field of a row: trimmed text, '' when absent, null when not text or too long. */
function rowText(row, name, max) {
  const value = row[name] === undefined || row[name] === null ? '' : text(row[name]);
  return value === null || value.length > max ? null : value;
}

/** Checks one bilingual row ({ ar, en }); null when malformed. Empty rows are dropped by the caller. */
function bilingualRow(row) {
  if (!isObject(row)) return null;
  const ar = rowText(row, 'ar', LIMITS.listItem);
  const en = rowText(row, 'en', LIMITS.listItem);
  return ar === null || en === null ? null : { ar, en };
}

function itineraryRow(row) {
  if (!isObject(row)) return null;
  const out = {};
  for (const name of ['title_ar', 'title_en']) out[name] = rowText(row, name, 200);
  for (const name of ['text_ar', 'text_en']) out[name] = rowText(row, name, 2000);
  if (Object.values(out).some((value) => value === null)) return null;
  const minutes = row.duration_minutes === undefined || row.duration_minutes === null || row.duration_minutes === '' ? 0 : row.duration_minutes;
  if (!isWhole(minutes) || minutes < 0 || minutes > 60 * 24) return null;
  out.duration_minutes = minutes;
  return out;
}

function faqRow(row) {
  if (!isObject(row)) return null;
  const out = {};
  for (const name of ['question_ar', 'question_en']) out[name] = rowText(row, name, 300);
  for (const name of ['answer_ar', 'answer_en']) out[name] = rowText(row, name, 2000);
  return Object.values(out).some((value) => value === null) ? null : out;
}

const emptyRow = (row) => Object.keys(row).every((name) => row[name] === '' || row[name] === 0);

/** A list of rows: { value } or { problem }. Rows left empty in the editor are dropped. */
function rows(value, spec, check, problemKey) {
  if (!Array.isArray(value)) return { problem: { key: 'invalid_value' } };
  const out = [];
  for (let index = 0; index < value.length; index += 1) {
    const row = check(value[index]);
    if (!row) return { problem: { key: problemKey || 'row_invalid', params: { row: index + 1 } } };
    if (!emptyRow(row)) out.push(row);
  }
  if (out.length > spec.max) return { problem: { key: 'list_too_long', params: { max: spec.max } } };
  return { value: out };
}

function extraRow(row) {
  if (!isObject(row)) return null;
  const name_ar = rowText(row, 'name_ar', 200);
  const name_en = rowText(row, 'name_en', 200);
  if (name_ar === null || name_en === null) return null;
  const key = row.key === undefined || row.key === '' ? '' : text(row.key);
  if (key === null || (key !== '' && !SLUG.test(key))) return null;
  return { key, name_ar, name_en, price: row.price };
}

function extras(value, spec) {
  const listed = rows(value, spec, extraRow);
  if (listed.problem) return listed;
  for (let index = 0; index < listed.value.length; index += 1) {
    const extra = listed.value[index];
    if (!isWhole(extra.price) || extra.price <= 0 || extra.price > LIMITS.extraPrice) return { problem: { key: 'price_positive', params: { row: index + 1 } } };
    if (!extra.key) extra.key = `extra-${index + 1}`;
  }
  return listed;
}

function location(value) {
  if (!isObject(value)) return { problem: { key: 'invalid_value' } };
  const out = {};
  for (const name of ['address_ar', 'address_en', 'meeting_point_ar', 'meeting_point_en', 'instructions_ar', 'instructions_en']) {
    out[name] = rowText(value, name, 500);
    if (out[name] === null) return { problem: { key: 'too_long', params: { max: 500 } } };
  }
  const lat = value.lat === undefined || value.lat === '' ? null : value.lat;
  const lng = value.lng === undefined || value.lng === '' ? null : value.lng;
  if ((lat === null) !== (lng === null)) return { problem: { key: 'coordinates_invalid' } };
  if (lat !== null && (typeof lat !== 'number' || typeof lng !== 'number' || !isFinite(lat) || !isFinite(lng) || lat < -90 || lat > 90 || lng < -180 || lng > 180)) return { problem: { key: 'coordinates_invalid' } };
  out.lat = lat;
  out.lng = lng;
  return { value: out };
}

/** A cancellation policy: free (one free tier), tiered, or non-refundable; tiers by distinct minutes before the start. */
function policy(value, spec) {
  if (!isObject(value) || ['free', 'tiered', 'non_refundable'].indexOf(value.type) === -1) return { problem: { key: 'policy_invalid' } };
  if (value.type === 'non_refundable') return { value: { type: 'non_refundable', tiers: [] } };
  if (!Array.isArray(value.tiers) || value.tiers.length === 0 || value.tiers.length > spec.max) return { problem: { key: 'policy_tiers_required', params: { max: spec.max } } };
  const tiers = [];
  const seen = {};
  for (const tier of value.tiers) {
    if (!isObject(tier) || !isWhole(tier.minutes_before) || tier.minutes_before < 0 || tier.minutes_before > LIMITS.minutesBefore) return { problem: { key: 'policy_minutes_invalid' } };
    if (!isWhole(tier.penalty_percent) || tier.penalty_percent < 0 || tier.penalty_percent > 100) return { problem: { key: 'policy_percent_invalid' } };
    if (seen[tier.minutes_before]) return { problem: { key: 'policy_minutes_repeated' } };
    seen[tier.minutes_before] = true;
    tiers.push({ minutes_before: tier.minutes_before, penalty_percent: tier.penalty_percent });
  }
  tiers.sort((a, b) => b.minutes_before - a.minutes_before);
  // A "free" policy starts free: its first tier (furthest from the start) costs nothing.
  if (value.type === 'free' && tiers[0].penalty_percent !== 0) return { problem: { key: 'policy_free_first' } };
  return { value: { type: value.type, tiers } };
}

/**
 * The photos in their new order: each names a photo the experience has (by key, as often as it
 * has it) with its alt texts; one left out is removed. Sources, sizes and placeholders are the
 * stored ones, so a save cannot point a photo at another file.
 */
function images(value, spec, current) {
  if (!Array.isArray(value)) return { problem: { key: 'invalid_value' } };
  if (value.length > spec.max) return { problem: { key: 'list_too_long', params: { max: spec.max } } };
  const available = (Array.isArray(current) ? current : []).slice();
  const out = [];
  for (let index = 0; index < value.length; index += 1) {
    const row = value[index];
    if (!isObject(row) || typeof row.key !== 'string') return { problem: { key: 'photo_row_invalid', params: { row: index + 1 } } };
    const at = available.findIndex((image) => image && image.key === row.key);
    if (at === -1) return { problem: { key: 'photo_unknown', params: { row: index + 1 } } };
    const alt_ar = rowText(row, 'alt_ar', LIMITS.alt);
    const alt_en = rowText(row, 'alt_en', LIMITS.alt);
    if (alt_ar === null || alt_en === null) return { problem: { key: 'too_long', params: { max: LIMITS.alt } } };
    const stored = available.splice(at, 1)[0];
    out.push({ key: stored.key, src: stored.src, width: stored.width, height: stored.height, placeholder: stored.placeholder || '', alt_ar, alt_en });
  }
  return { value: out };
}

/** One field: { value } or { problem: { key, params? } }. `context`: { cityIds, categoryIds, vocabulary: { name: keys[] } }. */
function checkField(name, value, context) {
  const spec = FIELDS[name];
  switch (spec.kind) {
    case 'slug': {
      const slug = text(value);
      if (!slug) return { problem: { key: 'field_required' } };
      if (slug.length > spec.max || !SLUG.test(slug)) return { problem: { key: 'slug_invalid' } };
      return { value: slug };
    }
    case 'text': {
      const value_ = value === null || value === undefined ? '' : text(value);
      if (value_ === null) return { problem: { key: 'invalid_value' } };
      if (spec.required && !value_) return { problem: { key: 'field_required' } };
      if (value_.length > spec.max) return { problem: { key: 'too_long', params: { max: spec.max } } };
      return { value: value_ };
    }
    case 'city':
      if (typeof value !== 'string' || !value) return { problem: { key: 'field_required' } };
      return context.cityIds.indexOf(value) === -1 ? { problem: { key: 'city_unknown' } } : { value };
    case 'categories': {
      if (!Array.isArray(value) || value.some((id) => typeof id !== 'string')) return { problem: { key: 'invalid_value' } };
      if (value.length > spec.max) return { problem: { key: 'list_too_long', params: { max: spec.max } } };
      if (value.some((id) => context.categoryIds.indexOf(id) === -1)) return { problem: { key: 'category_unknown' } };
      return { value: value.filter((id, index) => value.indexOf(id) === index) };
    }
    case 'choice':
      return spec.choices.indexOf(value) === -1 ? { problem: { key: 'choice_unknown' } } : { value };
    case 'keys': {
      if (!Array.isArray(value) || value.some((key) => typeof key !== 'string')) return { problem: { key: 'invalid_value' } };
      if (value.length > spec.max) return { problem: { key: 'list_too_long', params: { max: spec.max } } };
      const known = context.vocabulary[spec.vocabulary] || [];
      if (value.some((key) => known.indexOf(key) === -1)) return { problem: { key: 'choice_unknown' } };
      return { value: value.filter((key, index) => value.indexOf(key) === index) };
    }
    case 'key': {
      if (value === '' || value === null) return { value: '' };
      const known = context.vocabulary[spec.vocabulary] || [];
      return known.indexOf(value) === -1 ? { problem: { key: 'choice_unknown' } } : { value };
    }
    case 'integer':
      if (!isWhole(value) || value < spec.min || value > spec.max) return { problem: { key: 'number_range', params: { min: spec.min, max: spec.max } } };
      return { value };
    case 'flag':
      return typeof value === 'boolean' ? { value } : { problem: { key: 'invalid_value' } };
    case 'bilingual_list':
      return rows(value, spec, bilingualRow);
    case 'itinerary':
      return rows(value, spec, itineraryRow, 'itinerary_row_invalid');
    case 'faq':
      return rows(value, spec, faqRow);
    case 'extras':
      return extras(value, spec);
    case 'location':
      return location(value);
    case 'policy':
      return policy(value, spec);
    case 'images':
      return images(value, spec, context.currentImages);
    default:
      return { problem: { key: 'invalid_value' } };
  }
}

/**
 * Checks an edit: { ok: true, fields } with the stored values, or { ok: false, problems: [{ field, key, params }] }.
 * `current`: the record's values before the edit (for the age range across fields), or {} for a new one.
 */
function checkFields(patch, context, current) {
  const problems = [];
  const fields = {};
  if (!isObject(patch)) return { ok: false, problems: [{ field: 'fields', key: 'invalid_body' }] };
  for (const name of Object.keys(patch)) {
    if (!Object.prototype.hasOwnProperty.call(FIELDS, name)) {
      problems.push({ field: name, key: 'field_not_editable' });
      continue;
    }
    const checked = checkField(name, patch[name], Object.assign({ currentImages: (current && current.images) || [] }, context));
    if (checked.problem) problems.push({ field: name, key: checked.problem.key, params: checked.problem.params });
    else fields[name] = checked.value;
  }
  const merged = Object.assign({}, current || {}, fields);
  if (!problems.some((problem) => problem.field === 'age_max' || problem.field === 'age_min') && isWhole(merged.age_min) && isWhole(merged.age_max) && merged.age_max > 0 && merged.age_max < merged.age_min) {
    problems.push({ field: 'age_max', key: 'age_range' });
  }
  return problems.length ? { ok: false, problems } : { ok: true, fields };
}

/** An experience's URL name from its English title (a new draft's default). */
function slugFrom(title) {
  const slug = String(title || '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/g, '');
  return slug || 'experience';
}

module.exports = { checkFields, checkField, slugFrom, SLUG };
