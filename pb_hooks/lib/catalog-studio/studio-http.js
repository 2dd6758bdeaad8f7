// The HTTP side of the catalog studio (docs/api.md "Catalog studio", decisions 065–067): staff
// read, managers write (agents get 403 on writes, customers and guests 401/403 on everything,
// before anything is read). Every write is checked whole first — each problem named on its field
// in the manager's language — then applied in one transaction with the version check (409 naming
// who saved since), the audit row and the slug's redirect. Handlers registered in
// pb_hooks/catalog-studio.pb.js. Runs only inside PocketBase.

const { STATUSES, LIMITS } = require('../contracts/catalog-studio-contract.js');
const { sm, fieldList } = require('./studio-messages.js');
const { readJson, allowed, fail, problemBody, detailOf, conflict, refuseProblems, guarded } = require('./studio-responses.js');
const { checkFields, slugFrom } = require('./studio-fields.js');
const rules = require('./studio-rules.js');
const data = require('./studio-data.js');

/** GET /api/store/staff/catalog?q=&city=&category=&status=&page= */
function list(e) {
  const { locale } = readJson(e);
  const actor = allowed(e, locale, false);
  if (!actor) return undefined;
  const query = e.request.url.query();
  const page = Number(query.get('page') || '1');
  if (!Number.isInteger(page) || page < 1 || page > 10000) return fail(e, 400, locale, 'page_invalid', null, 'page');
  const status = query.get('status');
  if (status && STATUSES.indexOf(status) === -1) return fail(e, 400, locale, 'status_unknown', null, 'status');
  const answer = data.listExperiences($app, { q: query.get('q').trim().slice(0, LIMITS.query), city: query.get('city'), category: query.get('category'), status, page });
  answer.canEdit = actor.role === 'manager';
  return e.json(200, answer);
}

/** GET /api/store/staff/catalog/vocabulary */
function vocabulary(e) {
  const { locale } = readJson(e);
  if (!allowed(e, locale, false)) return undefined;
  return e.json(200, data.vocabulary($app));
}

/** GET /api/store/staff/catalog/{id} */
function detail(e) {
  const { locale } = readJson(e);
  const actor = allowed(e, locale, false);
  if (!actor) return undefined;
  const record = data.findExperience($app, e.request.pathValue('id'));
  if (!record) return fail(e, 404, locale, 'not_found');
  return e.json(200, detailOf($app, record, actor));
}

/** POST /api/store/staff/catalog { fields } → 201: a new draft (a city and a title in either language are needed). */
function create(e) {
  const { body, locale } = readJson(e);
  const actor = allowed(e, locale, true);
  if (!actor) return undefined;
  if (!body || !body.fields || typeof body.fields !== 'object') return fail(e, 400, locale, 'invalid_body');
  const fields = Object.assign({}, body.fields);
  if (!fields.slug) fields.slug = slugFrom(fields.title_en || '');
  const checked = checkFields(fields, data.checkContext($app), {});
  const problems = checked.ok ? [] : checked.problems.slice();
  if (!fields.city && !problems.some((problem) => problem.field === 'city')) problems.push({ field: 'city', key: 'field_required' });
  const values = checked.ok ? checked.fields : {};
  if (checked.ok && !values.title_ar && !values.title_en) problems.push({ field: fields.title_en === undefined ? 'title_ar' : 'title_en', key: 'field_required' });
  if (checked.ok && values.slug && data.slugTaken($app, values.slug, '')) problems.push({ field: 'slug', key: 'slug_taken' });
  if (problems.length) return refuseProblems(e, locale, problems);
  let id = '';
  $app.runInTransaction((txApp) => {
    const record = new Record(txApp.findCachedCollectionByNameOrId('experiences'));
    // Every list the storefront reads starts empty rather than missing (the product page and
    // the cards read them without asking).
    for (const name of ['categories', 'labels', 'languages', 'occasions', 'best_for', 'highlights', 'includes', 'excludes', 'itinerary', 'know_before_you_go', 'what_to_bring', 'not_suitable_for', 'faq', 'extras', 'images', 'badges']) record.set(name, []);
    record.set('location', { address_ar: '', address_en: '', meeting_point_ar: '', meeting_point_en: '', instructions_ar: '', instructions_en: '', lat: null, lng: null });
    record.set('kind', 'tour');
    record.set('cancellation_policy', { type: 'non_refundable', tiers: [] });
    for (const name of Object.keys(values)) record.set(name, values[name]);
    record.set('status', 'draft');
    txApp.save(record);
    id = record.id;
    const after = data.fieldsOf(record);
    const changes = {};
    for (const name of Object.keys(values)) changes[name] = { before: null, after: after[name] };
    data.writeAudit(txApp, actor, id, 'create', changes);
  });
  return e.json(201, detailOf($app, data.findExperience($app, id), actor));
}

