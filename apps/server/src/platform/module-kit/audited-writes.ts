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

/** The module's own writes that must commit with the row's (its links, its children): they run after it, in its transaction. */
export type Alongside = (trx: Db) => Promise<void>;

const nothingElse: Alongside = async () => {};

export interface AuditedWritesOptions<Row> {
  /** The table's name as the difference log shows it (`retail_supplier`). */
  table: string;
  audit: AuditLog;
  ids: IdGenerator;
  /**
   * What the difference log keeps of a row; `businessFields` unless the module says otherwise. It may read what
   * the row links to (a user's roles by name) in the actor's tenant: it is taken before a write and after it.
   */
  snapshot?: (row: Row, tenantId: number) => object | Promise<object>;
  /** The refusal of a missing row (another tenant's included); `record.notFound` unless the module names its own. */
  missing?: () => AppError;
}

/**
 * The write path every module shares: add, update, setStatus and soft delete of rows of the actor's tenant,
 * each stamping the audit columns, reading the row back and recording the difference log. The module checks
 * its own rules first and hands over the row it loaded (`found`); writes that must commit with the row's go in
 * `alongside`, and the log is recorded once the transaction has committed. Rows a module writes in a transaction
 * of its own (several inserts at once, a row removed outright) are logged by `inserted` and `deleted`.
 */
export class AuditedWrites<TB extends KitTable, Row extends { id: number }> {
  private readonly snapshot: (row: Row, tenantId: number) => object | Promise<object>;
  private readonly missing: () => AppError;

  constructor(
    private readonly repo: TenantRepository<TB, Row>,
    private readonly options: AuditedWritesOptions<Row>,
  ) {
    this.snapshot = options.snapshot ?? businessFields;
    this.missing = options.missing ?? notFound;
  }

  /** The live row of the caller's tenant, or 404 (another tenant's id included). */
  async found(caller: Principal, id: number): Promise<Row> {
    const row = await this.repo.findById(caller.tenantId, id);
    if (!row) throw this.missing();
    return row;
  }

  /** `alongside` gets the new row's id. */
  async add(
    actor: Actor,
    fields: NewFields<TB>,
    alongside?: (trx: Db, id: number) => Promise<void>,
  ): Promise<number> {
    const id = this.options.ids.next();
    const row = { ...fields, id, ...auditInsert(actor) } as unknown as NewRow<TB>;
    await this.write(
      async (db) => {
        await this.repo.insert(actor.tenantId, row, db);
        return true;
      },
      alongside && ((trx) => alongside(trx, id)),
    );
    await this.logAfter(actor, id, 'insert', null);
    return id;
  }

  /** Writes the defined fields of `changes`; the log keeps only the fields that really changed. */
  async update(actor: Actor, current: Row, changes: RowChanges<TB>, alongside?: Alongside): Promise<void> {
    const before = await this.snapshot(current, actor.tenantId);
    await this.write(
      (db) => this.repo.update(actor.tenantId, current.id, { ...changes, ...stamped(actor) }, db),
      alongside,
    );
    await this.logAfter(actor, current.id, 'update', before);
  }

  async setStatus(actor: Actor, current: Row, status: number): Promise<void> {
    const before = await this.snapshot(current, actor.tenantId);
    await this.write(() => this.repo.setStatus(actor.tenantId, current.id, status, stamped(actor)));
    await this.logAfter(actor, current.id, 'update', before);
  }

  /** Soft delete; the log keeps the row as it was. */
  delete(actor: Actor, current: Row, alongside?: Alongside): Promise<void> {
    return this.deleteAll(actor, [current], alongside);
  }

  /** Soft delete of several rows (a subtree) in one transaction; the log keeps each row as it was. */
  async deleteAll(actor: Actor, rows: readonly Row[], alongside?: Alongside): Promise<void> {
    const before = await Promise.all(rows.map((row) => this.snapshot(row, actor.tenantId)));
    const removeAll = async (db?: Db) => {
      for (const row of rows) {
        if (!(await this.repo.softDelete(actor.tenantId, row, stamped(actor), db))) return false;
      }
      return true;
    };
    // several rows are deleted together or not at all, with or without work alongside
    await this.write(removeAll, alongside ?? (rows.length > 1 ? nothingElse : undefined));
    rows.forEach((row, i) => this.diff(actor, row.id, 'delete', before[i] ?? null, null));
  }

  /** Logs row `id`, which the module inserted in its own transaction, once that has committed. */
  inserted(actor: Actor, id: number): Promise<void> {
    return this.logAfter(actor, id, 'insert', null);
  }

  /**
   * Logs the row that read `before`, which the module changed in its own transaction (a conditional update, an
   * optimistic lock), once that has committed.
   */
  async updated(actor: Actor, before: Row): Promise<void> {
    await this.logAfter(actor, before.id, 'update', await this.snapshot(before, actor.tenantId));
  }

  /** Logs the row that read `before`, which the module removed in its own transaction, once that has committed. */
  async deleted(actor: Actor, before: Row): Promise<void> {
    this.diff(actor, before.id, 'delete', await this.snapshot(before, actor.tenantId), null);
  }

  /** The row's own write, alone or in one transaction with `alongside`; 404 when the row is gone. */
  private async write(own: (db?: Db) => Promise<boolean>, alongside?: Alongside): Promise<void> {
    const done = alongside
      ? await this.repo.transaction(async (trx) => {
          if (!(await own(trx))) throw this.missing();
          await alongside(trx);
          return true;
        })
      : await own();
    if (!done) throw this.missing();
  }

  private async logAfter(actor: Actor, id: number, type: DiffType, before: object | null): Promise<void> {
    const after = await this.repo.findById(actor.tenantId, id);
    if (after) this.diff(actor, id, type, before, await this.snapshot(after, actor.tenantId));
  }

  private diff(
    actor: Actor,
    rowId: number,
    type: DiffType,
    before: object | null,
    after: object | null,
  ): void {
    recordDiff(this.options.audit, actor, { table: this.options.table, rowId, type, before, after });
  }
}
