// The app's import graph (src/): which module imports which, by their relative specifiers, and
// what that says about its structure: imports between features, imports against the layers
// (lib and ui → features → app → routes), and cycles. Pure but for readSourceGraph.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx)$/;
const SPECIFIER = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|(?:^|\n)\s*import\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function listSources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return listSources(file);
    return SOURCE.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.gen.ts') ? [file] : [];
  });
}

/**
 * Reads `src` (relative to `root`): { modules: [path], imports: [{ from, to, typeOnly }] }, paths
 * relative to root. Tests and generated files are left out; imports of non-source files (CSS) too.
 */
export function readSourceGraph(root, src = 'src') {
  const modules = listSources(path.join(root, src)).map((file) => path.relative(root, file));
  const imports = [];
  for (const module of modules) {
    const text = readFileSync(path.join(root, module), 'utf8');
    for (const match of text.matchAll(SPECIFIER)) {
      const specifier = match[2] ?? match[3] ?? match[4];
      const base = path.join(path.dirname(module), specifier);
      const target = EXTENSIONS.map((extension) => base + extension).find((candidate) => SOURCE.test(candidate) && existsSync(path.join(root, candidate)));
      if (target) imports.push({ from: module, to: target, typeOnly: Boolean(match[1]) });
    }
  }
  return { modules, imports };
}

/** The layer of a module: lib, ui, feature:<name>, app, routes, or other. */
export function layerOf(module) {
  const parts = module.split('/');
  if (parts[0] !== 'src') return 'other';
  if (parts[1] === 'features') return `feature:${parts[2]}`;
  return ['lib', 'ui', 'app', 'routes'].includes(parts[1]) ? parts[1] : 'other';
}

const RANK = { lib: 0, ui: 0, feature: 1, app: 2, routes: 3 };

/** Imports that go against the layers: a feature importing another, or a layer importing one above it. */
export function layerViolations(imports) {
  return imports.filter(({ from, to }) => {
    const [a, b] = [layerOf(from), layerOf(to)];
    if (a === 'other' || b === 'other' || a === b) return false;
    if (a.startsWith('feature:') && b.startsWith('feature:')) return true;
    return RANK[a.split(':')[0]] < RANK[b.split(':')[0]];
  });
}

/** Imports from one feature into another. */
export const crossFeatureImports = (imports) => imports.filter(({ from, to }) => layerOf(from).startsWith('feature:') && layerOf(to).startsWith('feature:') && layerOf(from) !== layerOf(to));

/** The cycles of the graph (each once, as the list of modules around it), type-only imports included. */
export function importCycles(imports) {
  const next = new Map();
  for (const { from, to } of imports) next.set(from, [...(next.get(from) ?? []), to]);
  const cycles = [];
  const state = new Map(); // 1: on the current path, 2: done
  const stack = [];
  const visit = (module) => {
    state.set(module, 1);
    stack.push(module);
    for (const target of next.get(module) ?? []) {
      if (state.get(target) === 1) cycles.push(stack.slice(stack.indexOf(target)));
      else if (!state.has(target)) visit(target);
    }
    stack.pop();
    state.set(module, 2);
  };
  for (const module of [...next.keys()].sort()) if (!state.has(module)) visit(module);
  return cycles;
}

// The server's graph (pb_hooks/lib): CommonJS require() calls with a relative path, wherever they
// sit — at the top or inside a function (a require put in a function to dodge a cycle still
// makes one).
const REQUIRE = /\brequire\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function listServerModules(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return listServerModules(file);
    return name.endsWith('.js') && !/\.test\.m?js$/.test(name) ? [file] : [];
  });
}

/**
 * Reads `pb_hooks/lib` (relative to `root`): { modules, imports: [{ from, to }] }, paths relative
 * to root. Comments are skipped so a require named in one is not an edge.
 */
export function readServerGraph(root, lib = 'pb_hooks/lib') {
  const modules = listServerModules(path.join(root, lib)).map((file) => path.relative(root, file));
  const imports = [];
  for (const module of modules) {
    const text = readFileSync(path.join(root, module), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
    for (const match of text.matchAll(REQUIRE)) {
      const target = path.join(path.dirname(module), match[1]);
      imports.push({ from: module, to: existsSync(path.join(root, target)) ? target : `${target} (missing)`, typeOnly: false });
    }
  }
  return { modules, imports };
}

/** The domain of a server module: its folder under pb_hooks/lib. */
export const domainOf = (module) => module.split('/')[2] ?? 'other';

/**
 * The direction of the server's domains (docs/decisions/072-server-domains-direction.md): a domain
 * may require only domains of a lower rank; domains of one rank are independent of each other.
 */
export const DOMAIN_RANKS = {
  shared: 0,
  contracts: 1,
  pages: 2,
  accounts: 2,
  schedules: 3,
  content: 3,
  catalog: 4,
  'catalog-studio': 4,
  checkout: 5,
  payments: 6,
  conversations: 7,
  reviews: 8,
  departures: 8,
  'front-desk': 8,
};

/** Requires between domains: [{ from, to, count }] (domains), most first. */
export function domainEdges(imports) {
  const counts = new Map();
  for (const { from, to } of imports) {
    const [a, b] = [domainOf(from), domainOf(to)];
    if (a !== b) counts.set(`${a}\t${b}`, (counts.get(`${a}\t${b}`) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => ({ from: key.split('\t')[0], to: key.split('\t')[1], count })).sort((x, y) => y.count - x.count || x.from.localeCompare(y.from) || x.to.localeCompare(y.to));
}

/** Requires against the direction: into a domain of the same or a higher rank, or an unranked one. */
export function domainViolations(imports, ranks = DOMAIN_RANKS) {
  return imports.filter(({ from, to }) => {
    const [a, b] = [domainOf(from), domainOf(to)];
    if (a === b) return false;
    return !(a in ranks) || !(b in ranks) || ranks[b] >= ranks[a];
  });
}
