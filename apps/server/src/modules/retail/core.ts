import type { AppContext } from '../../platform/context.ts';
import { BalanceLedger } from './ledger/balance-ledger.ts';
import { StockLedger } from './ledger/stock-ledger.ts';
import { StockLocations } from './ledger/stock-locations.ts';
import type { IdentityServices } from '../system/identity.ts';
import { DiscountLimitService } from './settings/discount-limits.ts';
import { RetailSettingsService } from './settings/service.ts';
import { TillShiftStamps } from './till-shift/stamp.ts';

/**
 * What every retail module shares: the two ledgers (the only writers of stock and balances), the settings and the
 * till shift stamps (the only writer of a sale's or refund's shift).
 */
export interface RetailCore {
  stock: StockLedger;
  /** where stock is kept: stores, warehouses and the main location; each caller's own */
  locations: StockLocations;
  balance: BalanceLedger;
  settings: RetailSettingsService;
  shifts: TillShiftStamps;
  /** discount limits per role (part of the retail settings) */
  discountLimits: DiscountLimitService;
}

export function createRetailCore(
  ctx: AppContext,
  access: Pick<IdentityServices, 'permissions' | 'scopes'>,
): RetailCore {
  const settings = new RetailSettingsService(ctx.db, ctx.ids);
  return {
    stock: new StockLedger(ctx.config.db.type, ctx.ids),
    locations: new StockLocations(ctx.db, access),
    balance: new BalanceLedger(ctx.ids),
    settings,
    shifts: new TillShiftStamps(ctx.config.db.type, settings),
    discountLimits: new DiscountLimitService(ctx.db, ctx.ids),
  };
}
