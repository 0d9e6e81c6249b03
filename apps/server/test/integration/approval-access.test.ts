import { ApprovalStatus, StockAdjustKind, StockAdjustStatus } from '@retail/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ORG, STAFF_USER } from '../../src/db/seed/staff.ts';
import {
  adjustStatus as adjustStatusAs,
  approvalDetail,
  startApprovalScene,
  submitIssue as submitIssueAs,
} from '../support/approval-scene.ts';
import { bind, graphOf, publishWorkflow, todoFor, todosOf } from '../support/approvals.ts';
import type { Api } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { type NewUser, signInNewUser } from '../support/fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { insertBarcode } from '../support/retail-fixtures.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import type { TestApp } from '../support/test-app.ts';

/**
 * Through stock adjustments (the event every test can raise): the four assignee kinds, who may decide, read and
 * withdraw, tenant isolation, and the bindings' rules.
 */
describe.each(databaseKinds())('approval assignees, access and bindings on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let keeper: Api;
  let first: NewUser;
  let second: NewUser;
  let third: NewUser;
  let outsider: NewUser;
  let roleId: number;
  let seq = 0;

  const submitIssue = (cost: number, who = keeper) => submitIssueAs(t, who, cost);
  const detail = approvalDetail;
  const adjustStatus = (id: number) => adjustStatusAs(keeper, id);

  beforeAll(async () => {
    ({ t, admin, keeper, first, second, third, outsider, roleId } = await startApprovalScene(kind));
  });
  afterEach(async () => {
    await expectRetailInvariants(t.ctx.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('resolves users, roles, the organisation’s director and the starter’s manager, and refuses a step with nobody', async () => {
    const disabled = await signInNewUser(t, { account: `ap${kind.slice(0, 2)}off`, roleIds: [roleId] });
    await t.ctx.db.updateTable('sysUser').set({ status: 2 }).where('id', '=', disabled.id).execute();
    await admin.ok.post('/api/sysOrg/update', {
      id: STAFF_ORG.warehouse,
      name: '中心仓库',
      directorId: third.id,
    });
    const self = await admin.post('/api/sysUser/update', {
      id: STAFF_USER.keeper,
      managerUserId: STAFF_USER.keeper,
    });
    expect(self.json.code).toBe(400);
    expect(self.json.message).toContain('managerUserId');
    await admin.ok.post('/api/sysUser/update', { id: STAFF_USER.keeper, managerUserId: outsider.id });
    const graph = graphOf([
      { type: 'approve', id: 'u', name: 'User', assignee: { kind: 'user', ids: [first.id, disabled.id] } },
      { type: 'approve', id: 'r', name: 'Role', assignee: { kind: 'role', ids: [roleId] }, mode: 'all' },
      { type: 'approve', id: 'o', name: 'Director', assignee: { kind: 'orgLeader', ids: [] } },
      { type: 'approve', id: 'm', name: 'Manager', assignee: { kind: 'starterManager', ids: [] } },
    ]);
    await bind(admin, 'stockAdjust', await publishWorkflow(t, graph), null);
    const doc = await submitIssue(1_00);
    const assigned = async (id: number) =>
      (await detail(keeper, id)).tasks.map((x) => [x.nodeId, x.assigneeUserId]);
    const u = await todoFor(first.api, doc.no);
    expect(await assigned(u.instance.id)).toEqual([['u', first.id]]);
    await first.api.ok.post('/api/sysApproval/approve', { taskId: u.taskId });
    expect((await assigned(u.instance.id)).filter(([node]) => node === 'r')).toEqual([
      ['r', first.id],
      ['r', second.id],
    ]);
    for (const who of [first, second]) {
      await who.api.ok.post('/api/sysApproval/approve', { taskId: (await todoFor(who.api, doc.no)).taskId });
    }
    await third.api.ok.post('/api/sysApproval/approve', {
      taskId: (await todoFor(third.api, doc.no)).taskId,
    });
    const m = await todoFor(outsider.api, doc.no);
    expect(m.nodeName).toBe('Manager');

    const nobody = graphOf([
      { type: 'approve', id: 'n', name: 'Empty step', assignee: { kind: 'user', ids: [disabled.id] } },
    ]);
    await bind(admin, 'stockAdjust', await publishWorkflow(t, nobody), null);
    const item = await insertBarcode(t.ctx, { qty: 5, locationId: STAFF_ORG.warehouse });
    const id = await keeper.ok.post<number>('/api/stockAdjust/add', {
      kind: StockAdjustKind.Issue,
      lines: [{ barcode: item.barcode, qty: 1 }],
    });
    const refused = await keeper.post('/api/stockAdjust/confirm', { id });
    expect(refused.json.code).toBe(400);
    expect(refused.json.message).toContain('Empty step');
    expect(await adjustStatus(id)).toMatchObject({ status: StockAdjustStatus.Draft, approvalStatus: null });
    const written = await t.ctx.db
      .selectFrom('sysApprovalInstance')
      .select('id')
      .where('businessKey', '=', String(id))
      .execute();
    expect(written).toEqual([]);
  });

  it('lets only the assignee decide, only the involved read, only the starter withdraw, and keeps tenants apart', async () => {
    const graph = graphOf([
      { type: 'approve', id: 'x', name: 'Step', assignee: { kind: 'user', ids: [first.id] } },
    ]);
    await bind(admin, 'stockAdjust', await publishWorkflow(t, graph), null);
    const doc = await submitIssue(1_00);
    const todo = await todoFor(first.api, doc.no);
    expect((await outsider.api.post('/api/sysApproval/approve', { taskId: todo.taskId })).json.code).toBe(
      404,
    );
    expect((await outsider.api.get(`/api/sysApproval/detail?id=${todo.instance.id}`)).json.code).toBe(404);
    expect((await detail(first.api, todo.instance.id)).myTaskId).toBe(todo.taskId);
    expect((await detail(admin, todo.instance.id)).myTaskId).toBeNull();
    const other = await signInNewTenantAdmin(t, `Approval ${kind} ${++seq}`, `apx${kind.slice(0, 2)}${seq}`);
    expect((await other.admin.get(`/api/sysApproval/detail?id=${todo.instance.id}`)).json.code).toBe(404);
    expect((await other.admin.post('/api/sysApproval/withdraw', { id: todo.instance.id })).json.code).toBe(
      404,
    );
    const page = await other.admin.ok.page('/api/sysApproval/bindingPage');
    expect(page.total).toBe(0);

    // the document waits: no edit, delete or second confirm
    for (const [url, body] of [
      ['/api/stockAdjust/update', { id: doc.id, lines: [{ barcode: doc.item.barcode, qty: 2 }] }],
      ['/api/stockAdjust/delete', { id: doc.id }],
      ['/api/stockAdjust/confirm', { id: doc.id }],
    ] as const) {
      const answer = await keeper.post(url, body);
      expect(answer.json.code).toBe(400);
      expect(answer.json.message).toContain('awaiting approval');
    }
    expect((await first.api.post('/api/sysApproval/withdraw', { id: todo.instance.id })).json.code).toBe(403);
    await keeper.ok.post('/api/sysApproval/withdraw', { id: todo.instance.id, comment: 'wrong lines' });
    expect(await todosOf(first.api)).toEqual([]);
    expect(await adjustStatus(doc.id)).toMatchObject({
      status: StockAdjustStatus.Draft,
      approvalStatus: ApprovalStatus.Withdrawn,
    });
    await keeper.ok.post('/api/stockAdjust/update', {
      id: doc.id,
      lines: [{ barcode: doc.item.barcode, qty: 2 }],
    });
    const started = await keeper.ok.page<{ id: number; status: number }>('/api/sysApproval/startedPage', {
      status: ApprovalStatus.Withdrawn,
    });
    expect(started.items.map((x) => x.id)).toContain(todo.instance.id);
  });

  it('keeps one enabled binding per event and refuses a stale update', async () => {
    const graph = graphOf([
      { type: 'approve', id: 'x', name: 'Step', assignee: { kind: 'user', ids: [first.id] } },
    ]);
    const workflowId = await publishWorkflow(t, graph);
    const id = await bind(admin, 'saleRefund', workflowId, 10);
    const again = await admin.post('/api/sysApproval/bindingAdd', {
      event: 'saleRefund',
      workflowId,
      threshold: 5,
    });
    expect(again.json.code).toBe(400);
    expect(again.json.message).toContain('event');
    const row = (
      await admin.ok.page<{ id: number; version: number; threshold: number }>(
        '/api/sysApproval/bindingPage',
        { event: 'saleRefund' },
      )
    ).items.find((b) => b.id === id);
    expect(row?.threshold).toBe(10);
    await admin.ok.post('/api/sysApproval/bindingUpdate', { id, version: row?.version, threshold: '12.50' });
    const stale = await admin.post('/api/sysApproval/bindingUpdate', {
      id,
      version: row?.version,
      threshold: 1,
    });
    expect(stale.json.code).toBe(409);
    const draftOnly = await admin.post('/api/sysApproval/bindingAdd', {
      event: 'stockAdjust',
      workflowId: 1,
      status: 2,
    });
    expect(draftOnly.json.code).toBe(400);
    expect(draftOnly.json.message).toContain('workflowId');
    expect((await keeper.post('/api/sysApproval/bindingPage', {})).json.code).toBe(403);
    await admin.ok.post('/api/sysApproval/bindingDelete', { id });
  });
});
