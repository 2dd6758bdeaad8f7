// The HTTP side of schedules (docs/api.md "Schedules", docs/decisions/062-schedules-and-generated-slots.md):
// staff read an experience's rules, exceptions and calendar; managers add, change, pause and
// delete them. A write saves the rule, audits it and regenerates the experience's slots in one
// transaction, and answers with what changed and which departures were kept because they hold
// reservations. Each function is one route handler registered in pb_hooks/schedules.pb.js.

const { readJsonObject } = require('../shared/messages.js');
const { staffCaller } = require('../shared/caller.js');
const { sm } = require('./schedule-messages.js');
const check = require('./schedule-check.js');
const data = require('./schedule-data.js');
const { addDays } = require('./schedule-plan.js');

const RECORD_ID = /^[a-z0-9]{15}$/;
const MONTH = /^\d{4}-\d{2}$/;
const MAX_PREVIEW_DAYS = 400;

const answer = (e, status, locale, key, field, params) => {
  const message = sm(locale, key, params);
  return e.json(status, { status, message, data: field ? { [field]: { code: `validation_${key}`, message } } : {} });
};

/** Every problem on its field, in the caller's language, with one sentence on top. */
const problemsAnswer = (e, locale, problems) => {
  const fields = {};
  for (const name of Object.keys(problems)) fields[name] = { code: `validation_${problems[name].key}`, message: sm(locale, problems[name].key, problems[name].params) };
  return e.json(400, { status: 400, message: sm(locale, 'fix_fields'), data: fields });
};

/** { body, locale, actor } for staff (managers only when `write`), else null after answering 401/403. */
function caller(e, write) {
  const { body, locale } = readJsonObject(e);
  const actor = staffCaller(e, locale, sm);
  if (!actor) return null;
  if (write && actor.role !== 'manager') {
    answer(e, 403, locale, 'managers_only');
    return null;
  }
  return { body: body || {}, locale, actor };
}

function experienceFromPath(e, request) {
  const id = e.request.pathValue('id');
  const found = RECORD_ID.test(id) ? data.experienceWithOptions($app, id) : null;
  if (!found) answer(e, 404, request.locale, 'experience_not_found');
  return found;
}

const ruleView = (rule) => ({
  id: rule.id,
  option: rule.option,
  weekdays: rule.weekdays,
  start_times: rule.start_times,
  date_from: rule.date_from,
  date_to: rule.date_to,
  capacity: rule.capacity,
  price_overrides: rule.price_overrides,
  booking_cutoff_minutes: rule.booking_cutoff_minutes,
  status: rule.status,
  updated: rule.updated,
});
const exceptionView = (item) => ({
  id: item.id,
  option: item.option,
  kind: item.kind,
  date_from: item.date_from,
  date_to: item.date_to,
  start_times: item.start_times,
  capacity: item.capacity,
  price_overrides: item.price_overrides,
  booking_cutoff_minutes: item.booking_cutoff_minutes,
  reason: item.reason,
  updated: item.updated,
});

/** GET /api/store/staff/schedules/{id} → { experience, options, rules, exceptions, horizonDays, canEdit, audit } */
function overview(e) {
  const request = caller(e, false);
  if (!request) return undefined;
  const found = experienceFromPath(e, request);
  if (!found) return undefined;
  return e.json(200, {
    experience: found.experience,
    options: found.options,
    rules: data.rulesOf($app, found.experience.id).map(ruleView),
    exceptions: data.exceptionsOf($app, found.experience.id).map(exceptionView),
    horizonDays: data.horizonDays($app),
    canEdit: request.actor.role === 'manager',
    audit: data.auditTrail($app, found.experience.id, 30),
  });
}

/** The [from, to] of ?month=YYYY-MM or ?from&to (at most MAX_PREVIEW_DAYS days), else null after answering 400. */
function rangeOf(e, request, source) {
  const month = source.month;
  if (month !== undefined && month !== '') {
    if (typeof month !== 'string' || !MONTH.test(month) || !check.validDate(`${month}-01`)) {
      answer(e, 400, request.locale, 'month_invalid', 'month');
      return null;
    }
    const from = `${month}-01`;
    const next = addDays(from, 32).slice(0, 7);
    return { from, to: addDays(`${next}-01`, -1) };
  }
  const from = source.from || data.riyadhToday(Date.now());
  const to = source.to || addDays(from, 41);
  if (!check.validDate(from)) {
    answer(e, 400, request.locale, 'date_invalid', 'from');
    return null;
  }
  if (!check.validDate(to) || to < from || (Date.parse(to) - Date.parse(from)) / 86400000 > MAX_PREVIEW_DAYS) {
    answer(e, 400, request.locale, 'date_invalid', 'to');
    return null;
  }
  return { from, to };
}

