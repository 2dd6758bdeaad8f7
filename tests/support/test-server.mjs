// A real PocketBase for tests: a temporary data dir, migrations, the demo seed and a free port.
import { cp, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensurePocketBaseBinary } from '../../scripts/lib/pocketbase-binary.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { migrate, servePocketBase, upsertSuperuser } from '../../scripts/lib/pocketbase-process.mjs';
import { runOrThrow } from '../../scripts/lib/run.mjs';
import { removeDataDir } from '../../scripts/lib/replica-dir.mjs';

export const testSuperuser = { email: 'test-admin@rihla.test', password: 'test-admin-password-1' };

/** The sandbox gateway's webhook secret on test servers, so tests can sign (and forge) callbacks. */
export const testSandboxWebhookSecret = 'test-sandbox-webhook-secret';

// The schedules' rolling horizon for test servers (the seed and the server read it): 180 days,
// as many departures as the seed made before schedules, so a test server seeds as fast (decision 062).
process.env.RIHLA_SCHEDULE_HORIZON_DAYS ??= '180';

/** A migrated, seeded data dir with the test superuser, in a new temporary folder. */
async function prepareDataDir({ bin, quiet, seedArgs, seedToday }) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rihla-test-'));
  const stdio = quiet ? 'ignore' : 'inherit';
  await migrate(bin, dataDir, { stdio });
  await runOrThrow(process.execPath, ['scripts/seed.mjs', '--dir', dataDir, '--bin', bin, '--today', seedToday, ...seedArgs], { stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
  if (!(await upsertSuperuser(bin, dataDir, testSuperuser.email, testSuperuser.password, { stdio }))) {
    throw new Error('could not create the test superuser');
  }
  return dataDir;
}

/** Serves a prepared data dir on a free port (with the render server for its pages). */
async function serveDataDir({ bin, dataDir, seedToday, publicDir, quiet, env }) {
  const port = await freePort();
  const server = await servePocketBase(bin, { dataDir, port, publicDir, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit', env: { ...process.env, RIHLA_ENV: 'test', RIHLA_SANDBOX_WEBHOOK_SECRET: testSandboxWebhookSecret, ...env } });
  return {
    url: server.url,
    dataDir,
    bin,
    seedToday,
    superuser: testSuperuser,
    async stop() {
      await server.stop();
      await removeDataDir(dataDir);
    },
  };
}

/** The first slot day, fixed for the run, so a test can seed again and expect no change. */
const seedDay = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);

/**
 * Starts a seeded PocketBase. `quiet` keeps its request log out of the test output.
 * `publicDir` is the built app it serves (default dist/, or RIHLA_TEST_PUBLIC_DIR, so a
 * build made elsewhere can be tested without touching dist/).
 * Returns { url, dataDir, superuser, stop() }.
 * @param {{ quiet?: boolean, seedArgs?: string[], publicDir?: string, env?: Record<string, string> }} [options]
 */
export async function startTestServer({ quiet = true, seedArgs = [], publicDir = process.env.RIHLA_TEST_PUBLIC_DIR || undefined, env = {} } = {}) {
  const bin = await ensurePocketBaseBinary();
  const seedToday = seedDay();
  const dataDir = await prepareDataDir({ bin, quiet, seedArgs, seedToday });
  return serveDataDir({ bin, dataDir, seedToday, publicDir, quiet, env });
}

/**
 * `count` seeded data dirs alike, not served yet: seeded once, then copied (a seed costs far more
 * than a copy). `npm test` prepares them beside the production build, and serves them once the
 * build is there (the render server needs dist-ssr/). Returns { bin, seedToday, dataDirs }.
 * @param {number} count
 * @param {{ quiet?: boolean, seedArgs?: string[] }} [options]
 */
export async function prepareTestDataDirs(count, { quiet = true, seedArgs = [] } = {}) {
  const bin = await ensurePocketBaseBinary();
  const seedToday = seedDay();
  const first = await prepareDataDir({ bin, quiet, seedArgs, seedToday });
  const dataDirs = [first];
  for (let index = 1; index < count; index += 1) {
    const copy = await mkdtemp(path.join(os.tmpdir(), 'rihla-test-'));
    await cp(first, copy, { recursive: true });
    dataDirs.push(copy);
  }
  return { bin, seedToday, dataDirs };
}

/**
 * Serves data dirs from prepareTestDataDirs, each on its own free port. Options as startTestServer.
 * @param {{ bin: string, seedToday: string, dataDirs: string[] }} prepared
 */
export async function serveTestDataDirs({ bin, seedToday, dataDirs }, { quiet = true, publicDir = process.env.RIHLA_TEST_PUBLIC_DIR || undefined, env = {} } = {}) {
  const servers = [];
  try {
    for (const dataDir of dataDirs) servers.push(await serveDataDir({ bin, dataDir, seedToday, publicDir, quiet, env }));
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    throw error;
  }
  return servers;
}

/**
 * `count` servers alike, for test files that run side by side: seeded once, then copied. Same
 * options as startTestServer.
 */
export async function startTestServers(count, { quiet = true, seedArgs = [], publicDir = process.env.RIHLA_TEST_PUBLIC_DIR || undefined, env = {} } = {}) {
  return serveTestDataDirs(await prepareTestDataDirs(count, { quiet, seedArgs }), { quiet, publicDir, env });
}

/** Environment variables that hand a running test server to test processes. */
export function testServerEnv(server) {
  return {
    RIHLA_TEST_URL: server.url,
    RIHLA_TEST_DATA_DIR: server.dataDir,
    RIHLA_TEST_POCKETBASE_BIN: server.bin,
    RIHLA_TEST_SEED_TODAY: server.seedToday,
    RIHLA_TEST_SUPERUSER_EMAIL: server.superuser.email,
    RIHLA_TEST_SUPERUSER_PASSWORD: server.superuser.password,
    RIHLA_TEST_SANDBOX_SECRET: testSandboxWebhookSecret,
    RIHLA_SCHEDULE_HORIZON_DAYS: process.env.RIHLA_SCHEDULE_HORIZON_DAYS,
  };
}

/**
 * Several servers for the test workers: API worker N (VITEST_POOL_ID) takes the N-th
 * (tests/support/api-worker.ts), browser worker N (TEST_PARALLEL_INDEX) the (N+1)-th
 * (tests/support/browser-worker-server.ts).
 */
export const testServersEnv = (servers) => ({ ...testServerEnv(servers[0]), RIHLA_TEST_SERVERS: JSON.stringify(servers.map(testServerEnv)) });
