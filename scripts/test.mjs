// `npm test` (also `npm run validate`, and what CI runs): installs what is missing, then
// i18n check, type-check, lint, structure, unit tests, Go tests, production build with its
// first-load JavaScript budgets, and API and browser tests against real PocketBases (temporary
// data dirs, free ports, one per test worker). Independent phases run side by side, at most two
// cores' worth at a time (scripts/lib/phase-runner.mjs, decision 060); each phase's output is
// printed in one piece when it ends. The phase times go to docs/benchmarks/test-phases.md.
// The last line is `N passed, N failed`. `--skip=word,…` leaves out the phases whose name has a word.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import { ensureNodeModules } from './lib/ensure-node-modules.mjs';
import { ensurePocketBaseBinary } from './lib/pocketbase-binary.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { formatSeconds, phaseTable, resultLine, runPhases } from './lib/phase-runner.mjs';
import { fromRoot } from './lib/paths.mjs';
import { removeDataDir } from './lib/replica-dir.mjs';

const reportDir = fromRoot('.tmp', 'test-reports');
const startedAt = Date.now();
const loadAtStart = os.loadavg();

console.log('━━ install what is missing (packages, Chromium, PocketBase)');
await ensureNodeModules();
await rm(reportDir, { recursive: true, force: true });
await mkdir(reportDir, { recursive: true });
const hasChromium = await ensureChromium();
await ensurePocketBaseBinary();
const installMs = Date.now() - startedAt;

const { prepareTestDataDirs, serveTestDataDirs, testServersEnv } = await import('../tests/support/test-server.mjs');
const { apiWorkers } = await import('../tests/support/api-workers.mjs');
// As many browser workers as playwright.config.ts runs (each gets a server of its own).
const browserWorkers = Math.max(1, Number(process.env.RIHLA_BROWSER_WORKERS) || 2);

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
/** One check: passes when every command exits 0 (they run one after another, stopping at a failure). */
const checks = (...commands) => async ({ run }) => {
  for (const [command, ...args] of commands) if ((await run(command, args)).code !== 0) return { failed: 1 };
  return { passed: 1 };
};

const vitest = (projects, env) => async ({ run }) => {
  const output = `${reportDir}/vitest-${projects.join('-')}.json`;
  const args = ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=json', `--outputFile.json=${output}`];
  const { code } = await run('npx', args, { env: env() });
  const report = readJson(output);
  if (!report) return { failed: 1 };
  const failed = report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0);
  return { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests };
};

/** Go tests of the PocketBase host program (server/): each top-level test counts. */
const goTests = async ({ run }) => {
  const { code, output } = await run('go', ['test', '-tags', 'nodynamic', '-v', './...'], { cwd: fromRoot('server') });
  const passed = (output.match(/^--- PASS: /gm) || []).length;
  const failed = (output.match(/^--- FAIL: /gm) || []).length;
  return { passed, failed: failed || (code !== 0 ? 1 : 0) };
};

const playwright = async ({ run }) => {
  if (!hasChromium) throw new Error(`no Chromium: the browser tests cannot run`);
  if (!built) throw new Error('the production build failed: the browser tests cannot run');
  if (!browserServers.length) throw new Error('no test servers');
  const output = `${reportDir}/playwright.json`;
  const env = { ...process.env, ...testServersEnv(browserServers), PLAYWRIGHT_JSON_OUTPUT_NAME: output };
  const { code } = await run('npx', ['playwright', 'test', '--reporter=list,json', `--workers=${browserWorkers}`], { env });
  const report = readJson(output);
  if (!report) return { failed: 1 };
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  return { passed: expected, failed: unexpected + flaky + (code !== 0 && unexpected === 0 ? 1 : 0), skipped };
};

let built = false;
let prepared = null;
let apiServers = [];
let browserServers = [];

