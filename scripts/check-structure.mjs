// `npm run check:structure`: the app's import structure, from its own imports (src/): imports
// between features, imports against the layers (lib and ui → features → app → routes) and import
// cycles, each listed. Exits 1 when any is found (npm test runs it; ESLint's
// import-x/no-restricted-paths and import-x/no-cycle say the same per file).
import { crossFeatureImports, importCycles, layerViolations, readSourceGraph } from './lib/import-graph.mjs';
import { rootDir } from './lib/paths.mjs';

const { modules, imports } = readSourceGraph(rootDir);
const crossFeature = crossFeatureImports(imports);
const violations = layerViolations(imports).filter((entry) => !crossFeature.includes(entry));
const cycles = importCycles(imports);

console.log(`${modules.length} modules, ${imports.length} imports`);
console.log(`cross-feature imports: ${crossFeature.length}`);
for (const { from, to } of crossFeature) console.log(`  ${from} → ${to}`);
console.log(`imports against the layers (lib, ui → features → app → routes): ${violations.length}`);
for (const { from, to } of violations) console.log(`  ${from} → ${to}`);
console.log(`import cycles: ${cycles.length}`);
for (const cycle of cycles) console.log(`  ${[...cycle, cycle[0]].join(' → ')}`);
process.exit(crossFeature.length + violations.length + cycles.length > 0 ? 1 : 0);
