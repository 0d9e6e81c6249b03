/** The menu title key (spec §2 mobile routes, menu texts) of each mobile screen, by path. */
export const MOBILE_TITLES = {
  '/mobile': 'menu.mobileHome',
  '/mobile/barscan': 'menu.mobileBarscan',
  '/mobile/orderlist': 'menu.mobileOrderList',
  '/mobile/report/salesumm': 'menu.mobileSaleSumm',
  '/mobile/report/goodssumm': 'menu.mobileGoodsSumm',
  '/mobile/report/vipsumm': 'menu.mobileVipSumm',
  '/mobile/report/categorysumm': 'menu.mobileCategorySumm',
} as const;

export type MobilePath = keyof typeof MOBILE_TITLES;

export function mobileTitle(pathname: string): (typeof MOBILE_TITLES)[MobilePath] | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return MOBILE_TITLES[path as MobilePath];
}
