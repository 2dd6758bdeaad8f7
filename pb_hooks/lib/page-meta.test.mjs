import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { buildPageMeta, renderDocument, escapeHtml, jsonForScript, fallbackTitle, summarise, imageFor } = require('./page-meta.js')
const { matchAppRoute, localizedPath, STATIC_PAGES } = require('./app-routes.js')

const settings = {
  site_name: { ar: 'رحلة', en: 'Rihla' },
  site_description: { ar: 'احجز الجولات في السعودية.', en: 'Book tours in Saudi Arabia.' },
  site_url: 'https://rihla.example/',
  site_image: '/media/v1/desert-1-1280.webp',
}
const image = { src: '/media/v1/desert-2', width: 1536, height: 1024, alt_ar: 'كثبان', alt_en: 'Dunes' }
const experience = {
  slug: 'edge-of-the-world',
  title_ar: 'رحلة حافة العالم',
  title_en: 'Edge of the World <Day> Trip',
  summary_ar: 'جرف طويق عند الغروب.',
  summary_en: 'The Tuwaiq cliffs at "sunset" & dinner.',
  images: [image, image, { ...image, src: '/media/v1/desert-3' }],
  price_from: 45050,
  rating_avg: 4.76,
  review_count: 128,
  status: 'active',
}
const city = { slug: 'riyadh', name_ar: 'الرياض', name_en: 'Riyadh', summary_ar: '', summary_en: 'The capital.', image }
const category = { slug: 'tours', name_ar: 'جولات', name_en: 'Tours', description_ar: 'جولات بصحبة مرشد.', description_en: 'Guided tours.', image }
const post = { slug: 'alula-guide', title_ar: 'دليل العلا', title_en: 'AlUla guide', excerpt_ar: 'كل ما تحتاجه.', excerpt_en: 'All you need.', image, published_at: '2026-01-05 09:00:00.000Z', updated: '2026-01-06 10:00:00.000Z' }

const page = (path, records) => buildPageMeta({ route: matchAppRoute(path), settings, records })
const jsonLdOf = (head) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)[1])

describe('matchAppRoute', () => {
  it('reads the locale and the page', () => {
    expect(matchAppRoute('/')).toMatchObject({ locale: 'ar', barePath: '/', kind: 'home' })
    expect(matchAppRoute('/en')).toMatchObject({ locale: 'en', barePath: '/', kind: 'home' })
    expect(matchAppRoute('/en/')).toMatchObject({ locale: 'en', kind: 'home' })
    expect(matchAppRoute('/en/experiences/x-y')).toMatchObject({ locale: 'en', barePath: '/experiences/x-y', kind: 'product', params: { productSlug: 'x-y' } })
    expect(matchAppRoute('/things-to-do-in-riyadh/x')).toMatchObject({ kind: 'city-product', params: { citySlug: 'riyadh', productSlug: 'x' } })
    expect(matchAppRoute('/things-to-do-in-riyadh')).toMatchObject({ kind: 'city', params: { citySlug: 'riyadh' } })
    expect(matchAppRoute('/tours')).toMatchObject({ kind: 'category', params: { categorySlug: 'tours' } })
    expect(matchAppRoute('/blog/alula-guide')).toMatchObject({ kind: 'blog-post', params: { slug: 'alula-guide' } })
    expect(matchAppRoute('/search/%D8%AC%D9%88%D9%84%D8%A9')).toMatchObject({ kind: 'search', params: { query: 'جولة' } })
    expect(matchAppRoute('/en/orders/abc123')).toMatchObject({ kind: 'order', params: { orderId: 'abc123' } })
    expect(matchAppRoute('/about/')).toMatchObject({ kind: 'static', barePath: '/about' })
  })

  it('knows every static route of the app', () => {
    for (const path of ['/experiences', '/things-to-do', '/destinations', '/countries', '/about', '/terms-and-conditions', '/privacy-policy', '/faq', '/contact-us', '/playground', '/blog', '/cart', '/checkout', '/checkout/success', '/checkout/error', '/orders', '/saved', '/offline', '/auth/login', '/auth/sign-up', '/auth/forgot-password', '/auth/reset-password']) {
      expect(matchAppRoute(path).kind, path).toBe('static')
      expect(matchAppRoute(`/en${path}`).kind, path).toBe('static')
    }
    expect(Object.keys(STATIC_PAGES)).toHaveLength(22)
  })

  it('takes any other single slug for a category (found or not by the caller)', () => {
    expect(matchAppRoute('/fr')).toMatchObject({ kind: 'category', params: { categorySlug: 'fr' } })
  })

  it('calls everything else unknown', () => {
    for (const path of ['/fr/about', '/Tours', '/a/b/c', '/experiences/Bad_Slug', '/checkout/other', '/auth/other', '/blog/a/b', '/orders/a%20b', '/%E0%A4%A', '/things-to-do-in-', '/en/en/x/y']) {
      expect(matchAppRoute(path).kind, path).toBe('unknown')
    }
  })

  it('localises bare paths', () => {
    expect(localizedPath('/', 'ar')).toBe('/')
    expect(localizedPath('/', 'en')).toBe('/en')
    expect(localizedPath('/faq', 'en')).toBe('/en/faq')
  })
})

