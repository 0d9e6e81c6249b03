import { type Insertable, sql, type Updateable } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { RetailBarcodeTable } from '../../../db/schema-retail.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { containsText } from '../../../platform/db/filters.ts';
import type { Trx } from '../../../platform/db/transaction.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';
import type { BarcodeFilter, BarcodePageInput } from '@retail/contracts/api/retail/barcode';

export interface BarcodeRow {
  id: number;
  goodsId: number;
  barcode: string;
  color: string | null;
  size: string | null;
  retailPrice: number | null;
  memberPrice: number | null;
  status: number;
  remark: string | null;
  createTime: number;
  goodsCode: string;
  goodsName: string;
  goodsRetailPrice: number;
  goodsMemberPrice: number;
  goodsStatus: number;
  unit: string | null;
  spec: string | null;
  images: string | null;
  qty: number;
}

const SORT = {
  sortable: {
    barcode: 'b.barcode',
    goodsCode: 'g.code',
    goodsName: 'g.name',
    color: 'b.color',
    size: 'b.size',
    status: 'b.status',
    qty: 's.qty',
    createTime: 'b.createTime',
  },
  defaultSort: [
    ['g.code', 'asc'],
    ['b.barcode', 'asc'],
  ] as Array<[string, 'asc' | 'desc']>,
  tiebreaker: 'b.id',
};

/** retail_barcode queries (joined with their goods and stock counter); every method takes the tenant first. */
export class BarcodeRepository {
  constructor(
    private readonly db: Db,
    private readonly dbType: DbType,
    private readonly ids: IdGenerator,
  ) {}

  private joined(tenantId: number, db: Db | Trx = this.db) {
    return db
      .selectFrom('retailBarcode as b')
      .innerJoin('retailGoods as g', (j) =>
        j.onRef('g.id', '=', 'b.goodsId').on('g.tenantId', '=', tenantId).on('g.isDelete', '=', 0),
      )
      .leftJoin('retailStock as s', (j) =>
        j.onRef('s.barcodeId', '=', 'b.id').on('s.tenantId', '=', tenantId),
      )
      .select([
        'b.id',
        'b.goodsId',
        'b.barcode',
        'b.color',
        'b.size',
        'b.retailPrice',
        'b.memberPrice',
        'b.status',
        'b.remark',
        'b.createTime',
        'g.code as goodsCode',
        'g.name as goodsName',
        'g.retailPrice as goodsRetailPrice',
        'g.memberPrice as goodsMemberPrice',
        'g.status as goodsStatus',
        'g.unit',
        'g.spec',
        'g.images',
        sql<number>`coalesce(s.qty, 0)`.as('qty'),
      ])
      .where('b.tenantId', '=', tenantId)
      .where('b.isDelete', '=', 0);
  }

  private filtered(tenantId: number, filter: Partial<BarcodeFilter>, db: Db | Trx = this.db) {
    let query = this.joined(tenantId, db);
    if (filter.barcode) query = query.where(containsText(this.dbType, 'b.barcode', filter.barcode));
    if (filter.goodsId) query = query.where('b.goodsId', '=', filter.goodsId);
    if (filter.color) query = query.where(containsText(this.dbType, 'b.color', filter.color));
    if (filter.size) query = query.where(containsText(this.dbType, 'b.size', filter.size));
    if (filter.status) query = query.where('b.status', '=', filter.status);
    return query;
  }

  page(tenantId: number, input: BarcodePageInput, maxPageSize: number): Promise<PageResult<BarcodeRow>> {
    return paginate(this.filtered(tenantId, input), input, { ...SORT, maxPageSize });
  }

  list(tenantId: number, filter: Partial<BarcodeFilter>, limit: number, db: Db | Trx = this.db) {
    return this.filtered(tenantId, filter, db).orderBy('g.code').orderBy('b.barcode').limit(limit).execute();
  }

  byIds(tenantId: number, ids: number[]): Promise<BarcodeRow[]> {
    return this.joined(tenantId).where('b.id', 'in', ids).orderBy('g.code').orderBy('b.barcode').execute();
  }

