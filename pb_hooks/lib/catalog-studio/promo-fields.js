// Checks a manager's promo code edit (the contract's PromoFields) and turns it into the stored
// row: the code in capitals, whole amounts, Riyadh days as the instants checkout compares with
// (promo-rules.js: a code works from starts_at, until ends_at). Every problem is named with its
// field; nothing is stored unless all are fine. A new code needs a code, a type and a value. Pure.

const { PROMO_LIMITS } = require('../contracts/promo-studio-contract.js');

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const isWhole = (value) => typeof value === 'number' && Number.isInteger(value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const RIYADH_OFFSET_MS = 3 * 3600 * 1000;

/** '2026-12-01' → the instant Riyadh's day begins, as PocketBase stores it ('2026-11-30 21:00:00.000Z'). */
function dayStart(day) {
  return new Date(Date.parse(`${day}T00:00:00Z`) - RIYADH_OFFSET_MS).toISOString().replace('T', ' ');
}

/** The Riyadh day an instant falls on. */
const dayOf = (ms) => new Date(ms + RIYADH_OFFSET_MS).toISOString().slice(0, 10);

const validDay = (day) => DAY.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/** A stored row's dates as the editor's days: ends_at is the instant after the last day. */
function daysOf(startsAt, endsAt) {
  const start = Date.parse(String(startsAt || '').replace(' ', 'T'));
  const end = Date.parse(String(endsAt || '').replace(' ', 'T'));
  return { starts_on: Number.isNaN(start) ? '' : dayOf(start), ends_on: Number.isNaN(end) ? '' : dayOf(end - 1) };
}

function idList(value, known, max) {
  if (value === undefined || value === null) return { value: [] };
  if (!Array.isArray(value) || value.some((id) => typeof id !== 'string')) return null;
  const unique = value.filter((id, index) => value.indexOf(id) === index);
  if (unique.length > max || unique.some((id) => known.indexOf(id) === -1)) return null;
  return { value: unique };
}

const NEW_PROMO = { description_ar: '', description_en: '', min_subtotal: 0, max_discount: 0, starts_on: '', ends_on: '', usage_limit: 0, per_customer_limit: 0, scope: { experiences: [], cities: [], categories: [] }, active: true };

/**
 * → { ok: true, fields, row } (row: the promo_codes columns to set) or { ok: false, problems }.
 * `context`: { cityIds, categoryIds, experienceIds } (the ids that exist). `current`: the code's
 * PromoFields before the edit, or null for a new one.
 */
function checkPromoFields(patch, context, current) {
  if (!isObject(patch)) return { ok: false, problems: [{ field: 'fields', key: 'invalid_body' }] };
  const known = ['code', 'description_ar', 'description_en', 'type', 'value', 'min_subtotal', 'max_discount', 'starts_on', 'ends_on', 'usage_limit', 'per_customer_limit', 'scope', 'active'];
  const problems = [];
  for (const name of Object.keys(patch)) if (known.indexOf(name) === -1) problems.push({ field: name, key: 'field_not_editable' });
  const merged = Object.assign({}, current || NEW_PROMO, patch);
  const add = (field, key, params) => problems.push({ field, key, params });
  const out = {};

  const code = typeof merged.code === 'string' ? merged.code.trim().toUpperCase() : '';
  if (!code) add('code', 'field_required');
  else if (code.length < PROMO_LIMITS.code.min || code.length > PROMO_LIMITS.code.max || !/^[A-Z0-9_-]+$/.test(code)) add('code', 'promo_code_invalid', { min: PROMO_LIMITS.code.min, max: PROMO_LIMITS.code.max });
  out.code = code;
  for (const name of ['description_ar', 'description_en']) {
    const text = merged[name] === undefined || merged[name] === null ? '' : merged[name];
    if (typeof text !== 'string') add(name, 'invalid_value');
    else if (text.trim().length > PROMO_LIMITS.description) add(name, 'too_long', { max: PROMO_LIMITS.description });
    out[name] = typeof text === 'string' ? text.trim() : '';
  }
  if (merged.type !== 'percent' && merged.type !== 'fixed') add('type', 'promo_type_required');
  out.type = merged.type;
  if (merged.type === 'percent' && (!isWhole(merged.value) || merged.value < 1 || merged.value > 100)) add('value', 'promo_percent');
  if (merged.type === 'fixed' && (!isWhole(merged.value) || merged.value < 1 || merged.value > PROMO_LIMITS.amount)) add('value', 'promo_amount');
  if (merged.type !== 'percent' && merged.type !== 'fixed' && merged.value === undefined) add('value', 'field_required');
  out.value = merged.value;
  for (const name of ['min_subtotal', 'max_discount']) {
    if (!isWhole(merged[name]) || merged[name] < 0 || merged[name] > PROMO_LIMITS.amount) add(name, 'promo_amount_or_zero');
    out[name] = merged[name];
  }
  for (const name of ['usage_limit', 'per_customer_limit']) {
    if (!isWhole(merged[name]) || merged[name] < 0 || merged[name] > PROMO_LIMITS.uses) add(name, 'number_range', { min: 0, max: PROMO_LIMITS.uses });
    out[name] = merged[name];
  }
  for (const name of ['starts_on', 'ends_on']) {
    const day = merged[name] === undefined || merged[name] === null ? '' : merged[name];
    if (day !== '' && (typeof day !== 'string' || !validDay(day))) add(name, 'promo_day_invalid');
    out[name] = typeof day === 'string' ? day : '';
  }
  if (out.starts_on && out.ends_on && validDay(out.starts_on) && validDay(out.ends_on) && out.ends_on < out.starts_on) add('ends_on', 'promo_ends_before');
  const scope = isObject(merged.scope) ? merged.scope : null;
  if (!scope) add('scope', 'invalid_value');
  else {
    out.scope = {};
    for (const [name, ids] of [['experiences', context.experienceIds], ['cities', context.cityIds], ['categories', context.categoryIds]]) {
      const checked = idList(scope[name], ids, PROMO_LIMITS.scope);
      if (!checked) add('scope', 'promo_scope_unknown');
      else out.scope[name] = checked.value;
    }
  }
  if (typeof merged.active !== 'boolean') add('active', 'invalid_value');
  out.active = merged.active;
  if (problems.length) return { ok: false, problems };

  const row = Object.assign({}, out);
  delete row.starts_on;
  delete row.ends_on;
  row.starts_at = out.starts_on ? dayStart(out.starts_on) : '';
  // The instant after the last day: checkout refuses from ends_at on.
  row.ends_at = out.ends_on ? dayStart(new Date(Date.parse(`${out.ends_on}T00:00:00Z`) + 86400000).toISOString().slice(0, 10)) : '';
  return { ok: true, fields: out, row };
}

module.exports = { checkPromoFields, daysOf, dayStart, NEW_PROMO };
