// Fails when a route's first-load JavaScript (gzip) is over its budget (scripts/lib/bundle-budgets.mjs);
// what counts as first-load is scripts/lib/first-load-javascript.mjs.
// Usage: node scripts/check-bundle-budget.mjs [--dist dir]
import path from 'node:path';
import { routeBudgets } from './lib/bundle-budgets.mjs';
import { commandLineOption } from './lib/command-line-option.mjs';
import { firstLoadJavaScript } from './lib/first-load-javascript.mjs';
import { fromRoot } from './lib/paths.mjs';

const dist = path.resolve(commandLineOption('--dist', fromRoot('dist')));

let firstLoad;
try {
  firstLoad = firstLoadJavaScript(dist);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

let failures = 0;
console.log(`First-load JavaScript per route (gzip), from ${path.relative(process.cwd(), dist) || '.'}/.vite/manifest.json:`);
for (const { name, routeFile, budgetKb } of routeBudgets) {
  for (const locale of ['ar', 'en']) {
    const { files, kb } = firstLoad(routeFile, locale);
    const over = kb > budgetKb;
    if (over) failures += 1;
    console.log(`  ${over ? '✗' : '✓'} ${`${name} (${locale})`.padEnd(16)} ${kb.toFixed(1).padStart(6)} kB of ${budgetKb} kB in ${files.size} files`);
  }
}
if (failures) {
  console.error(`\n${failures} route(s) over budget. Keep heavy widgets off the first load (see docs/benchmarks/js-*.md).`);
  process.exit(1);
}
