import {
  FORM_STATUS,
  type FormAddInput,
  type FormDetailOutput,
  type FormFile,
  type FormImportInput,
  type FormOutput,
  type FormPageInput,
  type FormUpdateInput,
  type FormVersionDetailOutput,
  type FormVersionOutput,
} from '@retail/contracts/api/system/form';
import { checkFormSchema, type FormIssue } from '@retail/contracts/api/system/form-check';
import { type FormSchema, formFields } from '@retail/contracts/api/system/form-model';
import { auditUpdate } from '../../../platform/context.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, duplicate, notFound } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import { translate } from '../../../platform/i18n/messages.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { AuditedWrites } from '../../../platform/module-kit/audited-writes.ts';
import { definedOnly } from '../../../platform/module-kit/defined-only.ts';
import { onUniqueViolation, refuseTaken } from '../../../platform/module-kit/unique.ts';
import { readSchema } from './published.ts';
import type { FormListRow, FormRepository, FormRow, FormVersionRow } from './repository.ts';
import { issueText } from './texts.ts';

const NAME_MAX = 64;
const CODE_MAX = 64;
const COPIES = 99;

const fieldCount = (schema: FormSchema) => formFields(schema).length;

const snapshot = (row: FormRow) => ({
  code: row.code,
  name: row.name,
  category: row.category,
  status: row.status,
  currentVersion: row.currentVersion,
  version: row.version,
  remark: row.remark,
  schema: JSON.parse(row.draftSchema) as unknown,
});

export interface FormServiceDeps {
  repo: FormRepository;
  /** the codes of the dictionaries there are, for the publish check */
  dictCodes(actor: Actor): Promise<ReadonlySet<string>>;
  audit: AuditLog;
  ids: IdGenerator;
  timeZone: string;
  maxPageSize: number;
}

/**
 * Designed forms of the caller's tenant: the draft the designer saves (under a version lock), and the versions a
 * publish freezes, which never change once written; submissions are validated against the latest of them.
 */
export class FormService {
  private readonly writes: AuditedWrites<'sysForm', FormRow>;

  constructor(private readonly deps: FormServiceDeps) {
    this.writes = new AuditedWrites(deps.repo, {
      table: 'sys_form',
      audit: deps.audit,
      ids: deps.ids,
      snapshot,
    });
  }

