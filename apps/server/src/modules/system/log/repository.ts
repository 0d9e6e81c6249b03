import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DbType } from '../../../config.ts';
import { acrossTenants } from '../../../platform/db/across-tenants.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';
import { type LogKind, pageColumns } from './kinds.ts';
import type { LogFilterInput } from '@retail/contracts/api/system/log';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one repository serves four log tables
type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- same
type AnyQuery = SelectQueryBuilder<any, any, Record<string, unknown>>;
export type LogRow = Record<string, string | number | null>;

/** Which rows a caller may see: one tenant, or every tenant (super admin, optionally narrowed to one). */
export type LogScope = { tenantId: number } | { allTenants: true; tenantId?: number };

export interface Range {
  from?: number;
  to?: number;
}

/** Queries over the four audit-log tables, always within a scope. */
export class LogRepository {
  private readonly db: AnyDb;

  constructor(
    db: Db,
    private readonly dbType: DbType,
  ) {
    this.db = db as unknown as AnyDb;
  }

  /** The database as the scope sees it: the super admin's scope spans tenants. */
  private within(scope: LogScope): AnyDb {
    return 'allTenants' in scope
      ? acrossTenants(this.db, "the super admin reads and clears every tenant's log")
      : this.db;
  }

  private scoped(kind: LogKind, scope: LogScope, columns: string[]): AnyQuery {
    let query = this.within(scope).selectFrom(kind.table).select(columns) as AnyQuery;
    if (scope.tenantId !== undefined) query = query.where('tenantId', '=', scope.tenantId);
    return query;
  }

  private filtered(kind: LogKind, scope: LogScope, input: LogFilterInput, range: Range, columns: string[]) {
    let query = this.scoped(kind, scope, columns);
    for (const f of kind.filters) {
      const value = input[f.field];
      if (value === undefined || value === null || value === '') continue;
      query =
        f.match === 'contains'
          ? query.where(containsText(this.dbType, f.column, String(value)))
          : query.where(f.column, '=', value);
    }
    if (range.from !== undefined) query = query.where('createTime', '>=', range.from);
    if (range.to !== undefined) query = query.where('createTime', '<=', range.to);
    return query;
  }

  page(kind: LogKind, scope: LogScope, input: LogFilterInput, range: Range, maxPageSize: number) {
    return paginate(this.filtered(kind, scope, input, range, pageColumns(kind)), input, {
      sortable: kind.sortable,
      defaultSort: [['createTime', 'desc']],
      tiebreaker: 'id',
      maxPageSize,
    }) as Promise<PageResult<LogRow>>;
  }

  detail(kind: LogKind, scope: LogScope, id: number, columns: string[]): Promise<LogRow | undefined> {
    return this.scoped(kind, scope, columns).where('id', '=', id).executeTakeFirst() as Promise<
      LogRow | undefined
    >;
  }

  /** Rows newest first in batches (keyset on the time-ordered id), for the export. */
  async *batches(
    kind: LogKind,
    scope: LogScope,
    input: LogFilterInput,
    range: Range,
    columns: string[],
    limit: number,
  ): AsyncGenerator<LogRow[]> {
    let last: number | undefined;
    let left = limit;
    while (left > 0) {
      let query = this.filtered(kind, scope, input, range, columns);
      if (last !== undefined) query = query.where('id', '<', last);
      const rows = (await query.orderBy('id', 'desc').limit(Math.min(1000, left)).execute()) as LogRow[];
      if (rows.length === 0) return;
      yield rows;
      left -= rows.length;
      last = Number(rows[rows.length - 1]?.id);
    }
  }

  async clear(kind: LogKind, scope: LogScope): Promise<number> {
    let query = this.within(scope).deleteFrom(kind.table);
    if (scope.tenantId !== undefined) query = query.where('tenantId', '=', scope.tenantId);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
