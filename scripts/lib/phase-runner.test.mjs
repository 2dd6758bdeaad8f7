import { describe, expect, it } from 'vitest';
import { phaseTable, runPhases } from './phase-runner.mjs';

/** A phase that ends when the test says so, and notes when it ran. */
function controlled(name, options = {}) {
  let finish;
  const ended = new Promise((resolve) => (finish = resolve));
  const phase = {
    name,
    ...options,
    started: false,
    run: async (tools) => {
      phase.started = true;
      tools.write(`${name} line 1\n`);
      const result = await ended;
      tools.write(`${name} line 2\n`);
      if (result instanceof Error) throw result;
      return result;
    },
    end: (result = { passed: 1 }) => finish(result),
  };
  return phase;
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('runPhases', () => {
  it('never runs more than the capacity at once, and starts the next as soon as one ends', async () => {
    const [a, b, c] = ['a', 'b', 'c'].map((name) => controlled(name));
    const done = runPhases([a, b, c], { capacity: 2, print: () => {} });
    await settle();
    expect([a.started, b.started, c.started]).toEqual([true, true, false]);
    b.end();
    await settle();
    expect(c.started).toBe(true);
    a.end();
    c.end();
    expect((await done).map((record) => record.name)).toEqual(['b', 'a', 'c']);
  });

  it('waits for what a phase needs, and a two-core phase in line holds back those after it', async () => {
    const build = controlled('build');
    const seed = controlled('seed');
    const browser = controlled('browser', { weight: 2, after: ['build', 'seed'] });
    const lint = controlled('lint');
    const unit = controlled('unit');
    const done = runPhases([build, seed, browser, lint, unit], { capacity: 2, print: () => {} });
    await settle();
    expect([build.started, seed.started, browser.started, lint.started]).toEqual([true, true, false, false]);
    build.end();
    await settle();
    // The browser phase still waits for the seed: lint takes the free core.
    expect([browser.started, lint.started, unit.started]).toEqual([false, true, false]);
    seed.end();
    await settle();
    // Now the browser phase is next in line but has no room: unit, which would fit, waits behind it.
    expect([browser.started, unit.started]).toEqual([false, false]);
    lint.end();
    await settle();
    expect([browser.started, unit.started]).toEqual([true, false]);
    browser.end();
    await settle();
    expect(unit.started).toBe(true);
    unit.end();
    expect((await done).map((record) => record.name)).toEqual(['build', 'seed', 'lint', 'browser', 'unit']);
  });

  it('a phase that mostly waits (weight 0) runs beside full ones', async () => {
    const heavy = controlled('heavy', { weight: 2 });
    const serve = controlled('serve', { weight: 0 });
    const done = runPhases([heavy, serve], { capacity: 2, print: () => {} });
    await settle();
    expect([heavy.started, serve.started]).toEqual([true, true]);
    heavy.end();
    serve.end();
    await done;
  });

  it("prints each phase's output in one piece when it ends, with its result", async () => {
    const a = controlled('a');
    const b = controlled('b');
    let printed = '';
    const done = runPhases([a, b], { capacity: 2, print: (text) => (printed += text) });
    await settle();
    b.end({ passed: 3, failed: 1 });
    await settle();
    a.end({ passed: 2 });
    await done;
    expect(printed).toBe(['▸ a\n', '▸ b\n', '\n━━ b (0 s)\nb line 1\nb line 2\n  ✗ b: 3 passed, 1 failed (0 s)\n', '\n━━ a (0 s)\na line 1\na line 2\n  ✓ a: 2 passed, 0 failed (0 s)\n'].join(''));
  });

  it('a phase that throws counts as one failure, and the others still run', async () => {
    const broken = controlled('broken');
    const after = controlled('after', { after: ['broken'] });
    const done = runPhases([broken, after], { capacity: 1, print: () => {} });
    await settle();
    broken.end(new Error('no compiler'));
    await settle();
    after.end();
    const records = await done;
    expect(records.map((record) => [record.name, record.result])).toEqual([
      ['broken', { failed: 1 }],
      ['after', { passed: 1 }],
    ]);
    expect(records[0].output).toContain('no compiler');
  });

  it('keeps the output of the commands a phase runs', async () => {
    const records = await runPhases([{ name: 'node', run: async ({ run }) => ({ passed: (await run(process.execPath, ['-e', 'console.log("out"); console.error("err")'])).code === 0 ? 1 : 0 }) }], { print: () => {} });
    expect(records[0].result).toEqual({ passed: 1 });
    expect(records[0].output).toContain('out');
    expect(records[0].output).toContain('err');
  });

  it('refuses a phase that waits for one that does not exist', () => {
    expect(() => runPhases([{ name: 'a', after: ['missing'], run: async () => {} }])).toThrow(/"missing"/);
  });
});

describe('phaseTable', () => {
  it('lists the phases in the order they started, with their times', () => {
    const table = phaseTable([
      { name: 'lint', result: { passed: 1 }, startedMs: 2000, endedMs: 16_000 },
      { name: 'i18n', result: { passed: 3 }, startedMs: 0, endedMs: 2000 },
      { name: 'unit', result: { passed: 500, failed: 2, skipped: 1 }, startedMs: 2000, endedMs: 40_400 },
    ]);
    expect(table.split('\n')).toEqual([
      '| phase | started at | took | result |',
      '|---|---:|---:|---|',
      '| i18n | 0 s | 2 s | 3 passed, 0 failed |',
      '| lint | 2 s | 14 s | 1 passed, 0 failed |',
      '| unit | 2 s | 38 s | 500 passed, 2 failed, 1 skipped |',
    ]);
  });
});
