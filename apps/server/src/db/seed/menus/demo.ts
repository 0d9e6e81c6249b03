import { dir, type MenuSeed, menu } from './define.ts';

const hidden = { isHide: true, isKeepAlive: false } as const;

/**
 * Template demo pages (spec §2 "Other"). The chart demos and the printer also exist as the static routes
 * /visualizingDemo1, /visualizingDemo2 and /printer; these entries open the same screens inside the layout.
 * Ids 1350000000xxx; shown last.
 */
export const demoMenus: MenuSeed = dir(1350000000100, 'demo', '/demo', 'ele-MagicStick', 20000, [
  menu(1350000000120, 'demoVisualizing1', '/demo/visualizing1', '/visualizing/demo1', 'ele-DataBoard', 100),
  menu(1350000000140, 'demoVisualizing2', '/demo/visualizing2', '/visualizing/demo2', 'ele-DataBoard', 110),
  menu(1350000000160, 'demoListAdapt', '/demo/listAdapt', '/pages/listAdapt/index', 'ele-Grid', 120),
  menu(1350000000180, 'demoPreview', '/demo/preview', '/pages/preview/index', 'ele-Picture', 130),
  menu(1350000000200, 'demoSteps', '/demo/steps', '/pages/steps/index', 'ele-Finished', 140),
  menu(1350000000220, 'demoTableRules', '/demo/tableRules', '/pages/tableRules/index', 'ele-Memo', 150),
  menu(1350000000240, 'demoTree', '/demo/tree', '/pages/tree/index', 'ele-Operation', 160),
  menu(1350000000260, 'demoWaterfall', '/demo/waterfall', '/pages/waterfall/index', 'ele-Coin', 170),
  menu(1350000000280, 'demoWaves', '/demo/waves', '/pages/waves/index', 'ele-Pointer', 180),
  menu(1350000000300, 'demoParamsCommon', '/demo/params/common', '/params/common/index', 'ele-Link', 190),
  menu(
    1350000000320,
    'demoParamsCommonDetails',
    '/demo/params/common/details',
    '/params/common/details',
    'ele-Document',
    200,
    [],
    hidden,
  ),
  menu(1350000000340, 'demoParamsDynamic', '/demo/params/dynamic', '/params/dynamic/index', 'ele-Link', 210),
  menu(
    1350000000360,
    'demoParamsDynamicDetails',
    '/demo/params/dynamic/:t/:id',
    '/params/dynamic/details',
    'ele-Document',
    220,
    [],
    hidden,
  ),
  menu(1350000000380, 'demoTools', '/demo/tools', '/tools/index', 'ele-Tools', 230),
  menu(1350000000400, 'demoPrinter', '/demo/printer', '/printer/index', 'ele-Printer', 240),
]);
