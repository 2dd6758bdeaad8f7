// Production serving (deploy/rihla.service): migrate, then PocketBase with the render server for
// its pages, from a checkout built beforehand (npm ci, npm run build, npm run build:server).
// Unlike `npm start` it installs, builds, seeds and creates nothing.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { migrate, servePocketBase } from './lib/pocketbase-process.mjs';
import { SSR_ENTRY } from './lib/render-server.mjs';
import { fromRoot, rootDir } from './lib/paths.mjs';

const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 8090);
const dataDir = path.resolve(rootDir, process.env.PB_DATA_DIR || 'pb_data');
const bin = process.env.POCKETBASE_BIN || fromRoot('.bin', 'pocketbase');

for (const [file, build] of [[bin, 'npm run build:server'], [fromRoot('dist', 'index.html'), 'npm run build'], [SSR_ENTRY, 'npm run build']]) {
  if (!existsSync(file)) {
    console.error(`${file} is missing: run \`${build}\` first.`);
    process.exit(1);
  }
}

await migrate(bin, dataDir);
const server = await servePocketBase(bin, { dataDir, host, port });
console.log(`Rihla is serving on ${server.url}`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await server.stop();
    process.exit(0);
  });
}
server.child.on('close', (code) => process.exit(code ?? 0));
