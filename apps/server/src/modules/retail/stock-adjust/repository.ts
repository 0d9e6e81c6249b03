import type { Insertable, Updateable } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { RetailStockAdjustLineTable, RetailStockAdjustTable } from '../../../db/schema-retail-docs.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import type { Trx } from '../../../platform/db/transaction.ts';
import { paginate } from '../../../platform/http/paging.ts';
import { type Scope, scopeCondition } from '../../system/access/data-scope.ts';
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
] as const;

type Range = { from?: number; to?: number };

/** Stock adjustment documents and their lines; every query takes the tenant first, reads also the data scope. */
export class StockAdjustRepository {
  constructor(
    private readonly db: Db,
    private readonly dbType: DbType,
  ) {}

  private headers(tenantId: number, scope: Scope) {
    return this.db
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
    let query = this.headers(tenantId, scope);
    if (filter.no) query = query.where(containsText(this.dbType, 'a.no', filter.no));
    if (filter.kind) query = query.where('a.kind', '=', filter.kind);
    if (filter.status) query = query.where('a.status', '=', filter.status);
    if (filter.locationId) query = query.where('a.locationId', '=', filter.locationId);
    if (range.from !== undefined) query = query.where('a.createTime', '>=', range.from);
    if (range.to !== undefined) query = query.where('a.createTime', '<=', range.to);
    const code = filter.barcode;
    if (code) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('retailStockAdjustLine as l')
            .innerJoin('retailBarcode as b', (j) =>
              j.onRef('b.id', '=', 'l.barcodeId').onRef('b.tenantId', '=', 'l.tenantId'),
            )
            .select('l.id')
            .whereRef('l.adjustId', '=', 'a.id')
            .where('l.tenantId', '=', tenantId)
            .where('b.barcode', '=', code),
        ),
      );
    }
    return query;
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

  find(tenantId: number, scope: Scope, id: number) {
    return this.headers(tenantId, scope).where('a.id', '=', id).executeTakeFirst();
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
    header: Insertable<RetailStockAdjustTable>,
    lines: Insertable<RetailStockAdjustLineTable>[],
  ): Promise<void> {
    await trx.insertInto('retailStockAdjust').values(header).execute();
    await trx.insertInto('retailStockAdjustLine').values(lines).execute();
  }

  /** Changes a document only while it has the status; false when it does not (any more). */
  async updateIf(
    trx: Trx,
    tenantId: number,
    id: number,
    status: number,
    changes: Updateable<RetailStockAdjustTable>,
  ): Promise<boolean> {
    const result = await trx
      .updateTable('retailStockAdjust')
      .set(changes)
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', status)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async replaceLines(
    trx: Trx,
    tenantId: number,
    adjustId: number,
    lines: Insertable<RetailStockAdjustLineTable>[],
  ) {
    await trx
      .deleteFrom('retailStockAdjustLine')
      .where('tenantId', '=', tenantId)
      .where('adjustId', '=', adjustId)
      .execute();
    await trx.insertInto('retailStockAdjustLine').values(lines).execute();
  }

  async setLine(trx: Trx, tenantId: number, id: number, changes: Updateable<RetailStockAdjustLineTable>) {
    await trx
      .updateTable('retailStockAdjustLine')
      .set(changes)
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .execute();
  }
}

export type AdjustRow = NonNullable<Awaited<ReturnType<StockAdjustRepository['find']>>>;
export type AdjustLineRow = Awaited<ReturnType<StockAdjustRepository['lines']>>[number];
