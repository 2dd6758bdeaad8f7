// `node scripts/screenshots-orders.mjs [baseUrl]` — the booking outcome page and the order page
// with its QR voucher, in both languages, into docs/screenshots/. Books a real order on the
// server (sandbox gateway, test card 4242…), so point it at a demo or test server, not production.
/* global document */
import { mkdir } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { chromium } from '@playwright/test';
import { chromiumPath } from './lib/chromium.mjs';
import { fromRoot } from './lib/paths.mjs';

const baseUrl = process.argv[2] || 'http://127.0.0.1:8090';

const json = async (path, init) => {
  const response = await fetch(`${baseUrl}${path}`, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
};

/** A departure about a week ahead without pickup, with seats for two. */
async function findDeparture(skip) {
  const filter = encodeURIComponent("status='active'&&pickup_included=false&&kind='tour'");
  const { items } = await json(`/api/collections/experiences/records?perPage=40&sort=-popularity&filter=${filter}`);
  let found = 0;
  for (const experience of items) {
    for (let offset = 7; offset < 21; offset += 1) {
      const date = new Date(Date.now() + 3 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
      const { options = [] } = await json(`/api/store/availability/${experience.id}/${date}`).catch(() => ({}));
      const option = options.find((candidate) => candidate.pickup_places.length === 0 && candidate.traveller_types.some((type) => type.key === 'adult'));
      const slot = option?.slots.find((candidate) => candidate.remaining >= 2);
      if (slot) {
        if (found === skip) return slot;
        found += 1;
        break;
      }
    }
  }
  throw new Error('no bookable departure found');
}

async function paidOrderPages(browser, locale, skip) {
  const slot = await findDeparture(skip);
  const { payment } = await json('/api/store/checkout', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({
      items: [{ slotId: slot.id, travellers: { adult: 2 } }],
      leadGuest: { firstName: 'Sara', lastName: 'Alharbi', email: 'sara@example.com', countryCode: '+966', phone: '551234567' },
      paymentMethod: 'card',
      locale,
    }),
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: locale === 'ar' ? 'ar-SA' : 'en-US' });
  const page = await context.newPage();
  await page.goto(new URL(payment.redirectUrl, baseUrl).href);
  await page.locator('input[name="card_number"]').fill('4242 4242 4242 4242');
  await page.locator('input[name="expiry"]').fill('12/34');
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('input[name="name"]').fill('SARA ALHARBI');
  await page.locator('button[value="pay"]').click();
  await page.waitForURL(/\/checkout\/success\?/);
  await page.locator('[data-outcome="booked"]').waitFor({ timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready);
  return { context, page };
}

const outDir = fromRoot('docs', 'screenshots');
await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
try {
  for (const [index, locale] of ['ar', 'en'].entries()) {
    const { context, page } = await paidOrderPages(browser, locale, index);
    await page.screenshot({ path: `${outDir}/booking-outcome-${locale}.png`, fullPage: true });
    console.log(`› docs/screenshots/booking-outcome-${locale}.png`);
    await page.getByRole('link', { name: locale === 'ar' ? 'عرض طلبك' : 'View your order' }).click();
    await page.getByTestId('voucher').waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${outDir}/order-voucher-${locale}.png`, fullPage: true });
    console.log(`› docs/screenshots/order-voucher-${locale}.png`);
    await context.close();
  }
} finally {
  await browser.close();
}
