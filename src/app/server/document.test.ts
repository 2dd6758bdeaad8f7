import { describe, expect, it } from 'vitest'
import { assembleDocument, deferBoot, modulePreloads, splitResourceHints, templateScripts, withHead, type ViteManifest } from './document'

const template = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="template" />
    <link rel="manifest" href="/manifest-ar.webmanifest" />
    <title>رحلة</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_app.js'] },
  '_app.js': { file: 'assets/app-def.js' },
  'node_modules/react-dom/client.js': { file: 'assets/client-1.js', imports: ['_app.js'] },
  'src/locales/en/messages.ts': { file: 'assets/messages-en.js' },
  'src/locales/ar/messages.ts': { file: 'assets/messages-ar.js' },
  'src/routes/{-$locale}/route.tsx?tsr-split=component': { file: 'assets/route-2.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-3.js' },
  'src/routes/{-$locale}/experiences/$productSlug.tsx?tsr-split=component': { file: 'assets/product-4.js', imports: ['_shared.js'] },
  'src/routes/{-$locale}/index.tsx?tsr-split=component': { file: 'assets/home-5.js' },
}

describe('withHead', () => {
  it('sets the language and direction, the manifest, and replaces the template’s title and description', () => {
    const html = withHead(template, 'en', [{ kind: 'title', text: 'Faq | Rihla' }, { kind: 'meta', key: 'name', name: 'description', content: 'Answers' }])
    expect(html).toContain('<html lang="en" dir="ltr">')
    expect(html).toContain('href="/manifest-en.webmanifest"')
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain('<title>Faq | Rihla</title>')
    expect(html).not.toContain('template')
    expect(html.indexOf('<title>')).toBeGreaterThan(html.indexOf('<meta charset'))
  })
})

describe('module preloads', () => {
  it('lists React’s renderer, the catalog and each matched route’s component with its imports, once, after what the HTML loads', () => {
    const loaded = templateScripts(template)
    expect(loaded).toEqual(['assets/index-abc.js', 'assets/app-def.js'])
    expect(modulePreloads(manifest, 'en', ['__root__', '/{-$locale}', '/{-$locale}/experiences/$productSlug'], loaded)).toEqual([
      'assets/client-1.js',
      'assets/messages-en.js',
      'assets/shared-3.js',
      'assets/route-2.js',
      'assets/product-4.js',
    ])
    expect(modulePreloads(manifest, 'en', ['/{-$locale}/'], loaded)).toContain('assets/home-5.js')
    expect(modulePreloads(null, 'en', ['/{-$locale}/'], loaded)).toEqual([])
  })
})

describe('deferBoot', () => {
  it('replaces the module scripts with the boot script that adds them once the page has painted', () => {
    const html = deferBoot(template, ['assets/x.js'])
    expect(html).not.toContain('<script type="module"')
    expect(html).toContain('<script defer src="/app-boot.js" data-modules="[&quot;/assets/index-abc.js&quot;]" data-preloads="[&quot;/assets/x.js&quot;]"></script>')
    expect(deferBoot('<html><head></head></html>', [])).toBe('<html><head></head></html>')
  })
})

describe('assembleDocument', () => {
  it('puts React’s markup in #root, its image hints in the head, the data and the failure note at the end', () => {
    const hint = '<link rel="preload" as="image" imageSrcSet="/media/a-320.webp 320w" fetchPriority="high"/>'
    const html = assembleDocument(template, {
      locale: 'ar',
      headTags: [{ kind: 'title', text: 'رحلة' }],
      rootHtml: `${hint}<!--$--><main>مرحبا</main><!--/$-->`,
      failureHtml: '<div id="start-failure" hidden></div>',
      data: { queries: [{ note: '</script>' }] },
      manifest,
      routeFiles: ['/{-$locale}/'],
    })
    expect(html).toContain('<div id="root"><!--$--><main>مرحبا</main><!--/$--></div>')
    expect(html.indexOf(hint)).toBeLessThan(html.indexOf('<link rel="stylesheet"'))
    expect(html).toContain('<script type="application/json" id="rihla-initial-data">{"queries":[{"note":"\\u003c/script\\u003e"}]}</script>')
    expect(html.indexOf('id="start-failure"')).toBeLessThan(html.indexOf('</body>'))
    expect(html).toContain('data-preloads="[&quot;/assets/client-1.js&quot;,&quot;/assets/messages-ar.js')
  })

  it('takes only the leading hints out of the markup', () => {
    expect(splitResourceHints('<link rel="preload" as="image"/><link rel="preload" as="image"><div><link rel="x"></div>')).toEqual({
      hints: ['<link rel="preload" as="image"/>', '<link rel="preload" as="image">'],
      markup: '<div><link rel="x"></div>',
    })
  })
})
