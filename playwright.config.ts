import { defineConfig, devices } from '@playwright/test';
import { workerBaseURL } from './tests/support/browser-worker-server';

// Playwright cannot download browsers here: Debian's Chromium is used (apt-get install chromium).
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Chromium 147 and later give a page a new document host on a navigation (RenderDocument) and
  // DevTools' offline emulation does not follow it: after a reload offline, navigator.onLine says true.
  '--disable-features=RenderDocument',
];

// Routes see the service worker's own requests too (offline tests refuse them: tests/support/app-test.ts).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/playwright-global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Journeys of several pages take 20–30 s on a busy two-CPU CI host, and each page waits for its app to
  // start (tests/support/app-test.ts): the limit guards against hangs, not speed.
  timeout: 90_000,
  reporter: [['list']],
  use: {
    // The worker's own server (tests/support/browser-worker-server.ts), started by the global
    // setup or by `npm test`; tests/support/app-test.ts's `testServer` fixture is the same one.
    baseURL: workerBaseURL(),
    trace: 'retain-on-failure',
    // A Saudi phone: Arabic first. Tests of browser-language detection set their own locale.
    locale: 'ar-SA',
    timezoneId: 'Asia/Riyadh',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'mobile-chromium', use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium', locale: 'ar-SA' } },
  ],
});
