import { dir, type MenuSeed, menu } from './define.ts';

const hidden = { isHide: true } as const;

/**
 * The mobile area (spec §2 static routes /mobile...). Hidden from the desktop menu but granted, so a role decides
 * who may open it; its screens render inside `MobileLayout`, not the desktop `Layout`. The home screen is the
 * directory's index route: it shares the path `/mobile`. Ids 1330000000xxx.
 */
export const mobileMenus: MenuSeed = {
  ...dir(
    1330000000100,
    'mobile',
    '/mobile',
    'ele-Cellphone',
    6000,
    [
      menu(1330000000120, 'mobileHome', '/mobile', '/mobile/index', 'ele-HomeFilled', 100, [], hidden),
      menu(
        1330000000140,
        'mobileBarscan',
        '/mobile/barscan',
        '/mobile/barscan/index',
        'ele-Camera',
        110,
        [[1, 'mobile:sell', 'sell']],
        hidden,
      ),
      menu(
        1330000000160,
        'mobileOrderList',
        '/mobile/orderlist',
        '/mobile/orderlist/index',
        'ele-Tickets',
        120,
        [],
        hidden,
      ),
      menu(
        1330000000180,
        'mobileSaleSumm',
        '/mobile/report/salesumm',
        '/mobile/report/salesumm/index',
        'ele-DataLine',
        130,
        [],
        hidden,
      ),
      menu(
        1330000000200,
        'mobileGoodsSumm',
        '/mobile/report/goodssumm',
        '/mobile/report/goodssumm/index',
        'ele-Trophy',
        140,
        [],
        hidden,
      ),
      menu(
        1330000000220,
        'mobileVipSumm',
        '/mobile/report/vipsumm',
        '/mobile/report/vipsumm/index',
        'ele-Medal',
        150,
        [],
        hidden,
      ),
      menu(
        1330000000240,
        'mobileCategorySumm',
        '/mobile/report/categorysumm',
        '/mobile/report/categorysumm/index',
        'ele-PieChart',
        160,
        [],
        hidden,
      ),
    ],
    hidden,
  ),
  component: 'MobileLayout',
};
