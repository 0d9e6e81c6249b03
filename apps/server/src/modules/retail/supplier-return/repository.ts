import type { DbType } from '../../../config.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { Trx } from '../../../platform/db/transaction.ts';
import { paginate } from '../../../platform/http/paging.ts';
import { type Scope, scopeCondition } from '../../system/access/data-scope.ts';
import {
  DocumentRepository,
  filterDocuments,
  liveBarcodes,
  type Range,
  supplierExists,
} from '../shared/document-queries.ts';
import type { ReturnFilter, ReturnPageInput } from '@retail/contracts/api/retail/purchase';

const headerColumns = [
  'r.id',
  'r.no',
  'r.status',
  'r.supplierId',
  's.name as supplierName',
  'r.orgId',
  'r.locationId',
  'lo.name as locationName',
  'r.orderId',
  'po.no as orderNo',
  'r.receiptId',
  'pr.no as receiptNo',
  'r.totalQty',
  'r.totalAmount',
  'r.totalCost',
  'r.remark',
  'r.confirmTime',
  'r.confirmUserName',
  'r.createTime',
  'r.createUserId',
  'r.createUserName',
  'r.updateTime',
] as const;

/** Supplier returns and their lines; every query takes the tenant first, reads also the data scope. */
export class SupplierReturnRepository extends DocumentRepository<
  'retailSupplierReturn',
  'retailSupplierReturnLine'
> {
  constructor(db: Db, dbType: DbType) {
    super(db, dbType, {
      header: 'retailSupplierReturn',
      lines: 'retailSupplierReturnLine',
      parent: 'returnId',
    });
  }

  private headers(tenantId: number, scope: Scope) {
    return this.db
      .selectFrom('retailSupplierReturn as r')
      .leftJoin('retailSupplier as s', (j) =>
        j.onRef('s.id', '=', 'r.supplierId').onRef('s.tenantId', '=', 'r.tenantId'),
      )
      .leftJoin('sysOrg as lo', (j) =>
        j.onRef('lo.id', '=', 'r.locationId').onRef('lo.tenantId', '=', 'r.tenantId'),
      )
      .leftJoin('retailPurchaseOrder as po', (j) =>
        j.onRef('po.id', '=', 'r.orderId').onRef('po.tenantId', '=', 'r.tenantId'),
      )
      .leftJoin('retailPurchaseReceipt as pr', (j) =>
        j.onRef('pr.id', '=', 'r.receiptId').onRef('pr.tenantId', '=', 'r.tenantId'),
      )
      .select(headerColumns)
      .where('r.tenantId', '=', tenantId)
      .where('r.isDelete', '=', 0)
      .where((eb) => scopeCondition(eb, scope, 'r.orgId', 'r.createUserId'));
  }

  private filtered(tenantId: number, scope: Scope, filter: ReturnFilter, range: Range) {
    const equal = { status: filter.status, supplierId: filter.supplierId, locationId: filter.locationId };
    const headers = this.headers(tenantId, scope);
    return filterDocuments(headers, this.dbType, tenantId, 'r', filter, equal, range, this.documentLines);
  }

  page(tenantId: number, scope: Scope, input: ReturnPageInput, range: Range, maxPageSize: number) {
    return paginate(this.filtered(tenantId, scope, input, range), input, {
      sortable: {
        no: 'r.no',
        createTime: 'r.createTime',
        confirmTime: 'r.confirmTime',
        status: 'r.status',
        totalAmount: 'r.totalAmount',
        supplierName: 's.name',
      },
      defaultSort: [['r.createTime', 'desc']],
      tiebreaker: 'r.id',
      maxPageSize,
    });
  }

  list(tenantId: number, scope: Scope, filter: ReturnFilter, range: Range, limit: number) {
    return this.filtered(tenantId, scope, filter, range)
      .orderBy('r.createTime', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .execute();
  }

  find(tenantId: number, scope: Scope, id: number) {
    return this.headers(tenantId, scope).where('r.id', '=', id).executeTakeFirst();
  }

  lines(tenantId: number, returnId: number, trx: Trx | Db = this.db) {
    return trx
      .selectFrom('retailSupplierReturnLine as l')
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
        'l.qty',
        'l.unitCost',
        'l.avgCost',
        'l.remark',
      ])
      .where('l.tenantId', '=', tenantId)
      .where('l.returnId', '=', returnId)
      .orderBy('l.lineNo')
      .execute();
  }

  /** Live barcodes of the tenant with the goods' cost price. */
  barcodes(tenantId: number, codes: string[]) {
    return liveBarcodes(this.db, tenantId, codes).select('g.costPrice').execute();
  }

  supplierExists(tenantId: number, id: number): Promise<boolean> {
    return supplierExists(this.db, tenantId, id);
  }

  async statusOf(trx: Trx, tenantId: number, id: number): Promise<number | undefined> {
    const row = await trx
      .selectFrom('retailSupplierReturn')
      .select('status')
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    return row?.status;
  }
}

export type ReturnRow = NonNullable<Awaited<ReturnType<SupplierReturnRepository['find']>>>;
export type ReturnLineRow = Awaited<ReturnType<SupplierReturnRepository['lines']>>[number];
