import { saleOrderApi } from '../../../../api/sale-order.ts';
import { PrintPortal } from '../../../../components/retail-docs/PrintPortal.tsx';
import { usePrint } from '../../../../components/retail-docs/usePrint.ts';
import { ReceiptSheet } from './ReceiptSheet.tsx';

/** Prints an order's receipt through the browser's print dialog; render `sheet` somewhere in the screen. */
export function useReceiptPrint() {
  const printing = usePrint(saleOrderApi.receipt);
  const sheet = printing.data ? (
    <PrintPortal onReady={printing.openDialog}>
      <ReceiptSheet receipt={printing.data} />
    </PrintPortal>
  ) : null;
  return { print: printing.print, busy: printing.busy, sheet };
}
