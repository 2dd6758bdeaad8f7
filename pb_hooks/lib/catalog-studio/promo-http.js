// Promo codes in the staff area (docs/api.md "Promo codes"): staff read, managers create, edit,
// pause and resume them; each write is checked whole — each problem on its field in the manager's
// language — then saved in one transaction with the version check and the audit row. Checkout
// applies the codes (checkout/promo-rules.js). Handlers registered in pb_hooks/catalog-studio.pb.js.

const { PROMO_LIMITS } = require('../contracts/promo-studio-contract.js');
const { readJson, allowed, fail, refuseProblems, staleAnswer, guarded } = require('./studio-responses.js');
const { checkPromoFields } = require('./promo-fields.js');
const rules = require('./studio-rules.js');
const data = require('./promo-data.js');

function detailOf(app, record, actor) {
  const promo = data.promoView(record);
  return Object.assign({ promo, audit: data.auditOf(app, record.id), experiences: data.scopeExperiences(app, promo.scope.experiences), canEdit: actor.role === 'manager' }, data.redemptionsOf(app, record.id));
}

/** GET /api/store/staff/promos?q=&status=&page= */
function list(e) {
  const { locale } = readJson(e);
  const actor = allowed(e, locale, false);
  if (!actor) return undefined;
  const query = e.request.url.query();
  const page = Number(query.get('page') || '1');
  if (!Number.isInteger(page) || page < 1 || page > 10000) return fail(e, 400, locale, 'page_invalid', null, 'page');
  const status = query.get('status');
  if (status && status !== 'active' && status !== 'paused') return fail(e, 400, locale, 'status_unknown', null, 'status');
  const answer = data.listPromos($app, { q: query.get('q').trim().slice(0, PROMO_LIMITS.code.max), status, page });
  answer.canEdit = actor.role === 'manager';
  return e.json(200, answer);
}

/** GET /api/store/staff/promos/{id} */
function detail(e) {
  const { locale } = readJson(e);
  const actor = allowed(e, locale, false);
  if (!actor) return undefined;
  const record = data.findPromo($app, e.request.pathValue('id'));
  if (!record) return fail(e, 404, locale, 'promo_not_found');
  return e.json(200, detailOf($app, record, actor));
}

const scopeIds = (fields) => (fields && fields.scope && Array.isArray(fields.scope.experiences) ? fields.scope.experiences : []);

/** POST /api/store/staff/promos { fields } → 201 */
function create(e) {
  const { body, locale } = readJson(e);
  const actor = allowed(e, locale, true);
  if (!actor) return undefined;
  if (!body || !body.fields || typeof body.fields !== 'object') return fail(e, 400, locale, 'invalid_body');
  const checked = checkPromoFields(body.fields, data.scopeContext($app, scopeIds(body.fields)), null);
  if (!checked.ok) return refuseProblems(e, locale, checked.problems);
  if (data.codeTaken($app, checked.row.code, '')) return refuseProblems(e, locale, [{ field: 'code', key: 'promo_code_taken' }]);
  let id = '';
  $app.runInTransaction((txApp) => {
    const record = new Record(txApp.findCachedCollectionByNameOrId('promo_codes'));
    for (const name of Object.keys(checked.row)) record.set(name, checked.row[name]);
    record.set('used_count', 0);
    txApp.save(record);
    id = record.id;
    const changes = {};
    for (const name of Object.keys(checked.fields)) changes[name] = { before: null, after: checked.fields[name] };
    data.writeAudit(txApp, actor, id, 'create', changes);
  });
  return e.json(201, detailOf($app, data.findPromo($app, id), actor));
}

/** PATCH /api/store/staff/promos/{id} { base, fields } → 200 (pausing is { active: false }) */
function save(e) {
  const { body, locale } = readJson(e);
  const actor = allowed(e, locale, true);
  if (!actor) return undefined;
  const found = data.findPromo($app, e.request.pathValue('id'));
  if (!found) return fail(e, 404, locale, 'promo_not_found');
  if (!body || !body.fields || typeof body.fields !== 'object') return fail(e, 400, locale, 'invalid_body');
  if (typeof body.base !== 'string' || !body.base) return fail(e, 400, locale, 'stale_base_required', null, 'base');
  const before = data.editable(data.promoView(found));
  const checked = checkPromoFields(body.fields, data.scopeContext($app, scopeIds(body.fields).length ? scopeIds(body.fields) : before.scope.experiences), before);
  if (!checked.ok) return refuseProblems(e, locale, checked.problems);
  if (checked.row.code !== before.code && data.codeTaken($app, checked.row.code, found.id)) return refuseProblems(e, locale, [{ field: 'code', key: 'promo_code_taken' }]);
  let stale = false;
  $app.runInTransaction((txApp) => {
    const record = txApp.findRecordById('promo_codes', found.id);
    if (!rules.isCurrent(body.base, record.getString('updated'))) {
      stale = true;
      return;
    }
    const changes = rules.changesOf(data.editable(data.promoView(record)), checked.fields);
    if (Object.keys(changes).length === 0) return;
    for (const name of Object.keys(checked.row)) record.set(name, checked.row[name]);
    txApp.save(record);
    data.writeAudit(txApp, actor, record.id, 'update', changes);
  });
  const record = data.findPromo($app, found.id);
  if (stale) return staleAnswer(e, locale, 'promo_stale', data.auditOf($app, found.id)[0] || { staffName: 'Rihla', at: '' }, record.getString('updated'));
  return e.json(200, detailOf($app, record, actor));
}

module.exports = { list: guarded(list), detail: guarded(detail), create: guarded(create), save: guarded(save) };
