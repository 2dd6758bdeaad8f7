// `npm run restore -- [--timestamp T] [--dir D]`: restores data.db (and the local replica's copy of
// uploaded and generated files) from LITESTREAM_REPLICA_URL — default: the folder beside the data
// folder — into an empty data folder. Never over existing data. T: a moment within the retention,
// RFC 3339 (2026-11-25T09:30:00Z); without it, the newest state.
//   --dir <path>        data directory (default: $PB_DATA_DIR or ./pb_data)
//   --bin <path>        PocketBase binary (default: $POCKETBASE_BIN or one built from server/)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensurePocketBaseBinary } from './lib/pocketbase-binary.mjs';
import { pocketBaseFlags } from './lib/pocketbase-process.mjs';
import { run } from './lib/run.mjs';
import { rootDir } from './lib/paths.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: process.env.PB_DATA_DIR || 'pb_data' },
    bin: { type: 'string' },
    timestamp: { type: 'string' },
  },
});
if (values.timestamp && Number.isNaN(Date.parse(values.timestamp))) {
  console.error(`--timestamp ${values.timestamp}: expected a moment such as 2026-11-25T09:30:00Z`);
  process.exit(2);
}
const dataDir = path.resolve(rootDir, values.dir);
const bin = values.bin || (await ensurePocketBaseBinary());
const timestamp = values.timestamp ? ['--timestamp', new Date(values.timestamp).toISOString().replace(/\.000Z$/, 'Z')] : [];
process.exitCode = await run(bin, ['replica-restore', ...timestamp, ...pocketBaseFlags(dataDir)]);
