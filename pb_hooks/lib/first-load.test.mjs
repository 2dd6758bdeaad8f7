import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const firstLoad = require('./first-load.js')
const { matchAppRoute } = require('./app-routes.js')

const image = { src: '/media/v1/heritage-2', width: 1536, height: 1024, alt_ar: 'قلعة', alt_en: 'Fort', placeholder: 'data:image/webp;base64,AAAA' }
const experience = {
  slug: 'old-town-walk',
  title_ar: 'جولة البلدة القديمة',
  title_en: 'Old Town <Walk>',
  rating_avg: 4.5,
  review_count: 1234,
  images: [image, { ...image, src: '/media/v1/heritage-6' }, { ...image, src: '/media/v1/heritage-1' }, { ...image, src: '/media/v1/heritage-9' }],
  expand: { city: { slug: 'alula', name_ar: 'العلا', name_en: 'AlUla' } },
}
const template = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <title>رحلة</title>
    <script type="module" crossorigin src="/assets/rolldown-runtime-A.js"></script>
    <script type="module" crossorigin src="/assets/app-B.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/app-C.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

/** msgid → msgstr of a Lingui PO catalog (single- and multi-line entries). */
function readPo(file) {
  const messages = {}
  const text = readFileSync(new URL(file, import.meta.url), 'utf8')
  const joined = (block) => [...block.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => JSON.parse(`"${match[1]}"`)).join('')
  for (const entry of text.split(/\n\n+/)) {
    const id = entry.match(/^msgid ((?:".*"\n?)+)/m)
    const str = entry.match(/^msgstr ((?:".*"\n?)+)/m)
    if (id && str) messages[joined(id[1])] = joined(str[1])
  }
  return messages
}

describe('texts', () => {
  it('are the app catalog’s own translations, so the first paint reads as the app does', () => {
    const arabic = readPo('../../src/locales/ar/messages.po')
    for (const [source, translation] of Object.entries(firstLoad.TEXTS)) expect(arabic[source], source).toBe(translation)
  })

  it('fill placeholders with escaped values and fall back to the English source', () => {
    expect(firstLoad.text('en', 'Save {name}', { name: '<b>' })).toBe('Save &lt;b&gt;')
    expect(firstLoad.text('ar', 'Save {name}', { name: 'x' })).toBe('حفظ x')
  })
})

describe('formatNumber', () => {
  it('writes numbers as Intl.NumberFormat does for ar-SA and en-US', () => {
    for (const [value, digits] of [
      [4.5, 1],
      [1234, 0],
      [0, 0],
      [1234567.25, 1],
    ]) {
      for (const [locale, intl] of [
        ['ar', 'ar-SA'],
        ['en', 'en-US'],
      ]) {
        const expected = new Intl.NumberFormat(intl, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value)
        expect(firstLoad.formatNumber(value, locale, digits), `${value} ${locale}`).toBe(expected)
      }
    }
  })
})

describe('images', () => {
  it('use the same srcset and sizes as ui/responsive-image.tsx', () => {
    const html = firstLoad.responsiveImage(image, { alt: 'Fort', sizes: firstLoad.SIZES.productMain, className: 'gallery__main', priority: true })
    expect(html).toContain('class="responsive-image gallery__main"')
    expect(html).toContain('src="/media/v1/heritage-2-640.webp"')
    expect(html).toContain(`srcset="${firstLoad.IMAGE_WIDTHS.map((width) => `/media/v1/heritage-2-${width}.webp ${width}w`).join(', ')}"`)
    expect(html).toContain('sizes="(min-width: 1152px) 760px, 100vw"')
    expect(html).toContain('loading="eager" fetchpriority="high"')
  })

  it('are preloaded with the srcset and sizes of their <img>', () => {
    const link = firstLoad.imagePreload(image, firstLoad.SIZES.card)
    expect(link).toMatch(/^<link rel="preload" as="image" imagesrcset="\/media\/v1\/heritage-2-320\.webp 320w, .*1536w" imagesizes="\(min-width: 1024px\) 33vw, \(min-width: 640px\) 50vw, 100vw" fetchpriority="high">$/)
    expect(firstLoad.imagePreload({ src: 'javascript:alert(1)' }, firstLoad.SIZES.card)).toBeNull()
    expect(firstLoad.imagePreload(null, firstLoad.SIZES.card)).toBeNull()
  })

  it('a product page preloads its main image; a listing its first result’s', () => {
    expect(firstLoad.pageImagePreload(matchAppRoute('/experiences/old-town-walk'), { experience })).toContain('heritage-2-320.webp')
    const search = { query: {}, result: { items: [{ images: [{ ...image, src: '/media/v1/desert-1' }] }] } }
    expect(firstLoad.pageImagePreload(matchAppRoute('/en/things-to-do-in-alula'), { search })).toContain('desert-1-320.webp')
    expect(firstLoad.pageImagePreload(matchAppRoute('/'), {})).toBeNull()
  })
})