describe('buildPageMeta', () => {
  it('gives home the site name and description', () => {
    const meta = page('/')
    expect(meta).toMatchObject({ status: 200, lang: 'ar', dir: 'rtl', title: 'رحلة' })
    expect(meta.head).toContain('<title>رحلة</title>')
    expect(meta.head).toContain('<meta name="description" content="احجز الجولات في السعودية.">')
    expect(meta.head).toContain('<link rel="canonical" href="https://rihla.example/">')
    expect(meta.head).toContain('<meta property="og:locale" content="ar_SA">')
    expect(meta.head).toContain('<meta property="og:image" content="https://rihla.example/media/v1/desert-1-1280.webp">')
    expect(jsonLdOf(meta.head)).toMatchObject({ '@type': 'WebSite', name: 'رحلة', potentialAction: { target: 'https://rihla.example/search/{search_term_string}' } })
    const english = page('/en')
    expect(english).toMatchObject({ lang: 'en', dir: 'ltr', title: 'Rihla' })
    expect(english.head).toContain('<link rel="canonical" href="https://rihla.example/en">')
    expect(english.head).toContain('<meta property="og:locale" content="en_US">')
  })

  it('uses the "page title | site name" template and language alternates', () => {
    const meta = page('/en/faq')
    expect(meta.title).toBe('Frequently asked questions | Rihla')
    expect(meta.head).toContain('<link rel="alternate" hreflang="ar" href="https://rihla.example/faq">')
    expect(meta.head).toContain('<link rel="alternate" hreflang="en" href="https://rihla.example/en/faq">')
    expect(meta.head).toContain('<link rel="alternate" hreflang="x-default" href="https://rihla.example/faq">')
    expect(meta.head).toContain('<meta name="twitter:card" content="summary_large_image">')
    expect(meta.head).not.toContain('robots')
    expect(page('/terms-and-conditions').title).toBe('الشروط والأحكام | رحلة')
    expect(page('/en/checkout/success').title).toBe('Booking confirmation | Rihla')
  })

  it('renders a product page with escaped values and Product JSON-LD, in both URL forms', () => {
    for (const path of ['/en/experiences/edge-of-the-world', '/en/things-to-do-in-riyadh/edge-of-the-world']) {
      const meta = page(path, { experience, city })
      expect(meta.status).toBe(200)
      expect(meta.title).toBe('Edge of the World <Day> Trip | Rihla')
      expect(meta.head).toContain('<title>Edge of the World &lt;Day&gt; Trip | Rihla</title>')
      expect(meta.head).toContain('<meta name="description" content="The Tuwaiq cliffs at &quot;sunset&quot; &amp; dinner.">')
      expect(meta.head).toContain('<meta property="og:type" content="product">')
      expect(meta.head).toContain('<meta property="og:image" content="https://rihla.example/media/v1/desert-2-1280.webp">')
      expect(meta.head).toContain('<meta property="og:image:height" content="853">')
      expect(meta.head).toContain(`<link rel="canonical" href="https://rihla.example${path}">`)
      expect(meta.head).not.toContain('<Day>')
      const jsonLd = jsonLdOf(meta.head)
      expect(jsonLd).toMatchObject({
        '@type': 'Product',
        name: 'Edge of the World <Day> Trip',
        image: ['https://rihla.example/media/v1/desert-2-1280.webp', 'https://rihla.example/media/v1/desert-3-1280.webp'],
        offers: { '@type': 'AggregateOffer', lowPrice: 450.5, priceCurrency: 'SAR', availability: 'https://schema.org/InStock' },
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 128 },
      })
    }
  })

  it('marks unavailable products out of stock and leaves out ratings without reviews', () => {
    const meta = page('/experiences/edge-of-the-world', { experience: { ...experience, status: 'unavailable', review_count: 0, price_from: 0 } })
    const jsonLd = jsonLdOf(meta.head)
    expect(meta.title).toBe('رحلة حافة العالم | رحلة')
    expect(jsonLd.offers.availability).toBe('https://schema.org/OutOfStock')
    expect(jsonLd.offers).not.toHaveProperty('lowPrice')
    expect(jsonLd).not.toHaveProperty('aggregateRating')
  })

  it('escapes < in JSON-LD so no value can close the script', () => {
    const meta = page('/experiences/edge-of-the-world', { experience: { ...experience, title_ar: '</script><script>alert(1)</script>' } })
    expect(meta.head.match(/<\/script>/g)).toHaveLength(1)
    expect(meta.head).toContain('\\u003c/script\\u003e')
    expect(jsonLdOf(meta.head).name).toBe('</script><script>alert(1)</script>')
  })

  it('gives cities, categories and posts their own title, description and image', () => {
    const cityPage = page('/en/things-to-do-in-riyadh', { city })
    expect(cityPage.title).toBe('Things to do in Riyadh | Rihla')
    expect(cityPage.head).toContain('content="The capital."')
    expect(page('/things-to-do-in-riyadh', { city }).head).toContain('content="اكتشف أفضل الجولات والأنشطة في الرياض واحجزها عبر الإنترنت بسهولة."')
    const categoryPage = page('/tours', { category })
    expect(categoryPage.title).toBe('جولات | رحلة')
    expect(categoryPage.head).toContain('content="جولات بصحبة مرشد."')
    expect(categoryPage.head).toContain('<meta property="og:image:alt" content="كثبان">')
    const postPage = page('/en/blog/alula-guide', { post })
    expect(postPage.title).toBe('AlUla guide | Rihla')
    expect(postPage.head).toContain('<meta property="og:type" content="article">')
    expect(jsonLdOf(postPage.head)).toMatchObject({ '@type': 'BlogPosting', headline: 'AlUla guide', datePublished: '2026-01-05T09:00:00.000Z' })
  })

  it('answers 404 with noindex for unknown paths and missing records', () => {
    for (const [path, records] of [
      ['/nope/x/y', {}],
      ['/experiences/missing', { experience: null }],
      ['/things-to-do-in-atlantis', { city: null }],
      ['/things-to-do-in-atlantis/edge-of-the-world', { experience, city: null }],
      ['/not-a-category', { category: null }],
      ['/blog/missing', {}],
    ]) {
      const meta = page(path, records)
      expect(meta.status, path).toBe(404)
      expect(meta.head).toContain('<meta name="robots" content="noindex">')
      expect(meta.head).not.toContain('canonical')
    }
    const english = page('/en/nope')
    expect(english).toMatchObject({ status: 404, lang: 'en', dir: 'ltr', title: 'Page not found | Rihla' })
  })

  it('takes a content page title from its pages record when there is one', () => {
    expect(page('/en/about', { page: { slug: 'about', title_ar: 'عن رحلة', title_en: 'Who we are' } }).title).toBe('Who we are | Rihla')
    expect(page('/about', { page: null }).title).toBe('من نحن | رحلة')
  })

  it('keeps private pages out of search engines', () => {
    for (const path of ['/cart', '/en/checkout/success', '/orders/abc', '/auth/login', '/search/x']) {
      expect(page(path).head, path).toContain('<meta name="robots" content="noindex">')
    }
    expect(page('/en/search/desert%20safari').title).toBe('Search results for “desert safari” | Rihla')
  })

  it('falls back to the request origin and built-in names without settings', () => {
    const meta = buildPageMeta({ route: matchAppRoute('/en/about'), settings: {}, origin: 'http://127.0.0.1:8097' })
    expect(meta.title).toBe('About Rihla | Rihla')
    expect(meta.head).toContain('href="http://127.0.0.1:8097/en/about"')
  })
})