  private toOutput(row: FormListRow): FormOutput {
    const tz = this.deps.timeZone;
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      category: row.category,
      status: row.status,
      currentVersion: row.currentVersion,
      version: row.version,
      remark: row.remark,
      createTime: formatTime(row.createTime, tz),
      createUserName: row.createUserName,
      updateTime: formatNullableTime(row.updateTime, tz),
      updateUserName: row.updateUserName,
    };
  }

  private toVersion(row: Omit<FormVersionRow, 'formSchema'>): FormVersionOutput {
    return {
      versionNo: row.versionNo,
      name: row.name,
      fieldCount: row.fieldCount,
      publishedTime: formatTime(row.publishedTime, this.deps.timeZone),
      publishedUserName: row.publishedUserName,
    };
  }

  async page(caller: Principal, input: FormPageInput): Promise<PageResult<FormOutput>> {
    const page = await this.deps.repo.page(caller.tenantId, input, this.deps.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  /** The live form of the caller's tenant, or 404 (another tenant's id included). */
  found(caller: Principal, id: number): Promise<FormRow> {
    return this.writes.found(caller, id);
  }

  async detail(caller: Principal, id: number): Promise<FormDetailOutput> {
    const row = await this.found(caller, id);
    return { ...this.toOutput(row), schema: readSchema(row.draftSchema) };
  }

  async add(actor: Actor, input: FormAddInput): Promise<number> {
    await refuseTaken(this.deps.repo, actor.tenantId, { code: input.code });
    return this.insert(actor, { ...input, category: input.category ?? null, remark: input.remark ?? null });
  }

  private insert(
    actor: Actor,
    form: { code: string; name: string; category: string | null; remark: string | null; schema: FormSchema },
  ): Promise<number> {
    const fields = {
      code: form.code,
      name: form.name,
      category: form.category,
      status: FORM_STATUS.draft,
      draftSchema: JSON.stringify(form.schema),
      currentVersion: 0,
      version: 1,
      remark: form.remark,
    };
    // a concurrent add of the same code passed the check too: the unique index refuses the second
    return onUniqueViolation(
      () => duplicate('code', form.code),
      () => this.writes.add(actor, fields),
    );
  }

  /** Applies only at the version the client read (409 otherwise) and moves the draft to the next version. */
  async update(actor: Actor, input: FormUpdateInput): Promise<void> {
    const current = await this.found(actor, input.id);
    if (current.version !== input.version) throw new AppError(409, 'form.versionConflict');
    const changes = definedOnly({
      name: input.name,
      category: input.category,
      remark: input.remark,
      draftSchema: input.schema && JSON.stringify(input.schema),
      ...auditUpdate(actor),
    });
    await this.atVersion(actor, current, input.version, changes);
    await this.writes.updated(actor, current);
  }

  /** One conditional write at `version`; 409 when the row moved on, 404 when it went. */
  private async atVersion(
    actor: Actor,
    current: FormRow,
    version: number,
    changes: Parameters<FormRepository['updateAt']>[3],
    alongside?: (trx: Parameters<FormRepository['insertVersion']>[2]) => Promise<void>,
  ): Promise<void> {
    const { repo } = this.deps;
    await repo.transaction(async (trx) => {
      if (!(await repo.updateAt(actor.tenantId, current.id, version, changes, trx))) {
        const still = await repo.findById(actor.tenantId, current.id, trx);
        throw still ? new AppError(409, 'form.versionConflict') : notFound();
      }
      await alongside?.(trx);
    });
  }

  /** A form that has submissions stays (disable it instead): they are read with its versions. */
  async delete(actor: Actor, id: number): Promise<void> {
    const current = await this.found(actor, id);
    const count = await this.deps.repo.dataCount(actor.tenantId, id);
    if (count > 0) throw new AppError(400, 'form.hasData', { name: current.name, count });
    await this.writes.delete(actor, current);
  }

  /** Stops (3) or takes again (2) submissions of a published form; the draft's lock does not move. */
  async setStatus(actor: Actor, id: number, status: 2 | 3): Promise<void> {
    const current = await this.found(actor, id);
    if (current.currentVersion === 0) throw new AppError(400, 'form.neverPublished', { name: current.name });
    if (current.status !== status) await this.writes.setStatus(actor, current, status);
  }

  /** The publish check with the dictionaries there are; `[]` when the form can be published. */
  async issues(actor: Actor, schema: FormSchema): Promise<FormIssue[]> {
    return checkFormSchema(schema, { dictCodes: await this.deps.dictCodes(actor) });
  }

  /**
   * Freezes the draft as the next version, at the version the client read: the form's row (its current version,
   * status published) and the version's row are written in one transaction. A draft with issues is refused (400
   * naming them), and so is one no different from the latest version.
   */
  async publish(actor: Actor, input: { id: number; version: number }, lang: Language): Promise<number> {
    const { repo } = this.deps;
    const current = await this.found(actor, input.id);
    if (current.version !== input.version) throw new AppError(409, 'form.versionConflict');
    const schema = readSchema(current.draftSchema);
    const issues = await this.issues(actor, schema);
    if (issues.length > 0) {
      const text = issues.map((i) => issueText(lang, i)).join(lang === 'en' ? '; ' : '；');
      throw new AppError(400, 'form.notPublishable', { issues: text });
    }
    if (current.currentVersion > 0) {
      const latest = await repo.version(actor.tenantId, current.id, current.currentVersion);
      if (latest?.formSchema === current.draftSchema)
        throw new AppError(400, 'form.nothingToPublish', { version: current.currentVersion });
    }
    const versionNo = current.currentVersion + 1;
    const now = Date.now();
    const changes = { currentVersion: versionNo, status: FORM_STATUS.published, ...auditUpdate(actor, now) };
    await this.atVersion(actor, current, input.version, changes, (trx) =>
      repo.insertVersion(
        actor.tenantId,
        {
          id: this.deps.ids.next(),
          formId: current.id,
          versionNo,
          name: current.name,
          formSchema: current.draftSchema,
          fieldCount: fieldCount(schema),
          publishedTime: now,
          publishedUserId: actor.userId,
          publishedUserName: actor.realName,
        },
        trx,
      ),
    );
    await this.writes.updated(actor, current);
    return versionNo;
  }

  async versions(caller: Principal, id: number): Promise<FormVersionOutput[]> {
    const form = await this.found(caller, id);
    return (await this.deps.repo.versions(caller.tenantId, form.id)).map((v) => this.toVersion(v));
  }

  async versionDetail(caller: Principal, id: number, versionNo: number): Promise<FormVersionDetailOutput> {
    const form = await this.found(caller, id);
    const row = await this.deps.repo.version(caller.tenantId, form.id, versionNo);
    if (!row) throw notFound();
    return { ...this.toVersion(row), formId: form.id, code: form.code, schema: readSchema(row.formSchema) };
  }

  /** The form as a JSON file: its identity and its draft. */
  async exportFile(caller: Principal, id: number): Promise<FormFile> {
    const row = await this.found(caller, id);
    return {
      format: 'retail-form',
      code: row.code,
      name: row.name,
      category: row.category,
      remark: row.remark,
      schema: readSchema(row.draftSchema),
    };
  }

  /** A new draft from a file; `code` and `name` given replace the file's. */
  async importFile(actor: Actor, input: FormImportInput): Promise<number> {
    const code = input.code ?? input.file.code;
    await refuseTaken(this.deps.repo, actor.tenantId, { code });
    return this.insert(actor, {
      code,
      name: input.name ?? input.file.name,
      category: input.file.category || null,
      remark: input.file.remark || null,
      schema: input.file.schema,
    });
  }

  /** A draft copy: code "<code>_copy" (then _copy2…), name "<name> (copy)" in the caller's language. */
  async copy(
    actor: Actor,
    input: { id: number; code?: string; name?: string },
    lang: Language,
  ): Promise<number> {
    const source = await this.found(actor, input.id);
    const code = input.code ?? (await this.copyCode(actor.tenantId, source.code));
    if (input.code) await refuseTaken(this.deps.repo, actor.tenantId, { code });
    const name =
      input.name ??
      (() => {
        const named = (base: string) => translate(lang, 'form.copyName', { name: base });
        return named(source.name.slice(0, NAME_MAX - named('').length));
      })();
    return this.insert(actor, {
      code,
      name,
      category: source.category,
      remark: source.remark,
      schema: readSchema(source.draftSchema),
    });
  }

  private async copyCode(tenantId: number, code: string): Promise<string> {
    for (let n = 1; n <= COPIES; n++) {
      const suffix = n === 1 ? '_copy' : `_copy${n}`;
      const candidate = `${code.slice(0, CODE_MAX - suffix.length)}${suffix}`;
      if ((await this.deps.repo.holderOf(tenantId, 'code', candidate)) === undefined) return candidate;
    }
    throw duplicate('code', `${code}_copy`);
  }
}
