// `npm run bench:web` — Lighthouse 12 (mobile preset, default simulated throttling) in Debian's
// Chromium against the production build served by PocketBase (seeded, temporary data dir, free
// port): home, a listing, a product page and the cart in Arabic and English, beside a reference
// page measured in the same run (static HTML with the product's main image, from the same
// server: the practical floor). Prints score, LCP, TBT, CLS and transferred JavaScript, and
// writes docs/benchmarks/web-<date>.md.
// Options: --runs N (median of N, default 5: single runs of one page vary up to 5×), --dist DIR (a build other than dist/).
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureAppBuild } from './lib/app-build.mjs';
import { routeBudgets } from './lib/bundle-budgets.mjs';
import { chromiumPath, lighthouseChromeFlags } from './lib/chromium.mjs';
import { commandLineOption } from './lib/command-line-option.mjs';
import { firstLoadJavaScript } from './lib/first-load-javascript.mjs';
import { mainThreadBlocking } from './lib/main-thread-blocking.mjs';
import { fromRoot } from './lib/paths.mjs';
import { startTestServer } from '../tests/support/test-server.mjs';

const RUNS = Number(commandLineOption('--runs', '5'));
const dist = path.resolve(commandLineOption('--dist', fromRoot('dist')));
const targets = { score: 95, lcpMs: 2000, tbtMs: 100, cls: 0.02 };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => bytes / 1024;

if (dist === fromRoot('dist')) await ensureAppBuild();
const firstLoad = firstLoadJavaScript(dist);

// The reference page lives in a copy of the build, so the real dist/ is left as it is.
const publicDir = await mkdtemp(path.join(os.tmpdir(), 'rihla-bench-web-'));
await cp(dist, publicDir, { recursive: true });
console.log('› Starting a seeded PocketBase…');
const server = await startTestServer({ publicDir });

// One browser per language: Arabic pages have no prefix, and a browser asking for English is
// (rightly) sent to /en on arrival. Without --accept-lang the Arabic browser asked for English
// and its home page was measured as / redirected to /en.
const browsers = {
  ar: await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: lighthouseChromeFlags('ar') }),
  en: await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: lighthouseChromeFlags('en') }),
};

