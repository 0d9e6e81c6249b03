import ExcelJS from 'exceljs';
import type { Upload } from '../../../platform/storage/upload.ts';
import { parseCsv } from '../../system/region/import-file.ts';

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((r) => r.text).join('');
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '');
  return String(value);
}

/** One data row of an uploaded sheet: its 1-based row number in the file and its first cells, trimmed. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/**
 * The data rows of an uploaded .xlsx (first sheet) or CSV file: the first row is the header and is skipped,
 * blank rows are left out, each row gives its first `width` cells as trimmed text.
 */
export async function readSheetRows(upload: Upload, width: number): Promise<SheetRow[]> {
  let raw: string[][];
  if (upload.suffix === 'xlsx') {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(upload.data as unknown as ArrayBuffer);
    raw = [];
    book.worksheets[0]?.eachRow({ includeEmpty: true }, (row, n) => {
      raw[n - 1] = Array.from({ length: width }, (_, i) => cellText(row.getCell(i + 1).value));
    });
    raw = Array.from(raw, (r) => r ?? []);
  } else {
    raw = parseCsv(upload.data.toString('utf8').replace(/^\uFEFF/, ''));
  }
  const rows: SheetRow[] = [];
  raw.forEach((cells, i) => {
    const trimmed = Array.from({ length: width }, (_, c) => (cells[c] ?? '').trim());
    if (i === 0 || trimmed.every((c) => c === '')) return;
    rows.push({ row: i + 1, cells: trimmed });
  });
  return rows;
}
