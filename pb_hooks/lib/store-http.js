// The HTTP side of the app shell: request in, response out. Each function is one route handler
// registered in pb_hooks/app-shell.pb.js or pb_hooks/store.pb.js; the decisions are made by the
// pure modules beside this file (routing-rules, redirects, app-routes, page-meta, contact, sitemap).
// Runs only inside PocketBase (uses $app, $os, $apis).

const { requestLocale, t } = require('./messages.js');
const { resolveRedirect, checkPathParam } = require('./redirects.js');
const { hostOf } = require('./redirect-target.js');
const { matchAppRoute, SITEMAP_STATIC_PATHS } = require('./app-routes.js');
const { buildPageMeta, renderDocument } = require('./page-meta.js');
const { validateContact } = require('./contact.js');
const { sitemapEntries, buildSitemap, buildRobots } = require('./sitemap.js');
const data = require('./store-data.js');
const firstLoad = require('./first-load.js');

const FALLBACK_DOCUMENT = '<!doctype html>\n<html lang="ar" dir="rtl">\n  <head>\n    <meta charset="UTF-8" />\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

/** The built app's directory (server/main.go sets RIHLA_PUBLIC_DIR from --publicDir). */
const publicDir = () => ($os.getenv('RIHLA_PUBLIC_DIR') || 'dist').replace(/\/+$/, '');

/** The configured public address (never the request's Host); used only when the site_url setting is missing. */
const configuredOrigin = () => require('./public-address.js').currentAddresses().appUrl;

/** Hosts an absolute redirect may go to: the staff's allow-list and the site's own host. */
function redirectAllowList(settings) {
  const list = Array.isArray(settings.all.redirect_allow_list) ? settings.all.redirect_allow_list.slice() : [];
  const ownHost = hostOf(settings.all.site_url);
  if (ownHost) list.push(ownHost);
  return list;
}

function findRedirect(pathWithQuery, settings) {
  return resolveRedirect(pathWithQuery, {
    layout: settings.all.layout,
    allowList: redirectAllowList(settings),
    findRows: (fromPaths) => data.findRedirectRows($app, fromPaths),
  });
}

/** A 400 in PocketBase's error shape. */
const badRequest = (e, message, fields) => e.json(400, { status: 400, message, data: fields || {} });

/** The file under the public dir a path names, or null (directories, dot-files and traversal are never files). */
function staticFileFor(dir, path) {
  if (path === '/' || path.charAt(path.length - 1) === '/' || path.indexOf('\x00') !== -1) return null;
  const segments = path.split('/').slice(1);
  if (segments.some((segment) => segment === '' || segment === '..' || segment.charAt(0) === '.')) return null;
  try {
    return $os.stat(`${dir}${path}`).isDir() ? null : path;
  } catch (_error) {
    return null;
  }
}

function cacheControlFor(file) {
  if (file.indexOf('/assets/') === 0) return 'public, max-age=31536000, immutable';
  if (/\.html?$/.test(file) || /(?:^|\/)(?:sw\.js|registerSW\.js|manifest\.webmanifest|version\.json)$/.test(file)) return 'no-cache';
  return 'public, max-age=3600';
}

/** The build's Vite manifest (module graph for preload hints), or null. */
function readManifest(dir) {
  try {
    return JSON.parse(toString($os.readFile(`${dir}/.vite/manifest.json`)));
  } catch (_error) {
    return null;
  }
}

/**
 * The first search page a listing asks for (a city's, a category's or the whole catalog's), as the
 * app asks for it (listing-search.ts searchApiQuery), for a URL without a query. Home's favourites
 * are left to the app: with them its HTML outgrew the first round trip of a slow connection
 * (≈14 kB), which cost its largest paint more than the request saves.
 */
function firstSearch(route, e) {
  const listing = route.kind === 'city' || route.kind === 'category' || firstLoad.generalListing(route) !== null;
  if (!listing || e.request.url.rawQuery) return null;
  const scope = route.kind === 'city' ? { city: route.params.citySlug } : route.kind === 'category' ? { category: route.params.categorySlug } : {};
  const query = { locale: route.locale === 'en' ? 'en' : 'ar', page: '1', perPage: '24', facets: '1', sort: 'recommended', ...scope };
  const raw = Object.keys(query)
    .map((key) => `${key}=${encodeURIComponent(query[key])}`)
    .join('&');
  const answer = require('./catalog-http.js').searchAnswer(raw, e.request.header.get('Accept-Language'));
  return answer.status === 200 ? { query, result: JSON.parse(answer.body) } : null;
}

/**
 * The page's HTML with its first-load additions (first-load.js): module and image preloads, the
 * API answers it asks first, and the static first paint. Anything failing here leaves the page as it was.
 */
