import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/auth.ts';
import { databaseKinds } from '../support/databases.ts';
import { FIXTURE_PASSWORD, insertRole, insertUser } from '../support/fixtures.ts';
import { call, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';
import { downloadXlsx, readXlsx } from '../support/xlsx.ts';

interface OwnSession {
  id: number;
  ip: string | null;
  browser: string;
  current: boolean;
}

describe.each(databaseKinds())('user export and own sign-ins on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = { ...(await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD)).headers, 'accept-language': 'en' };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('exports the filtered users with translated headers and status texts', async () => {
    await insertUser(t, { account: 'exportalpha1' });
    await insertUser(t, { account: 'exportalpha2', status: 2 });
    await insertUser(t, { account: 'otherbeta01' });
    const file = await downloadXlsx(
      t.app,
      '/api/sysUser/export',
      { account: 'exportalpha', field: 'account', order: 'ascending' },
      admin,
    );
    const rows = await readXlsx(file);
    expect(rows[0]?.slice(0, 2)).toEqual(['Account', 'Name']);
    const statusColumn = (rows[0] as string[]).indexOf('Status');
    const body = rows.slice(1).map((r) => [r[0], r[statusColumn]]);
    expect(body).toEqual([
      ['exportalpha1', 'Enabled'],
      ['exportalpha2', 'Disabled'],
    ]);
  });

  it('refuses the export without sysUser:export', async () => {
    const roleId = await insertRole(t, { code: 'userPageOnly', permissions: ['sysUser:page'] });
    await insertUser(t, { account: 'pageonlyuser', roleIds: [roleId] });
    const s = await signIn(t.app, 'pageonlyuser', FIXTURE_PASSWORD);
    const res = await call(t.app, 'POST', '/api/sysUser/export', { body: {}, headers: s.headers });
    expect(res.json.code).toBe(403);
  });

  it('lists only the caller’s own active sign-ins and marks the current one', async () => {
    await insertUser(t, { account: 'twodevices1' });
    await insertUser(t, { account: 'somebodyels' });
    const first = await signIn(t.app, 'twodevices1', FIXTURE_PASSWORD);
    const second = await signIn(t.app, 'twodevices1', FIXTURE_PASSWORD);
    await signIn(t.app, 'somebodyels', FIXTURE_PASSWORD);
    const res = await call(t.app, 'GET', '/api/sysAuth/ownSessions', { headers: second.headers });
    const list = res.json.result as OwnSession[];
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list[0]?.current).toBe(true); // newest first: the session that asked
    const firstView = await call(t.app, 'GET', '/api/sysAuth/ownSessions', { headers: first.headers });
    expect((firstView.json.result as OwnSession[]).find((s) => s.current)?.id).toBe(list[1]?.id);
  });

  it('signs out one own sign-in: that token stops working, the others keep working', async () => {
    await insertUser(t, { account: 'signoutone1' });
    const phone = await signIn(t.app, 'signoutone1', FIXTURE_PASSWORD);
    const desk = await signIn(t.app, 'signoutone1', FIXTURE_PASSWORD);
    const list = (await call(t.app, 'GET', '/api/sysAuth/ownSessions', { headers: desk.headers })).json
      .result as OwnSession[];
    const phoneSession = list.find((s) => !s.current) as OwnSession;
    const res = await call(t.app, 'POST', '/api/sysAuth/signOutSession', {
      body: { id: phoneSession.id },
      headers: desk.headers,
    });
    expect(res.json.code).toBe(200);
    expect((await call(t.app, 'GET', '/api/sysAuth/userInfo', { headers: phone.headers })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/sysAuth/userInfo', { headers: desk.headers })).json.code).toBe(
      200,
    );
    const after = (await call(t.app, 'GET', '/api/sysAuth/ownSessions', { headers: desk.headers })).json
      .result as OwnSession[];
    expect(after.map((s) => s.id)).toEqual([list.find((s) => s.current)?.id]);
  });

  it("cannot sign out another user's sign-in", async () => {
    await insertUser(t, { account: 'victimuser1' });
    await insertUser(t, { account: 'attacker001' });
    const victim = await signIn(t.app, 'victimuser1', FIXTURE_PASSWORD);
    const attacker = await signIn(t.app, 'attacker001', FIXTURE_PASSWORD);
    const victimSession = (
      (await call(t.app, 'GET', '/api/sysAuth/ownSessions', { headers: victim.headers })).json
        .result as OwnSession[]
    )[0] as OwnSession;
    const res = await call(t.app, 'POST', '/api/sysAuth/signOutSession', {
      body: { id: victimSession.id },
      headers: attacker.headers,
    });
    expect(res.json.code).toBe(404);
    expect((await call(t.app, 'GET', '/api/sysAuth/userInfo', { headers: victim.headers })).json.code).toBe(
      200,
    );
  });
});
