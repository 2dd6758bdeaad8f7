import type { FullConfig } from '@playwright/test'
import { setupTestServer } from './global-setup.mjs'

// One seeded server per worker (tests/support/browser-worker-server.ts); `npm test` starts them itself.
export default (config: FullConfig) => setupTestServer(config.workers)
