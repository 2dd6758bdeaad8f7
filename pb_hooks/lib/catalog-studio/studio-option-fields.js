// Checks a manager's edit of an option (the contract's OPTION_FIELDS) and turns it into the
// values stored: trimmed texts, traveller types with whole prices and age ranges, pickup places
// with clock times. Every problem is named with its field; nothing is stored unless all are
// fine. A new option needs every field but the flags and lists. Pure.

const { OPTION_FIELDS, LIMITS } = require('../contracts/catalog-studio-contract.js');
const { SLUG } = require('./studio-fields.js');

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const isWhole = (value) => typeof value === 'number' && Number.isInteger(value);
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A text of a row: trimmed, '' when absent, null when not text or longer than max. */
function rowText(row, name, max) {
  if (row[name] === undefined || row[name] === null) return '';
  if (typeof row[name] !== 'string') return null;
  const value = row[name].trim();
  return value.length > max ? null : value;
}

/** Traveller types: names in both languages, distinct keys, ages in order, whole prices; the headline one priced. */
function travellerTypes(value, spec, pricing) {
  if (!Array.isArray(value) || value.length === 0) return { problem: { key: 'types_required' } };
  if (value.length > spec.max) return { problem: { key: 'list_too_long', params: { max: spec.max } } };
  if (pricing === 'per_item' && value.length !== 1) return { problem: { key: 'item_one_type' } };
  const out = [];
  for (let index = 0; index < value.length; index += 1) {
    const row = value[index];
    const number = index + 1;
    if (!isObject(row)) return { problem: { key: 'type_invalid', params: { row: number } } };
    const name_ar = rowText(row, 'name_ar', 60);
    const name_en = rowText(row, 'name_en', 60);
    if (!name_ar || !name_en) return { problem: { key: 'type_name_required', params: { row: number } } };
    let key = rowText(row, 'key', 40);
    if (!key) key = pricing === 'per_item' ? 'item' : name_en.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || `type-${number}`;
    if (!SLUG.test(key)) return { problem: { key: 'type_invalid', params: { row: number } } };
    if (out.some((type) => type.key === key)) return { problem: { key: 'type_repeated', params: { row: number } } };
    const ageMin = row.age_min === undefined ? 0 : row.age_min;
    const ageMax = row.age_max === undefined ? 99 : row.age_max;
    if (!isWhole(ageMin) || !isWhole(ageMax) || ageMin < 0 || ageMax > 120 || ageMax < ageMin) return { problem: { key: 'type_ages', params: { row: number } } };
    if (!isWhole(row.price) || row.price < 0 || row.price > LIMITS.price) return { problem: { key: 'type_price', params: { row: number } } };
    out.push({ key, name_ar, name_en, age_min: ageMin, age_max: ageMax, price: row.price });
  }
  // The price the calendar and the card show (the adult's, or the item's) cannot be free.
  const headline = out.find((type) => type.key === 'adult' || type.key === 'item') || out[0];
  if (headline.price <= 0) return { problem: { key: 'type_headline_price', params: { name: headline.name_en, name_ar: headline.name_ar } } };
  return { value: out };
}

function pickupPlaces(value, spec) {
  if (!Array.isArray(value)) return { problem: { key: 'invalid_value' } };
  const out = [];
  for (let index = 0; index < value.length; index += 1) {
    const row = value[index];
    const number = index + 1;
    if (!isObject(row)) return { problem: { key: 'pickup_invalid', params: { row: number } } };
    const place = {};
    for (const name of ['name_ar', 'name_en']) place[name] = rowText(row, name, 120);
    for (const name of ['address_ar', 'address_en']) place[name] = rowText(row, name, 300);
    place.time = rowText(row, 'time', 5);
    if (Object.keys(place).some((name) => place[name] === null)) return { problem: { key: 'pickup_invalid', params: { row: number } } };
    if (Object.keys(place).every((name) => place[name] === '')) continue; // a row left empty
    if (!place.name_ar || !place.name_en) return { problem: { key: 'pickup_name_required', params: { row: number } } };
    if (place.time && !CLOCK.test(place.time)) return { problem: { key: 'pickup_time', params: { row: number } } };
    const key = rowText(row, 'key', 40) || `pickup-${index + 1}`;
    if (!SLUG.test(key) || out.some((other) => other.key === key)) return { problem: { key: 'pickup_invalid', params: { row: number } } };
    out.push({ key, name_ar: place.name_ar, name_en: place.name_en, address_ar: place.address_ar, address_en: place.address_en, time: place.time });
  }
  if (out.length > spec.max) return { problem: { key: 'list_too_long', params: { max: spec.max } } };
  return { value: out };
}

