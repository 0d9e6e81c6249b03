import type { DiscountLimitOutput } from '@retail/contracts/api/retail/sale-order';
import { fenOf } from '../../../../components/retail-docs/money.ts';
import { type CartLine, unitFen } from './cart.ts';

/** The sale's discounts as whole percent, rounded up, as the server counts them against a limit. */
export interface DiscountPercents {
  line: number;
  order: number;
}

const ceilPct = (part: number, whole: number) =>
  part <= 0 || whole <= 0 ? 0 : Math.ceil((part * 100) / whole);

/** The largest line discount (of its list amount) and the order discount (of the amount after line discounts). */
export function discountPercents(
  lines: CartLine[],
  member: boolean,
  orderDiscount: string,
): DiscountPercents {
  let line = 0;
  let subtotal = 0;
  for (const l of lines) {
    const list = l.qty * unitFen(l, member);
    const discount = fenOf(l.discount) ?? 0;
    line = Math.max(line, ceilPct(discount, list));
    subtotal += list - discount;
  }
  return { line, order: ceilPct(fenOf(orderDiscount) ?? 0, subtotal) };
}

/** Whether the discounts are above a limit (null = no limit), so a supervisor must approve them. */
export function aboveLimit(limit: DiscountLimitOutput | undefined, pct: DiscountPercents): boolean {
  if (!limit) return false;
  return (
    (limit.maxLineDiscountPct !== null && pct.line > limit.maxLineDiscountPct) ||
    (limit.maxOrderDiscountPct !== null && pct.order > limit.maxOrderDiscountPct)
  );
}
