/** Retail enumerations shared by server and web (integers in the API and the database). */

/** Why a barcode's stock changed: one stock-log row per change. */
export const StockLogKind = {
  Receive: 1,
  Issue: 2,
  Stocktake: 3,
  Sale: 4,
  SaleCancel: 5,
  SaleRefund: 6,
  /** a reversing document that voids a confirmed stock adjustment */
  AdjustVoid: 7,
  /** goods leave the source location of a stock transfer when it is shipped */
  TransferOut: 8,
  /** goods arrive at the destination of a stock transfer (each receipt of it) */
  TransferIn: 9,
  /** goods received on a purchase order, at the order's unit cost (moves the location's average) */
  PurchaseReceipt: 10,
  /** goods sent back to the supplier, valued at the location's average */
  SupplierReturn: 11,
} as const;
export type StockLogKind = (typeof StockLogKind)[keyof typeof StockLogKind];

export const StockAdjustKind = { Receive: 1, Issue: 2, Stocktake: 3 } as const;
export type StockAdjustKind = (typeof StockAdjustKind)[keyof typeof StockAdjustKind];

export const StockAdjustStatus = { Draft: 1, Confirmed: 2, Voided: 3 } as const;
export type StockAdjustStatus = (typeof StockAdjustStatus)[keyof typeof StockAdjustStatus];

/**
 * A stock transfer between two locations: a draft is shipped (stock leaves the source), received once or in parts
 * at the destination, and a partly received one may be closed, the rest written off as the difference. Only a
 * draft may be cancelled.
 */
export const StockTransferStatus = {
  Draft: 1,
  Shipped: 2,
  PartlyReceived: 3,
  Received: 4,
  ClosedWithDifference: 5,
  Cancelled: 6,
} as const;
export type StockTransferStatus = (typeof StockTransferStatus)[keyof typeof StockTransferStatus];

/** A purchase order: draft → approved → partly received → received; closed short or cancelled. */
export const PurchaseOrderStatus = {
  Draft: 1,
  Approved: 2,
  PartlyReceived: 3,
  Received: 4,
  /** short-closed: nothing more will arrive */
  Closed: 5,
  Cancelled: 6,
} as const;
export type PurchaseOrderStatus = (typeof PurchaseOrderStatus)[keyof typeof PurchaseOrderStatus];

/** A return of goods to their supplier: draft → confirmed (the stock leaves). */
export const SupplierReturnStatus = { Draft: 1, Confirmed: 2 } as const;
export type SupplierReturnStatus = (typeof SupplierReturnStatus)[keyof typeof SupplierReturnStatus];

/**
 * A stocktake (issue 17): counting from its start (the book quantities frozen) until it is posted (its variances
 * applied through the stock ledger) or cancelled (nothing moves).
 */
export const StocktakeStatus = { Counting: 1, Posted: 2, Cancelled: 3 } as const;
export type StocktakeStatus = (typeof StocktakeStatus)[keyof typeof StocktakeStatus];

/** What posting does with the lines nobody counted: count them as zero, or leave their stock as it is. */
export const StocktakeUncounted = { Zero: 'zero', Keep: 'keep' } as const;
export type StocktakeUncounted = (typeof StocktakeUncounted)[keyof typeof StocktakeUncounted];

export const PayMethod = { Cash: 1, Card: 2, MobilePay: 3, Balance: 4 } as const;
export type PayMethod = (typeof PayMethod)[keyof typeof PayMethod];

export const SaleOrderStatus = { Completed: 1, Cancelled: 2, PartlyRefunded: 3, Refunded: 4 } as const;
export type SaleOrderStatus = (typeof SaleOrderStatus)[keyof typeof SaleOrderStatus];

/** A sale, or a return without the original receipt (a return order: its lines given back at once). */
export const SaleOrderKind = { Sale: 1, Return: 2 } as const;
export type SaleOrderKind = (typeof SaleOrderKind)[keyof typeof SaleOrderKind];

/** Where a refund's money goes: the order's own methods, cash, or the member's balance. */
export const RefundMethod = { Original: 'original', Cash: 'cash', Balance: 'balance' } as const;
export type RefundMethod = (typeof RefundMethod)[keyof typeof RefundMethod];

/** Why a member's balance changed: one balance-log row per change. */
export const BalanceKind = { TopUp: 1, Bonus: 2, Consume: 3, Refund: 4, Adjust: 5 } as const;
export type BalanceKind = (typeof BalanceKind)[keyof typeof BalanceKind];

/** Goods and barcodes: on sale (1) or off sale (2), like Status. */
export const SaleStatus = { OnSale: 1, OffSale: 2 } as const;
export type SaleStatus = (typeof SaleStatus)[keyof typeof SaleStatus];

/** A till shift: open until its cashier closes it with the counted cash (docs/decisions.md "Shifts"). */
export const TillShiftStatus = { Open: 1, Closed: 2 } as const;
export type TillShiftStatus = (typeof TillShiftStatus)[keyof typeof TillShiftStatus];

/** Cash put into (paid in) or taken out of (paid out) the drawer during a shift, not through a sale. */
export const TillCashKind = { PaidIn: 1, PaidOut: 2 } as const;
export type TillCashKind = (typeof TillCashKind)[keyof typeof TillCashKind];
