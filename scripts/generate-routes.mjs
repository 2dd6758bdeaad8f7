// Writes src/routeTree.gen.ts from src/routes (as the Vite plugin does), so the type-check can
// run before a build. Options: tsr.config.json.
import { Generator, getConfig } from '@tanstack/router-generator';
import { rootDir } from './lib/paths.mjs';

await new Generator({ config: getConfig({}, rootDir), root: rootDir }).run();
