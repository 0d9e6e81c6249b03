import { ApprovalStatus } from '@retail/contracts';
import { FORM_DATA_STATUS } from '@retail/contracts/api/system/form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLE, STAFF_USER } from '../../src/db/seed/staff.ts';
import { graphOf, publishWorkflow, todoFor, todosOf } from '../support/approvals.ts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { inspection } from '../support/forms.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const valid = { store: '门店A', level: 'silver', mobile: '13812345678', issue: false };

interface Detail {
  status: number;
  history: Array<{ action: string; nodeName: string | null; comment: string | null }>;
}

/**
 * Submissions of a designed form bound to a two-step workflow with a condition: above 1000 the store manager
 * approves first, then the keeper; below it the manager's step is skipped.
 */
describe.each(databaseKinds())('approvals of form submissions on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let manager: Api;
  let cashier: Api;
  let keeper: Api;
  const formCode = `spend_${kind}`;

  const submit = (data: Record<string, unknown>) =>
    cashier.ok.post<{ id: number; status: number }>('/api/sysFormDes/submit', { formCode, data });
  const row = (id: number) =>
    t.ctx.db.selectFrom('sysFormData').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await startTestApp(kind);
    const as = (account: string) => signInAs(t, account, { headers: IN_ENGLISH });
    [admin, manager, cashier, keeper] = await Promise.all([
      as('admin'),
      as('manager'),
      as('cashier'),
      as('keeper'),
    ]);
    const formId = await admin.ok.post<number>('/api/sysFormDes/add', {
      code: formCode,
      name: `Spending ${kind}`,
      schema: inspection(),
    });
    await admin.ok.post('/api/sysFormDes/publish', { id: formId, version: 1 });
    const workflowId = await publishWorkflow(
      t,
      graphOf([
        {
          type: 'condition',
          id: 'big',
          name: 'Big spend',
          when: [{ field: 'amount', op: 'gt', value: 1000 }],
          then: [
            {
              type: 'approve',
              id: 'manager',
              name: 'Store manager',
              assignee: { kind: 'role', ids: [STAFF_ROLE.storeManager] },
            },
          ],
        },
        {
          type: 'approve',
          id: 'keeper',
          name: 'Keeper',
          assignee: { kind: 'user', ids: [STAFF_USER.keeper] },
        },
      ]),
      { event: 'formSubmit' },
    );
    await admin.ok.post('/api/sysApproval/bindingAdd', { event: 'formSubmit', formCode, workflowId });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('holds a submission above 1000 for the manager, then the keeper, and records the rejection', async () => {
    const submitted = await submit({ ...valid, amount: 1500 });
    expect(submitted.status).toBe(FORM_DATA_STATUS.awaitingApproval);
    const stored = await row(submitted.id);
    expect(stored.status).toBe(FORM_DATA_STATUS.awaitingApproval);
    expect(stored.approvalInstanceId).not.toBeNull();
    expect((await todosOf(keeper)).some((x) => x.instance.businessKey === String(submitted.id))).toBe(false);

    const first = await todoFor(manager, `Spending ${kind}`);
    expect(first.nodeId).toBe('manager');
    await manager.ok.post('/api/sysApproval/approve', { taskId: first.taskId, comment: 'ok by me' });
    expect((await row(submitted.id)).status).toBe(FORM_DATA_STATUS.awaitingApproval);

    const second = await todoFor(keeper, `Spending ${kind}`);
    expect(second.nodeId).toBe('keeper');
    await keeper.ok.post('/api/sysApproval/reject', { taskId: second.taskId, comment: 'over budget' });
    expect((await row(submitted.id)).status).toBe(FORM_DATA_STATUS.rejected);

    const detail = await cashier.ok.get<Detail>(`/api/sysApproval/detail?id=${stored.approvalInstanceId}`);
    expect(detail.status).toBe(ApprovalStatus.Rejected);
    const decided = detail.history.filter((h) => h.action === 'approved' || h.action === 'rejected');
    expect(decided.map((h) => [h.action, h.comment])).toEqual([
      ['approved', 'ok by me'],
      ['rejected', 'over budget'],
    ]);
  });

  it('skips the manager below 1000 and approves the submission on the keeper’s word', async () => {
    const submitted = await submit({ ...valid, amount: 200 });
    expect(submitted.status).toBe(FORM_DATA_STATUS.awaitingApproval);
    const stored = await row(submitted.id);
    expect(
      (await todosOf(manager)).some((x) => x.instance.id === stored.approvalInstanceId),
      'the manager has no step below the threshold',
    ).toBe(false);
    const only = (await todosOf(keeper)).find((x) => x.instance.id === stored.approvalInstanceId);
    expect(only?.nodeId).toBe('keeper');
    await keeper.ok.post('/api/sysApproval/approve', { taskId: only?.taskId, comment: null });
    expect((await row(submitted.id)).status).toBe(FORM_DATA_STATUS.approved);
  });

  it('leaves submissions of a form with no binding as submitted', async () => {
    const other = await admin.ok.post<number>('/api/sysFormDes/add', {
      code: `free_${kind}`,
      name: `Free ${kind}`,
      schema: inspection(),
    });
    await admin.ok.post('/api/sysFormDes/publish', { id: other, version: 1 });
    const submitted = await cashier.ok.post<{ id: number; status: number }>('/api/sysFormDes/submit', {
      formCode: `free_${kind}`,
      data: { ...valid, amount: 5000 },
    });
    expect(submitted.status).toBe(FORM_DATA_STATUS.submitted);
    expect((await row(submitted.id)).approvalInstanceId).toBeNull();
  });
});
