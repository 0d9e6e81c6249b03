import { StockAdjustKind } from '@retail/contracts';
import type { DbType } from '../../src/config.ts';
import { STAFF_ORG } from '../../src/db/seed/staff.ts';
import { type Api, IN_ENGLISH, signInAs } from './client.ts';
import { insertRole, type NewUser, signInNewUser } from './fixtures.ts';
import { insertBarcode } from './retail-fixtures.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/**
 * What the approval engine tests start from: an app on one database, the admin and the keeper signed in, a role
 * of approvers held by `first` and `second`, and two users without it.
 */
export interface ApprovalScene {
  t: TestApp;
  admin: Api;
  keeper: Api;
  first: NewUser;
  second: NewUser;
  third: NewUser;
  outsider: NewUser;
  roleId: number;
}

export async function startApprovalScene(kind: DbType): Promise<ApprovalScene> {
  const t = await startTestApp(kind);
  const make = (name: string, roleIds: number[] = []) =>
    signInNewUser(t, { account: `ap${kind.slice(0, 2)}${name}`, roleIds }, IN_ENGLISH);
  const roleId = await insertRole(t, { code: `approvers_${kind}` });
  return {
    t,
    admin: await signInAs(t, 'admin', { headers: IN_ENGLISH }),
    keeper: await signInAs(t, 'keeper', { headers: IN_ENGLISH }),
    first: await make('first', [roleId]),
    second: await make('second', [roleId]),
    third: await make('third'),
    outsider: await make('outsider'),
    roleId,
  };
}

/** An approval as its detail call answers it. */
export interface ApprovalDetail {
  id: number;
  status: number;
  currentNodeName: string | null;
  fields: Record<string, unknown>;
  tasks: Array<{ nodeId: string; assigneeUserId: number; status: number; comment: string | null }>;
  history: Array<{ nodeId: string | null; action: string; userName: string | null; comment: string | null }>;
  myTaskId: number | null;
  canWithdraw: boolean;
}

export const approvalDetail = (api: Api, id: number) =>
  api.ok.get<ApprovalDetail>(`/api/sysApproval/detail?id=${id}`);

/** A draft issue of one unit at `cost` fen (its value at cost), confirmed by `who`. */
export async function submitIssue(t: TestApp, who: Api, cost: number) {
  const item = await insertBarcode(t.ctx, { qty: 5, locationId: STAFF_ORG.warehouse, cost });
  const id = await who.ok.post<number>('/api/stockAdjust/add', {
    kind: StockAdjustKind.Issue,
    lines: [{ barcode: item.barcode, qty: 1 }],
  });
  const doc = await who.ok.get<{ no: string }>(`/api/stockAdjust/detail?id=${id}`);
  const confirm = await who.ok.post<{ status: string; approvalId: number | null }>(
    '/api/stockAdjust/confirm',
    { id },
  );
  return { id, no: doc.no, item, confirm };
}

/** A stock adjustment's status and its approval's, as the keeper reads them. */
export const adjustStatus = (keeper: Api, id: number) =>
  keeper.ok.get<{ status: number; approvalStatus: number | null }>(`/api/stockAdjust/detail?id=${id}`);
