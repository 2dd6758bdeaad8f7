import { describe, expect, it } from 'vitest';
import { crossFeatureImports, importCycles, layerOf, layerViolations } from './import-graph.mjs';

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
