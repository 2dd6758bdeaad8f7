// Issue 34, item 28: what a phone really downloads on its first visit to home, measured in the
// browser (the Performance API's resource entries once the network is idle), not the build's own
// count: under 150 kB of compressed JavaScript bodies, in at most 15 files (decision 055).
import { expect, test } from '../support/app-test'

const BUDGET_KB = 150
const MAX_FILES = 15

for (const { locale, path } of [
  { locale: 'ar', path: '/' },
  { locale: 'en', path: '/en' },
]) {
  test(`home's first visit downloads under ${BUDGET_KB} kB of JavaScript in at most ${MAX_FILES} files (${locale})`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'networkidle' })
    const scripts = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.initiatorType === 'script' || entry.initiatorType === 'link' || entry.initiatorType === 'other' || /\.m?js(\?|$)/.test(entry.name))
        .filter((entry) => /\.m?js(\?|$)/.test(new URL(entry.name).pathname))
        .map((entry) => ({ name: new URL(entry.name).pathname, bytes: entry.encodedBodySize })),
    )
    const total = scripts.reduce((sum, entry) => sum + entry.bytes, 0) / 1000
    const listing = scripts.map((entry) => `${entry.name} ${(entry.bytes / 1000).toFixed(1)} kB`).join('\n')
    console.log(`first visit to ${path}: ${total.toFixed(1)} kB of JavaScript in ${scripts.length} files`)
    expect(total, `${total.toFixed(1)} kB in ${scripts.length} files:\n${listing}`).toBeLessThan(BUDGET_KB)
    expect(scripts.length, listing).toBeLessThanOrEqual(MAX_FILES)
  })
}
