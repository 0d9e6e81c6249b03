import type { Insertable, Updateable } from 'kysely';
import type { DbType } from '../../../config.ts';
import type {
  RetailSupplierReturnLineTable,
  RetailSupplierReturnTable,
} from '../../../db/schema-purchase.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import type { Trx } from '../../../platform/db/transaction.ts';
import { paginate } from '../../../platform/http/paging.ts';
import { type Scope, scopeCondition } from '../../system/access/data-scope.ts';
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

type Range = { from?: number; to?: number };

/** Supplier returns and their lines; every query takes the tenant first, reads also the data scope. */
export class SupplierReturnRepository {
  constructor(
    private readonly db: Db,
    private readonly dbType: DbType,
  ) {}

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
    let query = this.headers(tenantId, scope);
    if (filter.no) query = query.where(containsText(this.dbType, 'r.no', filter.no));
    if (filter.status) query = query.where('r.status', '=', filter.status);
    if (filter.supplierId) query = query.where('r.supplierId', '=', filter.supplierId);
    if (filter.locationId) query = query.where('r.locationId', '=', filter.locationId);
    if (range.from !== undefined) query = query.where('r.createTime', '>=', range.from);
    if (range.to !== undefined) query = query.where('r.createTime', '<=', range.to);
    const code = filter.barcode;
    if (code) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('retailSupplierReturnLine as l')
            .innerJoin('retailBarcode as b', (j) =>
              j.onRef('b.id', '=', 'l.barcodeId').onRef('b.tenantId', '=', 'l.tenantId'),
            )
            .select('l.id')
            .whereRef('l.returnId', '=', 'r.id')
            .where('l.tenantId', '=', tenantId)
            .where('b.barcode', '=', code),
        ),
      );
    }
    return query;
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
    return this.db
      .selectFrom('retailBarcode as b')
      .innerJoin('retailGoods as g', (j) =>
        j.onRef('g.id', '=', 'b.goodsId').onRef('g.tenantId', '=', 'b.tenantId'),
      )
      .select(['b.id as barcodeId', 'b.barcode', 'b.goodsId', 'g.costPrice'])
      .where('b.tenantId', '=', tenantId)
      .where('b.barcode', 'in', codes)
      .where('b.isDelete', '=', 0)
      .where('g.isDelete', '=', 0)
      .execute();
  }

  async supplierExists(tenantId: number, id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('retailSupplier')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(
    trx: Trx,
    header: Insertable<RetailSupplierReturnTable>,
    lines: Insertable<RetailSupplierReturnLineTable>[],
  ): Promise<void> {
    await trx.insertInto('retailSupplierReturn').values(header).execute();
    await trx.insertInto('retailSupplierReturnLine').values(lines).execute();
  }

  /** Changes a return only while it has the status; false when it does not (any more). */
  async updateIf(
    trx: Trx,
    tenantId: number,
    id: number,
    status: number,
    changes: Updateable<RetailSupplierReturnTable>,
  ): Promise<boolean> {
    const result = await trx
      .updateTable('retailSupplierReturn')
      .set(changes)
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', status)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async setLine(trx: Trx, tenantId: number, id: number, changes: Updateable<RetailSupplierReturnLineTable>) {
    await trx
      .updateTable('retailSupplierReturnLine')
      .set(changes)
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .execute();
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
