import type { Field, Model } from '../model.ts';
import { editable } from '../model.ts';
import { importedFields } from './server-import.ts';
import { quoted } from '../names.ts';

const RULE_SAMPLES = {
  mobile: '13800138000',
  phone: '13800138000',
  email: 'shop@example.com',
  idCard: '11010519491231002X',
  url: 'https://example.com',
} as const;

/** A value the add call accepts, as JSON text; undefined for a reference (no row to name in a fresh tenant). */
function sample(f: Field, n: number): string | undefined {
  const rule = f.col.rules[0];
  if (rule) return quoted(RULE_SAMPLES[rule]);
  switch (f.col.dataType) {
    case 'string':
    case 'text':
      return f.col.control === 'dict'
        ? quoted(`v${n}`)
        : quoted(`S${n}-${f.prop}`.slice(0, f.col.length ?? 255));
    case 'integer':
      return String(n + 4);
    case 'money':
      return quoted(`${n + 11}.25`);
    case 'boolean':
      return 'true';
    case 'date':
      return quoted(`2026-01-0${(n % 9) + 1}`);
    case 'datetime':
      return quoted(`2026-01-0${(n % 9) + 1} 08:30:00`);
    case 'reference':
      return undefined;
  }
}

function body(m: Model, n: number): string {
  return editable(m)
    .map((f) => [f.prop, sample(f, n)] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== undefined)
    .map(([prop, value]) => `${prop}: ${value}`)
    .join(', ');
}

/** The import template, a sheet with a good and a refused row, and the export (a module with Excel). */
function excelTest(m: Model, text: Field): string {
  const r = m.resource;
  const fields = importedFields(m);
  const cell = (f: Field, n: number) => {
    if (f === text) return n === 0 ? "'Imported one'" : "''";
    if (f.col.dataType === 'boolean') return "'yes'";
    return sample(f, 20 + n) ?? 'null';
  };
  return `
  it('imports a sheet row by row and exports the rows', async () => {
    const template = await readXlsx(await downloadXlsx(t.app, '/api/${r}/template', {}, admin.headers));
    expect(template).toEqual([[${fields.map((f) => quoted(f.col.label.en)).join(', ')}]]);
    const sheet = await makeXlsx([
      template[0] as string[],
      [${fields.map((f) => cell(f, 0)).join(', ')}],
      // the required ${text.prop} left blank: refused with its row number, the others still imported
      [${fields.map((f) => cell(f, 1)).join(', ')}],
    ]);
    const report = await uploadXlsx(t.app, '/api/${r}/import', sheet, admin.headers);
    expect(report).toMatchObject({ code: 200, result: { total: 2, imported: 1, failed: [{ row: 3 }] } });
    const imported = (await page()).items.filter((row) => row.${text.prop} === 'Imported one');
    expect(imported).toHaveLength(1);${
      text.col.list
        ? `
    const exported = await readXlsx(await downloadXlsx(t.app, '/api/${r}/export', {}, admin.headers));
    expect(exported.flat()).toContain('Imported one');`
        : ''
    }
  });
`;
}

