import { z } from 'zod';
import { CODE } from '../../validators.ts';
import { id, optionalText, queryId } from '../fields.ts';
import { pageInputShape } from '../paging.ts';
import { APPROVAL_EVENTS } from './approval-events.ts';
import { WORKFLOW_ISSUE_CODES, workflowGraphSchema } from './workflow-graph.ts';
import { WORKFLOW_FILE_KIND, WORKFLOW_STATUSES } from './workflow-status.ts';

/**
 * Workflow definitions (`/api/sysWorkflow/*`): a tenant's workflows, each a draft graph being designed and the
 * immutable versions its publishes froze. `version` is the optimistic lock of an update: a stale one answers 409.
 */
export const workflowEvent = z.enum(APPROVAL_EVENTS);
export const workflowStatus = z.literal(WORKFLOW_STATUSES);

export const workflowCode = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(CODE, { message: 'letters, digits, _ . : - and starting with a letter' });
const name = z.string().trim().min(1).max(64);
const category = optionalText(32);
/** '' and null: the workflow is meant for no event in particular (its conditions offer free field names) */
const event = workflowEvent
  .or(z.literal(''))
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

export const workflowAddInput = z.strictObject({
  code: workflowCode,
  name,
  category,
  event,
  remark: optionalText(256),
  /** the draft to start from; an empty graph without it */
  graph: workflowGraphSchema.optional(),
});
export const workflowUpdateInput = z.strictObject({
  id,
  /** the version the client read; the update is refused (409) when the row has moved on */
  version: z.number().int().min(1),
  name: name.optional(),
  category,
  event,
  remark: optionalText(256),
  graph: workflowGraphSchema.optional(),
});
export const workflowPageInput = z.strictObject({
  ...pageInputShape,
  name: z.string().trim().max(64).nullish(),
  code: z.string().trim().max(64).nullish(),
  status: workflowStatus.nullish(),
  event: workflowEvent.nullish(),
});
/** Publish the saved draft; with `version`, only while the draft is still the one the client read (else 409). */
export const workflowPublishInput = z.strictObject({ id, version: z.number().int().min(1).optional() });
export const workflowValidateInput = z.strictObject({ graph: workflowGraphSchema });
/** Enable (2) or disable (3) a workflow that was published. */
export const workflowSetStatusInput = z.strictObject({
  id,
  status: z.literal([WORKFLOW_STATUSES[1], WORKFLOW_STATUSES[2]]),
});
/** A copy under a new code and name (by default `<code>_copy`, "<name> (copy)"): a draft of the source's draft. */
export const workflowCopyInput = z.strictObject({ id, code: workflowCode.optional(), name: name.optional() });
/** A workflow file's text (what `export` gave); `code` and `name` replace the file's. */
export const workflowImportInput = z.strictObject({
  json: z.string().min(1).max(5_000_000),
  code: workflowCode.optional(),
  name: name.optional(),
});
export const workflowVersionQuery = z.object({ id: queryId, versionNo: z.coerce.number().int().min(1) });
/** `?id=` the draft, `&versionNo=` a published version instead */
export const workflowExportQuery = z.object({
  id: queryId,
  versionNo: z.coerce.number().int().min(1).optional(),
});

/** What a workflow file holds: the definition's fields and one graph. */
export const workflowFileSchema = z.object({
  kind: z.literal(WORKFLOW_FILE_KIND),
  code: workflowCode,
  name,
  category: z.string().trim().max(32).nullish(),
  event: workflowEvent.nullish(),
  remark: z.string().trim().max(256).nullish(),
  graph: workflowGraphSchema,
});

export const workflowOutput = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  event: workflowEvent.nullable(),
  status: z.number(),
  /** the latest published version, 0 before the first publish */
  currentVersion: z.number(),
  version: z.number(),
  remark: z.string().nullable(),
  createTime: z.string(),
  createUserName: z.string().nullable(),
  updateTime: z.string().nullable(),
  updateUserName: z.string().nullable(),
});
export const workflowDetailOutput = workflowOutput.extend({ graph: workflowGraphSchema });

export const workflowVersionOutput = z.object({
  versionNo: z.number(),
  name: z.string(),
  publishedTime: z.string(),
  publishedUserName: z.string().nullable(),
});
export const workflowVersionDetailOutput = workflowVersionOutput.extend({
  workflowId: z.number(),
  graph: workflowGraphSchema,
});

/** One thing wrong with a graph, with its message in the caller's language (naming the node or line). */
export const workflowIssueOutput = z.object({
  code: z.enum(WORKFLOW_ISSUE_CODES),
  nodeId: z.string().optional(),
  edgeId: z.string().optional(),
  name: z.string().optional(),
  message: z.string(),
});
export const workflowValidateOutput = z.object({
  valid: z.boolean(),
  issues: z.array(workflowIssueOutput),
});
export const workflowPublishOutput = z.object({
  versionNo: z.number(),
  /** false: the draft was the latest version already, and no version was written */
  created: z.boolean(),
});

export type WorkflowAddInput = z.output<typeof workflowAddInput>;
export type WorkflowAddBody = z.input<typeof workflowAddInput>;
export type WorkflowUpdateInput = z.output<typeof workflowUpdateInput>;
export type WorkflowUpdateBody = z.input<typeof workflowUpdateInput>;
export type WorkflowPageInput = z.output<typeof workflowPageInput>;
export type WorkflowPageBody = z.input<typeof workflowPageInput>;
export type WorkflowPublishBody = z.input<typeof workflowPublishInput>;
export type WorkflowSetStatusBody = z.input<typeof workflowSetStatusInput>;
export type WorkflowCopyInput = z.output<typeof workflowCopyInput>;
export type WorkflowCopyBody = z.input<typeof workflowCopyInput>;
export type WorkflowImportInput = z.output<typeof workflowImportInput>;
export type WorkflowImportBody = z.input<typeof workflowImportInput>;
export type WorkflowFile = z.output<typeof workflowFileSchema>;
export type WorkflowEventName = z.output<typeof workflowEvent>;
export type WorkflowOutput = z.output<typeof workflowOutput>;
export type WorkflowDetailOutput = z.output<typeof workflowDetailOutput>;
export type WorkflowVersionOutput = z.output<typeof workflowVersionOutput>;
export type WorkflowVersionDetailOutput = z.output<typeof workflowVersionDetailOutput>;
export type WorkflowIssueOutput = z.output<typeof workflowIssueOutput>;
export type WorkflowValidateOutput = z.output<typeof workflowValidateOutput>;
export type WorkflowPublishOutput = z.output<typeof workflowPublishOutput>;
