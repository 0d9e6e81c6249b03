import type { SellableOutput } from '@retail/contracts/api/retail/goods';
import { goodsBarcodeApi } from '../../api/goods-barcode.ts';

/**
 * The code a picked search result is sold by: its barcode, or for goods without any barcode the default one the
 * server gives it (the goods code when free), so it goes through the scan queue like any scanned code.
 */
export async function codeToSell(entry: SellableOutput): Promise<string> {
  if (entry.barcode !== null) return entry.barcode;
  return (await goodsBarcodeApi.ensureDefault(entry.goodsId)).barcode;
}
