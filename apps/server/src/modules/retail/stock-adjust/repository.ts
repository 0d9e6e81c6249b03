import { ApprovalStatus, StockAdjustStatus } from '@retail/contracts';
import type { Updateable } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { RetailStockAdjustTable } from '../../../db/schema-retail-docs.ts';
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
import type { AdjustFilter, AdjustPageInput } from '@retail/contracts/api/retail/stock-adjust';

const headerColumns = [
  'a.id',
  'a.no',
  'a.kind',
  'a.status',
  'a.orgId',
  'a.locationId',
  'lo.name as locationName',
  'a.supplierId',
  's.name as supplierName',
  'a.reverseOfId',
  'a.reversedById',
  'a.totalQty',
  'a.totalCost',
  'a.remark',
  'a.confirmTime',
  'a.confirmUserName',
  'a.createTime',
  'a.createUserId',
  'a.createUserName',
  'a.updateTime',
  'a.approvalId',
  'a.approvalStatus',
] as const;

/** Stock adjustment documents and their lines; every query takes the tenant first, reads also the data scope. */
export class StockAdjustRepository extends DocumentRepository<'retailStockAdjust', 'retailStockAdjustLine'> {
  constructor(db: Db, dbType: DbType) {
    super(db, dbType, { header: 'retailStockAdjust', lines: 'retailStockAdjustLine', parent: 'adjustId' });
  }

  private headers(tenantId: number, scope: Scope, db: Db = this.db) {
    return db
      .selectFrom('retailStockAdjust as a')
      .leftJoin('retailSupplier as s', (j) =>
        j.onRef('s.id', '=', 'a.supplierId').onRef('s.tenantId', '=', 'a.tenantId'),
      )
      .leftJoin('sysOrg as lo', (j) =>
        j.onRef('lo.id', '=', 'a.locationId').onRef('lo.tenantId', '=', 'a.tenantId'),
      )
      .select(headerColumns)
      .where('a.tenantId', '=', tenantId)
      .where('a.isDelete', '=', 0)
      .where((eb) => scopeCondition(eb, scope, 'a.orgId', 'a.createUserId'));
  }

  private filtered(tenantId: number, scope: Scope, filter: AdjustFilter, range: Range) {
    const equal = { kind: filter.kind, status: filter.status, locationId: filter.locationId };
    const headers = this.headers(tenantId, scope);
    return filterDocuments(headers, this.dbType, tenantId, 'a', filter, equal, range, this.documentLines);
  }

  page(tenantId: number, scope: Scope, input: AdjustPageInput, range: Range, maxPageSize: number) {
    return paginate(this.filtered(tenantId, scope, input, range), input, {
      sortable: {
        no: 'a.no',
        createTime: 'a.createTime',
        confirmTime: 'a.confirmTime',
        kind: 'a.kind',
        status: 'a.status',
      },
      defaultSort: [['a.createTime', 'desc']],
      tiebreaker: 'a.id',
      maxPageSize,
    });
  }

  /** The filtered documents for an export, newest first, at most `limit`. */
  list(tenantId: number, scope: Scope, filter: AdjustFilter, range: Range, limit: number) {
    return this.filtered(tenantId, scope, filter, range)
      .orderBy('a.createTime', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit)
      .execute();
  }

  find(tenantId: number, scope: Scope, id: number, db: Db = this.db) {
    return this.headers(tenantId, scope, db).where('a.id', '=', id).executeTakeFirst();
  }

  /**
   * Writes a draft that is not awaiting approval, the only state a document is edited, deleted or confirmed from
   * directly; false when it is no longer one.
   */
  async updateFreeDraft(trx: Trx, tenantId: number, id: number, changes: Updateable<RetailStockAdjustTable>) {
    const result = await trx
      .updateTable('retailStockAdjust')
      .set(changes)
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .where('isDelete', '=', 0)
      .where('status', '=', StockAdjustStatus.Draft)
      .where((eb) =>
        eb.or([eb('approvalStatus', 'is', null), eb('approvalStatus', '<>', ApprovalStatus.Running)]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Records the end of the document's approval `approvalId` (rejected or withdrawn: an editable draft again). */
  async approvalEnded(trx: Db, tenantId: number, id: number, approvalId: number, status: number) {
    await trx
      .updateTable('retailStockAdjust')
      .set({ approvalStatus: status })
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .where('approvalId', '=', approvalId)
      .execute();
  }

  lines(tenantId: number, adjustId: number) {
    return this.db
      .selectFrom('retailStockAdjustLine as l')
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
        'g.name as goodsName',
        'g.code as goodsCode',
        'b.color',
        'b.size',
        'l.qty',
        'l.bookQty',
        'l.delta',
        'l.costPrice',
        'l.remark',
      ])
      .where('l.tenantId', '=', tenantId)
      .where('l.adjustId', '=', adjustId)
      .orderBy('l.lineNo')
      .execute();
  }

  /** Lines as stored, inside a transaction (confirm and void). */
  rawLines(trx: Trx, tenantId: number, adjustId: number) {
    return trx
      .selectFrom('retailStockAdjustLine as l')
      .innerJoin('retailBarcode as b', (j) =>
        j.onRef('b.id', '=', 'l.barcodeId').onRef('b.tenantId', '=', 'l.tenantId'),
      )
      .select([
        'l.id',
        'l.lineNo',
        'l.barcodeId',
        'l.goodsId',
        'b.barcode',
        'l.qty',
        'l.delta',
        'l.costPrice',
        'l.remark',
      ])
      .where('l.tenantId', '=', tenantId)
      .where('l.adjustId', '=', adjustId)
      .orderBy('l.lineNo')
      .execute();
  }

  /** Live barcodes of the tenant with the goods' cost price (any sale status: stock moves regardless). */
  barcodes(tenantId: number, codes: string[]) {
    return liveBarcodes(this.db, tenantId, codes).select('g.costPrice').execute();
  }

  supplierExists(tenantId: number, id: number): Promise<boolean> {
    return supplierExists(this.db, tenantId, id);
  }
}

export type AdjustRow = NonNullable<Awaited<ReturnType<StockAdjustRepository['find']>>>;
export type AdjustLineRow = Awaited<ReturnType<StockAdjustRepository['lines']>>[number];
