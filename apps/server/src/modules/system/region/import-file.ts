import type ExcelJS from 'exceljs';
import { loadExcel } from '../../../platform/excel/load-excel.ts';
import { refuseUnsafeCells } from '../../../platform/http/unsafe-text.ts';
import type { Upload } from '../../../platform/storage/upload.ts';

/** The file types an import reads. */
export const IMPORT_SUFFIXES = ['csv', 'txt', 'xlsx'];

/** One data row of an import file: its 1-based row number and the first three cells. */
export interface ImportRow {
  row: number;
  code: string;
  name: string;
  parentCode: string;
}

/** Splits CSV text into rows of fields (quoted fields with commas, quotes and line breaks supported). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((r) => r.text).join('');
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '');
  return String(value);
}

async function xlsxRows(data: Buffer): Promise<string[][]> {
  const book = new (await loadExcel()).Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row, n) => {
    rows[n - 1] = [1, 2, 3].map((i) => cellText(row.getCell(i).value));
  });
  return Array.from(rows, (r) => r ?? []);
}

/**
 * The rows of an uploaded CSV or Excel file with columns code, name, parent code. A first row whose code cell
 * is not a code (e.g. the header "code" or "编码") is skipped; blank rows are ignored.
 */
export async function readImportRows(
  upload: Upload,
  isCode: (text: string) => boolean,
): Promise<ImportRow[]> {
  const raw =
    upload.suffix === 'xlsx'
      ? await xlsxRows(upload.data)
      : parseCsv(upload.data.toString('utf8').replace(/^\uFEFF/, ''));
  refuseUnsafeCells(raw.map((cells, i) => [i + 1, cells]));
  const rows: ImportRow[] = [];
  raw.forEach((cells, i) => {
    const [code = '', name = '', parentCode = ''] = cells.map((c) => c.trim());
    if (code === '' && name === '' && parentCode === '') return;
    if (i === 0 && !isCode(code)) return;
    rows.push({ row: i + 1, code, name, parentCode });
  });
  return rows;
}
