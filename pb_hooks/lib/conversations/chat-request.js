// What every conversation endpoint starts with: the body and the answer's language, who calls
// (shared/caller.js), whether they may use the endpoint, the path's thread, and the refusals in
// the caller's language. Shared by the chat's, the offers' and the checkout's handlers (an
// offer's checkout asks who pays). Runs only inside PocketBase ($app).

const { readJsonObject } = require('../shared/messages.js');
const { tm, apiError } = require('./conversation-messages.js');
const rules = require('./chat-rules.js');
const data = require('./chat-data.js');
const { noStore, callerOf, callerRefusal } = require('../shared/caller.js');

/** The parsed JSON body ({} when none, null when not an object) and the answer's language. */
const readJson = readJsonObject;

const fail = (e, status, locale, key, params, field, code) => e.json(status, apiError(status, locale, key, params, field, code));
const invalidBody = (e, locale) => e.json(400, { status: 400, message: tm(locale, 'invalid_body'), data: {} });

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
