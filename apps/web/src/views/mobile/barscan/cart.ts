import { PayMethod, yuanToFen } from '@retail/contracts';
import type { BarcodeLookupOutput } from '@retail/contracts/api/retail/goods-barcode';
import type { SaleOrderAddBody } from '@retail/contracts/api/retail/sale-order';
import type { Member } from '../../../api/mobile.ts';
import { newClientKey } from '../../../components/retail-docs/clientKey.ts';

/** One barcode in the cart, with what the look-up said about it when it was scanned. */
export interface CartLine {
  item: BarcodeLookupOutput;
  qty: number;
}

export interface Cart {
  lines: CartLine[];
  member: Member | null;
  payMethod: PayMethod;
  /** The checkout's idempotency key: kept through retries, renewed once an order is made. */
  clientKey: string;
}

export function emptyCart(): Cart {
  return { lines: [], member: null, payMethod: PayMethod.Cash, clientKey: newClientKey() };
}

/** A scanned item: one more of a barcode already in the cart, else a new line on top. */
export function addItem(cart: Cart, item: BarcodeLookupOutput): Cart {
  const index = cart.lines.findIndex((line) => line.item.barcode === item.barcode);
  if (index < 0) return { ...cart, lines: [{ item, qty: 1 }, ...cart.lines] };
  const lines = cart.lines.map((line, i) => (i === index ? { item, qty: line.qty + 1 } : line));
  return { ...cart, lines };
}

/** Sets a line's quantity; zero or less removes the line. */
export function setQty(cart: Cart, barcode: string, qty: number): Cart {
  const lines =
    qty > 0
      ? cart.lines.map((line) => (line.item.barcode === barcode ? { ...line, qty } : line))
      : cart.lines.filter((line) => line.item.barcode !== barcode);
  return { ...cart, lines };
}

export function setMember(cart: Cart, member: Member | null): Cart {
  // paying from the balance needs a member
  const payMethod = !member && cart.payMethod === PayMethod.Balance ? PayMethod.Cash : cart.payMethod;
  return { ...cart, member, payMethod };
}

/** The unit price the server charges (sale-order pricing): the member price for a member when set, else retail. */
export function unitPriceFen(item: BarcodeLookupOutput, member: Member | null): number {
  const retail = yuanToFen(item.effectiveRetailPrice) ?? 0;
  if (!member) return retail;
  const memberPrice = yuanToFen(item.effectiveMemberPrice) ?? 0;
  return memberPrice > 0 ? memberPrice : retail;
}

export function lineAmountFen(line: CartLine, member: Member | null): number {
  return unitPriceFen(line.item, member) * line.qty;
}

export function cartTotals(cart: Cart): { qty: number; amountFen: number } {
  return cart.lines.reduce(
    (totals, line) => ({
      qty: totals.qty + line.qty,
      amountFen: totals.amountFen + lineAmountFen(line, cart.member),
    }),
    { qty: 0, amountFen: 0 },
  );
}

/** The `saleOrder/add` body: the whole amount paid by the chosen method, with the cash tendered when given. */
export function checkoutInput(cart: Cart, cashTendered?: string): SaleOrderAddBody {
  const { amountFen } = cartTotals(cart);
  return {
    clientKey: cart.clientKey,
    vipId: cart.member?.id ?? null,
    lines: cart.lines.map((line) => ({ barcode: line.item.barcode, qty: line.qty })),
    payments: [{ method: cart.payMethod, amount: amountFen / 100 }],
    ...(cashTendered && cart.payMethod === PayMethod.Cash ? { cashTendered } : {}),
  };
}
