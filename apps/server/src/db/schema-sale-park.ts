import type { AuditColumns } from './schema.ts';

/** Kysely's view of the parked sales (migration 0013_sale_park). Money in fen. */
export interface RetailSaleParkTable extends AuditColumns {
  id: number;
  tenantId: number;
  /** the store: the org of the clerk who parked it (null for a clerk without one) */
  orgId: number | null;
  label: string | null;
  vipId: number | null;
  /** JSON of `ParkedLine[]` (sale-park/lines.ts) */
  lines: string;
  lineCount: number;
  totalQty: number;
  /** the amount due at the catalogue prices when parked */
  amount: number;
  orderDiscount: number;
  remark: string | null;
}

export interface SaleParkDatabase {
  retailSalePark: RetailSaleParkTable;
}
