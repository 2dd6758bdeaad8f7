// Fails when a route's first-load JavaScript (gzip) is over its budget (scripts/lib/bundle-budgets.mjs).
// Reads the production build's index.html and Vite manifest: the scripts the page loads and what they
// import statically, the
// modules every page loads at start-up, the route's own split component and the page's language
// catalog, each with its static imports. Usage: node scripts/check-bundle-budget.mjs [--dist dir]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { catalogModule, routeBudgets, startupModules } from './lib/bundle-budgets.mjs';
import { commandLineOption } from './lib/command-line-option.mjs';
import { fromRoot } from './lib/paths.mjs';

const dist = path.resolve(commandLineOption('--dist', fromRoot('dist')));

let manifest;
try {
  manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
} catch (error) {
  console.error(`No Vite manifest in ${dist} (build with build.manifest): ${error.message}`);
  process.exit(1);
}

/** The manifest key of a module as a page loads it: a route file's split component if it has one. */
function manifestKey(moduleId) {
  const split = `${moduleId}?tsr-split=component`;
  if (manifest[split]) return split;
  if (manifest[moduleId]) return moduleId;
  throw new Error(`${moduleId} is not in the build manifest: was it renamed? Update scripts/lib/bundle-budgets.mjs.`);
}

/** The output files a chunk brings with it: itself and its static imports, recursively. */
function withStaticImports(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, files);
  return files;
}

const gzipBytes = new Map();
const gzipOf = (file) => {
  if (!gzipBytes.has(file)) gzipBytes.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
  return gzipBytes.get(file);
};

// What index.html loads before anything else: its module scripts and modulepreloads.
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const htmlScripts = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map((match) => match[1]);
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const entryKeys = htmlScripts.map((file) => keyOfFile.get(file)).filter(Boolean);
if (!entryKeys.length) {
  console.error('index.html loads no script listed in the manifest.');
  process.exit(1);
}

/** First-load JavaScript of a route in a language: the set of files and their gzip total. */
export function firstLoad(routeFile, locale) {
  const files = new Set();
  for (const key of [...entryKeys, ...startupModules.map(manifestKey), manifestKey(catalogModule(locale)), manifestKey(routeFile)]) withStaticImports(key, files);
  const bytes = [...files].reduce((sum, file) => sum + gzipOf(file), 0);
  return { files, kb: bytes / 1024 };
}

let failures = 0;
console.log(`First-load JavaScript per route (gzip), from ${path.relative(process.cwd(), dist) || '.'}/.vite/manifest.json:`);
for (const { name, routeFile, budgetKb } of routeBudgets) {
  for (const locale of ['ar', 'en']) {
    const { files, kb } = firstLoad(routeFile, locale);
    const over = kb > budgetKb;
    if (over) failures += 1;
    console.log(`  ${over ? '✗' : '✓'} ${`${name} (${locale})`.padEnd(16)} ${kb.toFixed(1).padStart(6)} kB of ${budgetKb} kB in ${files.size} files`);
  }
}
if (failures) {
  console.error(`\n${failures} route(s) over budget. Keep heavy widgets off the first load (see docs/benchmarks/js-*.md).`);
  process.exit(1);
}
