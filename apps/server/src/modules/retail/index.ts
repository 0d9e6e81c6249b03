import type { ModuleDeps } from '../system/module.ts';
import { demoSeeder } from './demo/index.ts';
import type { DemoSeeder } from './demo/seed.ts';
import { registerBarcodeModule } from './barcode/index.ts';
import { registerCategoryModule } from './category/index.ts';
import { registerGoodsModule } from './goods/index.ts';
import { BalanceLedger } from './ledger/balance-ledger.ts';
import { StockLedger } from './ledger/stock-ledger.ts';
import { registerSaleOrderModule } from './sale-order/index.ts';
import { registerSettingsModule } from './settings/index.ts';
import { RetailSettingsService } from './settings/service.ts';
import { registerStatisticsModule } from './statistics/index.ts';
import { registerStockModule } from './stock/index.ts';
import { registerStockAdjustModule } from './stock-adjust/index.ts';
import { registerSupplierModule } from './supplier/index.ts';
import { registerVipModule } from './vip/index.ts';

/** What every retail module shares: the two ledgers (the only writers of stock and balances) and the settings. */
export interface RetailCore {
  stock: StockLedger;
  balance: BalanceLedger;
  settings: RetailSettingsService;
}

export interface RetailModuleDeps extends ModuleDeps {
  retail: RetailCore;
}

export type RetailModuleRegistration = (deps: RetailModuleDeps) => void;

/** Retail modules, registered in this order. Each module adds one line here. */
export const retailModules: RetailModuleRegistration[] = [
  registerCategoryModule,
  registerSupplierModule,
  registerGoodsModule,
  registerBarcodeModule,
  registerSaleOrderModule,
  registerStockAdjustModule,
  registerVipModule,
  registerStatisticsModule,
  registerStockModule,
  registerSettingsModule,
];

/** Registers the retail routes; returns the demo-data filler (used by `npm run seed:demo` and SEED_DEMO). */
export function registerRetailModules(deps: ModuleDeps): DemoSeeder {
  const { ctx } = deps;
  const retail: RetailCore = {
    stock: new StockLedger(ctx.config.db.type, ctx.ids),
    balance: new BalanceLedger(ctx.ids),
    settings: new RetailSettingsService(ctx.db, ctx.ids),
  };
  for (const register of retailModules) register({ ...deps, retail });
  return demoSeeder({ ...deps, retail });
}
