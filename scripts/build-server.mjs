// `npm run build:server`: (re)build PocketBase from server/ into .bin/pocketbase.
import { buildPocketBase } from './lib/pocketbase-binary.mjs';

await buildPocketBase();