/** apps/server/test/integration/<name>.test.ts: the generated module's API on the three databases. */
export function integrationTestFile(m: Model): string {
  const r = m.resource;
  const text = editable(m).find(
    (f) =>
      f.col.required &&
      ['string', 'text'].includes(f.col.dataType) &&
      !f.col.rules.length &&
      f.col.control !== 'dict',
  );
  const money = editable(m).find((f) => f.col.dataType === 'money');
  const fk = editable(m).find((f) => f.ref && !f.ref.tree);
  const parent = m.parent && m.parent.col.edit ? m.parent : undefined;
  const excel = m.config.options.excel && text !== undefined;
  // a sort column whose sample values grow with the row number, so the order can be checked
  const ordered = m.fields.find(
    (f) =>
      f.col.sort && f.col.edit && !f.col.rules.length && !['boolean', 'reference'].includes(f.col.dataType),
  );
  return `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';${excel ? "\nimport { downloadXlsx, makeXlsx, readXlsx, uploadXlsx } from '../support/xlsx.ts';" : ''}

interface Row {
  id: number;
  [field: string]: unknown;
}

describe.each(databaseKinds())(${quoted(`${m.config.label.en} (/api/${r}) on %s`)}, (kind) => {
  let t: TestApp;
  let admin: Api;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signInAs(t, 'superadmin', { headers: IN_ENGLISH });
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = (filters: Record<string, unknown> = {}) =>
    admin.ok.post<{ total: number; items: Row[] }>('/api/${r}/page', { page: 1, pageSize: 50, ...filters });

  it('adds, reads, updates and deletes a row', async () => {
    const id = await admin.ok.post<number>('/api/${r}/add', { ${body(m, 1)} });
    const added = await admin.ok.get<Row>(\`/api/${r}/detail?id=\${id}\`);
    expect(added.id).toBe(id);${money ? `\n    // money goes in and comes out in yuan\n    expect(added.${money.prop}).toBe(12.25);` : ''}${
      text
        ? `
    await admin.ok.post('/api/${r}/update', { id, ${text.prop}: 'Changed' });
    expect((await admin.ok.get<Row>(\`/api/${r}/detail?id=\${id}\`)).${text.prop}).toBe('Changed');`
        : ''
    }
    expect((await page()).items.map((row) => row.id)).toContain(id);
    await admin.ok.post('/api/${r}/delete', { id });
    expect((await page()).items.map((row) => row.id)).not.toContain(id);
    expect(await admin.post('/api/${r}/delete', { id })).toMatchObject({ json: { code: 404 } });
  });
${
  text
    ? `
  it('refuses a missing required field by its name and writes nothing', async () => {
    const before = (await page()).total;
    const answer = await admin.post('/api/${r}/add', { ${body(m, 2).replace(new RegExp(`${text.prop}: '[^']*'(, )?`), '')} });
    expect(answer.json).toMatchObject({ code: 400 });
    expect(String((answer.json as { message: string }).message)).toMatch(/^${text.prop}/);
    expect((await page()).total).toBe(before);
  });
`
    : ''
}${
    fk
      ? `
  it('refuses a ${fk.prop} that names no live row', async () => {
    const answer = await admin.post('/api/${r}/add', { ${body(m, 3)}, ${fk.prop}: 999_999_999 });
    expect(answer.json).toMatchObject({ code: 400 });
    expect(String((answer.json as { message: string }).message)).toMatch(/^${fk.prop}/);
  });
