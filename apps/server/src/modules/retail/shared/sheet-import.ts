import type { ImportResult } from '@retail/contracts/api/retail/goods';
import type { ZodError, ZodType } from 'zod';
import { describeValidation } from '../../../platform/http/error-handler.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import type { MessageKey } from '../../../platform/i18n/messages.ts';
import { buildSheet, readFirstSheet } from './excel.ts';

/** How a cell's text becomes an input value: kept as text, or read as a number, a yes/no, a date or a time. */
export type CellKind = 'text' | 'number' | 'boolean' | 'date' | 'datetime';

/** A column of an import template: the add input's field, its header and how its cells read. */
export interface ImportColumn {
  key: string;
  header: MessageKey;
  kind?: CellKind;
}

const YES = new Set(['1', 'true', 'yes', 'y', '是', '启用', '啟用']);
const NO = new Set(['0', 'false', 'no', 'n', '否', '停用']);

/** A cell's input value; what cannot be read is passed on as text, for the schema to refuse by the field's name. */
export function cellValue(kind: CellKind, text: string): unknown {
  switch (kind) {
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
    case 'boolean': {
      const word = text.toLowerCase();
      return YES.has(word) ? true : NO.has(word) ? false : text;
    }
    // a date cell comes as an ISO time (cellText); a typed one stays as typed
    case 'date':
      return /^\d{4}-\d{2}-\d{2}T/.test(text) ? text.slice(0, 10) : text;
    case 'datetime':
      return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/.test(text) ? text.slice(0, 19).replace('T', ' ') : text;
    case 'text':
      return text;
  }
}

/** The empty template: one bold header row in the caller's language. */
export function importTemplate(
  name: string,
  columns: readonly ImportColumn[],
  lang: Language,
): Promise<Buffer> {
  return buildSheet(
    name,
    columns.map((c) => ({ header: c.header, width: 16, value: () => null })),
    [],
    lang,
  );
}

function describe(error: ZodError, lang: Language, input: unknown): string {
  const items = error.issues.map((issue) => ({
    instancePath: `/${issue.path.join('/')}`,
    keyword: issue.code,
    message: issue.message,
    params: issue as unknown as Record<string, unknown>,
  }));
  return describeValidation(items, lang, undefined, input);
}

/**
 * Adds the rows of a template sheet (a header row, then one row per record, cells in the columns' order) one
 * by one through the same schema and rules as `add`: each refused row is reported with its Excel row number
 * and reason and never stops the others.
 */
export async function importSheet<T>(
  body: unknown,
  columns: readonly ImportColumn[],
  schema: ZodType<T>,
  add: (input: T) => Promise<unknown>,
  lang: Language,
  /** a reference column's rows by the text they show: a cell naming one becomes its id */
  named: Record<string, Map<string, number>> = {},
): Promise<ImportResult> {
  const sheet = await readFirstSheet(body);
  const [, ...dataRows] = [...sheet.keys()].sort((a, b) => a - b);
  const report: ImportResult = { total: dataRows.length, imported: 0, failed: [] };
  for (const row of dataRows) {
    const cells = sheet.get(row) as string[];
    const record: Record<string, unknown> = {};
    columns.forEach(({ key, kind = 'text' }, i) => {
      const text = (cells[i] ?? '').trim();
      if (text !== '') record[key] = named[key]?.get(text) ?? cellValue(kind, text);
    });
    const parsed = schema.safeParse(record);
    if (!parsed.success) {
      report.failed.push({ row, reason: describe(parsed.error, lang, record) });
      continue;
    }
    try {
      await add(parsed.data);
      report.imported++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      report.failed.push({ row, reason: error.textIn(lang) });
    }
  }
  return report;
}
