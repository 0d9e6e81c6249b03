import { type PageResult, PayMethod } from '@retail/contracts';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LogTable } from '../../src/modules/system/log/kinds.ts';
import type { JobType } from '../../src/platform/jobs/job-type.ts';
import { type Api, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT } from '../support/fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { addVip, insertBarcode } from '../support/retail-fixtures.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see `logs`
type AnyDb = Kysely<any>;

const DAY = 86_400_000;
/** A fixed fire time: every row the retention tests write is placed relative to it. */
const FIRE = Date.UTC(2025, 0, 15, 3, 0, 0);
const MARK = 'jobtest';

interface Received {
  noticeId: number;
  sysNotice: { title: string; content: string; publicUserName: string | null };
}

describe.each(databaseKinds())('built-in jobs on %s', (kind) => {
  let t: TestApp;
  let superadmin: Api;
  let admin: Api;
  let cashier: Api;

  /** The four log tables through one helper (their columns differ; the tests touch only the shared ones). */
  const logs = () => t.ctx.db as unknown as AnyDb;

  const typeOf = (type: string): JobType => {
    const found = t.jobTypes.find((j) => j.type === type);
    if (!found) throw new Error(`job type ${type} is not registered`);
    return found;
  };
  /** Runs a job type the way the scheduler does: parameters through its schema, a signal, run 0. */
  const run = (type: string, params: object, fireTime: number, signal = new AbortController().signal) => {
    const job = typeOf(type);
    return job.run(job.params.parse(params), { signal, runId: 0, fireTime, log: t.app.log });
  };

  async function setConfig(code: string, value: string) {
    const page = await superadmin.ok.page<{ id: number; code: string; name: string }>('/api/sysConfig/page', {
      code,
    });
    const row = page.items.find((c) => c.code === code);
    expect(row, code).toBeDefined();
    await superadmin.ok.post('/api/sysConfig/update', { id: row?.id, name: row?.name, code, value });
  }

  /** One row of a log at a time, marked so the tests count only their own rows. */
  function logRow(table: LogTable, createTime: number, tenantId: number | null = DEFAULT_TENANT) {
    const id = t.ctx.ids.next();
    if (table === 'sysLogDiff') {
      return { id, tenantId, account: MARK, tableName: 'x', rowId: 1, diffType: 'update', createTime };
    }
    const common = { id, tenantId, account: MARK, status: 'success', createTime };
    if (table === 'sysLogVis') return { ...common, action: 'login' };
    if (table === 'sysLogOp') return { ...common, httpMethod: 'POST', requestUrl: '/api/x' };
    return common;
  }

  async function insertLogRows(table: LogTable, times: number[], tenantId?: number | null) {
    const rows = times.map((time) => logRow(table, time, tenantId));
    for (let i = 0; i < rows.length; i += 500) {
      await logs()
        .insertInto(table)
        .values(rows.slice(i, i + 500))
        .execute();
    }
  }

  async function markedTimes(table: LogTable): Promise<number[]> {
    const rows = await logs()
      .selectFrom(table)
      .select('createTime')
      .where('account', '=', MARK)
      .orderBy('createTime')
      .execute();
    return rows.map((r) => Number(r.createTime));
  }

  async function othersCount(table: LogTable): Promise<number> {
    const row = await logs()
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .where((eb) => eb.or([eb('account', 'is', null), eb('account', '<>', MARK)]))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    superadmin = await signInAs(t, 'superadmin');
    admin = await signInAs(t, 'admin');
    cashier = await signInAs(t, 'cashier');
  });
  afterEach(async () => {
    await expectRetailInvariants(t.ctx.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('registers the built-ins with texts in three languages and a default trigger with seconds', () => {
    for (const type of ['sys.logRetention', 'sys.sessionPurge', 'retail.ledgerCheck']) {
      const job = typeOf(type);
      for (const texts of [job.title, job.description, job.defaultTrigger?.description]) {
        expect(Object.keys(texts ?? {}).sort()).toEqual(['en', 'zh-cn', 'zh-tw']);
      }
      expect((job.defaultTrigger?.cron ?? '').split(' ')).toHaveLength(6);
    }
    const retention = typeOf('sys.logRetention').params;
    expect(retention.safeParse({ visitDays: 0 }).success).toBe(false);
    expect(retention.safeParse({ vistDays: 5 }).success).toBe(false);
    expect(typeOf('sys.sessionPurge').params.parse({})).toEqual({ days: 7 });
  });

  it('log retention deletes each log older than its configured days and nothing newer, across tenants', async () => {
    const configured: Array<[LogTable, string, number, string]> = [
      ['sysLogVis', 'sys_log_retention_vis', 10, 'visit'],
      ['sysLogOp', 'sys_log_retention_op', 20, 'operation'],
      ['sysLogEx', 'sys_log_retention_ex', 30, 'exception'],
      ['sysLogDiff', 'sys_log_retention_diff', 40, 'difference'],
    ];
    for (const [table, code, days] of configured) {
      await setConfig(code, String(days));
      const cutoff = FIRE - days * DAY;
      // far too old, just too old, exactly as old as kept (stays), just inside, and a platform row (no tenant)
      await insertLogRows(table, [cutoff - 100 * DAY, cutoff - 1, cutoff, cutoff + 1]);
      await insertLogRows(table, [cutoff - 1], null);
    }
    // more than one batch of old visit rows
    await insertLogRows(
      'sysLogVis',
      Array.from({ length: 2100 }, (_, i) => FIRE - 11 * DAY - i * 1000),
    );

    await t.audit.flush();
    const others = new Map<LogTable, number>();
    for (const [table] of configured) others.set(table, await othersCount(table));

    const result = await run('sys.logRetention', {}, FIRE);

    expect(result).toBe(
      'deleted log rows: 2103 visit (older than 10 days), 3 operation (older than 20 days), ' +
        '3 exception (older than 30 days), 3 difference (older than 40 days)',
    );
    for (const [table, , days] of configured) {
      const cutoff = FIRE - days * DAY;
      expect(await markedTimes(table), table).toEqual([cutoff, cutoff + 1]);
    }
    // the rows the app itself wrote (sign-ins, the config changes) are newer and all stay
    for (const [table] of configured) expect(await othersCount(table), table).toBe(others.get(table));
  });

  it('log retention: the parameters override the configured days; an aborted run deletes nothing', async () => {
    await t.ctx.db.deleteFrom('sysLogOp').where('account', '=', MARK).execute();
    await insertLogRows('sysLogOp', [FIRE - 6 * DAY, FIRE - 4 * DAY]);
    const aborted = new AbortController();
    aborted.abort();

    await expect(run('sys.logRetention', { operationDays: 5 }, FIRE, aborted.signal)).rejects.toThrow();
    expect(await markedTimes('sysLogOp')).toEqual([FIRE - 6 * DAY, FIRE - 4 * DAY]);

    const result = await run('sys.logRetention', { operationDays: 5 }, FIRE);
    expect(result).toContain('1 operation (older than 5 days)');
    expect(await markedTimes('sysLogOp')).toEqual([FIRE - 4 * DAY]);
  });

  it('session purge deletes sessions expired or revoked more than N days ago and keeps every live one', async () => {
    const now = Date.now();
    const userId = 1300000000111;
    const session = (
      name: string,
      fields: { expireTime: number; revokedTime?: number; createTime?: number },
    ) => ({
      id: t.ctx.ids.next(),
      tenantId: DEFAULT_TENANT,
      userId,
      refreshJti: `${MARK}-${name}`,
      loginMode: 'password',
      createTime: fields.createTime ?? now - 40 * DAY,
      expireTime: fields.expireTime,
      revokedTime: fields.revokedTime ?? null,
    });
    await t.ctx.db
      .insertInto('sysSession')
      .values([
        session('live', { expireTime: now + DAY }),
        session('live-old', { expireTime: now + DAY, createTime: now - 300 * DAY }),
        session('expired-long-ago', { expireTime: now - 8 * DAY }),
        session('expired-lately', { expireTime: now - 6 * DAY }),
        session('revoked-long-ago', { expireTime: now + DAY, revokedTime: now - 8 * DAY }),
        session('revoked-lately', { expireTime: now + DAY, revokedTime: now - 6 * DAY }),
      ])
      .execute();
    const left = async () =>
      (
        await t.ctx.db
          .selectFrom('sysSession')
          .select('refreshJti')
          .where('refreshJti', 'like', `${MARK}-%`)
          .orderBy('refreshJti')
          .execute()
      ).map((r) => r.refreshJti.slice(MARK.length + 1));

    expect(await run('sys.sessionPurge', {}, now)).toBe(
      'deleted 2 sessions that expired or were revoked more than 7 days ago',
    );
    expect(await left()).toEqual(['expired-lately', 'live', 'live-old', 'revoked-lately']);

    // a fire time in the future still never reaches a session that works
    expect(await run('sys.sessionPurge', { days: 1 }, now + 365 * DAY)).toBe(
      'deleted 2 sessions that expired or were revoked more than 1 days ago',
    );
    expect(await left()).toEqual(['live', 'live-old']);
    expect((await admin.get('/api/sysNotice/unReadList')).json.code).toBe(200);
  });

  it('ledger check: none on a clean tenant; a corrupted counter is reported and noticed to that tenant only', async () => {
    const other = await signInNewTenantAdmin(t, 'Ledger check tenant', `ledger${kind}`);
    const a = await insertBarcode(t.ctx, { qty: 10, retail: 1000 });
    const b = await insertBarcode(t.ctx, { qty: 10, retail: 1000, member: 800 });
    const vipId = await addVip(admin);
    await admin.ok.post('/api/vip/topUp', { id: vipId, amount: 50, payMethod: PayMethod.Cash });
    let key = 0;
    const sell = (body: object) =>
      cashier.ok.post('/api/saleOrder/add', { clientKey: `ledger-${kind}-${Date.now()}-${++key}`, ...body });
    await sell({
      lines: [{ barcode: a.barcode, qty: 2 }],
      payments: [{ method: PayMethod.Cash, amount: 20 }],
    });
    await sell({
      vipId,
      lines: [{ barcode: b.barcode, qty: 1 }],
      payments: [{ method: PayMethod.Balance, amount: 8 }],
    });
    const received = async (who: Api) =>
      (await who.ok.get<PageResult<Received>>('/api/sysNotice/pageReceived?page=1&pageSize=50')).items;
    const noticesBefore = (await received(admin)).length;

    expect(await run('retail.ledgerCheck', {}, Date.now())).toBe(
      'no mismatch: every stock counter equals the sum of its stock log and every member balance the sum of its ledger',
    );
    expect(await received(admin)).toHaveLength(noticesBefore);

    await t.ctx.db
      .updateTable('retailStock')
      .set((eb) => ({ qty: eb('qty', '+', 3) }))
      .where('barcodeId', '=', a.barcodeId)
      .execute();
    try {
      const result = await run('retail.ledgerCheck', {}, Date.now());
      expect(result).toBe(
        `1 stock counters and 0 member balances differ from their ledgers (tenant ${DEFAULT_TENANT}: 1 barcodes, 0 members); ` +
          "each tenant's administrators were sent a notice; nothing was corrected",
      );
      const notices = await received(admin);
      expect(notices).toHaveLength(noticesBefore + 1);
      const found = notices.find((n) => n.sysNotice.title === '台账核对：库存或会员余额与流水不符');
      const notice = found?.sysNotice;
      expect(notice?.publicUserName).toBe('台账核对');
      expect(notice?.content).toContain(`条码 ${a.barcode}：库存 11，流水合计 8`);
      expect(notice?.content).toContain('发现 1 个条码');
      expect(notice?.content).not.toContain(b.barcode);
      // administrators only, and only the tenant that differs
      expect((await received(cashier)).map((n) => n.noticeId)).not.toContain(found?.noticeId);
      expect(await received(other.admin)).toEqual([]);
    } finally {
      await t.ctx.db
        .updateTable('retailStock')
        .set((eb) => ({ qty: eb('qty', '-', 3) }))
        .where('barcodeId', '=', a.barcodeId)
        .execute();
    }
  });
});
