import type { DictItemOutput } from '@retail/contracts/api/system/dict';
import type {
  FormDataDetailOutput,
  FormDataOutput,
  FormFileValue,
  FormFillItemOutput,
  FormFillOutput,
  FormOrgOption,
  FormUserOption,
} from '@retail/contracts/api/system/form';
import { field, staticOptions } from '@retail/contracts/api/system/form-fixtures.test-support';
import type { FormSchema } from '@retail/contracts/api/system/form-model';
import { validateFormData } from '@retail/contracts/api/system/form-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAll } from '../../src/db/seed/index.ts';
import { FORM_FILL_MENU_ID } from '../../src/db/seed/menus/system.ts';
import { STAFF_ORG, STAFF_ROLE, STAFF_USER } from '../../src/db/seed/staff.ts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { inspection, label } from '../support/forms.ts';
import { samples, upload } from '../support/multipart.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { downloadXlsx, readXlsx } from '../support/xlsx.ts';

const valid = { store: '门店A', level: 'silver', amount: 12.5, mobile: '13812345678', issue: false };

describe.each(databaseKinds())('form submissions on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let manager: Api;
  let cashier: Api;
  let keeper: Api;
  let other: Api;
  let formId: number;
  let formCode: string;

  const submit = (who: Api, data: Record<string, unknown>, code = formCode) =>
    who.post('/api/sysFormDes/submit', { formCode: code, data });
  const stored = () =>
    t.ctx.db.selectFrom('sysFormData').selectAll().where('formId', '=', formId).orderBy('id').execute();
  const listed = async (who: Api) =>
    (await who.ok.page<FormDataOutput>('/api/sysFormDes/dataPage', { formId, pageSize: 100 })).items.map(
      (d) => d.id,
    );
  /** Makes and publishes a form as the admin; answers its id. */
  const published = async (code: string, schema: FormSchema) => {
    const id = await admin.ok.post<number>('/api/sysFormDes/add', {
      code,
      name: `Inspection ${code}`,
      schema,
    });
    await admin.ok.post('/api/sysFormDes/publish', { id, version: 1 });
    return id;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    const as = (account: string) => signInAs(t, account, { headers: IN_ENGLISH });
    [admin, manager, cashier, keeper] = await Promise.all([
      as('admin'),
      as('manager'),
      as('cashier'),
      as('keeper'),
    ]);
    other = (await signInNewTenantAdmin(t, `Data Other ${kind}`, `dataother${kind.slice(0, 2)}`)).admin.with(
      IN_ENGLISH,
    );
    formCode = `inspect_${kind}`;
    formId = await published(formCode, inspection());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets a cashier fill in the latest version and stores the shown fields pinned to it', async () => {
    const forms = await cashier.ok.get<FormFillItemOutput[]>('/api/sysFormDes/fillList');
    expect(forms.map((f) => f.code)).toContain(formCode);
    const fill = await cashier.ok.get<FormFillOutput>(`/api/sysFormDes/fillDetail?code=${formCode}`);
    expect(fill).toMatchObject({ formId, versionNo: 1, schema: inspection() });
    const answer = await submit(cashier, { ...valid, detail: 'hidden while there is no issue', extra: 'x' });
    expect(answer.json).toMatchObject({ code: 200, result: { versionNo: 1, status: 1 } });
    const row = (await stored()).at(-1);
    expect(row).toMatchObject({
      formVersion: 1,
      status: 1,
      orgId: STAFF_ORG.storeA,
      approvalInstanceId: null,
    });
    expect(JSON.parse(row?.data ?? '')).toEqual(valid);
  });

  it('refuses invalid values naming each field, and writes nothing', async () => {
    const before = (await stored()).length;
    const refused = await submit(cashier, { level: 'platinum', amount: 1.234, mobile: '123', issue: true });
    expect(refused.json.code).toBe(400);
    for (const text of [
      'Store: required',
      'Level: "platinum" is not one of the options',
      'Amount: an amount of at least 0 with at most two decimals',
      'Mobile: not a valid mainland mobile number',
      'Detail: required',
    ])
      expect(refused.json.message).toContain(text);
    expect((await stored()).length).toBe(before);
  });

  it('refuses exactly what the browser’s validation refuses', async () => {
    const fill = await cashier.ok.get<FormFillOutput>(`/api/sysFormDes/fillDetail?code=${formCode}`);
    const levels = await cashier.ok.get<DictItemOutput[]>('/api/sysDictType/dataList?code=vip_level');
    const dictValues = (code: string) => (code === 'vip_level' ? levels.map((l) => l.code) : undefined);
    const samplesOf: Record<string, unknown>[] = [
      valid,
      { ...valid, amount: 0 },
      { ...valid, amount: -1 },
      { ...valid, amount: '12' },
      { ...valid, mobile: '' },
      { ...valid, mobile: '19912345678' },
      { ...valid, mobile: '1381234567' },
      { ...valid, level: 'gold' },
      { ...valid, level: 'Gold' },
      { ...valid, issue: true },
      { ...valid, issue: true, detail: '  ' },
      { ...valid, issue: true, detail: 'broken door' },
      { ...valid, issue: 'yes' },
      { ...valid, store: 'x'.repeat(501) },
    ];
    for (const data of samplesOf) {
      const browserRefuses = validateFormData(fill.schema, data, { dictValues }).length > 0;
      const answer = await submit(cashier, data);
      expect(answer.json.code === 400, JSON.stringify(data)).toBe(browserRefuses);
      if (!browserRefuses) expect(answer.json.code).toBe(200);
    }
  });

  it('pins each submission to its version: a new publish checks new ones and leaves old ones as they were', async () => {
    const first = (await submit(cashier, valid)).json.result as { id: number };
    const next = inspection();
    next.nodes.push(
      field('radio', 'grade', { required: true, label: label('Grade'), options: staticOptions('a', 'b') }),
    );
    const { version } = await admin.ok.get<{ version: number }>(`/api/sysFormDes/detail?id=${formId}`);
    await admin.ok.post('/api/sysFormDes/update', { id: formId, version, schema: next });
    await admin.ok.post('/api/sysFormDes/publish', { id: formId, version: version + 1 });
    expect((await submit(cashier, valid)).json.message).toContain('Grade: required');
    const second = await submit(cashier, { ...valid, grade: 'b' });
    expect(second.json.result).toMatchObject({ versionNo: 2 });
    const old = await manager.ok.get<FormDataDetailOutput>(`/api/sysFormDes/dataDetail?id=${first.id}`);
    expect(old).toMatchObject({ formVersion: 1, data: valid, schema: inspection() });
  });

  it('shows each reader the submissions of their data scope', async () => {
    const mine = (await submit(cashier, { ...valid, grade: 'a' })).json.result as { id: number };
    const admins = (await submit(admin, { ...valid, grade: 'a' })).json.result as { id: number };
    expect(await listed(cashier)).not.toContain(admins.id);
    expect(await listed(cashier)).toContain(mine.id);
    // the manager's scope is 门店A and below: the cashier's, not the admin's (the root organisation)
    expect(await listed(manager)).toContain(mine.id);
    expect(await listed(manager)).not.toContain(admins.id);
    // the keeper's is the warehouse
    expect(await listed(keeper)).not.toContain(mine.id);
    expect(await listed(admin)).toEqual(expect.arrayContaining([mine.id, admins.id]));
    expect((await keeper.get(`/api/sysFormDes/dataDetail?id=${mine.id}`)).json.code).toBe(404);
    const byName = await admin.ok.page<FormDataOutput>('/api/sysFormDes/dataPage', {
      formId,
      createUser: 'cashier',
      pageSize: 100,
    });
    expect(byName.items.every((d) => d.createUserId === STAFF_USER.cashier)).toBe(true);
  });

  it('exports the scope’s submissions with the fields as columns in the reader’s language', async () => {
    const file = await downloadXlsx(t.app, '/api/sysFormDes/dataExport', { formId }, manager.headers);
    const [header, ...rows] = await readXlsx(file);
    expect(header).toEqual([
      'No.',
      'Submitted',
      'Submitted by',
      'Organisation',
      'Status',
      'Version',
      'Store',
      'Level',
      'Amount',
      'Mobile',
      'Issue',
      'Detail',
      'Grade',
    ]);
    expect(rows.length).toBe((await listed(manager)).length);
    expect(rows[0]?.slice(2)).toEqual([
      '收银员',
      '门店A',
      'Submitted',
      1,
      '门店A',
      'Silver',
      '12.50',
      '13812345678',
      'No',
      '',
      '',
    ]);
  });

  it('keeps another tenant’s submissions and forms out of reach', async () => {
    const [row] = await stored();
    expect((await other.get(`/api/sysFormDes/dataDetail?id=${row?.id}`)).json.code).toBe(404);
    expect(await listed(other)).toEqual([]);
    expect((await submit(other, valid)).json).toMatchObject({
      code: 400,
      extras: { reason: 'form.notFillable' },
    });
    const exported = await other.post('/api/sysFormDes/dataExport', { formId });
    expect(exported.json.code).toBe(404);
  });

  it('takes users, organisations and files of the tenant only, and serves a submission’s files to its readers', async () => {
    const code = `refs_${kind}`;
    await published(code, {
      schemaVersion: 1,
      layout: 'vertical',
      nodes: [
        field('user', 'checker', { label: label('Checker') }),
        field('org', 'branch', { label: label('Branch'), multiple: true }),
        field('upload', 'photos', { label: label('Photos') }),
      ],
    });
    const users = await cashier.ok.post<FormUserOption[]>('/api/sysFormDes/userOptions', {
      keyword: 'manag',
    });
    expect(users.map((u) => u.account)).toEqual(['manager']);
    const orgs = await cashier.ok.get<FormOrgOption[]>('/api/sysFormDes/orgOptions');
    expect(orgs.map((o) => o.id)).toEqual(expect.arrayContaining([STAFF_ORG.storeA, STAFF_ORG.warehouse]));
    const sent = await upload(t.app, '/api/sysFormDes/upload', cashier.headers, 'shelf.png', samples.png());
    const photo = sent.json.result as FormFileValue;
    expect(photo.name).toBe('shelf.png');

    const unknown = await submit(cashier, { checker: 999_999_999 }, code);
    expect(unknown.json.message).toContain('Checker: no such user (999999999)');
    const foreignOrg = await submit(cashier, { branch: [STAFF_ORG.storeA, 42] }, code);
    expect(foreignOrg.json.message).toContain('Branch: no such organisation (42)');
    const data = { checker: STAFF_USER.manager, branch: [STAFF_ORG.storeA], photos: [photo] };
    const { id } = (await submit(cashier, data, code)).json.result as { id: number };
    const read = await manager.ok.get<FormDataDetailOutput>(`/api/sysFormDes/dataDetail?id=${id}`);
    expect(read.userNames).toEqual({ [String(STAFF_USER.manager)]: '店长' });
    expect(read.orgNames).toEqual({ [String(STAFF_ORG.storeA)]: '门店A' });
    const content = await t.app.inject({
      method: 'GET',
      url: `/api/sysFormDes/dataFile?id=${id}&fileId=${photo.id}`,
      headers: manager.headers,
    });
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(samples.png())).toBe(true);
    const notOfIt = await manager.get(`/api/sysFormDes/dataFile?id=${id}&fileId=${photo.id + 1}`);
    expect(notOfIt.json.code).toBe(404);
  });

  it('takes no submissions of a disabled form', async () => {
    await admin.ok.post('/api/sysFormDes/setStatus', { id: formId, status: 3 });
    expect((await submit(cashier, { ...valid, grade: 'a' })).json.extras).toMatchObject({
      reason: 'form.notFillable',
    });
    const forms = await cashier.ok.get<FormFillItemOutput[]>('/api/sysFormDes/fillList');
    expect(forms.map((f) => f.code)).not.toContain(formCode);
    await admin.ok.post('/api/sysFormDes/setStatus', { id: formId, status: 2 });
    expect((await submit(cashier, { ...valid, grade: 'a' })).json.code).toBe(200);
  });

  it('gives an installation seeded before the forms screen its grants once, for each staff role', async () => {
    const screen = [0, 1, 2, 3].map((n) => FORM_FILL_MENU_ID + n);
    const held = (roleId: number) =>
      t.ctx.db
        .selectFrom('sysRoleMenu')
        .select('menuId')
        .where('roleId', '=', roleId)
        .where('menuId', 'in', screen)
        .execute()
        .then((rows) => rows.map((r) => Number(r.menuId)).sort());
    for (const roleId of [STAFF_ROLE.cashier, STAFF_ROLE.storeManager])
      expect(await held(roleId)).toEqual(screen);
    const takeAway = () =>
      t.ctx.db
        .deleteFrom('sysRoleMenu')
        .where('roleId', '=', STAFF_ROLE.cashier)
        .where('menuId', 'in', screen)
        .execute();
    const reseed = () => seedAll(t.ctx.db, { adminPassword: 'unused', now: Date.now(), ids: t.ctx.ids });
    // as before the release: no grant, and the step never ran
    await takeAway();
    await t.ctx.db.deleteFrom('sysSeed').where('name', '=', 'form-fill-menu:v1').execute();
    await reseed();
    expect(await held(STAFF_ROLE.cashier)).toEqual(screen);
    // what an administrator takes away later stays away
    await takeAway();
    await reseed();
    expect(await held(STAFF_ROLE.cashier)).toEqual([]);
  });
});
