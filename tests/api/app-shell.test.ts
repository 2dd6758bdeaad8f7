// The app's HTML as the server sends it (before any script runs): pages rendered by React on the
// server (decision 028) with their head, language and direction, the data they were rendered
// from, 404s, the first visit's language, the routing rules and staff redirects as HTTP
// redirects, static files, sitemap and robots. Plain fetch, as a crawler or a link preview would
// read the pages.
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guestClient, superuserClient, testServerUrl } from '../support/api'

type MediaImage = { src: string; width: number; height: number }
type Experience = {
  id: string
  slug: string
  title_ar: string
  title_en: string
  summary_ar: string
  summary_en: string
  images: MediaImage[]
  price_from: number
  rating_avg: number
  review_count: number
  status: string
  expand?: { city?: { slug: string } }
}
type Named = { id: string; slug: string; name_ar: string; name_en: string }
type Post = { id: string; slug: string; title_ar: string; title_en: string }

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(`${testServerUrl()}${path}`, { redirect: 'manual', ...init })
  return { status: response.status, headers: response.headers, body: await response.text() }
}

/** The Product JSON-LD of a page, if any. */
function jsonLdOf(html: string): Record<string, unknown> | null {
  const match = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null
}

/**
 * Where the first script that starts the app is: the module scripts, or the boot script that
 * adds them once a rendered page has painted. Everything the crawler needs comes before it.
 */
const firstScript = (html: string) => {
  const found = [html.indexOf('<script type="module"'), html.indexOf('<script defer src="/app-boot.js"')].filter((at) => at >= 0)
  return found.length ? Math.min(...found) : -1
}

/** The query-cache answers a page was rendered from (TanStack Query's dehydrated state), or null. */
function initialDataOf(html: string): { key: unknown[]; data: unknown }[] | null {
  const match = /<script type="application\/json" id="rihla-initial-data">(.*?)<\/script>/s.exec(html)
  if (!match) return null
  const state = JSON.parse(match[1]!) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }
  return state.queries.map((query) => ({ key: query.queryKey, data: query.state.data }))
}