`
      : ''
  }${
    parent
      ? `
  it('keeps the tree: a parent is never the row itself or below it, and a parent with children stays', async () => {
    const top = await admin.ok.post<number>('/api/${r}/add', { ${body(m, 4)} });
    const child = await admin.ok.post<number>('/api/${r}/add', { ${body(m, 5)}, ${parent.prop}: top });
    expect((await admin.ok.get<Row>(\`/api/${r}/detail?id=\${child}\`)).${parent.ref?.label}).not.toBeNull();
    expect((await admin.post('/api/${r}/update', { id: top, ${parent.prop}: child })).json).toMatchObject({ code: 400 });
    expect((await admin.post('/api/${r}/update', { id: top, ${parent.prop}: top })).json).toMatchObject({ code: 400 });
    expect((await admin.post('/api/${r}/delete', { id: top })).json).toMatchObject({ code: 400 });
    const choices = await admin.ok.get<Array<{ value: number; pid: number | null }>>('/api/${r}/${parent.prop}Options');
    expect(choices).toContainEqual(expect.objectContaining({ value: child, pid: top }));
    await admin.ok.post('/api/${r}/delete', { id: child });
    await admin.ok.post('/api/${r}/delete', { id: top });
  });
`
      : ''
  }
  it('sorts only by allowed columns and pages on the server', async () => {
    const ids: number[] = [];
    for (const input of [${[6, 7, 8].map((n) => `{ ${body(m, n)} }`).join(', ')}]) {
      ids.push(await admin.ok.post<number>('/api/${r}/add', input));
    }
${
  ordered
    ? `    const sorted = await page({ field: '${ordered.prop}', order: 'descending' });
    expect(sorted.items.map((row) => row.id).filter((id) => ids.includes(id))).toEqual([...ids].reverse());
`
    : ''
}    const first = await page({ pageSize: 2 });
    const second = await page({ page: 2, pageSize: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(second.items.map((row) => row.id)).not.toContain(first.items[0]?.id);
    // a column outside the allowlist is refused, never an ORDER BY of the caller's choosing
    const odd = await admin.post('/api/${r}/page', { page: 1, pageSize: 2, field: 'tenantId; drop table x' });
    expect(odd.json).toMatchObject({ code: 400 });
  });

${excel && text ? excelTest(m, text) : ''}
  it('shows one tenant nothing of another', async () => {
    const mine = await admin.ok.post<number>('/api/${r}/add', { ${body(m, 9)} });
    const other = await signInNewTenantAdmin(t, ${quoted(`${r} other`)}, '${r.slice(0, 8).toLowerCase()}other');
    const theirs = await other.admin.post('/api/${r}/page', { page: 1, pageSize: 50 });
    expect((theirs.json as { code: number }).code).toBe(200);
    const ids = (theirs.json as { result: { items: Row[] } }).result.items.map((row) => row.id);
    expect(ids).not.toContain(mine);
    expect((await other.admin.get(\`/api/${r}/detail?id=\${mine}\`)).json).toMatchObject({ code: 404 });
  });
});
`;
}

/** e2e/specs/<name>.spec.ts: add, edit and delete through the screen in Chromium, found by a text column. */
export function e2eSpecFile(m: Model): string {
  const texts = editable(m).filter((f) => f.col.control === 'text' && f.col.list && !f.col.rules.length);
  const text = texts.find((f) => f.col.required) ?? texts[0];
  const money = editable(m).find((f) => f.col.required && f.col.control === 'money');
  const head = `import { test } from '../support/test.ts';
import { confirmPopover, dialog, submitDialog } from '../support/antd.ts';
import { expect, openSignedIn, rowWith, useSysAdminServer } from '../support/sysadmin.ts';

useSysAdminServer();
`;
  const open = `  await openSignedIn(page, '${m.routePath}');
  await page.getByRole('button', { name: ${quoted(`新增${m.config.label['zh-cn']}`)} }).click();
  const form = dialog(page);
`;
  if (!text) {
    // no text column names a row on the screen: the spec checks that the screen and its form open
    return `${head}
test(${quoted(`${m.config.label.en}: the screen and its form open`)}, async ({ page }) => {
${open}  await expect(form).toBeVisible();
});
`;
  }
  const label = quoted(text.col.label['zh-cn']);
  return `${head}
test(${quoted(`${m.config.label.en}: add, edit and delete through the screen`)}, async ({ page }) => {
${open}  await form.getByLabel(${label}).fill('E2E first');
${money ? `  await form.getByLabel(${quoted(money.col.label['zh-cn'])}).fill('8.5');\n` : ''}  await submitDialog(page);
  const row = rowWith(page, 'E2E first');
  await expect(row).toBeVisible();
${money ? `  await expect(row).toContainText('8.50');\n` : ''}
  await row.getByRole('button', { name: /编辑/ }).click();
  await dialog(page).getByLabel(${label}).fill('E2E second');
  await submitDialog(page);
  await expect(rowWith(page, 'E2E second')).toBeVisible();

  await rowWith(page, 'E2E second').getByRole('button', { name: /删除/ }).click();
  await confirmPopover(page);
  await expect(rowWith(page, 'E2E second')).toHaveCount(0);
});
`;
}
