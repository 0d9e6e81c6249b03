/** The home screen's tiles: a screen of the mobile area and the button code that lets a user work in it. */
export interface Tile {
  path: string;
  title: `menu.${'mobileBarscan' | 'mobileOrderList' | 'mobileSaleSumm' | 'mobileGoodsSumm' | 'mobileVipSumm' | 'mobileCategorySumm'}`;
  code: string;
}

export const TILES: readonly Tile[] = [
  { path: '/mobile/barscan', title: 'menu.mobileBarscan', code: 'mobile:sell' },
  { path: '/mobile/orderlist', title: 'menu.mobileOrderList', code: 'saleOrder:page' },
  { path: '/mobile/report/salesumm', title: 'menu.mobileSaleSumm', code: 'statistics:sale' },
  { path: '/mobile/report/goodssumm', title: 'menu.mobileGoodsSumm', code: 'statistics:goodsRank' },
  { path: '/mobile/report/vipsumm', title: 'menu.mobileVipSumm', code: 'statistics:vipRank' },
  { path: '/mobile/report/categorysumm', title: 'menu.mobileCategorySumm', code: 'statistics:category' },
];