/** GET /api/store/staff/schedules/{id}/calendar?month=YYYY-MM | from&to [&option=] → { from, to, departures, blackouts } */
function calendar(e) {
  const request = caller(e, false);
  if (!request) return undefined;
  const found = experienceFromPath(e, request);
  if (!found) return undefined;
  const query = e.request.url.query();
  const range = rangeOf(e, request, { month: query.get('month'), from: query.get('from'), to: query.get('to') });
  if (!range) return undefined;
  return e.json(200, {
    from: range.from,
    to: range.to,
    departures: data.calendarSlots($app, found.experience.id, range.from, range.to),
    blackouts: data.blackoutDays(data.exceptionsOf($app, found.experience.id), range.from, range.to, blackoutOption(found, query.get('option'))),
  });
}

// The option whose blackout days a calendar lists (its own and the experience's); '' = every
// option's, as the screen shows one option's departures at a time.
const blackoutOption = (found, optionId) => (typeof optionId === 'string' && found.options.some((option) => option.id === optionId) ? optionId : '');

const typeKeysOf = (found, optionId) => {
  const option = found.options.find((candidate) => candidate.id === optionId);
  return option ? option.traveller_types.map((type) => type.key) : null;
};

/**
 * POST /api/store/staff/schedules/{id}/preview { rule?: { id?, ...fields }, exception?: { id?, ...fields },
 * removeRule?, removeException?, from?, to?, month?, option? } → what the rules would make, beside what exists
 * (blackout days of `option` and of the whole experience when given); writes nothing.
 */
function preview(e) {
  const request = caller(e, false);
  if (!request) return undefined;
  const found = experienceFromPath(e, request);
  if (!found) return undefined;
  const range = rangeOf(e, request, request.body);
  if (!range) return undefined;
  let rules = data.rulesOf($app, found.experience.id);
  let exceptions = data.exceptionsOf($app, found.experience.id);
  const body = request.body;
  if (body.rule) {
    const base = body.rule.id ? rules.find((rule) => rule.id === body.rule.id) : null;
    const option = base ? base.option : body.rule.option;
    const keys = typeKeysOf(found, option);
    if (!keys) return answer(e, 400, request.locale, 'option_not_found', 'option');
    const checked = check.checkRule({ ...(base || {}), ...body.rule }, keys);
    if (!checked.ok) return problemsAnswer(e, request.locale, checked.problems);
    const candidate = { ...checked.value, id: base ? base.id : 'zzzzzzzzzzzzzzz', option, experience: found.experience.id };
    rules = base ? rules.map((rule) => (rule.id === base.id ? candidate : rule)) : [...rules, candidate];
  }
  if (body.exception) {
    const base = body.exception.id ? exceptions.find((item) => item.id === body.exception.id) : null;
    const merged = { ...(base || {}), ...body.exception };
    const keys = merged.option ? typeKeysOf(found, merged.option) : [];
    if (!keys) return answer(e, 400, request.locale, 'option_not_found', 'option');
    const checked = check.checkException(merged, keys);
    if (!checked.ok) return problemsAnswer(e, request.locale, checked.problems);
    const candidate = { ...checked.value, id: base ? base.id : 'zzzzzzzzzzzzzzz', option: merged.option || '', experience: found.experience.id };
    exceptions = base ? exceptions.map((item) => (item.id === base.id ? candidate : item)) : [...exceptions, candidate];
  }
  if (body.removeRule) rules = rules.filter((rule) => rule.id !== body.removeRule);
  if (body.removeException) exceptions = exceptions.filter((item) => item.id !== body.removeException);
  const result = data.previewSlots($app, { experienceId: found.experience.id, options: found.options, rules, exceptions, from: range.from, to: range.to });
  return e.json(200, { from: range.from, to: range.to, departures: result.departures, blackouts: data.blackoutDays(exceptions, range.from, range.to, blackoutOption(found, body.option)) });
}

