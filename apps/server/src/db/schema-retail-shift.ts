import type { AuditColumns } from './schema.ts';

/** Kysely's view of the till shift tables (migration 0011_till_shift). Money in fen. */

export interface RetailTillShiftTable extends AuditColumns {
  id: number;
  tenantId: number;
  /** the cashier's org, for data scope */
  orgId: number | null;
  no: string;
  /** the cashier the shift belongs to */
  userId: number;
  userName: string | null;
  /** the cashier while the shift is open, NULL once closed (unique per tenant: one open shift per user) */
  openUserId: number | null;
  /** 1 open, 2 closed */
  status: number;
  floatAmount: number;
  openTime: number;
  closeTime: number | null;
  closeUserId: number | null;
  closeUserName: string | null;
  expectedCash: number | null;
  countedCash: number | null;
  difference: number | null;
  /** JSON of the Z figures (fen) computed at close */
  zReport: string | null;
  remark: string | null;
}

export interface RetailTillCashTable {
  id: number;
  tenantId: number;
  shiftId: number;
  /** 1 paid in, 2 paid out */
  kind: number;
  amount: number;
  reason: string;
  createTime: number;
  createUserId: number | null;
  createUserName: string | null;
}

export interface RetailShiftDatabase {
  retailTillShift: RetailTillShiftTable;
  retailTillCash: RetailTillCashTable;
}
