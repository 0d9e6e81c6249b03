import { z } from 'zod';
import { filterText, id, optionalText, queryId } from '../fields.ts';
import { pageInputShape } from '../paging.ts';
import { localTimeText } from '../time.ts';
import { FORM_ISSUE_CODES } from './form-check.ts';
import { emptyFormSchema, formSchemaSchema } from './form-model.ts';

/**
 * Designed forms (`/api/sysFormDes/*`): a tenant's forms with their draft schema, the immutable versions each
 * publish freezes, and the submissions staff make of the latest published version (each pinned to it).
 * `version` is the optimistic lock of the draft: a stale one answers 409.
 */

/** Form status: 1 draft (never published), 2 published, 3 disabled (published once; takes no submissions). */
export const FORM_STATUS = { draft: 1, published: 2, disabled: 3 } as const;
/**
 * Submission status: 1 submitted (no approval bound); 2 awaiting approval, then 3 approved, 4 rejected or
 * 5 withdrawn by its submitter, when a workflow is bound to the form's submissions.
 */
export const FORM_DATA_STATUS = {
  submitted: 1,
  awaitingApproval: 2,
  approved: 3,
  rejected: 4,
  withdrawn: 5,
} as const;

/** The message key the server translates (its catalogue holds the text). */
const CODE_RULE = 'form.codeRule';
export const formCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, CODE_RULE);
const name = z.string().trim().min(1).max(64);

export const formAddInput = z.strictObject({
  code: formCode,
  name,
  category: optionalText(32),
  remark: optionalText(256),
  schema: formSchemaSchema.default(emptyFormSchema),
});
/** The code never changes: submissions and workflow nodes find a form by it. */
export const formUpdateInput = z.strictObject({
  id,
  /** the version the client read; the update is refused (409) when the row has moved on */
  version: z.int().min(1),
  name: name.optional(),
  category: optionalText(32),
  remark: optionalText(256),
  schema: formSchemaSchema.optional(),
});
export const formPageInput = z.strictObject({
  ...pageInputShape,
  name: filterText(64),
  code: filterText(64),
  category: filterText(32),
  status: z.literal([1, 2, 3]).nullish(),
});
/** Takes a published form's submissions again (2), or stops them (3); the draft and its lock are untouched. */
export const formSetStatusInput = z.strictObject({ id, status: z.literal([2, 3]) });
export const formCopyInput = z.strictObject({ id, code: formCode.optional(), name: name.optional() });
export const formPublishInput = z.strictObject({ id, version: z.int().min(1) });
export const formVersionQuery = z.object({ id: queryId, versionNo: z.coerce.number().int().min(1) });
export const formValidateInput = z.strictObject({ schema: formSchemaSchema });

export const formOutput = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  category: z.string().nullable(),
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
export const formDetailOutput = formOutput.extend({ schema: formSchemaSchema });

export const formIssueOutput = z.object({
  code: z.enum(FORM_ISSUE_CODES),
  nodeId: z.string().optional(),
  name: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export const formValidateOutput = z.object({ issues: z.array(formIssueOutput) });
export const formPublishOutput = z.object({ versionNo: z.number() });

export const formVersionOutput = z.object({
  versionNo: z.number(),
  name: z.string(),
  fieldCount: z.number(),
  publishedTime: z.string(),
  publishedUserName: z.string().nullable(),
});
export const formVersionDetailOutput = formVersionOutput.extend({
  formId: z.number(),
  code: z.string(),
  schema: formSchemaSchema,
});

/** A form as a JSON file (export, import): its identity and its draft. */
export const formFileSchema = z.strictObject({
  format: z.literal('retail-form'),
  code: formCode,
  name,
  category: z.string().trim().max(32).nullable(),
  remark: z.string().trim().max(256).nullable(),
  schema: formSchemaSchema,
});
/** Adds a form from a file, as a draft; `code` and `name` replace the file's (when its code is taken). */
export const formImportInput = z.strictObject({
  file: formFileSchema,
  code: formCode.optional(),
  name: name.optional(),
});

// ---- filling in ----

/** A published form staff may fill in. */
export const formFillItemOutput = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  currentVersion: z.number(),
  remark: z.string().nullable(),
});
export const formCodeQuery = z.object({ code: z.string().trim().min(1).max(64) });
/** The latest published version of a form, which a submission is validated against and pinned to. */
export const formFillOutput = z.object({
  formId: z.number(),
  code: z.string(),
  name: z.string(),
  versionNo: z.number(),
  schema: formSchemaSchema,
});
export const formSubmitInput = z.strictObject({
  formCode: z.string().trim().min(1).max(64),
  /** the values by field key; a field's shape is checked by `validateFormData` */
  data: z.record(z.string().max(64), z.unknown()),
});
export const formSubmitOutput = z.object({ id: z.number(), versionNo: z.number(), status: z.number() });

