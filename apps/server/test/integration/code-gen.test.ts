import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CODEGEN_MENU_ID_MIN,
  type CodeGenColumnInfo,
  type CodeGenConfigBody,
  type CodeGenOutput,
  type CodeGenPreviewFile,
  type CodeGenTableOutput,
} from '@retail/contracts/api/system/code-gen';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { treeDigest } from '../support/tree-digest.ts';
import { unzip } from '../support/unzip.ts';

const ROOT = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));
const FIXTURE = JSON.parse(
  readFileSync(new URL('../fixtures/codegen/retail-promotion.json', import.meta.url), 'utf8'),
) as CodeGenConfigBody;
const MODULE = 'apps/server/src/modules/retail/retail-promotion';
const SCREEN = 'apps/web/src/views/retail/retail-promotion/index.tsx';

/** The fixture with other names, so several configs can be kept at once. */
function variant(table: string, resource: string, idBase: number): CodeGenConfigBody {
  const columns = FIXTURE.columns.map((c) =>
    c.tree ? { ...c, tree: { ...c.tree, table } } : c,
  ) as CodeGenConfigBody['columns'];
  const label = { 'zh-cn': resource, en: resource, 'zh-tw': resource };
  return { ...FIXTURE, table, resource, label, menu: { ...FIXTURE.menu, idBase }, columns };
}

