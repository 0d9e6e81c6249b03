/**
 * `npm run bench [-- --quick]`: generates (once) the benchmark data, measures the API on SQLite (and on
 * PostgreSQL when BENCH_PG_URL or TEST_PG_URL is set) against a bare-Fastify baseline running the same
 * queries, times the pages in Chromium, backs the data up and restores it with the command line, and writes
 * docs/performance.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DbType } from '../../apps/server/src/config.ts';
import {
  ensureServerBuilt,
  freePort,
  type ServerProcess,
  startServer,
} from '../../apps/server/test/reliability/support/server-process.ts';
import { backupFigures } from './backup/figures.ts';
import { assertSameGoodsStatements } from './baseline/goods.ts';
import { FLOOR_PATH } from './browser/floor.ts';
import { browserTimings } from './browser/timings.ts';
import { goodsName, priceOf } from './data/catalogue.ts';
import { barcodeText, HOT_BARCODES, HOT_STOCK, SCALES } from './data/generate.ts';
import { BENCH_ADMIN_PASSWORD, benchDatabase } from './data/prepare.ts';
import { checkLedgers } from './data/verify.ts';
import { load, sequential } from './http/load.ts';
import { type Figure, machine, writeReport } from './report.ts';

const quick = process.argv.includes('--quick');
const scaleName = quick ? 'quick' : 'full';
const scale = SCALES[scaleName];
const SECONDS = quick ? 3 : 10;
const log = (line: string) => process.stdout.write(`${line}\n`);

async function json<T>(res: Response): Promise<{ code: number; message: string; result: T }> {
  return (await res.json()) as { code: number; message: string; result: T };
}

async function signIn(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/sysAuth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'superadmin', password: BENCH_ADMIN_PASSWORD }),
  });
  const body = await json<{ accessToken: string }>(res);
  if (body.code !== 200) throw new Error(`sign-in failed: ${body.message}`);
  return { authorization: `Bearer ${body.result.accessToken}`, 'content-type': 'application/json' };
}

/** Fails loudly when a scenario's request is not a success, so a figure never measures error answers. */
async function expectOk(base: string, path: string, headers: Record<string, string>, body?: string) {
  const res = await fetch(`${base}${path}`, { method: body ? 'POST' : 'GET', headers, body });
  const answer = await json<unknown>(res);
  if (answer.code !== 200) throw new Error(`${path} answered ${answer.code}: ${answer.message}`);
}

const cpu = (micros: number | undefined) => (micros === undefined ? '' : `, ${micros} µs CPU/req`);

function startBaseline(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [resolve(import.meta.dirname, 'baseline.js')], {
    env: { ...process.env, PORT: String(port), DB_TYPE: env.DB_TYPE, DB_URL: env.DB_URL },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((done, fail) => {
    const started = Date.now();
    const poll = async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return done(child);
      } catch {
        // not yet listening
      }
      if (Date.now() - started > 20_000) return fail(new Error('baseline did not start'));
      setTimeout(poll, 50);
    };
    void poll();
  });
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** A till's order: three barcodes, one of them from the hot set every fifth order, paid exactly in cash. */
function saleMaker(barcodes: number): () => string {
  let seq = 0;
  const runId = Date.now().toString(36);
  return () => {
    seq++;
    const picked = new Set<number>();
    if (seq % 5 === 0) picked.add(seq % HOT_BARCODES);
    while (picked.size < 3) picked.add(HOT_BARCODES + Math.floor(Math.random() * (barcodes - HOT_BARCODES)));
    const fen = [...picked].reduce((sum, b) => sum + priceOf(Math.floor(b / scale.barcodesPerGoods)), 0);
    return JSON.stringify({
      clientKey: `bench-${runId}-${seq}`,
      lines: [...picked].map((b) => ({ barcode: barcodeText(b), qty: 1 })),
      payments: [{ method: 1, amount: (fen / 100).toFixed(2) }],
    });
  };
}

const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

