import type { AuditColumns } from '../../db/schema.ts';
import { auditInsert, auditUpdate } from '../context.ts';
import type { Db } from '../db/database.ts';
import type { IdGenerator } from '../db/ids.ts';
import type { Principal } from '../http/access.ts';
import { type AppError, notFound } from '../http/errors.ts';
import type { AuditLog } from '../logging/audit-log.ts';
import { type DiffType, recordDiff } from '../logging/diff.ts';
import type { Actor } from './actor.ts';
import type { KitTable, NewRow, RowChanges, TenantRepository } from './tenant-repository.ts';

/** The fields of a new row a module decides; the kit adds the id, the tenant and the audit columns. */
export type NewFields<TB extends KitTable> = Omit<NewRow<TB>, 'id' | keyof AuditColumns>;

const NOT_SNAPSHOT = new Set<string>([
  'id',
  'tenantId',
  'createTime',
  'updateTime',
  'createUserId',
  'createUserName',
  'updateUserId',
  'updateUserName',
  'isDelete',
]);

/** What the difference log keeps of a row by default: its columns but the id, tenant and audit columns. */
export function businessFields(row: object): object {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !NOT_SNAPSHOT.has(key)));
}

/** The update audit columns, which every kit table has (`KitTable`). */
const stamped = <TB extends KitTable>(actor: Actor) => auditUpdate(actor) as unknown as RowChanges<TB>;

export interface AuditedWritesOptions<Row> {
  /** The table's name as the difference log shows it (`retail_supplier`). */
  table: string;
  audit: AuditLog;
  ids: IdGenerator;
  /** What the difference log keeps of a row; `businessFields` unless the module says otherwise. */
  snapshot?: (row: Row) => object;
  /** The refusal of a missing row (another tenant's included); `record.notFound` unless the module names its own. */
  missing?: () => AppError;
}

/**
 * The write path every module shares: add, update, setStatus and soft delete of one row of the actor's tenant,
 * each stamping the audit columns, reading the row back and recording the difference log. The module checks
 * its own rules first and hands over the row it loaded (`found`). A write that must share a transaction with
 * others goes through `addIn`, `updateIn` or `deleteIn` with the transaction, and is logged by `inserted`,
 * `updated` or `deleted` once the transaction has committed (a rolled-back write leaves no log).
 */
export class AuditedWrites<TB extends KitTable, Row extends { id: number }> {
  private readonly snapshot: (row: Row) => object;
  private readonly missing: () => AppError;

  constructor(
    private readonly repo: TenantRepository<TB, Row>,
    private readonly options: AuditedWritesOptions<Row>,
  ) {
    this.snapshot = options.snapshot ?? businessFields;
    this.missing = options.missing ?? notFound;
  }

  /** The live row of the caller's tenant, or 404 (another tenant's id included); `db`: a module's transaction. */
  async found(caller: Principal, id: number, db?: Db): Promise<Row> {
    const row = await this.repo.findById(caller.tenantId, id, db);
    if (!row) throw this.missing();
    return row;
  }

  async add(actor: Actor, fields: NewFields<TB>): Promise<number> {
    const id = await this.addIn(actor, fields);
    await this.inserted(actor, id);
    return id;
  }

  /** Writes the defined fields of `changes`; the log keeps only the fields that really changed. */
  async update(actor: Actor, current: Row, changes: RowChanges<TB>): Promise<void> {
    await this.updateIn(actor, current, changes);
    await this.updated(actor, current);
  }

  async setStatus(actor: Actor, current: Row, status: number): Promise<void> {
    const written = await this.repo.setStatus(actor.tenantId, current.id, status, stamped(actor));
    if (!written) throw this.missing();
    await this.updated(actor, current);
  }

  /** Soft delete; the log keeps the row as it was. */
  async delete(actor: Actor, current: Row): Promise<void> {
    await this.deleteIn(actor, current);
    this.deleted(actor, current);
  }

  // ---- the same writes in a module's transaction (`db`), logged once it has committed

  /** Inserts the row with a new id, the tenant and the audit columns; answers the id. */
  async addIn(actor: Actor, fields: NewFields<TB>, db?: Db): Promise<number> {
    const id = this.options.ids.next();
    const row = { ...fields, id, ...auditInsert(actor) } as unknown as NewRow<TB>;
    await this.repo.insert(actor.tenantId, row, db);
    return id;
  }

  async updateIn(actor: Actor, current: Row, changes: RowChanges<TB>, db?: Db): Promise<void> {
    const written = await this.repo.update(actor.tenantId, current.id, { ...changes, ...stamped(actor) }, db);
    if (!written) throw this.missing();
  }

  async deleteIn(actor: Actor, current: Row, db?: Db): Promise<void> {
    if (!(await this.repo.softDelete(actor.tenantId, current, stamped(actor), db))) throw this.missing();
  }

  /** Logs the insert of row `id` as it now reads. */
  async inserted(actor: Actor, id: number): Promise<void> {
    const created = await this.repo.findById(actor.tenantId, id);
    if (created) this.diff(actor, id, 'insert', null, created);
  }

  /** Logs the update of the row that read `before`: the fields that changed. */
  async updated(actor: Actor, before: Row): Promise<void> {
    const after = await this.repo.findById(actor.tenantId, before.id);
    if (after) this.diff(actor, before.id, 'update', before, after);
  }

  /** Logs the delete of the row that read `before`. */
  deleted(actor: Actor, before: Row): void {
    this.diff(actor, before.id, 'delete', before, null);
  }

  private diff(actor: Actor, rowId: number, type: DiffType, before: Row | null, after: Row | null): void {
    recordDiff(this.options.audit, actor, {
      table: this.options.table,
      rowId,
      type,
      before: before && this.snapshot(before),
      after: after && this.snapshot(after),
    });
  }
}
