// The HTML document of a rendered page: the built index.html with the page's language, head tags,
// React's markup in #root, the query cache's answers for hydration, the start-failure note, the
// page's image and module hints, and a boot script that starts the app once the page has painted.
// Pure string work on the template (no component markup is written here).
import { directionOf, type Locale } from '../../lib/locale'
import { escapeHtml, jsonForScript, renderHeadTags, type HeadTag } from '../../lib/page-head'
import { INITIAL_DATA_ID } from '../../lib/initial-data'

/** The build's .vite/manifest.json: module id → its file and static imports. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>

export type DocumentParts = {
  locale: Locale
  headTags: HeadTag[]
  rootHtml: string
  failureHtml: string
  /** The query cache's answers (TanStack Query's dehydrated state). */
  data: unknown
  manifest: ViteManifest | null
  /** The route ids of the page's matches, root first. */
  routeFiles: string[]
}

// Tags of the built index.html that the page's own head replaces.
const REPLACED_TAGS = [
  /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi,
  /<meta\s[^>]*\b(?:name|property)\s*=\s*["']?(?:description|robots|og:[^"'\s>]*|twitter:[^"'\s>]*)["']?[^>]*>\s*/gi,
  /<link\s[^>]*\brel\s*=\s*["']?canonical["']?[^>]*>\s*/gi,
  /<link\s[^>]*\bhreflang\s*=[^>]*>\s*/gi,
  /<script\s[^>]*\btype\s*=\s*["']?application\/ld\+json["']?[^>]*>[\s\S]*?<\/script>\s*/gi,
]

/** The template with the page's language, direction, manifest and head tags. */
export function withHead(template: string, locale: Locale, headTags: HeadTag[]): string {
  let html = template
  for (const pattern of REPLACED_TAGS) html = html.replace(pattern, '')
  html = html.replace(/<html\b([^>]*)>/i, (_whole, attributes: string) => {
    const rest = attributes.replace(/\s(?:lang|dir)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi, '')
    return `<html lang="${locale}" dir="${directionOf(locale)}"${rest}>`
  })
  // Each language has its own web app manifest (name, lang, dir, start URL).
  html = html.replace(/(<link\s[^>]*href=["']\/manifest-)(?:ar|en)(\.webmanifest["'])/i, `$1${locale}$2`)
  const insertion = `\n    ${renderHeadTags(headTags)}\n    `
  return html.replace(/<meta\s+charset\s*=[^>]*>\s*/i, (tag) => `${tag.replace(/\s+$/, '')}${insertion}`)
}

/**
 * React's resource hints (the preloads of the images a page shows first, with their srcset and
 * sizes) lead its markup when it renders part of a document; they belong in the head, before the
 * stylesheet, so the page's main image is asked for first.
 */
export function splitResourceHints(rootHtml: string): { hints: string[]; markup: string } {
  const hints: string[] = []
  let markup = rootHtml
  for (let hint = /^<link\b[^>]*\/?>/.exec(markup); hint; hint = /^<link\b[^>]*\/?>/.exec(markup)) {
    hints.push(hint[0])
    markup = markup.slice(hint[0].length)
  }
  return { hints, markup }
}

/** The source module of a route id (src/routes/…), as the manifest names it, or null. */
function routeModule(manifest: ViteManifest, routeId: string): string | null {
  const base = routeId === '__root__' ? 'src/routes/__root' : `src/routes${routeId.replace(/\/$/, '/index')}`
  for (const candidate of [`${base}.tsx`, `${base}/route.tsx`, `${base}/index.tsx`]) {
    for (const key of [`${candidate}?tsr-split=component`, candidate]) if (manifest[key]) return key
  }
  return null
}

/** The files a built index.html loads itself (its module scripts and module preloads). */
export function templateScripts(template: string): string[] {
  const files: string[] = []
  const pattern = /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g
  for (let match = pattern.exec(template); match; match = pattern.exec(template)) files.push(match[1]!)
  return files
}

/**
 * The JavaScript files a page loads after the entry, for <link rel="modulepreload">: React's
 * renderer, the language catalog, then each matched route's split component, each with its
 * static imports. `loaded`: what the HTML loads already.
 */
export function modulePreloads(manifest: ViteManifest | null, locale: Locale, routeIds: string[], loaded: string[]): string[] {
  if (!manifest) return []
  const files: string[] = []
  const seen = new Set(loaded)
  const add = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(chunk.file)) return
    seen.add(chunk.file)
    for (const imported of chunk.imports ?? []) add(imported)
    files.push(chunk.file)
  }
  add('node_modules/react-dom/client.js')
  add(`src/locales/${locale}/messages.ts`)
  for (const routeId of routeIds) {
    const key = routeModule(manifest, routeId)
    if (key) add(key)
  }
  return files
}

const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="(\/[^"]+)"[^>]*><\/script>\s*/gi

/**
 * The app starts once the page has painted (src/boot/app-boot.js): the template's module scripts
 * are replaced by the boot script, which adds them and the page's module preloads after the load
 * event, so the page's text and main image have the connection to themselves first.
 */
export function deferBoot(html: string, preloads: string[]): string {
  const modules: string[] = []
  const document = html.replace(MODULE_SCRIPT, (_whole, src: string) => {
    modules.push(src)
    return ''
  })
  if (modules.length === 0) return html
  const boot = `<script defer src="/app-boot.js" data-modules="${escapeHtml(JSON.stringify(modules))}" data-preloads="${escapeHtml(JSON.stringify(preloads.map((file) => `/${file}`)))}"></script>\n    `
  return document.replace(/<\/head>/i, (tag) => `${boot}${tag}`)
}

/** Inserts `addition` before the first script or stylesheet of the head (hints go first). */
function beforeFirstResource(html: string, addition: string): string {
  const firstResource = /<(?:script|link[^>]*rel="?stylesheet)[^>]*>/i
  return firstResource.test(html) ? html.replace(firstResource, (tag) => `${addition}\n    ${tag}`) : html.replace(/<\/head>/i, (tag) => `${addition}\n  ${tag}`)
}

/** The whole document of a rendered page. */
export function assembleDocument(template: string, parts: DocumentParts): string {
  let html = withHead(template, parts.locale, parts.headTags)
  const { hints, markup } = splitResourceHints(parts.rootHtml)
  if (hints.length > 0) html = beforeFirstResource(html, hints.join('\n    '))
  html = html.replace(/<div id="root"><\/div>/, () => `<div id="root">${markup}</div>`)
  const data = `<script type="application/json" id="${INITIAL_DATA_ID}">${jsonForScript(parts.data)}</script>`
  html = html.replace(/<\/body>/i, (tag) => `${parts.failureHtml}\n    ${data}\n  ${tag}`)
  return deferBoot(html, modulePreloads(parts.manifest, parts.locale, parts.routeFiles, templateScripts(template)))
}
