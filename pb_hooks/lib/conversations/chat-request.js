// What every conversation endpoint starts with: the body and the answer's language, who calls
// (chat-rules.actorOf), whether they may use the endpoint, the path's thread, and the refusals in
// the caller's language. Shared by the chat's, the offers' and the checkout's handlers (an
// offer's checkout asks who pays). Runs only inside PocketBase ($app).

const { requestLocale } = require('../shared/messages.js');
const { tm, apiError } = require('./conversation-messages.js');
const rules = require('./chat-rules.js');
const data = require('./chat-data.js');

const noStore = (e) => e.response.header().set('Cache-Control', 'no-store');

/** The parsed JSON body ({} when none or not an object) and the answer's language. */
function readJson(e) {
  let body;
  try {
    body = JSON.parse(JSON.stringify(e.requestInfo().body)) || {};
  } catch (_error) {
    body = {};
  }
  const isObject = body !== null && typeof body === 'object' && !Array.isArray(body);
  const query = e.request.url.query();
  const explicit = isObject && typeof body.locale === 'string' ? body.locale : query.get('locale');
  return { body: isObject ? body : null, locale: requestLocale(explicit, e.request.header.get('Accept-Language')) };
}

/** The caller (chat-rules.actorOf). */
function callerOf(e) {
  if (e.hasSuperuserAuth()) return rules.actorOf({ collection: '_superusers', id: e.auth.id });
  return rules.actorOf(data.authView(e.auth, false));
}

const fail = (e, status, locale, key, params, field, code) => e.json(status, apiError(status, locale, key, params, field, code));
const invalidBody = (e, locale) => e.json(400, { status: 400, message: tm(locale, 'invalid_body'), data: {} });

/**
 * Why a caller may not use an endpoint meant for `wanted` ('traveller', 'staff' or 'any'):
 * { status: 401 | 403, key } — or null when the caller fits.
 */
function callerRefusal(actor, wanted) {
  if (actor.kind === 'none') return { status: 401, key: wanted === 'staff' ? 'staff_only' : 'chat_identity_required' };
  if (wanted === 'staff' && actor.kind !== 'staff') return { status: 403, key: 'staff_only' };
  if (wanted === 'traveller' && !rules.isTraveller(actor)) return { status: 403, key: 'travellers_only' };
  return null;
}

/** The answer to a caller who may not use the endpoint. */
const refuse = (e, locale, refusal) => fail(e, refusal.status, locale, refusal.key);

/** The thread of the path's {id} when the caller may see it, else null (answer 404). */
function visibleThread(e, actor) {
  const thread = data.findThread($app, e.request.pathValue('id'));
  return thread && rules.canSeeThread(actor, data.threadRow(thread)) ? thread : null;
}

/**
 * The start every thread endpoint shares: the body and language, the caller (who must fit
 * `wanted`) and the path's thread (which the caller must be able to see).
 * → { body, locale, actor, thread } — or { answer } when a refusal was sent.
 */
function threadRequest(e, wanted) {
  noStore(e);
  const { body, locale } = readJson(e);
  const actor = callerOf(e);
  const refusal = callerRefusal(actor, wanted);
  if (refusal) return { answer: refuse(e, locale, refusal) };
  const thread = visibleThread(e, actor);
  if (!thread) return { answer: fail(e, 404, locale, 'thread_not_found') };
  return { body, locale, actor, thread };
}

module.exports = { noStore, readJson, callerOf, fail, invalidBody, callerRefusal, refuse, visibleThread, threadRequest };
