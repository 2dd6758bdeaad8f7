// Runs `npm test`'s phases side by side on a small machine (decision 060). Each phase says what
// it needs (`after`) and how much of the machine it takes (`weight`, in cores: 0 for a phase that
// mostly waits, 2 for one that fills both cores by itself); phases start in the order listed as
// soon as what they need has ended and there is room, and a phase that waits for room holds back
// those listed after it (so a two-core phase is not starved by one-core ones behind it).
// A phase's output is kept and printed in one piece when it ends, so parallel phases stay readable.
import { spawn } from 'node:child_process';
import { rootDir } from './paths.mjs';

/**
 * @typedef {{ passed?: number, failed?: number, skipped?: number }} PhaseResult
 * @typedef {{ write: (text: string) => void, run: (command: string, args?: string[], options?: object) => Promise<{ code: number, output: string }> }} PhaseTools
 * @typedef {{ name: string, weight?: number, after?: string[], run: (tools: PhaseTools) => Promise<PhaseResult | void> }} Phase
 * @typedef {{ name: string, result: PhaseResult, startedMs: number, endedMs: number, output: string }} PhaseRecord
 */

/** Runs a command with its output kept (stdout and stderr together, in order); never rejects. */
export function runCaptured(command, args = [], options = {}) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, { cwd: rootDir, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/**
 * Runs the phases; resolves with one record per phase, in the order they ended.
 * `capacity`: cores to fill (a phase heavier than that still runs, alone).
 * `print`: where a phase's start line and, when it ends, its output go.
 * `now`: the clock (milliseconds), for the records.
 * @param {Phase[]} phases
 * @param {{ capacity?: number, print?: (text: string) => void, now?: () => number, runCommand?: typeof runCaptured }} [options]
 * @returns {Promise<PhaseRecord[]>}
 */
export function runPhases(phases, { capacity = 2, print = (text) => process.stdout.write(text), now = Date.now, runCommand = runCaptured } = {}) {
  const names = new Set(phases.map((phase) => phase.name));
  for (const phase of phases) {
    for (const needed of phase.after ?? []) if (!names.has(needed)) throw new Error(`phase "${phase.name}" waits for "${needed}", which is not a phase`);
  }
  const startedAt = now();
  const waiting = [...phases];
  const ended = new Set();
  /** @type {PhaseRecord[]} */
  const records = [];
  let inUse = 0;
  let running = 0;

  return new Promise((resolve) => {
    const startReady = () => {
      for (let index = 0; index < waiting.length; ) {
        const phase = waiting[index];
        if (!(phase.after ?? []).every((needed) => ended.has(needed))) {
          index += 1;
          continue;
        }
        const weight = Math.min(phase.weight ?? 1, capacity);
        if (inUse + weight > capacity) break;
        waiting.splice(index, 1);
        start(phase, weight);
      }
      if (running === 0) {
        if (waiting.length) throw new Error(`phases wait for each other: ${waiting.map((phase) => phase.name).join(', ')}`);
        resolve(records);
      }
    };

    const start = (phase, weight) => {
      inUse += weight;
      running += 1;
      const startedMs = now() - startedAt;
      let output = '';
      const tools = {
        write: (text) => (output += text),
        run: async (command, args = [], options = {}) => {
          const outcome = await runCommand(command, args, options);
          output += outcome.output;
          return outcome;
        },
      };
      print(`▸ ${phase.name}\n`);
      Promise.resolve()
        .then(() => phase.run(tools))
        .then(
          (result) => result ?? { passed: 1 },
          (error) => {
            output += `${error?.stack ?? error}\n`;
            return { failed: 1 };
          },
        )
        .then((result) => {
          const endedMs = now() - startedAt;
          const record = { name: phase.name, result, startedMs, endedMs, output };
          records.push(record);
          print(`\n━━ ${phase.name} (${formatSeconds(endedMs - startedMs)})\n${output}${output && !output.endsWith('\n') ? '\n' : ''}${resultLine(record)}\n`);
          inUse -= weight;
          running -= 1;
          ended.add(phase.name);
          startReady();
        });
    };

    startReady();
  });
}

export const formatSeconds = (ms) => `${Math.round(ms / 1000)} s`;

/** `✓ name: 3 passed, 0 failed (12 s)` */
export function resultLine({ name, result, startedMs, endedMs }) {
  const { passed = 0, failed = 0, skipped = 0 } = result;
  return `  ${failed ? '✗' : '✓'} ${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} (${formatSeconds(endedMs - startedMs)})`;
}

/** The phase times as a Markdown table (docs/benchmarks/test-phases.md), in the order the phases started. */
export function phaseTable(records) {
  const rows = [...records].sort((a, b) => a.startedMs - b.startedMs || a.endedMs - b.endedMs);
  const lines = ['| phase | started at | took | result |', '|---|---:|---:|---|'];
  for (const record of rows) {
    const { passed = 0, failed = 0, skipped = 0 } = record.result;
    lines.push(`| ${record.name} | ${formatSeconds(record.startedMs)} | ${formatSeconds(record.endedMs - record.startedMs)} | ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} |`);
  }
  return lines.join('\n');
}
