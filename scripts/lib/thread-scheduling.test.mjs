import { describe, expect, it } from 'vitest';
import { addDifference, parseSchedstat, processKind } from './thread-scheduling.mjs';

describe('parseSchedstat', () => {
  it('reads run time, waiting time and timeslices', () => {
    expect(parseSchedstat('3029000000 3439000000 5160\n')).toEqual({ runNs: 3029000000, waitNs: 3439000000, slices: 5160 });
  });
});

describe('processKind', () => {
  it('tells Chromium processes apart by --type, with NUL- or space-separated arguments', () => {
    expect(processKind('/usr/lib/chromium/chromium\0--type=renderer\0--lang=ar\0')).toBe('renderer');
    expect(processKind('/usr/lib/chromium/chromium --type=gpu-process --no-sandbox')).toBe('gpu-process');
    expect(processKind('/usr/lib/chromium/chromium\0--headless=new\0')).toBe('browser');
  });

  it('knows PocketBase and ignores everything else', () => {
    expect(processKind('/tmp/x/server/pocketbase\0serve\0')).toBe('pocketbase');
    expect(processKind('/usr/bin/bash\0-c\0')).toBeNull();
  });
});

describe('addDifference', () => {
  it('adds each thread’s run and wait times since the last sample, grouped by process kind and thread', () => {
    const thread = (runNs, waitNs, main = true, name = 'chromium') => ({ kind: 'renderer', main, name, runNs, waitNs, slices: 0 });
    const first = new Map([['9/9', thread(100, 50)]]);
    const second = new Map([['9/9', thread(300, 250)], ['9/10', thread(40, 10, false, 'Compositor')]]);
    const totals = addDifference(addDifference(new Map(), new Map(), first), first, second);
    expect(Object.fromEntries(totals)).toEqual({
      'renderer: main thread': { runNs: 300, waitNs: 250 },
      'renderer: Compositor': { runNs: 40, waitNs: 10 },
    });
  });
});
