import { existsSync, statSync, readFileSync, readdirSync } from 'node:fs';
import { fromRoot } from './paths.mjs';
import { runOrThrow } from './run.mjs';

const serverSources = readdirSync(fromRoot('server'))
  .filter((file) => file === 'go.mod' || file === 'go.sum' || (file.endsWith('.go') && !file.endsWith('_test.go')))
  .map((file) => fromRoot('server', file));
export const builtBinary = fromRoot('.bin', 'pocketbase');

/** The PocketBase version pinned in server/go.mod. */
export function pinnedPocketBaseVersion() {
  const match = readFileSync(fromRoot('server', 'go.mod'), 'utf8').match(/github\.com\/pocketbase\/pocketbase v([\d.]+)/);
  if (!match) throw new Error('server/go.mod does not pin github.com/pocketbase/pocketbase');
  return match[1];
}

/** Builds PocketBase from server/ with Go (nothing is downloaded but Go modules). */
export async function buildPocketBase() {
  const version = pinnedPocketBaseVersion();
  console.log(`› Building PocketBase ${version} from server/ (go build)…`);
  await runOrThrow(
    'go',
    ['build', '-trimpath', '-tags', 'nodynamic', '-ldflags', `-s -w -X github.com/pocketbase/pocketbase.Version=${version}`, '-o', builtBinary, '.'],
    { cwd: fromRoot('server'), env: { ...process.env, CGO_ENABLED: '0' } },
  );
}

/**
 * The PocketBase binary to use: POCKETBASE_BIN when set, otherwise .bin/pocketbase, built
 * when missing or older than the server sources.
 */
export async function ensurePocketBaseBinary() {
  if (process.env.POCKETBASE_BIN) {
    if (!existsSync(process.env.POCKETBASE_BIN)) throw new Error(`POCKETBASE_BIN=${process.env.POCKETBASE_BIN} does not exist`);
    return process.env.POCKETBASE_BIN;
  }
  const builtAt = existsSync(builtBinary) ? statSync(builtBinary).mtimeMs : 0;
  if (serverSources.some((source) => statSync(source).mtimeMs > builtAt)) await buildPocketBase();
  return builtBinary;
}
