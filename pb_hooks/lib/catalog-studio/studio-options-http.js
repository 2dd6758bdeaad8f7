// A manager adds and edits an experience's options — how it is sold: traveller types and their
// prices, per person or per item, the most per booking, pickup places, languages, pay later,
// guest details, the booking cut-off (docs/api.md "Catalog studio"). Each write is checked whole,
// then saved in one transaction with the option's version check and an audit row on the
// experience; the options' record hooks move `price_from` and the search index with it. An
// option no booking or offer ever named can be removed (a mistake, a test); one that was sold
// stays, since orders, vouchers and chats point at it — its departures are closed instead.
// Handlers registered in pb_hooks/catalog-studio.pb.js.

const { readJson, allowed, fail, detailOf, refuseProblems, staleAnswer, guarded } = require('./studio-responses.js');
const { checkOptionFields } = require('./studio-option-fields.js');
const rules = require('./studio-rules.js');
const data = require('./studio-data.js');
const { readRows } = require('./studio-sql.js');

/** The 409 for an option saved on an older version: who saved the experience's options since, and when. */
const optionConflict = (e, locale, record) => staleAnswer(e, locale, 'option_stale', data.lastChange($app, record.getString('experience')), record.getString('updated'));

/** The changed fields of an option as the audit trail keeps them: { options: { before, after } }. */
function auditChanges(optionId, before, after) {
  const changes = rules.changesOf(before, after);
  const pick = (values) => Object.keys(changes).reduce((out, name) => Object.assign(out, { [name]: values[name] === undefined ? null : values[name] }), { id: optionId, title_en: after.title_en });
  return Object.keys(changes).length ? { options: { before: before.title_en === undefined ? null : pick(before), after: pick(after) } } : {};
}

/** POST /api/store/staff/catalog/{id}/options { fields } → 201 StudioDetail */
function createOption(e) {
  const { body, locale } = readJson(e);
  const actor = allowed(e, locale, true);
  if (!actor) return undefined;
  const experience = data.findExperience($app, e.request.pathValue('id'));
  if (!experience) return fail(e, 404, locale, 'not_found');
  if (!body || !body.fields || typeof body.fields !== 'object') return fail(e, 400, locale, 'invalid_body');
  const checked = checkOptionFields(body.fields, data.checkContext($app), null);
  if (!checked.ok) return refuseProblems(e, locale, checked.problems);
  $app.runInTransaction((txApp) => {
    const record = new Record(txApp.findCachedCollectionByNameOrId('options'));
    record.set('experience', experience.id);
    for (const name of Object.keys(checked.fields)) record.set(name, checked.fields[name]);
    txApp.save(record);
    data.writeAudit(txApp, actor, experience.id, 'update', auditChanges(record.id, {}, data.optionFieldsOf(record)));
  });
  return e.json(201, detailOf($app, data.findExperience($app, experience.id), actor));
}

/** PATCH /api/store/staff/catalog/{id}/options/{optionId} { base, fields } → 200 StudioDetail */
function saveOption(e) {
  const { body, locale } = readJson(e);
  const actor = allowed(e, locale, true);
  if (!actor) return undefined;
  const experience = data.findExperience($app, e.request.pathValue('id'));
  if (!experience) return fail(e, 404, locale, 'not_found');
  const found = data.findOption($app, experience.id, e.request.pathValue('optionId'));
  if (!found) return fail(e, 404, locale, 'option_not_found');
  if (!body || !body.fields || typeof body.fields !== 'object') return fail(e, 400, locale, 'invalid_body');
  if (typeof body.base !== 'string' || !body.base) return fail(e, 400, locale, 'stale_base_required', null, 'base');
  const checked = checkOptionFields(body.fields, data.checkContext($app), data.optionFieldsOf(found));
  if (!checked.ok) return refuseProblems(e, locale, checked.problems);
  let stale = false;
  $app.runInTransaction((txApp) => {
    // Saves are serialised: the version read here is the one this save replaces.
    const record = txApp.findRecordById('options', found.id);
    if (!rules.isCurrent(body.base, record.getString('updated'))) {
      stale = true;
      return;
    }
    const before = data.optionFieldsOf(record);
    for (const name of Object.keys(checked.fields)) record.set(name, checked.fields[name]);
    const changes = auditChanges(record.id, before, data.optionFieldsOf(record));
    if (!changes.options) return;
    txApp.save(record);
    data.writeAudit(txApp, actor, experience.id, 'update', changes);
  });
  if (stale) return optionConflict(e, locale, data.findOption($app, experience.id, found.id));
  return e.json(200, detailOf($app, data.findExperience($app, experience.id), actor));
}

/** How many bookings and offers name the option (any status: a cancelled order still shows it). */
function usesOf(app, optionId) {
  const count = (table) => readRows(app, `SELECT count(*) AS n FROM ${table} WHERE option = {:id}`, { id: optionId }, { n: 0 })[0].n;
  return { bookings: count('bookings'), offers: count('offers') };
}

/**
 * DELETE /api/store/staff/catalog/{id}/options/{optionId} { base } → 200 StudioDetail. Its rules,
 * exceptions and departures go with it (cascades). 409 option_in_use when a booking or an offer
 * names it; 409 option_last for a published or unavailable experience's only option.
 */
function removeOption(e) {
  const { body, locale } = readJson(e);
  const actor = allowed(e, locale, true);
  if (!actor) return undefined;
  const experience = data.findExperience($app, e.request.pathValue('id'));
  if (!experience) return fail(e, 404, locale, 'not_found');
  const found = data.findOption($app, experience.id, e.request.pathValue('optionId'));
  if (!found) return fail(e, 404, locale, 'option_not_found');
  const base = body && typeof body.base === 'string' ? body.base : '';
  if (!base) return fail(e, 400, locale, 'stale_base_required', null, 'base');
  let refusal = null;
  $app.runInTransaction((txApp) => {
    const record = txApp.findRecordById('options', found.id);
    if (!rules.isCurrent(base, record.getString('updated'))) return void (refusal = 'stale');
    const uses = usesOf(txApp, record.id);
    if (uses.bookings || uses.offers) return void (refusal = { key: 'option_in_use', params: uses });
    const others = readRows(txApp, 'SELECT count(*) AS n FROM options WHERE experience = {:id} AND id != {:option}', { id: experience.id, option: record.id }, { n: 0 })[0].n;
    const status = txApp.findRecordById('experiences', experience.id).getString('status');
    if (!others && (status === 'active' || status === 'unavailable')) return void (refusal = { key: 'option_last' });
    const before = data.optionFieldsOf(record);
    txApp.delete(record);
    data.writeAudit(txApp, actor, experience.id, 'update', { options: { before: Object.assign({ id: record.id }, before), after: null } });
  });
  if (refusal === 'stale') return optionConflict(e, locale, data.findOption($app, experience.id, found.id));
  if (refusal) return fail(e, 409, locale, refusal.key, refusal.params);
  return e.json(200, detailOf($app, data.findExperience($app, experience.id), actor));
}

module.exports = { createOption: guarded(createOption), saveOption: guarded(saveOption), removeOption: guarded(removeOption) };
