import { z } from 'zod';
import { id, optionalText } from '../fields.ts';
import { yuan } from '../money.ts';
import { pageInputShape } from '../paging.ts';
import { APPROVAL_EVENTS } from './approval-events.ts';
import { workflowGraphSchema } from './workflow-graph.ts';

/**
 * The approval runtime (`/api/sysApproval/*`): instances of published workflows bound to business events, the
 * to-do lists of their approvers, decisions with a comment, the history, and the bindings (event, workflow,
 * threshold). Amounts are yuan, like every API amount.
 */
export const approvalEvent = z.enum(APPROVAL_EVENTS);

export { ApprovalStatus, ApprovalTaskStatus } from '../../enums.ts';

export const APPROVAL_ACTIONS = [
  'started',
  'approved',
  'rejected',
  'notified',
  'skipped',
  'finished',
  'withdrawn',
] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

const comment = z.string().trim().max(500);

export const approvalApproveInput = z.strictObject({
  taskId: id,
  comment: comment.nullish().transform((v) => v || null),
});
/** A rejection says why. */
export const approvalRejectInput = z.strictObject({ taskId: id, comment: comment.min(1) });
export const approvalWithdrawInput = z.strictObject({
  id,
  comment: comment.nullish().transform((v) => v || null),
});

const listFilter = {
  event: approvalEvent.nullish(),
  /** in the title (the document's number) */
  title: z.string().trim().max(64).nullish(),
};
export const approvalTaskPageInput = z.strictObject({ ...pageInputShape, ...listFilter });
export const approvalStartedPageInput = z.strictObject({
  ...pageInputShape,
  ...listFilter,
  status: z.literal([1, 2, 3, 4]).nullish(),
});

const instanceFields = {
  id: z.number(),
  workflowId: z.number(),
  versionNo: z.number(),
  workflowName: z.string(),
  event: approvalEvent,
  businessKey: z.string(),
  title: z.string(),
  status: z.number(),
  currentNodeName: z.string().nullable(),
  starterUserId: z.number(),
  starterUserName: z.string(),
  startTime: z.string(),
  endTime: z.string().nullable(),
};
export const approvalInstanceOutput = z.object(instanceFields);

/** A to-do (or a decided task) with its instance. */
export const approvalTaskOutput = z.object({
  taskId: z.number(),
  nodeId: z.string(),
  nodeName: z.string(),
  taskStatus: z.number(),
  comment: z.string().nullable(),
  createTime: z.string(),
  decidedTime: z.string().nullable(),
  instance: approvalInstanceOutput,
});
/**
 * What the real-time hub's `ApprovalTodo` event carries to a user: a new to-do (`todo`, with its task), a notice
 * of a notify step (`notified`), or a to-do that went away because another approver decided or the instance
 * ended (`cancelled`).
 */
export interface ApprovalHubPayload {
  kind: 'todo' | 'notified' | 'cancelled';
  taskId: number | null;
  nodeName: string;
  instance: ApprovalInstanceOutput;
}

/** The bell's list: the newest pending to-dos and how many there are. */
export const approvalTodoListOutput = z.object({ total: z.number(), items: z.array(approvalTaskOutput) });

export const approvalHistoryOutput = z.object({
  id: z.number(),
  nodeId: z.string().nullable(),
  nodeName: z.string().nullable(),
  action: z.enum(APPROVAL_ACTIONS),
  userName: z.string().nullable(),
  comment: z.string().nullable(),
  time: z.string(),
});
export const approvalTaskRowOutput = z.object({
  id: z.number(),
  nodeId: z.string(),
  nodeName: z.string(),
  assigneeUserId: z.number(),
  assigneeName: z.string(),
  status: z.number(),
  comment: z.string().nullable(),
  createTime: z.string(),
  decidedTime: z.string().nullable(),
});

/** An instance as its detail drawer shows it: the document's fields, the tasks, the history and the pinned graph. */
export const approvalDetailOutput = approvalInstanceOutput.extend({
  fields: z.record(z.string(), z.unknown()),
  currentNodeId: z.string().nullable(),
  tasks: z.array(approvalTaskRowOutput),
  history: z.array(approvalHistoryOutput),
  graph: workflowGraphSchema,
  /** the caller's pending task of the instance, which it may decide */
  myTaskId: z.number().nullable(),
  /** the caller started it and it still runs */
  canWithdraw: z.boolean(),
});

