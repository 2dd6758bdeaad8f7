// The <head> of the app's HTML for one page, rendered on the server so that links shared on
// social networks and search engines see the page's title, description, image, canonical URL,
// language alternates and structured data before any script runs. Pure: the route (from
// app-routes.js), the public settings and the records found → { status, lang, dir, head }.

const { t } = require('./messages.js');
const { localizedPath } = require('./app-routes.js');

const TITLE_SEPARATOR = ' | ';
const DESCRIPTION_MAX = 300;
const OG_LOCALES = { ar: 'ar_SA', en: 'en_US' };
const IMAGE_WIDTH = 1280;

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an HTML element or a double-quoted attribute. */
function escapeHtml(value) {
  return String(value === undefined || value === null ? '' : value).replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** JSON for a <script type="application/ld+json">: nothing in it can close the script. */
function jsonForScript(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A page without its own title: the last path segment, dashes to spaces, words capitalised (spec section 2). */
function fallbackTitle(pathname) {
  const last = String(pathname || '')
    .split('?')[0]
    .split('/')
    .filter((segment) => segment.length > 0)
    .pop();
  if (!last) return '';
  let segment = last;
  try {
    segment = decodeURIComponent(last);
  } catch (_error) {
    // keep it as it came
  }
  return segment
    .split('-')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** "page title | site name", or the site name alone. */
const documentTitle = (pageTitle, siteName) => (pageTitle ? `${pageTitle}${TITLE_SEPARATOR}${siteName}` : siteName);

/** One-line text of at most `max` characters, cut at a word with an ellipsis. */
function summarise(text, max) {
  const limit = max || DESCRIPTION_MAX;
  const line = String(text || '')
    .replace(/\s+/g, ' ')
    .trim();
  if (line.length <= limit) return line;
  const cut = line.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:،؛-]+$/, '')}…`;
}

/** A bilingual field in the locale, else in the other language. */
function localized(record, field, locale) {
  if (!record) return '';
  const other = locale === 'en' ? 'ar' : 'en';
  return record[`${field}_${locale}`] || record[`${field}_${other}`] || '';
}

/** A bilingual field in the locale only (descriptions never switch language mid-page). */
const inLocale = (record, field, locale) => (record && record[`${field}_${locale}`]) || '';

/** A { ar, en } setting in the locale. */
function bilingualSetting(value, locale) {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return '';
  return value[locale] || value[locale === 'en' ? 'ar' : 'en'] || '';
}

/** The site's base URL without a trailing slash. */
function baseUrl(settings, origin) {
  const url = typeof settings.site_url === 'string' && /^https?:\/\//i.test(settings.site_url) ? settings.site_url : origin || '';
  return url.replace(/\/+$/, '');
}

/** An absolute URL for a site path or an absolute URL. */
function absoluteUrl(base, pathOrUrl) {
  if (!pathOrUrl) return '';
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${base}${pathOrUrl.charAt(0) === '/' ? '' : '/'}${pathOrUrl}`;
}

/**
 * The social-card image of a media image ({ src, width, height, alt_ar, alt_en }; the file is
 * `${src}-1280.webp`) or of a plain path to a file. Returns { url, width?, height?, alt } or null.
 */
function imageFor(image, base, locale) {
  if (!image) return null;
  if (typeof image === 'string') return { url: absoluteUrl(base, image), alt: '' };
  if (typeof image !== 'object' || typeof image.src !== 'string' || !image.src) return null;
  const isFile = /\.(?:webp|jpe?g|png|gif|avif|svg)$/i.test(image.src);
  const result = { url: absoluteUrl(base, isFile ? image.src : `${image.src}-${IMAGE_WIDTH}.webp`), alt: localized(image, 'alt', locale) };
  if (!isFile && image.width > 0 && image.height > 0) {
    const width = Math.min(IMAGE_WIDTH, image.width);
    result.width = width;
    result.height = Math.round((image.height * width) / image.width);
  }
  return result;
}

const firstImage = (images) => (Array.isArray(images) && images.length > 0 ? images[0] : null);

/** Price in SAR from halalas, as a number with at most two decimals. */
const sar = (halalas) => Math.round(Number(halalas)) / 100;

/** An ISO 8601 timestamp from PocketBase's "2026-01-01 09:00:00.000Z", or undefined. */
function isoDate(value) {
  if (typeof value !== 'string' || value.length < 10) return undefined;
  return value.replace(' ', 'T');
}

