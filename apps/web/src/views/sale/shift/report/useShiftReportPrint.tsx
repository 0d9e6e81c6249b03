import { tillShiftApi } from '../../../../api/till-shift.ts';
import { PrintPortal } from '../../../../components/retail-docs/PrintPortal.tsx';
import { usePrint } from '../../../../components/retail-docs/usePrint.ts';
import { ShiftReportSheet } from './ShiftReportSheet.tsx';

/** Prints a shift's X (open) or Z (closed) report through the browser's print dialog; render `sheet` in the screen. */
export function useShiftReportPrint() {
  const printing = usePrint(tillShiftApi.print);
  const sheet = printing.data ? (
    <PrintPortal onReady={printing.openDialog}>
      <ShiftReportSheet report={printing.data} />
    </PrintPortal>
  ) : null;
  return { print: printing.print, busy: printing.busy, sheet };
}
