import { describe, expect, it } from 'vitest';
import { crossFeatureImports, DOMAIN_RANKS, domainEdges, domainOf, domainViolations, importCycles, layerOf, layerViolations, readServerGraph } from './import-graph.mjs';

const edge = (from, to) => ({ from, to, typeOnly: false });

describe('import graph', () => {
  it('names the layer of a module', () => {
    expect(layerOf('src/features/cart/a.ts')).toBe('feature:cart');
    expect(layerOf('src/lib/locale.ts')).toBe('lib');
    expect(layerOf('src/routes/{-$locale}/cart.tsx')).toBe('routes');
    expect(layerOf('src/main.tsx')).toBe('other');
  });

  it('finds imports between features and against the layers', () => {
    const imports = [
      edge('src/features/catalog/a.ts', 'src/features/saved/b.ts'),
      edge('src/features/catalog/a.ts', 'src/features/catalog/c.ts'),
      edge('src/lib/x.ts', 'src/features/cart/y.ts'),
      edge('src/features/cart/y.ts', 'src/app/z.tsx'),
      edge('src/routes/r.tsx', 'src/app/z.tsx'),
      edge('src/app/z.tsx', 'src/lib/x.ts'),
    ];
    expect(crossFeatureImports(imports)).toEqual([imports[0]]);
    expect(layerViolations(imports)).toEqual([imports[0], imports[2], imports[3]]);
  });

  it('finds each cycle once', () => {
    const cycles = importCycles([edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('c', 'd'), edge('d', 'd')]);
    expect(cycles).toEqual([['a', 'b', 'c'], ['d']]);
    expect(importCycles([edge('a', 'b'), edge('a', 'c'), edge('b', 'c')])).toEqual([]);
  });
});

describe('the server graph', () => {
  const lib = (path) => `pb_hooks/lib/${path}`;

  it('reads require() calls at the top and inside functions, not those in comments', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const root = mkdtempSync(`${tmpdir()}/graph-`);
    mkdirSync(`${root}/pb_hooks/lib/shared`, { recursive: true });
    mkdirSync(`${root}/pb_hooks/lib/checkout`, { recursive: true });
    writeFileSync(`${root}/pb_hooks/lib/shared/clock.js`, 'module.exports = {};\n');
    writeFileSync(`${root}/pb_hooks/lib/checkout/pricing.js`, "const clock = require('../shared/clock.js');\n// require('./commented.js')\nfunction later() {\n  return require('./view.js');\n}\n");
    writeFileSync(`${root}/pb_hooks/lib/checkout/view.js`, "/* require('../shared/none.js') */ const p = () => require(\"./pricing.js\");\n");
    const { modules, imports } = readServerGraph(root);
    expect(modules.sort()).toEqual([lib('checkout/pricing.js'), lib('checkout/view.js'), lib('shared/clock.js')]);
    expect(imports.map(({ from, to }) => [from, to])).toEqual([
      [lib('checkout/pricing.js'), lib('shared/clock.js')],
      [lib('checkout/pricing.js'), lib('checkout/view.js')],
      [lib('checkout/view.js'), lib('checkout/pricing.js')],
    ]);
    expect(importCycles(imports)).toEqual([[lib('checkout/pricing.js'), lib('checkout/view.js')]]);
  });

  it('counts the requires between domains and finds those against the direction', () => {
    const imports = [
      edge(lib('payments/a.js'), lib('checkout/b.js')),
      edge(lib('payments/a.js'), lib('checkout/c.js')),
      edge(lib('checkout/b.js'), lib('payments/d.js')),
      edge(lib('checkout/b.js'), lib('checkout/c.js')),
      edge(lib('reviews/e.js'), lib('departures/f.js')),
      edge(lib('shared/g.js'), lib('pages/h.js')),
      edge(lib('newdomain/i.js'), lib('shared/g.js')),
    ];
    expect(domainOf(lib('checkout/b.js'))).toBe('checkout');
    expect(domainEdges(imports)[0]).toEqual({ from: 'payments', to: 'checkout', count: 2 });
    // Upwards, between two domains of one rank, from a lower rank and from an unranked domain.
    expect(domainViolations(imports, DOMAIN_RANKS)).toEqual([imports[2], imports[4], imports[5], imports[6]]);
  });
});
