import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook with one sheet of the given rows (first row: headers). */
export async function makeXlsx(rows: Array<Array<string | number | null>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of the first sheet as plain values. */
export async function readXlsx(file: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** POSTs a JSON body to a file route and returns the .xlsx it answers. */
export async function downloadXlsx(
  app: FastifyInstance,
  url: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<Buffer> {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toContain(XLSX_MIME);
  return res.rawPayload;
}

/** Uploads a workbook as the raw body; returns the enveloped answer. */
export async function uploadXlsx(
  app: FastifyInstance,
  url: string,
  file: Buffer,
  headers: Record<string, string>,
) {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': XLSX_MIME },
    payload: file,
  });
  return res.json<{ code: number; message: string | null; result: unknown }>();
}

/** Every sheet of a workbook: its name and rows as plain values. */
export async function readXlsxSheets(file: Buffer): Promise<Array<{ name: string; rows: unknown[][] }>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: sheet.name, rows };
  });
}
