import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { SITEMAP_STATIC_PATHS, localizedPath } = require('./app-routes.js')

const root = fileURLToPath(new URL('../../../', import.meta.url))
const routeTreeFile = `${root}src/routeTree.gen.ts`

/** The app's page paths without the optional locale segment, as the router generated them from src/routes. */
function appPaths() {
  if (!existsSync(routeTreeFile)) execFileSync(process.execPath, ['scripts/generate-routes.mjs'], { cwd: root })
  const fullPaths = [...readFileSync(routeTreeFile, 'utf8').matchAll(/fullPath: '([^']*)'/g)].map((match) => match[1])
  return new Set(fullPaths.map((path) => path.replace(/^\/\{-\$locale\}/, '').replace(/\/$/, '') || '/'))
}

describe('SITEMAP_STATIC_PATHS', () => {
  it('names only pages the app has a route for', () => {
    const paths = appPaths()
    expect(paths.size).toBeGreaterThan(20)
    expect(SITEMAP_STATIC_PATHS.filter((path) => !paths.has(path))).toEqual([])
  })
})

describe('localizedPath', () => {
  it('keeps Arabic paths bare and puts English under /en', () => {
    expect(localizedPath('/', 'ar')).toBe('/')
    expect(localizedPath('/faq', 'ar')).toBe('/faq')
    expect(localizedPath('/', 'en')).toBe('/en')
    expect(localizedPath('/faq', 'en')).toBe('/en/faq')
  })
})
