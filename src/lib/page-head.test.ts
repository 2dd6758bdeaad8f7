import { describe, expect, it } from 'vitest'
import { absoluteUrl, headTags, renderHeadTags, socialImage, summarise, type HeadContext } from './page-head'

const arabic: HeadContext = {
  locale: 'ar',
  pathname: '/experiences/edge-of-the-world/',
  siteName: 'رحلة',
  siteDescription: 'احجز الجولات في السعودية.',
  siteUrl: 'https://rihla.example/',
  siteImage: '/media/v1/desert-1-1280.webp',
}
const image = { src: '/media/v1/desert-2', width: 1536, height: 1024, alt_ar: 'كثبان', alt_en: 'Dunes' }

describe('headTags', () => {
  it('writes title, description, canonical, language alternates and social cards', () => {
    const html = renderHeadTags(headTags({ title: 'حافة العالم', description: 'جرف طويق عند "الغروب" & العشاء.', image, type: 'product' }, arabic))
    expect(html).toContain('<title>حافة العالم | رحلة</title>')
    expect(html).toContain('<meta name="description" content="جرف طويق عند &quot;الغروب&quot; &amp; العشاء.">')
    expect(html).toContain('<link rel="canonical" href="https://rihla.example/experiences/edge-of-the-world">')
    expect(html).toContain('<link rel="alternate" hreflang="ar" href="https://rihla.example/experiences/edge-of-the-world">')
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://rihla.example/en/experiences/edge-of-the-world">')
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://rihla.example/experiences/edge-of-the-world">')
    expect(html).toContain('<meta property="og:type" content="product">')
    expect(html).toContain('<meta property="og:locale" content="ar_SA">')
    expect(html).toContain('<meta property="og:locale:alternate" content="en_US">')
    expect(html).toContain('<meta property="og:image" content="https://rihla.example/img/media/v1/desert-2-1536.webp?width=1280&amp;format=jpeg">')
    expect(html).toContain('<meta property="og:image:width" content="1280">')
    expect(html).toContain('<meta property="og:image:height" content="853">')
    expect(html).toContain('<meta property="og:image:alt" content="كثبان">')
    expect(html).toContain('<meta name="twitter:image:alt" content="كثبان">')
    expect(html).not.toContain('robots')
  })

  it('falls back to the site’s description and image, to the path for a title, and to the site name on home', () => {
    const page = renderHeadTags(headTags({}, { ...arabic, pathname: '/en/some-nice-page' }))
    expect(page).toContain('<title>Some Nice Page | رحلة</title>')
    expect(page).toContain('<meta name="description" content="احجز الجولات في السعودية.">')
    expect(page).toContain('<meta property="og:image" content="https://rihla.example/media/v1/desert-1-1280.webp">')
    expect(renderHeadTags(headTags({}, { ...arabic, pathname: '/' }))).toContain('<title>رحلة</title>')
    expect(renderHeadTags(headTags({}, { ...arabic, locale: 'en', pathname: '/en' }))).toContain('<link rel="alternate" hreflang="ar" href="https://rihla.example/">')
  })

  it('keeps private pages out of search indexes', () => {
    expect(renderHeadTags(headTags({ title: 'Cart', noindex: true }, arabic))).toContain('<meta name="robots" content="noindex">')
  })

  it('writes structured data that cannot end its script element', () => {
    const html = renderHeadTags(headTags({ title: 'x', structuredData: (page) => ({ name: '</script><script>alert(1)</script>', url: page.url, site: page.siteName }) }, arabic))
    expect(html).toContain('<script type="application/ld+json" id="structured-data">{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e","url":"https://rihla.example/experiences/edge-of-the-world","site":"رحلة"}</script>')
  })
})

describe('summarise', () => {
  it('cuts long text at a word with an ellipsis, and folds white space', () => {
    expect(summarise('  a\n b  ')).toBe('a b')
    const long = 'word '.repeat(100)
    const cut = summarise(long, 50)
    expect(cut.length).toBeLessThanOrEqual(50)
    expect(cut.endsWith('word…')).toBe(true)
  })
})

describe('socialImage and absoluteUrl', () => {
  it('makes absolute URLs of paths and keeps absolute ones', () => {
    expect(absoluteUrl('https://rihla.example/', '/a')).toBe('https://rihla.example/a')
    expect(absoluteUrl('https://rihla.example', 'a')).toBe('https://rihla.example/a')
    expect(absoluteUrl('https://rihla.example', 'https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp')
  })

  it('uses the 1280 px file of a generated image, a file as it is, and nothing for an empty one', () => {
    expect(socialImage(image, 'https://rihla.example', 'en')).toEqual({ url: 'https://rihla.example/img/media/v1/desert-2-1536.webp?width=1280&format=jpeg', width: 1280, height: 853, alt: 'Dunes' })
    expect(socialImage('/icons/x.png', 'https://rihla.example', 'en')).toEqual({ url: 'https://rihla.example/icons/x.png', alt: '' })
    expect(socialImage({ src: '' }, 'https://rihla.example', 'en')).toBeNull()
    expect(socialImage(null, 'https://rihla.example', 'en')).toBeNull()
  })
})
