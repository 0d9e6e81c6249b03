import { sql, type Insertable } from 'kysely';
import type { DbType } from '../../../config.ts';
import type {
  RetailPurchaseReceiptLineTable,
  RetailPurchaseReceiptTable,
} from '../../../db/schema-purchase.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { Trx } from '../../../platform/db/transaction.ts';
import { paginate } from '../../../platform/http/paging.ts';
import { type Scope, scopeCondition } from '../../system/access/data-scope.ts';
import { DocumentRepository, filterDocuments, liveBarcodes, type Range } from '../shared/document-queries.ts';
import type { PurchaseFilter, PurchasePageInput } from '@retail/contracts/api/retail/purchase';

const headerColumns = [
  'o.id',
  'o.no',
  'o.status',
  'o.supplierId',
  's.name as supplierName',
  'o.orgId',
  'o.locationId',
  'lo.name as locationName',
  'o.expectedDate',
  'o.totalQty',
  'o.totalAmount',
  'o.receivedQty',
  'o.receivedAmount',
  'o.remark',
  'o.approveTime',
  'o.approveUserName',
  'o.closeTime',
  'o.closeUserName',
  'o.closeReason',
  'o.createTime',
  'o.createUserId',
  'o.createUserName',
  'o.updateTime',
] as const;

/** Purchase orders, their lines and receipts; every query takes the tenant first, reads also the data scope. */
export class PurchaseOrderRepository extends DocumentRepository<
  'retailPurchaseOrder',
  'retailPurchaseOrderLine'
