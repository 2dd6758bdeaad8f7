import { describe, expect, it } from 'vitest';
import { mainThreadBlocking } from './main-thread-blocking.mjs';

const MAIN = { pid: 7, tid: 1 };
const paintAt = (ts) => ({ name: 'firstContentfulPaint', ph: 'R', ...MAIN, ts, args: { frame: 'F1' } });
const task = (ts, durMs, cpuMs, thread = MAIN) => ({ name: 'RunTask', ph: 'X', ...thread, ts, dur: durMs * 1000, tdur: cpuMs * 1000 });

describe('mainThreadBlocking', () => {
  it('counts the main thread’s tasks after the first paint, from wall time and from CPU time', () => {
    const events = [
      task(0, 200, 200), // before the first paint: not blocking time
      paintAt(1_000),
      task(2_000, 40, 10), // 4 × 40 − 50 = 110 from wall time; 4 × 10 − 50 < 0 from CPU time
      task(3_000, 20, 20), // 30 and 30
      task(4_000, 9, 9), // under 10 ms: Lighthouse's simulation leaves it out
      task(5_000, 100, 100, { pid: 7, tid: 2 }), // another thread
    ];
    expect(mainThreadBlocking(events)).toEqual({ fromWallMs: 140, fromCpuMs: 30, cpuMs: 39 });
  });

  it('uses the given CPU slowdown', () => {
    expect(mainThreadBlocking([paintAt(0), task(1, 30, 30)], 2)?.fromWallMs).toBe(10);
  });

  it('takes wall time where a task has no CPU time, and gives up without a first paint', () => {
    expect(mainThreadBlocking([paintAt(0), { name: 'RunTask', ph: 'X', ...MAIN, ts: 1, dur: 30_000 }])?.fromCpuMs).toBe(70);
    expect(mainThreadBlocking([task(1, 30, 30)])).toBeNull();
  });
});
