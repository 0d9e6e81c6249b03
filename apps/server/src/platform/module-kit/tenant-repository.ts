import {
  type Insertable,
  type Kysely,
  type SelectQueryBuilder,
  sql,
  type Updateable,
  type WhereInterface,
} from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Db } from '../db/database.ts';
import { inTransaction, type Trx } from '../db/transaction.ts';
import { definedOnly } from './defined-only.ts';
import { type TableScope, tenantOwned } from './table-scope.ts';

/** Tables the kit serves: an id, soft delete (is_delete) and the audit columns. */
export type KitTable = {
  [K in keyof Database]: Database[K] extends { id: number; isDelete: number; createTime: number } ? K : never;
}[keyof Database];

/** A new row as a module gives it; the repository sets tenant_id. */
export type NewRow<TB extends KitTable> = Omit<Insertable<Database[TB]>, 'tenantId'>;
export type RowChanges<TB extends KitTable> = Updateable<Database[TB]>;
export type TextColumn<TB extends KitTable> = {
  [C in keyof Database[TB]]: Database[TB][C] extends string | null ? C : never;
}[keyof Database[TB]] &
  string;

export interface FreedColumn<TB extends KitTable> {
  /** A unique text column (a code, an account) that a deleted row gives up so a new row may take the value. */
  column: TextColumn<TB>;
  /** The column's length, which the renamed value must fit. */
  maxLength: number;
  /** What marks the deleted row's value: `deletedSuffix` (`~del~{id}`) unless the column needs a shorter one. */
  suffix?: (id: number) => string;
}

export interface TenantRepositoryOptions<TB extends KitTable> {
  /** `tenantOwned` (the default) or `platformTable('why')`. */
  scope?: TableScope;
  freedOnDelete?: FreedColumn<TB>;
}

/** The suffix a soft-deleted row's freed value gets: `~del~{id}`. */
export const deletedSuffix = (id: number): string => `~del~${id}`;

/**
 * `~{id in base 36}`: a suffix short enough that a short column keeps the whole value beside it (a 20-character
 * card number in a 32-character column), where `~del~{id}` would cut the value.
 */
export const shortDeletedSuffix = (id: number): string => `~${id.toString(36)}`;

/** The value a soft-deleted row keeps in a freed column: `{value}{suffix}`, the value shortened to fit. */
export function freedValue(value: string, id: number, maxLength: number, suffixOf = deletedSuffix): string {
  const suffix = suffixOf(id);
  return `${value.slice(0, Math.max(0, maxLength - suffix.length))}${suffix}`;
}

/**
 * Kysely cannot type a query over a table named by a type parameter, so the base queries this structural view
 * of "any kit table" and hands modules their table's own types.
 */
interface AnyKitRow {
  id: number;
  tenantId: number;
  isDelete: number;
  status: number;
}
type AnyKitDb = Kysely<Record<string, AnyKitRow>>;
type Scopable = WhereInterface<Record<string, AnyKitRow>, string>;
const anyKit = (db: Db) => db as unknown as AnyKitDb;

/**
 * The repository base of a soft-deletable table: every method takes the caller's tenant first and sees live rows
 * (is_delete = 0) of that tenant only. A module's repository extends it with its own queries, built on `live`.
 */
export class TenantRepository<TB extends KitTable, Row extends { id: number }> {
  private readonly scope: TableScope;
  private readonly freedOnDelete: FreedColumn<TB> | undefined;

  constructor(
    protected readonly db: Db,
    private readonly table: TB,
    private readonly columns: ReadonlyArray<keyof Row & string>,
    options: TenantRepositoryOptions<TB> = {},
  ) {
    this.scope = options.scope ?? tenantOwned;
    this.freedOnDelete = options.freedOnDelete;
  }

  private get tableName(): string {
    return this.table;
  }

  private owned<Q extends Scopable>(query: Q, tenantId: number): Q {
    return this.scope.tenantOwned ? (query.where('tenantId', '=', tenantId) as Q) : query;
  }

  private liveRows(tenantId: number, db: Db = this.db) {
    const query = anyKit(db)
      .selectFrom(this.tableName)
      .select(this.columns as unknown as Array<keyof AnyKitRow>)
      .where('isDelete', '=', 0);
    return this.owned(query, tenantId);
  }

  /**
   * Runs `work` in one transaction (`inTransaction`: run again after a deadlock, so `work` must be repeatable).
   * The writing methods take its handle as their last argument, and so should a subclass's.
   */
  transaction<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
    return inTransaction(this.db, work);
  }

  /** The tenant's live rows with the repository's columns, to filter, order or page further. */
  protected live(tenantId: number, db: Db = this.db): SelectQueryBuilder<Database, TB, Row> {
    return this.liveRows(tenantId, db) as unknown as SelectQueryBuilder<Database, TB, Row>;
  }

  /** `db`, as in the methods below, runs the query in a module's transaction. */
  async findById(tenantId: number, id: number, db: Db = this.db): Promise<Row | undefined> {
    const row = await this.liveRows(tenantId, db).where('id', '=', id).executeTakeFirst();
    return row as Row | undefined;
  }

  /** The id of the live row of the tenant whose `column` equals `value`, ignoring case (unique names, codes). */
  async holderOf(
    tenantId: number,
    column: TextColumn<TB>,
    value: string,
    db: Db = this.db,
  ): Promise<number | undefined> {
    const query = anyKit(db)
      .selectFrom(this.tableName)
      .select('id')
      .where('isDelete', '=', 0)
      .where(sql<boolean>`lower(${sql.ref(column)}) = lower(${value})`);
    const row = await this.owned(query, tenantId).executeTakeFirst();
    return row?.id;
  }

  async insert(tenantId: number, row: NewRow<TB>, db: Db = this.db): Promise<void> {
    const values = this.scope.tenantOwned ? { ...row, tenantId } : row;
    await anyKit(db)
      .insertInto(this.tableName)
      .values(values as unknown as AnyKitRow)
      .execute();
  }

  /** Writes the defined fields of `changes` to a live row of the tenant; false when there is none. */
  async update(tenantId: number, id: number, changes: RowChanges<TB>, db: Db = this.db): Promise<boolean> {
    const query = anyKit(db)
      .updateTable(this.tableName)
      .set(definedOnly(changes) as Partial<AnyKitRow>)
      .where('id', '=', id)
      .where('isDelete', '=', 0);
    const result = await this.owned(query, tenantId).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  setStatus(tenantId: number, id: number, status: number, changes: RowChanges<TB>): Promise<boolean> {
    return this.update(tenantId, id, { ...changes, status } as RowChanges<TB>);
  }

  /** Marks a live row deleted (`changes`: the audit columns) and renames its freed column, if the table has one. */
  softDelete(tenantId: number, current: Row, changes: RowChanges<TB>, db: Db = this.db): Promise<boolean> {
    const deleted: Record<string, unknown> = { ...changes, isDelete: 1 };
    const freed = this.freedOnDelete;
    if (freed) {
      const value = (current as Record<string, unknown>)[freed.column];
      if (typeof value !== 'string') throw new Error(`softDelete: the row lacks its ${freed.column} column`);
      deleted[freed.column] = freedValue(value, current.id, freed.maxLength, freed.suffix);
    }
    return this.update(tenantId, current.id, deleted as RowChanges<TB>, db);
  }
}
