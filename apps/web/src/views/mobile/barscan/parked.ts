import type { RecalledSaleOutput, SaleParkAddBody } from '@retail/contracts/api/retail/sale-park';
import type { Member } from '../../../api/mobile.ts';
import { type LeftOutLine, memberGone, splitRecalled } from '../../../components/retail-docs/parkedSale.ts';
import type { Cart, CartLine } from './cart.ts';

/** The phone's cart as a parked sale: lines and member (the phone takes no discounts). */
export function parkInput(cart: Cart, label: string): SaleParkAddBody {
  return {
    label: label.trim() || null,
    vipId: cart.member?.id ?? null,
    lines: cart.lines.map((line) => ({ barcode: line.item.barcode, qty: line.qty })),
  };
}

export interface RecalledPhoneCart {
  lines: CartLine[];
  member: Member | null;
  leftOut: LeftOutLine[];
  memberGone: boolean;
  /** the sale was parked at a desktop till with discounts, which the phone does not take */
  discountsDropped: boolean;
}

/** A recalled sale as the phone's cart, at today's prices; what cannot be sold now is left out. */
export function recalledPhoneCart(sale: RecalledSaleOutput): RecalledPhoneCart {
  const { kept, leftOut } = splitRecalled(sale);
  return {
    lines: kept.map((line) => ({ item: line.item, qty: line.qty })),
    member: sale.member,
    leftOut,
    memberGone: memberGone(sale),
    discountsDropped: sale.orderDiscount > 0 || kept.some((line) => line.discount > 0),
  };
}
