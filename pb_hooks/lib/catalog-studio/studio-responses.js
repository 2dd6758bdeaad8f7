// The catalog studio's answers shared by its endpoints (studio-http.js, studio-photos-http.js):
// the caller and what it may do, refusals named on their fields in the manager's language, the
// editor's answer, the 409 of a save on an older version, and the 500 that saves nothing.
// Runs only inside PocketBase.

const { requestLocale } = require('../shared/messages.js');
const { sm } = require('./studio-messages.js');
const rules = require('./studio-rules.js');
const data = require('./studio-data.js');

function readJson(e) {
  let body;
  try {
    body = JSON.parse(JSON.stringify(e.requestInfo().body)) || {};
  } catch (_error) {
    body = {};
  }
  const isObject = body !== null && typeof body === 'object' && !Array.isArray(body);
  const explicit = isObject && typeof body.locale === 'string' ? body.locale : e.request.url.query().get('locale');
  return { body: isObject ? body : null, locale: requestLocale(explicit, e.request.header.get('Accept-Language')) };
}

/** The caller: { kind: 'none' | 'traveller' | 'staff', id, name, role, superuser }. */
function callerOf(e) {
  if (e.hasSuperuserAuth()) return { kind: 'staff', id: e.auth.id, name: 'Rihla', role: 'manager', superuser: true };
  const auth = e.auth;
  if (!auth) return { kind: 'none' };
  if (auth.collection().name === 'staff') {
    if (!auth.getBool('active')) return { kind: 'none' };
    return { kind: 'staff', id: auth.id, name: auth.getString('name'), role: auth.getString('role') === 'manager' ? 'manager' : 'agent', superuser: false };
  }
  return { kind: 'traveller' };
}

const problemBody = (status, locale, message, problems) => {
  const fields = {};
  for (const problem of problems) if (!fields[problem.field]) fields[problem.field] = { code: `validation_${problem.key}`, message: sm(locale, problem.key, problem.params) };
  return { status, message, data: fields };
};

const fail = (e, status, locale, key, params, field) => e.json(status, problemBody(status, locale, sm(locale, key, params), field ? [{ field, key, params }] : []));

/** The caller when staff (and a manager when `write`), else null after answering 401/403. */
function allowed(e, locale, write) {
  e.response.header().set('Cache-Control', 'no-store');
  const actor = callerOf(e);
  if (actor.kind === 'none') return fail(e, 401, locale, 'staff_only') && null;
  if (actor.kind !== 'staff') return fail(e, 403, locale, 'staff_only') && null;
  if (write && actor.role !== 'manager') return fail(e, 403, locale, 'managers_only') && null;
  return actor;
}

/** The editor's answer for one experience (StudioDetail). */
function detailOf(app, record, actor) {
  const experience = data.experienceView(record);
  return { experience, options: data.optionsOf(app, record.id), missingTranslations: rules.missingTranslations(experience), audit: data.auditTrail(app, record.id, 50), canEdit: actor.role === 'manager' };
}

/**
 * The 409 for a save made on an older version: who saved since (`last`, from an audit trail), and
 * when; `key` names the message (stale, option_stale, promo_stale), `updated` the current version.
 */
function staleAnswer(e, locale, key, last, updated) {
  const at = last.at ? new Date(last.at).toLocaleString(locale === 'en' ? 'en-GB' : 'ar-SA', { timeZone: 'Asia/Riyadh', dateStyle: 'medium', timeStyle: 'short' }) : '';
  return e.json(409, { status: 409, message: sm(locale, key, { name: last.staffName, at }), data: { conflict: { staffName: last.staffName, at: last.at, updated } } });
}

/** The 409 for an experience saved on an older version. */
const conflict = (e, locale, record) => staleAnswer(e, locale, 'stale', data.lastChange($app, record.id), record.getString('updated'));

function refuseProblems(e, locale, problems) {
  return e.json(400, problemBody(400, locale, sm(locale, 'fix_fields'), problems));
}

/** Errors thrown by a handler answer in the manager's language, nothing saved (the transaction rolled back). */
function guarded(handler) {
  return (e) => {
    try {
      return handler(e);
    } catch (error) {
      $app.logger().error('catalog studio endpoint failed', 'path', e.request.url.path, 'error', String(error));
      const locale = requestLocale(null, e.request.header.get('Accept-Language'));
      return e.json(500, { status: 500, message: sm(locale, 'save_failed'), data: {} });
    }
  };
}

module.exports = { readJson, callerOf, allowed, fail, problemBody, detailOf, conflict, staleAnswer, refuseProblems, guarded };
