import type { FormDataPageInput } from '@retail/contracts/api/system/form';
import type { DbType } from '../../../../config.ts';
import type { SysFormDataTable } from '../../../../db/schema-form.ts';
import type { Db } from '../../../../platform/db/database.ts';
import { containsText } from '../../../../platform/db/filters.ts';
import { type PageResult, paginate } from '../../../../platform/http/paging.ts';
import { TenantRepository } from '../../../../platform/module-kit/tenant-repository.ts';
import { type Scope, scopeCondition } from '../../access/data-scope.ts';

const columns = [
  'id',
  'formId',
  'formVersion',
  'data',
  'orgId',
  'status',
  'approvalInstanceId',
  'createTime',
  'createUserId',
  'createUserName',
] as const;
export type FormDataRow = Pick<SysFormDataTable, (typeof columns)[number]>;

const listColumns = [
  'd.id',
  'd.formId',
  'f.code as formCode',
  'f.name as formName',
  'd.formVersion',
  'd.data',
  'd.orgId',
  'o.name as orgName',
  'd.status',
  'd.approvalInstanceId',
  'd.createTime',
  'd.createUserId',
  'd.createUserName',
] as const;
export interface FormDataListRow extends FormDataRow {
  formCode: string;
  formName: string;
  orgName: string | null;
}

export type FormDataFilter = Pick<FormDataPageInput, 'formId' | 'createUser' | 'status'>;
export interface TimeRange {
  from?: number;
  to?: number;
}

/** sys_form_data: the submissions of a tenant's forms; reads take the tenant first and the reader's data scope. */
export class FormDataRepository extends TenantRepository<'sysFormData', FormDataRow> {
  constructor(
    db: Db,
    private readonly dbType: DbType,
  ) {
    super(db, 'sysFormData', columns);
  }

  private rows(tenantId: number, scope: Scope) {
    return this.db
      .selectFrom('sysFormData as d')
      .innerJoin('sysForm as f', (j) =>
        j.onRef('f.id', '=', 'd.formId').onRef('f.tenantId', '=', 'd.tenantId'),
      )
      .leftJoin('sysOrg as o', (j) => j.onRef('o.id', '=', 'd.orgId').onRef('o.tenantId', '=', 'd.tenantId'))
      .select(listColumns)
      .where('d.tenantId', '=', tenantId)
      .where('d.isDelete', '=', 0)
      .where((eb) => scopeCondition(eb, scope, 'd.orgId', 'd.createUserId'));
  }

  private filtered(tenantId: number, scope: Scope, filter: FormDataFilter, range: TimeRange) {
    let query = this.rows(tenantId, scope);
    if (filter.formId) query = query.where('d.formId', '=', filter.formId);
    if (filter.status) query = query.where('d.status', '=', filter.status);
    if (range.from !== undefined) query = query.where('d.createTime', '>=', range.from);
    if (range.to !== undefined) query = query.where('d.createTime', '<=', range.to);
    if (filter.createUser) {
      const who = filter.createUser;
      query = query.where((eb) =>
        eb.or([
          containsText(this.dbType, 'd.createUserName', who),
          eb.exists(
            eb
              .selectFrom('sysUser as u')
              .select('u.id')
              .whereRef('u.id', '=', 'd.createUserId')
              .whereRef('u.tenantId', '=', 'd.tenantId')
              .where(containsText(this.dbType, 'u.account', who)),
          ),
        ]),
      );
    }
    return query;
  }

  page(
    tenantId: number,
    scope: Scope,
    input: FormDataPageInput,
    range: TimeRange,
    maxPageSize: number,
  ): Promise<PageResult<FormDataListRow>> {
    return paginate(this.filtered(tenantId, scope, input, range), input, {
      sortable: { createTime: 'd.createTime', status: 'd.status', formVersion: 'd.formVersion' },
      defaultSort: [['d.createTime', 'desc']],
      tiebreaker: 'd.id',
      maxPageSize,
    });
  }

  /** The filtered submissions for an export, oldest first, at most `limit`. */
  list(tenantId: number, scope: Scope, filter: FormDataFilter, range: TimeRange, limit: number) {
    return this.filtered(tenantId, scope, filter, range)
      .orderBy('d.createTime')
      .orderBy('d.id')
      .limit(limit)
      .execute();
  }

  find(tenantId: number, scope: Scope, id: number): Promise<FormDataListRow | undefined> {
    return this.rows(tenantId, scope).where('d.id', '=', id).executeTakeFirst();
  }
}