  findById(tenantId: number, id: number, db: Db | Trx = this.db): Promise<BarcodeRow | undefined> {
    return this.joined(tenantId, db).where('b.id', '=', id).executeTakeFirst();
  }

  findByCode(tenantId: number, code: string): Promise<BarcodeRow | undefined> {
    return this.joined(tenantId).where('b.barcode', '=', code).executeTakeFirst();
  }

  /** Any barcode row of the tenant holding the code, live or not (the unique index spans both). */
  async codeHolder(db: Db | Trx, tenantId: number, code: string): Promise<number | undefined> {
    const row = await db
      .selectFrom('retailBarcode')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('barcode', '=', code)
      .executeTakeFirst();
    return row?.id;
  }

  /** Colour/size combinations the goods already has. */
  variants(db: Db | Trx, tenantId: number, goodsId: number) {
    return db
      .selectFrom('retailBarcode')
      .select(['id', 'color', 'size'])
      .where('tenantId', '=', tenantId)
      .where('goodsId', '=', goodsId)
      .where('isDelete', '=', 0)
      .execute();
  }

  async liveGoods(db: Db | Trx, tenantId: number, goodsId: number): Promise<boolean> {
    const row = await db
      .selectFrom('retailGoods')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('id', '=', goodsId)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    return row !== undefined;
  }

  async hasLog(tenantId: number, barcodeIds: number[], db: Db | Trx = this.db): Promise<boolean> {
    if (barcodeIds.length === 0) return false;
    const row = await db
      .selectFrom('retailStockLog')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('barcodeId', 'in', barcodeIds)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A new barcode and its stock counter at 0, in the caller's transaction. */
  async insertWithStock(trx: Trx, row: Insertable<RetailBarcodeTable> & { id: number; tenantId: number }) {
    await trx.insertInto('retailBarcode').values(row).execute();
    await trx
      .insertInto('retailStock')
      .values({
        id: this.ids.next(),
        tenantId: row.tenantId,
        barcodeId: row.id,
        goodsId: row.goodsId,
        qty: 0,
        updateTime: row.createTime,
      })
      .execute();
  }

  async update(
    tenantId: number,
    id: number,
    changes: Updateable<RetailBarcodeTable>,
    db: Db | Trx = this.db,
  ) {
    const result = await db
      .updateTable('retailBarcode')
      .set(changes)
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Removes barcodes that never moved stock, with their zero counters. Nothing refers to them, and removing
   * the row frees the code (the unique index spans deleted rows).
   */
  async remove(trx: Trx, tenantId: number, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await trx
      .deleteFrom('retailStock')
      .where('tenantId', '=', tenantId)
      .where('barcodeId', 'in', ids)
      .execute();
    await trx.deleteFrom('retailBarcode').where('tenantId', '=', tenantId).where('id', 'in', ids).execute();
  }

  /** The tenant's next number for generated EAN-13 codes; a counter that only grows (retail_doc_seq 'EAN'). */
  async nextEanSeq(trx: Trx, tenantId: number): Promise<number> {
    const key = { tenantId, prefix: 'EAN', day: '-' };
    const insert = trx.insertInto('retailDocSeq').values({ id: this.ids.next(), ...key, lastValue: 1 });
    if (this.dbType === 'mysql') {
      await insert.onDuplicateKeyUpdate((eb) => ({ lastValue: eb('lastValue', '+', 1) })).execute();
    } else {
      await insert
        .onConflict((oc) =>
          oc
            .columns(['tenantId', 'prefix', 'day'])
            .doUpdateSet((eb) => ({ lastValue: eb('retailDocSeq.lastValue', '+', 1) })),
        )
        .execute();
    }
    const row = await trx
      .selectFrom('retailDocSeq')
      .select('lastValue')
      .where('tenantId', '=', tenantId)
      .where('prefix', '=', key.prefix)
      .where('day', '=', key.day)
      .executeTakeFirstOrThrow();
    return row.lastValue;
  }
}
