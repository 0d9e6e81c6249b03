import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signIn } from '../support/auth.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT, FIXTURE_PASSWORD, insertRole, insertUser } from '../support/fixtures.ts';
import { call, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';

type Row = Record<string, string | number | null>;
interface Page {
  total: number;
  items: Row[];
}

describe.each(databaseKinds())('logs on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let superadmin: SignedIn;
  let other: SignedIn;
  let otherTenant: number;

  const page = async (area: string, body: object, session = admin) => {
    const res = await call(t.app, 'POST', `/api/${area}/page`, { body, headers: session.headers });
    expect(res.json.code, res.json.message).toBe(200);
    return res.json.result as Page;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD);
    superadmin = await signIn(t.app, 'superadmin', TEST_ADMIN_PASSWORD);
    ({ tenantId: otherTenant, admin: other } = await signInNewTenantAdmin(
      t.app,
      'Log Other Shop',
      'logother',
    ));
    // one operation in each tenant
    await call(t.app, 'POST', '/api/sysPos/add', {
      body: { name: 'Log clerk', code: 'logclerk' },
      headers: admin.headers,
    });
    await call(t.app, 'POST', '/api/sysPos/add', { body: { name: 'Other clerk' }, headers: other.headers });
    await call(t.app, 'POST', '/api/sysAuth/login', {
      body: { account: 'admin', password: 'wrong-password' },
    });
    await t.audit.flush();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows a tenant only its own rows and the super admin every tenant', async () => {
    const own = await page('sysLogVis', {});
    expect(own.total).toBeGreaterThan(0);
    expect(new Set(own.items.map((r) => r.tenantId))).toEqual(new Set([DEFAULT_TENANT]));
    const theirs = await page('sysLogVis', { tenantId: DEFAULT_TENANT }, other);
    expect(new Set(theirs.items.map((r) => r.tenantId))).toEqual(new Set([otherTenant]));
    const all = await page('sysLogVis', { pageSize: 100 }, superadmin);
    expect(new Set(all.items.map((r) => r.tenantId))).toEqual(new Set([DEFAULT_TENANT, otherTenant, null]));
    const one = await page('sysLogVis', { tenantId: otherTenant, pageSize: 100 }, superadmin);
    expect(new Set(one.items.map((r) => r.tenantId))).toEqual(new Set([otherTenant]));
  });

  it('filters by account, status, URL and time, and sorts only by allowed fields', async () => {
    const ops = await page('sysLogOp', { requestUrl: 'sysPos/add', account: 'ADMIN', status: 'success' });
    expect(ops.items.map((r) => r.requestUrl)).toEqual(['/api/sysPos/add']);
    expect(ops.items[0]).not.toHaveProperty('requestParam');
    expect((await page('sysLogOp', { startTime: '2999-01-01' })).total).toBe(0);
    expect((await page('sysLogOp', { endTime: '2000-01-01' })).total).toBe(0);
    expect((await page('sysLogOp', { startTime: '2000-01-01 00:00:00', requestUrl: 'sysPos' })).total).toBe(
      1,
    );
    const sorted = await page('sysLogVis', { field: 'account', order: 'ascending' }, superadmin);
    expect(sorted.total).toBeGreaterThan(1);
    const bad = await call(t.app, 'POST', '/api/sysLogOp/page', {
      body: { field: 'requestParam; drop table sys_user' },
      headers: admin.headers,
    });
    expect(bad.json.code).toBe(400);
    const badTime = await call(t.app, 'POST', '/api/sysLogOp/page', {
      body: { startTime: 'yesterday' },
      headers: admin.headers,
    });
    expect(badTime.json.code).toBe(400);
    expect(badTime.json.message).toContain('startTime');
  });

  it('shows a row’s detail within the scope, difference rows with before and after', async () => {
    const diff = await page('sysLogDiff', { tableName: 'sys_pos', diffType: 'insert' });
    expect(diff.total).toBe(1);
    const id = diff.items[0]?.id as number;
    const detail = await call(t.app, 'GET', `/api/sysLogDiff/detail?id=${id}`, { headers: admin.headers });
    expect(JSON.parse(String((detail.json.result as Row).afterData))).toMatchObject({ name: 'Log clerk' });
    expect(
      (await call(t.app, 'GET', `/api/sysLogDiff/detail?id=${id}`, { headers: other.headers })).json.code,
    ).toBe(404);
    const op = (await page('sysLogOp', { requestUrl: 'sysPos/add' })).items[0]?.id;
    const opDetail = await call(t.app, 'GET', `/api/sysLogOp/detail?Id=${op}`, { headers: admin.headers });
    expect(String((opDetail.json.result as Row).requestParam)).toContain('logclerk');
  });

  it('exports the filtered rows to Excel with translated headers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sysLogOp/export',
      headers: { ...admin.headers, 'accept-language': 'en' },
      payload: { requestUrl: 'sysPos' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="\d{12}Operation log\.xlsx"/,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Time');
    expect(sheet?.getRow(1).getCell(2).value).toBe('Account');
    expect(sheet?.rowCount).toBe(2);
    expect(sheet?.getRow(2).getCell(5).value).toBe('/api/sysPos/add');
    const zh = await t.app.inject({
      method: 'POST',
      url: '/api/sysLogOp/export',
      headers: admin.headers,
      payload: {},
    });
    const zhBook = new ExcelJS.Workbook();
    await zhBook.xlsx.load(zh.rawPayload as unknown as ArrayBuffer);
    expect(zhBook.worksheets[0]?.getRow(1).getCell(1).value).toBe('时间');
  });

  it('clears only with the clear permission, and only the caller’s tenant', async () => {
    const roleId = await insertRole(t, { code: 'log_reader', permissions: ['sysLogVis:page'] });
    await insertUser(t, { account: 'logreader', roleIds: [roleId] });
    const reader = await signIn(t.app, 'logreader', FIXTURE_PASSWORD);
    expect(
      (await call(t.app, 'POST', '/api/sysLogVis/clear', { body: {}, headers: reader.headers })).json.code,
    ).toBe(403);
    await t.audit.flush();
    const cleared = await call(t.app, 'POST', '/api/sysLogVis/clear', {
      body: { tenantId: otherTenant },
      headers: admin.headers,
    });
    expect(cleared.json.code).toBe(200);
    expect(cleared.json.result).toBeGreaterThan(0);
    const left = await t.ctx.db.selectFrom('sysLogVis').select(['tenantId']).execute();
    expect(left.filter((r) => r.tenantId === DEFAULT_TENANT)).toEqual([]);
    expect(left.some((r) => r.tenantId === otherTenant)).toBe(true);
  });
});
