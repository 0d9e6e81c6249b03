import type { AppContext } from '../../platform/context.ts';
import { BalanceLedger } from './ledger/balance-ledger.ts';
import { StockLedger } from './ledger/stock-ledger.ts';
import { RetailSettingsService } from './settings/service.ts';

/** What every retail module shares: the two ledgers (the only writers of stock and balances) and the settings. */
export interface RetailCore {
  stock: StockLedger;
  balance: BalanceLedger;
  settings: RetailSettingsService;
}

export function createRetailCore(ctx: AppContext): RetailCore {
  return {
    stock: new StockLedger(ctx.config.db.type, ctx.ids),
    balance: new BalanceLedger(ctx.ids),
    settings: new RetailSettingsService(ctx.db, ctx.ids),
  };
}
