import { FORM_STATUS } from '@retail/contracts/api/system/form';
import { type FormSchema, formSchemaSchema } from '@retail/contracts/api/system/form-model';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import type { FormListRow, FormRepository, FormRow } from './repository.ts';

/** A stored schema as the model reads it (defaults a later model adds are filled in). */
export const readSchema = (json: string): FormSchema => formSchemaSchema.parse(JSON.parse(json));

export interface PublishedForm {
  form: FormRow;
  versionNo: number;
  schema: FormSchema;
}

/**
 * The published versions of a tenant's forms as submissions (and the approval runtime) read them: never a draft.
 * A version is immutable, so a submission pinned to one reads the same schema for its whole life.
 */
export class PublishedForms {
  constructor(private readonly repo: FormRepository) {}

  /** A live form of the caller's tenant, whatever its state, or 404. */
  async form(caller: Principal, id: number): Promise<FormRow> {
    const row = await this.repo.findById(caller.tenantId, id);
    if (!row) throw notFound();
    return row;
  }

  /** Published forms that take submissions, for the fill screen. */
  fillable(caller: Principal): Promise<FormListRow[]> {
    return this.repo.fillable(caller.tenantId);
  }

  /** The latest published version of a form that takes submissions (by code), or 400 naming the code. */
  async latest(caller: Principal, code: string): Promise<PublishedForm> {
    const form = await this.repo.byCode(caller.tenantId, code);
    if (!form || form.status !== FORM_STATUS.published || form.currentVersion < 1)
      throw new AppError(400, 'form.notFillable', { code });
    const version = await this.repo.version(caller.tenantId, form.id, form.currentVersion);
    if (!version) throw new AppError(400, 'form.notFillable', { code });
    return { form, versionNo: version.versionNo, schema: readSchema(version.formSchema) };
  }

  /** The schemas of versions of the caller's tenant's forms, keyed `formId:versionNo`. */
  async schemasOf(
    caller: Principal,
    pairs: ReadonlyArray<{ formId: number; versionNo: number }>,
  ): Promise<Map<string, FormSchema>> {
    const rows = await this.repo.schemasOf(caller.tenantId, pairs);
    return new Map(rows.map((r) => [`${r.formId}:${r.versionNo}`, readSchema(r.formSchema)]));
  }

  /** Every version's schema of a form, by version number. */
  async allSchemas(caller: Principal, formId: number): Promise<Map<number, FormSchema>> {
    const rows = await this.repo.allSchemas(caller.tenantId, formId);
    return new Map(rows.map((r) => [r.versionNo, readSchema(r.formSchema)]));
  }
}
