import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import type { Plugin } from 'vite'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { minify } from 'rolldown/experimental'
import { devPageRender } from './scripts/lib/dev-page-render.mjs'

// One id per build: the service worker cache, the persisted query cache and the update
// check all key on it.
const buildId = process.env.RIHLA_BUILD_ID || new Date().toISOString().replace(/[-:.TZ]/g, '')

/** Emits builds/latest.json, which open tabs poll to learn that a new build is deployed. */
function buildManifest(): Plugin {
  return {
    name: 'rihla-build-manifest',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify({ id: buildId, builtAt: new Date().toISOString() }) })
    },
  }
}

/**
 * Emits the plain boot scripts in src/boot/ (the script a server-painted page starts its app
 * with, and the worker it starts) minified, at the site's root, where src/app/server/document.ts
 * and the service worker expect them. They are classic scripts, not modules, so Vite does not
 * bundle them.
 */
function bootScripts(names: string[]): Plugin {
  return {
    name: 'rihla-boot-scripts',
    apply: 'build',
    async generateBundle() {
      for (const name of names) {
        const source = await readFile(fileURLToPath(new URL(`./src/boot/${name}`, import.meta.url)), 'utf8')
        // ES2015 at most: a browser older than the app's target still runs it and shows why the app did not start.
        const { code, errors } = await minify(name, source, { compress: { target: 'es2015' } })
        if (errors.length) this.error(`${name}: ${errors.map((error) => error.message).join('; ')}`)
        this.emitFile({ type: 'asset', fileName: name, source: code })
      }
    },
  }
}

/**
 * Writes a gzip copy (level 9) beside each text file under assets/, which the server sends as it
 * is to browsers that take gzip (server/assets.go) instead of compressing on every request.
 */
function gzipAssets(): Plugin {
  return {
    name: 'rihla-gzip-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist'
      for (const fileName of Object.keys(bundle)) {
        if (!fileName.startsWith('assets/') || !/\.(js|css|svg|json)$/.test(fileName)) continue
        const file = path.join(outDir, fileName)
        await writeFile(`${file}.gz`, gzipSync(await readFile(file), { level: 9 }))
      }
    },
  }
}

/** The plugins every build has: route code splitting, React, Lingui's macros and catalogs. */
/**
 * react-aria announces a combobox's suggestions in Arabic as "١ خيار متاحة": its Arabic words for
 * the combobox are replaced by src/lib/react-aria-combobox-ar.ts, with the Arabic plural forms.
 */
function ariaArabicCombobox(): Plugin {
  const replacement = fileURLToPath(new URL('./src/lib/react-aria-combobox-ar.ts', import.meta.url))
  return {
    name: 'rihla-aria-arabic-combobox',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source.endsWith('/intl/combobox/ar-AE.mjs') && importer?.includes('/react-aria/')) return replacement
      return null
    },
  }
}

/**
 * react-aria's calendar joins the parts of its labels with a Latin comma ("اختر تاريخًا, نوفمبر
 * ٢٠٢٦", "… ٢٠٢٦, أول تاريخ متاح"): an Arabic label is joined with the Arabic comma instead
 * (decision 054). Chosen by the text itself, so the server's render and the browser's agree.
 */
function ariaCalendarComma(): Plugin {
  const helper = `const __rihlaComma = (text) => (/[\\u0600-\\u06ff]/.test(String(text)) ? '، ' : ', ');\n`
  return {
    name: 'rihla-aria-calendar-comma',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]react-aria[\\/]dist[\\/]private[\\/]calendar[\\/]useCalendar(Base|Cell|Grid)\.m?js$/.test(id)) return null
      const next = code
        .replace(/\]\.filter\(Boolean\)\.join\(', '\)/g, "].filter(Boolean).reduce((all, part) => all + __rihlaComma(all + part) + part)")
        .replace(/label \+= ', ' \+ /g, 'label += __rihlaComma(label) + ')
        .replace(/label = selectedDateDescription \+ ', ';/g, 'label = selectedDateDescription + __rihlaComma(selectedDateDescription);')
      return next === code ? null : { code: helper + next, map: null }
    },
  }
}

