import type { BarcodeLookupOutput } from '@retail/contracts/api/retail/goods-barcode';
import type { RecalledSaleOutput } from '@retail/contracts/api/retail/sale-park';
import type { TFunction } from 'i18next';
import { isOnSale } from '../../api/goods-barcode.ts';

/** A recalled line the till takes back: on sale now, with today's catalogue entry. */
export interface KeptLine {
  item: BarcodeLookupOutput;
  qty: number;
  /** yuan, as parked */
  discount: number;
}

/** A parked line the till could not take back: gone from the catalogue (name null) or no longer on sale. */
export interface LeftOutLine {
  barcode: string;
  name: string | null;
}

/** Both tills' rule for a recalled sale: what is on sale now goes back into the cart, the rest is announced. */
export function splitRecalled(sale: RecalledSaleOutput): { kept: KeptLine[]; leftOut: LeftOutLine[] } {
  const kept: KeptLine[] = [];
  const leftOut: LeftOutLine[] = [];
  for (const line of sale.lines) {
    if (line.item && isOnSale(line.item))
      kept.push({ item: line.item, qty: line.qty, discount: line.discount });
    else leftOut.push({ barcode: line.barcode, name: line.item?.goodsName ?? null });
  }
  return { kept, leftOut };
}

/** Whether the sale had a member who can no longer be put on a sale. */
export const memberGone = (sale: RecalledSaleOutput): boolean => sale.vipId !== null && sale.member === null;

/** The announcement of a line left out of a recalled cart. */
export function leftOutText(t: TFunction, line: LeftOutLine): string {
  return line.name === null
    ? t('park.unknownLeftOut', { barcode: line.barcode })
    : t('park.leftOut', { name: line.name, barcode: line.barcode });
}
