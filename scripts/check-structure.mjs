// `npm run check:structure`: the app's import structure, from its own imports (src/): imports
// between features, imports against the layers (lib and ui → features → app → routes) and import
// cycles, each listed (ESLint's import-x/no-restricted-paths and import-x/no-cycle say the same
// per file); then the server's (pb_hooks/lib, every require() including those inside functions):
// the domain graph, requires against the domains' direction (decision 072) and cycles. Exits 1
// when any is found (npm test runs it).
import { crossFeatureImports, DOMAIN_RANKS, domainEdges, domainViolations, importCycles, layerViolations, readServerGraph, readSourceGraph } from './lib/import-graph.mjs';
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

const server = readServerGraph(rootDir);
const serverWrong = domainViolations(server.imports);
const serverCycles = importCycles(server.imports);
const order = Object.entries(DOMAIN_RANKS).sort((a, b) => a[1] - b[1]);
console.log(`\nserver (pb_hooks/lib): ${server.modules.length} modules, ${server.imports.length} requires`);
console.log(`domains, lowest first (a domain requires only lower ones): ${order.map(([name, rank]) => `${rank} ${name}`).join(', ')}`);
console.log('requires between domains:');
for (const { from, to, count } of domainEdges(server.imports)) console.log(`  ${from} → ${to}: ${count}`);
console.log(`requires against the direction: ${serverWrong.length}`);
for (const { from, to } of serverWrong) console.log(`  ${from} → ${to}`);
console.log(`require cycles: ${serverCycles.length}`);
for (const cycle of serverCycles) console.log(`  ${[...cycle, cycle[0]].join(' → ')}`);
const failures = crossFeature.length + violations.length + cycles.length + serverWrong.length + serverCycles.length;
process.exit(failures > 0 ? 1 : 0);
