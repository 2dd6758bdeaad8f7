// `npm run bench:offline` — first contentful paint of a repeat visit served by the service
// worker with the network off, beside the same page's first visit, measured in one run.
// Starts its own seeded PocketBase on a free port and uses Debian's Chromium.
import { writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import { chromium } from '@playwright/test';
import { chromiumPath } from './lib/chromium.mjs';
import { ensureAppBuild } from './lib/app-build.mjs';
import { fromRoot } from './lib/paths.mjs';
import { startTestServer } from '../tests/support/test-server.mjs';

const RUNS = 5;
const TARGET_MS = 300;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

await ensureAppBuild();
console.log('› Starting a seeded PocketBase…');
const server = await startTestServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });

async function fcp(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const entry = performance.getEntriesByName('first-contentful-paint')[0];
        if (entry) return resolve(entry.startTime);
        new PerformanceObserver((list) => resolve(list.getEntries()[0].startTime)).observe({ type: 'paint', buffered: true });
      }),
  );
}

try {
  const response = await fetch(`${server.url}/api/collections/experiences/records?perPage=1&sort=-popularity&filter=(status='active')&expand=city`);
  const { items } = await response.json();
  const product = `things-to-do-in-${items[0].expand.city.slug}/${items[0].slug}`;
  const pages = [
    { name: 'home (ar)', path: '/', locale: 'ar-SA' },
    { name: 'home (en)', path: '/en', locale: 'en-US' },
    { name: 'product (ar)', path: `/${product}`, locale: 'ar-SA' },
    { name: 'product (en)', path: `/en/${product}`, locale: 'en-US' },
  ];
  const rows = [];
  for (const { name, path, locale } of pages) {
    const first = [];
    const offline = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale });
      const page = await context.newPage();
      await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      first.push(await fcp(page));
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await context.setOffline(true);
      const repeat = await context.newPage();
      await repeat.goto(`${server.url}${path}`, { waitUntil: 'load' });
      offline.push(await fcp(repeat));
      await context.close();
    }
    rows.push({ name, first: median(first), offline: median(offline) });
    console.log(`  ${name}: first visit ${median(first).toFixed(0)} ms, offline repeat ${median(offline).toFixed(0)} ms`);
  }
  const lines = [
    `# Offline repeat visits — ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, Chromium (Debian), viewport 390×844.`,
    `Each figure is the median of ${RUNS} runs. "Offline repeat" is a new tab in the same browser profile after one visit, with the network switched off, so everything comes from the service worker and IndexedDB. Target: offline repeat FCP ≤ ${TARGET_MS} ms.`,
    '',
    '| page | first visit FCP (ms) | offline repeat FCP (ms) | repeat / first | target met |',
    '|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.name} | ${row.first.toFixed(0)} | ${row.offline.toFixed(0)} | ${(row.offline / row.first).toFixed(2)} | ${row.offline <= TARGET_MS ? 'yes' : 'no'} |`),
    '',
  ];
  await mkdir(fromRoot('docs', 'benchmarks'), { recursive: true });
  const file = fromRoot('docs', 'benchmarks', `offline-${new Date().toISOString().slice(0, 10)}.md`);
  await writeFile(file, lines.join('\n'));
  console.log(`\n${lines.join('\n')}\n› ${file}`);
} finally {
  await browser.close();
  await server.stop();
}
