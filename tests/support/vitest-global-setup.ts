import { setupTestServer } from './global-setup.mjs'
import { apiWorkers } from './api-workers.mjs'

export default () => setupTestServer(apiWorkers())
