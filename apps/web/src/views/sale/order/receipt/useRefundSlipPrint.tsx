import { saleOrderApi } from '../../../../api/sale-order.ts';
import { PrintPortal } from '../../../../components/retail-docs/PrintPortal.tsx';
import { usePrint } from '../../../../components/retail-docs/usePrint.ts';
import { RefundSlipSheet } from './RefundSlipSheet.tsx';

/** Prints a refund's slip (print(refundId)) through the browser's print dialog; render `sheet` in the screen. */
export function useRefundSlipPrint() {
  const printing = usePrint(saleOrderApi.refundSlip);
  const sheet = printing.data ? (
    <PrintPortal onReady={printing.openDialog}>
      <RefundSlipSheet slip={printing.data} />
    </PrintPortal>
  ) : null;
  return { print: printing.print, busy: printing.busy, sheet };
}
