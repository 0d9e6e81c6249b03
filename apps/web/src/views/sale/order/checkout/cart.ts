import { PayMethod } from '@retail/contracts';
import type { BarcodeLookupOutput } from '@retail/contracts/api/retail/goods-barcode';
import { fen, fenOf, sumFen } from '../../../../components/retail-docs/money.ts';

/**
 * The cart of the sale screen, priced in integer fen exactly as the server prices it (retail price, or the
 * member price when a member is on the order and the barcode has one; line discounts, then the order
 * discount). The server prices again and refuses payments that do not add up to its total.
 */
export interface CartLine {
  barcode: string;
  goodsCode: string;
  goodsName: string;
  color: string | null;
  size: string | null;
  retailFen: number;
  memberFen: number;
  qty: number;
  /** yuan text as typed; empty = no discount */
  discount: string;
}

export interface PaymentDraft {
  key: number;
  method: PayMethod;
  /** yuan text as typed */
  amount: string;
}

export type CartProblem =
  | { kind: 'badDiscount'; barcode: string }
  | { kind: 'lineDiscountTooLarge'; barcode: string }
  | { kind: 'badOrderDiscount' }
  | { kind: 'orderDiscountTooLarge' };

export interface CartTotals {
  totalQty: number;
  listFen: number;
  lineDiscountFen: number;
  orderDiscountFen: number;
  dueFen: number;
  problems: CartProblem[];
}

export const lineFromLookup = (found: BarcodeLookupOutput): CartLine => ({
  barcode: found.barcode,
  goodsCode: found.goodsCode,
  goodsName: found.goodsName,
  color: found.color,
  size: found.size,
  retailFen: fen(found.effectiveRetailPrice),
  memberFen: fen(found.effectiveMemberPrice),
  qty: 1,
  discount: '',
});

/** A scan adds the barcode, or one more of it when it is already in the cart. */
export function addToCart(lines: CartLine[], line: CartLine): CartLine[] {
  const index = lines.findIndex((l) => l.barcode === line.barcode);
  if (index < 0) return [...lines, line];
  return lines.map((l, i) => (i === index ? { ...l, qty: l.qty + 1 } : l));
}

/** The cart's lines as the API takes them (sale and park): barcode, quantity and the discount when there is one. */
export const saleLines = (lines: CartLine[]) =>
  lines.map((line) => ({
    barcode: line.barcode,
    qty: line.qty,
    ...(line.discount ? { discount: line.discount } : {}),
  }));

export const unitFen = (line: CartLine, member: boolean): number =>
  member && line.memberFen > 0 ? line.memberFen : line.retailFen;

export function cartTotals(lines: CartLine[], member: boolean, orderDiscount: string): CartTotals {
  const problems: CartProblem[] = [];
  let listFen = 0;
  let lineDiscountFen = 0;
  for (const line of lines) {
    const list = line.qty * unitFen(line, member);
    const discount = fenOf(line.discount);
    listFen += list;
    if (discount === undefined) {
      problems.push({ kind: 'badDiscount', barcode: line.barcode });
      continue;
    }
    if (discount > list) problems.push({ kind: 'lineDiscountTooLarge', barcode: line.barcode });
    lineDiscountFen += discount;
  }
  const subtotal = listFen - lineDiscountFen;
  let orderDiscountFen = fenOf(orderDiscount);
  if (orderDiscountFen === undefined) {
    problems.push({ kind: 'badOrderDiscount' });
    orderDiscountFen = 0;
  } else if (orderDiscountFen > Math.max(0, subtotal)) {
    problems.push({ kind: 'orderDiscountTooLarge' });
  }
  return {
    totalQty: sumFen(lines.map((l) => l.qty)),
    listFen,
    lineDiscountFen,
    orderDiscountFen,
    dueFen: Math.max(0, subtotal - orderDiscountFen),
    problems,
  };
}

/** Fen paid so far; undefined when an amount is not a valid yuan amount. */
export function paidFen(payments: PaymentDraft[]): number | undefined {
  let total = 0;
  for (const payment of payments) {
    const amount = fenOf(payment.amount);
    if (amount === undefined) return undefined;
    total += amount;
  }
  return total;
}

/** Fen paid from the member's balance (invalid amounts count as 0; paidFen reports them). */
export const balancePaidFen = (payments: PaymentDraft[]): number =>
  sumFen(payments.filter((p) => p.method === PayMethod.Balance).map((p) => fenOf(p.amount) ?? 0));
