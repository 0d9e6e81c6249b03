import { readFileSync } from 'node:fs';
import autocannon, { type Request } from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** answers other than HTTP 2xx, plus socket errors and timeouts */
  failures: number;
  total: number;
  /** server CPU (user + system) per answered request, µs: unlike req/s, steady when other work shares the cores */
  cpuMicros?: number | undefined;
}

/** CPU time a process has used so far, in µs (Linux /proc; clock ticks of 10 ms). */
export function cpuMicrosOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** a new body for every request (order create) */
  makeBody?: () => string;
  connections?: number;
  seconds: number;
  /** the server's process id, to measure its CPU per request */
  pid?: number | undefined;
}

/** Drives one endpoint with autocannon: 20 connections by default, as the targets are stated. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const { makeBody, pid } = options;
  const cpuBefore = pid ? cpuMicrosOf(pid) : 0;
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    ...(options.body !== undefined ? { body: options.body } : {}),
    connections: options.connections ?? 20,
    duration: options.seconds,
    ...(makeBody
      ? {
          requests: [{ setupRequest: (request: Request) => ({ ...request, body: makeBody() }) }],
        }
      : {}),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
    cpuMicros:
      pid && result.requests.total > 0
        ? Math.round((cpuMicrosOf(pid) - cpuBefore) / result.requests.total)
        : undefined,
  };
}

/** Latencies of `times` calls made one after another (queries measured on their own, like the report). */
export async function sequential(
  times: number,
  call: () => Promise<void>,
): Promise<{ median: number; max: number }> {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await call();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return {
    median: Number((ms[Math.floor(ms.length / 2)] ?? 0).toFixed(1)),
    max: Number((ms.at(-1) ?? 0).toFixed(1)),
  };
}
