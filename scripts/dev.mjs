// `npm run dev`: PocketBase (hooks reloaded on change) and the Vite dev server together.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ensureNodeModules } from './lib/ensure-node-modules.mjs';
import { ensurePocketBaseBinary } from './lib/pocketbase-binary.mjs';
import { migrate, pocketBaseFlags } from './lib/pocketbase-process.mjs';
import { runOrThrow } from './lib/run.mjs';
import { rootDir } from './lib/paths.mjs';

const port = Number(process.env.PORT || 8090);
const dataDir = path.resolve(rootDir, process.env.PB_DATA_DIR || 'pb_data');

await ensureNodeModules();
const bin = await ensurePocketBaseBinary();
await migrate(bin, dataDir);
await runOrThrow(process.execPath, ['scripts/seed.mjs', '--dir', dataDir, '--if-empty', '--bin', bin]);

const children = [
  spawn(bin, ['serve', '--http', `127.0.0.1:${port}`, '--hooksWatch=true', ...pocketBaseFlags(dataDir, { dev: true })], { stdio: 'inherit', cwd: rootDir }),
  spawn('npx', ['vite'], { stdio: 'inherit', cwd: rootDir, env: { ...process.env, PB_URL: `http://127.0.0.1:${port}` } }),
];
const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
children.forEach((child) => child.on('close', stopAll));
