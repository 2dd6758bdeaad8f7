// `npm test` (also `npm run validate`, and what CI runs): installs what is missing, then
// i18n check, type-check, lint, unit tests, production build, first-load JavaScript budgets, and
// API and browser tests against a real PocketBase on a temporary data dir and a free port.
// The last line is `N passed, N failed`.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { ensureNodeModules } from './lib/ensure-node-modules.mjs';
import { ensurePocketBaseBinary } from './lib/pocketbase-binary.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureAppBuild } from './lib/app-build.mjs';
import { run } from './lib/run.mjs';
import { fromRoot } from './lib/paths.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
const reportDir = fromRoot('.tmp', 'test-reports');
const startedAt = Date.now();
let phaseStartedAt = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/** Starts timing a phase (its time is printed beside its result). */
const phase = (name) => {
  phaseStartedAt = Date.now();
  console.log(`\n━━ ${name}`);
};

function record(name, { passed = 0, failed = 0, skipped = 0 }) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  summary.push(`  ${failed ? '✗' : '✓'} ${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} (${seconds(Date.now() - phaseStartedAt)})`);
}

/** A step that is one check: passes when the command exits 0. */
async function check(name, command, args, options) {
  phase(name);
  const code = await run(command, args, options).catch(() => 1);
  record(name, code === 0 ? { passed: 1 } : { failed: 1 });
  return code === 0;
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

async function vitest(name, projects, env = process.env) {
  phase(name);
  const output = `${reportDir}/vitest-${projects.join('-')}.json`;
  const args = ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=json', `--outputFile.json=${output}`];
  const code = await run('npx', args, { env }).catch(() => 1);
  const report = readJson(output);
  if (!report) return record(name, { failed: 1 });
  const failed = report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0);
  record(name, { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests });
}

/** Go tests of the PocketBase host program (server/): each top-level test counts. */
async function goTests(name) {
  phase(name);
  let output = '';
  const code = await new Promise((resolve) => {
    const child = spawn('go', ['test', '-tags', 'nodynamic', '-v', './...'], { cwd: fromRoot('server'), stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on('error', () => resolve(1));
    child.on('close', (status) => resolve(status ?? 1));
  });
  const passed = (output.match(/^--- PASS: /gm) || []).length;
  const failed = (output.match(/^--- FAIL: /gm) || []).length;
  record(name, { passed, failed: failed || (code !== 0 ? 1 : 0) });
}

async function playwright(name, env) {
  phase(name);
  const output = `${reportDir}/playwright.json`;
  const code = await run('npx', ['playwright', 'test', '--reporter=list,json'], { env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: output } }).catch(() => 1);
  const report = readJson(output);
  if (!report) return record(name, { failed: 1 });
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  const failed = unexpected + flaky + (code !== 0 && unexpected === 0 ? 1 : 0);
  record(name, { passed: expected, failed, skipped });
}

phase('install what is missing (packages, Chromium, PocketBase)');
await ensureNodeModules();
await rm(reportDir, { recursive: true, force: true });
await mkdir(reportDir, { recursive: true });
const hasChromium = await ensureChromium();
await ensurePocketBaseBinary();
const installSeconds = seconds(Date.now() - phaseStartedAt);

// Translations: extraction must find nothing untranslated (compile --strict fails on a gap).
await check('i18n: extract', 'npx', ['lingui', 'extract', '--clean']);
await check('i18n: every message in ar and en', 'npx', ['lingui', 'compile', '--typescript', '--strict']);
await check('i18n: catalog split into its parts', 'node', ['scripts/split-catalog.mjs']);
await check('typecheck', 'npm', ['run', 'typecheck', '--silent']);
await check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
await check('structure: no cross-feature imports, none against the layers, no cycles', 'node', ['scripts/check-structure.mjs']);
await vitest('unit tests', ['unit', 'lib']);
await goTests('server unit tests (Go)');

let built = true;
try {
  phase('production build');
  await ensureAppBuild({ force: true });
  record('production build', { passed: 1 });
} catch (error) {
  console.error(error.message);
  built = false;
  record('production build', { failed: 1 });
}
// First-load JavaScript per route against its budget (scripts/lib/bundle-budgets.mjs).
if (built) await check('bundle budgets', 'node', ['scripts/check-bundle-budget.mjs']);
else record('bundle budgets', { failed: 1 });

// Seeded PocketBases, one per API test worker (seeded once, then copied); the first also serves
// the browser tests.
const { startTestServers, testServersEnv } = await import('../tests/support/test-server.mjs');
const { apiWorkers } = await import('../tests/support/api-workers.mjs');
let servers = null;
let serversSeconds = '';
try {
  phase(`starting ${apiWorkers()} seeded PocketBases for the API and browser tests (temporary data dirs, free ports)`);
  servers = await startTestServers(apiWorkers());
  for (const server of servers) console.log(`   ${server.url} (data in ${server.dataDir})`);
  serversSeconds = seconds(Date.now() - phaseStartedAt);
} catch (error) {
  console.error(error);
  record('test servers', { failed: 1 });
}

if (servers) {
  const env = { ...process.env, ...testServersEnv(servers) };
  await vitest('API tests (real PocketBase)', ['api'], env);
  if (hasChromium && built) await playwright('browser tests (Chromium, production build)', env);
  else record('browser tests', { failed: 1 });
  await Promise.all(servers.map((server) => server.stop()));
}

console.log(`\nSummary:\n${summary.join('\n')}\n`);
console.log(`Installing took ${installSeconds}, seeding and starting the test servers ${serversSeconds || '—'}; npm test took ${seconds(Date.now() - startedAt)} in all.\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