> {
  constructor(db: Db, dbType: DbType) {
    super(db, dbType, { header: 'retailPurchaseOrder', lines: 'retailPurchaseOrderLine', parent: 'orderId' });
  }

  private headers(tenantId: number, scope: Scope) {
    return this.db
      .selectFrom('retailPurchaseOrder as o')
      .leftJoin('retailSupplier as s', (j) =>
        j.onRef('s.id', '=', 'o.supplierId').onRef('s.tenantId', '=', 'o.tenantId'),
      )
      .leftJoin('sysOrg as lo', (j) =>
        j.onRef('lo.id', '=', 'o.locationId').onRef('lo.tenantId', '=', 'o.tenantId'),
      )
      .select(headerColumns)
      .where('o.tenantId', '=', tenantId)
      .where('o.isDelete', '=', 0)
      .where((eb) => scopeCondition(eb, scope, 'o.orgId', 'o.createUserId'));
  }

  private filtered(tenantId: number, scope: Scope, filter: PurchaseFilter, range: Range) {
    const equal = { status: filter.status, supplierId: filter.supplierId, locationId: filter.locationId };
    const headers = this.headers(tenantId, scope);
    return filterDocuments(headers, this.dbType, tenantId, 'o', filter, equal, range, this.documentLines);
  }

  page(tenantId: number, scope: Scope, input: PurchasePageInput, range: Range, maxPageSize: number) {
    return paginate(this.filtered(tenantId, scope, input, range), input, {
      sortable: {
        no: 'o.no',
        createTime: 'o.createTime',
        approveTime: 'o.approveTime',
        expectedDate: 'o.expectedDate',
        status: 'o.status',
        totalAmount: 'o.totalAmount',
        supplierName: 's.name',
      },
      defaultSort: [['o.createTime', 'desc']],
      tiebreaker: 'o.id',
      maxPageSize,
    });
  }

  /** The filtered orders for an export, newest first, at most `limit`. */
  list(tenantId: number, scope: Scope, filter: PurchaseFilter, range: Range, limit: number) {
    return this.filtered(tenantId, scope, filter, range)
      .orderBy('o.createTime', 'desc')
      .orderBy('o.id', 'desc')
      .limit(limit)
      .execute();
  }

  find(tenantId: number, scope: Scope, id: number) {
    return this.headers(tenantId, scope).where('o.id', '=', id).executeTakeFirst();
  }

  lines(tenantId: number, orderId: number, trx: Trx | Db = this.db) {
    return trx
      .selectFrom('retailPurchaseOrderLine as l')
      .innerJoin('retailBarcode as b', (j) =>
        j.onRef('b.id', '=', 'l.barcodeId').onRef('b.tenantId', '=', 'l.tenantId'),
      )
      .innerJoin('retailGoods as g', (j) =>
        j.onRef('g.id', '=', 'l.goodsId').onRef('g.tenantId', '=', 'l.tenantId'),
      )
      .select([
        'l.id',
        'l.lineNo',
        'l.barcodeId',
        'b.barcode',
        'l.goodsId',
        'g.code as goodsCode',
        'g.name as goodsName',
        'b.color',
        'b.size',
        'g.unit',
        'l.qty',
        'l.qtyReceived',
        'l.unitCost',
        'l.remark',
      ])
      .where('l.tenantId', '=', tenantId)
      .where('l.orderId', '=', orderId)
      .orderBy('l.lineNo')
      .execute();
  }

  receipts(tenantId: number, orderId: number) {
    return this.db
      .selectFrom('retailPurchaseReceipt')
      .select(['id', 'no', 'totalQty', 'totalAmount', 'remark', 'createTime', 'createUserName'])
      .where('tenantId', '=', tenantId)
      .where('orderId', '=', orderId)
      .where('isDelete', '=', 0)
      .orderBy('createTime')
      .orderBy('id')
      .execute();
  }

  receiptLines(tenantId: number, receiptIds: number[]) {
    if (receiptIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('retailPurchaseReceiptLine as rl')
      .innerJoin('retailBarcode as b', (j) =>
        j.onRef('b.id', '=', 'rl.barcodeId').onRef('b.tenantId', '=', 'rl.tenantId'),
      )
      .innerJoin('retailGoods as g', (j) =>
        j.onRef('g.id', '=', 'rl.goodsId').onRef('g.tenantId', '=', 'rl.tenantId'),
      )
      .select([
        'rl.id',
        'rl.receiptId',
        'rl.orderLineId',
        'rl.lineNo',
        'b.barcode',
        'g.name as goodsName',
        'rl.qty',
        'rl.unitCost',
      ])
      .where('rl.tenantId', '=', tenantId)
      .where('rl.receiptId', 'in', receiptIds)
      .orderBy('rl.receiptId')
      .orderBy('rl.lineNo')
      .execute();
  }

  receipt(tenantId: number, id: number) {
    return this.db
      .selectFrom('retailPurchaseReceipt')
      .select(['id', 'no', 'orderId'])
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
  }

  /** Live barcodes of the tenant with their goods' cost price and supplier (any sale status). */
  barcodes(tenantId: number, codes: string[]) {
    if (codes.length === 0) return Promise.resolve([]);
    return liveBarcodes(this.db, tenantId, codes).select(['g.costPrice', 'g.supplierId']).execute();
  }

  /**
   * The unit cost of the latest purchase receipt line of each barcode (any location of the tenant): what the
   * supplier charged last. Barcodes never received are absent.
   */
  async lastCosts(
    tenantId: number,
    barcodeIds: number[],
    trx: Trx | Db = this.db,
  ): Promise<Map<number, number>> {
    if (barcodeIds.length === 0) return new Map();
    const latest = trx
      .selectFrom('retailPurchaseReceiptLine')
      .select(['barcodeId', sql<number>`max(id)`.as('lastId')])
      .where('tenantId', '=', tenantId)
      .where('barcodeId', 'in', [...new Set(barcodeIds)])
      .groupBy('barcodeId')
      .as('m');
    const rows = await trx
      .selectFrom('retailPurchaseReceiptLine as rl')
      .innerJoin(latest, (j) => j.onRef('m.lastId', '=', 'rl.id'))
      .select(['rl.barcodeId', 'rl.unitCost'])
      .where('rl.tenantId', '=', tenantId)
      .execute();
    return new Map(rows.map((r) => [Number(r.barcodeId), Number(r.unitCost)]));
  }

  async supplierName(tenantId: number, id: number): Promise<string | null | undefined> {
    const row = await this.db
      .selectFrom('retailSupplier')
      .select('name')
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    return row?.name;
  }

  /**
   * Adds `qty` to a line's received quantity unless that would pass the ordered quantity: one conditional
   * UPDATE, so concurrent receipts of the same line can never together exceed it. False when refused.
   */
  async receiveLine(trx: Trx, tenantId: number, lineId: number, qty: number): Promise<boolean> {
    const result = await trx
      .updateTable('retailPurchaseOrderLine')
      .set({ qtyReceived: sql`qty_received + ${qty}` })
      .where('tenantId', '=', tenantId)
      .where('id', '=', lineId)
      .where(sql<boolean>`qty_received + ${qty} <= qty`)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async insertReceipt(
    trx: Trx,
    header: Insertable<RetailPurchaseReceiptTable>,
    lines: Insertable<RetailPurchaseReceiptLineTable>[],
  ): Promise<void> {
    await trx.insertInto('retailPurchaseReceipt').values(header).execute();
    await trx.insertInto('retailPurchaseReceiptLine').values(lines).execute();
  }
}

export type OrderRow = NonNullable<Awaited<ReturnType<PurchaseOrderRepository['find']>>>;
export type OrderLineRow = Awaited<ReturnType<PurchaseOrderRepository['lines']>>[number];
