import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, signInAs } from '../support/client.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT, insertRole, signInNewUser } from '../support/fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

type Row = Record<string, string | number | null>;

describe.each(databaseKinds())('logs on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let superadmin: Api;
  let other: Api;
  let otherTenant: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signInAs(t, 'admin');
    superadmin = await signInAs(t, 'superadmin');
    ({ tenantId: otherTenant, admin: other } = await signInNewTenantAdmin(t, 'Log Other Shop', 'logother'));
    // one operation in each tenant
    await admin.post('/api/sysPos/add', { name: 'Log clerk', code: 'logclerk' });
    await other.post('/api/sysPos/add', { name: 'Other clerk' });
    await apiAs(t, null).post('/api/sysAuth/login', { account: 'admin', password: 'wrong-password' });
    await t.audit.flush();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows a tenant only its own rows and the super admin every tenant', async () => {
    const own = await admin.ok.page<Row>('/api/sysLogVis/page', {});
    expect(own.total).toBeGreaterThan(0);
    expect(new Set(own.items.map((r) => r.tenantId))).toEqual(new Set([DEFAULT_TENANT]));
    const theirs = await other.ok.page<Row>('/api/sysLogVis/page', { tenantId: DEFAULT_TENANT });
    expect(new Set(theirs.items.map((r) => r.tenantId))).toEqual(new Set([otherTenant]));
    const all = await superadmin.ok.page<Row>('/api/sysLogVis/page', { pageSize: 100 });
    expect(new Set(all.items.map((r) => r.tenantId))).toEqual(new Set([DEFAULT_TENANT, otherTenant, null]));
    const one = await superadmin.ok.page<Row>('/api/sysLogVis/page', {
      tenantId: otherTenant,
      pageSize: 100,
    });
    expect(new Set(one.items.map((r) => r.tenantId))).toEqual(new Set([otherTenant]));
  });

  it('filters by account, status, URL and time, and sorts only by allowed fields', async () => {
    const ops = await admin.ok.page<Row>('/api/sysLogOp/page', {
      requestUrl: 'sysPos/add',
      account: 'ADMIN',
      status: 'success',
    });
    expect(ops.items.map((r) => r.requestUrl)).toEqual(['/api/sysPos/add']);
    expect(ops.items[0]).not.toHaveProperty('requestParam');
    expect((await admin.ok.page<Row>('/api/sysLogOp/page', { startTime: '2999-01-01' })).total).toBe(0);
    expect((await admin.ok.page<Row>('/api/sysLogOp/page', { endTime: '2000-01-01' })).total).toBe(0);
    expect(
      (
        await admin.ok.page<Row>('/api/sysLogOp/page', {
          startTime: '2000-01-01 00:00:00',
          requestUrl: 'sysPos',
        })
      ).total,
    ).toBe(1);
    const sorted = await superadmin.ok.page<Row>('/api/sysLogVis/page', {
      field: 'account',
      order: 'ascending',
    });
    expect(sorted.total).toBeGreaterThan(1);
    const bad = await admin.post('/api/sysLogOp/page', { field: 'requestParam; drop table sys_user' });
    expect(bad.json.code).toBe(400);
    const badTime = await admin.post('/api/sysLogOp/page', { startTime: 'yesterday' });
    expect(badTime.json.code).toBe(400);
    expect(badTime.json.message).toContain('startTime');
  });

  it('shows a row’s detail within the scope, difference rows with before and after', async () => {
    const diff = await admin.ok.page<Row>('/api/sysLogDiff/page', {
      tableName: 'sys_pos',
      diffType: 'insert',
    });
    expect(diff.total).toBe(1);
    const id = diff.items[0]?.id as number;
    const detail = await admin.get(`/api/sysLogDiff/detail?id=${id}`);
    expect(JSON.parse(String((detail.json.result as Row).afterData))).toMatchObject({ name: 'Log clerk' });
    expect((await other.get(`/api/sysLogDiff/detail?id=${id}`)).json.code).toBe(404);
    const op = (await admin.ok.page<Row>('/api/sysLogOp/page', { requestUrl: 'sysPos/add' })).items[0]?.id;
    const opDetail = await admin.get(`/api/sysLogOp/detail?Id=${op}`);
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
    const reader = (await signInNewUser(t, { account: 'logreader', roleIds: [roleId] })).api;
    expect((await reader.post('/api/sysLogVis/clear', {})).json.code).toBe(403);
    await t.audit.flush();
    const cleared = await admin.post('/api/sysLogVis/clear', { tenantId: otherTenant });
    expect(cleared.json.code).toBe(200);
    expect(cleared.json.result).toBeGreaterThan(0);
    const left = await t.ctx.db.selectFrom('sysLogVis').select(['tenantId']).execute();
    expect(left.filter((r) => r.tenantId === DEFAULT_TENANT)).toEqual([]);
    expect(left.some((r) => r.tenantId === otherTenant)).toBe(true);
  });
});
