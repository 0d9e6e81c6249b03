import type { AuditColumns } from './schema.ts';

/** A designed form of a tenant (migration 0025_form). */
export interface SysFormTable extends AuditColumns {
  id: number;
  tenantId: number;
  /** unique in a tenant; never changes; a deleted row gives it up (`~del~{id}`) */
  code: string;
  name: string;
  category: string | null;
  /** 1 draft (never published), 2 published, 3 disabled (FORM_STATUS) */
  status: number;
  /** JSON of the schema being edited (`formSchemaSchema`) */
  draftSchema: string;
  /** the latest published version number, 0 before the first publish */
  currentVersion: number;
  /** the optimistic lock of the draft: 1 when added, one more on every update and publish */
  version: number;
  remark: string | null;
}

/** A published version: never updated or deleted once written. */
export interface SysFormVersionTable {
  id: number;
  tenantId: number;
  formId: number;
  versionNo: number;
  /** the form's name when it was published */
  name: string;
  formSchema: string;
  fieldCount: number;
  publishedTime: number;
  publishedUserId: number | null;
  publishedUserName: string | null;
}

/** A submission of a form, validated against and pinned to one published version. */
export interface SysFormDataTable extends AuditColumns {
  id: number;
  tenantId: number;
  formId: number;
  formVersion: number;
  /** JSON of the values by field key (only the fields shown when it was submitted) */
  data: string;
  /** the submitter's organisation when it was submitted (data scope) */
  orgId: number;
  /** 1 submitted, 2 awaiting approval, 3 approved, 4 rejected (FORM_DATA_STATUS) */
  status: number;
  /** the approval deciding on it, once the approval runtime starts one */
  approvalInstanceId: number | null;
}

export interface FormDatabase {
  sysForm: SysFormTable;
  sysFormVersion: SysFormVersionTable;
  sysFormData: SysFormDataTable;
}
