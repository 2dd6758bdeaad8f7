// The document head of one page — title, description, canonical URL, language alternates, social
// cards and structured data — from what the page says about itself (usePageMeta). The server
// renders these tags into the HTML it sends; after a client-side navigation the app applies the
// same tags to document.head. Pure, so both sides build them alike.
import { documentTitle, fallbackTitle } from './page-title'
import { pathInLocale, type Locale } from './locale'

const DESCRIPTION_MAX = 300
const OG_LOCALES: Record<Locale, string> = { ar: 'ar_SA', en: 'en_US' }
/** Social cards use the widest generated image under the width networks crop to. */
const SOCIAL_IMAGE_WIDTH = 1280

/** A generated image (files `${src}-${width}.webp`) or a plain path or URL of a file. */
export type HeadImage = string | { src: string; width?: number; height?: number; alt_ar?: string; alt_en?: string } | null | undefined

/** What a page says about itself. */
export type PageHead = {
  /** Without the site name; missing: the last path segment (spec section 2), none on home. */
  title?: string
  /** Missing: the site's description. */
  description?: string
  image?: HeadImage
  type?: 'website' | 'product' | 'article'
  /** Private or per-visitor pages (cart, orders, sign-in, search results). */
  noindex?: boolean
  /** JSON-LD, made from what the head knows of the site and the page. */
  structuredData?: ((page: StructuredDataContext) => Record<string, unknown>) | null
}

/** What a page's structured data may need beside its own record. */
export type StructuredDataContext = { url: string; siteUrl: string; siteName: string; description: string; locale: Locale; image: SocialImage | null }

/** Per-visitor pages (cart, checkout, orders, sign-in, saved, offline): never in a search index. */
export const PRIVATE_PAGE = { noindex: true } as const satisfies PageHead

export type HeadContext = {
  locale: Locale
  /** The path as requested, with its locale prefix. */
  pathname: string
  siteName: string
  siteDescription: string
  /** The site's public address (settings' site_url, else this server's). */
  siteUrl: string
  siteImage?: HeadImage
}

export type HeadTag =
  | { kind: 'title'; text: string }
  | { kind: 'meta'; key: 'name' | 'property'; name: string; content: string }
  | { kind: 'link'; rel: string; href: string; hreflang?: string }
  | { kind: 'structured-data'; json: Record<string, unknown> }

