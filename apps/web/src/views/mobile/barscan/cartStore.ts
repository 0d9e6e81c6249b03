import type { PayMethod } from '@retail/contracts';
import type { BarcodeLookupOutput } from '@retail/contracts/api/retail/goods-barcode';
import { create } from 'zustand';
import type { Member } from '../../../api/mobile.ts';
import { addItem, type Cart, type CartLine, emptyCart, setMember, setQty } from './cart.ts';

interface CartState {
  cart: Cart;
  add(item: BarcodeLookupOutput): void;
  setQty(barcode: string, qty: number): void;
  setMember(member: Member | null): void;
  setPayMethod(method: PayMethod): void;
  /** Empties the cart and starts a new checkout key. */
  clear(): void;
  /** A new checkout holding these lines and member (a recalled sale). */
  load(lines: CartLine[], member: Member | null): void;
  /** the location sold from: null = the user's own; kept from sale to sale (a new cart keeps it) */
  locationId: number | null;
  setLocationId(id: number | null): void;
}

/** The cart outlives the screen, so switching to another tab while selling keeps it. */
export const useCartStore = create<CartState>()((set) => ({
  cart: emptyCart(),
  add: (item) => set(({ cart }) => ({ cart: addItem(cart, item) })),
  setQty: (barcode, qty) => set(({ cart }) => ({ cart: setQty(cart, barcode, qty) })),
  setMember: (member) => set(({ cart }) => ({ cart: setMember(cart, member) })),
  setPayMethod: (payMethod) => set(({ cart }) => ({ cart: { ...cart, payMethod } })),
  clear: () => set({ cart: emptyCart() }),
  load: (lines, member) => set({ cart: { ...emptyCart(), lines, member } }),
  locationId: null,
  setLocationId: (locationId) => set({ locationId }),
}));
