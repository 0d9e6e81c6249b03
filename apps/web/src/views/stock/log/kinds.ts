import { StockLogKind } from '@retail/contracts';
import type { EnumOption } from '../../../components/display/EnumTag.tsx';
import { i18n, type Messages } from '../../../i18n/index.ts';

const KINDS: Record<StockLogKind, { key: keyof Messages['catalog']['stockLog']['kinds']; color: string }> = {
  [StockLogKind.Receive]: { key: 'receive', color: 'green' },
  [StockLogKind.Issue]: { key: 'issue', color: 'orange' },
  [StockLogKind.Stocktake]: { key: 'stocktake', color: 'blue' },
  [StockLogKind.Sale]: { key: 'sale', color: 'purple' },
  [StockLogKind.SaleCancel]: { key: 'saleCancel', color: 'default' },
  [StockLogKind.SaleRefund]: { key: 'saleRefund', color: 'cyan' },
  [StockLogKind.AdjustVoid]: { key: 'adjustVoid', color: 'red' },
  [StockLogKind.TransferOut]: { key: 'transferOut', color: 'magenta' },
  [StockLogKind.TransferIn]: { key: 'transferIn', color: 'geekblue' },
  [StockLogKind.PurchaseReceipt]: { key: 'purchaseReceipt', color: 'geekblue' },
  [StockLogKind.SupplierReturn]: { key: 'supplierReturn', color: 'magenta' },
};

/** Stock log kinds with their labels and tag colours. */
export function stockLogKindOptions(): Record<number, EnumOption> {
  return Object.fromEntries(
    Object.values(StockLogKind).map((kind) => [
      kind,
      { label: i18n.t(`catalog.stockLog.kinds.${KINDS[kind].key}`), color: KINDS[kind].color },
    ]),
  );
}

/** Where a log entry's source document opens; refunds have no screen of their own. */
export function sourcePath(sourceType: string, sourceId: number): string | null {
  if (sourceType === 'saleOrder') return `/sale/order/detail/${sourceId}`;
  if (sourceType === 'stockAdjust') return `/stock/adjust/detail/${sourceId}`;
  if (sourceType === 'stockTransfer') return `/stock/transfer/detail/${sourceId}`;
  if (sourceType === 'stocktake') return `/stock/take/detail/${sourceId}`;
  return null;
}
