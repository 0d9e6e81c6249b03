import { amountInChineseCapitals } from '@retail/contracts';
import {
  PRINT_CATALOGUE,
  PRINT_ENUMS,
  type PrintDocType,
  type PrintEnum,
  type PrintFieldKind,
} from '@retail/contracts/api/system/print-catalogue';
import type { PrintFormat } from '@retail/contracts/api/system/print-template';
import { dateTimeText, yuanText } from '../display/format.ts';

/** The words a printed value may need in the reader's language. */
export interface PrintWords {
  enumLabel(kind: PrintEnum, code: number): string | undefined;
  docTypeName(docType: PrintDocType): string;
}

const isEnum = (kind: PrintFieldKind | undefined): kind is PrintEnum =>
  (PRINT_ENUMS as readonly string[]).includes(kind ?? '');
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The format a value is written in: the element's, else the one of its field's kind. */
export function effectiveFormat(kind: PrintFieldKind | undefined, format: PrintFormat | null): PrintFormat {
  if (format) return format;
  if (kind === 'money' || kind === 'datetime' || kind === 'date') return kind;
  return 'plain';
}

function moneyText(value: unknown, format: 'money' | 'moneySymbol' | 'cnAmount'): string {
  if (typeof value !== 'number' && typeof value !== 'string') return '';
  const text = yuanText(value);
  if (!/^-?\d+\.\d\d$/.test(text)) return String(value);
  const negative = text.startsWith('-');
  const magnitude = negative ? text.slice(1) : text;
  if (format === 'money') return text;
  if (format === 'moneySymbol') return `${negative ? '-' : ''}¥${magnitude}`;
  return `${negative ? '负' : ''}${amountInChineseCapitals(magnitude)}`;
}

function dateText(value: unknown, withTime: boolean): string {
  if (typeof value !== 'string') return value === null || value === undefined ? '' : String(value);
  if (DATE_ONLY.test(value)) return value;
  const text = dateTimeText(value);
  return withTime ? text : text.slice(0, 10);
}

/**
 * A value as printed: money with two decimals (or ¥, or in Chinese capitals), dates as yyyy-MM-dd, times as
 * yyyy-MM-dd HH:mm:ss, enumerations and the document title by their names; '' for a missing value.
 */
export function formatPrintValue(
  value: unknown,
  kind: PrintFieldKind | undefined,
  format: PrintFormat | null,
  words: PrintWords,
): string {
  if (value === null || value === undefined || value === '') return '';
  const shown = effectiveFormat(kind, format);
  if (shown === 'plain') {
    if (kind === 'docTitle' && typeof value === 'string' && value in PRINT_CATALOGUE)
      return words.docTypeName(value as PrintDocType);
    if (isEnum(kind) && typeof value === 'number') return words.enumLabel(kind, value) ?? String(value);
    return typeof value === 'object' ? '' : String(value);
  }
  if (shown === 'date' || shown === 'datetime') return dateText(value, shown === 'datetime');
  return moneyText(value, shown);
}

/**
 * The message keys of a field's label, the first one that exists wins: a top-level field of a type may have its
 * own wording (`print.docField.<type>.<path>`) over the shared one (`print.field.<path>`); a table column
 * (`lines.qty`) is `print.column.<column>`, else the shared field label.
 */
export function fieldLabelKeys(docType: PrintDocType, path: string): string[] {
  const def = PRINT_CATALOGUE[docType];
  if (!(path in def.fields)) {
    const table = Object.keys(def.tables).find((name) => path.startsWith(`${name}.`));
    if (table) {
      const column = path.slice(table.length + 1);
      return [`print.column.${column}`, `print.field.${column}`];
    }
  }
  return [`print.docField.${docType}.${path}`, `print.field.${path}`];
}

/** The message key of a line array's name (`print.table.lines`). */
export const tableLabelKey = (table: string) => `print.table.${table}`;
