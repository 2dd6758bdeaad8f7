// The app's routes (the same table as src/routes), as the server sees them: which page a path
// is, in which language, and which record it needs. Pure; used by the HTML handler and the sitemap.

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CITY_PREFIX = 'things-to-do-in-';

/**
 * Pages without a record of their own: path (without the /en prefix) → title and description
 * message keys (pb_hooks/lib/messages.js). `pageSlug`: a `pages` record whose title wins when it
 * exists (staff edit those texts). `noindex`: private or per-visitor pages.
 */
const STATIC_PAGES = {
  '/experiences': { title: 'title_experiences', description: 'description_experiences' },
  '/things-to-do': { title: 'title_things_to_do', description: 'description_things_to_do' },
  '/destinations': { title: 'title_destinations', description: 'description_destinations' },
  '/countries': { title: 'title_countries', description: 'description_countries' },
  '/about': { title: 'title_about', pageSlug: 'about' },
  '/terms-and-conditions': { title: 'title_terms', pageSlug: 'terms-and-conditions' },
  '/privacy-policy': { title: 'title_privacy', pageSlug: 'privacy-policy' },
  '/faq': { title: 'title_faq', description: 'description_faq' },
  '/contact-us': { title: 'title_contact', description: 'description_contact' },
  '/playground': { title: 'title_playground', description: 'description_playground', noindex: true },
  '/blog': { title: 'title_blog', description: 'description_blog' },
  '/cart': { title: 'title_cart', noindex: true },
  '/checkout': { title: 'title_checkout', noindex: true },
  '/checkout/success': { title: 'title_checkout_success', noindex: true },
  '/checkout/error': { title: 'title_checkout_error', noindex: true },
  '/orders': { title: 'title_orders', noindex: true },
  '/saved': { title: 'title_saved', noindex: true },
  '/offline': { title: 'title_offline', noindex: true },
  '/auth/login': { title: 'title_login', noindex: true },
  '/auth/sign-up': { title: 'title_sign_up', noindex: true },
  '/auth/forgot-password': { title: 'title_forgot_password', noindex: true },
  '/auth/reset-password': { title: 'title_reset_password', noindex: true },
};

/** Listing and content pages every sitemap lists, in both languages. */
const SITEMAP_STATIC_PATHS = ['/', '/experiences', '/things-to-do', '/destinations', '/countries', '/blog', '/about', '/faq', '/contact-us', '/terms-and-conditions', '/privacy-policy'];

function decodeSegment(segment) {
  try {
    return decodeURIComponent(segment);
  } catch (_error) {
    return null;
  }
}

const isSlug = (value) => typeof value === 'string' && value.length <= 160 && SLUG.test(value);

/**
 * The page a path shows.
 * @param {string} pathname  the request path, percent-encoded as sent, without the query
 * @returns {{ locale: 'ar'|'en', barePath: string, kind: string, params: object, page?: object }}
 *   barePath: the path without the /en prefix and trailing slashes ("/" for home).
 *   kind: home | static | product | city | city-product | category | blog-post | search | order | unknown.
 *   A kind with a record (product, city, city-product, category, blog-post) still has to be found.
 */
function matchAppRoute(pathname) {
  let segments = String(pathname || '/')
    .split('/')
    .filter((segment) => segment.length > 0);
  let locale = 'ar';
  if (segments[0] === 'en') {
    locale = 'en';
    segments = segments.slice(1);
  }
  const barePath = segments.length === 0 ? '/' : `/${segments.join('/')}`;
  const route = (kind, params, page) => ({ locale, barePath, kind, params: params || {}, page: page || null });
  const unknown = () => route('unknown');

  if (segments.length === 0) return route('home');
  if (STATIC_PAGES[barePath]) return route('static', {}, STATIC_PAGES[barePath]);

  const decoded = segments.map(decodeSegment);
  if (decoded.some((segment) => segment === null)) return unknown();
  const [first, second] = decoded;

  if (segments.length === 2) {
    if (first === 'experiences') return isSlug(second) ? route('product', { productSlug: second }) : unknown();
    if (first === 'blog') return isSlug(second) ? route('blog-post', { slug: second }) : unknown();
    if (first === 'search') return second.trim() ? route('search', { query: second.trim().slice(0, 100) }, { noindex: true }) : unknown();
    if (first === 'orders') return /^[A-Za-z0-9_-]{1,64}$/.test(second) ? route('order', { orderId: second }, { title: 'title_order', noindex: true }) : unknown();
    if (first.indexOf(CITY_PREFIX) === 0) {
      const citySlug = first.slice(CITY_PREFIX.length);
      return isSlug(citySlug) && isSlug(second) ? route('city-product', { citySlug, productSlug: second }) : unknown();
    }
    return unknown();
  }
  if (segments.length === 1) {
    if (first.indexOf(CITY_PREFIX) === 0) {
      const citySlug = first.slice(CITY_PREFIX.length);
      return isSlug(citySlug) ? route('city', { citySlug }) : unknown();
    }
    return isSlug(first) ? route('category', { categorySlug: first }) : unknown();
  }
  return unknown();
}

/** The path of a bare path in a locale: "/x" → "/x" (ar) or "/en/x" (en); home → "/" or "/en". */
function localizedPath(barePath, locale) {
  if (locale !== 'en') return barePath || '/';
  return !barePath || barePath === '/' ? '/en' : `/en${barePath}`;
}

module.exports = { matchAppRoute, localizedPath, isSlug, STATIC_PAGES, SITEMAP_STATIC_PATHS };
