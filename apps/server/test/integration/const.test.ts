import { AccountType, DataScope, Gender, MenuType, Status, YesNo } from '@retail/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signIn } from '../support/auth.ts';
import { databaseKinds } from '../support/databases.ts';
import { FIXTURE_PASSWORD, insertUser } from '../support/fixtures.ts';
import { call, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';

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
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to anonymous callers', async () => {
    for (const url of ['/api/sysConst/list', '/api/sysConst/data/Status', '/api/sysConst/data/nothing']) {
      const res = await call(t.app, 'GET', url);
      expect(res.status, url).toBe(401);
      expect(res.json.code, url).toBe(401);
    }
  });

  it('lists the constant groups of the shared enums', async () => {
    const res = await call(t.app, 'GET', '/api/sysConst/list', { headers: admin.headers });
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
    await insertUser(t, { account: 'constuser' });
    const user = await signIn(t.app, 'constuser', FIXTURE_PASSWORD);
    for (const who of [admin, user]) {
      const res = await call(t.app, 'GET', '/api/sysConst/data/AccountType', { headers: who.headers });
      expect(res.json.code).toBe(200);
      expect(res.json.result).toEqual([
        { name: 'const.accountType.superAdmin', code: 999 },
        { name: 'const.accountType.sysAdmin', code: 888 },
        { name: 'const.accountType.normalUser', code: 777 },
        { name: 'const.accountType.member', code: 666 },
      ]);
    }
    const lower = await call(t.app, 'GET', '/api/sysConst/data/gender', { headers: admin.headers });
    expect((lower.json.result as ConstItem[]).map((d) => d.code)).toEqual([1, 2, 3]);
  });

  it('answers 404 naming an unknown group', async () => {
    const res = await call(t.app, 'GET', '/api/sysConst/data/NoSuchGroup', {
      headers: { ...admin.headers, 'accept-language': 'en' },
    });
    expect(res.status).toBe(200);
    expect(res.json.code).toBe(404);
    expect(res.json.message).toContain('NoSuchGroup');
    expect((await call(t.app, 'GET', '/api/sysConst/data/', { headers: admin.headers })).json.code).not.toBe(
      200,
    );
  });
});
