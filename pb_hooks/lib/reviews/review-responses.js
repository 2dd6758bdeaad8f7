// What every review endpoint answers with: its language, its refusals (a 4xx in that language,
// never cached) and its transactions (retried when the database is busy).

const { requestLocale } = require('../shared/messages.js');
const { tr } = require('./review-messages.js');
const rules = require('./review-rules.js');

const noStore = (e) => e.response.header().set('Cache-Control', 'no-store');

/** The answer's language: ?locale=, else Accept-Language, else Arabic. */
const queryLocale = (e) => requestLocale(e.request.url.query().get('locale') || null, e.request.header.get('Accept-Language'));

/** A 4xx answer: { status, message, data }. `errors` maps fields to message keys. */
function refuse(e, status, locale, key, params, errors) {
  noStore(e);
  const fields = {};
  for (const name of Object.keys(errors || {})) fields[name] = { code: errors[name], message: tr(locale, errors[name], { max: rules.TEXT_MAX }) };
  return e.json(status, { status, message: tr(locale, key, params), data: fields });
}

/** Retries a transaction a busy database refused (SQLITE_BUSY under many concurrent writers). */
function inTransaction(work) {
  let lastError = null;
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    try {
      $app.runInTransaction(work);
      return;
    } catch (error) {
      lastError = error;
      if (!/database is locked|SQLITE_BUSY/i.test(String(error))) throw error;
    }
  }
  throw lastError;
}

/** A list's ?page= (from 1) and ?perPage=, and `errors` naming the ones out of range. */
function pageQuery(q, defaultPerPage, maxPerPage) {
  const page = q.get('page') ? Number(q.get('page')) : 1;
  const perPage = q.get('perPage') ? Number(q.get('perPage')) : defaultPerPage;
  const errors = {};
  if (!Number.isInteger(page) || page < 1 || page > 10000) errors.page = 'invalid_format';
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > maxPerPage) errors.perPage = 'invalid_format';
  return { page, perPage, errors };
}

module.exports = { noStore, queryLocale, refuse, inTransaction, pageQuery };
