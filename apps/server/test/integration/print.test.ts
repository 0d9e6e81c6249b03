import { DEFAULT_PRINT_TEMPLATES, builtInTemplate } from '@retail/contracts/api/system/print-defaults';
import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';
import type { PrintTemplate } from '@retail/contracts/api/system/print-template';
import type {
  PrintAddBody,
  PrintDefaultOutput,
  PrintDetailOutput,
  PrintOutput,
} from '@retail/contracts/api/system/print';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../src/app.ts';
import { DEFAULT_TENANT_ID } from '../../src/db/seed/core.ts';
import { seedAll } from '../../src/db/seed/index.ts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import { secondInstance, startTestApp, type TestApp } from '../support/test-app.ts';

/** The built-in receipt with a footer text of its own: a template the tests can tell apart. */
function receipt(text: string): PrintTemplate {
  const template = structuredClone(builtInTemplate('saleReceipt').template);
  template.footer = {
    heightMm: 8,
    elements: [
      {
        id: 'thanks',
        type: 'text',
        x: 0,
        y: 1,
        w: 60,
        h: 5,
        text,
        style: { fontSizePt: 9, bold: true, italic: false, align: 'center' },
      },
    ],
  };
  return template;
}

const typesWithDefault = [
  ...new Set(DEFAULT_PRINT_TEMPLATES.filter((t) => t.isDefault).map((t) => t.docType)),
].sort();

