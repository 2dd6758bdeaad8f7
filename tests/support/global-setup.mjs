// Shared by Vitest (api project) and Playwright: reuse the server `npm test` started
// (RIHLA_TEST_URL), or start one for this run and stop it afterwards.
import { startTestServer, testServerEnv } from './test-server.mjs';

export async function setupTestServer() {
  if (process.env.RIHLA_TEST_URL) return async () => {};
  const server = await startTestServer();
  Object.assign(process.env, testServerEnv(server));
  return () => server.stop();
}
