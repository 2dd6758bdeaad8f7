// Shared by Vitest (api project) and Playwright: reuse the servers `npm test` started
// (RIHLA_TEST_URL), or start `count` for this run (one per worker) and stop them afterwards.
import { startTestServers, testServersEnv } from './test-server.mjs';

export async function setupTestServer(count = 1) {
  if (process.env.RIHLA_TEST_URL) return async () => {};
  const servers = await startTestServers(Math.max(1, Number(count) || 1));
  Object.assign(process.env, testServersEnv(servers));
  return () => Promise.all(servers.map((server) => server.stop()));
}
