import type {
  StocktakeLineOutput,
  StocktakeOutput,
  StocktakeSummary,
} from '@retail/contracts/api/retail/stocktake';
import type { Language } from '../../../platform/i18n/language.ts';
import { isMessageKey, translate } from '../../../platform/i18n/messages.ts';
import { buildBook, type SheetColumn, sheet } from '../shared/excel.ts';

/** A stocktake code's name (status 1..3, uncounted zero/keep) in the caller's language. */
function label(lang: Language, key: string): string | null {
  return isMessageKey(key) ? translate(lang, key) : null;
}

/** Columns of the stocktake list's export. */
export const STOCKTAKE_COLUMNS: SheetColumn<StocktakeOutput>[] = [
  { header: 'col.no', width: 20, value: (r) => r.no },
  { header: 'col.status', width: 10, value: (r, lang) => label(lang, `stocktake.status.${r.status}`) },
  { header: 'stocktake.col.location', width: 16, value: (r) => r.locationName },
  { header: 'col.category', width: 16, value: (r) => r.categoryName },
  { header: 'stocktake.col.freezeTime', width: 20, value: (r) => r.freezeTime },
  { header: 'stocktake.col.lines', width: 10, value: (r) => r.lineCount },
  { header: 'stocktake.col.counted', width: 10, value: (r) => r.countedCount },
  { header: 'stocktake.col.varianceQty', width: 12, value: (r) => r.totalVarianceQty },
  { header: 'stocktake.col.varianceValue', width: 14, value: (r) => r.totalVarianceValue },
  {
    header: 'stocktake.col.uncounted',
    width: 12,
    value: (r, lang) => (r.uncounted ? label(lang, `stocktake.uncounted.${r.uncounted}`) : null),
  },
  { header: 'stocktake.col.postedUser', width: 12, value: (r) => r.postedUserName },
  { header: 'stocktake.col.postedTime', width: 20, value: (r) => r.postedTime },
  { header: 'col.remark', width: 24, value: (r) => r.remark },
  { header: 'col.creator', width: 12, value: (r) => r.createUserName },
  { header: 'col.createTime', width: 20, value: (r) => r.createTime },
];

/** A variance report row: a line, or the totals (no barcode, the word "total" in its place). */
type ReportRow = Partial<StocktakeLineOutput> & { label?: string };

const LINE_COLUMNS: SheetColumn<ReportRow>[] = [
  { header: 'col.barcode', width: 18, value: (r) => r.label ?? r.barcode ?? null },
  { header: 'col.goodsCode', width: 16, value: (r) => r.goodsCode ?? null },
  { header: 'col.goodsName', width: 24, value: (r) => r.goodsName ?? null },
  { header: 'col.color', width: 10, value: (r) => r.color ?? null },
  { header: 'col.size', width: 10, value: (r) => r.size ?? null },
  { header: 'stocktake.col.bookQty', width: 12, value: (r) => r.bookQty ?? null },
  {
    header: 'stocktake.col.countedQty',
    width: 12,
    value: (r, lang) =>
      r.label !== undefined
        ? (r.countedQty ?? null)
        : (r.countedQty ?? translate(lang, 'stocktake.notCounted')),
  },
  { header: 'stocktake.col.movementQty', width: 14, value: (r) => r.movementQty ?? null },
  { header: 'stocktake.col.varianceQty', width: 12, value: (r) => r.varianceQty ?? null },
  { header: 'stocktake.col.avgCost', width: 12, value: (r) => r.avgCost ?? null },
  { header: 'stocktake.col.varianceValue', width: 14, value: (r) => r.varianceValue ?? null },
];

/**
 * The variance report as a workbook: one row per line (uncounted lines say so), then the totals of the lines
 * shown and the stocktake's totals over every line.
 */
export function varianceReport(
  lines: StocktakeLineOutput[],
  summary: StocktakeSummary,
  lang: Language,
): Promise<Buffer> {
  const sum = (pick: (l: StocktakeLineOutput) => number | null) =>
    lines.reduce((total, l) => total + (pick(l) ?? 0), 0);
  const shown: ReportRow = {
    label: translate(lang, 'col.total'),
    bookQty: sum((l) => l.bookQty),
    countedQty: sum((l) => l.countedQty),
    movementQty: sum((l) => l.movementQty),
    varianceQty: sum((l) => l.varianceQty),
    varianceValue: Math.round(sum((l) => l.varianceValue) * 100) / 100,
  };
  return buildBook(
    [
      sheet<ReportRow>({
        name: 'stocktake.sheet.variance',
        columns: LINE_COLUMNS,
        rows: lines,
        totals: [
          shown,
          {
            label: `${translate(lang, 'stocktake.col.counted')} ${summary.countedCount} / ${summary.lineCount}`,
            varianceQty: summary.varianceQty,
            varianceValue: summary.varianceValue,
          },
        ],
      }),
    ],
    lang,
  );
}