/** A document's approval as its own screen shows it (stock adjustments, refunds). */
export const approvalSummaryOutput = z.object({
  id: z.number(),
  status: z.number(),
  workflowName: z.string(),
  currentNodeName: z.string().nullable(),
  history: z.array(approvalHistoryOutput),
});

// bindings

const threshold = yuan().nullish();
export const approvalBindingAddInput = z.strictObject({
  event: approvalEvent,
  /** formSubmit only: the designed form's code */
  formCode: z.string().trim().min(1).max(64).nullish(),
  workflowId: id,
  /** yuan; the binding applies to documents whose amount is above it; empty: to every document */
  threshold,
  status: z.literal([1, 2]).default(1),
  remark: optionalText(256),
});
export const approvalBindingUpdateInput = z.strictObject({
  id,
  version: z.number().int().min(1),
  workflowId: id.optional(),
  threshold,
  status: z.literal([1, 2]).optional(),
  remark: optionalText(256),
});
export const approvalBindingPageInput = z.strictObject({
  ...pageInputShape,
  event: approvalEvent.nullish(),
  status: z.literal([1, 2]).nullish(),
});
export const approvalBindingOutput = z.object({
  id: z.number(),
  event: approvalEvent,
  formCode: z.string().nullable(),
  workflowId: z.number(),
  workflowName: z.string().nullable(),
  workflowCode: z.string().nullable(),
  threshold: z.number().nullable(),
  status: z.number(),
  remark: z.string().nullable(),
  version: z.number(),
  createTime: z.string(),
  createUserName: z.string().nullable(),
  updateTime: z.string().nullable(),
  updateUserName: z.string().nullable(),
});
/** A published workflow a binding may name. */
export const approvalWorkflowOption = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  event: z.string().nullable(),
  currentVersion: z.number(),
});

export type ApprovalEventName = z.output<typeof approvalEvent>;
export type ApprovalApproveBody = z.input<typeof approvalApproveInput>;
export type ApprovalApproveInput = z.output<typeof approvalApproveInput>;
export type ApprovalRejectBody = z.input<typeof approvalRejectInput>;
export type ApprovalRejectInput = z.output<typeof approvalRejectInput>;
export type ApprovalWithdrawBody = z.input<typeof approvalWithdrawInput>;
export type ApprovalWithdrawInput = z.output<typeof approvalWithdrawInput>;
export type ApprovalTaskPageInput = z.output<typeof approvalTaskPageInput>;
export type ApprovalTaskPageBody = z.input<typeof approvalTaskPageInput>;
export type ApprovalStartedPageInput = z.output<typeof approvalStartedPageInput>;
export type ApprovalStartedPageBody = z.input<typeof approvalStartedPageInput>;
export type ApprovalInstanceOutput = z.output<typeof approvalInstanceOutput>;
export type ApprovalTaskOutput = z.output<typeof approvalTaskOutput>;
export type ApprovalTodoListOutput = z.output<typeof approvalTodoListOutput>;
export type ApprovalHistoryOutput = z.output<typeof approvalHistoryOutput>;
export type ApprovalTaskRowOutput = z.output<typeof approvalTaskRowOutput>;
export type ApprovalDetailOutput = z.output<typeof approvalDetailOutput>;
export type ApprovalSummaryOutput = z.output<typeof approvalSummaryOutput>;
export type ApprovalBindingAddInput = z.output<typeof approvalBindingAddInput>;
export type ApprovalBindingAddBody = z.input<typeof approvalBindingAddInput>;
export type ApprovalBindingUpdateInput = z.output<typeof approvalBindingUpdateInput>;
export type ApprovalBindingUpdateBody = z.input<typeof approvalBindingUpdateInput>;
export type ApprovalBindingPageInput = z.output<typeof approvalBindingPageInput>;
export type ApprovalBindingPageBody = z.input<typeof approvalBindingPageInput>;
export type ApprovalBindingOutput = z.output<typeof approvalBindingOutput>;
export type ApprovalWorkflowOption = z.output<typeof approvalWorkflowOption>;