/** Saves through `write(txApp)` and regenerates the experience in the same transaction. */
function saveAndRegenerate(experienceId, write) {
  let saved = null;
  let result = null;
  const nowMs = Date.now();
  $app.runInTransaction((txApp) => {
    saved = write(txApp);
    const range = data.window(txApp, nowMs);
    result = data.applySchedules(txApp, { experiences: [experienceId], from: range.from, to: range.to, nowMs });
  });
  return { saved, result };
}

function setFields(record, fields) {
  for (const name of Object.keys(fields)) record.set(name, fields[name]);
}

/** POST /api/store/staff/schedules/{id}/rules { option, weekdays, start_times, date_from, date_to?, capacity, price_overrides?, booking_cutoff_minutes?, status? } → 201 */
function createRule(e) {
  const request = caller(e, true);
  if (!request) return undefined;
  const found = experienceFromPath(e, request);
  if (!found) return undefined;
  const keys = typeof request.body.option === 'string' ? typeKeysOf(found, request.body.option) : null;
  const checked = check.checkRule(request.body, keys || []);
  if (!keys) checked.problems = { ...(checked.problems || {}), option: { key: request.body.option ? 'option_not_found' : 'option_required' } };
  if (!keys || !checked.ok) return problemsAnswer(e, request.locale, checked.problems);
  const { saved, result } = saveAndRegenerate(found.experience.id, (txApp) => {
    const record = new Record(txApp.findCollectionByNameOrId('schedule_rules'));
    setFields(record, { ...checked.value, option: request.body.option, experience: found.experience.id });
    txApp.save(record);
    data.audit(txApp, request.actor, 'rule_created', { experience: found.experience.id, option: request.body.option, target: record.id, details: { after: checked.value } });
    return record.id;
  });
  return e.json(201, { message: sm(request.locale, 'rule_saved'), rule: ruleView(data.ruleById($app, saved)), result });
}

/** The rule of the path ({id}) and its experience, else null after answering 404. */
function ruleFromPath(e, request) {
  const id = e.request.pathValue('id');
  const rule = RECORD_ID.test(id) ? data.ruleById($app, id) : null;
  if (!rule) {
    answer(e, 404, request.locale, 'rule_not_found');
    return null;
  }
  return { rule, found: data.experienceWithOptions($app, rule.experience) };
}

/** PATCH /api/store/staff/schedule-rules/{id} { any rule field but option } → 200 */
function updateRule(e) {
  const request = caller(e, true);
  if (!request) return undefined;
  const target = ruleFromPath(e, request);
  if (!target) return undefined;
  const { rule, found } = target;
  const checked = check.checkRule({ ...ruleView(rule), ...request.body }, typeKeysOf(found, rule.option) || []);
  if (!checked.ok) return problemsAnswer(e, request.locale, checked.problems);
  const { result } = saveAndRegenerate(rule.experience, (txApp) => {
    const record = txApp.findRecordById('schedule_rules', rule.id);
    setFields(record, checked.value);
    txApp.save(record);
    const before = ruleView(rule);
    delete before.updated;
    delete before.id;
    delete before.option;
    data.audit(txApp, request.actor, 'rule_updated', { experience: rule.experience, option: rule.option, target: rule.id, details: { before, after: checked.value } });
    return rule.id;
  });
  return e.json(200, { message: sm(request.locale, 'rule_saved'), rule: ruleView(data.ruleById($app, rule.id)), result });
}

/** DELETE /api/store/staff/schedule-rules/{id} → 200 { message, result } (its departures with reservations stay) */
function deleteRule(e) {
  const request = caller(e, true);
  if (!request) return undefined;
  const target = ruleFromPath(e, request);
  if (!target) return undefined;
  const { rule } = target;
  const { result } = saveAndRegenerate(rule.experience, (txApp) => {
    txApp.delete(txApp.findRecordById('schedule_rules', rule.id));
    const before = ruleView(rule);
    delete before.updated;
    data.audit(txApp, request.actor, 'rule_deleted', { experience: rule.experience, option: rule.option, target: rule.id, details: { before } });
    return rule.id;
  });
  return e.json(200, { message: sm(request.locale, 'rule_deleted'), result });
}

