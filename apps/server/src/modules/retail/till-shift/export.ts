import type { ShiftFiguresOutput, TillShiftOutput } from '@retail/contracts/api/retail/till-shift';
import type { Language } from '../../../platform/i18n/language.ts';
import { translate } from '../../../platform/i18n/messages.ts';
import { buildSheet } from '../shared/excel.ts';

export interface ShiftSheetRow {
  shift: TillShiftOutput;
  figures: ShiftFiguresOutput;
}

const statusLabel = (lang: Language, status: number) =>
  status === 1 ? translate(lang, 'tillShift.status.1') : translate(lang, 'tillShift.status.2');

/** The filtered shifts with their X/Z figures (yuan), newest first unless sorted otherwise. */
export function tillShiftSheet(rows: ShiftSheetRow[], lang: Language): Promise<Buffer> {
  return buildSheet<ShiftSheetRow>(
    translate(lang, 'tillShift.sheet'),
    [
      { header: 'tillShift.col.no', width: 18, value: (r) => r.shift.no },
      { header: 'col.cashier', value: (r) => r.shift.userName },
      { header: 'col.status', value: (r) => statusLabel(lang, r.shift.status) },
      { header: 'tillShift.col.openTime', width: 20, value: (r) => r.shift.openTime },
      { header: 'tillShift.col.closeTime', width: 20, value: (r) => r.shift.closeTime },
      { header: 'tillShift.col.float', value: (r) => r.figures.floatAmount },
      { header: 'tillShift.col.salesCount', value: (r) => r.figures.salesCount },
      { header: 'tillShift.col.salesAmount', value: (r) => r.figures.salesAmount },
      { header: 'tillShift.col.discount', value: (r) => r.figures.discountAmount },
      { header: 'tillShift.col.refundAmount', value: (r) => r.figures.refundAmount },
      { header: 'tillShift.col.cashSales', value: (r) => r.figures.cashSales },
      { header: 'tillShift.col.paidIn', value: (r) => r.figures.paidIn },
      { header: 'tillShift.col.paidOut', value: (r) => r.figures.paidOut },
      { header: 'tillShift.col.expectedCash', value: (r) => r.figures.expectedCash },
      { header: 'tillShift.col.countedCash', value: (r) => r.figures.countedCash },
      { header: 'tillShift.col.difference', value: (r) => r.figures.difference },
      { header: 'col.remark', width: 24, value: (r) => r.shift.remark },
    ],
    rows,
    lang,
  );
}
