import { FORM_STATUS, type FormPageInput } from '@retail/contracts/api/system/form';
import type { Updateable } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { SysFormTable, SysFormVersionTable } from '../../../db/schema-form.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';
import { TenantRepository } from '../../../platform/module-kit/tenant-repository.ts';

const listColumns = [
  'id',
  'code',
  'name',
  'category',
  'status',
  'currentVersion',
  'version',
  'remark',
  'createTime',
  'createUserName',
  'updateTime',
  'updateUserName',
] as const;
const columns = [...listColumns, 'draftSchema'] as const;

export type FormListRow = Pick<SysFormTable, (typeof listColumns)[number]>;
export type FormRow = Pick<SysFormTable, (typeof columns)[number]>;
export type FormVersionRow = Omit<SysFormVersionTable, 'id' | 'tenantId'>;
type Changes = Updateable<SysFormTable>;

/** sys_form and sys_form_version: a tenant's forms and their published versions; the tenant comes first. */
export class FormRepository extends TenantRepository<'sysForm', FormRow> {
  constructor(
    db: Db,
    private readonly dbType: DbType,
  ) {
    super(db, 'sysForm', columns, { freedOnDelete: { column: 'code', maxLength: 64 } });
  }

  /** The list leaves the draft out: it may be large. */
  page(tenantId: number, input: FormPageInput, maxPageSize: number): Promise<PageResult<FormListRow>> {
    let query = this.db
      .selectFrom('sysForm')
      .select(listColumns)
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0);
    if (input.name) query = query.where(containsText(this.dbType, 'name', input.name));
    if (input.code) query = query.where(containsText(this.dbType, 'code', input.code));
    if (input.category) query = query.where(containsText(this.dbType, 'category', input.category));
    if (input.status) query = query.where('status', '=', input.status);
    return paginate(query, input, {
      sortable: {
        code: 'code',
        name: 'name',
        category: 'category',
        status: 'status',
        currentVersion: 'currentVersion',
        createTime: 'createTime',
        updateTime: 'updateTime',
      },
      defaultSort: [['updateTime', 'desc']],
      tiebreaker: 'id',
      maxPageSize,
    });
  }

  /** The form of a code, whatever its state (codes are unique in a tenant, ignoring case). */
  async byCode(tenantId: number, code: string): Promise<FormRow | undefined> {
    const id = await this.holderOf(tenantId, 'code', code);
    return id === undefined ? undefined : this.findById(tenantId, id);
  }

  /**
   * The optimistic lock: writes `changes` and the next version only while the row is still at `version`, in one
   * statement, so of two saves of the same version exactly one applies. False when the row moved on (or went).
   */
  async updateAt(
    tenantId: number,
    id: number,
    version: number,
    changes: Changes,
    db: Db = this.db,
  ): Promise<boolean> {
    const result = await db
      .updateTable('sysForm')
      .set({ ...changes, version: version + 1 })
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .where('isDelete', '=', 0)
      .where('version', '=', version)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Freezes a version. The unique (form, version number) index refuses a second publish of the same number. */
  async insertVersion(tenantId: number, row: FormVersionRow & { id: number }, db: Db): Promise<void> {
    await db
      .insertInto('sysFormVersion')
      .values({ ...row, tenantId })
      .execute();
  }

  versions(tenantId: number, formId: number): Promise<Omit<FormVersionRow, 'formSchema'>[]> {
    return this.db
      .selectFrom('sysFormVersion')
      .select([
        'formId',
        'versionNo',
        'name',
        'fieldCount',
        'publishedTime',
        'publishedUserId',
        'publishedUserName',
      ])
      .where('tenantId', '=', tenantId)
      .where('formId', '=', formId)
      .orderBy('versionNo', 'desc')
      .execute();
  }

  version(tenantId: number, formId: number, versionNo: number): Promise<FormVersionRow | undefined> {
    return this.db
      .selectFrom('sysFormVersion')
      .select([
        'formId',
        'versionNo',
        'name',
        'formSchema',
        'fieldCount',
        'publishedTime',
        'publishedUserId',
        'publishedUserName',
      ])
      .where('tenantId', '=', tenantId)
      .where('formId', '=', formId)
      .where('versionNo', '=', versionNo)
      .executeTakeFirst();
  }

  /** The versions of several forms' schemas (a page of submissions made on them). */
  schemasOf(
    tenantId: number,
    pairs: ReadonlyArray<{ formId: number; versionNo: number }>,
  ): Promise<Pick<FormVersionRow, 'formId' | 'versionNo' | 'formSchema'>[]> {
    if (pairs.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('sysFormVersion')
      .select(['formId', 'versionNo', 'formSchema'])
      .where('tenantId', '=', tenantId)
      .where((eb) =>
        eb.or(pairs.map((p) => eb.and([eb('formId', '=', p.formId), eb('versionNo', '=', p.versionNo)]))),
      )
      .execute();
  }

  /** Every version of a form, oldest first (an export names the fields of all of them). */
  allSchemas(tenantId: number, formId: number): Promise<Pick<FormVersionRow, 'versionNo' | 'formSchema'>[]> {
    return this.db
      .selectFrom('sysFormVersion')
      .select(['versionNo', 'formSchema'])
      .where('tenantId', '=', tenantId)
      .where('formId', '=', formId)
      .orderBy('versionNo')
      .execute();
  }

  /** Published (not disabled) forms staff may fill in, by category and name. */
  fillable(tenantId: number): Promise<FormListRow[]> {
    return this.db
      .selectFrom('sysForm')
      .select(listColumns)
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0)
      .where('status', '=', FORM_STATUS.published)
      .where('currentVersion', '>', 0)
      .orderBy('category')
      .orderBy('name')
      .orderBy('id')
      .limit(500)
      .execute();
  }

  async dataCount(tenantId: number, formId: number): Promise<number> {
    const row = await this.db
      .selectFrom('sysFormData')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('tenantId', '=', tenantId)
      .where('formId', '=', formId)
      .where('isDelete', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
