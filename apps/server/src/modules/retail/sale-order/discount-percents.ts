import type { DiscountLimit } from '../settings/discount-limits.ts';
import type { PricedCart } from './pricing.ts';

/** The discounts of a sale as whole percent, rounded up: the largest line discount and the order discount. */
export interface DiscountPercents {
  line: number;
  order: number;
}

const ceilPct = (part: number, whole: number) => (part === 0 ? 0 : Math.ceil((part * 100) / whole));

/**
 * A line's percent is of its list amount; the order discount's percent is of the amount after line discounts.
 * Rounded up to whole percent, so `percent <= limit` holds exactly when `discount * 100 <= limit * base`.
 */
export function discountPercents(priced: PricedCart): DiscountPercents {
  const line = Math.max(0, ...priced.lines.map((l) => ceilPct(l.discount, l.listAmount)));
  const subtotal = priced.listAmount - priced.lineDiscount;
  return { line, order: ceilPct(priced.orderDiscount, subtotal) };
}

/** Whether a limit covers these discounts. */
export function withinLimit(limit: DiscountLimit, pct: DiscountPercents): boolean {
  return (
    (limit.maxLinePct === null || pct.line <= limit.maxLinePct) &&
    (limit.maxOrderPct === null || pct.order <= limit.maxOrderPct)
  );
}
