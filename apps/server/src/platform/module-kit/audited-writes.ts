import type { AuditColumns } from '../../db/schema.ts';
import { auditInsert, auditUpdate } from '../context.ts';
import type { IdGenerator } from '../db/ids.ts';
import { notFound } from '../http/errors.ts';
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
}

/**
 * The write path every module shares: add, update, setStatus and soft delete of one row of the actor's tenant,
 * each stamping the audit columns, reading the row back and recording the difference log. The module checks
 * its own rules first and hands over the row it loaded (`found`).
 */
export class AuditedWrites<TB extends KitTable, Row extends { id: number }> {
  private readonly snapshot: (row: Row) => object;

  constructor(
    private readonly repo: TenantRepository<TB, Row>,
    private readonly options: AuditedWritesOptions<Row>,
  ) {
    this.snapshot = options.snapshot ?? businessFields;
  }

  /** The live row of the actor's tenant, or 404 (another tenant's id included). */
  async found(actor: Actor, id: number): Promise<Row> {
    const row = await this.repo.findById(actor.tenantId, id);
    if (!row) throw notFound();
    return row;
  }

  async add(actor: Actor, fields: NewFields<TB>): Promise<number> {
    const id = this.options.ids.next();
    await this.repo.insert(actor.tenantId, { ...fields, id, ...auditInsert(actor) } as unknown as NewRow<TB>);
    const created = await this.repo.findById(actor.tenantId, id);
    if (created) this.diff(actor, id, 'insert', null, created);
    return id;
  }

  /** Writes the defined fields of `changes`; the log keeps only the fields that really changed. */
  update(actor: Actor, current: Row, changes: RowChanges<TB>): Promise<void> {
    return this.rewrite(actor, current, () =>
      this.repo.update(actor.tenantId, current.id, { ...changes, ...stamped(actor) }),
    );
  }

  setStatus(actor: Actor, current: Row, status: number): Promise<void> {
    return this.rewrite(actor, current, () =>
      this.repo.setStatus(actor.tenantId, current.id, status, stamped(actor)),
    );
  }

  /** Soft delete; the log keeps the row as it was. */
  async delete(actor: Actor, current: Row): Promise<void> {
    const deleted = await this.repo.softDelete(actor.tenantId, current, stamped(actor));
    if (!deleted) throw notFound();
    this.diff(actor, current.id, 'delete', current, null);
  }

  private async rewrite(actor: Actor, current: Row, write: () => Promise<boolean>): Promise<void> {
    if (!(await write())) throw notFound();
    const after = await this.repo.findById(actor.tenantId, current.id);
    if (after) this.diff(actor, current.id, 'update', current, after);
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
