// The render server: pages rendered by React from the app's own route tree and components
// (src/app/server/render-page.tsx, built into dist-ssr/). It runs inside the Node process that
// supervises PocketBase (npm start, the container, the test server), listens on the loopback
// only, and PocketBase's host program hands it every page request (server/pages.go), so the site
// keeps one public port. Decision 028.
import http from 'node:http';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fromRoot } from './paths.mjs';

/** The SSR build's entry (vite.config.ts builds it with `--ssr`). */
export const SSR_ENTRY = fromRoot('dist-ssr', 'render-page.js');

/**
 * Why pages cannot be rendered with this build, or null when they can: without dist-ssr/ (or the
 * client build) every page is the empty app shell, which search engines, link previews and slow
 * phones see blank until the app starts — said loudly, never silently.
 */
export function missingRenderBuild({ publicDir = fromRoot('dist'), ssrEntry = SSR_ENTRY, exists = existsSync } = {}) {
  const missing = [ssrEntry, path.join(publicDir, 'index.html')].filter((file) => !exists(file));
  if (!missing.length) return null;
  const line = '━'.repeat(78);
  return [
    line,
    `⚠  PAGES ARE NOT RENDERED ON THE SERVER: ${missing.map((file) => (file.startsWith(fromRoot()) ? path.relative(fromRoot(), file) : file)).join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing.`,
    '   Every page answers with the empty app shell until the browser has started the app.',
    '   Build it with `npm run build` (npm start and npm test do this themselves).',
    line,
  ].join('\n');
}

async function readManifest(distDir) {
  try {
    return JSON.parse(await readFile(`${distDir}/.vite/manifest.json`, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Starts the render server on a free loopback port.
 * `apiOrigin`: where PocketBase answers this process; `publicOrigin`: the storefront's public
 * address (APP_URL), for canonical links and social cards.
 * Returns { url, close() }.
 */
export async function startRenderServer({ apiOrigin, publicOrigin, distDir = fromRoot('dist'), ssrEntry = SSR_ENTRY, log = console }) {
  // React and the router pick their production builds from this, when they are first loaded.
  process.env.NODE_ENV ??= 'production';
  const { renderPage, configureRender } = await import(pathToFileURL(ssrEntry).href);
  const template = await readFile(`${distDir}/index.html`, 'utf8');
  const setup = { template, manifest: await readManifest(distDir), publicOrigin: publicOrigin.replace(/\/+$/, ''), apiOrigin };
  configureRender(setup);

  const server = http.createServer(async (request, response) => {
    try {
      // A test's instant goes on to the API the render reads (only a test server honours it).
      const testNow = request.headers['x-rihla-test-now'];
      const page = await renderPage(
        { url: request.url ?? '/', cookies: request.headers.cookie ?? '', acceptLanguage: request.headers['accept-language'] ?? '', testNow: typeof testNow === 'string' ? testNow : undefined },
        setup,
      );
      response.writeHead(page.status, { ...page.headers, 'Content-Length': Buffer.byteLength(page.body) });
      response.end(request.method === 'HEAD' ? undefined : page.body);
    } catch (error) {
      // The page could not be rendered (the API down, a bug): the app shell still lets the browser try.
      log.error(`render failed for ${request.url}:`, error);
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
      response.end(request.method === 'HEAD' ? undefined : template);
    }
  });
  // Keep-alive connections from PocketBase's proxy outlive a page.
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
