import { rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * The folder PocketBase replicates a data folder to when LITESTREAM_REPLICA_URL is unset:
 * `<data dir>-replica`, beside it (server/replication_config.go).
 */
export function defaultReplicaDir(dataDir) {
  const absolute = path.resolve(dataDir);
  return path.join(path.dirname(absolute), `${path.basename(absolute)}-replica`);
}

/** Removes a temporary data folder and its default replica. */
export async function removeDataDir(dataDir) {
  await rm(dataDir, { recursive: true, force: true });
  await rm(defaultReplicaDir(dataDir), { recursive: true, force: true });
}
