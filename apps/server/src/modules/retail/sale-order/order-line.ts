import type { Insertable } from 'kysely';
import type { RetailSaleOrderLineTable } from '../../../db/schema-retail-docs.ts';
import type { SellableBarcode } from './repository.ts';

/** What a line sells: quantity, unit price and, in fen, its discounts and the amount paid. */
export interface LineFigures {
  qty: number;
  price: number;
  discount: number;
  orderDiscountShare: number;
  amount: number;
}

/** The row of an order line: the barcode's goods as they are now (kept on the line) and its figures. */
export function orderLineRow(
  at: { id: number; tenantId: number; orderId: number; lineNo: number },
  b: SellableBarcode,
  figures: LineFigures,
): Insertable<RetailSaleOrderLineTable> {
  return {
    ...at,
    barcodeId: b.barcodeId,
    goodsId: b.goodsId,
    categoryId: b.categoryId,
    barcode: b.barcode,
    goodsCode: b.goodsCode,
    goodsName: b.goodsName,
    color: b.color,
    size: b.size,
    ...figures,
    costPrice: b.costPrice,
    refundQty: 0,
    refundAmount: 0,
  };
}
