import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { FIXTURE_PASSWORD, insertRole, insertUser, signInNewUser } from '../support/fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { downloadXlsx, readXlsx } from '../support/xlsx.ts';

interface OwnSession {
  id: number;
  ip: string | null;
  browser: string;
  current: boolean;
}

describe.each(databaseKinds())('user export and own sign-ins on %s', (kind) => {
  let t: TestApp;
  let admin: Api;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
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
      admin.headers,
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
    const s = (await signInNewUser(t, { account: 'pageonlyuser', roleIds: [roleId] })).api;
    const res = await s.post('/api/sysUser/export', {});
    expect(res.json.code).toBe(403);
  });

  it('lists only the caller’s own active sign-ins and marks the current one', async () => {
    await insertUser(t, { account: 'twodevices1' });
    await insertUser(t, { account: 'somebodyels' });
    const first = await signInAs(t, 'twodevices1', { password: FIXTURE_PASSWORD });
    const second = await signInAs(t, 'twodevices1', { password: FIXTURE_PASSWORD });
    await signInAs(t, 'somebodyels', { password: FIXTURE_PASSWORD });
    const res = await second.get('/api/sysAuth/ownSessions');
    const list = res.json.result as OwnSession[];
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list[0]?.current).toBe(true); // newest first: the session that asked
    const firstView = await first.get('/api/sysAuth/ownSessions');
    expect((firstView.json.result as OwnSession[]).find((s) => s.current)?.id).toBe(list[1]?.id);
  });

  it('signs out one own sign-in: that token stops working, the others keep working', async () => {
    const phone = (await signInNewUser(t, { account: 'signoutone1' })).api;
    const desk = await signInAs(t, 'signoutone1', { password: FIXTURE_PASSWORD });
    const list = (await desk.get('/api/sysAuth/ownSessions')).json.result as OwnSession[];
    const phoneSession = list.find((s) => !s.current) as OwnSession;
    const res = await desk.post('/api/sysAuth/signOutSession', { id: phoneSession.id });
    expect(res.json.code).toBe(200);
    expect((await phone.get('/api/sysAuth/userInfo')).status).toBe(401);
    expect((await desk.get('/api/sysAuth/userInfo')).json.code).toBe(200);
    const after = (await desk.get('/api/sysAuth/ownSessions')).json.result as OwnSession[];
    expect(after.map((s) => s.id)).toEqual([list.find((s) => s.current)?.id]);
  });

  it("cannot sign out another user's sign-in", async () => {
    await insertUser(t, { account: 'victimuser1' });
    await insertUser(t, { account: 'attacker001' });
    const victim = await signInAs(t, 'victimuser1', { password: FIXTURE_PASSWORD });
    const attacker = await signInAs(t, 'attacker001', { password: FIXTURE_PASSWORD });
    const victimSession = (
      (await victim.get('/api/sysAuth/ownSessions')).json.result as OwnSession[]
    )[0] as OwnSession;
    const res = await attacker.post('/api/sysAuth/signOutSession', { id: victimSession.id });
    expect(res.json.code).toBe(404);
    expect((await victim.get('/api/sysAuth/userInfo')).json.code).toBe(200);
  });
});
