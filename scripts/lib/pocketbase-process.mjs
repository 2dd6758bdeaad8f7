import { spawn } from 'node:child_process';
import { fromRoot } from './paths.mjs';
import { runOrThrow, run } from './run.mjs';
import { missingRenderBuild, startRenderServer } from './render-server.mjs';

/**
 * Flags every PocketBase invocation needs: the data dir, the repository's hooks and migrations,
 * and the mode, always explicit — PocketBase switches its dev mode on by itself (logging every
 * SQL statement) when its binary sits under the system temp folder, as in a clone under /tmp.
 */
export function pocketBaseFlags(dataDir, { dev = false } = {}) {
  return ['--dir', dataDir, '--hooksDir', fromRoot('pb_hooks'), '--migrationsDir', fromRoot('pb_migrations'), `--dev=${dev}`];
}

export async function migrate(bin, dataDir, options = {}) {
  await runOrThrow(bin, ['migrate', 'up', ...pocketBaseFlags(dataDir)], options);
}

/** Creates or updates a superuser; returns true when it succeeded. */
export async function upsertSuperuser(bin, dataDir, email, password, options = {}) {
  return (await run(bin, ['superuser', 'upsert', email, password, ...pocketBaseFlags(dataDir)], options)) === 0;
}

/** Creates a superuser only when that email is not one yet; returns true when it was created. */
export async function createSuperuser(bin, dataDir, email, password) {
  return (await run(bin, ['superuser', 'create', email, password, ...pocketBaseFlags(dataDir)], { stdio: 'ignore' })) === 0;
}

export async function waitForHealth(baseUrl, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`PocketBase exited with ${child.exitCode} before it was healthy`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`PocketBase at ${baseUrl} did not become healthy within ${timeoutMs} ms`);
}

/**
 * Starts `pocketbase serve`, with the render server (scripts/lib/render-server.mjs) for its pages
 * when the app and its server render are built, and resolves once /api/health answers.
 * Returns { child, url, stop() }.
 */
export async function servePocketBase(bin, { dataDir, host = '127.0.0.1', port = 8090, publicDir = fromRoot('dist'), stdio = 'inherit', env = process.env, extraArgs = [] }) {
  const args = ['serve', '--http', `${host}:${port}`, '--publicDir', publicDir, '--hooksWatch=false', ...extraArgs, ...pocketBaseFlags(dataDir)];
  const url = `http://${host}:${port}`;
  // Asked on the loopback even when PocketBase listens on every address.
  const apiOrigin = `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`;
  const missing = missingRenderBuild({ publicDir });
  if (missing) console.warn(missing);
  const renders = !missing;
  const renderer = renders ? await startRenderServer({ apiOrigin, publicOrigin: env.APP_URL || url, distDir: publicDir }) : null;
  const child = spawn(bin, args, { cwd: fromRoot(), stdio, env: renderer ? { ...env, RIHLA_RENDER_URL: renderer.url } : env });
  const stop = async () => {
    await new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('close', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
    await renderer?.close();
  };
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, url, stop };
}