function checkOptionField(name, value, context, pricing) {
  const spec = OPTION_FIELDS[name];
  switch (spec.kind) {
    case 'text': {
      if (value !== undefined && value !== null && typeof value !== 'string') return { problem: { key: 'invalid_value' } };
      const text = typeof value === 'string' ? value.trim() : '';
      if (spec.required && !text) return { problem: { key: 'field_required' } };
      if (text.length > spec.max) return { problem: { key: 'too_long', params: { max: spec.max } } };
      return { value: text };
    }
    case 'choice':
      return spec.choices.indexOf(value) === -1 ? { problem: { key: 'choice_unknown' } } : { value };
    case 'integer':
      if (!isWhole(value) || value < spec.min || value > spec.max) return { problem: { key: 'number_range', params: { min: spec.min, max: spec.max } } };
      return { value };
    case 'flag':
      return typeof value === 'boolean' ? { value } : { problem: { key: 'invalid_value' } };
    case 'keys': {
      if (!Array.isArray(value) || value.some((key) => typeof key !== 'string')) return { problem: { key: 'invalid_value' } };
      if (value.length > spec.max) return { problem: { key: 'list_too_long', params: { max: spec.max } } };
      const known = context.vocabulary[spec.vocabulary] || [];
      if (value.some((key) => known.indexOf(key) === -1)) return { problem: { key: 'choice_unknown' } };
      return { value: value.filter((key, index) => value.indexOf(key) === index) };
    }
    case 'traveller_types':
      return travellerTypes(value, spec, pricing);
    case 'pickup_places':
      return pickupPlaces(value, spec);
    default:
      return { problem: { key: 'invalid_value' } };
  }
}

/** The defaults of a new option for what its creator did not send. */
const NEW_OPTION = { description_ar: '', description_en: '', pricing: 'per_person', min_per_booking: 1, max_per_booking: 10, pickup_places: [], pay_later_allowed: false, guest_details_required: false, languages: [], duration_minutes: 0, booking_cutoff_minutes: 0, sort: 0 };

/**
 * Checks an option edit: { ok: true, fields } or { ok: false, problems: [{ field, key, params }] }.
 * `current`: the option's values before the edit, or null for a new option (then titles and
 * traveller types are needed). Types are checked against the pricing the option will have.
 */
function checkOptionFields(patch, context, current) {
  if (!isObject(patch)) return { ok: false, problems: [{ field: 'fields', key: 'invalid_body' }] };
  const problems = [];
  const fields = {};
  const names = Object.keys(patch);
  if (!current) for (const name of ['title_ar', 'title_en', 'traveller_types']) if (names.indexOf(name) === -1) names.push(name);
  const pricing = OPTION_FIELDS.pricing.choices.indexOf(patch.pricing) !== -1 ? patch.pricing : (current && current.pricing) || NEW_OPTION.pricing;
  // A changed pricing re-checks the stored types against it (an item option has exactly one).
  if (current && patch.pricing && patch.pricing !== current.pricing && names.indexOf('traveller_types') === -1) names.push('traveller_types');
  for (const name of names) {
    if (!Object.prototype.hasOwnProperty.call(OPTION_FIELDS, name)) {
      problems.push({ field: name, key: 'field_not_editable' });
      continue;
    }
    const value = Object.prototype.hasOwnProperty.call(patch, name) ? patch[name] : current ? current[name] : undefined;
    const checked = checkOptionField(name, value, context, pricing);
    if (checked.problem) problems.push({ field: name, key: checked.problem.key, params: checked.problem.params });
    else fields[name] = checked.value;
  }
  if (!problems.length && (fields.min_per_booking !== undefined || fields.max_per_booking !== undefined)) {
    // The range as it will be stored: a minimum above the maximum would make the option unbookable.
    const pick = (name) => (fields[name] !== undefined ? fields[name] : current && current[name] ? current[name] : NEW_OPTION[name]);
    if (pick('min_per_booking') > pick('max_per_booking')) problems.push({ field: 'min_per_booking', key: 'min_above_max', params: { max: pick('max_per_booking') } });
  }
  if (problems.length) return { ok: false, problems };
  return { ok: true, fields: current ? fields : Object.assign({}, NEW_OPTION, fields) };
}

module.exports = { checkOptionFields, NEW_OPTION };
