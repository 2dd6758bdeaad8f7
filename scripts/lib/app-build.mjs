import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fromRoot } from './paths.mjs';
import { runOrThrow } from './run.mjs';

const appSources = ['src', 'public', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

/**
 * Builds the app into dist/ and its server render into dist-ssr/ when either is missing or older
 * than its sources (or always, when forced).
 */
export async function ensureAppBuild({ force = false } = {}) {
  const builtAt = Math.min(newestMtime(fromRoot('dist', 'index.html')), newestMtime(fromRoot('dist-ssr', 'render-page.js')));
  const sourcesAt = Math.max(...appSources.map((source) => newestMtime(fromRoot(source))));
  if (!force && builtAt > 0 && builtAt >= sourcesAt) return;
  console.log('› Building the app (lingui compile + vite build)…');
  await runOrThrow('npm', ['run', 'build', '--silent']);
}
