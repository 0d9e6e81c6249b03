import type { RecalledSaleOutput, SaleParkAddBody } from '@retail/contracts/api/retail/sale-park';
import type { VipOutput } from '@retail/contracts/api/retail/vip';
import { fen, yuanOf } from '../../../../components/retail-docs/money.ts';
import {
  type LeftOutLine,
  memberGone,
  splitRecalled,
} from '../../../../components/retail-docs/parkedSale.ts';
import { type CartLine, lineFromLookup, saleLines } from './cart.ts';

/** What the till holds of a sale before payment: what parking keeps and recalling gives back. */
export interface TillCart {
  lines: CartLine[];
  member: VipOutput | null;
  /** yuan text as typed; empty = none */
  orderDiscount: string;
  remark: string;
}

export interface RecalledCart extends TillCart {
  leftOut: LeftOutLine[];
  /** the sale had a member who can no longer be put on a sale */
  memberGone: boolean;
}

export function parkBody(cart: TillCart, label: string): SaleParkAddBody {
  return {
    label: label.trim() || null,
    vipId: cart.member?.id ?? null,
    lines: saleLines(cart.lines),
    ...(cart.orderDiscount ? { orderDiscount: cart.orderDiscount } : {}),
    remark: cart.remark.trim() || null,
  };
}

const yuanTextOf = (amount: number) => (amount ? yuanOf(fen(amount)) : '');

/** The recalled sale as the till's cart, at today's catalogue prices; what cannot be sold now is left out. */
export function recalledCart(sale: RecalledSaleOutput): RecalledCart {
  const { kept, leftOut } = splitRecalled(sale);
  return {
    lines: kept.map((line) => ({
      ...lineFromLookup(line.item),
      qty: line.qty,
      discount: yuanTextOf(line.discount),
    })),
    member: sale.member,
    orderDiscount: yuanTextOf(sale.orderDiscount),
    remark: sale.remark ?? '',
    leftOut,
    memberGone: memberGone(sale),
  };
}
