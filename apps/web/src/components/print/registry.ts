import { BalanceKind } from '@retail/contracts';
import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';
import { goodsBarcodeApi } from '../../api/goods-barcode.ts';
import { purchaseOrderApi, supplierReturnApi } from '../../api/purchase.ts';
import { saleOrderApi } from '../../api/sale-order.ts';
import { stockAdjustApi } from '../../api/stock-adjust.ts';
import { stockTransferApi } from '../../api/stock-transfer.ts';
import { stocktakeApi } from '../../api/stocktake.ts';
import { tillShiftApi } from '../../api/till-shift.ts';
import { vipApi } from '../../api/vip.ts';
import { PRINT_SAMPLES } from './samples.ts';

/** A document a preview can be made of. */
export interface PrintPick {
  id: number;
  label: string;
}

/**
 * Where the documents of a type come from: `load` fetches one document's print data through its own print call
 * (under that document's print permission); `loadMany` the many labels of a sheet; `pick` finds real documents
 * by number for a preview; `sample` is a made-up document (an array of labels for a label sheet).
 */
export interface PrintSource {
  load(id: number): Promise<unknown>;
  loadMany?(ids: number[]): Promise<unknown[]>;
  pick(keyword: string): Promise<PrintPick[]>;
  sample: unknown;
}

const PICKS = 10;
const first = { page: 1, pageSize: PICKS };
const keywordOf = (text: string) => text.trim() || null;
const picks = <T extends { id: number; no: string }>(items: T[], extra?: (item: T) => string | null) =>
  items.map((item) => ({ id: item.id, label: [item.no, extra?.(item)].filter(Boolean).join(' · ') }));

/** The refunds of the sales whose number matches (refund slips print per refund). */
async function pickRefunds(keyword: string): Promise<PrintPick[]> {
  const orders = await saleOrderApi.page({ ...first, no: keywordOf(keyword) });
  const refunded = orders.items.filter((order) => order.refundQty > 0).slice(0, 5);
  const details = await Promise.all(refunded.map((order) => saleOrderApi.detail(order.id)));
  return details.flatMap((order) =>
    order.refunds.map((refund) => ({ id: refund.id, label: `${refund.no} · ${order.no}` })),
  );
}

/** The top-ups of the first member the keyword finds (card number, mobile or name). */
async function pickTopUps(keyword: string): Promise<PrintPick[]> {
  const [vip] = keywordOf(keyword) ? await vipApi.lookup(keyword.trim()) : [];
  if (!vip) return [];
  const log = await vipApi.balanceLog({ ...first, vipId: vip.id, kind: BalanceKind.TopUp });
  return log.items.map((row) => ({
    id: row.id,
    label: `${vip.cardNo} ${vip.name} · ${row.amount.toFixed(2)} · ${row.createTime}`,
  }));
}

export const PRINT_SOURCES: Record<PrintDocType, PrintSource> = {
  saleReceipt: {
    load: saleOrderApi.receipt,
    pick: async (keyword) =>
      picks((await saleOrderApi.page({ ...first, no: keywordOf(keyword) })).items, (o) => o.createTime),
    sample: PRINT_SAMPLES.saleReceipt,
  },
  refundSlip: { load: saleOrderApi.refundSlip, pick: pickRefunds, sample: PRINT_SAMPLES.refundSlip },
  shiftReport: {
    load: tillShiftApi.print,
    pick: async (keyword) =>
      picks(
        (await tillShiftApi.page({ ...first, cashier: keywordOf(keyword) })).items,
        (shift) => `${shift.userName ?? ''} ${shift.openTime}`,
      ),
    sample: PRINT_SAMPLES.shiftReport,
  },
  barcodeLabel: {
    load: async (id) => (await goodsBarcodeApi.labels([id]))[0],
    loadMany: goodsBarcodeApi.labels,
    pick: async (keyword) =>
      (await goodsBarcodeApi.page({ ...first, barcode: keywordOf(keyword) })).items.map((item) => ({
        id: item.id,
        label: [item.barcode, item.goodsName, item.color, item.size].filter(Boolean).join(' · '),
      })),
    sample: PRINT_SAMPLES.barcodeLabel,
  },
  stockAdjust: {
    load: stockAdjustApi.print,
    pick: async (keyword) => picks((await stockAdjustApi.page({ ...first, no: keywordOf(keyword) })).items),
    sample: PRINT_SAMPLES.stockAdjust,
  },
  vipTopUp: { load: vipApi.topUpSlip, pick: pickTopUps, sample: PRINT_SAMPLES.vipTopUp },
  stockTransfer: {
    load: stockTransferApi.print,
    pick: async (keyword) => picks((await stockTransferApi.page({ ...first, no: keywordOf(keyword) })).items),
    sample: PRINT_SAMPLES.stockTransfer,
  },
  purchaseOrder: {
    load: purchaseOrderApi.print,
    pick: async (keyword) =>
      picks((await purchaseOrderApi.page({ ...first, no: keywordOf(keyword) })).items, (o) => o.supplierName),
    sample: PRINT_SAMPLES.purchaseOrder,
  },
  supplierReturn: {
    load: supplierReturnApi.print,
    pick: async (keyword) =>
      picks(
        (await supplierReturnApi.page({ ...first, no: keywordOf(keyword) })).items,
        (o) => o.supplierName,
      ),
    sample: PRINT_SAMPLES.supplierReturn,
  },
  stocktake: {
    load: stocktakeApi.print,
    pick: async (keyword) => picks((await stocktakeApi.page({ ...first, no: keywordOf(keyword) })).items),
    sample: PRINT_SAMPLES.stocktake,
  },
};
