import type ExcelJS from 'exceljs';
import { loadExcel } from '../../../platform/excel/load-excel.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { refuseUnsafeCells } from '../../../platform/http/unsafe-text.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import { type MessageKey, translate } from '../../../platform/i18n/messages.ts';

/** Most rows one export or import handles; larger sets are narrowed by filters first. */
export const EXCEL_MAX_ROWS = 10_000;

export interface SheetColumn<T> {
  /** the column's header in the caller's language: a retail column key (`col.*`) or another module's key */
  header: MessageKey;
  width?: number;
  value: (row: T, lang: Language) => string | number | null;
}

/** One sheet of a workbook: a bold header row, one row per item, then bold total rows. */
export interface SheetSpec<T> {
  /** the sheet's name in the caller's language */
  name: MessageKey;
  columns: SheetColumn<T>[];
  rows: T[];
  totals?: T[];
}

type SheetWriter = (workbook: ExcelJS.Workbook, lang: Language) => void;

/** A sheet for `buildBook` (each sheet keeps its own row type). */
export function sheet<T>(spec: SheetSpec<T>): SheetWriter {
  return (workbook, lang) => writeSheet(workbook, lang, translate(lang, spec.name), spec);
}

function writeSheet<T>(
  workbook: ExcelJS.Workbook,
  lang: Language,
  name: string,
  spec: Omit<SheetSpec<T>, 'name'>,
): void {
  const ws = workbook.addWorksheet(name.slice(0, 31));
  ws.columns = spec.columns.map((c) => ({ header: translate(lang, c.header), width: c.width ?? 16 }));
  ws.getRow(1).font = { bold: true };
  const cells = (row: T) => spec.columns.map((c) => c.value(row, lang));
  for (const row of spec.rows) ws.addRow(cells(row));
  for (const row of spec.totals ?? []) ws.addRow(cells(row)).font = { bold: true };
}

/** A workbook of several sheets, in order. */
export async function buildBook(sheets: SheetWriter[], lang: Language): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  for (const write of sheets) write(workbook, lang);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A workbook with one sheet, named `name` in every language: a bold header row and one row per item. */
export function buildSheet<T>(
  name: string,
  columns: SheetColumn<T>[],
  rows: T[],
  lang: Language,
): Promise<Buffer> {
  return buildBook([(workbook) => writeSheet(workbook, lang, name, { columns, rows })], lang);
}

/** The cell texts of the first sheet, by row number (1-based, as Excel shows them); empty rows left out. */
export async function readFirstSheet(body: unknown): Promise<Map<number, string[]>> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError(400, 'excel.noFile');
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
  } catch {
    throw new AppError(400, 'excel.unreadable');
  }
  const sheet = workbook.worksheets[0];
  const rows = new Map<number, string[]>();
  if (!sheet) return rows;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) cells.push(cellText(row.getCell(c).value));
    if (cells.some((v) => v !== '')) rows.set(rowNumber, cells);
  });
  if (rows.size > EXCEL_MAX_ROWS + 1) throw new AppError(400, 'excel.tooManyRows', { max: EXCEL_MAX_ROWS });
  refuseUnsafeCells(rows);
  return rows;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text).trim();
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    return '';
  }
  return String(value).trim();
}
