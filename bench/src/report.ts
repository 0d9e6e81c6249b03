import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';

export interface Figure {
  area: string;
  name: string;
  value: string;
  target?: string;
  baseline?: string;
  /** ours ÷ baseline, requests per second */
  ratio?: string | undefined;
  /** ours ÷ baseline, server CPU per request */
  cpuRatio?: string | undefined;
  met?: boolean;
}

export function machine(): string {
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} at the start`;
}

const REMAINS = resolve(import.meta.dirname, '../notes.md');

/** docs/performance.md: every figure with its target, the baseline and the ratio, then the notes. */
export function writeReport(run: {
  machine: string;
  scale: string;
  seconds: number;
  figures: Figure[];
}): string {
  const lines = [
    '# Performance',
    '',
    'Written by `npm run bench` (bench/). Each load figure is autocannon at 20 connections for',
    `${run.seconds} s against the built server on loopback; the baseline is a bare Fastify route (no auth,`,
    'validation, envelope or logging) running the same queries on the same database in the same run, and the',
    'ratios are ours ÷ baseline in requests per second and in server CPU time per request. The load generator',
    "shares the machine's two cores with the server (and, on this workplace, with other jobs: see the load",
    'average), so requests per second are lower than on a dedicated client; CPU µs per request is the steadier',
    'figure: 1,000,000 ÷ it is what one fully used core could serve. Browser figures are Chromium medians; the',
    "login page's baseline is a static page with one password field served on the same loopback (the floor), and",
    'its ratio is time ÷ the floor’s time.',
    '',
    `- Run: ${new Date().toISOString()}, data scale \`${run.scale}\``,
    `- Machine: ${run.machine}`,
    '',
    '| DB | Figure | Measured | Target | Baseline | Ratio (req/s) | Ratio (CPU/req) | Met |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...run.figures.map(
      (f) =>
        `| ${f.area} | ${f.name} | ${f.value} | ${f.target ?? ''} | ${f.baseline ?? ''} | ${f.ratio ?? ''} | ${f.cpuRatio ?? ''} | ${
          f.met === undefined ? '' : f.met ? 'yes' : '**no**'
        } |`,
    ),
    '',
  ];
  const notes = existsSync(REMAINS) ? readFileSync(REMAINS, 'utf8') : '';
  const file = resolve(import.meta.dirname, '../../docs/performance.md');
  writeFileSync(file, `${lines.join('\n')}${notes ? `\n${notes}` : ''}`);
  return file;
}
