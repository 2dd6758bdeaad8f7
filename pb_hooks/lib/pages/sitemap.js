// GET /sitemap.xml and GET /robots.txt. Pure: the site URL and the public records → text.
// Every page is listed in Arabic and in English, each entry with its hreflang alternates.

const { localizedPath } = require('./app-routes.js');

const XML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (value) => String(value).replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);

/** "2026-01-01 09:00:00.000Z" → "2026-01-01"; undefined when it is not a date. */
function lastmodOf(value) {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;
}

/**
 * The bare paths of every public page: static pages, then cities, categories, experiences, posts.
 * @param {{ cities?: {slug, updated?}[], categories?: {slug, updated?}[], experiences?: {slug, updated?}[], posts?: {slug, updated?}[], staticPaths: string[] }} data
 * @returns {{ path: string, lastmod?: string }[]}
 */
function sitemapEntries(data) {
  const entries = (data.staticPaths || []).map((path) => ({ path }));
  const add = (records, toPath) => {
    for (const record of records || []) {
      if (record && typeof record.slug === 'string' && record.slug) entries.push({ path: toPath(record.slug), lastmod: lastmodOf(record.updated) });
    }
  };
  add(data.cities, (slug) => `/things-to-do-in-${slug}`);
  add(data.categories, (slug) => `/${slug}`);
  add(data.experiences, (slug) => `/experiences/${slug}`);
  add(data.posts, (slug) => `/blog/${slug}`);
  return entries;
}

/** The sitemap XML: one <url> per page and language, with xhtml:link alternates (ar, en, x-default). */
function buildSitemap(siteUrl, entries) {
  const base = String(siteUrl || '').replace(/\/+$/, '');
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'];
  for (const entry of entries) {
    const arabic = escapeXml(`${base}${localizedPath(entry.path, 'ar')}`);
    const english = escapeXml(`${base}${localizedPath(entry.path, 'en')}`);
    const alternates = `<xhtml:link rel="alternate" hreflang="ar" href="${arabic}"/><xhtml:link rel="alternate" hreflang="en" href="${english}"/><xhtml:link rel="alternate" hreflang="x-default" href="${arabic}"/>`;
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    lines.push(`<url><loc>${arabic}</loc>${lastmod}${alternates}</url>`);
    lines.push(`<url><loc>${english}</loc>${lastmod}${alternates}</url>`);
  }
  lines.push('</urlset>');
  return `${lines.join('\n')}\n`;
}

/** Paths crawlers should leave alone, in both languages. */
const DISALLOWED = ['/api/', '/_/', '/cart', '/checkout', '/orders', '/auth/'];

function buildRobots(siteUrl) {
  const base = String(siteUrl || '').replace(/\/+$/, '');
  const lines = ['User-agent: *', 'Allow: /'];
  for (const path of DISALLOWED) lines.push(`Disallow: ${path}`);
  for (const path of DISALLOWED) if (path !== '/api/' && path !== '/_/') lines.push(`Disallow: /en${path}`);
  lines.push('', `Sitemap: ${base}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

module.exports = { sitemapEntries, buildSitemap, buildRobots, escapeXml };
