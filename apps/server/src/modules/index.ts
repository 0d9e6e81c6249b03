import type { ModuleRegistration } from './module.ts';
import { registerBarcodeStockModule } from './retail/barcode-stock/index.ts';
import { registerGoodsBarcodeModule } from './retail/goods-barcode/index.ts';
import { registerGoodsCategoryModule } from './retail/goods-category/index.ts';
import { registerGoodsSupplierModule } from './retail/goods-supplier/index.ts';
import { registerGoodsModule } from './retail/goods/index.ts';
import { registerPurchaseOrderModule } from './retail/purchase-order/index.ts';
import { registerReorderModule } from './retail/reorder/index.ts';
import { registerSaleOrderModule } from './retail/sale-order/index.ts';
import { registerSaleParkModule } from './retail/sale-park/index.ts';
import { registerSettingsModule } from './retail/settings/index.ts';
import { registerStatisticsModule } from './retail/statistics/index.ts';
import { registerStockAdjustModule } from './retail/stock-adjust/index.ts';
import { registerStockLocationModule } from './retail/stock-location/index.ts';
import { registerStockValuationModule } from './retail/stock-valuation/index.ts';
import { registerStockTransferModule } from './retail/stock-transfer/index.ts';
import { registerSupplierReturnModule } from './retail/supplier-return/index.ts';
import { registerStocktakeModule } from './retail/stocktake/index.ts';
import { registerTillShiftModule } from './retail/till-shift/index.ts';
import { registerVipModule } from './retail/vip/index.ts';
import { registerApprovalModule } from './system/approval/index.ts';
import { registerBackupModule } from './system/backup/index.ts';
import { registerCacheModule } from './system/cache/index.ts';
import { registerCodeGenModule } from './system/code-gen/index.ts';
import { registerConfigModule } from './system/config/index.ts';
import { registerConstModule } from './system/const/index.ts';
import { registerDatabaseModule } from './system/database/index.ts';
import { registerDictModule } from './system/dict/index.ts';
import { registerFileModule } from './system/file/index.ts';
import { registerHealthModule } from './system/health/index.ts';
import { registerJobModule } from './system/job/index.ts';
import { registerLogModule } from './system/log/index.ts';
import { registerMenuModule } from './system/menu/index.ts';
import { registerNoticeModule } from './system/notice/index.ts';
import { registerOnlineUserModule } from './system/online-user/index.ts';
import { registerOpenAccessModule } from './system/open-access/index.ts';
import { registerOrgModule } from './system/org/index.ts';
import { registerPosModule } from './system/pos/index.ts';
import { registerPluginModule } from './system/plugin/index.ts';
import { registerPrintModule } from './system/print/index.ts';
import { registerFormModule } from './system/form/index.ts';
import { registerRegionModule } from './system/region/index.ts';
import { registerRoleModule } from './system/role/index.ts';
import { registerServerModule } from './system/server/index.ts';
import { registerSwaggerModule } from './system/swagger/index.ts';
import { registerTenantModule } from './system/tenant/index.ts';
import { registerUserModule } from './system/user/index.ts';
import { registerWorkflowModule } from './system/workflow/index.ts';
// codegen:module-imports

/**
 * Every module of the app, registered in this order; a new module adds one line here. Sign-in, sessions and
 * permissions (system/identity.ts) come before them all, as every other route is checked by them.
 */
export const appModules: ModuleRegistration[] = [
  registerHealthModule,
  registerConfigModule,
  // system administration
  registerTenantModule,
  registerMenuModule,
  registerDictModule,
  registerConstModule,
  registerRoleModule,
  registerOrgModule,
  registerPosModule,
  registerUserModule,
  registerFileModule,
  registerOnlineUserModule,
  registerNoticeModule,
  registerLogModule,
  registerCacheModule,
  registerServerModule,
  registerRegionModule,
  registerJobModule,
  registerBackupModule,
  registerDatabaseModule,
  registerCodeGenModule,
  registerPrintModule,
  registerWorkflowModule,
  registerFormModule,
  registerOpenAccessModule,
  registerPluginModule,
  registerApprovalModule,
  // retail
  registerStockLocationModule,
  registerStockValuationModule,
  registerGoodsCategoryModule,
  registerGoodsSupplierModule,
  registerGoodsModule,
  registerGoodsBarcodeModule,
  registerSaleOrderModule,
  registerSaleParkModule,
  registerStockAdjustModule,
  registerStockTransferModule,
  registerStocktakeModule,
  registerVipModule,
  registerStatisticsModule,
  registerBarcodeStockModule,
  registerSettingsModule,
  registerTillShiftModule,
  registerPurchaseOrderModule,
  registerSupplierReturnModule,
  registerReorderModule,
  // the API docs' sign-in
  registerSwaggerModule,
  // generated modules
  // codegen:modules
];