describe('firstPaint', () => {
  it('paints the whole catalog’s listings with their own titles, and no other static page', () => {
    const search = { query: {}, result: { items: [{ slug: 'walk', title_ar: 'جولة', title_en: 'Walk', images: [image], city: { slug: 'alula', name_ar: 'العلا', name_en: 'AlUla' } }], totalItems: 1 } }
    const arabic = firstLoad.firstPaint({ route: matchAppRoute('/things-to-do'), records: { search }, settings: {} })
    expect(arabic).toContain('<h1 class="page__title">أنشطة ومعالم</h1><p class="page__lead">جولات وأنشطة ومعالم في أنحاء السعودية والخليج.</p>')
    expect(arabic).toContain('href="/things-to-do-in-alula/walk"')
    const english = firstLoad.firstPaint({ route: matchAppRoute('/en/experiences'), records: { search }, settings: {} })
    expect(english).toContain('<h1 class="page__title">All experiences</h1><div class="listing__toolbar">')
    expect(firstLoad.firstPaint({ route: matchAppRoute('/things-to-do'), records: {}, settings: {} })).toBeNull()
    expect(firstLoad.firstPaint({ route: matchAppRoute('/faq'), records: { search }, settings: {} })).toBeNull()
    expect(firstLoad.pageImagePreload(matchAppRoute('/en/experiences'), { search })).toContain('heritage-2-320.webp')
  })

  it('paints the native selects of ui/select.tsx: the header currency over its code, every sort option', () => {
    const city = { id: 'c1', slug: 'alula', name_ar: 'العلا', name_en: 'AlUla' }
    const search = { query: {}, result: { items: [], totalItems: 0 } }
    const html = firstLoad.firstPaint({ route: matchAppRoute('/things-to-do-in-alula'), records: { city, search }, settings: { default_currency: 'USD' } })
    expect(html).toContain('<span class="select__value" aria-hidden="true">USD</span><select id="first-paint-currency" class="select__native select__native--over-value"><option>USD</option></select>')
    expect(html).toContain('<label for="first-paint-sort" class="field__label">ترتيب حسب</label>')
    expect(html).toContain('<option>المقترحة</option><option>السعر: من الأقل إلى الأعلى</option><option>السعر: من الأعلى إلى الأقل</option><option>الأعلى تقييمًا</option>')
  })

  it('paints the home hero under a transparent header, inert until React replaces it', () => {
    const html = firstLoad.firstPaint({ route: matchAppRoute('/en'), records: {}, settings: { default_currency: 'SAR' } })
    expect(html).toMatch(/^<div class="layout layout--transparent" data-layout="transparent" data-first-paint="" inert>/)
    expect(html).toContain('<header class="site-header site-header--transparent">')
    expect(html).toContain('<h1 id="hero-title">Discover Saudi Arabia and the Gulf, one experience at a time</h1>')
    expect(html).toContain('href="/" class="language-switcher" hreflang="ar"')
    expect(html).not.toContain('<script')
  })

  it('draws the brand mark in the page as public/favicon.svg draws it, not as an image of the file', () => {
    const html = firstLoad.firstPaint({ route: matchAppRoute('/en'), records: {}, settings: {} })
    const mark = html.match(/<svg class="brand__mark"[^>]*>(.*?)<\/svg>/)?.[1]
    const favicon = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8')
      .match(/<svg[^>]*>(.*)<\/svg>/s)?.[1]
      .replace(/<(\w+)([^>]*)\/>/g, '<$1$2></$1>')
    expect(mark).toBeTruthy()
    expect(mark).toBe(favicon)
    expect(html).not.toContain('favicon.svg')
  })

  it('paints a product’s title, rating and gallery with escaped text, in the page’s language', () => {
    const english = firstLoad.firstPaint({ route: matchAppRoute('/en/things-to-do-in-alula/old-town-walk'), records: { experience }, settings: {} })
    expect(english).toContain('<h1 class="page__title">Old Town &lt;Walk&gt;</h1>')
    expect(english).toContain('★ 4.5 <span>(1,234 reviews)</span>')
    expect(english).toContain('href="/en/things-to-do-in-alula">AlUla</a>')
    expect(english).toContain('View all images (4)')
    expect(english.match(/<img class="responsive-image gallery__side"/g)).toHaveLength(2)
    const arabic = firstLoad.firstPaint({ route: matchAppRoute('/things-to-do-in-alula/old-town-walk'), records: { experience }, settings: {} })
    expect(arabic).toContain('<h1 class="page__title">جولة البلدة القديمة</h1>')
    expect(arabic).toContain('★ ٤٫٥ <span>(عدد المراجعات: ١٬٢٣٤)</span>')
    expect(arabic).toContain('alt="قلعة"')
  })

  it('paints nothing for pages it does not know or records it was not given', () => {
    expect(firstLoad.firstPaint({ route: matchAppRoute('/checkout'), records: {}, settings: {} })).toBeNull()
    expect(firstLoad.firstPaint({ route: matchAppRoute('/experiences/x'), records: {}, settings: {} })).toBeNull()
  })

  it('paints an empty cart whole, and a cart with lines only to its heading, with the header’s count', () => {
    const empty = firstLoad.firstPaint({ route: matchAppRoute('/cart'), records: {}, settings: {}, cartSize: 0 })
    expect(empty).toContain('<h1 class="page__title">السلة</h1>')
    expect(empty).toContain('<div class="empty-state"><p>سلتك فارغة.</p><a href="/things-to-do" class="button button--primary" data-rac="">اكتشف الأنشطة</a></div>')
    expect(empty).not.toContain('class="badge"')
    const full = firstLoad.firstPaint({ route: matchAppRoute('/en/cart'), records: {}, settings: {}, cartSize: 12 })
    expect(full).toContain('<h1 class="page__title">Cart</h1>')
    expect(full).not.toContain('empty-state')
    expect(full).toContain('aria-label="Cart, 12 items"')
    expect(full).toContain('<span class="badge" aria-hidden="true">12</span>')
    expect(firstLoad.firstPaint({ route: matchAppRoute('/cart'), records: {}, settings: {}, cartSize: 3 })).toContain('<span class="badge" aria-hidden="true">٣</span>')
  })

  it('paints the footer of a short page, with the support numbers from the settings', () => {
    const settings = { support_phone: '+966 11 000 0000', support_whatsapp: '+966 50 000 0000' }
    const cart = firstLoad.firstPaint({ route: matchAppRoute('/en/cart'), records: {}, settings, cartSize: 0, year: 2026 })
    expect(cart).toContain('<footer class="site-footer"><nav aria-label="Footer"><ul class="site-footer__links"><li><a href="/en/blog">Blog</a></li>')
    expect(cart).toContain('<p class="site-footer__support">24/7 support: <a href="tel:+966110000000" dir="ltr">+966 11 000 0000</a> · <a href="https://wa.me/966500000000" target="_blank" rel="noopener noreferrer">WhatsApp</a></p>')
    expect(cart).toContain('<p>© 2026 Rihla. All rights reserved.</p></footer></div>')
    const arabic = firstLoad.firstPaint({ route: matchAppRoute('/cart'), records: {}, settings: {}, cartSize: 0, year: 2026 })
    expect(arabic).toContain('<p class="site-footer__support">الدعم على مدار الساعة: </p>')
    expect(arabic).toContain('<p>© 2026 رحلة. جميع الحقوق محفوظة.</p>')
    expect(firstLoad.firstPaint({ route: matchAppRoute('/en'), records: {}, settings })).not.toContain('<footer')
  })

  it('keeps a supplier layout from the settings', () => {
    expect(firstLoad.firstPaint({ route: matchAppRoute('/'), records: {}, settings: { layout: 'supplier-one' } })).toContain('class="layout layout--supplier-one"')
  })
})

