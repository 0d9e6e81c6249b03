import type ExcelJS from 'exceljs';
import { loadExcel } from '../../../platform/excel/load-excel.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Access } from '../../../platform/http/route.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { rawRoute } from '../../../platform/http/raw-route.ts';
import { refuseUnsafeCells } from '../../../platform/http/unsafe-text.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import { type MessageKey, translate } from '../../../platform/i18n/messages.ts';
import { type ColumnKey } from './columns.ts';
import './messages.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Most rows one export or import handles; larger sets are narrowed by filters first. */
export const EXCEL_MAX_ROWS = 10_000;

export interface SheetColumn<T> {
  /** A retail column key, or another module's registered message key. */
  header: ColumnKey | MessageKey;
  width?: number;
  value: (row: T, lang: Language) => string | number | null;
}

/** A workbook with one sheet: a bold header row and one row per item. */
export async function buildSheet<T>(
  name: string,
  columns: SheetColumn<T>[],
  rows: T[],
  lang: Language,
): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns.map((c) => ({ header: translate(lang, c.header), width: c.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row, lang)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Accepts an uploaded workbook as the raw request body (Content-Type: the xlsx type). */
export function installXlsxParser(app: FastifyInstance, bodyLimit: number): void {
  if (app.hasContentTypeParser(XLSX_MIME)) return;
  app.addContentTypeParser(XLSX_MIME, { parseAs: 'buffer', bodyLimit }, (_request, body, done) => {
    done(null, body);
  });
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

interface FileRouteDef<B extends z.ZodType> {
  url: string;
  access: Access;
  summary: string;
  tags: string[];
  body?: B;
  fileName: string;
  handler: (body: z.output<B>, request: FastifyRequest) => Promise<Buffer>;
}

/** A POST route answering an .xlsx attachment instead of the JSON envelope (exports, templates). */
export function fileRoute<B extends z.ZodType = z.ZodUndefined>(
  app: FastifyInstance,
  def: FileRouteDef<B>,
): void {
  rawRoute<B>(app, {
    method: 'POST',
    url: def.url,
    access: def.access,
    summary: def.summary,
    tags: def.tags,
    body: def.body,
    produces: `an .xlsx attachment (${def.fileName})`,
    handler: async ({ body, request, reply }) =>
      reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', `attachment; filename="${def.fileName}"`)
        .send(await def.handler(body, request)),
  });
}
