import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/app.ts';
import { type DbType, loadConfig } from '../../src/config.ts';
import { createDatabase, type DatabaseHandle } from '../../src/platform/db/database.ts';
import { IdGenerator } from '../../src/platform/db/ids.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases.ts';
import { insertBarcode, insertVip } from '../support/retail-fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';
import { recordFigures } from './support/figures.ts';
import { bySize } from './support/size.ts';
import { ensureServerBuilt, type ServerProcess, startServer } from './support/server-process.ts';

const CYCLES = bySize({ small: 1, full: 3 });
const LOAD_MS = bySize({ small: 3_000, full: 6_000 });
const WORKERS = 8;
const BARCODES = 60;
const STOCK_EACH = 60;
const MEMBERS = 10;
/** yuan: retail 10.00, member 9.00 a unit (fixture prices), three units an order */
const CASH_ORDER = 30;
const MEMBER_ORDER = 27;
const TOP_UP = 270;

interface Sale {
  clientKey: string;
  vipId: number | null;
  body: string;
}

/** Who a sale is for and how it is paid: a quarter by members from their balance, the rest in cash. */
function makeSale(seq: number, codes: string[], members: number[]): Sale {
  const picked = new Set<string>();
  while (picked.size < 3) picked.add(codes[Math.floor(Math.random() * codes.length)] as string);
  const vipId = seq % 4 === 0 ? (members[seq % members.length] as number) : null;
  const clientKey = `crash-${process.pid}-${seq}-${Math.random().toString(36).slice(2, 8)}`;
  const body = JSON.stringify({
    clientKey,
    vipId,
    lines: [...picked].map((barcode) => ({ barcode, qty: 1 })),
    payments: [vipId ? { method: 4, amount: MEMBER_ORDER } : { method: 1, amount: CASH_ORDER }],
  });
  return { clientKey, vipId, body };
}

const kinds: DbType[] = bySize({ small: ['sqlite'] as DbType[], full: databaseKinds() });