describe('cartSizeFrom', () => {
  it('reads the app’s cart-size cookie, and 0 for a device without one', () => {
    expect(firstLoad.cartSizeFrom('a=1; rihla_cart=4; b=2')).toBe(4)
    expect(firstLoad.cartSizeFrom('rihla_cart=0')).toBe(0)
    expect(firstLoad.cartSizeFrom('')).toBe(0)
    expect(firstLoad.cartSizeFrom(undefined)).toBe(0)
    expect(firstLoad.cartSizeFrom('my_rihla_cart=7; rihla_cart=x')).toBe(0)
    expect(firstLoad.cartSizeFrom('rihla_cart=12345')).toBe(0)
  })
})

describe('modulePreloads', () => {
  const manifest = {
    'index.html': { file: 'assets/app-B.js', imports: ['_rolldown-runtime-A.js'] },
    '_rolldown-runtime-A.js': { file: 'assets/rolldown-runtime-A.js' },
    'node_modules/react-dom/client.js': { file: 'assets/client.js', isDynamicEntry: true, imports: ['index.html', '_react-dom.js'] },
    '_react-dom.js': { file: 'assets/react-dom.js', imports: ['index.html'] },
    'src/locales/ar/messages.ts': { file: 'assets/messages-ar.js' },
    'src/locales/en/messages.ts': { file: 'assets/messages-en.js' },
    'src/routes/{-$locale}/route.tsx?tsr-split=component': { file: 'assets/route.js', imports: ['index.html', '_footer.js'] },
    '_footer.js': { file: 'assets/footer.js', imports: ['index.html'] },
    'src/routes/{-$locale}/cart.tsx?tsr-split=component': { file: 'assets/cart.js', imports: ['_footer.js', '_price.js'] },
    '_price.js': { file: 'assets/price.js' },
    'src/routes/{-$locale}/blog/index.tsx?tsr-split=component': { file: 'assets/blog.js' },
  }
  const loaded = firstLoad.templateScripts(template)

  it("lists React's renderer, the language catalog, the layout and the page with their imports, once, without what the HTML loads", () => {
    expect(loaded).toEqual(['assets/rolldown-runtime-A.js', 'assets/app-B.js'])
    expect(firstLoad.modulePreloads(manifest, matchAppRoute('/en/cart'), loaded)).toEqual(['assets/react-dom.js', 'assets/client.js', 'assets/messages-en.js', 'assets/footer.js', 'assets/route.js', 'assets/price.js', 'assets/cart.js'])
    expect(firstLoad.modulePreloads(manifest, matchAppRoute('/blog'), loaded)).toEqual(['assets/react-dom.js', 'assets/client.js', 'assets/messages-ar.js', 'assets/footer.js', 'assets/route.js', 'assets/blog.js'])
  })

  it('is empty without a manifest', () => {
    expect(firstLoad.modulePreloads(null, matchAppRoute('/'), loaded)).toEqual([])
  })
})

