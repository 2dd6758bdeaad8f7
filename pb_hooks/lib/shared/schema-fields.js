// Field builders shared by the migrations, so every collection states its fields the same way.
// Plain objects in PocketBase's collection JSON shape (the same shape the dashboard exports).

const text = (name, options = {}) => ({ type: 'text', name, required: false, max: 0, ...options });
const slug = (name = 'slug') => text(name, { required: true, max: 160, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' });
const number = (name, options = {}) => ({ type: 'number', name, required: false, onlyInt: false, ...options });
const integer = (name, options = {}) => number(name, { onlyInt: true, ...options });
const bool = (name) => ({ type: 'bool', name });
const json = (name, options = {}) => ({ type: 'json', name, maxSize: 0, ...options });
const email = (name, options = {}) => ({ type: 'email', name, ...options });
const date = (name, options = {}) => ({ type: 'date', name, ...options });
const select = (name, values, options = {}) => ({ type: 'select', name, values, maxSelect: 1, required: false, ...options });
const relation = (name, collectionId, options = {}) => ({
  type: 'relation',
  name,
  collectionId,
  maxSelect: 1,
  cascadeDelete: false,
  required: false,
  ...options,
});
const timestamps = () => [
  { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
  { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
];

/** `<name>_ar` and `<name>_en` text fields: every bilingual text in Rihla is stored this way. */
const bilingual = (name, options = {}) => [text(`${name}_ar`, options), text(`${name}_en`, options)];

module.exports = { text, slug, number, integer, bool, json, email, date, select, relation, timestamps, bilingual };
