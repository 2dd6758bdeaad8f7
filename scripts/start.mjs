// `npm start`: install what is missing, build PocketBase and the app, migrate, seed an empty
// database and serve storefront, API and dashboard on one port.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ensureNodeModules } from './lib/ensure-node-modules.mjs';
import { ensurePocketBaseBinary } from './lib/pocketbase-binary.mjs';
import { ensureAppBuild } from './lib/app-build.mjs';
import { migrate, servePocketBase, upsertSuperuser, createSuperuser } from './lib/pocketbase-process.mjs';
import { runOrThrow } from './lib/run.mjs';
import { rootDir } from './lib/paths.mjs';

const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 8090);
const dataDir = path.resolve(rootDir, process.env.PB_DATA_DIR || 'pb_data');

// The container image ships node_modules and dist already built.
if (!process.env.RIHLA_SKIP_INSTALL) {
  await ensureNodeModules();
  await ensureAppBuild();
}
const bin = await ensurePocketBaseBinary();

console.log(`› Applying migrations to ${dataDir}…`);
await migrate(bin, dataDir);
await runOrThrow(process.execPath, ['scripts/seed.mjs', '--dir', dataDir, '--if-empty', '--bin', bin]);

const dashboardLines = [];
if (process.env.PB_SUPERUSER_EMAIL && process.env.PB_SUPERUSER_PASSWORD) {
  if (!(await upsertSuperuser(bin, dataDir, process.env.PB_SUPERUSER_EMAIL, process.env.PB_SUPERUSER_PASSWORD, { stdio: 'ignore' }))) {
    throw new Error('Could not create the superuser from PB_SUPERUSER_EMAIL / PB_SUPERUSER_PASSWORD (password of at least 10 characters?)');
  }
  dashboardLines.push(`  sign in as ${process.env.PB_SUPERUSER_EMAIL} (from PB_SUPERUSER_EMAIL / PB_SUPERUSER_PASSWORD)`);
} else {
  const email = 'admin@rihla.local';
  const password = randomBytes(12).toString('base64url');
  if (await createSuperuser(bin, dataDir, email, password)) {
    dashboardLines.push(`  a superuser was generated — shown only this once:`, `    email:    ${email}`, `    password: ${password}`);
  } else {
    dashboardLines.push(`  sign in as ${email} (generated on the first start), or set PB_SUPERUSER_EMAIL / PB_SUPERUSER_PASSWORD`);
  }
}

const server = await servePocketBase(bin, { dataDir, host, port });
console.log(`\nRihla is running:\n  storefront  ${server.url}/  (English: ${server.url}/en)\n  API         ${server.url}/api/\n  dashboard   ${server.url}/_/`);
console.log(dashboardLines.join('\n'));
console.log('Press Ctrl+C to stop.');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await server.stop();
    process.exit(0);
  });
}
server.child.on('close', (code) => process.exit(code ?? 0));
