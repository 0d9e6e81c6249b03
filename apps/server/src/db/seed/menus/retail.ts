import { crud, dir, type MenuSeed, menu } from './define.ts';

/**
 * The retail business area (DESIGN.md §6): sales, goods, stock, members and reports. Ids 1320000000xxx; each
 * directory owns a block of 100 and its screens are spaced by 20 so buttons (id = screen id + suffix) fit.
 */

/** Sales. The order list is the landing page after sign-in (spec §4: `/` and `/login` lead to /sale/order). */
export const saleMenus: MenuSeed = dir(1320000000100, 'sale', '/sale', 'ele-ShoppingCart', 1000, [
  menu(
    1320000000120,
    'saleOrder',
    '/sale/order',
    '/sale/order/index',
    'ele-Tickets',
    100,
    [
      [1, 'saleOrder:page', 'query'],
      [2, 'saleOrder:detail', 'detail'],
      [3, 'saleOrder:add', 'add'],
      [4, 'saleOrder:cancel', 'cancel'],
      [5, 'saleOrder:refund', 'refund'],
      [6, 'saleOrder:print', 'print'],
      [7, 'saleOrder:export', 'export'],
      [8, 'saleOrder:return', 'returnNoReceipt'],
      [9, 'saleOrder:approveDiscount', 'approveDiscount'],
    ],
    { isAffix: true },
  ),
  menu(
    1320000000140,
    'saleOrderDetail',
    '/sale/order/detail/:id',
    '/sale/order/detail',
    'ele-Document',
    110,
    [],
    { isHide: true, isKeepAlive: false },
  ),
  menu(1320000000160, 'retailSetting', '/sale/setting', '/sale/setting/index', 'ele-Setting', 120, [
    [1, 'retailSetting:detail', 'detail'],
    [2, 'retailSetting:update', 'edit'],
  ]),
  menu(1320000000180, 'saleShift', '/sale/shift', '/sale/shift/index', 'ele-AlarmClock', 105, [
    [1, 'shift:page', 'query'],
    [2, 'shift:detail', 'detail'],
    [3, 'shift:open', 'shiftOpen'],
    [4, 'shift:close', 'shiftClose'],
    [5, 'shift:cash', 'shiftCash'],
    [6, 'shift:export', 'export'],
    [7, 'shift:print', 'print'],
  ]),
]);

/** The retail settings screen, added after the first release: granted once to existing installations. */
/** The till's return-without-receipt and discount-approval buttons (issue 15), granted once to older installations. */
export const TILL_RULE_BUTTON_IDS = [1320000000128, 1320000000129];

export const RETAIL_SETTING_MENU_IDS = [1320000000160, 1320000000161, 1320000000162];

/** The stock valuation report (issue 17): granted once to older installations (seed/valuation-menu.ts). */
export const VALUATION_MENU_ID = 1320000000640;

/** The button that lets staff work on another location than their own (issue 17), granted once to older installations. */
export const CHOOSE_LOCATION_BUTTON_ID = 1320000000323;

/** The till shift screen (menu 1320000000180 and its buttons), added later: granted once to existing installations. */
export const SHIFT_MENU_ID = 1320000000180;

/** The stocktake screens (issue 17): the list with its buttons and the hidden count screen, granted once to older installations. */
export const STOCKTAKE_MENU_IDS = [1320000000860, 1320000000880];

export const goodsMenus: MenuSeed = dir(1320000000200, 'goods', '/goods', 'ele-Goods', 2000, [
  menu(1320000000220, 'goodsList', '/goods/list', '/goods/list/index', 'ele-Goods', 100, [
    [1, 'goods:page', 'query'],
    [2, 'goods:add', 'add'],
    [3, 'goods:update', 'edit'],
    [4, 'goods:delete', 'delete'],
    [5, 'goods:import', 'import'],
    [6, 'goods:export', 'export'],
    [7, 'goods:setStatus', 'setStatus'],
  ]),
  menu(
    1320000000240,
    'goodsCategory',
    '/goods/category',
    '/goods/category/index',
    'ele-Files',
    110,
    crud('goodsCategory', 'list'),
  ),
  menu(1320000000260, 'goodsSupplier', '/goods/supplier', '/goods/supplier/index', 'ele-Van', 120, [
    ...crud('goodsSupplier'),
    [5, 'goodsSupplier:export', 'export'],
  ]),
  menu(1320000000280, 'goodsBarcode', '/goods/barcode', '/goods/barcode/index', 'ele-PriceTag', 130, [
    ...crud('goodsBarcode'),
    [5, 'goodsBarcode:generate', 'generate'],
    [6, 'goodsBarcode:print', 'print'],
    [7, 'goodsBarcode:export', 'export'],
  ]),
]);

