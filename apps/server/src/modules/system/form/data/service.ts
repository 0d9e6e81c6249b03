import {
  FORM_DATA_STATUS,
  type FormDataDetailOutput,
  type FormDataOutput,
  type FormDataPageInput,
  type FormFileValue,
  type FormFillItemOutput,
  type FormFillOutput,
  type FormOrgOption,
  type FormSubmitInput,
  type FormSubmitOutput,
  type FormUserOption,
  type FormUserOptionsInput,
} from '@retail/contracts/api/system/form';
import {
  type FormField,
  type FormSchema,
  fieldName,
  formFields,
} from '@retail/contracts/api/system/form-model';
import { cleanFormData, holdsList, validateFormData } from '@retail/contracts/api/system/form-rules';
import { auditInsert } from '../../../../platform/context.ts';
import type { FormSubmissionApproval } from './approval.ts';
import type { IdGenerator } from '../../../../platform/db/ids.ts';
import { formatTime } from '../../../../platform/db/time.ts';
import type { Principal } from '../../../../platform/http/access.ts';
import { AppError, notFound } from '../../../../platform/http/errors.ts';
import type { PageResult } from '../../../../platform/http/paging.ts';
import { timeRange } from '../../../../platform/http/time-range.ts';
import type { Language } from '../../../../platform/i18n/language.ts';
import type { AuditLog } from '../../../../platform/logging/audit-log.ts';
import type { Actor } from '../../../../platform/module-kit/actor.ts';
import { AuditedWrites } from '../../../../platform/module-kit/audited-writes.ts';
import { sanitizeRichText } from '../../../../platform/security/html.ts';
import type { Upload } from '../../../../platform/storage/upload.ts';
import type { DataScopeService } from '../../access/data-scope.ts';
import type { FileContent, FileService } from '../../file/service.ts';
import type { FormDataListRow, FormDataRepository, FormDataRow } from './repository.ts';
import type { FormLookups } from './lookups.ts';
import type { FormDictionaries } from '../dictionaries.ts';
import type { PublishedForms } from '../published.ts';
import { fieldErrorsText } from '../texts.ts';

const parseData = (json: string) => JSON.parse(json) as Record<string, unknown>;

export interface FormDataServiceDeps {
  forms: PublishedForms;
  repo: FormDataRepository;
  lookups: FormLookups;
  dicts: FormDictionaries;
  scopes: DataScopeService;
  files: FileService;
  /** starts the approval of a submission whose form is bound to a workflow */
  approval: FormSubmissionApproval;
  audit: AuditLog;
  ids: IdGenerator;
  timeZone: string;
  maxPageSize: number;
}

/** The ids a submission's user, organisation and upload fields refer to, by field. */
function references(schema: FormSchema, data: Record<string, unknown>) {
  const refs: Array<{ field: FormField; kind: 'user' | 'org' | 'upload'; ids: number[] }> = [];
  for (const { field } of formFields(schema)) {
    const value = data[field.key];
    if (value === undefined || !['user', 'org', 'upload'].includes(field.type)) continue;
    const items = holdsList(field) ? (value as unknown[]) : [value];
    const ids = items.map((v) => (field.type === 'upload' ? (v as FormFileValue).id : (v as number)));
    refs.push({ field, kind: field.type as 'user' | 'org' | 'upload', ids });
  }
  return refs;
}

/**
 * Submissions of the tenant's forms: staff fill in the latest published version of a form, the server checks
 * the values with the same `validateFormData` as the browser and stores them pinned to that version; readers see
 * the submissions of their data scope (by the submitter's organisation, or their own).
 */
export class FormDataService {
  private readonly writes: AuditedWrites<'sysFormData', FormDataRow>;

  constructor(private readonly deps: FormDataServiceDeps) {
    this.writes = new AuditedWrites(deps.repo, {
      table: 'sys_form_data',
      audit: deps.audit,
      ids: deps.ids,
      snapshot: (row) => ({
        formId: row.formId,
        formVersion: row.formVersion,
        status: row.status,
        data: parseData(row.data),
      }),
    });
  }

  async fillable(caller: Principal): Promise<FormFillItemOutput[]> {
    return (await this.deps.forms.fillable(caller)).map((f) => ({
      id: f.id,
      code: f.code,
      name: f.name,
      category: f.category,
      currentVersion: f.currentVersion,
      remark: f.remark,
    }));
  }

  async fill(caller: Principal, code: string): Promise<FormFillOutput> {
    const { form, versionNo, schema } = await this.deps.forms.latest(caller, code);
    return { formId: form.id, code: form.code, name: form.name, versionNo, schema };
  }

