import { PayMethod } from '@retail/contracts';
import type { Trx } from '../../../platform/db/transaction.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { fenToYuan } from '@retail/contracts';
import { type PricedCart, priceCart } from './pricing.ts';
import type { SaleOrderRepository, SellableBarcode } from './repository.ts';
import type { SaleOrderAddInput } from '@retail/contracts/api/retail/sale-order';

type Member = NonNullable<Awaited<ReturnType<SaleOrderRepository['liveVip']>>>;

/** A sale checked against the catalogue and the member, inside the sale's transaction. */
export interface CheckedSale {
  vip: Member | undefined;
  /** the barcode of each input line, in order */
  sellables: SellableBarcode[];
  priced: PricedCart;
  /** what the member's balance pays, fen */
  byBalance: number;
}

/** The unit price of a barcode: its own override, else the goods' price; members pay the member price when set. */
export function unitPrice(b: SellableBarcode, member: boolean): number {
  const retail = b.barcodeRetailPrice ?? b.retailPrice;
  if (!member) return retail;
  const memberPrice = b.barcodeMemberPrice ?? b.memberPrice;
  return memberPrice > 0 ? memberPrice : retail;
}

/**
 * Prices a sale from the catalogue (never from the client) and refuses what cannot be sold: an unknown member or
 * barcode, goods off sale, payments that do not add up to what is due, a balance payment without a member.
 */
export async function checkSale(
  trx: Trx,
  repo: SaleOrderRepository,
  tenantId: number,
  input: SaleOrderAddInput,
): Promise<CheckedSale> {
  const vip = input.vipId ? await repo.liveVip(trx, tenantId, input.vipId) : undefined;
  if (input.vipId && !vip) throw new AppError(404, 'balance.memberMissing');
  const codes = [...new Set(input.lines.map((l) => l.barcode))];
  const found = new Map((await repo.sellable(trx, tenantId, codes)).map((b) => [b.barcode, b]));
  const sellables = input.lines.map((line) => {
    const b = found.get(line.barcode);
    if (!b) throw new AppError(400, 'saleOrder.unknownBarcode', { barcode: line.barcode });
    if (b.barcodeStatus !== 1 || b.goodsStatus !== 1)
      throw new AppError(400, 'saleOrder.offSale', { barcode: line.barcode });
    return b;
  });
  const priced = priceCart(
    input.lines.map((line, i) => ({
      barcode: line.barcode,
      qty: line.qty,
      price: unitPrice(sellables[i] as SellableBarcode, Boolean(vip)),
      discount: line.discount ?? 0,
    })),
    input.orderDiscount ?? 0,
  );
  const paid = input.payments.reduce((a, p) => a + p.amount, 0);
  if (paid !== priced.amount) {
    throw new AppError(400, 'saleOrder.paymentMismatch', {
      paid: fenToYuan(paid).toFixed(2),
      due: fenToYuan(priced.amount).toFixed(2),
    });
  }
  const byBalance = input.payments
    .filter((p) => p.method === PayMethod.Balance)
    .reduce((a, p) => a + p.amount, 0);
  if (byBalance > 0 && !vip) throw new AppError(400, 'saleOrder.balanceNeedsMember');
  return { vip, sellables, priced, byBalance };
}
