// Each API test worker talks to its own server (tests/support/test-server.mjs startTestServers),
// so test files that run side by side never see each other's seats, orders or rate limits.
const servers = process.env.RIHLA_TEST_SERVERS ? (JSON.parse(process.env.RIHLA_TEST_SERVERS) as Record<string, string>[]) : []
const worker = Number(process.env.VITEST_POOL_ID ?? '1')
const own = servers.length ? servers[(worker - 1) % servers.length] : undefined
if (own) Object.assign(process.env, own)
