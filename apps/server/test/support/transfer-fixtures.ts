import { StockLogKind } from '@retail/contracts';
import type { BuiltApp } from '../../src/app.ts';
import { StockLedger } from '../../src/modules/retail/ledger/stock-ledger.ts';
import { inTransaction } from '../../src/platform/db/transaction.ts';
import { DEFAULT_TENANT } from './fixtures.ts';

type Ctx = BuiltApp['ctx'];

export interface LocatedBarcode {
  goodsId: number;
  barcodeId: number;
  barcode: string;
}

let seq = 0;

/**
 * Goods with one barcode whose stock is received through the stock ledger at the given locations, each receipt
 * at its own unit cost (fen), so the locations' moving averages start from those costs. Prices in fen.
 */
export async function goodsAt(
  ctx: Ctx,
  stock: Array<{ locationId: number; qty: number; unitCost?: number }>,
  options: { tenantId?: number; cost?: number; retail?: number } = {},
): Promise<LocatedBarcode> {
  const tenantId = options.tenantId ?? DEFAULT_TENANT;
  const now = Date.now();
  const goodsId = ctx.ids.next();
  const barcodeId = ctx.ids.next();
  const barcode = `TR${process.pid}${++seq}`;
  await ctx.db
    .insertInto('retailGoods')
    .values({
      id: goodsId,
      tenantId,
      code: barcode,
      name: `Goods ${barcode}`,
      costPrice: options.cost ?? 500,
      retailPrice: options.retail ?? 1000,
      memberPrice: options.retail ?? 1000,
      minStock: 0,
      status: 1,
      createTime: now,
      isDelete: 0,
    })
    .execute();
  await ctx.db
    .insertInto('retailBarcode')
    .values({ id: barcodeId, tenantId, goodsId, barcode, status: 1, createTime: now, isDelete: 0 })
    .execute();
  const ledger = new StockLedger(ctx.config.db.type, ctx.ids);
  for (const at of stock) {
    await inTransaction(ctx.db, (trx) =>
      ledger.apply(
        trx,
        null,
        tenantId,
        [{ barcodeId, barcode, delta: at.qty, unitCost: at.unitCost ?? null }],
        {
          kind: StockLogKind.Receive,
          type: 'fixture',
          id: ctx.ids.next(),
          no: null,
          orgId: null,
          locationId: at.locationId,
        },
        { allowNegative: false, now },
      ),
    );
  }
  return { goodsId, barcodeId, barcode };
}

/** The counter of a barcode at a location: quantity and moving-average cost (fen); zeros when it has none. */
export async function counterAt(
  ctx: Ctx,
  barcodeId: number,
  locationId: number,
): Promise<{ qty: number; avgCost: number }> {
  const row = await ctx.db
    .selectFrom('retailStock')
    .select(['qty', 'avgCost'])
    .where('barcodeId', '=', barcodeId)
    .where('locationId', '=', locationId)
    .executeTakeFirst();
  return { qty: Number(row?.qty ?? 0), avgCost: Number(row?.avgCost ?? 0) };
}

export async function qtyAt(ctx: Ctx, barcodeId: number, locationId: number): Promise<number> {
  return (await counterAt(ctx, barcodeId, locationId)).qty;
}
