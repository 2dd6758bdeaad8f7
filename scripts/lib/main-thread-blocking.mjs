// Reads a Lighthouse run's observed trace (the unthrottled load it simulates from) for the
// page's main thread after the first contentful paint, where total blocking time counts.
//
// Each task's blocking time is figured as Lighthouse's simulation does: the task's time times
// the CPU slowdown, less 50 ms, for tasks of at least 10 ms (Lantern drops shorter ones). It is
// figured twice: once from each task's wall time (`dur`, what Lighthouse uses), and once from
// the thread's CPU time (`tdur`), which leaves out the time the main thread was not running
// (waiting for a CPU, or for another of the browser's threads).
// On a host with few CPUs shared by the browser's other threads and processes, the difference is
// the host's, not the page's. These are diagnostics beside Lighthouse's own figure, not it:
// Lantern also reorders and stretches tasks along its simulated network.

const LONG_TASK_MS = 50;
const SHORTEST_SIMULATED_TASK_MS = 10;

/** The renderer thread that painted first: the page's main thread. */
function mainThreadOf(events) {
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.args?.frame);
  return paint ? { pid: paint.pid, tid: paint.tid, after: paint.ts } : null;
}

/**
 * @param {Array<{name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: object}>} events
 * @param {number} cpuSlowdown Lighthouse's CPU slowdown multiplier (4 in the mobile preset).
 * @returns {{ fromWallMs: number, fromCpuMs: number, cpuMs: number } | null}
 */
export function mainThreadBlocking(events, cpuSlowdown = 4) {
  const main = mainThreadOf(events);
  if (!main) return null;
  const blocking = (ms) => (ms >= SHORTEST_SIMULATED_TASK_MS ? Math.max(0, ms * cpuSlowdown - LONG_TASK_MS) : 0);
  let fromWallMs = 0;
  let fromCpuMs = 0;
  let cpuMs = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.pid !== main.pid || event.tid !== main.tid || event.ts < main.after) continue;
    const wall = (event.dur ?? 0) / 1000;
    const cpu = (event.tdur ?? event.dur ?? 0) / 1000;
    fromWallMs += blocking(wall);
    fromCpuMs += blocking(cpu);
    cpuMs += cpu;
  }
  return { fromWallMs, fromCpuMs, cpuMs };
}
