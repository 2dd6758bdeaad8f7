// Each Playwright worker talks to a seeded PocketBase of its own, so spec files that run side by
// side never see each other's seats, orders, sign-in limits or logs (decision 060). The servers
// are started by `npm test` or by the Playwright global setup (one per worker, seeded once and
// copied: tests/support/test-server.mjs) and handed over in RIHLA_TEST_SERVERS; worker N
// (TEST_PARALLEL_INDEX, 0 … workers − 1, kept by a worker that replaces a failed one) takes the
// N-th. Its address and data dir then sit in the variables every helper already reads
// (RIHLA_TEST_URL, RIHLA_TEST_DATA_DIR …), and playwright.config.ts's `baseURL` is read after
// this module ran, so `page.goto('/')`, `baseURL` and the API helpers all reach the same server.

/** What a test server hands to test processes (testServerEnv in tests/support/test-server.mjs). */
export type TestServerEnv = Record<string, string>

export type WorkerServer = {
  /** The server's address: the worker's `baseURL`. */
  url: string
  /** Its data dir (mail capture, logs, the database file). */
  dataDir: string
  /** Which of the run's servers it is, and how many there are. */
  index: number
  count: number
}

const handedOver = (): TestServerEnv[] => (process.env.RIHLA_TEST_SERVERS ? (JSON.parse(process.env.RIHLA_TEST_SERVERS) as TestServerEnv[]) : [])

/** The worker's slot: Playwright's parallel index in a worker, 0 in the runner process. */
const parallelIndex = () => Number(process.env.TEST_PARALLEL_INDEX ?? '0')

/**
 * Points this process's test variables at its worker's server and returns it. More workers than
 * servers would share one: that is refused, as sharing is what made files collide.
 */
export function claimWorkerServer(): WorkerServer {
  const servers = handedOver()
  const index = parallelIndex()
  if (servers.length) {
    const own = servers[index]
    if (!own) throw new Error(`Playwright worker ${index} has no test server of its own: ${servers.length} were started (RIHLA_TEST_SERVERS) for more workers. Run with --workers=${servers.length} or fewer, or let the global setup start them (unset RIHLA_TEST_URL).`)
    Object.assign(process.env, own)
  }
  const url = process.env.RIHLA_TEST_URL
  if (!url) throw new Error('No test server: RIHLA_TEST_URL is not set (the Playwright global setup sets it; run through `npx playwright test` or `npm test`).')
  return { url, dataDir: process.env.RIHLA_TEST_DATA_DIR ?? '', index, count: Math.max(servers.length, 1) }
}

/** For playwright.config.ts: the worker's address, before any test module is loaded. */
export function workerBaseURL(): string | undefined {
  // The runner process loads the config before its global setup started any server.
  if (!process.env.RIHLA_TEST_URL && !process.env.RIHLA_TEST_SERVERS) return undefined
  return claimWorkerServer().url
}
