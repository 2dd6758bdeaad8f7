// Where a path redirects to: the spec's routing rules first, then the staff's `redirects`
// collection. Shared by the HTML handler (an HTTP redirect) and GET /api/store/redirect (the
// app asks on client-side navigation). Pure: the collection is read through `findRows`.

const { resolveRoutingRule, splitPath } = require('./routing-rules.js');
const { safeRedirectTarget } = require('./redirect-target.js');

const MAX_PATH = 2048;

/**
 * Checks the `path` query parameter of GET /api/store/redirect.
 * @returns {{ ok: true, path: string } | { ok: false, code: string }}  code: validation_required | validation_invalid_format
 */
function checkPathParam(value) {
  if (typeof value !== 'string' || value.length === 0) return { ok: false, code: 'validation_required' };
  // eslint-disable-next-line no-control-regex -- control characters and spaces are refused
  if (value.length > MAX_PATH || value.charAt(0) !== '/' || value.charAt(1) === '/' || value.indexOf('\\') !== -1 || /[\x00-\x20\x7f]/.test(value)) {
    return { ok: false, code: 'validation_invalid_format' };
  }
  return { ok: true, path: value };
}

function decodeOrNull(value) {
  try {
    return decodeURIComponent(value);
  } catch (_error) {
    return null;
  }
}

/**
 * The `from_path` values to look up for a request path, most specific first. An /en path is
 * looked up as itself, then without the prefix (one row then serves both languages).
 * Trailing slashes are ignored; percent-encoded and decoded spellings both match.
 * @returns {{ fromPath: string, viaBarePath: boolean }[]}
 */
function redirectCandidates(path) {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  const spellings = (value) => {
    const list = [value];
    const decoded = decodeOrNull(value);
    if (decoded !== null && decoded !== value) list.push(decoded);
    return list;
  };
  const candidates = spellings(trimmed).map((fromPath) => ({ fromPath, viaBarePath: false }));
  if (trimmed === '/en' || trimmed.indexOf('/en/') === 0) {
    for (const fromPath of spellings(trimmed.slice(3) || '/')) candidates.push({ fromPath, viaBarePath: true });
  }
  return candidates;
}

/** Puts the request's query on a target that has none of its own (before any #fragment). */
function withQuery(target, query) {
  if (!query || target.indexOf('?') !== -1) return target;
  const hash = target.indexOf('#');
  return hash === -1 ? `${target}${query}` : `${target.slice(0, hash)}${query}${target.slice(hash)}`;
}

/** A relative target in English when the row was matched through the Arabic (bare) path. */
function inEnglish(target) {
  if (target.charAt(0) !== '/' || target === '/en' || /^\/en[/?#]/.test(target)) return target;
  return target === '/' || /^\/[?#]/.test(target) ? `/en${target.slice(1)}` : `/en${target}`;
}

/**
 * @param {string} pathWithQuery  the request path (as sent, percent-encoded), optionally with "?query"
 * @param {{ layout?: string, allowList?: string[], findRows?: (fromPaths: string[]) => { from_path: string, to: string, status_code: string }[] }} options
 *   findRows: the active `redirects` rows whose from_path is one of fromPaths.
 * @returns {{ to: string, status: number, source: 'rule' | 'redirects' } | null}
 */
function resolveRedirect(pathWithQuery, options) {
  const settings = options || {};
  const { path, query } = splitPath(pathWithQuery);
  const rule = resolveRoutingRule(pathWithQuery, { layout: settings.layout });
  if (rule) {
    const to = safeRedirectTarget(rule.redirect, { allowList: [] });
    if (to && to !== pathWithQuery) return { to, status: rule.status, source: 'rule' };
  }
  if (typeof settings.findRows !== 'function') return null;

  const candidates = redirectCandidates(path);
  const rows = settings.findRows(candidates.map((candidate) => candidate.fromPath)) || [];
  for (const candidate of candidates) {
    const row = rows.find((item) => item && item.from_path === candidate.fromPath);
    if (!row || typeof row.to !== 'string') continue;
    const target = withQuery(candidate.viaBarePath ? inEnglish(row.to.trim()) : row.to.trim(), query);
    const to = safeRedirectTarget(target, { allowList: settings.allowList });
    if (!to) return null; // an unsafe target is never followed, and never hidden behind a weaker match
    if (to === pathWithQuery || to === path) return null;
    const status = Number(row.status_code);
    return { to, status: [301, 302, 307, 308].indexOf(status) !== -1 ? status : 302, source: 'redirects' };
  }
  return null;
}

module.exports = { resolveRedirect, redirectCandidates, checkPathParam, withQuery };
