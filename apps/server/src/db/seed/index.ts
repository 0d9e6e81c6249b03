import { acrossTenants } from '../../platform/db/across-tenants.ts';
import type { Db } from '../../platform/db/database.ts';
import { seedMenus } from './access.ts';
import { seedApprovalMenus } from './approval-menus.ts';
import { seedCashierGrant } from './cashier-grant.ts';
import { seedChooseLocationButton } from './choose-location.ts';
import { seedValuationMenu } from './valuation-menu.ts';
import { type SeedContext, seedCore } from './core.ts';
import { seedDictionaries, seedDictionaryZhTw } from './dicts.ts';
import { seedExampleHelloMenu } from './example-hello-menu.ts';
import { seedFormFillMenu } from './form-fill-menu.ts';
import { seedGeneratedMenus } from './generated-menus.ts';
import { seedJobConfig } from './jobs.ts';
import { seedRegions } from './regions/index.ts';
import { seedPrintTemplates } from './print-templates.ts';
import { seedPurchaseMenu } from './purchase-menu.ts';
import { seedRetailSettingMenu } from './retail-setting.ts';
import { seedShiftMenu } from './shift-menu.ts';
import { seedStaff } from './staff.ts';
import { seedStockTransferMenu } from './stock-transfer-menu.ts';
import { seedStocktakeMenu } from './stocktake-menu.ts';
import { seedTillRuleButtons } from './till-rules.ts';
import { seedWechatUserButtons } from './wechat-user-buttons.ts';

/** Seeds run at every start and only add what is missing; one-time steps are recorded in sys_seed. */
export async function seedAll(guarded: Db, ctx: SeedContext): Promise<void> {
  const db = acrossTenants(
    guarded,
    'seeds find their rows by fixed ids and by accounts unique across tenants',
  );
  await seedCore(db, ctx);
  await seedMenus(db, ctx);
  await seedDictionaries(db, ctx);
  await seedDictionaryZhTw(db);
  // after the menus: staff roles are granted menus of the seeded tree
  await seedStaff(db, ctx);
  await seedRegions(db, ctx.now);
  await seedRetailSettingMenu(db, ctx);
  await seedCashierGrant(db, ctx);
  await seedShiftMenu(db, ctx);
  await seedTillRuleButtons(db, ctx);
  await seedStocktakeMenu(db, ctx);
  await seedChooseLocationButton(db, ctx);
  await seedValuationMenu(db, ctx);
  await seedStockTransferMenu(db, ctx);
  await seedPurchaseMenu(db, ctx);
  await seedGeneratedMenus(db, ctx);
  await seedExampleHelloMenu(db, ctx);
  await seedWechatUserButtons(db, ctx);
  await seedFormFillMenu(db, ctx);
  await seedApprovalMenus(db, ctx);
  await seedJobConfig(db, ctx.now);
  await seedPrintTemplates(db, ctx);
}
