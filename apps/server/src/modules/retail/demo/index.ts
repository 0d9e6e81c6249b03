import { barcodeServices } from '../goods-barcode/index.ts';
import type { ModuleDeps } from '../../module.ts';
import { saleOrderServices } from '../sale-order/index.ts';
import { DemoSeeder } from './seed.ts';

/** The demo-data filler, built from the same services as the routes. */
export function demoSeeder(deps: ModuleDeps): DemoSeeder {
  const { orders, refunds } = saleOrderServices(deps);
  return new DemoSeeder(deps, barcodeServices(deps).service, orders, refunds);
}
