import { AccountType, DataScope, Gender, MenuType, Status, YesNo } from '@retail/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { signInNewUser } from '../support/fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

interface ConstItem {
  name: string;
  code: number;
}
interface ConstGroup {
  name: string;
  code: string;
  data: ConstItem[];
}

describe.each(databaseKinds())('constants on %s', (kind) => {
  let t: TestApp;
  let admin: Api;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signInAs(t, 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to anonymous callers', async () => {
    for (const url of ['/api/sysConst/list', '/api/sysConst/data/Status', '/api/sysConst/data/nothing']) {
      const res = await apiAs(t, null).get(url);
      expect(res.status, url).toBe(401);
      expect(res.json.code, url).toBe(401);
    }
  });

  it('lists the constant groups of the shared enums', async () => {
    const res = await admin.get('/api/sysConst/list');
    expect(res.json.code).toBe(200);
    const groups = res.json.result as ConstGroup[];
    expect(groups.map((g) => g.code)).toEqual([
      'AccountType',
      'Status',
      'YesNo',
      'MenuType',
      'DataScope',
      'Gender',
    ]);
    const values = (code: string) => groups.find((g) => g.code === code)?.data.map((d) => d.code);
    expect(values('AccountType')).toEqual(Object.values(AccountType));
    expect(values('Status')).toEqual(Object.values(Status));
    expect(values('YesNo')).toEqual(Object.values(YesNo));
    expect(values('MenuType')).toEqual(Object.values(MenuType));
    expect(values('DataScope')).toEqual(Object.values(DataScope));
    expect(values('Gender')).toEqual(Object.values(Gender));
    const status = groups.find((g) => g.code === 'Status') as ConstGroup;
    expect(status).toEqual({
      name: 'const.status',
      code: 'Status',
      data: [
        { name: 'const.status.enable', code: 1 },
        { name: 'const.status.disable', code: 2 },
      ],
    });
  });

  it('returns one group by type name, case-insensitively, to any signed-in user', async () => {
    const user = (await signInNewUser(t, { account: 'constuser' })).api;
    for (const who of [admin, user]) {
      const res = await who.get('/api/sysConst/data/AccountType');
      expect(res.json.code).toBe(200);
      expect(res.json.result).toEqual([
        { name: 'const.accountType.superAdmin', code: 999 },
        { name: 'const.accountType.sysAdmin', code: 888 },
        { name: 'const.accountType.normalUser', code: 777 },
        { name: 'const.accountType.member', code: 666 },
      ]);
    }
    const lower = await admin.get('/api/sysConst/data/gender');
    expect((lower.json.result as ConstItem[]).map((d) => d.code)).toEqual([1, 2, 3]);
  });

  it('answers 404 naming an unknown group', async () => {
    const res = await admin.with(IN_ENGLISH).get('/api/sysConst/data/NoSuchGroup');
    expect(res.status).toBe(200);
    expect(res.json.code).toBe(404);
    expect(res.json.message).toContain('NoSuchGroup');
    expect((await admin.get('/api/sysConst/data/')).json.code).not.toBe(200);
  });
});
