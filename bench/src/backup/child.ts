import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

export interface ChildRun {
  /** from spawn to exit */
  seconds: number;
  /** the child's peak resident memory (the kernel's high-water mark, VmHWM), MB; 0 where /proc is missing */
  peakMb: number;
  /** what it printed on stdout */
  lines: string[];
}

const POLL_MS = 100;

function highWaterKb(pid: number): number {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0; // exited between two readings
  }
}

export const mb = (kb: number) => Math.round(kb / 1024);

/**
 * Runs `node script …args` with `env` to its end and measures the child itself: its VmHWM is read every 100 ms
 * (it only grows, so the last reading is the peak up to at most 100 ms before the exit). `onLine` sees each line it
 * prints with the peak so far. A non-zero exit throws with what it wrote to stderr.
 */
export function runChild(
  script: string,
  args: string[],
  env: Record<string, string>,
  onLine?: (line: string, peakKb: number) => void,
): Promise<ChildRun> {
  const started = performance.now();
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid as number;
  let peakKb = 0;
  const sample = () => {
    peakKb = Math.max(peakKb, highWaterKb(pid));
  };
  const timer = setInterval(sample, POLL_MS);
  const lines: string[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    sample();
    lines.push(line);
    onLine?.(line, peakKb);
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('close', (code, signal) => {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) done({ seconds, peakMb: mb(peakKb), lines });
      else fail(new Error(`${args.join(' ')} ended with ${code ?? signal}: ${stderr.trim()}`));
    });
  });
}