async function audit(url, locale) {
  const result = await lighthouse(url, { port: browsers[locale].port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const script = lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
  const blocking = mainThreadBlocking(result.artifacts.Trace.traceEvents, lhr.configSettings.throttling.cpuSlowdownMultiplier);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsKb: kb(script?.transferSize ?? 0),
    jsRequests: script?.requestCount ?? 0,
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    // Lighthouse's measure of the host CPU; its 4× slowdown assumes ≥ 1000 (it warns below).
    benchmarkIndex: lhr.environment.benchmarkIndex,
    // What the page's own work costs, apart from the time its main thread was not running.
    blockingFromWallMs: blocking?.fromWallMs ?? NaN,
    blockingFromCpuMs: blocking?.fromCpuMs ?? NaN,
    mainThreadCpuMs: blocking?.cpuMs ?? NaN,
  };
}

async function measure(url, locale) {
  const runs = [];
  const loads = [];
  for (let run = 0; run < RUNS; run += 1) {
    loads.push(os.loadavg()[0]);
    runs.push(await audit(url, locale));
  }
  const pick = (key) => median(runs.map((entry) => entry[key]));
  return { score: pick('score'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), cls: pick('cls'), jsKb: pick('jsKb'), jsRequests: pick('jsRequests'), benchmarkIndex: pick('benchmarkIndex'), blockingFromWallMs: pick('blockingFromWallMs'), blockingFromCpuMs: pick('blockingFromCpuMs'), mainThreadCpuMs: pick('mainThreadCpuMs'), cpuBlockingRuns: runs.map((entry) => entry.blockingFromCpuMs.toFixed(0)).join(' / '), lcpElement: runs[0].lcpElement, finalPath: runs[0].finalPath, loads: loads.map((load) => load.toFixed(1)).join(' / '), tbtRuns: runs.map((entry) => entry.tbtMs.toFixed(0)).join(' / '), scoreRuns: runs.map((entry) => entry.score).join(' / ') };
}

try {
  const response = await fetch(`${server.url}/api/collections/experiences/records?perPage=1&sort=-popularity&filter=${encodeURIComponent("(status='active')")}&expand=city`);
  const [experience] = (await response.json()).items;
  const citySlug = experience.expand.city.slug;
  const product = `things-to-do-in-${citySlug}/${experience.slug}`;
  const image = experience.images[0];

  // The floor: the same main image as the product page, with the same sizes, in plain HTML.
  const widths = [320, 640, 768, 1024, 1280, 1536];
  await writeFile(
    path.join(publicDir, 'reference.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference</title>
<style>body{margin:0;font-family:system-ui,sans-serif}img{display:block;inline-size:100%;block-size:auto}h1{margin:1rem}</style></head>
<body><h1>${experience.title_en}</h1><img src="${image.src}-640.webp" srcset="${widths.map((w) => `${image.src}-${w}.webp ${w}w`).join(', ')}" sizes="(min-width: 1152px) 760px, 100vw" width="${image.width}" height="${image.height}" alt="" fetchpriority="high"></body></html>`,
  );

  const pages = [
    { name: 'reference (static HTML + main image)', path: '/reference.html', locale: 'en', budget: null },
    ...['ar', 'en'].flatMap((locale) => {
      const prefix = locale === 'ar' ? '' : '/en';
      return [
        { name: `home (${locale})`, path: prefix || '/', locale, budget: 'home' },
        { name: `listing (${locale})`, path: `${prefix}/things-to-do-in-${citySlug}`, locale, budget: 'listing' },
        { name: `product (${locale})`, path: `${prefix}/${product}`, locale, budget: 'product' },
        { name: `cart (${locale})`, path: `${prefix}/cart`, locale, budget: 'cart' },
      ];
    }),
  ];

  const rows = [];
  for (const page of pages) {
    const result = await measure(`${server.url}${page.path}`, page.locale);
    rows.push({ ...page, ...result });
    console.log(`  ${page.name}: score ${result.score}, LCP ${result.lcpMs.toFixed(0)} ms, TBT ${result.tbtMs.toFixed(0)} ms (runs: ${result.tbtRuns}; from the trace: wall ${result.blockingFromWallMs.toFixed(0)}, CPU ${result.blockingFromCpuMs.toFixed(0)} (runs: ${result.cpuBlockingRuns})), CLS ${result.cls.toFixed(3)}, JS ${result.jsKb.toFixed(1)} kB in ${result.jsRequests} requests (load ${result.loads}, benchmarkIndex ${result.benchmarkIndex.toFixed(0)})`);
  }

  const reference = rows[0];
  const budgetOf = (name) => routeBudgets.find((route) => route.name === name)?.budgetKb;
  const gzipKbOf = (row) => firstLoad(routeBudgets.find((route) => route.name === row.budget).routeFile, row.locale).kb;
  const met = (row) => row.score >= targets.score && row.lcpMs <= targets.lcpMs && row.tbtMs <= targets.tbtMs && row.cls <= targets.cls && gzipKbOf(row) <= budgetOf(row.budget);
  const date = new Date().toISOString().slice(0, 10);
  const lines = [
    `# Web performance (Lighthouse) — ${date}`,
    '',
    `Machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, shared with other work while measuring; Node ${process.version}; Lighthouse 12.8.2; Debian Chromium (headless).`,
    `Lighthouse mobile preset with its default simulated throttling (slow 4G, 4× CPU slowdown), performance category only, cold load (storage and service worker cleared). Each figure is the median of ${RUNS} run(s); TBT and the score are also given per run, because on this host they vary widely between runs of the same build.`,
    'Production build served by PocketBase from a seeded temporary data dir. The reference page is a static HTML page with the product\'s main image (same file, sizes and priority) served by the same server: the practical floor. "JS transferred" is what Lighthouse saw transferred for scripts: gzip bodies plus each response\'s HTTP headers (about 0.4 kB a file here). "JS gzip" is the gzip size of the same first-load files, as the budget check in `npm test` counts them against the budget (scripts/lib/first-load-javascript.mjs).',
    `Targets: score ≥ ${targets.score}, LCP ≤ ${targets.lcpMs / 1000} s, TBT ≤ ${targets.tbtMs} ms, CLS ≤ ${targets.cls}, first-load JS within its gzip budget.`,
    `Host CPU: Lighthouse's benchmarkIndex (median per page) ${Math.min(...rows.map((row) => row.benchmarkIndex)).toFixed(0)}–${Math.max(...rows.map((row) => row.benchmarkIndex)).toFixed(0)}. Lighthouse's default 4× slowdown takes a high-end desktop (benchmarkIndex 1500–2000) to a mid-tier phone; for a host of 1000–1500 its throttling guide suggests 2× (1–5×) for the same phone, and below 1000 it warns that the host is slow. On a slower host every task, and so TBT, is simulated longer than that phone would take.`,
    'Blocking time from the trace (a diagnostic, not Lighthouse\'s figure): the observed trace Lighthouse simulates from, main thread, tasks after the first contentful paint, each task ≥ 10 ms counted as 4 × its time − 50 ms. "wall" uses each task\'s elapsed time, as Lighthouse does; "CPU" uses the time the thread actually ran, which leaves out the time it was not running: waiting for one of this host\'s CPUs while the browser\'s other threads, Lighthouse and PocketBase used them, or waiting for another of the browser\'s threads. "Main-thread CPU" is the thread\'s whole CPU time after the first paint, before the slowdown. Lantern also reorders tasks along its simulated network, so neither column equals its TBT.',
    '',
    '| page | score | LCP (ms) | LCP / reference | TBT (ms) | CLS | JS transferred (kB) | JS requests | JS gzip / budget (kB) | targets met | TBT per run (ms) | score per run | blocking from trace: wall / CPU (ms) | blocking from CPU time per run (ms) | main-thread CPU (ms) | 1-min load per run | benchmarkIndex |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.name} | ${row.score} | ${row.lcpMs.toFixed(0)} | ${(row.lcpMs / reference.lcpMs).toFixed(2)} | ${row.tbtMs.toFixed(0)} | ${row.cls.toFixed(3)} | ${row.jsKb.toFixed(1)} | ${row.jsRequests} | ${row.budget ? `${gzipKbOf(row).toFixed(1)} / ${budgetOf(row.budget)}` : '—'} | ${row.budget ? (met(row) ? 'yes' : 'no') : '—'} | ${row.tbtRuns} | ${row.scoreRuns} | ${row.blockingFromWallMs.toFixed(0)} / ${row.blockingFromCpuMs.toFixed(0)} | ${row.cpuBlockingRuns} | ${row.mainThreadCpuMs.toFixed(0)} | ${row.loads} | ${row.benchmarkIndex.toFixed(0)} |`),
    '',
    'Largest contentful paint element per page (first run):',
    '',
    ...rows.map((row) => `- ${row.name}${row.finalPath !== new URL(row.path, 'http://x').pathname ? ` (ended on ${row.finalPath})` : ''}: \`${row.lcpElement.replace(/`/g, "'").slice(0, 140)}\``),
    '',
  ];
  await mkdir(fromRoot('docs', 'benchmarks'), { recursive: true });
  const file = fromRoot('docs', 'benchmarks', `web-${date}.md`);
  await writeFile(file, lines.join('\n'));
  console.log(`\n${lines.join('\n')}\n› ${file}`);
} finally {
  for (const browser of Object.values(browsers)) await browser.kill();
  await server.stop();
  await rm(publicDir, { recursive: true, force: true });
}