describe.each(kinds)('kill -9 during sustained order load on %s', (kind) => {
  let dataDir: string;
  let database: TestDatabase;
  let env: Record<string, string>;
  let handle: DatabaseHandle;
  let server: ServerProcess | undefined;
  const codes: string[] = [];
  const members: number[] = [];

  beforeAll(async () => {
    ensureServerBuilt();
    dataDir = mkdtempSync(join(tmpdir(), 'retail-crash-'));
    database = await createTestDatabase(kind);
    env = {
      DATA_DIR: dataDir,
      DB_TYPE: kind,
      DB_URL: kind === 'sqlite' ? join(dataDir, 'retail.db') : database.url,
      SEED_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      CAPTCHA_ENABLED: 'false',
      WEB_DIST: join(dataDir, 'no-web-build'),
    };
    const config = loadConfig(env, 'test');
    handle = await prepareDatabase(config);
    const ctx = { config, db: handle.db, ids: new IdGenerator(config.workerId) } as TestApp['ctx'];
    for (let i = 0; i < BARCODES; i++) codes.push((await insertBarcode(ctx, { qty: STOCK_EACH })).barcode);
    for (let i = 0; i < MEMBERS; i++) members.push(await insertVip(ctx));
    await handle.close();
  });
  afterAll(async () => {
    await server?.stop();
    await handle?.close().catch(() => {});
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signIn(base: string): Promise<Record<string, string>> {
    const res = await fetch(`${base}/api/sysAuth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'superadmin', password: TEST_ADMIN_PASSWORD }),
    });
    const json = (await res.json()) as { code: number; result: { accessToken: string } };
    expect(json.code).toBe(200);
    return { authorization: `Bearer ${json.result.accessToken}`, 'content-type': 'application/json' };
  }

  async function post(base: string, headers: Record<string, string>, url: string, body: string) {
    const res = await fetch(`${base}${url}`, { method: 'POST', headers, body });
    return (await res.json()) as { code: number; message: string; result: { id: number } | null };
  }

  it('keeps every acknowledged order, the stock and the balances through repeated kill -9', async () => {
    const acknowledged = new Map<string, number>();
    const unanswered: Sale[] = [];
    const readyMs: number[] = [];
    let refused = 0;
    let seq = 0;

    server = await startServer(env);
    readyMs.push(server.readyMs);
    let headers = await signIn(server.base);
    for (const id of members) {
      const topUp = await post(
        server.base,
        headers,
        '/api/vip/topUp',
        JSON.stringify({ id, amount: TOP_UP, payMethod: 1 }),
      );
      expect(topUp.code).toBe(200);
    }

    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const live = server;
      let killed = false;
      const worker = async () => {
        while (!killed) {
          const sale = makeSale(++seq, codes, members);
          try {
            const answer = await post(live.base, headers, '/api/saleOrder/add', sale.body);
            if (answer.code === 200) acknowledged.set(sale.clientKey, (answer.result as { id: number }).id);
            else if (answer.code === 400) refused++;
            else throw new Error(`unexpected answer ${answer.code}: ${answer.message}`);
          } catch (error) {
            if (!killed) throw error;
            unanswered.push(sale); // in flight when the process died: committed or not, never half
          }
        }
      };
      const load = Promise.all(Array.from({ length: WORKERS }, worker));
      await new Promise((r) => setTimeout(r, LOAD_MS));
      killed = true;
      await live.kill();
      await load;

      server = await startServer(env);
      readyMs.push(server.readyMs);
      headers = await signIn(server.base);
    }

    // a till retries what it never heard back about: the same key gives the first order or one new order
    let retriedExisting = 0;
    for (const sale of unanswered) {
      const answer = await post(server.base, headers, '/api/saleOrder/add', sale.body);
      expect([200, 400]).toContain(answer.code);
      if (answer.code === 200) retriedExisting++;
    }

    handle = createDatabase(kind, env.DB_URL as string);
    const db = handle.db;
    const orders = await db.selectFrom('retailSaleOrder').select(['id', 'clientKey', 'totalQty']).execute();
    const byKey = new Map(orders.map((o) => [o.clientKey, o]));
    expect(byKey.size, 'one order per client key').toBe(orders.length);
    const lost = [...acknowledged].filter(([key, id]) => Number(byKey.get(key)?.id) !== id);
    expect(lost, 'every acknowledged order survived').toEqual([]);
    const lineCounts = await db
      .selectFrom('retailSaleOrderLine')
      .select(['orderId', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('orderId')
      .execute();
    expect(lineCounts.length).toBe(orders.length);
    expect(
      lineCounts.filter((l) => Number(l.n) !== 3),
      'no order kept only some lines',
    ).toEqual([]);
    const negative = await db.selectFrom('retailStock').select('barcodeId').where('qty', '<', 0).execute();
    expect(negative, 'zero oversell').toEqual([]);
    const stock = await db
      .selectFrom('retailStock')
      .select((eb) => eb.fn.sum<number>('qty').as('total'))
      .executeTakeFirstOrThrow();
    const sold = orders.reduce((sum, o) => sum + Number(o.totalQty), 0);
    expect(Number(stock.total) + sold, 'units in stock + units sold = units received').toBe(
      BARCODES * STOCK_EACH,
    );
    await expectRetailInvariants(db);

    recordFigures(`crash-${kind}`, {
      database: kind,
      cycles: CYCLES,
      loadSecondsPerCycle: LOAD_MS / 1000,
      workers: WORKERS,
      acknowledged: acknowledged.size,
      refused,
      unansweredAtKill: unanswered.length,
      unansweredFoundOrRedoneOnRetry: retriedExisting,
      ordersInDatabase: orders.length,
      ordersPerSecond: Math.round(acknowledged.size / ((CYCLES * LOAD_MS) / 1000)),
      restartReadyMs: readyMs.map((ms) => Math.round(ms)),
      lostAcknowledged: lost.length,
    });
  });
});
