import { existsSync, statSync } from 'node:fs';
import { fromRoot } from './paths.mjs';
import { runOrThrow } from './run.mjs';

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** `npm ci` when node_modules is missing or older than the lockfile. */
export async function ensureNodeModules() {
  const installed = fromRoot('node_modules', '.package-lock.json');
  if (existsSync(installed) && mtime(installed) >= mtime(fromRoot('package-lock.json'))) return;
  console.log('› Installing npm packages (npm ci)…');
  await runOrThrow('npm', ['ci', '--no-audit', '--no-fund']);
}
