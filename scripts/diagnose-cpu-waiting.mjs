// `npm run diagnose:cpu-waiting [-- --page /en/cart --runs 3]` — why Lighthouse's TBT on this host
// exceeds what the page's own work explains. Runs Lighthouse as bench:web does (mobile preset,
// production build served by a seeded PocketBase) on one page, and meanwhile reads from Linux's
// scheduler how long each thread of Chromium, PocketBase and this process ran on a CPU and how
// long it was ready to run but waited for one. Figures are per Lighthouse run, from its start to
// its end: they include Lighthouse's own gathering after the page has loaded, not only the load.
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureAppBuild } from './lib/app-build.mjs';
import { chromiumPath, lighthouseChromeFlags } from './lib/chromium.mjs';
import { commandLineOption } from './lib/command-line-option.mjs';
import { fromRoot } from './lib/paths.mjs';
import { addDifference, sampleThreads } from './lib/thread-scheduling.mjs';
import { startTestServer } from '../tests/support/test-server.mjs';

const page = commandLineOption('--page', '/');
const runs = Number(commandLineOption('--runs', '3'));
const dist = path.resolve(commandLineOption('--dist', fromRoot('dist')));
const locale = page === '/en' || page.startsWith('/en/') ? 'en' : 'ar';
// Often enough to catch a renderer that lives for one run, rarely enough to cost little CPU.
const SAMPLE_EVERY_MS = 250;

if (dist === fromRoot('dist')) await ensureAppBuild();
const server = await startTestServer({ publicDir: dist });
const browser = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: lighthouseChromeFlags(locale) });
const ms = (ns) => (ns / 1e6).toFixed(0).padStart(6);

try {
  const totals = new Map();
  let last = sampleThreads([process.pid]);
  const sample = () => {
    const now = sampleThreads([process.pid]);
    addDifference(totals, last, now);
    last = now;
  };
  const sampler = setInterval(sample, SAMPLE_EVERY_MS);
  const tbts = [];
  for (let run = 0; run < runs; run += 1) {
    const { lhr } = await lighthouse(`${server.url}${page}`, { port: browser.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    tbts.push(Math.round(lhr.audits['total-blocking-time'].numericValue));
  }
  clearInterval(sampler);
  sample();

  console.log(`${page} (${locale}), ${runs} Lighthouse run(s); TBT per run: ${tbts.join(' / ')} ms`);
  console.log('Per Lighthouse run: time on a CPU, and time ready to run but waiting for one (ms); threads that ran or waited ≥ 20 ms.');
  const rows = [...totals].map(([group, { runNs, waitNs }]) => [group, runNs / runs, waitNs / runs]).filter(([, run, wait]) => run >= 20e6 || wait >= 20e6);
  for (const [group, run, wait] of rows.sort((a, b) => b[1] - a[1])) console.log(`  ${group.padEnd(44)} ran ${ms(run)}   waited ${ms(wait)}`);
  // Mostly the page's own renderer; Lighthouse's blank page between runs may have had another.
  const renderer = rows.find(([group]) => group === 'renderer: main thread');
  if (renderer) console.log(`Renderers' main threads waited ${(renderer[2] / renderer[1]).toFixed(2)} ms for a CPU per ms they ran.`);
} finally {
  await browser.kill();
  await server.stop();
}
