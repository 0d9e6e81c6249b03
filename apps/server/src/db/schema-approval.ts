import type { AuditColumns } from './schema.ts';

/** A published workflow bound to a business event of a tenant (migration 0026_approval). */
export interface SysApprovalBindingTable extends AuditColumns {
  id: number;
  tenantId: number;
  /** an APPROVAL_EVENTS value */
  event: string;
  /** formSubmit: the designed form's code; null for the other events */
  formCode: string | null;
  workflowId: number;
  /** fen: the binding applies to documents whose amount is above it; null = to every document */
  threshold: number | null;
  /** 1 enabled, 2 disabled */
  status: number;
  /** `event` (`formSubmit:code`) while enabled, NULL otherwise: unique per tenant */
  enabledKey: string | null;
  remark: string | null;
  /** the optimistic lock */
  version: number;
}

/** One run of a published workflow version for one business document. */
export interface SysApprovalInstanceTable extends AuditColumns {
  id: number;
  tenantId: number;
  workflowId: number;
  versionNo: number;
  workflowName: string;
  event: string;
  /** the document's id (or number) in its module */
  businessKey: string;
  title: string;
  /** JSON of the fields conditions read */
  fields: string;
  /** 1 running, 2 approved, 3 rejected, 4 withdrawn */
  status: number;
  /** `event:businessKey` while running, NULL after: one running instance per document */
  runningKey: string | null;
  currentNodeId: string | null;
  currentNodeName: string | null;
  starterUserId: number;
  starterUserName: string;
  orgId: number | null;
  startTime: number;
  endTime: number | null;
  /** moves on every step: deciders lock the row through it */
  version: number;
}

/** A decision asked of one user at one approve node. */
export interface SysApprovalTaskTable {
  id: number;
  tenantId: number;
  instanceId: number;
  nodeId: string;
  nodeName: string;
  assigneeUserId: number;
  assigneeName: string;
  /** 1 pending, 2 approved, 3 rejected, 4 cancelled */
  status: number;
  comment: string | null;
  createTime: number;
  decidedTime: number | null;
}

/** What happened to an instance, in order; never updated. */
export interface SysApprovalHistoryTable {
  id: number;
  tenantId: number;
  instanceId: number;
  nodeId: string | null;
  nodeName: string | null;
  /** started, approved, rejected, notified, skipped, finished, withdrawn */
  action: string;
  userId: number | null;
  userName: string | null;
  comment: string | null;
  createTime: number;
}

/** A sale refund above the bound amount, held until its approval ends. */
export interface RetailSaleRefundRequestTable {
  id: number;
  tenantId: number;
  orderId: number;
  orgId: number | null;
  /** JSON of the refund input (lines, method, reason) */
  input: string;
  /** fen */
  amount: number;
  qty: number;
  /** 1 awaiting approval, 2 refunded, 3 rejected, 4 withdrawn */
  status: number;
  approvalId: number;
  refundId: number | null;
  createTime: number;
  createUserId: number;
  createUserName: string | null;
  decidedTime: number | null;
}

export interface ApprovalDatabase {
  sysApprovalBinding: SysApprovalBindingTable;
  sysApprovalInstance: SysApprovalInstanceTable;
  sysApprovalTask: SysApprovalTaskTable;
  sysApprovalHistory: SysApprovalHistoryTable;
  retailSaleRefundRequest: RetailSaleRefundRequestTable;
}