function appPlugins() {
  return [
    ariaArabicCombobox(),
    ariaCalendarComma(),
    // Must come before the React plugin so route files are split before JSX is transformed.
    // Paths and style come from tsr.config.json, shared with scripts/generate-routes.mjs.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    // plugin-react 6 has no babel option: Lingui macros run through the rolldown Babel plugin.
    babel({
      include: /\/src\/.*\.[jt]sx?(\?.*)?$/,
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    }),
    lingui(),
  ]
}

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), '')
  const pbUrl = env.PB_URL || process.env.PB_URL || 'http://127.0.0.1:8090'

  // The server's render of pages (src/app/server/render-page.tsx, decision 024), run by Node.
  if (isSsrBuild) {
    return {
      plugins: appPlugins(),
      define: { __BUILD_ID__: JSON.stringify(buildId) },
      // The browser's files are the client build's (dist/).
      publicDir: false,
      build: {
        outDir: 'dist-ssr',
        target: 'node20',
        sourcemap: false,
        rolldownOptions: { output: { entryFileNames: 'render-page.js' } },
      },
    }
  }

  return {
    plugins: [
      ...appPlugins(),
      // `npm run dev` renders pages on the server as the build does (decision 060).
      devPageRender({ apiOrigin: pbUrl }),
      buildManifest(),
      bootScripts(['app-boot.js', 'icu-warm.js']),
      gzipAssets(),
      VitePWA({
        registerType: 'prompt',
        injectRegister: false,
        // Each language has its own manifest in public/ (the server links the right one).
        manifest: false,
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,png,webp,webmanifest}'],
          globIgnores: ['builds/**'],
          navigateFallback: '/index.html',
          // /pay/ is the sandbox gateway's page, served by PocketBase: never the app shell.
          navigateFallbackDenylist: [/^\/api\//, /^\/_\//, /^\/media\//, /^\/builds\//, /^\/pay\//, /^\/sitemap\.xml/, /^\/robots\.txt/],
          // The first visit is controlled at once, so what it saw is there offline.
          clientsClaim: true,
          cleanupOutdatedCaches: true,
          runtimeCaching: [
            {
              // The staff scanner's QR decoder (docs/decisions/045): kept once fetched, so scanning works offline. Never precached.
              urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/[^/]+\.wasm$/.test(url.pathname),
              handler: 'CacheFirst',
              options: { cacheName: 'rihla-scanner', expiration: { maxEntries: 4 } },
            },
            {
              urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
              handler: 'CacheFirst',
              options: { cacheName: 'rihla-images', expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 } },
            },
            {
              // Catalog and content reads: shown at once from the cache, refreshed behind.
              urlPattern: ({ url, sameOrigin, request }) =>
                sameOrigin &&
                request.method === 'GET' &&
                (/^\/api\/collections\/(experiences|cities|categories|countries|options|reviews|posts|faqs|pages|testimonials|currencies)\/records/.test(url.pathname) ||
                  /^\/api\/store\/(search|config|availability)/.test(url.pathname)),
              handler: 'StaleWhileRevalidate',
              options: { cacheName: 'rihla-catalog', expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 }, cacheableResponse: { statuses: [200] } },
            },
          ],
        },
      }),
    ],
    define: {
      __BUILD_ID__: JSON.stringify(buildId),
    },
    server: {
      proxy: {
        '/api': { target: pbUrl, changeOrigin: true },
        '/_/': { target: pbUrl, changeOrigin: true },
      },
    },
    preview: {
      proxy: {
        '/api': { target: pbUrl, changeOrigin: true },
        '/_/': { target: pbUrl, changeOrigin: true },
      },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      // Every browser the app supports preloads modules natively.
      modulePreload: { polyfill: false },
      // scripts/check-bundle-budget.mjs reads each route's first-load JavaScript from it.
      manifest: true,
      // One stylesheet, linked by index.html and so by every server-rendered page: components
      // import their own CSS (decision 029), and a route's styles must be there at first paint,
      // in the same order on every build.
      cssCodeSplit: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Everything the entry needs statically is one file rather than dozens of small ones:
            // fewer requests on a slow connection and better compression.
            groups: [{ name: 'app', tags: ['$initial'] }],
          },
        },
      },
    },
  }
})