/** The stock transfer screen and its hidden detail page (issue 17), added after the first release. */
export const STOCK_TRANSFER_MENU_ID = 1320000000820;
export const STOCK_TRANSFER_DETAIL_MENU_ID = 1320000000840;

export const stockMenus: MenuSeed = dir(1320000000300, 'stock', '/stock', 'ele-Box', 3000, [
  menu(1320000000320, 'barcodeStock', '/stock/barcode', '/stock/barcode/index', 'ele-Box', 100, [
    [1, 'barcodeStock:page', 'query'],
    [2, 'barcodeStock:export', 'export'],
    [3, 'stockLocation:choose', 'chooseLocation'],
  ]),
  menu(1320000000340, 'barcodeStockLog', '/stock/log', '/stock/log/index', 'ele-List', 110, [
    [1, 'barcodeStockLog:page', 'query'],
    [2, 'barcodeStockLog:export', 'export'],
  ]),
  menu(1320000000360, 'stockAdjust', '/stock/adjust', '/stock/adjust/index', 'ele-Sort', 120, [
    [1, 'stockAdjust:page', 'query'],
    [2, 'stockAdjust:detail', 'detail'],
    [3, 'stockAdjust:add', 'add'],
    [4, 'stockAdjust:update', 'edit'],
    [5, 'stockAdjust:delete', 'delete'],
    [6, 'stockAdjust:confirm', 'confirm'],
    [7, 'stockAdjust:void', 'void'],
    [8, 'stockAdjust:export', 'export'],
    [9, 'stockAdjust:print', 'print'],
  ]),
  menu(
    1320000000380,
    'stockAdjustDetail',
    '/stock/adjust/detail/:id',
    '/stock/adjust/detail',
    'ele-Document',
    130,
    [],
    { isHide: true, isKeepAlive: false },
  ),
  menu(STOCK_TRANSFER_MENU_ID, 'stockTransfer', '/stock/transfer', '/stock/transfer/index', 'ele-Ship', 140, [
    [1, 'stockTransfer:page', 'query'],
    [2, 'stockTransfer:detail', 'detail'],
    [3, 'stockTransfer:add', 'add'],
    [4, 'stockTransfer:update', 'edit'],
    [5, 'stockTransfer:delete', 'delete'],
    [6, 'stockTransfer:ship', 'ship'],
    [7, 'stockTransfer:receive', 'receive'],
    [8, 'stockTransfer:close', 'closeDifference'],
    [9, 'stockTransfer:export', 'export'],
    [10, 'stockTransfer:print', 'print'],
  ]),
  menu(
    STOCK_TRANSFER_DETAIL_MENU_ID,
    'stockTransferDetail',
    '/stock/transfer/detail/:id',
    '/stock/transfer/detail',
    'ele-Document',
    150,
    [],
    { isHide: true, isKeepAlive: false },
  ),
  menu(1320000000860, 'stocktake', '/stock/take', '/stock/take/index', 'ele-Finished', 160, [
    [1, 'stocktake:page', 'query'],
    [2, 'stocktake:detail', 'detail'],
    [3, 'stocktake:add', 'add'],
    [4, 'stocktake:count', 'count'],
    [5, 'stocktake:post', 'post'],
    [6, 'stocktake:cancel', 'cancelStocktake'],
    [7, 'stocktake:export', 'export'],
    [8, 'stocktake:print', 'print'],
  ]),
  menu(
    1320000000880,
    'stocktakeDetail',
    '/stock/take/detail/:id',
    '/stock/take/detail',
    'ele-Document',
    170,
    [],
    { isHide: true, isKeepAlive: false },
  ),
]);

/**
 * Purchasing (issue 17): purchase orders with their receipts, supplier returns and reorder suggestions, between
 * stock and members. Added after the first release: granted once to older installations (seed/purchase-menu.ts).
 */
