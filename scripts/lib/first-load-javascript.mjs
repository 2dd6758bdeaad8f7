// What JavaScript a page loads first, read from a production build: index.html's scripts and
// what they import statically, the modules every page loads at start-up, the route's own split
// component and the page's language catalog (each with its static imports), and the boot
// scripts a server-painted page loads. Used by the bundle-budget check and bench:web.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bootScripts, catalogModule, startupModules } from './bundle-budgets.mjs';

/**
 * Reads `dist` (built with build.manifest) and returns `firstLoad(routeFile, locale)`, which
 * gives the set of files and their gzip total in kB. Throws with a clear message when the build
 * is not one it can read.
 */
export function firstLoadJavaScript(dist) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  } catch (error) {
    throw new Error(`No Vite manifest in ${dist} (build with build.manifest): ${error.message}`, { cause: error });
  }

  /** The manifest key of a module as a page loads it: a route file's split component if it has one. */
  const manifestKey = (moduleId) => {
    const split = `${moduleId}?tsr-split=component`;
    if (manifest[split]) return split;
    if (manifest[moduleId]) return moduleId;
    throw new Error(`${moduleId} is not in the build manifest: was it renamed? Update scripts/lib/bundle-budgets.mjs.`);
  };

  /** The output files a chunk brings with it: itself and its static imports, recursively. */
  const withStaticImports = (key, files) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) withStaticImports(imported, files);
    return files;
  };

  const gzipBytes = new Map();
  // The gzip copy the build wrote and the server sends (assets/), else the file gzipped here.
  const gzipOf = (file) => {
    if (!gzipBytes.has(file)) {
      const copy = path.join(dist, `${file}.gz`);
      gzipBytes.set(file, existsSync(copy) ? statSync(copy).size : gzipSync(readFileSync(path.join(dist, file))).length);
    }
    return gzipBytes.get(file);
  };

  // What index.html loads before anything else: its module scripts and modulepreloads.
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const htmlScripts = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map((match) => match[1]);
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const entryKeys = htmlScripts.map((file) => keyOfFile.get(file)).filter(Boolean);
  if (!entryKeys.length) throw new Error('index.html loads no script listed in the manifest.');

  return function firstLoad(routeFile, locale) {
    const files = new Set(bootScripts);
    for (const key of [...entryKeys, ...startupModules.map(manifestKey), manifestKey(catalogModule(locale)), manifestKey(routeFile)]) withStaticImports(key, files);
    const bytes = [...files].reduce((sum, file) => sum + gzipOf(file), 0);
    return { files, kb: bytes / 1024 };
  };
}
