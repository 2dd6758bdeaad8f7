// The storefront's routing rules (spec section 2), as one pure function shared by the HTML
// handler (an HTTP redirect before any page is served) and GET /api/store/redirect.
//
//   /discover…                    → /things-to-do        (supplier layouts: /experiences)
//   /{first}/{second}, first unknown → /things-to-do-in-{first}/{second} (supplier: /experiences/{second})
//
// Both rules look past an optional language prefix. `/en` stays in the target; every other
// recognised prefix (fr, es, de, ar, …) is dropped, so those visitors land on the Arabic default.
// The query string is kept. Plain CommonJS: runs in Node (unit tests) and in PocketBase's goja.

/** Prefixes the rules recognise (the spec's list); only `en` is a real locale of Rihla. */
const LANGUAGE_PREFIXES = ['en', 'fr', 'es', 'de', 'ar', 'ru', 'tr', 'az', 'tu', 'cn'];

/** First path segments the router knows (the spec's list plus Rihla's own pages). */
const KNOWN_SEGMENTS = [
  // spec
  'blog',
  'experiences',
  'auth',
  'about',
  'cart',
  'checkout',
  'terms-and-conditions',
  'privacy-policy',
  'faq',
  'things-to-do',
  'search',
  // Rihla
  'destinations',
  'countries',
  'contact-us',
  'playground',
  'orders',
  'saved',
  'offline',
  'chat',
  'staff',
];

/** Segments that belong to the server, not to pages: never rewritten into a city URL. */
const RESERVED_SEGMENTS = ['api', '_', 'assets', 'media', '.well-known'];

const CITY_PREFIX = 'things-to-do-in-';

const SUPPLIER_LAYOUTS = ['supplier-one', 'supplier-three', 'supplier-four', 'supplier-five', 'supplier-six', 'template-four'];

const isSupplierLayout = (layout) => SUPPLIER_LAYOUTS.indexOf(layout) !== -1;

/** True for a first segment that some page (or the server) owns. */
function isKnownSegment(segment) {
  return KNOWN_SEGMENTS.indexOf(segment) !== -1 || RESERVED_SEGMENTS.indexOf(segment) !== -1 || segment.indexOf(CITY_PREFIX) === 0;
}

/** Splits "/a/b?x=1#h" into its path and its "?x=1" query (the hash never reaches a server). */
function splitPath(pathWithQuery) {
  let path = String(pathWithQuery);
  const hash = path.indexOf('#');
  if (hash !== -1) path = path.slice(0, hash);
  const question = path.indexOf('?');
  const query = question === -1 ? '' : path.slice(question);
  if (question !== -1) path = path.slice(0, question);
  return { path, query: query === '?' ? '' : query };
}

/**
 * The redirect the spec's routing rules ask for, or null.
 * @param {string} pathname  the request path (percent-encoded as sent), optionally with "?query"
 * @param {{ layout?: string }} [options]  layout: the `layout` setting (default, supplier-one, …)
 * @returns {{ redirect: string, status: number } | null}
 */
function resolveRoutingRule(pathname, options) {
  if (typeof pathname !== 'string' || pathname.charAt(0) !== '/') return null;
  const layout = (options && options.layout) || 'default';
  const supplier = isSupplierLayout(layout);
  const { path, query } = splitPath(pathname);

  let segments = path.split('/').filter((segment) => segment.length > 0);
  let localePrefix = '';
  if (segments.length > 0 && LANGUAGE_PREFIXES.indexOf(segments[0]) !== -1) {
    localePrefix = segments[0] === 'en' ? '/en' : '';
    segments = segments.slice(1);
  }
  if (segments.length === 0) return null;

  let target = null;
  if (segments[0] === 'discover') {
    target = supplier ? '/experiences' : '/things-to-do';
  } else if (segments.length === 2 && !isKnownSegment(segments[0]) && LANGUAGE_PREFIXES.indexOf(segments[0]) === -1) {
    target = supplier ? `/experiences/${segments[1]}` : `/${CITY_PREFIX}${segments[0]}/${segments[1]}`;
  }
  if (target === null) return null;
  return { redirect: `${localePrefix}${target}${query}`, status: 301 };
}

module.exports = { resolveRoutingRule, isKnownSegment, isSupplierLayout, splitPath, LANGUAGE_PREFIXES, KNOWN_SEGMENTS, SUPPLIER_LAYOUTS, CITY_PREFIX };