/** PATCH /api/store/staff/catalog/{id} { base, fields } */
function save(e) {
  const { body, locale } = readJson(e);
  const actor = allowed(e, locale, true);
  if (!actor) return undefined;
  const found = data.findExperience($app, e.request.pathValue('id'));
  if (!found) return fail(e, 404, locale, 'not_found');
  if (!body || !body.fields || typeof body.fields !== 'object') return fail(e, 400, locale, 'invalid_body');
  if (typeof body.base !== 'string' || !body.base) return fail(e, 400, locale, 'stale_base_required', null, 'base');
  const before = data.fieldsOf(found);
  const checked = checkFields(body.fields, data.checkContext($app), before);
  if (!checked.ok) return refuseProblems(e, locale, checked.problems);
  const values = checked.fields;
  if (values.slug && values.slug !== before.slug && data.slugTaken($app, values.slug, found.id)) return refuseProblems(e, locale, [{ field: 'slug', key: 'slug_taken' }]);
  let outcome = 'saved';
  $app.runInTransaction((txApp) => {
    // Saves are serialised: the version read here is the one this save replaces.
    const record = txApp.findRecordById('experiences', found.id);
    if (!rules.isCurrent(body.base, record.getString('updated'))) {
      outcome = 'stale';
      return;
    }
    const current = data.fieldsOf(record);
    for (const name of Object.keys(values)) record.set(name, values[name]);
    const changes = rules.changesOf(current, data.fieldsOf(record));
    if (Object.keys(changes).length === 0) {
      outcome = 'unchanged';
      return;
    }
    txApp.save(record);
    if (changes.slug && ['active', 'unavailable'].indexOf(record.getString('status')) !== -1) data.redirectSlug(txApp, changes.slug.before, changes.slug.after);
    data.writeAudit(txApp, actor, record.id, 'update', changes);
  });
  const record = data.findExperience($app, found.id);
  if (outcome === 'stale') return conflict(e, locale, record);
  return e.json(200, detailOf($app, record, actor));
}

/** POST /api/store/staff/catalog/{id}/status { base, status, reason_ar?, reason_en? } */
function setStatus(e) {
  const { body, locale } = readJson(e);
  const actor = allowed(e, locale, true);
  if (!actor) return undefined;
  const found = data.findExperience($app, e.request.pathValue('id'));
  if (!found) return fail(e, 404, locale, 'not_found');
  if (!body) return fail(e, 400, locale, 'invalid_body');
  if (typeof body.base !== 'string' || !body.base) return fail(e, 400, locale, 'stale_base_required', null, 'base');
  const to = body.status;
  if (STATUSES.indexOf(to) === -1) return fail(e, 400, locale, 'status_unknown', null, 'status');
  const from = found.getString('status');
  if (!rules.canMove(from, to)) return fail(e, 400, locale, 'transition_refused', { from: sm(locale, `status_${from}`), to: sm(locale, `status_${to}`) }, 'status');
  if (to === 'active') {
    const missing = rules.missingTranslations(data.experienceView(found));
    if (missing.length) {
      const answer = problemBody(400, locale, sm(locale, 'missing_translations', { fields: fieldList(locale, missing) }), missing.map((field) => ({ field, key: 'missing_translation_field' })));
      for (const field of missing) answer.data[field] = { code: 'validation_missing_translation', message: sm(locale, 'missing_translations', { fields: fieldList(locale, [field]) }) };
      answer.data.missingTranslations = missing;
      return e.json(400, answer);
    }
  }
  const reason = { ar: typeof body.reason_ar === 'string' ? body.reason_ar.trim() : '', en: typeof body.reason_en === 'string' ? body.reason_en.trim() : '' };
  if (to === 'unavailable' && (!reason.ar || !reason.en || reason.ar.length > LIMITS.reason || reason.en.length > LIMITS.reason)) return fail(e, 400, locale, 'reason_required', null, reason.ar ? 'reason_en' : 'reason_ar');
  let stale = false;
  $app.runInTransaction((txApp) => {
    const record = txApp.findRecordById('experiences', found.id);
    if (!rules.isCurrent(body.base, record.getString('updated'))) {
      stale = true;
      return;
    }
    const changes = { status: { before: from, after: to } };
    const reasonAr = to === 'unavailable' ? reason.ar : '';
    const reasonEn = to === 'unavailable' ? reason.en : '';
    if (record.getString('unavailable_reason_ar') !== reasonAr) changes.unavailable_reason_ar = { before: record.getString('unavailable_reason_ar'), after: reasonAr };
    if (record.getString('unavailable_reason_en') !== reasonEn) changes.unavailable_reason_en = { before: record.getString('unavailable_reason_en'), after: reasonEn };
    record.set('status', to);
    record.set('unavailable_reason_ar', reasonAr);
    record.set('unavailable_reason_en', reasonEn);
    txApp.save(record);
    data.writeAudit(txApp, actor, record.id, 'status', changes);
  });
  const record = data.findExperience($app, found.id);
  if (stale) return conflict(e, locale, record);
  return e.json(200, detailOf($app, record, actor));
}

module.exports = { list: guarded(list), vocabulary: guarded(vocabulary), detail: guarded(detail), create: guarded(create), save: guarded(save), setStatus: guarded(setStatus) };