// Weights are cores (phase-runner.mjs): type-check, lint, the build and the seed each keep about
// one busy; the API and browser tests run two workers, so each fills the machine alone. The order
// is the order of start: what the API and browser tests wait for (build, seed) first.
const I18N = 'i18n: extract, every message in ar and en, catalog split; route tree';
const BUILD = 'production build and bundle budgets';
const SEED = `seed ${apiWorkers() + browserWorkers} test data dirs (one seed, copies)`;
const SERVERS = 'test servers';
const phases = [
  {
    // Everything else reads the compiled catalogs and the route tree: written once, first.
    name: I18N,
    run: checks(['npx', 'lingui', 'extract', '--clean'], ['npx', 'lingui', 'compile', '--typescript', '--strict'], ['node', 'scripts/split-catalog.mjs'], ['node', 'scripts/generate-routes.mjs']),
  },
  { name: 'structure: no cross-feature imports, none against the layers, no cycles', weight: 0, run: checks(['node', 'scripts/check-structure.mjs']) },
  {
    name: BUILD,
    after: [I18N],
    run: async ({ run }) => {
      // `npm run build` without its catalog compile: the i18n phase wrote the catalogs, and writing
      // them again would change files the type-check and unit tests are reading beside the build.
      for (const args of [['vite', 'build'], ['vite', 'build', '--ssr', 'src/app/server/render-page.tsx']]) if ((await run('npx', args)).code !== 0) return { failed: 1 };
      built = true;
      // First-load JavaScript per route against its budget (scripts/lib/bundle-budgets.mjs).
      return { passed: 1, failed: (await run('node', ['scripts/check-bundle-budget.mjs'])).code === 0 ? 0 : 1 };
    },
  },
  {
    // Seeded once, then copied: one data dir per API worker and one per browser worker.
    name: SEED,
    run: async ({ write }) => {
      prepared = await prepareTestDataDirs(apiWorkers() + browserWorkers);
      write(`   ${prepared.dataDirs.join('\n   ')}\n`);
    },
  },
  { name: 'typecheck', after: [I18N], run: checks(['npm', 'run', 'typecheck', '--silent']) },
  { name: 'lint', after: [I18N], run: checks(['npx', 'eslint', '.', '--max-warnings=0']) },
  { name: 'unit tests', after: [I18N], run: vitest(['unit', 'lib'], () => process.env) },
  { name: 'server unit tests (Go)', run: goTests },
  {
    // The render server needs the build (dist-ssr/), so the servers start after it.
    name: SERVERS,
    weight: 0,
    after: [BUILD, SEED],
    run: async ({ write }) => {
      if (!prepared) throw new Error('no seeded data dirs');
      const servers = await serveTestDataDirs(prepared);
      prepared = null;
      apiServers = servers.slice(0, apiWorkers());
      browserServers = servers.slice(apiWorkers());
      for (const server of servers) write(`   ${server.url} (${apiServers.includes(server) ? 'API' : 'browser'} tests, data in ${server.dataDir})\n`);
    },
  },
  {
    name: 'API tests (real PocketBase)',
    weight: 2,
    after: [SERVERS],
    run: async (tools) => {
      if (!apiServers.length) throw new Error('no test servers');
      return vitest(['api'], () => ({ ...process.env, ...testServersEnv(apiServers) }))(tools);
    },
  },
  { name: 'browser tests (Chromium, production build)', weight: 2, after: [SERVERS], run: playwright },
];

// `--skip=browser,API`: phases whose name has one of the words are left out (to time or debug the rest).
const skip = (process.argv.find((arg) => arg.startsWith('--skip=')) ?? '').slice('--skip='.length).split(',').filter(Boolean);
const skipped = phases.filter((phase) => skip.some((word) => phase.name.includes(word)));
for (const phase of skipped) console.log(`(left out: ${phase.name})`);
const records = await runPhases(
  phases.filter((phase) => !skipped.includes(phase)),
  { capacity: 2 },
);
await Promise.all([...apiServers, ...browserServers].map((server) => server.stop()));
// Data dirs seeded for servers that never started (the build failed).
if (prepared) await Promise.all(prepared.dataDirs.map((dir) => removeDataDir(dir)));

const totalMs = Date.now() - startedAt;
const loadAtEnd = os.loadavg();
const totals = records.reduce((sum, { result }) => ({ passed: sum.passed + (result.passed ?? 0), failed: sum.failed + (result.failed ?? 0), skipped: sum.skipped + (result.skipped ?? 0) }), { passed: 0, failed: 0, skipped: 0 });
const ordered = phases.map((phase) => records.find((record) => record.name === phase.name)).filter(Boolean);

// Where the next reader finds the phase times: overwritten on every run.
const load = (values) => values.map((value) => value.toFixed(2)).join(', ');
let commit;
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: fromRoot(), encoding: 'utf8' }).trim();
} catch {
  commit = 'unknown';
}
await writeFile(
  fromRoot('docs', 'benchmarks', 'test-phases.md'),
  `# \`npm test\` phase times (written by scripts/test.mjs on every run)

Last run: ${new Date(startedAt).toISOString()}, commit ${commit}, ${os.cpus().length} cores; load average (1, 5, 15 min) ${load(loadAtStart)} at the start, ${load(loadAtEnd)} at the end.
Installing what was missing took ${formatSeconds(installMs)}; **all: ${formatSeconds(totalMs)}**; ${totals.passed} passed, ${totals.failed} failed.
Phases run side by side (scripts/lib/phase-runner.mjs, decision 060): "started at" counts from the end of the install.${skipped.length ? `\nLeft out of this run (--skip): ${skipped.map((phase) => phase.name).join('; ')}.` : ''}

${phaseTable(records)}
`,
);

console.log(`\nSummary:\n${ordered.map(resultLine).join('\n')}\n`);
console.log(`Installing took ${formatSeconds(installMs)}; npm test took ${formatSeconds(totalMs)} in all (phase times: docs/benchmarks/test-phases.md).\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