function productJsonLd(experience, { url, siteName, base, locale }) {
  const images = (Array.isArray(experience.images) ? experience.images : [])
    .slice(0, 3)
    .map((image) => imageFor(image, base, locale))
    .filter(Boolean)
    .map((image) => image.url)
    .filter((imageUrl, index, all) => all.indexOf(imageUrl) === index);
  const offers = {
    '@type': 'AggregateOffer',
    priceCurrency: 'SAR',
    availability: experience.status === 'unavailable' ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    url,
  };
  if (Number(experience.price_from) > 0) offers.lowPrice = sar(experience.price_from);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: localized(experience, 'title', locale),
    description: summarise(inLocale(experience, 'summary', locale) || inLocale(experience, 'description', locale), 1000),
    url,
    sku: experience.slug,
    brand: { '@type': 'Brand', name: siteName },
    offers,
  };
  if (images.length > 0) data.image = images;
  if (Number(experience.review_count) > 0 && Number(experience.rating_avg) > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(Number(experience.rating_avg) * 10) / 10,
      reviewCount: Number(experience.review_count),
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

function postJsonLd(post, { url, siteName, image, locale, description }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: localized(post, 'title', locale),
    description,
    url,
    inLanguage: locale === 'en' ? 'en-US' : 'ar-SA',
    publisher: { '@type': 'Organization', name: siteName },
    mainEntityOfPage: url,
  };
  if (image) data.image = [image.url];
  const published = isoDate(post.published_at);
  if (published) data.datePublished = published;
  const updated = isoDate(post.updated);
  if (updated) data.dateModified = updated;
  return data;
}

