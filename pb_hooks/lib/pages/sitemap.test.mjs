import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { sitemapEntries, buildSitemap, buildRobots, escapeXml } = require('./sitemap.js')
const { SITEMAP_STATIC_PATHS } = require('./app-routes.js')

describe('sitemapEntries', () => {
  it('lists static pages, cities, categories, experiences and posts', () => {
    const entries = sitemapEntries({
      staticPaths: ['/', '/experiences'],
      cities: [{ slug: 'riyadh', updated: '2026-01-02 10:00:00.000Z' }],
      categories: [{ slug: 'tours' }],
      experiences: [{ slug: 'edge-of-the-world', updated: '2026-01-03 00:00:00.000Z' }, { slug: '' }],
      posts: [{ slug: 'alula-guide' }],
    })
    expect(entries).toEqual([
      { path: '/' },
      { path: '/experiences' },
      { path: '/things-to-do-in-riyadh', lastmod: '2026-01-02' },
      { path: '/tours', lastmod: undefined },
      { path: '/experiences/edge-of-the-world', lastmod: '2026-01-03' },
      { path: '/blog/alula-guide', lastmod: undefined },
    ])
  })

  it('has the listings and content pages among the static paths', () => {
    for (const path of ['/', '/experiences', '/things-to-do', '/destinations', '/blog', '/about', '/faq', '/contact-us', '/terms-and-conditions', '/privacy-policy']) {
      expect(SITEMAP_STATIC_PATHS).toContain(path)
    }
    expect(SITEMAP_STATIC_PATHS).not.toContain('/cart')
  })
})

describe('buildSitemap', () => {
  it('lists each page in Arabic and English with alternates', () => {
    const xml = buildSitemap('https://rihla.example/', [{ path: '/' }, { path: '/experiences/x', lastmod: '2026-01-03' }])
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/)
    expect(xml).toContain('<url><loc>https://rihla.example/</loc><xhtml:link rel="alternate" hreflang="ar" href="https://rihla.example/"/><xhtml:link rel="alternate" hreflang="en" href="https://rihla.example/en"/><xhtml:link rel="alternate" hreflang="x-default" href="https://rihla.example/"/></url>')
    expect(xml).toContain('<url><loc>https://rihla.example/en/experiences/x</loc><lastmod>2026-01-03</lastmod><xhtml:link rel="alternate" hreflang="ar" href="https://rihla.example/experiences/x"/>')
    expect(xml.match(/<url>/g)).toHaveLength(4)
    expect(xml.trim().endsWith('</urlset>')).toBe(true)
  })

  it('escapes XML', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;')
    expect(buildSitemap('https://r.example/?a=1&b=2', [{ path: '/' }])).toContain('https://r.example/?a=1&amp;b=2')
  })
})

describe('buildRobots', () => {
  it('allows everything but the API, dashboard and private pages, and names the sitemap', () => {
    const robots = buildRobots('https://rihla.example/')
    expect(robots.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /_/',
      'Disallow: /cart',
      'Disallow: /checkout',
      'Disallow: /orders',
      'Disallow: /auth/',
      'Disallow: /en/cart',
      'Disallow: /en/checkout',
      'Disallow: /en/orders',
      'Disallow: /en/auth/',
      '',
      'Sitemap: https://rihla.example/sitemap.xml',
      '',
    ])
  })
})