async function measure(type: DbType, figures: Figure[]): Promise<void> {
  const db = await benchDatabase(type, scaleName, scale, log);
  if (db.generatedSeconds > 0) {
    figures.push({
      area: type,
      name: `data generated (${scaleName})`,
      value: `${db.generatedSeconds.toFixed(0)} s`,
    });
  }
  log(`${type}: starting the server`);
  let server: ServerProcess = await startServer(db.env, 120_000);
  // the first start after generating may migrate; cold start is timed on a second, already migrated start
  await server.stop();
  server = await startServer(db.env, 120_000);
  const coldStartMs = Math.round(server.readyMs);
  figures.push({
    area: type,
    name: 'cold start to ready (migrated database)',
    value: `${coldStartMs} ms`,
    target: '≤ 1,500 ms',
    met: coldStartMs <= 1500,
  });

  const headers = await signIn(server.base);
  // a two-character Chinese word (one search term) and a longer word (a prefix range over the suffix terms)
  const goodsBodies = [goodsName(0).split(' ')[1] as string, 'Shampoo 1'].map((keyword) => ({
    page: 1,
    pageSize: 20,
    keyword,
  }));
  await assertSameGoodsStatements(type, db.env.DB_URL as string, goodsBodies);
  const baselinePort = await freePort();
  const baseline = await startBaseline(db.env, baselinePort);
  const baseUrl = `http://127.0.0.1:${baselinePort}`;
  try {
    for (const path of ['/api/sysMenu/loginMenuTree', '/api/sysAuth/userInfo'])
      await expectOk(server.base, path, headers);
    await new Promise((r) => setTimeout(r, 3_000));
    const idle = rssMb(server.child.pid as number);
    figures.push({
      area: type,
      name: 'idle memory (RSS, after sign-in)',
      value: `${idle} MB`,
      target: '≤ 200 MB',
      met: idle <= 200,
    });

    const compare = async (
      name: string,
      target: { rps?: number; p99?: number },
      ours: Parameters<typeof load>[0],
      base: Parameters<typeof load>[0],
    ) => {
      log(`${type}: ${name}`);
      const b = await load(base);
      const o = await load(ours);
      const met =
        (target.rps === undefined || o.requestsPerSecond >= target.rps) &&
        (target.p99 === undefined || o.p99 <= target.p99);
      figures.push({
        area: type,
        name,
        value: `${o.requestsPerSecond} req/s, p99 ${o.p99} ms${cpu(o.cpuMicros)}${o.failures ? `, ${o.failures} failed` : ''}`,
        target: [
          target.rps ? `≥ ${target.rps.toLocaleString('en')} req/s` : '',
          target.p99 ? `p99 ≤ ${target.p99} ms` : '',
        ]
          .filter(Boolean)
          .join(', '),
        baseline: `${b.requestsPerSecond} req/s, p99 ${b.p99} ms${cpu(b.cpuMicros)}`,
        ratio: b.requestsPerSecond > 0 ? (o.requestsPerSecond / b.requestsPerSecond).toFixed(2) : undefined,
        ...(o.cpuMicros && b.cpuMicros ? { cpuRatio: (o.cpuMicros / b.cpuMicros).toFixed(2) } : {}),
        met: met && o.failures === 0,
      });
    };
    const ourPid = server.child.pid;
    const basePid = baseline.pid;
    const get = (url: string, pid: number | undefined) => ({ url, headers, seconds: SECONDS, pid });
    if (type === 'sqlite') {
      await compare(
        'GET /api/sysMenu/loginMenuTree (20 connections)',
        { rps: 5000 },
        get(`${server.base}/api/sysMenu/loginMenuTree`, ourPid),
        get(`${baseUrl}/menu`, basePid),
      );
      await compare(
        'GET /api/sysAuth/userInfo (20 connections)',
        { rps: 5000 },
        get(`${server.base}/api/sysAuth/userInfo`, ourPid),
        get(`${baseUrl}/userInfo`, basePid),
      );
    }
    for (const body of goodsBodies) {
      const { keyword } = body;
      const goodsBody = JSON.stringify(body);
      await expectOk(server.base, '/api/goods/page', headers, goodsBody);
      await compare(
        `goods page, keyword "${keyword}" over ${scale.goods.toLocaleString('en')} goods (20 connections)`,
        type === 'sqlite' ? { rps: 2000, p99: 30 } : {},
        {
          url: `${server.base}/api/goods/page`,
          method: 'POST',
          headers,
          body: goodsBody,
          seconds: SECONDS,
          pid: ourPid,
        },
        {
          url: `${baseUrl}/goods`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: goodsBody,
          seconds: SECONDS,
          pid: basePid,
        },
      );
    }

    const today = Date.now();
    const summaryBody = JSON.stringify({
      startDate: day(today - 89 * 86_400_000),
      endDate: day(today),
      groupBy: 'day',
    });
    await expectOk(server.base, '/api/statistics/saleSummary', headers, summaryBody);
    const summary = await sequential(5, async () => {
      await expectOk(server.base, '/api/statistics/saleSummary', headers, summaryBody);
    });
    figures.push({
      area: type,
      name: `sale summary, 90 days over ${scale.orderLines.toLocaleString('en')} order lines`,
      value: `${summary.median} ms (median of 5, max ${summary.max})`,
      target: '≤ 300 ms',
      met: summary.median <= 300,
    });

    log(`${type}: order create`);
    const makeSale = saleMaker(scale.goods * scale.barcodesPerGoods);
    await expectOk(server.base, '/api/saleOrder/add', headers, makeSale());
    const sales = await load({
      url: `${server.base}/api/saleOrder/add`,
      method: 'POST',
      headers,
      makeBody: makeSale,
      seconds: SECONDS,
      pid: ourPid,
    });
    const ledgers = await checkLedgers(type, db.env.DB_URL as string, HOT_BARCODES, HOT_STOCK);
    const target = type === 'sqlite' ? 500 : 300;
    figures.push({
      area: type,
      name: 'sales order create, 3 lines, stock per location (3 locations; 20 connections; before locations: ~510/s SQLite, ~480/s PostgreSQL)',
      value: `${sales.requestsPerSecond} orders/s, p99 ${sales.p99} ms${cpu(sales.cpuMicros)}; hot barcodes sold out: ${ledgers.hotSold}/${HOT_BARCODES * HOT_STOCK} units, negative stock rows: ${ledgers.negative}, ledger drift: ${ledgers.drift}`,
      target: `≥ ${target}/s, zero oversell`,
      met:
        sales.requestsPerSecond >= target &&
        ledgers.negative === 0 &&
        ledgers.drift === 0 &&
        sales.failures === 0,
    });

    if (type === 'sqlite') {
      log('browser timings');
      figures.push(...(await browserTimings(server.base, BENCH_ADMIN_PASSWORD, `${baseUrl}${FLOOR_PATH}`)));
    }
  } finally {
    baseline.kill('SIGTERM');
    await server.stop();
  }
  figures.push(...(await backupFigures(type, db.env, scaleName, log)));
}

async function main() {
  ensureServerBuilt(true);
  const figures: Figure[] = [];
  const kinds: DbType[] = ['sqlite'];
  if (process.env.BENCH_PG_URL ?? process.env.TEST_PG_URL) kinds.push('postgres');
  for (const type of kinds) await measure(type, figures);
  const file = writeReport({ machine: machine(), scale: scaleName, seconds: SECONDS, figures });
  log(`written ${file}`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
