// experiences.price_from, the "from" price of cards, the listing's price filter and sort, and the
// product page's sticky bar (docs/decisions/051-price-from-follows-prices.md): the lowest
// headline price (the adult's, the item's for per_item options, as the calendar shows it) over
// the experience's options, and over the price overrides of its open departures from today on.
// Kept by the record hooks of options and slots (catalog.pb.js), in the save that moved a price.
// The hook of slots is cheap for a save that moves no price: a schedule creates thousands.

const headline = (column) =>
  `(SELECT j.value ->> '${column}' FROM json_each(CASE WHEN json_valid(o.traveller_types) AND json_type(o.traveller_types) = 'array' THEN o.traveller_types ELSE '[]' END) j
      ORDER BY (j.value ->> 'key') = (CASE o.pricing WHEN 'per_item' THEN 'item' ELSE 'adult' END) DESC, j.key LIMIT 1)`;

/** The lowest headline price of experience {:id} from day {:today} on (NULL when it has no priced option). */
const LOWEST_SQL = `SELECT min(price) FROM (
    SELECT CAST(${headline('price')} AS INTEGER) AS price FROM options o WHERE o.experience = {:id}
    UNION ALL
    SELECT CAST(json_extract(s.price_overrides, '$."' || ${headline('key')} || '"') AS INTEGER)
    FROM slots s JOIN options o ON o.id = s.option
    WHERE s.experience = {:id} AND s.date >= {:today} AND s.status = 'open'
      AND json_valid(s.price_overrides) AND json_type(s.price_overrides) = 'object' AND s.price_overrides <> '{}'
      AND typeof(json_extract(s.price_overrides, '$."' || ${headline('key')} || '"')) IN ('integer', 'real')
  ) WHERE price IS NOT NULL AND price >= 0`;

/** Writes price_from when it changed (a plain UPDATE: catalog_rows follows by its SQL trigger). */
const UPDATE_SQL = `UPDATE experiences SET price_from = coalesce((${LOWEST_SQL}), price_from) WHERE id = {:id} AND price_from IS NOT coalesce((${LOWEST_SQL}), price_from)`;

/** A record's field as a plain value; JSON fields come as raw bytes, read from their text. */
function plain(record, name) {
  const value = record.get(name);
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  try {
    return JSON.parse(record.getString(name) || 'null');
  } catch (_error) {
    return JSON.parse(JSON.stringify(value));
  }
}
const hasOverrides = (overrides) => Boolean(overrides) && typeof overrides === 'object' && !Array.isArray(overrides) && Object.keys(overrides).length > 0;

/**
 * Whether a slot's save can move its experience's "from" price. before/after: { price_overrides,
 * status, date, option } or null (created / deleted). Only a departure with overrides can.
 */
function slotMovesPrice(before, after) {
  const overridden = (before && hasOverrides(before.price_overrides)) || (after && hasOverrides(after.price_overrides));
  if (!overridden) return false;
  if (!before || !after) return true;
  return ['status', 'date', 'option'].some((name) => before[name] !== after[name]) || JSON.stringify(before.price_overrides || {}) !== JSON.stringify(after.price_overrides || {});
}

/** Whether an option's save can move the "from" price (created and deleted ones always can). */
function optionMovesPrice(before, after) {
  if (!before || !after) return true;
  return before.pricing !== after.pricing || before.experience !== after.experience || JSON.stringify(before.traveller_types || []) !== JSON.stringify(after.traveller_types || []);
}

/** Recomputes experience `id`'s price_from with `app` ($app, or the save's transaction). */
function refreshPriceFrom(app, id, nowMs) {
  if (!id) return;
  const { riyadhToday } = require('./availability.js');
  app.db().newQuery(UPDATE_SQL).bind({ id, today: riyadhToday(nowMs === undefined ? Date.now() : nowMs) }).execute();
}

const fieldsOf = (record, names) => {
  const row = {};
  for (const name of names) row[name] = plain(record, name);
  return row;
};

/**
 * onRecordCreate/Update (action 'save') and onRecordDelete ('delete') of options or slots: the
 * save goes on, then the "from" price follows it with the same app (the save's transaction).
 */
function onPriceSourceSave(kind, action, e) {
  const names = kind === 'slot' ? ['price_overrides', 'status', 'date', 'option', 'experience'] : ['traveller_types', 'pricing', 'experience'];
  const deleting = action === 'delete';
  const before = e.record.isNew() ? null : fieldsOf(e.record.original(), names);
  e.next();
  const after = deleting ? null : fieldsOf(e.record, names);
  const moves = kind === 'slot' ? slotMovesPrice(before, after) : optionMovesPrice(before, after);
  if (!moves) return;
  const experiences = [before && before.experience, after && after.experience].filter((id, index, all) => id && all.indexOf(id) === index);
  for (const id of experiences) refreshPriceFrom(e.app, id);
}

module.exports = { LOWEST_SQL, UPDATE_SQL, slotMovesPrice, optionMovesPrice, refreshPriceFrom, onPriceSourceSave };
