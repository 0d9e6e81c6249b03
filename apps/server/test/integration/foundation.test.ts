import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../src/db/migrations/index.ts';
import { seedAll } from '../../src/db/seed/index.ts';
import { migrateToLatest } from '../../src/platform/db/migrate.ts';
import { type Api, apiAs, IN_ENGLISH } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { call, startTestApp, type TestApp } from '../support/test-app.ts';
import { asUser, headerAuthenticator } from '../support/test-authenticator.ts';

const ALL = asUser('sysConfig:page', 'sysConfig:add', 'sysConfig:update', 'sysConfig:delete');
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe.each(databaseKinds())('foundation on %s', (kind) => {
  let t: TestApp;
  let anonymous: Api;
  /** a caller holding every sysConfig permission, signed in by the test authenticator */
  let tester: Api;

  beforeAll(async () => {
    t = await startTestApp(
      kind,
      { authenticator: headerAuthenticator },
      { PAGE_SIZE_MAX: '50', CAPTCHA_ENABLED: 'true' },
    );
    anonymous = apiAs(t, null);
    tester = apiAs(t, null, ALL);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('migrations and seed', () => {
    it('brought an empty database to the newest schema and seeded the core rows', async () => {
      const applied = await sql<{ name: string }>`select name from sys_migration order by name`.execute(
        t.ctx.db,
      );
      expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations));
      const users = await t.ctx.db
        .selectFrom('sysUser')
        .select(['account', 'accountType'])
        .where('id', 'in', [1300000000101, 1300000000111])
        .orderBy('id')
        .execute();
      expect(users).toEqual([
        { account: 'superadmin', accountType: 999 },
        { account: 'admin', accountType: 888 },
      ]);
      const tenant = await t.ctx.db
        .selectFrom('sysTenant')
        .select(['id', 'status'])
        .executeTakeFirstOrThrow();
      expect(tenant).toEqual({ id: 1300000000001, status: 1 });
    });

    it('running migrations again applies nothing', async () => {
      expect(await migrateToLatest(t.ctx.db)).toEqual([]);
    });

    it('seeding again never overwrites what users edited, and restores what is missing', async () => {
      await t.ctx.db
        .updateTable('sysConfig')
        .set({ value: 'False' })
        .where('code', '=', 'sys_captcha')
        .execute();
      await t.ctx.db.deleteFrom('sysConfig').where('code', '=', 'sys_watermark').execute();
      await seedAll(t.ctx.db, { adminPassword: 'ignored-on-reseed', now: Date.now(), ids: t.ctx.ids });
      const rows = await t.ctx.db
        .selectFrom('sysConfig')
        .select(['code', 'value'])
        .where('code', 'in', ['sys_captcha', 'sys_watermark'])
        .orderBy('code')
        .execute();
      expect(rows).toEqual([
        { code: 'sys_captcha', value: 'False' },
        { code: 'sys_watermark', value: 'False' },
      ]);
      await t.ctx.db
        .updateTable('sysConfig')
        .set({ value: 'True' })
        .where('code', '=', 'sys_captcha')
        .execute();
      await t.ctx.cache.delByPrefix('sys_config:');
    });
  });

  describe('envelope and error mapping', () => {
    it('wraps results in {code, type, message, result, extras, time}', async () => {
      const res = await anonymous.get('/api/sysAuth/loginConfig');
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({
        code: 200,
        type: 'success',
        message: '',
        result: { captchaEnabled: true, secondVerEnabled: false },
        extras: null,
      });
      expect(res.json.time).toMatch(TIME);
      expect(res.headers['x-request-id']).toBeTruthy();
    });

    it('answers a malformed JSON body with a clear 400 envelope', async () => {
      const res = await call(t.app, 'POST', '/api/sysConfig/add', {
        rawBody: '{"name": ',
        headers: { ...ALL, 'content-type': 'application/json', 'accept-language': 'en' },
      });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ code: 400, type: 'error', result: null });
      expect(res.json.message).toMatch(/^The request body is not valid JSON/);
    });

    it('answers a wrong content type with a clear 400 envelope', async () => {
      const res = await call(t.app, 'POST', '/api/sysConfig/add', {
        rawBody: 'name=x',
        headers: { ...ALL, 'content-type': 'text/plain', 'accept-language': 'en' },
      });
      expect(res.json.code).toBe(400);
      expect(res.json.message).toBe('Unsupported content type text/plain; send application/json');
    });

    it('answers an oversized body with a clear 400 envelope', async () => {
      const res = await tester.with(IN_ENGLISH).post('/api/sysConfig/add', { name: 'x'.repeat(1_100_000) });
      expect(res.json.code).toBe(400);
      expect(res.json.message).toBe('The request body is too large; the limit is 1 MB');
    });

    it('refuses __proto__ keys', async () => {
      const res = await call(t.app, 'POST', '/api/sysConfig/add', {
        rawBody: '{"name":"a","code":"a","__proto__":{"x":1}}',
        headers: { ...ALL, 'content-type': 'application/json' },
      });
      expect(res.json.code).toBe(400);
    });

    it.each(['/api/health%', '/api/sysDictData/dataList/%E0%A4%A', '/%zz', '/assets/%E0'])(
      'answers the malformed URL %s with a 400 envelope',
      async (url) => {
        const res = await anonymous.with(IN_ENGLISH).get(url);
        expect(res.status).toBe(400);
        expect(res.headers['x-request-id']).toBe(
          res.json.extras && (res.json.extras as { requestId: string }).requestId,
        );
        expect(res.json).toMatchObject({ code: 400, type: 'error', extras: { reason: 'badUrl' } });
        expect(res.json.message).toContain('is not a valid url component');
      },
    );

    it('answers an unknown /api path with a 404 envelope', async () => {
      const res = await anonymous.with(IN_ENGLISH).get('/api/noSuch/thing');
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({
        code: 404,
        type: 'error',
        message: 'No such API: GET /api/noSuch/thing',
      });
    });

    it('names the field and the rule in validation messages, in the caller language', async () => {
      const en = await tester
        .with({ 'accept-language': 'en-US,en;q=0.9' })
        .post('/api/sysConfig/add', { name: 'n', code: '1bad', extra: true });
      expect(en.json.code).toBe(400);
      expect(en.json.message).toContain('code: letters, digits');
      expect(en.json.message).toContain('Unrecognized key: "extra"');
      const zh = await tester
        .with({ 'accept-language': 'zh-CN' })
        .post('/api/sysConfig/add', { code: 'ok_code' });
      expect(zh.json.message).toMatch(/^name: 无效输入/);
    });

    it('answers 401 without a session and 403 without the permission', async () => {
      const signedOut = await anonymous.post('/api/sysConfig/page', {});
      expect(signedOut.status).toBe(401);
      expect(signedOut.json.code).toBe(401);
      const denied = await apiAs(t, null, asUser('sysConfig:add')).post('/api/sysConfig/page', {});
      expect(denied.status).toBe(200);
      expect(denied.json.code).toBe(403);
    });
  });

  describe('create, read, update and soft delete of a seeded table (sys_config)', () => {
    it('round-trips a row and keeps deleted rows out of reads', async () => {
      const added = await tester.post('/api/sysConfig/add', {
        name: 'Receipt footer',
        code: 'shop_receipt_footer',
        value: 'Thank you',
        groupCode: 'Shop',
      });
      expect(added.json.code).toBe(200);
      const id = added.json.result as number;
      expect(Number.isSafeInteger(id)).toBe(true);

      const detail = await tester.get(`/api/sysConfig/detail?id=${id}`);
      expect(detail.json.result).toMatchObject({
        id,
        code: 'shop_receipt_footer',
        value: 'Thank you',
        sysFlag: 2,
        createUserName: 'Tester tester',
        updateTime: null,
      });
      expect((detail.json.result as { createTime: string }).createTime).toMatch(TIME);

      const dup = await tester
        .with(IN_ENGLISH)
        .post('/api/sysConfig/add', { name: 'Again', code: 'shop_receipt_footer' });
      expect(dup.json).toMatchObject({ code: 409, message: "code 'shop_receipt_footer' already exists" });

      const updated = await tester.post('/api/sysConfig/update', {
        id,
        name: 'Receipt footer',
        code: 'shop_receipt_footer',
        value: '谢谢惠顾 🙏',
        groupCode: 'Shop',
      });
      expect(updated.json.code).toBe(200);
      const after = await tester.get(`/api/sysConfig/detail?id=${id}`);
      expect(after.json.result).toMatchObject({ value: '谢谢惠顾 🙏', updateUserName: 'Tester tester' });

      const deleted = await tester.post('/api/sysConfig/delete', { id });
      expect(deleted.json.code).toBe(200);
      const gone = await tester.get(`/api/sysConfig/detail?id=${id}`);
      expect(gone.json.code).toBe(404);
      const row = await t.ctx.db
        .selectFrom('sysConfig')
        .select('isDelete')
        .where('id', '=', id)
        .executeTakeFirst();
      expect(row?.isDelete).toBe(1);

      const again = await tester.post('/api/sysConfig/add', {
        name: 'Receipt footer',
        code: 'shop_receipt_footer',
      });
      expect(again.json.code).toBe(200);
    });

    it('refuses to delete a built-in row and changes nothing', async () => {
      const builtIn = await t.ctx.db
        .selectFrom('sysConfig')
        .select('id')
        .where('code', '=', 'sys_oplog')
        .executeTakeFirstOrThrow();
      const res = await tester.post('/api/sysConfig/delete', { id: builtIn.id });
      expect(res.json.code).toBe(400);
      const row = await t.ctx.db
        .selectFrom('sysConfig')
        .select('isDelete')
        .where('id', '=', builtIn.id)
        .executeTakeFirstOrThrow();
      expect(row.isDelete).toBe(0);
    });

    it('makes a config change visible to the next read (cache invalidated)', async () => {
      const captcha = await t.ctx.db
        .selectFrom('sysConfig')
        .selectAll()
        .where('code', '=', 'sys_second_ver')
        .executeTakeFirstOrThrow();
      const before = await anonymous.get('/api/sysAuth/loginConfig');
      expect(before.json.result).toMatchObject({ secondVerEnabled: false });
      await tester.post('/api/sysConfig/update', {
        id: captcha.id,
        name: captcha.name,
        code: captcha.code,
        value: 'True',
      });
      const after = await anonymous.get('/api/sysAuth/loginConfig');
      expect(after.json.result).toMatchObject({ secondVerEnabled: true });
    });
  });

  describe('paging', () => {
    beforeAll(async () => {
      for (let i = 0; i < 23; i++) {
        const n = String(i).padStart(2, '0');
        const res = await tester.post('/api/sysConfig/add', {
          name: `Paging ${n}`,
          code: `paging_${n}`,
          groupCode: 'Paging',
          orderNo: 100 - i,
        });
        expect(res.json.code).toBe(200);
      }
    });

    it('returns the requested page in an allowlisted order with totals', async () => {
      const res = await tester.post('/api/sysConfig/page', {
        page: 2,
        pageSize: 10,
        field: 'code',
        order: 'descending',
        groupCode: 'Paging',
      });
      const page = res.json.result as { items: { code: string }[] } & Record<string, unknown>;
      expect(page).toMatchObject({
        page: 2,
        pageSize: 10,
        total: 23,
        totalPages: 3,
        hasPrevPage: true,
        hasNextPage: true,
      });
      expect(page.items.map((i) => i.code)).toEqual(
        [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `paging_${String(n).padStart(2, '0')}`),
      );
    });

    it('sorts ascending when asked and filters by a case-insensitive keyword', async () => {
      const res = await tester.post('/api/sysConfig/page', {
        page: 1,
        pageSize: 5,
        field: 'orderNo',
        order: 'ascending',
        name: 'PAGING 1',
      });
      const page = res.json.result as { total: number; items: { code: string; orderNo: number }[] };
      expect(page.total).toBe(10);
      expect(page.items.map((i) => i.orderNo)).toEqual([81, 82, 83, 84, 85]);
    });

    it('treats LIKE wildcards in a keyword literally', async () => {
      const res = await tester.post('/api/sysConfig/page', { code: 'paging%' });
      expect((res.json.result as { total: number }).total).toBe(0);
    });

    it('caps the page size at the configured maximum', async () => {
      const res = await tester.post('/api/sysConfig/page', { pageSize: 5000 });
      expect((res.json.result as { pageSize: number }).pageSize).toBe(50);
    });

    it('rejects a sort field outside the allowlist, naming it', async () => {
      for (const field of ['value', 'code; drop table sys_config', 'constructor']) {
        const res = await tester.with(IN_ENGLISH).post('/api/sysConfig/page', { field, order: 'ascending' });
        expect(res.json.code).toBe(400);
        expect(res.json.message).toContain(`cannot sort by '${field}'`);
      }
      const still = await t.ctx.db
        .selectFrom('sysConfig')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirst();
      expect(Number(still?.n)).toBeGreaterThan(23);
    });
  });
});