describe('initialQueries', () => {
  it('keys each answer as the query-option factories do', () => {
    const search = { query: { locale: 'en', page: '1', perPage: '24', facets: '1', sort: 'recommended', city: 'alula' }, result: { items: [] } }
    const stats = { experiences: 1, cities: 1, countries: 1, reviews: 1 }
    const entries = firstLoad.initialQueries({ config: { a: 1 }, currencies: [], categories: [], cities: [], countries: [], stats, experience, city: { slug: 'alula' }, search })
    expect(entries.map((entry) => entry.key)).toEqual([
      ['shell', 'config'],
      ['catalog', 'currencies'],
      ['catalog', 'categories'],
      ['catalog', 'cities'],
      ['catalog', 'countries'],
      ['catalog', 'stats'],
      ['catalog', 'experience', 'old-town-walk'],
      ['catalog', 'city', 'alula'],
      ['catalog', 'search', search.query],
    ])
    expect(firstLoad.initialQueries({ categories: null, experience: null })).toEqual([])
  })
})

describe('renderFirstLoad and deferBoot', () => {
  it('puts hints before the stylesheet, the first paint in #root and a data block nothing can close', () => {
    const html = firstLoad.renderFirstLoad(template, { head: ['<link rel="preload" as="image">', null], entries: [{ key: ['x'], data: '</script><script>alert(1)</script>' }], rootHtml: '<p>hi</p>' })
    expect(html.indexOf('<link rel="preload" as="image">')).toBeLessThan(html.indexOf('<script type="module"'))
    expect(html).toContain('<div id="root"><p>hi</p></div>')
    expect(html).toContain('<script type="application/json" id="rihla-initial-data">[{"key":["x"],"data":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}]</script>')
    expect(html.match(/<\/script>/g)).toHaveLength(3)
  })

  it('puts the start failure note, hidden, at the end of <body>, outside #root', () => {
    const html = firstLoad.renderFirstLoad(template, { head: [], entries: [], rootHtml: '<p>hi</p>', failureHtml: firstLoad.startFailureNote('en', '/en/x?q="a"') })
    expect(html).toContain('<div id="root"><p>hi</p></div>')
    expect(html.indexOf('id="start-failure"')).toBeGreaterThan(html.indexOf('<div id="root">'))
    expect(html.indexOf('id="start-failure"')).toBeLessThan(html.indexOf('</body>'))
    expect(html).toContain('<div id="start-failure" class="start-failure" role="alert" hidden><p>Rihla could not start. Check your connection, then try again.</p>')
    expect(html).toContain('<a class="button button--primary" href="/en/x?q=&quot;a&quot;">Try again</a>')
  })

  it('writes the start failure note in Arabic for Arabic pages', () => {
    const note = firstLoad.startFailureNote('ar', '/')
    expect(note).toContain('<p>تعذّر تشغيل رحلة. تحقّق من اتصالك بالإنترنت، ثم حاول مرة أخرى.</p>')
    expect(note).toContain('>حاول مرة أخرى</a>')
  })

  it('links the start failure note to this site only', () => {
    expect(firstLoad.startFailureNote('en', '//example.com/x')).toContain('href="/example.com/x"')
    expect(firstLoad.startFailureNote('en', '/\\example.com')).toContain('href="/example.com"')
    expect(firstLoad.startFailureNote('en', '')).toContain('href="/"')
  })

  it('leaves a document without additions as it was', () => {
    expect(firstLoad.renderFirstLoad(template, { head: [], entries: [], rootHtml: null })).toBe(template)
  })

  it('hands the module scripts and preloads to the boot script', () => {
    const html = firstLoad.deferBoot(template, ['assets/messages-ar.js'])
    expect(html).not.toContain('<script type="module"')
    expect(html).toContain('<script defer src="/app-boot.js" data-modules="[&quot;/assets/rolldown-runtime-A.js&quot;,&quot;/assets/app-B.js&quot;]" data-preloads="[&quot;/assets/messages-ar.js&quot;]"></script>')
    expect(firstLoad.deferBoot('<html><head></head></html>', [])).toBe('<html><head></head></html>')
  })
})