function websiteJsonLd({ url, siteName, description, base, locale }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteName,
    description,
    url,
    inLanguage: locale === 'en' ? 'en-US' : 'ar-SA',
    potentialAction: {
      '@type': 'SearchAction',
      target: `${base}${localizedPath('/search', locale)}/{search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * What the page is about: title, description, image, og:type, JSON-LD, and whether it exists.
 * `records`: { experience?, city?, category?, post?, page? } — the records the route asked for, when found.
 */
function describePage(route, records, context) {
  const { locale, siteDescription, base } = context;
  const found = records || {};
  const page = route.page || {};
  const missing = { status: 404 };
  switch (route.kind) {
    case 'home':
      return { title: '', description: siteDescription, type: 'website', jsonLd: 'website' };
    case 'static':
      return {
        title: localized(found.page, 'title', locale) || (page.title ? t(locale, page.title) : fallbackTitle(route.barePath)),
        description: page.description ? t(locale, page.description) : siteDescription,
        type: 'website',
        noindex: Boolean(page.noindex),
      };
    case 'search':
      return { title: t(locale, 'title_search', { query: route.params.query }), description: t(locale, 'description_search', { query: route.params.query }), type: 'website', noindex: true };
    case 'order':
      return { title: t(locale, 'title_order'), description: siteDescription, type: 'website', noindex: true };
    case 'product':
    case 'city-product': {
      const experience = found.experience;
      if (!experience || (route.kind === 'city-product' && !found.city)) return missing;
      return {
        title: localized(experience, 'title', locale),
        description: inLocale(experience, 'summary', locale) || inLocale(experience, 'description', locale) || siteDescription,
        image: imageFor(firstImage(experience.images), base, locale),
        type: 'product',
        jsonLd: 'product',
      };
    }
    case 'city': {
      const city = found.city;
      if (!city) return missing;
      const name = localized(city, 'name', locale);
      return {
        title: t(locale, 'title_city', { city: name }),
        description: inLocale(city, 'summary', locale) || t(locale, 'description_city', { city: name }),
        image: imageFor(city.image, base, locale),
        type: 'website',
      };
    }
    case 'category': {
      const category = found.category;
      if (!category) return missing;
      return {
        title: localized(category, 'name', locale),
        description: inLocale(category, 'description', locale) || siteDescription,
        image: imageFor(category.image, base, locale),
        type: 'website',
      };
    }
    case 'blog-post': {
      const post = found.post;
      if (!post) return missing;
      return {
        title: localized(post, 'title', locale),
        description: inLocale(post, 'excerpt', locale) || siteDescription,
        image: imageFor(post.image, base, locale),
        type: 'article',
        jsonLd: 'post',
      };
    }
    default:
      return missing;
  }
}

const meta = (attribute, key, content) => `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;
const link = (rel, href, hreflang) => `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(href)}">`;

/**
 * The head of one page.
 * @param {{ route: object, settings: object, records?: object, origin?: string }} input
 *   route: matchAppRoute(path); settings: the public settings ({ site_name: {ar,en}, site_url, … });
 *   records: the records the route needs, when found; origin: used only when site_url is not set.
 * @returns {{ status: number, lang: 'ar'|'en', dir: 'rtl'|'ltr', title: string, head: string }}
 */
function buildPageMeta(input) {
  const route = input.route;
  const settings = input.settings || {};
  const locale = route.locale === 'en' ? 'en' : 'ar';
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const base = baseUrl(settings, input.origin);
  const siteName = bilingualSetting(settings.site_name, locale) || (locale === 'en' ? 'Rihla' : 'رحلة');
  const siteDescription = bilingualSetting(settings.site_description, locale);
  const context = { locale, siteName, siteDescription, base };
  const page = describePage(route, input.records, context);

  if (page.status === 404) {
    const title = documentTitle(t(locale, 'page_not_found'), siteName);
    const head = [`<title>${escapeHtml(title)}</title>`, meta('name', 'description', t(locale, 'page_not_found_description')), meta('name', 'robots', 'noindex')].join('\n    ');
    return { status: 404, lang: locale, dir, title, head };
  }

  const title = documentTitle(page.title, siteName);
  const description = summarise(page.description);
  const url = `${base}${localizedPath(route.barePath, locale)}`;
  const arabicUrl = `${base}${localizedPath(route.barePath, 'ar')}`;
  const englishUrl = `${base}${localizedPath(route.barePath, 'en')}`;
  const image = page.image || imageFor(settings.site_image, base, locale);

  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    page.noindex ? meta('name', 'robots', 'noindex') : null,
    link('canonical', url),
    link('alternate', arabicUrl, 'ar'),
    link('alternate', englishUrl, 'en'),
    link('alternate', arabicUrl, 'x-default'),
    meta('property', 'og:type', page.type || 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALES[locale]),
    meta('property', 'og:locale:alternate', OG_LOCALES[locale === 'en' ? 'ar' : 'en']),
  ];
  if (image && image.url) {
    tags.push(meta('property', 'og:image', image.url));
    if (image.width) tags.push(meta('property', 'og:image:width', String(image.width)), meta('property', 'og:image:height', String(image.height)));
    if (image.alt) tags.push(meta('property', 'og:image:alt', image.alt));
  }
  tags.push(meta('name', 'twitter:card', 'summary_large_image'), meta('name', 'twitter:title', title), meta('name', 'twitter:description', description));
  if (image && image.url) tags.push(meta('name', 'twitter:image', image.url));
  if (image && image.alt) tags.push(meta('name', 'twitter:image:alt', image.alt));

  let jsonLd = null;
  if (page.jsonLd === 'product') jsonLd = productJsonLd(input.records.experience, { url, siteName, base, locale });
  else if (page.jsonLd === 'post') jsonLd = postJsonLd(input.records.post, { url, siteName, image: page.image, locale, description });
  else if (page.jsonLd === 'website') jsonLd = websiteJsonLd({ url, siteName, description, base, locale });
  if (jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`);

  return { status: 200, lang: locale, dir, title, head: tags.filter(Boolean).join('\n    ') };
}

// Tags the built index.html may carry that the server's head replaces.
const REPLACED_TAGS = [
  /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi,
  /<meta\s[^>]*\b(?:name|property)\s*=\s*["']?(?:description|robots|og:[^"'\s>]*|twitter:[^"'\s>]*)["']?[^>]*>\s*/gi,
  /<link\s[^>]*\brel\s*=\s*["']?canonical["']?[^>]*>\s*/gi,
  /<link\s[^>]*\bhreflang\s*=[^>]*>\s*/gi,
  /<script\s[^>]*\btype\s*=\s*["']?application\/ld\+json["']?[^>]*>[\s\S]*?<\/script>\s*/gi,
];

/**
 * The built index.html with the page's language, direction and head: the <html> tag gets
 * lang/dir, the template's own title/description/social tags are replaced by `head`.
 */
function renderDocument(template, pageMeta) {
  let html = String(template);
  for (const pattern of REPLACED_TAGS) html = html.replace(pattern, '');
  let htmlTagFound = false;
  html = html.replace(/<html\b([^>]*)>/i, (_whole, attributes) => {
    htmlTagFound = true;
    const rest = attributes.replace(/\s(?:lang|dir)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi, '');
    return `<html lang="${pageMeta.lang}" dir="${pageMeta.dir}"${rest}>`;
  });
  // Each language has its own web app manifest (name, lang, dir, start URL).
  html = html.replace(/(<link\s[^>]*href=["']\/manifest-)(?:ar|en)(\.webmanifest["'])/i, `$1${pageMeta.lang === 'en' ? 'en' : 'ar'}$2`);
  const insertion = `\n    ${pageMeta.head}\n    `;
  const charset = /<meta\s+charset\s*=[^>]*>\s*/i;
  if (charset.test(html)) return html.replace(charset, (tag) => `${tag.replace(/\s+$/, '')}${insertion}`);
  if (/<head\b[^>]*>/i.test(html)) return html.replace(/<head\b[^>]*>/i, (tag) => `${tag}${insertion}`);
  return `${htmlTagFound ? '' : `<!doctype html><html lang="${pageMeta.lang}" dir="${pageMeta.dir}">`}<head>${insertion}</head>${html}`;
}

module.exports = { buildPageMeta, renderDocument, escapeHtml, jsonForScript, fallbackTitle, documentTitle, summarise, imageFor };
