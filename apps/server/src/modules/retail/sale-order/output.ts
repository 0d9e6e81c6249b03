import type { Selectable } from 'kysely';
import type { RetailSaleOrderLineTable } from '../../../db/schema-retail-docs.ts';
import { formatTime } from '../../../platform/db/time.ts';
import { fenToYuan } from '@retail/contracts';
import type { SaleOrderRepository } from './repository.ts';
import type { SaleOrderDetailOutput, SaleOrderOutput } from '@retail/contracts/api/retail/sale-order';

/** What the API answers for stored orders, lines, payments and refunds: amounts in yuan, times formatted. */

export type OrderRow = NonNullable<Awaited<ReturnType<SaleOrderRepository['findVisible']>>>;
type LineOutput = SaleOrderDetailOutput['lines'][number];
type PaymentOutput = SaleOrderDetailOutput['payments'][number];
type RefundOutput = SaleOrderDetailOutput['refunds'][number];
type RefundRow = Awaited<ReturnType<SaleOrderRepository['refunds']>>[number];

export function orderOutput(row: OrderRow, timeZone: string): SaleOrderOutput {
  return {
    ...row,
    totalQty: Number(row.totalQty),
    listAmount: fenToYuan(Number(row.listAmount)),
    lineDiscount: fenToYuan(Number(row.lineDiscount)),
    orderDiscount: fenToYuan(Number(row.orderDiscount)),
    amount: fenToYuan(Number(row.amount)),
    costAmount: fenToYuan(Number(row.costAmount)),
    refundQty: Number(row.refundQty),
    refundAmount: fenToYuan(Number(row.refundAmount)),
    points: Number(row.points),
    createTime: formatTime(row.createTime, timeZone),
    kind: Number(row.kind),
    cashTendered: row.cashTendered === null ? null : fenToYuan(Number(row.cashTendered)),
    cashChange: row.cashChange === null ? null : fenToYuan(Number(row.cashChange)),
  };
}

export function lineOutput(l: Selectable<RetailSaleOrderLineTable>): LineOutput {
  return {
    id: l.id,
    lineNo: l.lineNo,
    barcodeId: l.barcodeId,
    goodsId: l.goodsId,
    barcode: l.barcode,
    goodsCode: l.goodsCode,
    goodsName: l.goodsName,
    color: l.color,
    size: l.size,
    qty: Number(l.qty),
    price: fenToYuan(Number(l.price)),
    discount: fenToYuan(Number(l.discount)),
    orderDiscountShare: fenToYuan(Number(l.orderDiscountShare)),
    amount: fenToYuan(Number(l.amount)),
    refundQty: Number(l.refundQty),
    refundAmount: fenToYuan(Number(l.refundAmount)),
  };
}

export function paymentOutput(
  p: { method: number; amount: number; refundId: number | null; createTime: number },
  timeZone: string,
): PaymentOutput {
  return {
    method: p.method,
    amount: fenToYuan(Number(p.amount)),
    refundId: p.refundId,
    createTime: formatTime(p.createTime, timeZone),
  };
}

export function refundOutput(r: RefundRow, timeZone: string): RefundOutput {
  return {
    ...r,
    refundMethod: r.refundMethod === null ? null : Number(r.refundMethod),
    qty: Number(r.qty),
    amount: fenToYuan(Number(r.amount)),
    createTime: formatTime(r.createTime, timeZone),
  };
}