describe('renderDocument', () => {
  const template = `<!doctype html>
<html lang="ar" dir="rtl" class="no-js">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="old" />
    <meta property="og:title" content="old" />
    <link rel="canonical" href="/old">
    <title>old</title>
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`

  it('sets lang and dir and replaces the template head tags', () => {
    const meta = page('/en/faq')
    const html = renderDocument(template, meta)
    expect(html).toContain('<html lang="en" dir="ltr" class="no-js">')
    expect(html).not.toContain('old')
    expect(html.indexOf('<title>Frequently asked questions | Rihla</title>')).toBeGreaterThan(html.indexOf('<meta charset="UTF-8" />'))
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('<script type="module"'))
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain('<div id="root"></div>')
  })

  it('copes with a template without charset or head', () => {
    expect(renderDocument('<html><head></head><body></body></html>', page('/'))).toMatch(/^<html lang="ar" dir="rtl"><head>\n {4}<title>رحلة<\/title>/)
    expect(renderDocument('<body></body>', page('/en'))).toMatch(/^<!doctype html><html lang="en" dir="ltr"><head>/)
  })
})

describe('helpers', () => {
  it('escapes HTML and script JSON', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;')
    expect(escapeHtml(undefined)).toBe('')
    expect(jsonForScript({ a: '</script>&\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u2028"}')
  })

  it('makes the fallback title from the last segment', () => {
    expect(fallbackTitle('/en/terms-and-conditions')).toBe('Terms And Conditions')
    expect(fallbackTitle('/things-to-do-in-riyadh/')).toBe('Things To Do In Riyadh')
    expect(fallbackTitle('/search/%D8%AC%D9%88%D9%84%D8%A9')).toBe('جولة')
    expect(fallbackTitle('/')).toBe('')
  })

  it('shortens long descriptions at a word', () => {
    expect(summarise('a  b\n c')).toBe('a b c')
    const long = summarise('word '.repeat(100), 50)
    expect(long.length).toBeLessThanOrEqual(50)
    expect(long.endsWith('word…')).toBe(true)
  })

  it('finds the 1280 px file of a media image', () => {
    expect(imageFor(image, 'https://r.example', 'en')).toEqual({ url: 'https://r.example/media/v1/desert-2-1280.webp', alt: 'Dunes', width: 1280, height: 853 })
    expect(imageFor('https://cdn.example/a.jpg', 'https://r.example', 'en')).toEqual({ url: 'https://cdn.example/a.jpg', alt: '' })
    expect(imageFor(null, 'https://r.example', 'en')).toBeNull()
    expect(imageFor({ src: 42 }, 'https://r.example', 'en')).toBeNull()
  })
})

describe('renderDocument manifest', () => {
  it('links the web app manifest of the page’s language', () => {
    const template = '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="UTF-8" /><link rel="manifest" href="/manifest-ar.webmanifest" /><title>x</title></head><body></body></html>'
    expect(renderDocument(template, { lang: 'en', dir: 'ltr', head: '' })).toContain('href="/manifest-en.webmanifest"')
    expect(renderDocument(template, { lang: 'ar', dir: 'rtl', head: '' })).toContain('href="/manifest-ar.webmanifest"')
  })
})
