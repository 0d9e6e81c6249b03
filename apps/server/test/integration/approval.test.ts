import { ApprovalStatus, ApprovalTaskStatus, StockAdjustStatus } from '@retail/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ORG } from '../../src/db/seed/staff.ts';
import {
  adjustStatus as adjustStatusAs,
  approvalDetail,
  startApprovalScene,
  submitIssue as submitIssueAs,
} from '../support/approval-scene.ts';
import { bind, graphOf, publishWorkflow, todoFor, todosOf } from '../support/approvals.ts';
import type { Api } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import type { NewUser } from '../support/fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { stockOf } from '../support/retail-fixtures.ts';
import type { TestApp } from '../support/test-app.ts';

/**
 * The engine through stock adjustments (the event every test can raise): conditions and skipped steps, any/all
 * steps, concurrent decisions, notify steps. Assignees, access and bindings: approval-access.test.ts.
 */
describe.each(databaseKinds())('approval runtime on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let keeper: Api;
  let first: NewUser;
  let second: NewUser;
  let third: NewUser;
  let outsider: NewUser;
  let roleId: number;

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

  it('goes through both steps above the condition, skips the first below it, and rejects with the history', async () => {
    const graph = graphOf([
      {
        type: 'condition',
        id: 'big',
        name: 'Big?',
        when: [{ field: 'amount', op: 'gt', value: 100 }],
        then: [
          { type: 'approve', id: 's1', name: 'Manager check', assignee: { kind: 'user', ids: [first.id] } },
        ],
      },
      { type: 'approve', id: 's2', name: 'Finance check', assignee: { kind: 'user', ids: [second.id] } },
    ]);
    await bind(admin, 'stockAdjust', await publishWorkflow(t, graph), 50);

    const big = await submitIssue(200_00);
    expect(big.confirm.status).toBe('submitted');
    expect(await todosOf(second.api)).toEqual([]);
    const step1 = await todoFor(first.api, big.no);
    expect(step1.nodeName).toBe('Manager check');
    await first.api.ok.post('/api/sysApproval/approve', { taskId: step1.taskId, comment: 'fine by me' });
    const step2 = await todoFor(second.api, big.no);
    const noComment = await second.api.post('/api/sysApproval/reject', {
      taskId: step2.taskId,
      comment: ' ',
    });
    expect(noComment.json.code).toBe(400);
    expect(noComment.json.message).toContain('comment');
    await second.api.ok.post('/api/sysApproval/reject', { taskId: step2.taskId, comment: 'too much' });
    const ended = await detail(keeper, step2.instance.id);
    expect(ended.status).toBe(ApprovalStatus.Rejected);
    expect(ended.history.map((h) => [h.nodeId, h.action, h.comment])).toEqual([
      ['start', 'started', null],
      ['s1', 'approved', 'fine by me'],
      ['s2', 'rejected', 'too much'],
    ]);
    expect(await adjustStatus(big.id)).toMatchObject({
      status: StockAdjustStatus.Draft,
      approvalStatus: ApprovalStatus.Rejected,
    });

    const small = await submitIssue(80_00);
    expect(await todosOf(first.api)).toEqual([]);
    const only = await todoFor(second.api, small.no);
    await second.api.ok.post('/api/sysApproval/approve', { taskId: only.taskId });
    const done = await detail(keeper, only.instance.id);
    expect(done.status).toBe(ApprovalStatus.Approved);
    expect(done.history.map((h) => [h.nodeId, h.action])).toEqual([
      ['start', 'started'],
      ['s1', 'skipped'],
      ['s2', 'approved'],
      ['end', 'finished'],
    ]);
    expect(await adjustStatus(small.id)).toMatchObject({ status: StockAdjustStatus.Confirmed });
    expect(await stockOf(t.ctx, small.item.barcodeId, STAFF_ORG.warehouse)).toBe(4);
  });

  it('confirms at once, with its approval’s history, when the condition skips every step', async () => {
    const graph = graphOf([
      {
        type: 'condition',
        id: 'huge',
        name: 'Huge?',
        when: [{ field: 'amount', op: 'gt', value: 10_000 }],
        then: [{ type: 'approve', id: 'board', name: 'Board', assignee: { kind: 'user', ids: [first.id] } }],
      },
    ]);
    await bind(admin, 'stockAdjust', await publishWorkflow(t, graph), null);
    const doc = await submitIssue(1_00);
    expect(doc.confirm.status).toBe('confirmed');
    const after = await keeper.ok.get<{
      status: number;
      approvalStatus: number;
      approval: { status: number; history: Array<{ nodeId: string; action: string }> };
    }>(`/api/stockAdjust/detail?id=${doc.id}`);
    expect(after).toMatchObject({
      status: StockAdjustStatus.Confirmed,
      approvalStatus: ApprovalStatus.Approved,
    });
    expect(after.approval.history.map((h) => [h.nodeId, h.action])).toEqual([
      ['start', 'started'],
      ['board', 'skipped'],
      ['end', 'finished'],
    ]);
    expect(await stockOf(t.ctx, doc.item.barcodeId, STAFF_ORG.warehouse)).toBe(4);
  });

  it('any: the first decision wins and cancels the others; all: every approver must approve', async () => {
    const any = graphOf([
      { type: 'approve', id: 'a', name: 'Any of the role', assignee: { kind: 'role', ids: [roleId] } },
    ]);
    await bind(admin, 'stockAdjust', await publishWorkflow(t, any), null);
    const one = await submitIssue(1_00);
    const mine = await todoFor(first.api, one.no);
    const theirs = await todoFor(second.api, one.no);
    await second.api.ok.post('/api/sysApproval/approve', { taskId: theirs.taskId });
    const late = await first.api.post('/api/sysApproval/approve', { taskId: mine.taskId });
    expect(late.json.code).toBe(400);
    const afterAny = await detail(keeper, mine.instance.id);
    expect(afterAny.status).toBe(ApprovalStatus.Approved);
    expect(afterAny.tasks.map((x) => x.status).sort()).toEqual(
      [ApprovalTaskStatus.Approved, ApprovalTaskStatus.Cancelled].sort(),
    );

    const all = graphOf([
      {
        type: 'approve',
        id: 'b',
        name: 'All of the role',
        assignee: { kind: 'role', ids: [roleId] },
        mode: 'all',
      },
    ]);
    await bind(admin, 'stockAdjust', await publishWorkflow(t, all), null);
    const two = await submitIssue(1_00);
    await first.api.ok.post('/api/sysApproval/approve', {
      taskId: (await todoFor(first.api, two.no)).taskId,
    });
    expect((await adjustStatus(two.id)).status).toBe(StockAdjustStatus.Draft);
    const last = await todoFor(second.api, two.no);
    await second.api.ok.post('/api/sysApproval/approve', { taskId: last.taskId });
    expect((await adjustStatus(two.id)).status).toBe(StockAdjustStatus.Confirmed);

    const three = await submitIssue(1_00);
    await first.api.ok.post('/api/sysApproval/approve', {
      taskId: (await todoFor(first.api, three.no)).taskId,
    });
    await second.api.ok.post('/api/sysApproval/reject', {
      taskId: (await todoFor(second.api, three.no)).taskId,
      comment: 'no',
    });
    expect(await adjustStatus(three.id)).toMatchObject({
      status: StockAdjustStatus.Draft,
      approvalStatus: ApprovalStatus.Rejected,
    });
  });

  it('two approvers deciding at the same moment reach exactly one outcome', async () => {
    const any = graphOf([
      { type: 'approve', id: 'race', name: 'Race', assignee: { kind: 'role', ids: [roleId] } },
    ]);
    await bind(admin, 'stockAdjust', await publishWorkflow(t, any), null);
    for (let round = 0; round < 3; round++) {
      const doc = await submitIssue(1_00);
      const [a, b] = await Promise.all([todoFor(first.api, doc.no), todoFor(second.api, doc.no)]);
      const answers = await Promise.all([
        first.api.post('/api/sysApproval/approve', { taskId: a.taskId }),
        second.api.post('/api/sysApproval/reject', { taskId: b.taskId, comment: 'no' }),
      ]);
      expect(answers.map((x) => x.json.code).sort()).toEqual([200, 400]);
      const ended = await detail(keeper, a.instance.id);
      const decided = ended.tasks.filter((x) => x.status !== ApprovalTaskStatus.Cancelled);
      expect(decided).toHaveLength(1);
      const approved = answers[0]?.json.code === 200;
      expect(ended.status).toBe(approved ? ApprovalStatus.Approved : ApprovalStatus.Rejected);
      const adjust = await adjustStatus(doc.id);
      expect(adjust.status).toBe(approved ? StockAdjustStatus.Confirmed : StockAdjustStatus.Draft);
      const logs = await t.ctx.db
        .selectFrom('retailStockLog')
        .select('delta')
        .where('sourceId', '=', doc.id)
        .execute();
      expect(logs).toHaveLength(approved ? 1 : 0);
    }
  });

  it('tells a notify step’s users, who may then read the approval, and goes on to the next step', async () => {
    const graph = graphOf([
      { type: 'notify', id: 'tell', name: 'Tell the role', assignee: { kind: 'role', ids: [roleId] } },
      { type: 'approve', id: 'x', name: 'Third decides', assignee: { kind: 'user', ids: [third.id] } },
    ]);
    await bind(admin, 'stockAdjust', await publishWorkflow(t, graph), null);
    const doc = await submitIssue(1_00);
    const todo = await todoFor(third.api, doc.no);
    const told = await detail(first.api, todo.instance.id);
    expect(told.myTaskId).toBeNull();
    expect(
      told.history
        .filter((h) => h.action === 'notified')
        .map((h) => [h.nodeId, h.userName])
        .sort(),
    ).toEqual([
      ['tell', `ap${kind.slice(0, 2)}first`],
      ['tell', `ap${kind.slice(0, 2)}second`],
    ]);
    expect(await todosOf(first.api)).toEqual([]);
    expect((await outsider.api.get(`/api/sysApproval/detail?id=${todo.instance.id}`)).json.code).toBe(404);
    await third.api.ok.post('/api/sysApproval/approve', { taskId: todo.taskId });
    expect((await adjustStatus(doc.id)).status).toBe(StockAdjustStatus.Confirmed);
  });
});
