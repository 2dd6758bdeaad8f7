// What Linux's scheduler says about each thread (/proc/<pid>/task/<tid>/schedstat): how long it ran
// on a CPU and how long it was ready to run but waited for one. Used to see whether the browser's
// main thread, during a Lighthouse run, was slowed by its own work or by waiting for a CPU.
import { readdirSync, readFileSync } from 'node:fs';

/** schedstat's three fields: time on a CPU (ns), time runnable but waiting for a CPU (ns), timeslices. */
export function parseSchedstat(text) {
  const [runNs, waitNs, slices] = text.trim().split(/\s+/).map(Number);
  return { runNs, waitNs, slices };
}

/**
 * Which kind of process a command line is: a Chromium process by its --type (the browser has
 * none), PocketBase, or null. Chromium rewrites its title, so the arguments may be joined by
 * spaces rather than NULs.
 */
export function processKind(cmdline) {
  const args = cmdline.split(/[\0 ]/).filter(Boolean);
  const program = args[0] ?? '';
  if (/chrom/.test(program)) return args.find((arg) => arg.startsWith('--type='))?.slice('--type='.length) ?? 'browser';
  if (/pocketbase/.test(program)) return 'pocketbase';
  return null;
}

const readOrNull = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null; // the thread or process has ended
  }
};

/** Every thread of Chromium, PocketBase and the given process ids, keyed by pid/tid, with its counters. */
export function sampleThreads(ownPids = []) {
  const threads = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const cmdline = readOrNull(`/proc/${pid}/cmdline`);
    if (cmdline === null) continue;
    const kind = ownPids.includes(Number(pid)) ? 'node (Lighthouse)' : processKind(cmdline);
    if (!kind) continue;
    let tids;
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      const schedstat = readOrNull(`/proc/${pid}/task/${tid}/schedstat`);
      const name = readOrNull(`/proc/${pid}/task/${tid}/comm`);
      if (schedstat === null || name === null) continue;
      threads.set(`${pid}/${tid}`, { kind, main: pid === tid, name: name.trim(), ...parseSchedstat(schedstat) });
    }
  }
  return threads;
}

/** Adds what each thread did between two samples to totals grouped by process kind and thread name. */
export function addDifference(totals, before, after) {
  for (const [key, now] of after) {
    const then = before.get(key);
    const group = now.main ? `${now.kind}: main thread` : `${now.kind}: ${now.name}`;
    const total = totals.get(group) ?? { runNs: 0, waitNs: 0 };
    total.runNs += now.runNs - (then?.runNs ?? 0);
    total.waitNs += now.waitNs - (then?.waitNs ?? 0);
    totals.set(group, total);
  }
  return totals;
}