/** The page's #root, as React rendered it. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<div id="start-failure"'))

describe('app HTML', () => {
  let siteUrl: string
  let product: Experience
  let citySlug: string
  let category: Named
  let post: Post

  beforeAll(async () => {
    const pb = guestClient()
    const config = await pb.send<{ site_url: string }>('/api/store/config', {})
    siteUrl = config.site_url.replace(/\/$/, '')
    const list = await pb.collection('experiences').getList<Experience>(1, 1, { filter: "status = 'active' && review_count > 0 && price_from > 0", sort: '-popularity', expand: 'city' })
    product = list.items[0]!
    citySlug = product.expand!.city!.slug
    category = (await pb.collection('categories').getList<Named>(1, 1, { sort: 'sort' })).items[0]!
    post = (await pb.collection('posts').getList<Post>(1, 1, { sort: '-published_at' })).items[0]!
  })

  it('renders a product page in both URL forms and both languages before any script runs', async () => {
    const forms = [
      { path: `/experiences/${product.slug}`, locale: 'ar' as const },
      { path: `/en/experiences/${product.slug}`, locale: 'en' as const },
      { path: `/things-to-do-in-${citySlug}/${product.slug}`, locale: 'ar' as const },
      { path: `/en/things-to-do-in-${citySlug}/${product.slug}`, locale: 'en' as const },
    ]
    for (const { path, locale } of forms) {
      const page = await get(path)
      expect(page.status, path).toBe(200)
      expect(page.headers.get('content-type')).toMatch(/^text\/html/)
      expect(page.headers.get('cache-control')).toBe('no-cache')
      const html = page.body
      const scriptAt = firstScript(html)
      expect(scriptAt, 'the built app is served').toBeGreaterThan(0)
      expect(html).toContain(locale === 'en' ? '<html lang="en" dir="ltr">' : '<html lang="ar" dir="rtl">')

      const title = locale === 'en' ? product.title_en : product.title_ar
      const siteName = locale === 'en' ? 'Rihla' : 'رحلة'
      const summary = locale === 'en' ? product.summary_en : product.summary_ar
      const image = escapeHtml(`${siteUrl}/img${product.images[0]!.src}-1536.webp?width=1280&format=jpeg`)
      const expectations = [
        `<title>${escapeHtml(`${title} | ${siteName}`)}</title>`,
        `<meta name="description" content="${escapeHtml(summary.slice(0, 60))}`,
        `<meta property="og:title" content="${escapeHtml(title)}`,
        `<meta property="og:image" content="${image}">`,
        `<meta property="og:url" content="${siteUrl}${path}">`,
        `<meta property="og:locale" content="${locale === 'en' ? 'en_US' : 'ar_SA'}">`,
        `<meta property="og:type" content="product">`,
        `<meta name="twitter:card" content="summary_large_image">`,
        `<link rel="canonical" href="${siteUrl}${path}">`,
        `<link rel="alternate" hreflang="x-default" href="${siteUrl}${path.replace(/^\/en/, '')}">`,
      ]
      for (const expected of expectations) {
        expect(html, `${path}: ${expected}`).toContain(expected)
        expect(html.indexOf(expected), `${path}: ${expected} before the scripts`).toBeLessThan(scriptAt)
      }
      expect(html.match(/<title>/g)).toHaveLength(1)
      // The social card's image is a JPEG the image proxy makes (link previews that cannot show WebP).
      const card = await fetch(`${testServerUrl()}/img${product.images[0]!.src}-1536.webp?width=1280&format=jpeg`)
      expect([card.status, card.headers.get('content-type')]).toEqual([200, 'image/jpeg'])

      const jsonLd = jsonLdOf(html)
      expect(jsonLd).toMatchObject({
        '@type': 'Product',
        name: title,
        offers: { '@type': 'AggregateOffer', priceCurrency: 'SAR', lowPrice: product.price_from / 100, availability: 'https://schema.org/InStock' },
        aggregateRating: { '@type': 'AggregateRating', reviewCount: product.review_count },
      })
    }
  })

  it('renders a product page with React before any script, with the API answers it was rendered from', async () => {
    const path = `/en/things-to-do-in-${citySlug}/${product.slug}`
    const page = await get(path)
    const root = rootOf(page.body)
    expect(root).toContain(`<h1 class="page__title">${escapeHtml(product.title_en)}</h1>`)
    // React's markup, ready to hydrate: no inert stand-in.
    expect(root).toMatch(/^<div id="root">(?:<!--\$-->)?<div class="layout layout--\S+" data-layout="\S+">/)
    expect(root).not.toContain('inert')
    // The main image is asked for first: React's hint for it is moved up into the head.
    const image = product.images[0]!
    const hint = page.body.search(new RegExp(`<link rel="preload" as="image" imageSrcSet="${image.src}-320\\.webp 320w`, 'i'))
    expect(hint).toBeGreaterThan(0)
    expect(hint).toBeLessThan(page.body.indexOf('<link rel="stylesheet"'))
    expect(hint).toBeLessThan(page.body.indexOf('</head>'))
    // A data block, not a script: the CSP (script-src 'self') still allows no inline script.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>/)
    const api = await guestClient().collection('experiences').getFirstListItem(`slug = "${product.slug}"`, { expand: 'city' })
    const entries = initialDataOf(page.body)!
    expect(entries.find((entry) => JSON.stringify(entry.key) === JSON.stringify(['catalog', 'experience', product.slug]))?.data).toEqual(JSON.parse(JSON.stringify(api)))
    expect(entries.find((entry) => JSON.stringify(entry.key) === JSON.stringify(['shell', 'config']))?.data).toEqual(await guestClient().send('/api/store/config', {}))
    const currencies = await guestClient().collection('currencies').getFullList({ sort: 'sort' })
    expect(entries.find((entry) => JSON.stringify(entry.key) === JSON.stringify(['catalog', 'currencies']))?.data).toEqual(JSON.parse(JSON.stringify(currencies)))
    // What only the device knows is never the server's to send.
    expect(entries.some((entry) => ['cart', 'saved', 'recently-viewed'].includes(String(entry.key[0])))).toBe(false)
  })

  it('renders a listing’s search page as the search endpoint answers it, with any filters, and home’s lists', async () => {
    const listing = await get(`/things-to-do-in-${citySlug}`)
    const query = { locale: 'ar', page: '1', perPage: '24', facets: '1', sort: 'recommended', city: citySlug }
    const search = initialDataOf(listing.body)!.find((entry) => entry.key[1] === 'search')!
    expect(search.key).toEqual(['catalog', 'search', query])
    const answer = await guestClient().send<{ items: { slug: string }[] }>('/api/store/search', { query })
    expect(search.data).toEqual(answer)
    // Its first cards are in the page.
    expect(rootOf(listing.body)).toContain(`/things-to-do-in-${citySlug}/${answer.items[0]!.slug}"`)
    const sorted = initialDataOf((await get(`/things-to-do-in-${citySlug}?sort=rating`)).body)!.find((entry) => entry.key[1] === 'search')!
    expect(sorted.key).toEqual(['catalog', 'search', { ...query, sort: 'rating' }])
    // The whole catalog's listing too.
    const everything = await get('/en/things-to-do')
    const everythingQuery = { locale: 'en', page: '1', perPage: '24', facets: '1', sort: 'recommended' }
    const everythingSearch = initialDataOf(everything.body)!.find((entry) => entry.key[1] === 'search')!
    expect(everythingSearch.key).toEqual(['catalog', 'search', everythingQuery])
    expect(everythingSearch.data).toEqual(await guestClient().send('/api/store/search', { query: everythingQuery }))
    expect(everything.body).toContain('<h1 class="page__title">Things to do</h1>')
    const home = initialDataOf((await get('/en')).body)!
    const cities = await guestClient().collection('cities').getFullList({ sort: 'sort', expand: 'country' })
    expect(home.find((entry) => entry.key[1] === 'cities')?.data).toEqual(JSON.parse(JSON.stringify(cities)))
    // Below the fold (favourites, testimonials, figures) renders in the browser, after the first paint.
    expect(home.some((entry) => ['search', 'testimonials', 'stats'].includes(String(entry.key[1])))).toBe(false)
  })

  it('renders the cart from the device’s cart-size cookie: empty for a new device, its count otherwise', async () => {
    const fresh = await get('/en/cart')
    expect(fresh.status).toBe(200)
    expect(fresh.headers.get('vary') ?? '').toMatch(/Cookie/i)
    const root = rootOf(fresh.body)
    expect(root).toContain('<h1 class="page__title">Cart</h1>')
    expect(root).toContain('<div class="empty-state"><p>Your cart is empty.</p>')
    expect(root).toContain('<footer class="site-footer">')
    const withLines = await get('/cart', { headers: { Cookie: 'rihla_cart=2' } })
    const rendered = rootOf(withLines.body)
    expect(rendered).toContain('<h1 class="page__title">السلة</h1>')
    expect(rendered).not.toContain('empty-state')
    expect(rendered).toMatch(/<span class="badge" aria-hidden="true"[^>]*>٢<\/span>/)
  })

  it('marks an unavailable product out of stock', async () => {
    const list = await guestClient().collection('experiences').getList<Experience>(1, 1, { filter: "status = 'unavailable'" })
    if (list.items.length === 0) return // the seed may have none
    const page = await get(`/en/experiences/${list.items[0]!.slug}`)
    expect(page.status).toBe(200)
    expect((jsonLdOf(page.body)!.offers as Record<string, unknown>).availability).toBe('https://schema.org/OutOfStock')
  })

  it('renders home with the site name and description, in each language', async () => {
    const config = await guestClient().send<{ site_name: { ar: string; en: string }; site_description: { ar: string; en: string } }>('/api/store/config', {})
    const arabic = await get('/')
    expect(arabic.status).toBe(200)
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">')
    expect(arabic.body).toContain(`<title>${escapeHtml(config.site_name.ar)}</title>`)
    expect(arabic.body).toContain(`<meta name="description" content="${escapeHtml(config.site_description.ar)}">`)
    expect(arabic.body).toContain(`<link rel="canonical" href="${siteUrl}/">`)
    const english = await get('/en')
    expect(english.body).toContain('<html lang="en" dir="ltr">')
    expect(english.body).toContain(`<title>${escapeHtml(config.site_name.en)}</title>`)
    expect(english.body).toContain(`<link rel="alternate" hreflang="en" href="${siteUrl}/en">`)
  })

  it('decides the first visit’s language before any HTML: the cookie, then the browser’s languages', async () => {
    const englishBrowser = await get('/', { headers: { 'Accept-Language': 'en-GB,en;q=0.9,ar;q=0.5' } })
    expect(englishBrowser.status).toBe(302)
    expect(englishBrowser.headers.get('location')).toBe('/en')
    expect(englishBrowser.body).toBe('')
    expect((await get('/?ref=mail', { headers: { 'Accept-Language': 'en' } })).headers.get('location')).toBe('/en?ref=mail')
    expect((await get('/', { headers: { Cookie: 'locale=en' } })).headers.get('location')).toBe('/en')
    // The cookie (the traveller's last choice) wins over the browser.
    const chosen = await get('/', { headers: { 'Accept-Language': 'en', Cookie: 'locale=ar' } })
    expect(chosen.status).toBe(200)
    expect(chosen.body).toContain('<html lang="ar" dir="rtl">')
    expect(chosen.headers.get('set-cookie')).toBeNull()
    // Arabic by default, and remembered.
    const arabic = await get('/', { headers: { 'Accept-Language': 'fr-FR,ar;q=0.8' } })
    expect(arabic.status).toBe(200)
    expect(arabic.headers.get('set-cookie')).toMatch(/^locale=ar; Max-Age=31536000; Path=\/; SameSite=Lax/)
    // A page that names its language keeps it, whatever the browser says.
    const faq = await get('/faq', { headers: { 'Accept-Language': 'en' } })
    expect(faq.status).toBe(200)
    expect(faq.body).toContain('<html lang="ar" dir="rtl">')
    expect(faq.headers.get('set-cookie')).toMatch(/^locale=ar;/)
  })

  it('gives city, category and blog pages their own title, and static pages theirs', async () => {
    const city = await guestClient().collection('cities').getFirstListItem<Named>(`slug = "${citySlug}"`)
    const cityPage = await get(`/en/things-to-do-in-${citySlug}`)
    expect(cityPage.status).toBe(200)
    expect(cityPage.body).toContain(`<title>Things to do in ${escapeHtml(city.name_en)} | Rihla</title>`)

    const categoryPage = await get(`/${category.slug}`)
    expect(categoryPage.status).toBe(200)
    expect(categoryPage.body).toContain(`<title>${escapeHtml(category.name_ar)} | رحلة</title>`)
    expect(categoryPage.body).toContain('<meta property="og:image" content="')

    const postPage = await get(`/en/blog/${post.slug}`)
    expect(postPage.status).toBe(200)
    expect(postPage.body).toContain(`<title>${escapeHtml(post.title_en)} | Rihla</title>`)
    expect(postPage.body).toContain('<meta property="og:type" content="article">')

    const faq = await get('/en/faq')
    expect(faq.status).toBe(200)
    expect(faq.body).toContain('<title>Frequently asked questions | Rihla</title>')
    const about = await guestClient().collection('pages').getFirstListItem<{ title_en: string }>('slug = "about"')
    expect((await get('/en/about')).body).toContain(`<title>${escapeHtml(about.title_en)} | Rihla</title>`)
    const cart = await get('/cart')
    expect(cart.status).toBe(200)
    expect(cart.body).toContain('<meta name="robots" content="noindex">')
  })

  it('answers unknown paths and missing records with 404, the app HTML and noindex', async () => {
    const paths = [
      '/this-page-does-not-exist',
      '/en/this-page-does-not-exist',
      '/a/b/c',
      '/experiences/no-such-experience',
      '/en/experiences/no-such-experience',
      `/things-to-do-in-${citySlug}/no-such-experience`,
      `/things-to-do-in-atlantis/${product.slug}`,
      '/things-to-do-in-atlantis',
      '/en/blog/no-such-post',
      '/fr/about',
    ]
    for (const path of paths) {
      const page = await get(path)
      expect(page.status, path).toBe(404)
      expect(page.headers.get('content-type'), path).toMatch(/^text\/html/)
      expect(rootOf(page.body), path).toContain('<h1>')
      expect(firstScript(page.body), path).toBeGreaterThan(0)
      expect(page.body, path).toContain('<meta name="robots" content="noindex">')
    }
    const english = await get('/en/this-page-does-not-exist')
    expect(english.body).toContain('<html lang="en" dir="ltr">')
    expect(english.body).toContain('<title>Page not found | Rihla</title>')
    expect(rootOf(english.body)).toContain('Oops! The page you&#x27;re looking for doesn&#x27;t exist.')
  })

  it('leaves /api/ and /_/ to PocketBase', async () => {
    for (const path of ['/api/unknown', '/api/store/unknown', '/api/store/contact']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/)
      expect(JSON.parse(response.body), path).toMatchObject({ status: 404 })
    }
    const dashboard = await get('/_/')
    expect(dashboard.status).toBe(200)
    expect(dashboard.body).not.toContain('<div id="root"></div>')
  })

  it('serves the built files with their cache headers', async () => {
    const index = await readFile(`${process.env.RIHLA_TEST_PUBLIC_DIR ?? 'dist'}/index.html`, 'utf8')
    const asset = /\/assets\/[^"']+\.js/.exec(index)?.[0]
    expect(asset).toBeTruthy()
    const file = await get(asset!)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toMatch(/javascript/)
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const missing = await get('/assets/no-such-chunk-0000.js')
    expect(missing.status).toBe(404)
    expect(missing.body).not.toContain('<html')
    const favicon = await get('/favicon.svg')
    expect(favicon.status).toBe(200)
    expect(favicon.headers.get('content-type')).toMatch(/svg/)
  })
})

describe('routing rules over HTTP', () => {
  const cases: [string, string][] = [
    ['/discover', '/things-to-do'],
    ['/discover/riyadh?sort=price', '/things-to-do?sort=price'],
    ['/en/discover/x', '/en/things-to-do'],
    ['/riyadh/some-slug', '/things-to-do-in-riyadh/some-slug'],
    ['/riyadh/some-slug?date=2026-12-01', '/things-to-do-in-riyadh/some-slug?date=2026-12-01'],
    ['/fr/riyadh/x', '/things-to-do-in-riyadh/x'],
    ['/ar/riyadh/x', '/things-to-do-in-riyadh/x'],
    ['/en/riyadh/x', '/en/things-to-do-in-riyadh/x'],
  ]

  it('redirects with 301 and a same-origin Location', async () => {
    for (const [from, to] of cases) {
      const response = await get(from)
      expect(response.status, from).toBe(301)
      expect(response.headers.get('location'), from).toBe(to)
    }
  })

  it('answers the same through GET /api/store/redirect', async () => {
    for (const [from, to] of cases) {
      const answer = await guestClient().send<{ redirect: unknown }>('/api/store/redirect', { query: { path: from } })
      expect(answer, from).toEqual({ redirect: { to, status: 301 } })
    }
  })

  it('leaves known pages alone', async () => {
    for (const path of ['/blog/x', '/experiences/x', '/auth/login']) {
      expect((await get(path)).status, path).not.toBe(301)
    }
  })
})

describe('staff redirects', () => {
  const run = Date.now().toString(36)
  const created: string[] = []
  let allowListId = ''
  let allowListBefore: unknown = []

  const rows = {
    safe: { from_path: `/old-offers-${run}`, to: '/things-to-do', status_code: '302', active: true },
    arabic: { from_path: `/عروض-${run}`, to: '/experiences', status_code: '301', active: true },
    inactive: { from_path: `/inactive-${run}`, to: '/about', status_code: '301', active: false },
    partner: { from_path: `/partner-${run}`, to: 'https://partner.example/deal', status_code: '307', active: true },
  }
  const unsafeTargets = ['//evil.example', '/\\evil.example', 'https://evil.example/', 'https://partner.example@evil.example/', 'https://evil.example#@partner.example', 'javascript:alert(1)', 'data:text/html,x', 'https://partner.example./x']

  beforeAll(async () => {
    const admin = await superuserClient()
    for (const row of Object.values(rows)) created.push((await admin.collection('redirects').create(row)).id)
    for (const [index, to] of unsafeTargets.entries()) {
      created.push((await admin.collection('redirects').create({ from_path: `/unsafe-${index}-${run}`, to, status_code: '301', active: true })).id)
    }
    const allowList = await admin.collection('settings').getFirstListItem<{ id: string; value: unknown }>('key = "redirect_allow_list"')
    allowListId = allowList.id
    allowListBefore = allowList.value
    await admin.collection('settings').update(allowListId, { value: ['partner.example'] })
  })

  afterAll(async () => {
    const admin = await superuserClient()
    if (allowListId) await admin.collection('settings').update(allowListId, { value: allowListBefore })
    for (const id of created) await admin.collection('redirects').delete(id)
  })

  it('are followed over HTTP with their status, keeping the query, in both languages', async () => {
    const arabic = await get(`${rows.safe.from_path}?utm_source=x`)
    expect(arabic.status).toBe(302)
    expect(arabic.headers.get('location')).toBe('/things-to-do?utm_source=x')
    const english = await get(`/en${rows.safe.from_path}`)
    expect(english.status).toBe(302)
    expect(english.headers.get('location')).toBe('/en/things-to-do')
    const encoded = await get(encodeURI(rows.arabic.from_path))
    expect(encoded.status).toBe(301)
    expect(encoded.headers.get('location')).toBe('/experiences')
  })

  it('are answered by GET /api/store/redirect', async () => {
    const pb = guestClient()
    expect(await pb.send('/api/store/redirect', { query: { path: rows.safe.from_path } })).toEqual({ redirect: { to: '/things-to-do', status: 302 } })
    expect(await pb.send('/api/store/redirect', { query: { path: rows.partner.from_path } })).toEqual({ redirect: { to: 'https://partner.example/deal', status: 307 } })
    expect(await pb.send('/api/store/redirect', { query: { path: rows.inactive.from_path } })).toEqual({ redirect: null })
    expect(await pb.send('/api/store/redirect', { query: { path: '/about' } })).toEqual({ redirect: null })
  })

  it('go to an allow-listed host, and nowhere unsafe', async () => {
    const partner = await get(rows.partner.from_path)
    expect(partner.status).toBe(307)
    expect(partner.headers.get('location')).toBe('https://partner.example/deal')
    for (const [index, target] of unsafeTargets.entries()) {
      const path = `/unsafe-${index}-${run}`
      const response = await get(path)
      expect(response.status, target).toBe(404)
      expect(response.headers.get('location'), target).toBeNull()
      const answer = await guestClient().send('/api/store/redirect', { query: { path } })
      expect(answer, target).toEqual({ redirect: null })
    }
    expect((await get(rows.inactive.from_path)).status).toBe(404)
  })

  it('stay staff-only through the collection API', async () => {
    const guest = guestClient()
    await expect(guest.collection('redirects').create({ from_path: `/x-${run}`, to: '/', status_code: '301', active: true })).rejects.toMatchObject({ status: 403 })
    await expect(guest.collection('redirects').getList()).rejects.toMatchObject({ status: 403 })
  })
})

describe('sitemap and robots', () => {
  it('lists every active experience, city, category, post and static page in both languages', async () => {
    const pb = guestClient()
    const config = await pb.send<{ site_url: string }>('/api/store/config', {})
    const siteUrl = config.site_url.replace(/\/$/, '')
    const response = await get('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/)
    const xml = response.body
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/)
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')

    const active = await pb.collection('experiences').getFullList<{ slug: string }>({ filter: "status = 'active'", fields: 'slug', batch: 1000 })
    const experienceLocs = xml.match(/<loc>[^<]*\/experiences\/[^<]+<\/loc>/g) ?? []
    expect(experienceLocs).toHaveLength(active.length * 2)
    const slug = active[0]!.slug
    expect(xml).toContain(`<loc>${siteUrl}/experiences/${slug}</loc>`)
    expect(xml).toContain(`<loc>${siteUrl}/en/experiences/${slug}</loc>`)
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${siteUrl}/en/experiences/${slug}"/>`)
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${siteUrl}/experiences/${slug}"/>`)

    const city = (await pb.collection('cities').getList<{ slug: string }>(1, 1)).items[0]!
    const category = (await pb.collection('categories').getList<{ slug: string }>(1, 1)).items[0]!
    const post = (await pb.collection('posts').getList<{ slug: string }>(1, 1)).items[0]!
    for (const path of ['/', '/en', '/experiences', '/en/things-to-do', '/destinations', '/blog', '/en/about', '/faq', '/contact-us', '/terms-and-conditions', '/privacy-policy', `/things-to-do-in-${city.slug}`, `/en/${category.slug}`, `/blog/${post.slug}`]) {
      expect(xml, path).toContain(`<loc>${siteUrl}${path}</loc>`)
    }
    expect(xml).not.toContain('/cart<')
    expect(xml).not.toContain('/checkout')
  })

  it('robots.txt allows all but the API, dashboard and private pages, and names the sitemap', async () => {
    const config = await guestClient().send<{ site_url: string }>('/api/store/config', {})
    const response = await get('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    const lines = response.body.split('\n')
    expect(lines[0]).toBe('User-agent: *')
    expect(lines).toContain('Allow: /')
    for (const path of ['/api/', '/_/', '/cart', '/checkout', '/orders', '/auth/']) expect(lines).toContain(`Disallow: ${path}`)
    expect(lines).toContain(`Sitemap: ${config.site_url.replace(/\/$/, '')}/sitemap.xml`)
  })
})
