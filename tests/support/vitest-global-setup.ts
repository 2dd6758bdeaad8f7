import { setupTestServer } from './global-setup.mjs';

export default setupTestServer;
