// The HTTP side of the store's shell: redirects, public settings, the contact form, sitemap and
// robots. Each function is one route handler registered in pb_hooks/app-shell.pb.js or
// pb_hooks/store.pb.js; the decisions are made by the pure modules beside this file
// (routing-rules, redirects, contact, sitemap). Runs only inside PocketBase (uses $app).

const { requestLocale, t } = require('../shared/messages.js');
const { resolveRedirect, checkPathParam } = require('../pages/redirects.js');
const { hostOf } = require('../pages/redirect-target.js');
const { SITEMAP_STATIC_PATHS } = require('../pages/app-routes.js');
const { validateContact } = require('./contact.js');
const { sitemapEntries, buildSitemap, buildRobots } = require('../pages/sitemap.js');
const data = require('./store-data.js');

/** The configured public address (never the request's Host); used only when the site_url setting is missing. */
const configuredOrigin = () => require('../shared/public-address.js').currentAddresses().appUrl;

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

module.exports = { redirectLookup, storeConfig, contactMessage, sitemap, robots };