/** The user picker of a form: enabled users of the tenant by account or name, and those of `ids`. */
export const formUserOptionsInput = z.strictObject({
  keyword: filterText(32),
  ids: z.array(id).max(100).default([]),
});
export const formUserOption = z.object({
  id: z.number(),
  account: z.string(),
  realName: z.string(),
  orgName: z.string().nullable(),
});
/** The organisation picker of a form: every organisation of the tenant (names only). */
export const formOrgOption = z.object({ id: z.number(), pid: z.number(), name: z.string() });
/** A file uploaded for a form's upload field, as the submission holds it. */
export const formFileValue = z.object({ id: z.number(), name: z.string() });

// ---- submissions ----

export const formDataPageInput = z.strictObject({
  ...pageInputShape,
  formId: id.nullish(),
  startTime: localTimeText,
  endTime: localTimeText,
  /** the submitter's name or account (contains, ignoring case) */
  createUser: filterText(32),
  status: z.literal([1, 2, 3, 4, 5]).nullish(),
});
/** An export is of one form: its fields are the sheet's columns. */
export const formDataExportInput = formDataPageInput.extend({ formId: id });
export const formDataOutput = z.object({
  id: z.number(),
  formId: z.number(),
  formCode: z.string(),
  formName: z.string(),
  formVersion: z.number(),
  status: z.number(),
  approvalInstanceId: z.number().nullable(),
  orgId: z.number(),
  orgName: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  createTime: z.string(),
  createUserId: z.number().nullable(),
  createUserName: z.string().nullable(),
});
/**
 * One submission with the version it was made on, and the names of what it refers to (users, organisations),
 * which the reader may not be allowed to look up.
 */
export const formDataDetailOutput = formDataOutput.extend({
  schema: formSchemaSchema,
  userNames: z.record(z.string(), z.string()),
  orgNames: z.record(z.string(), z.string()),
});
/** An uploaded file of a submission (`?id=` the submission, `&fileId=` the file). */
export const formDataFileQuery = z.object({ id: queryId, fileId: queryId });

export type FormAddInput = z.output<typeof formAddInput>;
export type FormAddBody = z.input<typeof formAddInput>;
export type FormUpdateInput = z.output<typeof formUpdateInput>;
export type FormUpdateBody = z.input<typeof formUpdateInput>;
export type FormPageInput = z.output<typeof formPageInput>;
export type FormPageBody = z.input<typeof formPageInput>;
export type FormCopyBody = z.input<typeof formCopyInput>;
export type FormSetStatusBody = z.input<typeof formSetStatusInput>;
export type FormOutput = z.output<typeof formOutput>;
export type FormDetailOutput = z.output<typeof formDetailOutput>;
export type FormIssueOutput = z.output<typeof formIssueOutput>;
export type FormValidateOutput = z.output<typeof formValidateOutput>;
export type FormPublishOutput = z.output<typeof formPublishOutput>;
export type FormVersionOutput = z.output<typeof formVersionOutput>;
export type FormVersionDetailOutput = z.output<typeof formVersionDetailOutput>;
export type FormFile = z.output<typeof formFileSchema>;
export type FormImportInput = z.output<typeof formImportInput>;
export type FormImportBody = z.input<typeof formImportInput>;
export type FormFillItemOutput = z.output<typeof formFillItemOutput>;
export type FormFillOutput = z.output<typeof formFillOutput>;
export type FormSubmitInput = z.output<typeof formSubmitInput>;
export type FormSubmitBody = z.input<typeof formSubmitInput>;
export type FormSubmitOutput = z.output<typeof formSubmitOutput>;
export type FormUserOptionsInput = z.output<typeof formUserOptionsInput>;
export type FormUserOptionsBody = z.input<typeof formUserOptionsInput>;
export type FormUserOption = z.output<typeof formUserOption>;
export type FormOrgOption = z.output<typeof formOrgOption>;
export type FormFileValue = z.output<typeof formFileValue>;
export type FormDataPageInput = z.output<typeof formDataPageInput>;
export type FormDataPageBody = z.input<typeof formDataPageInput>;
export type FormDataExportInput = z.output<typeof formDataExportInput>;
export type FormDataExportBody = z.input<typeof formDataExportInput>;
export type FormDataOutput = z.output<typeof formDataOutput>;
export type FormDataDetailOutput = z.output<typeof formDataDetailOutput>;