  /**
   * Checks the values against the form's latest published version, exactly as the browser does, then the ids
   * they refer to, and stores the shown fields' values pinned to that version, as submitted (status 1). A refusal
   * (400, naming each field by its label) writes nothing. Everything a submission writes commits in one
   * transaction, with the approval it starts when a workflow is bound to the form's submissions.
   */
  async submit(actor: Actor, input: FormSubmitInput, lang: Language): Promise<FormSubmitOutput> {
    const { form, versionNo, schema } = await this.deps.forms.latest(actor, input.formCode);
    const dictValues = await this.deps.dicts.valuesFor(actor, schema);
    const errors = validateFormData(schema, input.data, { dictValues });
    if (errors.length > 0)
      throw new AppError(400, 'form.invalidData', { errors: fieldErrorsText(lang, schema, errors) });
    const data = cleanFormData(schema, input.data);
    await this.checkReferences(actor.tenantId, schema, data, lang);
    for (const { field } of formFields(schema)) {
      if (field.type === 'richText' && typeof data[field.key] === 'string')
        data[field.key] = sanitizeRichText(data[field.key] as string);
    }
    const id = this.deps.ids.next();
    const row = {
      id,
      formId: form.id,
      formVersion: versionNo,
      data: JSON.stringify(data),
      orgId: actor.orgId,
      status: FORM_DATA_STATUS.submitted,
      approvalInstanceId: null,
      ...auditInsert(actor),
    };
    const { status, started } = await this.deps.repo.transaction(async (trx) => {
      await this.deps.repo.insert(actor.tenantId, row, trx);
      return this.deps.approval.submit(trx, actor, { id, formCode: form.code, formName: form.name, data });
    });
    started?.announce();
    await this.writes.inserted(actor, id);
    return { id, versionNo, status };
  }

  /** Users, organisations and files a submission names must be the tenant's: 400 naming the field. */
  private async checkReferences(
    tenantId: number,
    schema: FormSchema,
    data: Record<string, unknown>,
    lang: Language,
  ): Promise<void> {
    const refs = references(schema, data);
    const all = (kind: string) => refs.filter((r) => r.kind === kind).flatMap((r) => r.ids);
    const [users, orgs, files] = await Promise.all([
      this.deps.lookups.userNames(tenantId, all('user')),
      this.deps.lookups.orgNames(tenantId, all('org')),
      this.deps.lookups.fileIds(tenantId, all('upload')),
    ]);
    for (const { field, kind, ids } of refs) {
      const known = kind === 'user' ? users : kind === 'org' ? orgs : files;
      const missing = ids.find((id) => !known.has(id));
      if (missing === undefined) continue;
      const params = { field: fieldName(field, lang), id: missing };
      if (kind === 'user') throw new AppError(400, 'form.unknownUser', params);
      if (kind === 'org') throw new AppError(400, 'form.unknownOrg', params);
      throw new AppError(400, 'form.unknownFile', params);
    }
  }

  private toOutput(row: FormDataListRow): FormDataOutput {
    return {
      id: row.id,
      formId: row.formId,
      formCode: row.formCode,
      formName: row.formName,
      formVersion: row.formVersion,
      status: row.status,
      approvalInstanceId: row.approvalInstanceId,
      orgId: row.orgId,
      orgName: row.orgName,
      data: parseData(row.data),
      createTime: formatTime(row.createTime, this.deps.timeZone),
      createUserId: row.createUserId,
      createUserName: row.createUserName,
    };
  }

  async page(caller: Principal, input: FormDataPageInput): Promise<PageResult<FormDataOutput>> {
    const scope = await this.deps.scopes.scopeOf(caller);
    const range = timeRange(input, this.deps.timeZone);
    const page = await this.deps.repo.page(caller.tenantId, scope, input, range, this.deps.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  /** A submission of the caller's data scope, or 404. */
  async found(caller: Principal, id: number): Promise<FormDataListRow> {
    const row = await this.deps.repo.find(caller.tenantId, await this.deps.scopes.scopeOf(caller), id);
    if (!row) throw notFound();
    return row;
  }

  /** With the version it was made on and the names of the users and organisations its values name. */
  async detail(caller: Principal, id: number): Promise<FormDataDetailOutput> {
    const row = await this.found(caller, id);
    const pair = { formId: row.formId, versionNo: row.formVersion };
    const schema = (await this.deps.forms.schemasOf(caller, [pair])).get(`${pair.formId}:${pair.versionNo}`);
    if (!schema) throw notFound();
    const output = this.toOutput(row);
    const refs = references(schema, output.data);
    const ids = (kind: string) => refs.filter((r) => r.kind === kind).flatMap((r) => r.ids);
    const [users, orgs] = await Promise.all([
      this.deps.lookups.userNames(caller.tenantId, ids('user')),
      this.deps.lookups.orgNames(caller.tenantId, ids('org')),
    ]);
    return {
      ...output,
      schema,
      userNames: Object.fromEntries([...users].map(([k, v]) => [String(k), v])),
      orgNames: Object.fromEntries([...orgs].map(([k, v]) => [String(k), v])),
    };
  }

  /** A file of a submission's upload field (the reader sees the submission): its content as a download. */
  async file(actor: Actor, id: number, fileId: number): Promise<FileContent> {
    const row = await this.found(actor, id);
    const [schema] = (
      await this.deps.forms.schemasOf(actor, [{ formId: row.formId, versionNo: row.formVersion }])
    ).values();
    const named = schema
      ? references(schema, parseData(row.data)).some((r) => r.kind === 'upload' && r.ids.includes(fileId))
      : false;
    if (!named) throw notFound();
    return this.deps.files.download(actor, fileId);
  }

  /** Stores a file for an upload field (the file module checks its name, type and size). */
  async upload(actor: Actor, upload: Upload): Promise<FormFileValue> {
    const file = await this.deps.files.upload(actor, upload);
    return { id: file.id, name: `${file.fileName}${file.suffix}` };
  }

  userOptions(caller: Principal, input: FormUserOptionsInput): Promise<FormUserOption[]> {
    return this.deps.lookups.users(caller.tenantId, input.keyword, input.ids);
  }

  orgOptions(caller: Principal): Promise<FormOrgOption[]> {
    return this.deps.lookups.orgs(caller.tenantId);
  }
}
