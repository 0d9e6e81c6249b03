import type { Generated } from 'kysely';
import type { AuditColumns } from './schema.ts';

/** Kysely's view of the stocktake tables (migration 0018_stocktake). Money in fen, quantities in units. */

export interface RetailStocktakeTable extends AuditColumns {
  id: number;
  tenantId: number;
  /** the org of the staff who started it, for data scope */
  orgId: number | null;
  /** the stock location counted */
  locationId: number;
  /** the category counted, with its descendants; null: every barcode of the location */
  categoryId: number | null;
  no: string;
  /** StocktakeStatus: 1 counting, 2 posted, 3 cancelled */
  status: number;
  /** when the book quantities were frozen (the start) */
  freezeTime: number;
  postedTime: number | null;
  postedUserId: number | null;
  postedUserName: string | null;
  /** StocktakeUncounted chosen at posting: 'zero' or 'keep' */
  uncounted: string | null;
  lineCount: Generated<number>;
  /** lines with a counted quantity */
  countedCount: Generated<number>;
  /** sum of the lines' variances: the counted lines while counting, every line once posted */
  totalVarianceQty: Generated<number>;
  totalVarianceValue: Generated<number>;
  remark: string | null;
}

export interface RetailStocktakeLineTable {
  id: number;
  tenantId: number;
  stocktakeId: number;
  lineNo: number;
  barcodeId: number;
  goodsId: number;
  /** the quantity at the location when the count started (frozen) */
  bookQty: number;
  /** the moving-average cost per unit at the freeze, fen: what a unit of variance is worth */
  avgCost: number;
  /** null: not counted */
  countedQty: number | null;
  /** the stock movements at the location between the freeze and the posting (filled at posting) */
  movementQty: number | null;
  /** counted − book; null while not counted (and once posted when uncounted lines were kept) */
  varianceQty: number | null;
  varianceValue: number | null;
  /** 1: the barcode was added while counting (not on the sheet frozen at the start) */
  added: Generated<number>;
  /** the location while the stocktake is counting, null after: one open count per barcode and location */
  openLocationId: number | null;
  countTime: number | null;
  countUserId: number | null;
  countUserName: string | null;
}

export interface RetailStocktakeDatabase {
  retailStocktake: RetailStocktakeTable;
  retailStocktakeLine: RetailStocktakeLineTable;
}
