// `npm run dev` renders pages on the server as the production build does (decision 028), so a
// page that does not hydrate shows in development too, not only in one browser test. A Vite
// plugin: page requests (GET, asking for HTML, not /api, /_/ or a file) go through
// src/app/server/render-page.tsx, loaded by Vite's SSR module loader (so edits apply at once),
// into the dev server's index.html; the boot scripts the built pages start with (src/boot/) are
// served from their source. A render that fails is said loudly, and the shell answers.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fromRoot } from './paths.mjs';

const RENDER_ENTRY = '/src/app/server/render-page.tsx';
const BOOT_SCRIPTS = new Set(['/app-boot.js', '/icu-warm.js']);

/** Whether the dev server should render this request as a page. */
export function isPageRequest({ method = 'GET', url = '/', accept = '' }) {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0];
  if (/^\/(api|_|@[a-z]+|src|node_modules|media|builds|pay)(\/|$)/.test(pathname)) return false;
  // A file (favicon.svg, manifest-ar.webmanifest, a module): Vite's own.
  if (/\.[a-z0-9]+$/i.test(path.posix.basename(pathname))) return false;
  return accept.includes('text/html');
}

/**
 * @param {{ apiOrigin: string, log?: Pick<Console, 'error'> }} options
 * @returns {import('vite').Plugin}
 */
export function devPageRender({ apiOrigin, log = console }) {
  return {
    name: 'rihla-dev-page-render',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const url = request.originalUrl ?? request.url ?? '/';
        if (BOOT_SCRIPTS.has(url.split('?')[0])) {
          response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          response.end(await readFile(fromRoot('src', 'boot', url.split('?')[0].slice(1)), 'utf8'));
          return;
        }
        if (!isPageRequest({ method: request.method, url, accept: request.headers.accept ?? '' })) return next();
        try {
          const template = await server.transformIndexHtml(url, await readFile(fromRoot('index.html'), 'utf8'));
          const { renderPage, configureRender } = await server.ssrLoadModule(RENDER_ENTRY);
          const setup = { template, manifest: null, publicOrigin: `http://${request.headers.host ?? 'localhost'}`, apiOrigin };
          configureRender(setup);
          const page = await renderPage({ url, cookies: request.headers.cookie ?? '', acceptLanguage: request.headers['accept-language'] ?? '' }, setup);
          response.writeHead(page.status, page.headers);
          response.end(request.method === 'HEAD' ? undefined : page.body);
        } catch (error) {
          if (error instanceof Error) server.ssrFixStacktrace(error);
          log.error(`\n✗ The server render of ${url} failed; the app shell answers instead (the browser renders the page):\n`, error);
          next();
        }
      });
    },
  };
}