describe.each(databaseKinds())('print templates on %s', (kind) => {
  let t: TestApp;
  /** the default tenant's admin and cashier, and another tenant's admin, reading messages in English */
  let admin: Api;
  let cashier: Api;
  let other: Api;
  let otherTenant: number;
  let seq = 0;
  const name = (prefix = 'T') => `${prefix}-${kind}-${++seq}`;

  const add = (who: Api, body: Partial<PrintAddBody> = {}) =>
    who.ok.post<number>('/api/sysPrint/add', {
      name: name(),
      docType: 'saleReceipt',
      template: receipt('thanks'),
      ...body,
    });
  const detail = (who: Api, id: number) => who.ok.get<PrintDetailOutput>(`/api/sysPrint/detail?id=${id}`);
  const ofType = async (who: Api, docType: PrintDocType) =>
    (await who.ok.page<PrintOutput>('/api/sysPrint/page', { docType, pageSize: 100 })).items;
  const defaultFor = (who: Api, docType: PrintDocType) =>
    who.ok.get<PrintDefaultOutput>(`/api/sysPrint/defaultFor?docType=${docType}`);
  /** Default rows of a type in the database: 1 for the default, NULL (never 0) for the others. */
  const storedDefaults = async (tenantId: number, docType: string) =>
    (
      await t.ctx.db
        .selectFrom('sysPrint')
        .select(['id', 'isDefault'])
        .where('tenantId', '=', tenantId)
        .where('docType', '=', docType)
        .where('isDefault', 'is not', null)
        .execute()
    ).map((r) => ({ id: Number(r.id), isDefault: r.isDefault }));
  const rowsOf = (tenantId: number) =>
    t.ctx.db.selectFrom('sysPrint').selectAll().where('tenantId', '=', tenantId).orderBy('id').execute();

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
    cashier = await signInAs(t, 'cashier', { headers: IN_ENGLISH });
    const created = await signInNewTenantAdmin(t, `Print Other ${kind}`, `printother${kind.slice(0, 2)}`);
    other = created.admin.with(IN_ENGLISH);
    otherTenant = created.tenantId;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives every tenant, old and new, each built-in template once, with one default per type', async () => {
    for (const who of [admin, other]) {
      const all = (await who.ok.page<PrintOutput>('/api/sysPrint/page', { pageSize: 100 })).items;
      expect(all.map((p) => p.name).sort()).toEqual(DEFAULT_PRINT_TEMPLATES.map((d) => d.name).sort());
      expect(
        all
          .filter((p) => p.isDefault)
          .map((p) => p.docType)
          .sort(),
      ).toEqual(typesWithDefault);
      expect(all.every((p) => p.version === 1 && p.status === 1)).toBe(true);
      const receipt80 = all.find((p) => p.name === '小票 80mm') as PrintOutput;
      expect(await defaultFor(who, 'saleReceipt')).toEqual({
        id: receipt80.id,
        name: '小票 80mm',
        version: 1,
        template: builtInTemplate('saleReceipt').template,
      });
    }
    for (const tenantId of [DEFAULT_TENANT_ID, otherTenant]) {
      const rows = await rowsOf(tenantId);
      expect(rows.map((r) => r.builtinKey).sort()).toEqual(DEFAULT_PRINT_TEMPLATES.map((d) => d.key).sort());
      expect(rows.every((r) => r.isDefault === 1 || r.isDefault === null)).toBe(true);
    }
  });

  it('reads back the template it saved, pages with filters and an allowlisted sort, and finds it by name', async () => {
    const template = receipt('round trip');
    const named = name('Round');
    const id = await add(admin, { name: named, template, orderNo: 7, remark: 'counter 2' });
    const saved = await detail(admin, id);
    expect(saved).toMatchObject({ name: named, docType: 'saleReceipt', isDefault: false, version: 1 });
    expect(saved).toMatchObject({ orderNo: 7, status: 1, remark: 'counter 2' });
    expect(saved.template).toEqual(template);

    const page = await admin.ok.page<PrintOutput>('/api/sysPrint/page', {
      name: named.toLowerCase(),
      docType: 'saleReceipt',
      field: 'name',
      order: 'descending',
    });
    expect(page.items.map((p) => p.id)).toEqual([id]);
    expect(page.items[0]).not.toHaveProperty('template');
    const badSort = await admin.post('/api/sysPrint/page', { field: 'template' });
    expect(badSort.json.code).toBe(400);
    expect(badSort.json.message).toContain('template');

    const byName = await admin.ok.get<PrintDetailOutput>(`/api/sysPrint/print/${encodeURIComponent(named)}`);
    expect(byName.id).toBe(id);
    expect(byName.template).toEqual(template);
    // the longest name, in Chinese: 64 characters, 576 once percent-encoded
    const longest = '收'.repeat(64);
    const longId = await add(admin, { name: longest });
    const byLongName = await admin.get(`/api/sysPrint/print/${encodeURIComponent(longest)}`);
    expect(byLongName.json.result).toMatchObject({ id: longId, name: longest });

    const changed = receipt('changed');
    await admin.ok.post('/api/sysPrint/update', { id, version: 1, name: `${named}b`, template: changed });
    const updated = await detail(admin, id);
    expect(updated).toMatchObject({ name: `${named}b`, version: 2, orderNo: 7, remark: 'counter 2' });
    expect(updated.template).toEqual(changed);
    await admin.ok.post('/api/sysPrint/update', { id, version: 2, status: 2, remark: '' });
    expect(await detail(admin, id)).toMatchObject({ status: 2, remark: null, version: 3 });
    // a disabled template is not found by name
    expect((await admin.get(`/api/sysPrint/print/${encodeURIComponent(`${named}b`)}`)).json.code).toBe(404);

    const taken = await admin.post('/api/sysPrint/add', {
      name: `${named}B`,
      docType: 'refundSlip',
      template: builtInTemplate('refundSlip').template,
    });
    expect(taken.json.code).toBe(409);
    expect(taken.json.message).toContain('name');

    await admin.ok.post('/api/sysPrint/delete', { id });
    expect((await admin.get(`/api/sysPrint/detail?id=${id}`)).json.code).toBe(404);
  });

  it('names the unknown binding or the bad field in a 400 and changes nothing', async () => {
    const before = (await rowsOf(DEFAULT_TENANT_ID)).length;
    const template = receipt('x');
    template.header.elements.unshift({
      id: 'ghost',
      type: 'field',
      x: 0,
      y: 0,
      w: 20,
      h: 5,
      binding: 'figures.netSales',
      label: null,
      format: null,
      style: { fontSizePt: 9, bold: false, italic: false, align: 'left' },
    });
    const unknownField = await admin.post('/api/sysPrint/add', {
      name: name(),
      docType: 'saleReceipt',
      template,
    });
    expect(unknownField.json.code).toBe(400);
    expect(unknownField.json.message).toBe(
      'template.header.elements.0.binding: no such field of saleReceipt',
    );

    const column = receipt('x');
    column.detail!.columns[1] = { ...column.detail!.columns[1]!, binding: 'weight' };
    const unknownColumn = await admin.post('/api/sysPrint/add', {
      name: name(),
      docType: 'saleReceipt',
      template: column,
    });
    expect(unknownColumn.json.message).toBe(
      'template.detail.columns.1.binding: no such field of saleReceipt',
    );

    const tooNarrow = receipt('x');
    tooNarrow.paper.widthMm = 5;
    const bad = await admin.post('/api/sysPrint/add', {
      name: name(),
      docType: 'saleReceipt',
      template: tooNarrow,
    });
    expect(bad.json.code).toBe(400);
    expect(bad.json.message).toMatch(/^template\.paper\.widthMm: /);

    const id = await add(admin);
    const unknownOnUpdate = await admin.post('/api/sysPrint/update', { id, version: 1, template });
    expect(unknownOnUpdate.json.message).toBe(
      'template.header.elements.0.binding: no such field of saleReceipt',
    );
    // the document type never changes after add
    const retype = await admin.post('/api/sysPrint/update', { id, version: 1, docType: 'refundSlip' });
    expect(retype.json.code).toBe(400);
    expect(retype.json.message).toContain('docType');
    expect(await detail(admin, id)).toMatchObject({ docType: 'saleReceipt', version: 1 });
    expect((await rowsOf(DEFAULT_TENANT_ID)).length).toBe(before + 1);
  });

  it('keeps one default per type: set, moved under concurrent calls, never a disabled one', async () => {
    const ids = [await add(admin), await add(admin), await add(admin)];
    const disabled = await add(admin, { status: 2 });
    const results = await Promise.all(
      [...ids, ...ids].map((id) => admin.post('/api/sysPrint/setDefault', { id })),
    );
    expect(results.map((r) => r.json.code)).toEqual(results.map(() => 200));
    const stored = await storedDefaults(DEFAULT_TENANT_ID, 'saleReceipt');
    expect(stored).toHaveLength(1);
    expect(stored[0]?.isDefault).toBe(1);
    const winner = stored[0]!.id;
    expect(ids).toContain(winner);
    expect((await ofType(admin, 'saleReceipt')).filter((p) => p.isDefault).map((p) => p.id)).toEqual([
      winner,
    ]);
    expect((await defaultFor(admin, 'saleReceipt')).id).toBe(winner);

    const refused = await admin.post('/api/sysPrint/setDefault', { id: disabled });
    expect(refused.json.code).toBe(400);
    expect(refused.json.message).toContain('disabled');
    const cannotDelete = await admin.post('/api/sysPrint/delete', { id: winner });
    expect(cannotDelete.json.code).toBe(400);
    expect(cannotDelete.json.message).toContain('make another template the default first');
    const cannotDisable = await admin.post('/api/sysPrint/update', {
      id: winner,
      version: (await detail(admin, winner)).version,
      status: 2,
    });
    expect(cannotDisable.json.code).toBe(400);
    expect((await defaultFor(admin, 'saleReceipt')).id).toBe(winner);

    const next = ids.find((id) => id !== winner) as number;
    await admin.ok.post('/api/sysPrint/setDefault', { id: next });
    expect((await defaultFor(admin, 'saleReceipt')).id).toBe(next);
    expect(await storedDefaults(DEFAULT_TENANT_ID, 'saleReceipt')).toEqual([{ id: next, isDefault: 1 }]);
    await admin.ok.post('/api/sysPrint/delete', { id: winner });
  });

  it('refuses a save of a version someone else saved first (409), also when two saves race', async () => {
    const id = await add(admin);
    await admin.ok.post('/api/sysPrint/update', { id, version: 1, name: name('First') });
    const stale = await admin.post('/api/sysPrint/update', { id, version: 1, name: name('Stale') });
    expect(stale.json.code).toBe(409);
    expect(stale.json.message).toContain('reload');

    const names = [name('A'), name('B')];
    const raced = await Promise.all(
      names.map((n) => admin.post('/api/sysPrint/update', { id, version: 2, name: n, template: receipt(n) })),
    );
    expect(raced.map((r) => r.json.code).sort()).toEqual([200, 409]);
    const won = names[raced.findIndex((r) => r.json.code === 200)] as string;
    const saved = await detail(admin, id);
    expect(saved).toMatchObject({ name: won, version: 3 });
    expect(saved.template).toEqual(receipt(won));
  });

  it('falls back to the built-in template while a type has no default, and a first template becomes it', async () => {
    const [only] = await ofType(other, 'vipTopUp');
    expect(await defaultFor(other, 'vipTopUp')).toMatchObject({ id: only!.id, version: 1 });
    await other.ok.post('/api/sysPrint/delete', { id: only!.id });
    expect(await defaultFor(other, 'vipTopUp')).toEqual({
      id: null,
      name: builtInTemplate('vipTopUp').name,
      version: null,
      template: builtInTemplate('vipTopUp').template,
    });
    // the default tenant still has its own
    expect((await defaultFor(admin, 'vipTopUp')).id).not.toBeNull();

    const template = builtInTemplate('vipTopUp').template;
    const added = await Promise.all(
      [1, 2, 3].map(() =>
        other.post('/api/sysPrint/add', { name: name('TopUp'), docType: 'vipTopUp', template }),
      ),
    );
    expect(added.map((r) => r.json.code)).toEqual([200, 200, 200]);
    const stored = await storedDefaults(otherTenant, 'vipTopUp');
    expect(stored).toHaveLength(1);
    expect(added.map((r) => r.json.result)).toContain(stored[0]!.id);
    expect((await defaultFor(other, 'vipTopUp')).id).toBe(stored[0]!.id);
  });

  it('copies under "<name> (copy)" in the caller’s language, never as the default', async () => {
    const [source] = (await ofType(admin, 'stockAdjust')).filter((p) => p.isDefault);
    const first = await admin.ok.post<number>('/api/sysPrint/copy', { id: source!.id });
    const second = await admin.ok.post<number>('/api/sysPrint/copy', { id: source!.id });
    const inChinese = await admin.with({ 'accept-language': 'zh-cn' }).ok.post<number>('/api/sysPrint/copy', {
      id: source!.id,
    });
    const named = await admin.ok.post<number>('/api/sysPrint/copy', { id: source!.id, name: name('Copy') });
    expect((await detail(admin, first)).name).toBe(`${source!.name} (copy)`);
    expect((await detail(admin, second)).name).toBe(`${source!.name} (copy 2)`);
    expect((await detail(admin, inChinese)).name).toBe(`${source!.name}（副本）`);
    const copy = await detail(admin, named);
    expect(copy).toMatchObject({ docType: 'stockAdjust', isDefault: false, version: 1 });
    expect(copy.template).toEqual((await detail(admin, source!.id)).template);
    expect(await storedDefaults(DEFAULT_TENANT_ID, 'stockAdjust')).toEqual([
      { id: source!.id, isDefault: 1 },
    ]);
  });

  it('keeps tenants apart: another tenant’s id answers 404 and each tenant reads its own default', async () => {
    const id = await add(admin, { name: name('Mine') });
    const mine = await detail(admin, id);
    for (const [url, body] of [
      ['/api/sysPrint/update', { id, version: 1, name: name('Theirs') }],
      ['/api/sysPrint/delete', { id }],
      ['/api/sysPrint/setDefault', { id }],
      ['/api/sysPrint/copy', { id }],
    ] as const) {
      expect((await other.post(url, body)).json.code, url).toBe(404);
    }
    expect((await other.get(`/api/sysPrint/detail?id=${id}`)).json.code).toBe(404);
    expect((await other.get(`/api/sysPrint/print/${encodeURIComponent(mine.name)}`)).json.code).toBe(404);
    const theirs = (await other.ok.page<PrintOutput>('/api/sysPrint/page', { pageSize: 100 })).items;
    expect(theirs.map((p) => p.id)).not.toContain(id);
    expect(await detail(admin, id)).toEqual(mine);

    await admin.ok.post('/api/sysPrint/setDefault', { id });
    expect((await defaultFor(admin, 'saleReceipt')).id).toBe(id);
    const otherDefault = await defaultFor(other, 'saleReceipt');
    expect(theirs.find((p) => p.isDefault && p.docType === 'saleReceipt')?.id).toBe(otherDefault.id);
  });

  it('lets a cashier read the default templates but not edit them', async () => {
    expect((await defaultFor(cashier, 'saleReceipt')).template.paper.preset).toMatch(/^roll/);
    for (const [url, body] of [
      ['/api/sysPrint/page', {}],
      ['/api/sysPrint/add', { name: name(), docType: 'saleReceipt', template: receipt('x') }],
    ] as const) {
      expect((await cashier.post(url, body)).json.code, url).toBe(403);
    }
    expect((await cashier.get('/api/sysPrint/detail?id=1')).json.code).toBe(403);
    const bad = await cashier.get('/api/sysPrint/defaultFor?docType=invoice');
    expect(bad.json.code).toBe(400);
    expect(bad.json.message).toContain('docType');
  });

  it('seeds idempotently: never overwrites an edited built-in, never re-adds a deleted one', async () => {
    const rows = await ofType(other, 'saleReceipt');
    const edited = rows.find((p) => p.name === '小票 80mm') as PrintOutput;
    const deleted = rows.find((p) => p.name === '小票 58mm') as PrintOutput;
    await other.ok.post('/api/sysPrint/update', {
      id: edited.id,
      version: edited.version,
      name: 'Till receipt',
      template: receipt('ours'),
    });
    await other.ok.post('/api/sysPrint/delete', { id: deleted.id });
    // a built-in the tenant never had (a later release's) is added: here one removed behind the app's back
    await t.ctx.db
      .deleteFrom('sysPrint')
      .where('tenantId', '=', otherTenant)
      .where('builtinKey', '=', 'refund80')
      .execute();
    const before = await rowsOf(otherTenant);
    const defaultBefore = await rowsOf(DEFAULT_TENANT_ID);

    for (let i = 0; i < 2; i++) {
      await seedAll(t.ctx.db, { adminPassword: 'ignored-on-reseed', now: Date.now(), ids: t.ctx.ids });
    }

    const after = await rowsOf(otherTenant);
    const readded = after.filter((r) => !before.some((b) => b.id === r.id));
    expect(readded.map((r) => [r.builtinKey, r.isDefault])).toEqual([['refund80', 1]]);
    expect(after.filter((r) => r.builtinKey !== 'refund80')).toEqual(before);
    expect(await rowsOf(DEFAULT_TENANT_ID)).toEqual(defaultBefore);
    const kept = await detail(other, edited.id);
    expect(kept).toMatchObject({ name: 'Till receipt', version: edited.version + 1 });
    expect(kept.template).toEqual(receipt('ours'));
  });
});