/** One line of at most `max` characters, cut at a word with an ellipsis. */
export function summarise(text: string | undefined, max = DESCRIPTION_MAX): string {
  const line = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim()
  if (line.length <= max) return line
  const cut = line.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:،؛-]+$/, '')}…`
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '')

/** An absolute URL for a site path, or the URL itself. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${withoutTrailingSlash(siteUrl)}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

export type SocialImage = { url: string; width?: number; height?: number; alt: string }

/** The social-card image of a generated image or a file path. */
export function socialImage(image: HeadImage, siteUrl: string, locale: Locale): SocialImage | null {
  if (!image) return null
  if (typeof image === 'string') return { url: absoluteUrl(siteUrl, image), alt: '' }
  if (typeof image.src !== 'string' || !image.src) return null
  const isFile = /\.(?:webp|jpe?g|png|gif|avif|svg)$/i.test(image.src)
  const alt = (locale === 'en' ? image.alt_en || image.alt_ar : image.alt_ar || image.alt_en) ?? ''
  // A catalog image (seeded or uploaded, under /media/) goes out as a JPEG through the image proxy
  // (decision 068): WhatsApp's and some mail clients' link previews do not show WebP.
  const path = isFile ? image.src : image.src.startsWith('/media/') ? `/img${image.src}-1536.webp?width=${SOCIAL_IMAGE_WIDTH}&format=jpeg` : `${image.src}-${SOCIAL_IMAGE_WIDTH}.webp`
  const result: SocialImage = { url: absoluteUrl(siteUrl, path), alt }
  if (!isFile && image.width && image.height && image.width > 0 && image.height > 0) {
    const width = Math.min(SOCIAL_IMAGE_WIDTH, image.width)
    result.width = width
    result.height = Math.round((image.height * width) / image.width)
  }
  return result
}

/** The page's path without a trailing slash ("/" stays). */
export const canonicalPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname)

/** The tags of a page's head, in the order they are written. */
export function headTags(page: PageHead, context: HeadContext): HeadTag[] {
  const { locale, siteName } = context
  const path = canonicalPath(context.pathname)
  const isHome = path === '/' || path === '/en'
  const title = documentTitle(page.title ?? (isHome ? undefined : fallbackTitle(path)), siteName)
  const description = summarise(page.description || context.siteDescription)
  const url = absoluteUrl(context.siteUrl, path)
  const arabicUrl = absoluteUrl(context.siteUrl, pathInLocale(path, 'ar'))
  const englishUrl = absoluteUrl(context.siteUrl, pathInLocale(path, 'en'))
  const image = socialImage(page.image, context.siteUrl, locale) ?? socialImage(context.siteImage, context.siteUrl, locale)
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({ kind: 'meta', key, name, content })

  const tags: HeadTag[] = [{ kind: 'title', text: title }, meta('name', 'description', description)]
  if (page.noindex) tags.push(meta('name', 'robots', 'noindex'))
  tags.push(
    { kind: 'link', rel: 'canonical', href: url },
    { kind: 'link', rel: 'alternate', hreflang: 'ar', href: arabicUrl },
    { kind: 'link', rel: 'alternate', hreflang: 'en', href: englishUrl },
    { kind: 'link', rel: 'alternate', hreflang: 'x-default', href: arabicUrl },
    meta('property', 'og:type', page.type ?? 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALES[locale]),
    meta('property', 'og:locale:alternate', OG_LOCALES[locale === 'en' ? 'ar' : 'en']),
  )
  if (image) {
    tags.push(meta('property', 'og:image', image.url))
    if (image.width && image.height) tags.push(meta('property', 'og:image:width', String(image.width)), meta('property', 'og:image:height', String(image.height)))
    if (image.alt) tags.push(meta('property', 'og:image:alt', image.alt))
  }
  tags.push(meta('name', 'twitter:card', 'summary_large_image'), meta('name', 'twitter:title', title), meta('name', 'twitter:description', description))
  if (image) tags.push(meta('name', 'twitter:image', image.url))
  if (image?.alt) tags.push(meta('name', 'twitter:image:alt', image.alt))
  if (page.structuredData) {
    const siteUrl = withoutTrailingSlash(context.siteUrl)
    tags.push({ kind: 'structured-data', json: page.structuredData({ url, siteUrl, siteName, description, locale, image: socialImage(page.image, siteUrl, locale) }) })
  }
  return tags
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text safe inside an HTML element or a double-quoted attribute. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)

/** JSON inside a <script> element: nothing in it can end the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** The id of the structured-data element, so a client-side navigation can replace it. */
export const STRUCTURED_DATA_ID = 'structured-data'

/** The tags as HTML, one per line. */
export function renderHeadTags(tags: HeadTag[]): string {
  return tags
    .map((tag) => {
      switch (tag.kind) {
        case 'title':
          return `<title>${escapeHtml(tag.text)}</title>`
        case 'meta':
          return `<meta ${tag.key}="${escapeHtml(tag.name)}" content="${escapeHtml(tag.content)}">`
        case 'link':
          return `<link rel="${tag.rel}"${tag.hreflang ? ` hreflang="${tag.hreflang}"` : ''} href="${escapeHtml(tag.href)}">`
        case 'structured-data':
          return `<script type="application/ld+json" id="${STRUCTURED_DATA_ID}">${jsonForScript(tag.json)}</script>`
      }
    })
    .join('\n    ')
}