describe('listing first paint', () => {
  const city = { slug: 'alula', name_ar: 'العلا', name_en: 'AlUla & Co', summary_en: 'Canyons.' }
  const search = { query: {}, result: { items: [{ slug: 'a', title_en: 'A', city: { slug: 'alula', name_en: 'AlUla', name_ar: 'العلا' }, images: [image] }, { slug: 'b', title_en: 'B', city: null, images: [] }, { slug: 'c', title_en: 'C', images: [image] }] } }

  it('paints a city listing’s heading, toolbar and first two cards', () => {
    const html = firstLoad.firstPaint({ route: matchAppRoute('/en/things-to-do-in-alula'), records: { city, search }, settings: {} })
    expect(html).toContain('<h1 class="page__title">Things to do in AlUla &amp; Co</h1>')
    expect(html).toContain('href="/en/destinations">Destinations</a>')
    expect(html).toContain('<p class="page__lead">Canyons.</p>')
    expect(html).toContain('href="/en/things-to-do-in-alula/a" class="experience-card__link">A</a>')
    expect(html).toContain('href="/en/experiences/b" class="experience-card__link">B</a>')
    expect(html).not.toContain('>C</a>')
    expect(html.match(/fetchpriority="high"/g)).toHaveLength(1)
  })

  it('paints nothing without the search answer', () => {
    expect(firstLoad.firstPaint({ route: matchAppRoute('/en/things-to-do-in-alula'), records: { city }, settings: {} })).toBeNull()
  })
})