const withRedis = process.env.TEST_REDIS_URL ? ['sqlite' as const] : [];

describe.each(withRedis)('the default templates cached in Redis, on %s', (kind) => {
  let t: TestApp;
  /** a second instance sharing the database and the cache, where the print buttons read */
  let reader: BuiltApp;
  let admin: Api;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { USE_REDIS: '1' });
    reader = await secondInstance(t);
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
  });
  afterAll(async () => {
    await reader?.app.close();
    await t?.close();
  });

  it('shows every write on one instance in the very next answer of another', async () => {
    const read = () =>
      admin.on(reader).ok.get<PrintDefaultOutput>('/api/sysPrint/defaultFor?docType=shiftReport');
    const seeded = await read();
    expect(seeded.id).not.toBeNull();
    const id = await admin.ok.post<number>('/api/sysPrint/add', {
      name: `Shift ${Date.now()}`,
      docType: 'shiftReport',
      template: builtInTemplate('shiftReport').template,
    });
    expect((await read()).id).toBe(seeded.id);
    await admin.ok.post('/api/sysPrint/setDefault', { id });
    expect(await read()).toMatchObject({ id, version: 1 });
    const template = structuredClone(builtInTemplate('shiftReport').template);
    template.paper.marginMm.left = 4;
    await admin.ok.post('/api/sysPrint/update', { id, version: 1, template });
    expect(await read()).toMatchObject({ id, version: 2, template });
    await admin.ok.post('/api/sysPrint/setDefault', { id: seeded.id });
    await admin.ok.post('/api/sysPrint/delete', { id });
    await admin.ok.post('/api/sysPrint/delete', { id: seeded.id });
    expect(await read()).toEqual({
      id: null,
      name: builtInTemplate('shiftReport').name,
      version: null,
      template: builtInTemplate('shiftReport').template,
    });
  });
});
