import { sql } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { RetailBarcodeTable } from '../../../db/schema-retail.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';
import { TenantRepository } from '../../../platform/module-kit/tenant-repository.ts';
import type { BarcodeFilter, BarcodePageInput } from '@retail/contracts/api/retail/goods-barcode';

const columns = [
  'id',
  'goodsId',
  'barcode',
  'color',
  'size',
  'retailPrice',
  'memberPrice',
  'status',
  'remark',
  'createTime',
] as const;

/** A barcode row as the kit reads and writes it. */
export type BarcodeRecord = Pick<RetailBarcodeTable, (typeof columns)[number]>;

/** A barcode with its goods and stock, as the screens and the till read it. */
export interface BarcodeRow extends BarcodeRecord {
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

/**
 * retail_barcode queries (joined with their goods and stock counter); every method takes the tenant first. A
 * barcode is removed outright, never soft-deleted (docs/decisions.md: the column leaves no room for a suffix).
 */
export class BarcodeRepository extends TenantRepository<'retailBarcode', BarcodeRecord> {
  constructor(
    db: Db,
    private readonly dbType: DbType,
    private readonly ids: IdGenerator,
  ) {
    super(db, 'retailBarcode', columns);
  }

  /** Barcodes with their goods and their stock over every location. */
  private joined(tenantId: number, db: Db = this.db) {
    return db
      .selectFrom('retailBarcode as b')
      .innerJoin('retailGoods as g', (j) =>
        j.onRef('g.id', '=', 'b.goodsId').on('g.tenantId', '=', tenantId).on('g.isDelete', '=', 0),
      )
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('retailStock')
            .select(['barcodeId', sql<number>`sum(qty)`.as('qty')])
            .where('tenantId', '=', tenantId)
            .groupBy('barcodeId')
            .as('s'),
        (j) => j.onRef('s.barcodeId', '=', 'b.id'),
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

  private filtered(tenantId: number, filter: Partial<BarcodeFilter>, db: Db = this.db) {
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

  list(tenantId: number, filter: Partial<BarcodeFilter>, limit: number, db: Db = this.db) {
    return this.filtered(tenantId, filter, db).orderBy('g.code').orderBy('b.barcode').limit(limit).execute();
  }

  byIds(tenantId: number, ids: number[]): Promise<BarcodeRow[]> {
    return this.joined(tenantId).where('b.id', 'in', ids).orderBy('g.code').orderBy('b.barcode').execute();
  }

  /** One barcode with its goods and stock. */
  withStock(tenantId: number, id: number, db: Db = this.db): Promise<BarcodeRow | undefined> {
    return this.joined(tenantId, db).where('b.id', '=', id).executeTakeFirst();
  }

  findByCode(tenantId: number, code: string): Promise<BarcodeRow | undefined> {
    return this.joined(tenantId).where('b.barcode', '=', code).executeTakeFirst();
  }

  findByCodes(tenantId: number, codes: string[]): Promise<BarcodeRow[]> {
    if (codes.length === 0) return Promise.resolve([]);
    return this.joined(tenantId).where('b.barcode', 'in', codes).execute();
  }

  /** Colour/size combinations the goods already has. */
  variants(tenantId: number, goodsId: number, db: Db = this.db) {
    return this.live(tenantId, db)
      .clearSelect()
      .select(['id', 'color', 'size'])
      .where('goodsId', '=', goodsId)
      .execute();
  }

  async liveGoods(tenantId: number, goodsId: number, db: Db = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('retailGoods')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('id', '=', goodsId)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The live goods' code, its row locked to the end of the transaction (PostgreSQL, MariaDB; SQLite runs one
   * writing transaction at a time), so work on the goods' barcodes queues behind it.
   */
  async lockedGoodsCode(tenantId: number, goodsId: number, trx: Db): Promise<string | undefined> {
    let query = trx
      .selectFrom('retailGoods')
      .select('code')
      .where('tenantId', '=', tenantId)
      .where('id', '=', goodsId)
      .where('isDelete', '=', 0);
    if (this.dbType !== 'sqlite') query = query.forUpdate();
    return (await query.executeTakeFirst())?.code;
  }

  /** The goods' first live barcode (the oldest), if it has any. */
  async firstCodeOfGoods(tenantId: number, goodsId: number, trx: Db): Promise<string | undefined> {
    const row = await this.live(tenantId, trx)
      .clearSelect()
      .select('barcode')
      .where('goodsId', '=', goodsId)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return row?.barcode;
  }

  /** The goods' barcodes with their stock, whether the goods is live or not (it is being deleted). */
  stockOfGoods(tenantId: number, goodsId: number, db: Db = this.db) {
    return db
      .selectFrom('retailBarcode as b')
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('retailStock')
            .select(['barcodeId', sql<number>`sum(qty)`.as('qty')])
            .where('tenantId', '=', tenantId)
            .groupBy('barcodeId')
            .as('s'),
        (j) => j.onRef('s.barcodeId', '=', 'b.id'),
      )
      .select(['b.id', 'b.barcode', sql<number>`coalesce(s.qty, 0)`.as('qty')])
      .where('b.tenantId', '=', tenantId)
      .where('b.goodsId', '=', goodsId)
      .where('b.isDelete', '=', 0)
      .orderBy('b.barcode')
      .execute();
  }

  async hasLog(tenantId: number, barcodeIds: number[], db: Db = this.db): Promise<boolean> {
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

  /**
   * Removes barcodes that never moved stock, with their zero counters (made by a refused document or a stocktake). Nothing refers to them, and removing
   * the row frees the code (the unique index spans deleted rows).
   */
  async remove(tenantId: number, ids: number[], trx: Db): Promise<void> {
    if (ids.length === 0) return;
    await trx
      .deleteFrom('retailStock')
      .where('tenantId', '=', tenantId)
      .where('barcodeId', 'in', ids)
      .execute();
    await trx.deleteFrom('retailBarcode').where('tenantId', '=', tenantId).where('id', 'in', ids).execute();
  }

  /** The tenant's next number for generated EAN-13 codes; a counter that only grows (retail_doc_seq 'EAN'). */
  async nextEanSeq(tenantId: number, trx: Db): Promise<number> {
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