export const purchaseMenus: MenuSeed = dir(1320000000700, 'purchase', '/purchase', 'ele-Van', 3500, [
  menu(1320000000720, 'purchaseOrder', '/purchase/order', '/purchase/order/index', 'ele-ShoppingBag', 100, [
    [1, 'purchaseOrder:page', 'query'],
    [2, 'purchaseOrder:detail', 'detail'],
    [3, 'purchaseOrder:add', 'add'],
    [4, 'purchaseOrder:update', 'edit'],
    [5, 'purchaseOrder:delete', 'delete'],
    [6, 'purchaseOrder:approve', 'approve'],
    [7, 'purchaseOrder:receive', 'receive'],
    [8, 'purchaseOrder:close', 'closeShort'],
    [9, 'purchaseOrder:cancel', 'cancel'],
    [10, 'purchaseOrder:export', 'export'],
    [11, 'purchaseOrder:print', 'print'],
  ]),
  menu(
    1320000000740,
    'purchaseOrderDetail',
    '/purchase/order/detail/:id',
    '/purchase/order/detail',
    'ele-Document',
    110,
    [],
    { isHide: true, isKeepAlive: false },
  ),
  menu(
    1320000000760,
    'supplierReturn',
    '/purchase/return',
    '/purchase/return/index',
    'ele-RefreshLeft',
    120,
    [
      [1, 'supplierReturn:page', 'query'],
      [2, 'supplierReturn:detail', 'detail'],
      [3, 'supplierReturn:add', 'add'],
      [4, 'supplierReturn:delete', 'delete'],
      [5, 'supplierReturn:confirm', 'confirm'],
      [6, 'supplierReturn:export', 'export'],
      [7, 'supplierReturn:print', 'print'],
    ],
  ),
  menu(1320000000780, 'reorder', '/purchase/reorder', '/purchase/reorder/index', 'ele-Warning', 130, [
    [1, 'reorder:page', 'query'],
    [2, 'reorder:setLevels', 'setLevels'],
    [3, 'reorder:createOrder', 'createOrder'],
    [4, 'reorder:export', 'export'],
  ]),
]);

/** The purchasing directory's id: the one-time grant gives its whole subtree. */
export const PURCHASE_MENU_ID = 1320000000700;

export const vipMenus: MenuSeed = dir(1320000000400, 'vip', '/vip', 'ele-Postcard', 4000, [
  menu(1320000000420, 'vipList', '/vip/list', '/vip/list/index', 'ele-Avatar', 100, [
    [1, 'vip:page', 'query'],
    [2, 'vip:detail', 'detail'],
    [3, 'vip:add', 'add'],
    [4, 'vip:update', 'edit'],
    [5, 'vip:delete', 'delete'],
    [6, 'vip:topUp', 'topUp'],
    [7, 'vip:balanceLog', 'balanceLog'],
    [8, 'vip:export', 'export'],
    [9, 'vip:import', 'import'],
  ]),
]);

/**
 * Reports. Each statistics code sits on the screen that shows it; `statistics:export` (one code, so one button
 * row) sits on the first report screen and gates the export action of every report screen.
 */
export const reportMenus: MenuSeed = dir(1320000000500, 'report', '/report', 'ele-DataAnalysis', 5000, [
  menu(1320000000520, 'reportProduct', '/report/product', '/report/product/index', 'ele-Histogram', 100, [
    [1, 'statistics:product', 'query'],
    [2, 'statistics:export', 'export'],
  ]),
  menu(1320000000540, 'reportSale', '/report/sale', '/report/sale/index', 'ele-DataLine', 110, [
    [1, 'statistics:sale', 'query'],
  ]),
  menu(1320000000560, 'reportCategory', '/report/category', '/report/category/index', 'ele-PieChart', 120, [
    [1, 'statistics:category', 'query'],
  ]),
  menu(1320000000580, 'reportGoodsRank', '/report/goodsRank', '/report/goodsRank/index', 'ele-Trophy', 130, [
    [1, 'statistics:goodsRank', 'query'],
  ]),
  menu(1320000000600, 'reportVipRank', '/report/vipRank', '/report/vipRank/index', 'ele-Medal', 140, [
    [1, 'statistics:vipRank', 'query'],
  ]),
  menu(1320000000620, 'reportChart', '/report/chart', '/report/chart/index', 'ele-TrendCharts', 150),
  menu(
    VALUATION_MENU_ID,
    'reportValuation',
    '/report/valuation',
    '/report/valuation/index',
    'ele-Coin',
    160,
    [
      [1, 'stockValuation:report', 'query'],
      [2, 'stockValuation:export', 'export'],
    ],
  ),
]);

/** The retail trees in display order. */
export const retailMenus: MenuSeed[] = [
  saleMenus,
  goodsMenus,
  stockMenus,
  purchaseMenus,
  vipMenus,
  reportMenus,
];