/** POST /api/store/staff/schedules/{id}/exceptions { kind, option?, date_from, date_to?, start_times?, capacity?, price_overrides?, booking_cutoff_minutes?, reason? } → 201 */
function createException(e) {
  const request = caller(e, true);
  if (!request) return undefined;
  const found = experienceFromPath(e, request);
  if (!found) return undefined;
  const option = request.body.option || '';
  const keys = option ? typeKeysOf(found, option) : [];
  const checked = check.checkException(request.body, keys || []);
  if (!keys) checked.problems = { ...(checked.problems || {}), option: { key: 'option_not_found' } };
  if (!keys || !checked.ok) return problemsAnswer(e, request.locale, checked.problems);
  const { saved, result } = saveAndRegenerate(found.experience.id, (txApp) => {
    const record = new Record(txApp.findCollectionByNameOrId('schedule_exceptions'));
    setFields(record, { ...checked.value, option, experience: found.experience.id });
    txApp.save(record);
    data.audit(txApp, request.actor, 'exception_created', { experience: found.experience.id, option, target: record.id, details: { after: checked.value } });
    return record.id;
  });
  return e.json(201, { message: sm(request.locale, 'exception_saved'), exception: exceptionView(data.exceptionById($app, saved)), result });
}

function exceptionFromPath(e, request) {
  const id = e.request.pathValue('id');
  const item = RECORD_ID.test(id) ? data.exceptionById($app, id) : null;
  if (!item) {
    answer(e, 404, request.locale, 'exception_not_found');
    return null;
  }
  return { item, found: data.experienceWithOptions($app, item.experience) };
}

/** PATCH /api/store/staff/schedule-exceptions/{id} { any exception field but option and kind } → 200 */
function updateException(e) {
  const request = caller(e, true);
  if (!request) return undefined;
  const target = exceptionFromPath(e, request);
  if (!target) return undefined;
  const { item, found } = target;
  const checked = check.checkException({ ...exceptionView(item), ...request.body, kind: item.kind, option: item.option }, item.option ? typeKeysOf(found, item.option) || [] : []);
  if (!checked.ok) return problemsAnswer(e, request.locale, checked.problems);
  const { result } = saveAndRegenerate(item.experience, (txApp) => {
    const record = txApp.findRecordById('schedule_exceptions', item.id);
    setFields(record, checked.value);
    txApp.save(record);
    data.audit(txApp, request.actor, 'exception_updated', { experience: item.experience, option: item.option, target: item.id, details: { before: exceptionView(item), after: checked.value } });
    return item.id;
  });
  return e.json(200, { message: sm(request.locale, 'exception_saved'), exception: exceptionView(data.exceptionById($app, item.id)), result });
}

/** DELETE /api/store/staff/schedule-exceptions/{id} → 200 { message, result } */
function deleteException(e) {
  const request = caller(e, true);
  if (!request) return undefined;
  const target = exceptionFromPath(e, request);
  if (!target) return undefined;
  const { item } = target;
  const { result } = saveAndRegenerate(item.experience, (txApp) => {
    txApp.delete(txApp.findRecordById('schedule_exceptions', item.id));
    data.audit(txApp, request.actor, 'exception_deleted', { experience: item.experience, option: item.option, target: item.id, details: { before: exceptionView(item) } });
    return item.id;
  });
  return e.json(200, { message: sm(request.locale, 'exception_deleted'), result });
}

/** POST /api/store/staff/schedules-run { experience? } → 200 the daily job's totals, for one experience or all (managers; the cron runs the same) */
function run(e) {
  const request = caller(e, true);
  if (!request) return undefined;
  const only = request.body.experience;
  if (only !== undefined && (typeof only !== 'string' || !RECORD_ID.test(only) || !data.experienceWithOptions($app, only))) return answer(e, 404, request.locale, 'experience_not_found', 'experience');
  const totals = data.fillHorizon($app, Date.now(), only);
  return e.json(200, { message: sm(request.locale, 'regenerated'), ...totals });
}

module.exports = { overview, calendar, preview, createRule, updateRule, deleteRule, createException, updateException, deleteException, run };