describe.each(databaseKinds())('code generation on %s', (kind) => {
  let t: TestApp;
  let root: Api;
  let admin: Api;
  let before: { tree: Map<string, string>; schema: string };

  /** Every table of the database with its columns and types. */
  const schemaOf = async () => {
    const tables = await t.ctx.db.withoutPlugins().introspection.getTables();
    return JSON.stringify(
      tables
        .map((table) => ({
          name: `${table.schema ?? ''}.${table.name}`,
          columns: table.columns.map((c) => `${c.name} ${c.dataType} ${c.isNullable}`).sort(),
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
  };
  const snapshot = async () => ({
    tree: await treeDigest(ROOT, ['apps', 'packages', 'e2e']),
    schema: await schemaOf(),
  });

  const download = async (id: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sysCodeGen/download',
      headers: { ...root.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ id }),
    });
    return res;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { JOB_ENABLED: 'false' });
    root = await signInAs(t, 'superadmin', { headers: IN_ENGLISH });
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
  });
  afterAll(async () => {
    await t?.close();
  });

  // every route call of every test below: no file of the repository changes, and neither does the schema
  beforeEach(async () => {
    before = await snapshot();
  });
  afterEach(async () => {
    const after = await snapshot();
    expect(after.schema).toBe(before.schema);
    const changed = [...new Set([...before.tree.keys(), ...after.tree.keys()])].filter(
      (path) => before.tree.get(path) !== after.tree.get(path),
    );
    expect(changed).toEqual([]);
  });

  it('keeps configs: add, detail, page, update, delete; the next menu id skips the taken ones', async () => {
    expect(await root.ok.get<number>('/api/sysCodeGen/nextMenuIdBase')).toBe(CODEGEN_MENU_ID_MIN);
    const id = await root.ok.post<number>('/api/sysCodeGen/add', { config: FIXTURE, remark: 'fixture' });
    expect(await root.ok.get<number>('/api/sysCodeGen/nextMenuIdBase')).toBe(CODEGEN_MENU_ID_MIN + 100);

    const detail = await root.ok.get<CodeGenOutput>(`/api/sysCodeGen/detail?id=${id}`);
    expect(detail).toMatchObject({
      tableName: 'retail_promotion',
      resource: 'retailPromotion',
      entity: 'Promotion',
      area: 'retail',
      label: FIXTURE.label,
      menuParentId: FIXTURE.menu.parentId,
      menuParentTitle: 'menu.goods',
      menuIdBase: CODEGEN_MENU_ID_MIN,
      remark: 'fixture',
    });
    expect(detail.config.columns.map((c) => c.column)).toEqual(FIXTURE.columns.map((c) => c.column));

    const second = await root.ok.post<number>('/api/sysCodeGen/add', {
      config: variant('retail_coupon_x', 'retailCouponX', CODEGEN_MENU_ID_MIN + 100),
    });
    const all = await root.ok.page<CodeGenOutput>('/api/sysCodeGen/page', {
      field: 'tableName',
      order: 'ascend',
    });
    expect(all.items.map((r) => r.tableName)).toEqual(['retail_coupon_x', 'retail_promotion']);
    const found = await root.ok.page<CodeGenOutput>('/api/sysCodeGen/page', { keyword: '促销' });
    expect(found.items.map((r) => r.id)).toEqual([id]);
    const paged = await root.ok.page<CodeGenOutput>('/api/sysCodeGen/page', { page: 2, pageSize: 1 });
    expect(paged).toMatchObject({ total: 2, totalPages: 2, hasPrevPage: true, hasNextPage: false });

    const label = { ...FIXTURE.label, en: 'Promotion campaigns' };
    await root.ok.post('/api/sysCodeGen/update', { id, config: { ...FIXTURE, label }, remark: '' });
    const updated = await root.ok.get<CodeGenOutput>(`/api/sysCodeGen/detail?id=${id}`);
    expect(updated.label.en).toBe('Promotion campaigns');
    expect(updated.remark).toBeNull();

    await root.ok.post('/api/sysCodeGen/delete', { ids: [id, second] });
    expect((await root.ok.page('/api/sysCodeGen/page')).total).toBe(0);
    expect((await root.get(`/api/sysCodeGen/detail?id=${id}`)).json.code).toBe(404);
    // a deleted config's menu ids stay reserved for its table: its module may use them
    expect(await root.ok.get<number>('/api/sysCodeGen/nextMenuIdBase')).toBe(CODEGEN_MENU_ID_MIN + 200);
    expect(await root.ok.get<number>('/api/sysCodeGen/nextMenuIdBase?tableName=retail_promotion')).toBe(
      CODEGEN_MENU_ID_MIN,
    );
  });

  it('refuses a second config of a table, resource or menu id, naming the field', async () => {
    const base = CODEGEN_MENU_ID_MIN + 1000;
    const id = await root.ok.post<number>('/api/sysCodeGen/add', {
      config: variant('retail_dup', 'retailDup', base),
    });
    const refusal = async (config: CodeGenConfigBody) => {
      const res = await root.post('/api/sysCodeGen/add', { config });
      expect(res.json.code).toBe(409);
      return res.json.message;
    };
    expect(await refusal(variant('retail_dup', 'retailOther', base + 100))).toMatch(/^config\.table: /);
    expect(await refusal(variant('retail_other', 'retailDup', base + 100))).toMatch(/^config\.resource: /);
    expect(await refusal(variant('retail_other', 'retailOther', base))).toMatch(/^config\.menu\.idBase: /);
    // an update may keep its own values
    await root.ok.post('/api/sysCodeGen/update', { id, config: variant('retail_dup', 'retailDup', base) });
    // once deleted, its table may be configured again, with its menu ids; no other table takes them
    await root.ok.post('/api/sysCodeGen/delete', { ids: [id] });
    expect(await refusal(variant('retail_other', 'retailOther', base))).toMatch(/^config\.menu\.idBase: /);
    const again = await root.ok.post<number>('/api/sysCodeGen/add', {
      config: variant('retail_dup', 'retailDup', base),
    });
    await root.ok.post('/api/sysCodeGen/delete', { ids: [again] });
  });

  it('refuses names that could become paths or SQL, and a missing menu parent, naming the field', async () => {
    const refused = async (config: unknown) => {
      const res = await root.post('/api/sysCodeGen/add', { config });
      expect(res.json.code, res.json.message).toBe(400);
      return res.json.message;
    };
    expect(await refused({ ...FIXTURE, table: '../etc/passwd' })).toContain('config.table:');
    expect(await refused({ ...FIXTURE, table: 'Retail_Promotion' })).toContain('config.table:');
    expect(await refused({ ...FIXTURE, entity: "Pro'motion" })).toContain('config.entity:');
    expect(await refused({ ...FIXTURE, resource: 'retail-promotion/../x' })).toContain('config.resource:');
    const columns = structuredClone(FIXTURE.columns);
    (columns[0] as { column: string }).column = 'name"; drop table x; --';
    expect(await refused({ ...FIXTURE, columns })).toContain('config.columns.0.column:');
    const fk = structuredClone(FIXTURE.columns);
    (fk[3] as { fk: { table: string } }).fk.table = '../retail_supplier';
    expect(await refused({ ...FIXTURE, columns: fk })).toContain('config.columns.3.fk.table:');
    expect(await refused({ ...FIXTURE, menu: { ...FIXTURE.menu, parentId: 99 } })).toContain(
      'config.menu.parentId:',
    );
    // a stored config that no longer passes (an older generator's) is refused, not generated
    const id = await root.ok.post<number>('/api/sysCodeGen/add', { config: FIXTURE });
    await t.ctx.db
      .updateTable('sysCodeGen')
      .set({ config: JSON.stringify({ ...FIXTURE, table: '../x' }) })
      .where('id', '=', id)
      .execute();
    const stale = await root.post('/api/sysCodeGen/preview', { id });
    expect(stale.json.code).toBe(400);
    expect(stale.json.message).toMatch(/^config: .*table/);
    await root.ok.post('/api/sysCodeGen/delete', { ids: [id] });
    expect((await root.ok.page('/api/sysCodeGen/page')).total).toBe(0);
  });

  it('lists the live tables with their flags and a table’s columns with suggestions', async () => {
    const id = await root.ok.post<number>('/api/sysCodeGen/add', {
      config: variant('retail_supplier', 'retailSupplierCopy', CODEGEN_MENU_ID_MIN + 2000),
    });
    const tables = await root.ok.get<CodeGenTableOutput[]>('/api/sysCodeGen/tableList');
    const byName = new Map(tables.map((table) => [table.tableName, table]));
    expect([...byName.keys()].filter((name) => name.startsWith('sys_migration'))).toEqual([]);
    expect(byName.get('retail_supplier')).toMatchObject({
      tenantScoped: true,
      generationId: id,
      hasModule: true,
    });
    expect(byName.get('sys_menu')).toMatchObject({
      tenantScoped: false,
      generationId: null,
      hasModule: true,
    });
    expect(byName.get('sys_code_gen')).toMatchObject({ tenantScoped: false, hasModule: true });

    const columns = await root.ok.get<CodeGenColumnInfo[]>('/api/sysCodeGen/columnList/retail_goods');
    const column = (name: string) => columns.find((c) => c.column === name);
    expect(column('tenant_id')).toMatchObject({ common: true, suggestion: null });
    expect(column('name')?.suggestion).toMatchObject({ dataType: 'string', control: 'text', length: 128 });
    expect(column('supplier_id')?.suggestion).toMatchObject({
      dataType: 'reference',
      control: 'fk',
      fk: { table: 'retail_supplier', displayColumn: 'name', tenantScoped: true },
    });
    expect(column('category_id')?.suggestion).toMatchObject({
      control: 'tree',
      tree: { table: 'retail_category', parentColumn: 'pid', displayColumn: 'name' },
    });
    expect(column('retail_price')?.suggestion).toMatchObject({ dataType: 'money', control: 'money' });
    expect(column('images')?.suggestion).toMatchObject({ dataType: 'text', list: false });

    const missing = await root.get('/api/sysCodeGen/columnList/no_such_table');
    expect(missing.json.code).toBe(404);
    expect(missing.json.message).toMatch(/^tableName: /);
    const bad = await root.get('/api/sysCodeGen/columnList/Retail_Goods');
    expect(bad.json.code).toBe(400);
    expect(bad.json.message).toContain('tableName');
    await root.ok.post('/api/sysCodeGen/delete', { ids: [id] });
  });

  it('previews and zips the fixture’s module: the same files each time, beside the checkout', async () => {
    const id = await root.ok.post<number>('/api/sysCodeGen/add', { config: FIXTURE });
    const files = await root.ok.post<CodeGenPreviewFile[]>('/api/sysCodeGen/preview', { id });
    const paths = files.map((f) => f.path);
    expect(files.filter((f) => f.kind === 'file').length).toBeGreaterThanOrEqual(12);
    expect(paths).toEqual(expect.arrayContaining([`${MODULE}/routes.ts`, `${MODULE}/service.ts`, SCREEN]));
    // the new table's migration is numbered after the registry's newest
    expect(paths.some((p) => /^apps\/server\/src\/db\/migrations\/\d{4}_retail_promotion\.ts$/.test(p))).toBe(
      true,
    );
    for (const file of files) expect(file.exists, file.path).toBe(existsSync(join(ROOT, file.path)));
    const moduleList = files.find((f) => f.path === 'apps/server/src/modules/index.ts');
    expect(moduleList).toMatchObject({ kind: 'insert', exists: true, changed: true });

    expect(await root.ok.post('/api/sysCodeGen/preview', { id })).toEqual(files);

    const zipped = await download(id);
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-type']).toBe('application/zip');
    expect(zipped.headers['content-disposition']).toContain('retailPromotion.zip');
    const entries = unzip(zipped.rawPayload);
    expect([...entries.keys()]).toEqual(expect.arrayContaining([...new Set(paths)]));
    for (const file of files.filter((f) => f.kind === 'file')) {
      expect(entries.get(file.path), file.path).toBe(file.content);
    }
    // the registry files whole, with the module's lines added where the checkout has the marker
    const registry = entries.get('apps/server/src/modules/index.ts') ?? '';
    expect(registry).toContain(
      readFileSync(join(ROOT, 'apps/server/src/modules/index.ts'), 'utf8').split('\n')[0],
    );
    expect(registry).toContain('registerPromotionModule');
    // the config the command line takes
    expect(JSON.parse(entries.get('codegen/retailPromotion.json') ?? '{}')).toMatchObject({
      table: 'retail_promotion',
      columns: expect.any(Array),
    });
    expect((await download(id)).rawPayload.equals(zipped.rawPayload)).toBe(true);
    await root.ok.post('/api/sysCodeGen/delete', { ids: [id] });
  });

  it('refuses a tenant admin every call', async () => {
    const id = await root.ok.post<number>('/api/sysCodeGen/add', { config: FIXTURE });
    const calls: Array<[string, string, unknown?]> = [
      ['POST', '/api/sysCodeGen/page', {}],
      ['GET', `/api/sysCodeGen/detail?id=${id}`],
      ['POST', '/api/sysCodeGen/add', { config: variant('retail_x', 'retailX', CODEGEN_MENU_ID_MIN + 3000) }],
      ['POST', '/api/sysCodeGen/update', { id, config: FIXTURE }],
      ['POST', '/api/sysCodeGen/delete', { ids: [id] }],
      ['GET', '/api/sysCodeGen/nextMenuIdBase'],
      ['GET', '/api/sysCodeGen/tableList'],
      ['GET', '/api/sysCodeGen/columnList/retail_goods'],
      ['POST', '/api/sysCodeGen/preview', { id }],
      ['POST', '/api/sysCodeGen/download', { id }],
    ];
    for (const [method, url, body] of calls) {
      const res = method === 'GET' ? await admin.get(url) : await admin.post(url, body);
      expect(res.json.code, `${method} ${url}`).toBe(403);
    }
    expect((await root.ok.page('/api/sysCodeGen/page')).total).toBe(1);
    await root.ok.post('/api/sysCodeGen/delete', { ids: [id] });
  });
});
