import { existsSync } from 'node:fs';
import { run } from './run.mjs';

export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Debian's Chromium for the browser tests (Playwright cannot download its own here).
 * Installed with apt-get when missing and running as root; returns whether it is there.
 */
export async function ensureChromium() {
  if (existsSync(chromiumPath())) return true;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    console.warn(`› Chromium is missing at ${chromiumPath()}: install Debian's chromium package (or set CHROMIUM_PATH).`);
    return false;
  }
  console.log('› Installing Chromium from Debian (apt-get install chromium)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-qq'], { env });
  await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-core', 'fonts-dejavu-core'], { env });
  return existsSync(chromiumPath());
}

/**
 * Flags for the headless Chromium Lighthouse drives, asking for one language. Headless Chromium
 * takes its languages (navigator.languages, Accept-Language) from --accept-lang, not --lang.
 */
export function lighthouseChromeFlags(locale) {
  const languages = locale === 'ar' ? ['ar-SA', 'ar-SA,ar'] : ['en-US', 'en-US,en'];
  return ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', `--lang=${languages[0]}`, `--accept-lang=${languages[1]}`];
}
