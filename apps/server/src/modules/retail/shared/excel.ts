import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { formatTime } from '../../../platform/db/time.ts';
import { contentDisposition } from '../../../platform/http/content-disposition.ts';
import type { Language } from '../../../platform/i18n/language.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Most rows one retail export writes; narrower filters give the rest. */
export const EXPORT_MAX_ROWS = 20_000;

export interface SheetColumn<R> {
  key: keyof R & string;
  header: Record<Language, string>;
  width: number;
}

/** Sends rows as one Excel sheet with headers in the caller's language, named `<time><title>.xlsx`. */
export async function sendSheet<R extends Record<string, unknown>>(
  request: FastifyRequest,
  reply: FastifyReply,
  timeZone: string,
  title: Record<Language, string>,
  columns: SheetColumn<R>[],
  rows: R[],
): Promise<FastifyReply> {
  const workbook = new ExcelJS.Workbook();
  const name = title[request.lang];
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns.map((c) => ({ header: c.header[request.lang], key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  const stamp = formatTime(Date.now(), timeZone).replace(/\D/g, '').slice(0, 12);
  return reply
    .header('content-disposition', contentDisposition('attachment', `${stamp}${name}.xlsx`))
    .header('cache-control', 'no-store')
    .type(XLSX)
    .send(buffer);
}
