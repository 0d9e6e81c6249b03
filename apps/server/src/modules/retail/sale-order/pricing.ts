import { AppError } from '../../../platform/http/errors.ts';

/** A cart line as priced by the server: unit price and cost from the catalogue, discount from the clerk. */
export interface CartLine {
  barcode: string;
  qty: number;
  /** unit price, fen */
  price: number;
  /** discount on the whole line, fen */
  discount: number;
}

export interface PricedLine extends CartLine {
  listAmount: number;
  orderDiscountShare: number;
  /** what the customer pays for the line: list − line discount − share of the order discount */
  amount: number;
}

export interface PricedCart {
  lines: PricedLine[];
  totalQty: number;
  listAmount: number;
  lineDiscount: number;
  orderDiscount: number;
  amount: number;
}

/**
 * Splits `total` over `weights` in proportion, exactly: each part is the floor of its share, and the fen left
 * over go to the largest remainders (earlier lines first on ties), so the parts always sum to `total`.
 */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  const big = BigInt(total);
  const bigSum = BigInt(sum);
  const parts = weights.map((w) => {
    const product = big * BigInt(w);
    return { floor: Number(product / bigSum), remainder: product % bigSum };
  });
  let left = total - parts.reduce((a, p) => a + p.floor, 0);
  const order = parts
    .map((p, i) => ({ i, r: p.remainder }))
    .sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  const out = parts.map((p) => p.floor);
  for (const { i } of order) {
    if (left === 0) break;
    out[i] = (out[i] as number) + 1;
    left--;
  }
  return out;
}

/** Prices a cart in fen. A discount larger than what it discounts is refused, naming the barcode or the order. */
export function priceCart(lines: CartLine[], orderDiscount: number): PricedCart {
  const bases = lines.map((line) => {
    const listAmount = line.qty * line.price;
    if (line.discount > listAmount) {
      throw new AppError(400, 'saleOrder.lineDiscountTooLarge', { barcode: line.barcode });
    }
    return { listAmount, net: listAmount - line.discount };
  });
  const subtotal = bases.reduce((a, b) => a + b.net, 0);
  if (orderDiscount > subtotal) throw new AppError(400, 'saleOrder.orderDiscountTooLarge');
  const shares = allocate(
    orderDiscount,
    bases.map((b) => b.net),
  );
  const priced = lines.map((line, i) => {
    const base = bases[i] as { listAmount: number; net: number };
    const share = shares[i] as number;
    return { ...line, listAmount: base.listAmount, orderDiscountShare: share, amount: base.net - share };
  });
  return {
    lines: priced,
    totalQty: lines.reduce((a, l) => a + l.qty, 0),
    listAmount: bases.reduce((a, b) => a + b.listAmount, 0),
    lineDiscount: lines.reduce((a, l) => a + l.discount, 0),
    orderDiscount,
    amount: subtotal - orderDiscount,
  };
}

/** The money of `qty` of a line's units that are given back: proportional, the last unit taking the remainder. */
export function refundAmountOf(
  line: { qty: number; amount: number; refundQty: number; refundAmount: number },
  qty: number,
): number {
  const remainingQty = line.qty - line.refundQty;
  if (qty === remainingQty) return line.amount - line.refundAmount;
  return Number((BigInt(line.amount) * BigInt(qty)) / BigInt(line.qty));
}
