// The app's pages the sitemap lists beside the catalog's records, and how a page's path reads in
// each language. The pages themselves are the app's routes (src/routes); app-routes.test.mjs
// checks each path here is one of them.

/** Listing and content pages every sitemap lists, in both languages. */
const SITEMAP_STATIC_PATHS = ['/', '/experiences', '/things-to-do', '/destinations', '/countries', '/blog', '/about', '/faq', '/contact-us', '/terms-and-conditions', '/privacy-policy'];

/** The path of a bare path in a locale: "/x" → "/x" (ar) or "/en/x" (en); home → "/" or "/en". */
function localizedPath(barePath, locale) {
  if (locale !== 'en') return barePath || '/';
  return !barePath || barePath === '/' ? '/en' : `/en${barePath}`;
}

module.exports = { localizedPath, SITEMAP_STATIC_PATHS };
