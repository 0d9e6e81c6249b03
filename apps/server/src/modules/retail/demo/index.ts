import { barcodeService } from '../barcode/index.ts';
import type { RetailModuleDeps } from '../index.ts';
import { saleOrderServices } from '../sale-order/index.ts';
import { DemoSeeder } from './seed.ts';

/** The demo-data filler, built from the same services as the routes. */
export function demoSeeder(deps: RetailModuleDeps): DemoSeeder {
  const { orders, refunds } = saleOrderServices(deps);
  return new DemoSeeder(deps, barcodeService(deps), orders, refunds);
}
