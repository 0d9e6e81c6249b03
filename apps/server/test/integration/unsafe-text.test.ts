import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, snapshotTables } from '../reliability/support/db-snapshot.ts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { multipartBody, samples } from '../support/multipart.ts';
import { insertBarcode } from '../support/retail-fixtures.ts';
import { call, startTestApp, type TestApp } from '../support/test-app.ts';
import { makeXlsx, uploadXlsx } from '../support/xlsx.ts';

const NUL = '\u0000';
const LONE = '\uD800';
const UNSAFE = 'contains a NUL character (U+0000) or an unpaired surrogate, which is not valid text';

describe.each(databaseKinds())('NUL and lone surrogates in input on %s', (kind) => {
  let t: TestApp;
  /** the platform administrator, reading messages in English */
  let admin: Api;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await insertBarcode(t.ctx, { qty: 5 });
    admin = await signInAs(t, 'superadmin', { headers: IN_ENGLISH });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Runs `send`, expects a 400 envelope naming `field`, and that no business row changed. */
  async function refused(field: string, send: () => Promise<{ status: number; json: unknown }>) {
    const before = await snapshotTables(t.ctx.db);
    const res = await send();
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      code: 400,
      message: `${field}: ${UNSAFE}`,
      extras: { reason: 'unsafeText' },
    });
    expect(changedTables(before, await snapshotTables(t.ctx.db))).toEqual([]);
  }

  it('JSON bodies: the field is named, nested fields by their path', async () => {
    await refused('name', () => admin.post('/api/goodsSupplier/add', { name: `Acme${NUL}` }));
    await refused('name', () => admin.post('/api/goodsSupplier/add', { name: `Acme${LONE}` }));
    await refused('lines.0.remark', () =>
      admin.post('/api/stockAdjust/add', {
        kind: 1,
        lines: [{ barcode: 'B1', qty: 1, remark: `x${LONE}y` }],
      }),
    );
    // a key counts as text too (shown escaped)
    await refused('\\u0000', () => admin.post('/api/goodsSupplier/add', { name: 'Acme', [NUL]: 1 }));
  });

  it('filters: a page, an export (no stream cut off half-way) and a query string', async () => {
    await refused('keyword', () => admin.post('/api/goods/page', { page: 1, pageSize: 10, keyword: NUL }));
    await refused('keyword', () => admin.post('/api/goods/export', { keyword: `a${NUL}` }));
    await refused('barcode', () =>
      admin.get(`/api/goodsBarcode/lookup?barcode=${encodeURIComponent(`69${NUL}`)}`),
    );
  });

  it('path parameters', async () => {
    await refused('key', () => admin.get('/api/sysCache/value/a%00b'));
  });

  it('form fields (the Swagger sign-in)', async () => {
    await refused('UserName', () =>
      call(t.app, 'POST', '/swagger/submitUrl', {
        headers: { ...IN_ENGLISH, 'content-type': 'application/x-www-form-urlencoded' },
        rawBody: 'UserName=super%00admin&Password=x',
      }),
    );
  });

  it('multipart file names', async () => {
    const body = multipartBody(`a${NUL}.png`, samples.png());
    await refused('filename', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sysFile/uploadFile',
        headers: { ...admin.headers, ...body.headers },
        payload: body.payload,
      });
      return { status: res.statusCode, json: res.json() };
    });
  });

  it('Excel import cells: the row and column are named', async () => {
    const file = await makeXlsx([
      ['code', 'name', 'category', 'supplier', 'unit', 'spec', 'brand', 'cost', 'retail'],
      ['G1', 'fine', null, null, null, null, null, null, 10],
      // OOXML writes characters XML cannot hold as _xHHHH_, which exceljs reads back as the character
      ['G2', 'bad_x0000_', null, null, null, null, null, null, 10],
    ]);
    const before = await snapshotTables(t.ctx.db);
    const res = await uploadXlsx(t.app, '/api/goods/import', file, admin.headers);
    expect(res).toMatchObject({ code: 400, message: `Row 3, column B: ${UNSAFE}` });
    expect(changedTables(before, await snapshotTables(t.ctx.db))).toEqual([]);
  });

  it('region import files (a CSV with NUL is not text already; an Excel file)', async () => {
    const file = await makeXlsx([
      ['code', 'name', 'parent'],
      ['110000', '北京_xD800_市', null],
    ]);
    await refused('Row 2, column B', async () => {
      const body = multipartBody('regions.xlsx', file);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sysRegion/import',
        headers: { ...admin.headers, ...body.headers },
        payload: body.payload,
      });
      return { status: res.statusCode, json: res.json() };
    });
  });

  it('answers in the caller language', async () => {
    const res = await admin
      .with({ 'accept-language': 'zh-CN' })
      .post('/api/goodsSupplier/add', { name: NUL });
    expect(res.json.message).toBe('name：包含空字符（U+0000）或不成对的代理字符，不是有效的文本');
  });
});
