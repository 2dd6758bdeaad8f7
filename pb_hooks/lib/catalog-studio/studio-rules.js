// The catalog studio's rules that need no database: which translations are missing before an
// experience may be published, which state may follow which, what an edit changed (for the
// audit trail), and whether a save was made on the version the editor loaded. Pure.

const { FIELDS, TRANSITIONS } = require('../contracts/catalog-studio-contract.js');

const filled = (value) => typeof value === 'string' && value.trim() !== '';
/** One language written and not the other. */
const half = (a, b) => filled(a) !== filled(b);

/**
 * The fields whose Arabic or English is missing: a title, summary or description written in one
 * language only, and any list row, itinerary step, question, extra or meeting-point text with one
 * side empty, and a photo without its alt text in both. Titles are needed in both. → field names, in the editor's order.
 */
function missingTranslations(values) {
  const missing = [];
  const add = (name) => {
    if (missing.indexOf(name) === -1) missing.push(name);
  };
  for (const name of Object.keys(FIELDS)) {
    const spec = FIELDS[name];
    const value = values[name];
    if (spec.kind === 'text' && spec.pair && name.slice(-3) === '_ar') {
      const other = values[spec.pair];
      if (spec.publishRequired ? !filled(value) || !filled(other) : half(value, other)) {
        if (!filled(value)) add(name);
        if (!filled(other)) add(spec.pair);
      }
    }
    const list = Array.isArray(value) ? value : [];
    if (spec.kind === 'bilingual_list' && list.some((row) => half(row.ar, row.en))) add(name);
    if (spec.kind === 'itinerary' && list.some((row) => half(row.title_ar, row.title_en) || half(row.text_ar, row.text_en))) add(name);
    if (spec.kind === 'faq' && list.some((row) => half(row.question_ar, row.question_en) || half(row.answer_ar, row.answer_en))) add(name);
    if (spec.kind === 'extras' && list.some((row) => half(row.name_ar, row.name_en))) add(name);
    // A photo's alt text is read aloud to a blind traveller in either language: both are needed.
    if (spec.kind === 'images' && list.some((row) => !filled(row.alt_ar) || !filled(row.alt_en))) add(name);
    if (spec.kind === 'location' && value && ['address', 'meeting_point', 'instructions'].some((part) => half(value[`${part}_ar`], value[`${part}_en`]))) add(name);
  }
  return missing;
}

/** Whether an experience in state `from` may be moved to `to`. */
const canMove = (from, to) => Boolean(TRANSITIONS[from] && TRANSITIONS[from].indexOf(to) !== -1);

const same = (a, b) => JSON.stringify(a === undefined ? null : a) === JSON.stringify(b === undefined ? null : b);

/** What an edit changes: { field: { before, after } } for each field whose value differs. */
function changesOf(before, after) {
  const changes = {};
  for (const name of Object.keys(after)) {
    if (!same(before[name], after[name])) changes[name] = { before: before[name] === undefined ? null : before[name], after: after[name] };
  }
  return changes;
}

/**
 * Whether a save's `base` (the `updated` the editor loaded) is the record's current version.
 * Both are PocketBase datetimes ("2026-12-01 21:00:00.123Z"); ISO spellings are accepted too.
 */
function isCurrent(base, updated) {
  if (typeof base !== 'string' || !base) return false;
  const normal = (value) => String(value).replace('T', ' ');
  return normal(base) === normal(updated);
}

module.exports = { missingTranslations, canMove, changesOf, isCurrent };
