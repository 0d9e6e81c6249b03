import type { AddressInfo } from 'node:net';
import {
  ApprovalStatus,
  HubEvent,
  PayMethod,
  RefundRequestStatus,
  SaleOrderStatus,
  StockAdjustKind,
  StockAdjustStatus,
  StockLogKind,
} from '@retail/contracts';
import type { ApprovalHubPayload } from '@retail/contracts/api/system/approval';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ORG } from '../../src/db/seed/staff.ts';
import { bind, graphOf, publishWorkflow, todoFor, todosOf } from '../support/approvals.ts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { type NewUser, signInNewUser } from '../support/fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { insertBarcode, stockOf } from '../support/retail-fixtures.ts';
import { connectHub, nextEvent } from '../support/sockets.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

interface Adjust {
  id: number;
  no: string;
  status: number;
  approvalStatus: number | null;
  confirmUserName: string | null;
  approval: { status: number; history: Array<{ action: string; comment: string | null }> } | null;
}

interface Order {
  id: number;
  no: string;
  status: number;
  lines: Array<{ id: number }>;
  refunds: Array<{ id: number; amount: number; createUserName: string | null }>;
  refundRequests: Array<{ id: number; amount: number; status: number; refundId: number | null }>;
}

/** The two bound documents: stock adjustments above a value and sale refunds above an amount. */
describe.each(databaseKinds())('approvals of documents on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let admin: Api;
  let keeper: Api;
  let cashier: Api;
  let approver: NewUser;
  let keySeq = 0;

  const adjust = (id: number) => keeper.ok.get<Adjust>(`/api/stockAdjust/detail?id=${id}`);
  const logsOf = (sourceId: number) =>
    t.ctx.db
      .selectFrom('retailStockLog')
      .select(['delta', 'kind'])
      .where('sourceId', '=', sourceId)
      .execute();
  async function receipt(qty: number, cost: number) {
    const item = await insertBarcode(t.ctx, { qty: 10, locationId: STAFF_ORG.warehouse, cost });
    const id = await keeper.ok.post<number>('/api/stockAdjust/add', {
      kind: StockAdjustKind.Receive,
      lines: [{ barcode: item.barcode, qty }],
    });
    return { id, item };
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
    keeper = await signInAs(t, 'keeper', { headers: IN_ENGLISH });
    cashier = await signInAs(t, 'cashier', { headers: IN_ENGLISH });
    approver = await signInNewUser(t, { account: `apd${kind.slice(0, 2)}boss` }, IN_ENGLISH);
    const graph = graphOf([
      { type: 'approve', id: 'boss', name: 'Boss', assignee: { kind: 'user', ids: [approver.id] } },
    ]);
    const workflowId = await publishWorkflow(t, graph, { name: 'Big documents' });
    await bind(admin, 'stockAdjust', workflowId, 100);
    await bind(admin, 'saleRefund', workflowId, 20);
  });
  afterEach(async () => {
    await expectRetailInvariants(t.ctx.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('confirms an adjustment at or below the value at once', async () => {
    const { id, item } = await receipt(20, 5_00);
    expect(await keeper.ok.post('/api/stockAdjust/confirm', { id })).toEqual({
      status: 'confirmed',
      approvalId: null,
    });
    expect(await adjust(id)).toMatchObject({ status: StockAdjustStatus.Confirmed, approval: null });
    expect(await stockOf(t.ctx, item.barcodeId, STAFF_ORG.warehouse)).toBe(30);
  });

  it('keeps an adjustment above the value a draft until approved, then confirms it as its submitter', async () => {
    const { id, item } = await receipt(30, 5_00);
    const socket = await connectHub(base, approver.session.accessToken);
    let pushed: ApprovalHubPayload;
    try {
      const arriving = nextEvent<ApprovalHubPayload>(socket, HubEvent.ApprovalTodo);
      const answer = await keeper.ok.post<{ status: string; approvalId: number }>(
        '/api/stockAdjust/confirm',
        {
          id,
        },
      );
      expect(answer.status).toBe('submitted');
      pushed = await arriving;
      expect(pushed).toMatchObject({ kind: 'todo', nodeName: 'Boss', instance: { id: answer.approvalId } });
    } finally {
      socket.close();
    }
    const waiting = await adjust(id);
    expect(waiting).toMatchObject({
      status: StockAdjustStatus.Draft,
      approvalStatus: ApprovalStatus.Running,
    });
    expect(waiting.approval?.history.map((h) => h.action)).toEqual(['started']);
    expect(await stockOf(t.ctx, item.barcodeId, STAFF_ORG.warehouse)).toBe(10);
    expect(await logsOf(id)).toEqual([]);
    const bell = await approver.api.ok.get<{ total: number; items: Array<{ taskId: number }> }>(
      '/api/sysApproval/todoList',
    );
    expect(bell.items.map((x) => x.taskId)).toContain(pushed.taskId);

    await approver.api.ok.post('/api/sysApproval/approve', { taskId: pushed.taskId, comment: 'received ok' });
    const confirmed = await adjust(id);
    expect(confirmed).toMatchObject({
      status: StockAdjustStatus.Confirmed,
      approvalStatus: ApprovalStatus.Approved,
      confirmUserName: '仓管员',
    });
    expect(confirmed.approval?.history.map((h) => [h.action, h.comment])).toEqual([
      ['started', null],
      ['approved', 'received ok'],
      ['finished', null],
    ]);
    expect(await stockOf(t.ctx, item.barcodeId, STAFF_ORG.warehouse)).toBe(40);
    expect((await logsOf(id)).map((l) => [Number(l.delta), l.kind])).toEqual([[30, StockLogKind.Receive]]);
    expect(await todosOf(approver.api)).toEqual([]);
  });

  it('returns a rejected adjustment to an editable draft with the rejection shown', async () => {
    const { id, item } = await receipt(40, 5_00);
    await keeper.ok.post('/api/stockAdjust/confirm', { id });
    const { no } = await adjust(id);
    await approver.api.ok.post('/api/sysApproval/reject', {
      taskId: (await todoFor(approver.api, no)).taskId,
      comment: 'count again',
    });
    const rejected = await adjust(id);
    expect(rejected).toMatchObject({
      status: StockAdjustStatus.Draft,
      approvalStatus: ApprovalStatus.Rejected,
    });
    expect(rejected.approval?.history.at(-1)).toMatchObject({ action: 'rejected', comment: 'count again' });
    expect(await logsOf(id)).toEqual([]);
    await keeper.ok.post('/api/stockAdjust/update', { id, lines: [{ barcode: item.barcode, qty: 4 }] });
    expect(await keeper.ok.post('/api/stockAdjust/confirm', { id })).toMatchObject({ status: 'confirmed' });
    expect(await stockOf(t.ctx, item.barcodeId, STAFF_ORG.warehouse)).toBe(14);
  });

  it('holds a refund above the amount and makes it as the requester on approval; a rejection drops it', async () => {
    const item = await insertBarcode(t.ctx, { qty: 10, retail: 15_00 });
    const sell = () =>
      cashier.ok.post<Order>('/api/saleOrder/add', {
        clientKey: `apd-${kind}-${Date.now()}-${++keySeq}`,
        lines: [{ barcode: item.barcode, qty: 2 }],
        payments: [{ method: PayMethod.Cash, amount: 30 }],
      });
    const small = await sell();
    const direct = await admin.ok.post<Order>('/api/saleOrder/refund', {
      id: small.id,
      lines: [{ lineId: small.lines[0]?.id, qty: 1 }],
    });
    expect(direct.refunds).toHaveLength(1);
    expect(direct.refundRequests).toEqual([]);

    const order = await sell();
    const held = await admin.ok.post<Order>('/api/saleOrder/refund', {
      id: order.id,
      lines: [{ lineId: order.lines[0]?.id, qty: 2 }],
      reason: 'broken',
    });
    expect(held.refunds).toEqual([]);
    expect(held.refundRequests).toEqual([
      expect.objectContaining({ amount: 30, status: RefundRequestStatus.Pending, refundId: null }),
    ]);
    expect(held.status).toBe(SaleOrderStatus.Completed);
    expect(await stockOf(t.ctx, item.barcodeId)).toBe(7);
    await approver.api.ok.post('/api/sysApproval/approve', {
      taskId: (await todoFor(approver.api, order.no)).taskId,
    });
    const refunded = await admin.ok.get<Order>(`/api/saleOrder/detail?id=${order.id}`);
    expect(refunded.status).toBe(SaleOrderStatus.Refunded);
    expect(refunded.refunds).toEqual([expect.objectContaining({ amount: 30, createUserName: '系统管理员' })]);
    expect(refunded.refundRequests[0]).toMatchObject({
      status: RefundRequestStatus.Refunded,
      refundId: refunded.refunds[0]?.id,
    });
    expect(await stockOf(t.ctx, item.barcodeId)).toBe(9);

    const again = await sell();
    await admin.ok.post('/api/saleOrder/refund', {
      id: again.id,
      lines: [{ lineId: again.lines[0]?.id, qty: 2 }],
    });
    await approver.api.ok.post('/api/sysApproval/reject', {
      taskId: (await todoFor(approver.api, again.no)).taskId,
      comment: 'no receipt',
    });
    const dropped = await admin.ok.get<Order>(`/api/saleOrder/detail?id=${again.id}`);
    expect(dropped).toMatchObject({ status: SaleOrderStatus.Completed, refunds: [] });
    expect(dropped.refundRequests[0]?.status).toBe(RefundRequestStatus.Rejected);
    expect(await stockOf(t.ctx, item.barcodeId)).toBe(7);
  });
});
