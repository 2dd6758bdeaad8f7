// `node scripts/screenshots.mjs [baseUrl]` — phone-sized screenshots of key pages in both
// languages, into docs/screenshots/. Uses Debian's Chromium (scripts/lib/chromium.mjs).
/* global document, window -- these callbacks run inside the page */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumPath } from './lib/chromium.mjs';
import { fromRoot } from './lib/paths.mjs';

const baseUrl = process.argv[2] || 'http://127.0.0.1:8090';
const only = process.argv[3] ? new RegExp(process.argv[3]) : null;
const pages = [
  { name: 'home-ar', path: '/' },
  { name: 'home-en', path: '/en' },
  { name: 'not-found-ar', path: '/no/such/page/here', fullPage: false },
  { name: 'not-found-en', path: '/en/no/such/page/here', fullPage: false },
  { name: 'city-listing-ar', path: '/things-to-do-in-alula', fullPage: false },
  { name: 'city-listing-en', path: '/en/things-to-do-in-alula', fullPage: false },
  { name: 'faq-ar', path: '/faq', fullPage: false },
  { name: 'faq-en', path: '/en/faq', fullPage: false },
  { name: 'contact-ar', path: '/contact-us', fullPage: false },
  { name: 'contact-en', path: '/en/contact-us', fullPage: false },
  { name: 'header-ar', path: '/faq', fullPage: false, clip: true },
  { name: 'header-en', path: '/en/faq', fullPage: false, clip: true },
  { name: 'listing-filters-ar', path: '/things-to-do-in-riyadh', fullPage: false, action: (page) => page.getByRole('button', { name: 'التصفية' }).click() },
  { name: 'listing-filters-en', path: '/en/things-to-do-in-riyadh', fullPage: false, action: (page) => page.getByRole('button', { name: 'Filters' }).click() },
  { name: 'product-calendar-ar', path: '/things-to-do-in-alula/alula-old-town-walk', fullPage: false, action: (page) => page.locator('.calendar').scrollIntoViewIfNeeded() },
  { name: 'product-calendar-en', path: '/en/things-to-do-in-alula/alula-old-town-walk', fullPage: false, action: (page) => page.locator('.calendar').scrollIntoViewIfNeeded() },
  { name: 'product-ar', path: '/things-to-do-in-alula/alula-old-town-walk', fullPage: false },
  { name: 'product-en', path: '/en/things-to-do-in-alula/alula-old-town-walk', fullPage: false },
].filter((page) => !only || only.test(page.name));

const outDir = fromRoot('docs', 'screenshots');
await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
try {
  for (const { name, path, fullPage = true, action, clip = false } of pages) {
    const locale = name.endsWith('-en') ? 'en-US' : 'ar-SA';
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    // Lazy images load only near the viewport: scroll through the page first.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    if (action) {
      await action(page);
      await page.waitForTimeout(400);
    }
    await page.screenshot({ path: `${outDir}/${name}.png`, fullPage, ...(clip ? { clip: { x: 0, y: 0, width: 390, height: 160 } } : {}) });
    await context.close();
    console.log(`› docs/screenshots/${name}.png`);
  }
} finally {
  await browser.close();
}
