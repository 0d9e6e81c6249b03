import type { Insertable, Kysely, Updateable, WhereInterface } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { Database } from '../../../db/schema.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import type { Trx } from '../../../platform/db/transaction.ts';

/**
 * The pieces the retail document modules (stock adjustment, purchase order, supplier return, stock transfer,
 * stocktake) and reorder share: barcode and supplier look-ups, the list filters of a document header, and the
 * writes of a header with its lines. Every query takes the tenant first.
 */

/** A creation-time window of a list, in epoch milliseconds (either end open). */
export type Range = { from?: number; to?: number };

/** A document header table: an id, a status and soft delete. */
export type DocumentTable =
  | 'retailStockAdjust'
  | 'retailPurchaseOrder'
  | 'retailSupplierReturn'
  | 'retailStockTransfer'
  | 'retailStocktake';

/** A document line table: an id, the tenant, the barcode and the header it belongs to. */
export type LineTable =
  | 'retailStockAdjustLine'
  | 'retailPurchaseOrderLine'
  | 'retailSupplierReturnLine'
  | 'retailStockTransferLine'
  | 'retailStocktakeLine';

/**
 * Kysely cannot type a query over a table named by a type parameter, so these query a structural view of "any
 * document table" and hand the modules their tables' own types (as the module kit's TenantRepository does).
 */
interface AnyDocRow {
  id: number;
  tenantId: number;
  isDelete: number;
  status: number;
  barcodeId: number;
  barcode: string;
  [column: string]: unknown;
}
type AnyDocDb = Kysely<Record<string, AnyDocRow>>;
type AnyFilterable = WhereInterface<Record<string, AnyDocRow>, string>;
const anyDoc = (db: Db | Trx) => db as unknown as AnyDocDb;

/**
 * Live barcodes of the tenant among `codes`, of live goods (any sale status: stock moves regardless), as
 * `barcodeId`, `barcode`, `goodsId`; the goods are joined as `g` for a module to select more of them.
 */
export function liveBarcodes(db: Db | Trx, tenantId: number, codes: string[]) {
  return db
    .selectFrom('retailBarcode as b')
    .innerJoin('retailGoods as g', (j) =>
      j.onRef('g.id', '=', 'b.goodsId').onRef('g.tenantId', '=', 'b.tenantId'),
    )
    .select(['b.id as barcodeId', 'b.barcode', 'b.goodsId'])
    .where('b.tenantId', '=', tenantId)
    .where('b.barcode', 'in', codes)
    .where('b.isDelete', '=', 0)
    .where('g.isDelete', '=', 0);
}

/** Whether the tenant has a live supplier with this id. */
export async function supplierExists(db: Db, tenantId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('retailSupplier')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .where('isDelete', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** The filters every document list has besides its own equalities. */
export interface DocumentFilter {
  no?: string | null;
  barcode?: string | null;
}

/** Where a header's lines are: their table and the column naming the header. */
export interface DocumentLines {
  table: LineTable;
  parent: string;
}

/**
 * Narrows a header list query (header aliased `alias`): the number containing `filter.no`, each `equal` column
 * equal to its value when given (in the order given), created within `range`, and, with `lines`, holding a line of
 * the barcode `filter.barcode`.
 */
export function filterDocuments<Q>(
  query: Q,
  dbType: DbType,
  tenantId: number,
  alias: string,
  filter: DocumentFilter,
  equal: Record<string, number | null | undefined>,
  range: Range,
  lines?: DocumentLines,
): Q {
  let q = query as unknown as AnyFilterable;
  if (filter.no) q = q.where(containsText(dbType, `${alias}.no`, filter.no));
  for (const [column, value] of Object.entries(equal)) {
    if (value) q = q.where(`${alias}.${column}`, '=', value);
  }
  if (range.from !== undefined) q = q.where(`${alias}.createTime`, '>=', range.from);
  if (range.to !== undefined) q = q.where(`${alias}.createTime`, '<=', range.to);
  const code = filter.barcode;
  if (lines && code) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom(`${lines.table} as l`)
          .innerJoin('retailBarcode as b', (j) =>
            j.onRef('b.id', '=', 'l.barcodeId').onRef('b.tenantId', '=', 'l.tenantId'),
          )
          .select('l.id')
          .whereRef(`l.${lines.parent}`, '=', `${alias}.id`)
          .where('l.tenantId', '=', tenantId)
          .where('b.barcode', '=', code),
      ),
    );
  }
  return q as unknown as Q;
}

/** `items` in parts of at most `size`. */
export function chunked<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** How a document repository names its tables. */
export interface DocumentTables<H extends DocumentTable, L extends LineTable> {
  header: H;
  lines: L;
  /** The line column naming the header (`adjustId`, `orderId`…). */
  parent: string;
  /** Rows per INSERT of lines (bound-parameter limits); all in one statement when absent. */
  lineChunk?: number;
}

/**
 * The base of a document repository: a header with its lines. The header's status flips by a conditional
 * UPDATE, so a concurrent caller finds the status already moved.
 */
export class DocumentRepository<H extends DocumentTable, L extends LineTable> {
  constructor(
    protected readonly db: Db,
    protected readonly dbType: DbType,
    private readonly tables: DocumentTables<H, L>,
  ) {}

  /** The lines of a header, for a list's `filterDocuments`. */
  protected get documentLines(): DocumentLines {
    return { table: this.tables.lines, parent: this.tables.parent };
  }

  async insert(trx: Trx, header: Insertable<Database[H]>, lines: Insertable<Database[L]>[]): Promise<void> {
    await anyDoc(trx)
      .insertInto(this.tables.header as string)
      .values(header as unknown as AnyDocRow)
      .execute();
    const size = this.tables.lineChunk;
    const parts = size === undefined ? [lines] : chunked(lines, size);
    for (const part of parts) {
      await anyDoc(trx)
        .insertInto(this.tables.lines as string)
        .values(part as unknown as AnyDocRow[])
        .execute();
    }
  }

  /**
   * Changes a document only while its status is `status` (or one of them; the row is locked until the
   * transaction ends); false when it is not (any more).
   */
  async updateIf(
    trx: Trx,
    tenantId: number,
    id: number,
    status: number | readonly number[],
    changes: Updateable<Database[H]>,
  ): Promise<boolean> {
    const query = anyDoc(trx)
      .updateTable(this.tables.header as string)
      .set(changes as unknown as Partial<AnyDocRow>)
      .where('tenantId', '=', tenantId)
      .where('id', '=', id);
    const result = await (
      typeof status === 'number' ? query.where('status', '=', status) : query.where('status', 'in', status)
    )
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Replaces every line of a draft. */
  async replaceLines(
    trx: Trx,
    tenantId: number,
    id: number,
    lines: Insertable<Database[L]>[],
  ): Promise<void> {
    await anyDoc(trx)
      .deleteFrom(this.tables.lines as string)
      .where('tenantId', '=', tenantId)
      .where(this.tables.parent, '=', id)
      .execute();
    await anyDoc(trx)
      .insertInto(this.tables.lines as string)
      .values(lines as unknown as AnyDocRow[])
      .execute();
  }

  async setLine(trx: Trx, tenantId: number, id: number, changes: Updateable<Database[L]>): Promise<void> {
    await anyDoc(trx)
      .updateTable(this.tables.lines as string)
      .set(changes as unknown as Partial<AnyDocRow>)
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .execute();
  }
}
