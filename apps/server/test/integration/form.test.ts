import type {
  FormDetailOutput,
  FormFile,
  FormOutput,
  FormValidateOutput,
  FormVersionDetailOutput,
  FormVersionOutput,
} from '@retail/contracts/api/system/form';
import { field, schemaOf, staticOptions } from '@retail/contracts/api/system/form-fixtures.test-support';
import type { FormSchema } from '@retail/contracts/api/system/form-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { inspection, label } from '../support/forms.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

describe.each(databaseKinds())('form designer on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let other: Api;
  let seq = 0;
  const code = () => `f_${kind}_${++seq}`;

  const add = (who: Api, schema: FormSchema = inspection(), extra: object = {}) =>
    who.ok.post<number>('/api/sysFormDes/add', { code: code(), name: `Form ${seq}`, schema, ...extra });
  const detail = (who: Api, id: number) => who.ok.get<FormDetailOutput>(`/api/sysFormDes/detail?id=${id}`);
  const publish = (who: Api, id: number, version: number) =>
    who.post('/api/sysFormDes/publish', { id, version });

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
    other = (await signInNewTenantAdmin(t, `Form Other ${kind}`, `formother${kind.slice(0, 2)}`)).admin.with(
      IN_ENGLISH,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads back the draft it saved, whole, and pages with filters', async () => {
    const schema = inspection();
    const id = await add(admin, schema, { category: 'store', remark: 'weekly' });
    const read = await detail(admin, id);
    expect(read.schema).toEqual(schema);
    expect(read).toMatchObject({
      status: 1,
      currentVersion: 0,
      version: 1,
      category: 'store',
      remark: 'weekly',
    });
    const page = await admin.ok.page<FormOutput>('/api/sysFormDes/page', { code: read.code, status: 1 });
    expect(page.items.map((f) => f.id)).toEqual([id]);
    const taken = await admin.post('/api/sysFormDes/add', { code: read.code.toUpperCase(), name: 'x' });
    expect(taken.json).toMatchObject({ code: 409 });
    expect(taken.json.message).toContain('code');
  });

  it('saves at the version read; a stale save answers 409 and changes nothing', async () => {
    const id = await add(admin);
    await admin.ok.post('/api/sysFormDes/update', { id, version: 1, name: 'Renamed' });
    const stale = await admin.post('/api/sysFormDes/update', { id, version: 1, schema: schemaOf() });
    expect(stale.json).toMatchObject({ code: 409, extras: { reason: 'form.versionConflict' } });
    const read = await detail(admin, id);
    expect(read).toMatchObject({ name: 'Renamed', version: 2 });
    expect(read.schema).toEqual(inspection());
    const bad = await admin.post('/api/sysFormDes/update', {
      id,
      version: 2,
      schema: { ...inspection(), nodes: [{ id: 'x', type: 'colour' }] },
    });
    expect(bad.json.code).toBe(400);
    expect(bad.json.message).toContain('schema.nodes.0');
  });

  it('publishes only what the check passes, naming the field', async () => {
    const broken = schemaOf(
      field('text', 'store', { label: label('Store') }),
      field('text', 'store', { id: 'twice', label: label('Store again') }),
      field('select', 'level', { label: label('Level'), options: { source: 'dict', code: 'no_such_dict' } }),
    );
    const id = await add(admin, broken);
    const refused = await publish(admin, id, 1);
    expect(refused.json.code).toBe(400);
    expect(refused.json.message).toContain('"Store again": another field has the key store');
    expect(refused.json.message).toContain('"Level": there is no dictionary no_such_dict');
    const check = await admin.ok.post<FormValidateOutput>('/api/sysFormDes/validateSchema', {
      schema: broken,
    });
    expect(check.issues.map((i) => i.code)).toEqual(['duplicateKey', 'unknownDict']);
    expect((await detail(admin, id)).currentVersion).toBe(0);
  });

  it('freezes each published version: later drafts and publishes never change it', async () => {
    const id = await add(admin);
    expect((await publish(admin, id, 1)).json.result).toEqual({ versionNo: 1 });
    const again = await publish(admin, id, 2);
    expect(again.json).toMatchObject({ code: 400, extras: { reason: 'form.nothingToPublish' } });
    const stalePublish = await publish(admin, id, 1);
    expect(stalePublish.json.code).toBe(409);

    const second = inspection();
    second.nodes.push(field('radio', 'grade', { label: label('Grade'), options: staticOptions('a', 'b') }));
    await admin.ok.post('/api/sysFormDes/update', { id, version: 2, schema: second });
    expect((await publish(admin, id, 3)).json.result).toEqual({ versionNo: 2 });

    const versions = await admin.ok.get<FormVersionOutput[]>(`/api/sysFormDes/versionList?id=${id}`);
    expect(versions.map((v) => [v.versionNo, v.fieldCount])).toEqual([
      [2, 7],
      [1, 6],
    ]);
    const v1 = await admin.ok.get<FormVersionDetailOutput>(
      `/api/sysFormDes/versionDetail?id=${id}&versionNo=1`,
    );
    expect(v1.schema).toEqual(inspection());
    const stored = await t.ctx.db
      .selectFrom('sysFormVersion')
      .select(['versionNo', 'formSchema'])
      .where('formId', '=', id)
      .orderBy('versionNo')
      .execute();
    expect(stored.map((r) => JSON.parse(r.formSchema) as unknown)).toEqual([inspection(), second]);
    expect(await detail(admin, id)).toMatchObject({ status: 2, currentVersion: 2, version: 4 });
  });

  it('keeps another tenant’s forms from view: its ids answer 404, its list leaves them out', async () => {
    const id = await add(admin);
    await publish(admin, id, 1);
    for (const call of [
      other.get(`/api/sysFormDes/detail?id=${id}`),
      other.get(`/api/sysFormDes/versionList?id=${id}`),
      other.get(`/api/sysFormDes/exportJson?id=${id}`),
      other.post('/api/sysFormDes/update', { id, version: 2, name: 'theirs' }),
      other.post('/api/sysFormDes/publish', { id, version: 2 }),
      other.post('/api/sysFormDes/delete', { id }),
    ]) {
      expect((await call).json.code).toBe(404);
    }
    const theirs = await other.ok.page<FormOutput>('/api/sysFormDes/page', { pageSize: 100 });
    expect(theirs.items.some((f) => f.id === id)).toBe(false);
    expect((await detail(admin, id)).name).not.toBe('theirs');
  });

  it('exports a form as JSON and imports it back as a new draft, losslessly', async () => {
    const id = await add(admin, inspection(), { category: 'store' });
    const file = await admin.ok.get<FormFile>(`/api/sysFormDes/exportJson?id=${id}`);
    expect(file).toMatchObject({ format: 'retail-form', category: 'store', schema: inspection() });
    const taken = await admin.post('/api/sysFormDes/importJson', { file });
    expect(taken.json.code).toBe(409);
    const copyId = await admin.ok.post<number>('/api/sysFormDes/importJson', {
      file,
      code: `${file.code}_in`,
    });
    const copy = await detail(admin, copyId);
    expect(copy).toMatchObject({ code: `${file.code}_in`, name: file.name, status: 1, currentVersion: 0 });
    expect(copy.schema).toEqual(file.schema);
  });

  it('copies a draft under a new code, disables and enables a published form, and deletes only without data', async () => {
    const id = await add(admin);
    const source = await detail(admin, id);
    const copyId = await admin.ok.post<number>('/api/sysFormDes/copy', { id });
    expect(await detail(admin, copyId)).toMatchObject({
      code: `${source.code}_copy`,
      name: `${source.name} (copy)`,
    });
    const never = await admin.post('/api/sysFormDes/setStatus', { id, status: 3 });
    expect(never.json).toMatchObject({ code: 400, extras: { reason: 'form.neverPublished' } });
    await publish(admin, id, 1);
    await admin.ok.post('/api/sysFormDes/setStatus', { id, status: 3 });
    expect((await detail(admin, id)).status).toBe(3);
    await admin.ok.post('/api/sysFormDes/setStatus', { id, status: 2 });
    expect((await detail(admin, id)).version).toBe(2);
    await admin.ok.post('/api/sysFormDes/delete', { id: copyId });
    expect((await admin.get(`/api/sysFormDes/detail?id=${copyId}`)).json.code).toBe(404);
    // the code is free again
    await admin.ok.post('/api/sysFormDes/add', { code: `${source.code}_copy`, name: 'again' });
  });
});
