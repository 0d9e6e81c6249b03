import { sql } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { Db } from '../../../platform/db/database.ts';
import { fenToYuan } from '@retail/contracts';
import type { GoodsSearchQuery, SellableOutput } from '@retail/contracts/api/retail/goods';
import { initialsKeyword } from './pinyin-initials.ts';
import { goodsIdsMatching, goodsKeyword } from './search.ts';

/** Greater than every character the initials column holds ([0-9a-z]), so `[k, k + this)` is "starts with k". */
const AFTER_INITIALS = '{';

/**
 * The till's search: on-sale goods whose code, name or a live barcode contains the keyword (the search terms of
 * migration 0008) or whose pinyin initials start with it (migration 0010), answered as what the till can sell —
 * each on-sale barcode, or the goods itself when it has no barcode at all — in goods code order.
 */
export class SellableSearch {
  constructor(
    private readonly db: Db,
    private readonly dbType: DbType,
  ) {}

  /** `locationId`: the till's stock location, whose quantities are shown. */
  async find(
    tenantId: number,
    locationId: number,
    { keyword, limit }: GoodsSearchQuery,
  ): Promise<SellableOutput[]> {
    const byText = goodsIdsMatching(this.db, tenantId, goodsKeyword(this.dbType, keyword));
    const initials = initialsKeyword(keyword);
    const rows = await this.db
      .selectFrom('retailGoods as g')
      .leftJoin('retailBarcode as b', (j) =>
        j.onRef('b.goodsId', '=', 'g.id').on('b.tenantId', '=', tenantId).on('b.isDelete', '=', 0),
      )
      .leftJoin('retailStock as s', (j) =>
        j
          .onRef('s.barcodeId', '=', 'b.id')
          .on('s.tenantId', '=', tenantId)
          .on('s.locationId', '=', locationId),
      )
      .select([
        'g.id as goodsId',
        'g.code as goodsCode',
        'g.name as goodsName',
        'g.unit',
        'g.spec',
        'g.retailPrice as goodsRetailPrice',
        'g.memberPrice as goodsMemberPrice',
        'b.barcode',
        'b.color',
        'b.size',
        'b.retailPrice',
        'b.memberPrice',
        sql<number>`coalesce(s.qty, 0)`.as('qty'),
      ])
      .where('g.tenantId', '=', tenantId)
      .where('g.isDelete', '=', 0)
      .where('g.status', '=', 1)
      // no barcode row at all (goods without barcodes), or an on-sale one
      .where((eb) => eb.or([eb('b.id', 'is', null), eb('b.status', '=', 1)]))
      .where((eb) =>
        eb.or([
          eb('g.id', 'in', byText),
          ...(initials
            ? [
                eb.and([
                  eb('g.pinyinInitials', '>=', initials),
                  eb('g.pinyinInitials', '<', initials + AFTER_INITIALS),
                ]),
              ]
            : []),
        ]),
      )
      .orderBy('g.code')
      .orderBy('b.barcode')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      goodsId: Number(r.goodsId),
      goodsCode: r.goodsCode,
      goodsName: r.goodsName,
      barcode: r.barcode,
      color: r.color,
      size: r.size,
      unit: r.unit,
      spec: r.spec,
      retailPrice: fenToYuan(Number(r.retailPrice ?? r.goodsRetailPrice)),
      memberPrice: fenToYuan(Number(r.memberPrice ?? r.goodsMemberPrice)),
      qty: Number(r.qty),
    }));
  }
}
