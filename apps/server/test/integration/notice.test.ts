import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../support/auth.ts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT, signInNewUser } from '../support/fixtures.ts';
import { connectHub, nextEvent } from '../support/sockets.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

interface Notice {
  id: number;
  title: string;
  content: string;
  status: number;
}

const HOSTILE =
  '<p onclick="steal()">Sale <b>today</b><script>alert(1)</script>' +
  '<img src="/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>' +
  '<a href="https://example.com" onmouseover="alert(4)">shop</a><iframe src="//evil"></iframe>' +
  '<span style="color: red; position: fixed">red</span></p>';

describe.each(databaseKinds())('notices on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let staff: Api;
  let staffSession: SignedIn;
  let other: Api;
  let base: string;

  const unread = async (who: Api) => (await who.get('/api/sysNotice/unReadList')).json.result as Notice[];

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    admin = await signInAs(t, 'admin');
    ({ api: staff, session: staffSession } = await signInNewUser(t, { account: 'noticestaff' }));
    other = (await signInNewTenantAdmin(t, 'Notice Other Shop', 'noticeother')).admin;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores and returns rich text without scripts, event handlers or javascript: links', async () => {
    const added = await admin.post('/api/sysNotice/add', {
      title: 'Weekend sale',
      content: HOSTILE,
      type: 1,
    });
    expect(added.json.code).toBe(200);
    const id = added.json.result as number;
    const stored = await t.ctx.db
      .selectFrom('sysNotice')
      .select('content')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const page = await admin.post('/api/sysNotice/page', { title: 'weekend' });
    const returned = (page.json.result as { items: Notice[] }).items[0]?.content;
    for (const html of [stored.content, returned]) {
      expect(html).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|<iframe|position/i);
      expect(html).toContain('<b>today</b>');
      expect(html).toContain('<img src="/a.png" />');
      expect(html).toContain('<a href="https://example.com">shop</a>');
      expect(html).toContain('<span style="color:red">red</span>');
    }
    const update = await admin.post('/api/sysNotice/update', {
      id,
      content: '<div onload="x()">v2<script>1</script></div>',
    });
    expect(update.json.code).toBe(200);
    const after = await t.ctx.db
      .selectFrom('sysNotice')
      .select('content')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.content).toBe('<div>v2</div>');
  });

  it('refuses content that is nothing but unsafe markup', async () => {
    const res = await admin
      .with(IN_ENGLISH)
      .post('/api/sysNotice/add', { title: 'x', content: '<script>alert(1)</script>' });
    expect(res.json.code).toBe(400);
    expect(res.json.message).toContain('content');
  });

  it('publishes to every user of the tenant with a live push, then reads and withdraws', async () => {
    const id = (
      await admin.post('/api/sysNotice/add', {
        title: 'Stocktake Friday',
        content: '<p>Count all shelves</p>',
      })
    ).json.result as number;
    const socket = await connectHub(base, staffSession.accessToken);
    try {
      const pushed = nextEvent<Notice>(socket, 'PublicNotice');
      expect((await admin.post('/api/sysNotice/public', { id })).json.code).toBe(200);
      expect(await pushed).toMatchObject({ id, title: 'Stocktake Friday', status: 1 });
    } finally {
      socket.close();
    }
    const receipts = await t.ctx.db
      .selectFrom('sysNoticeUser')
      .select(['userId', 'tenantId'])
      .where('noticeId', '=', id)
      .execute();
    const tenantUsers = await t.ctx.db
      .selectFrom('sysUser')
      .select('id')
      .where('tenantId', '=', DEFAULT_TENANT)
      .where('status', '=', 1)
      .where('isDelete', '=', 0)
      .execute();
    expect(receipts.map((r) => r.userId).sort()).toEqual(tenantUsers.map((u) => u.id).sort());
    expect(new Set(receipts.map((r) => r.tenantId))).toEqual(new Set([DEFAULT_TENANT]));

    expect((await unread(staff)).map((n) => n.id)).toContain(id);
    expect((await unread(other)).map((n) => n.id)).not.toContain(id);
    expect((await other.post('/api/sysNotice/setRead', { id })).json.code).toBe(404);
    expect((await admin.post('/api/sysNotice/update', { id, title: 'late edit' })).json.code).toBe(400);

    const received = await staff.get('/api/sysNotice/pageReceived?page=1&pageSize=10&Title=stocktake');
    const items = (
      received.json.result as { items: Array<{ noticeId: number; readStatus: number; sysNotice: Notice }> }
    ).items;
    expect(items).toEqual([expect.objectContaining({ noticeId: id, readStatus: 0 })]);
    expect(items[0]?.sysNotice.title).toBe('Stocktake Friday');

    expect((await staff.post('/api/sysNotice/setRead', { id })).json.code).toBe(200);
    expect((await unread(staff)).map((n) => n.id)).not.toContain(id);

    expect((await admin.post('/api/sysNotice/cancel', { id })).json.code).toBe(200);
    expect((await admin.post('/api/sysNotice/cancel', { id })).json.code).toBe(400);
    expect((await unread(admin)).map((n) => n.id)).not.toContain(id);
    expect((await other.post('/api/sysNotice/delete', { id })).json.code).toBe(404);
    expect((await admin.post('/api/sysNotice/delete', { id })).json.code).toBe(200);
    const left = await t.ctx.db.selectFrom('sysNoticeUser').select('id').where('noticeId', '=', id).execute();
    expect(left).toEqual([]);
  });

  it('keeps other tenants’ notices out of the page', async () => {
    await other.post('/api/sysNotice/add', { title: 'Other tenant only', content: '<p>x</p>' });
    const page = await admin.post('/api/sysNotice/page', { title: 'Other tenant only' });
    expect((page.json.result as { total: number }).total).toBe(0);
  });
});