function withFirstLoad(html, { dir, template, route, settings, e }) {
  try {
    const given = data.initialData($app, route);
    given.config = settings.public;
    given.search = firstSearch(route, e);
    const preloads = firstLoad.modulePreloads(readManifest(dir), route, firstLoad.templateScripts(template));
    const cartSize = firstLoad.cartSizeFrom(e.request.header.get('Cookie'));
    const rootHtml = firstLoad.firstPaint({ route, records: { experience: given.experience, city: given.city, category: given.category, search: given.search }, settings: settings.public, cartSize });
    // A page painted here starts its app after the paint's own files have loaded; others preload their modules at once.
    const head = [firstLoad.pageImagePreload(route, given)].concat(rootHtml ? [] : preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`));
    const page = firstLoad.renderFirstLoad(html, { head, entries: firstLoad.initialQueries(given), rootHtml });
    return rootHtml ? firstLoad.deferBoot(page, preloads) : page;
  } catch (error) {
    $app.logger().warn('first-load additions failed', 'path', e.request.url.path, 'error', String(error));
    return html;
  }
}

function readTemplate(dir) {
  try {
    return toString($os.readFile(`${dir}/index.html`));
  } catch (_error) {
    return FALLBACK_DOCUMENT;
  }
}

/**
 * GET /{path...}: files of the built app, then the routing rules and staff redirects, then the
 * app's HTML with the page's head (404 for unknown pages and missing records).
 */
function serveApp(e) {
  const path = e.request.url.path;
  if (path === '/api' || path.indexOf('/api/') === 0 || path === '/_' || path.indexOf('/_/') === 0) {
    throw new NotFoundError(); // PocketBase's own JSON 404
  }
  const dir = publicDir();
  const file = staticFileFor(dir, path);
  if (file) {
    e.response.header().set('Cache-Control', cacheControlFor(file));
    return $apis.static($os.dirFS(dir), false)(e);
  }
  if (path.indexOf('/assets/') === 0) {
    // server/assets.go answers /assets/ before this hook; this stays for a host without it.
    // A build's chunk that no longer exists: a plain 404, never the HTML (the app reloads).
    e.response.header().set('Cache-Control', 'no-store');
    return e.string(404, 'Not Found');
  }

  const escapedPath = e.request.url.escapedPath();
  const query = e.request.url.rawQuery;
  const settings = data.readSettings($app);
  const redirect = findRedirect(query ? `${escapedPath}?${query}` : escapedPath, settings);
  if (redirect) return e.redirect(redirect.status, redirect.to);

  const route = matchAppRoute(escapedPath);
  const records = data.recordsForRoute($app, route);
  const meta = buildPageMeta({ route, settings: settings.public, records, origin: configuredOrigin() });
  const template = readTemplate(dir);
  let html = renderDocument(template, meta);
  if (meta.status === 200) html = withFirstLoad(html, { dir, template, route, settings, e });
  // Every page the app runs on, its 404s too, can say that the app could not start.
  const failureHtml = firstLoad.startFailureNote(route.locale, query ? `${escapedPath}?${query}` : escapedPath);
  html = firstLoad.renderFirstLoad(html, { failureHtml });
  e.response.header().set('Cache-Control', 'no-cache');
  // The painted header and cart follow the cart-size cookie.
  e.response.header().set('Vary', 'Cookie');
  return e.html(meta.status, html);
}

/** GET /api/store/redirect?path=: { redirect: { to, status } | null }. */
function redirectLookup(e) {
  const locale = requestLocale(null, e.request.header.get('Accept-Language'));
  const check = checkPathParam(e.request.url.query().get('path'));
  if (!check.ok) {
    const message = t(locale, check.code === 'validation_required' ? 'path_required' : 'path_invalid');
    return badRequest(e, message, { path: { code: check.code, message } });
  }
  const redirect = findRedirect(check.path, data.readSettings($app));
  e.response.header().set('Cache-Control', 'public, max-age=60');
  return e.json(200, { redirect: redirect ? { to: redirect.to, status: redirect.status } : null });
}

/** GET /api/store/config: the public settings as one object. */
function storeConfig(e) {
  e.response.header().set('Cache-Control', 'public, max-age=300');
  return e.json(200, data.readSettings($app).public);
}

/** POST /api/store/contact: validates and stores a contact_messages row (status new). */
function contactMessage(e) {
  const acceptLanguage = e.request.header.get('Accept-Language');
  let body;
  try {
    body = JSON.parse(JSON.stringify(e.requestInfo().body));
  } catch (_error) {
    const locale = requestLocale(null, acceptLanguage);
    return badRequest(e, t(locale, 'invalid_body'));
  }
  const locale = requestLocale(body && typeof body.locale === 'string' ? body.locale : null, acceptLanguage);
  const result = validateContact(body, locale);
  if (!result.ok) return e.json(400, result.error);

  const record = new Record($app.findCollectionByNameOrId('contact_messages'));
  for (const field of Object.keys(result.record)) record.set(field, result.record[field]);
  if (e.auth && e.auth.collection().name === 'users') record.set('user', e.auth.id);
  try {
    $app.save(record);
  } catch (error) {
    $app.logger().warn('contact message not saved', 'error', String(error));
    return badRequest(e, t(locale, 'contact_failed'));
  }
  return e.json(201, { id: record.id, status: 'new', message: t(locale, 'contact_sent') });
}

/** GET /sitemap.xml */
function sitemap(e) {
  const settings = data.readSettings($app);
  const entries = sitemapEntries({ staticPaths: SITEMAP_STATIC_PATHS, ...data.sitemapData($app) });
  const base = typeof settings.public.site_url === 'string' && settings.public.site_url ? settings.public.site_url : configuredOrigin();
  e.response.header().set('Content-Type', 'application/xml; charset=utf-8');
  e.response.header().set('Cache-Control', 'public, max-age=3600');
  return e.string(200, buildSitemap(base, entries));
}

/** GET /robots.txt */
function robots(e) {
  const settings = data.readSettings($app);
  const base = typeof settings.public.site_url === 'string' && settings.public.site_url ? settings.public.site_url : configuredOrigin();
  e.response.header().set('Cache-Control', 'public, max-age=3600');
  return e.string(200, buildRobots(base));
}

module.exports = { serveApp, redirectLookup, storeConfig, contactMessage, sitemap, robots };
