import {
  PRINT_CATALOGUE,
  PRINT_DOC_TYPES,
  preparePrintData,
  type PrintDocType,
  valueAt,
} from '@retail/contracts/api/system/print-catalogue';
import { describe, expect, it } from 'vitest';
import { print as en } from '../../i18n/print/en.ts';
import { print as zhCn } from '../../i18n/print/zh-cn.ts';
import { print as zhTw } from '../../i18n/print/zh-tw.ts';
import { fieldLabelKeys, formatPrintValue, type PrintWords, tableLabelKey } from './format.ts';
import { PRINT_SAMPLES } from './samples.ts';

const words: PrintWords = {
  enumLabel: (kind, code) => (kind === 'payMethod' && code === 1 ? '现金' : undefined),
  docTypeName: (docType) => `«${docType}»`,
};

describe('formatPrintValue', () => {
  it('writes money with two decimals, with ¥, or in Chinese capitals', () => {
    expect(formatPrintValue(12.5, 'money', null, words)).toBe('12.50');
    expect(formatPrintValue(-3, 'money', null, words)).toBe('-3.00');
    expect(formatPrintValue(12.5, 'money', 'moneySymbol', words)).toBe('¥12.50');
    expect(formatPrintValue(-0.5, 'money', 'moneySymbol', words)).toBe('-¥0.50');
    expect(formatPrintValue(1234.05, 'money', 'cnAmount', words)).toBe('壹仟贰佰叁拾肆元零伍分');
    expect(formatPrintValue(-10, 'money', 'cnAmount', words)).toBe('负壹拾元整');
    expect(formatPrintValue(7, 'number', 'money', words)).toBe('7.00');
  });

  it('writes times and dates as the app does', () => {
    expect(formatPrintValue('2026-03-18 14:32:05', 'datetime', null, words)).toBe('2026-03-18 14:32:05');
    expect(formatPrintValue('2026-03-18 14:32:05', 'datetime', 'date', words)).toBe('2026-03-18');
    expect(formatPrintValue('2026-03-25', 'date', null, words)).toBe('2026-03-25');
    expect(formatPrintValue('2026-03-25', 'date', 'datetime', words)).toBe('2026-03-25');
  });

  it('writes enumerations by their names and the document title as its type name', () => {
    expect(formatPrintValue(1, 'payMethod', null, words)).toBe('现金');
    expect(formatPrintValue(9, 'payMethod', null, words)).toBe('9');
    expect(formatPrintValue('stockAdjust', 'docTitle', null, words)).toBe('«stockAdjust»');
  });

  it('writes a missing value as nothing and an unformattable one as it is', () => {
    for (const missing of [null, undefined, ''])
      expect(formatPrintValue(missing, 'money', 'moneySymbol', words)).toBe('');
    expect(formatPrintValue('n/a', 'money', null, words)).toBe('n/a');
    expect(formatPrintValue({ a: 1 }, 'text', null, words)).toBe('');
    expect(formatPrintValue(42, 'number', null, words)).toBe('42');
  });
});

type Messages = Record<string, unknown>;
const lookup = (messages: Messages, key: string) => valueAt({ print: messages }, key);
const resolves = (messages: Messages, keys: string[]) =>
  keys.some((key) => typeof lookup(messages, key) === 'string' && (lookup(messages, key) as string).trim());

describe('field labels', () => {
  const languages = { 'zh-cn': zhCn, en, 'zh-tw': zhTw } as Record<string, Messages>;

  it.each(Object.keys(languages))('every catalogue path of every type has a label in %s', (language) => {
    const messages = languages[language]!;
    const missing: string[] = [];
    for (const docType of PRINT_DOC_TYPES) {
      const def = PRINT_CATALOGUE[docType];
      const paths = [
        ...Object.keys(def.fields),
        ...Object.entries(def.tables).flatMap(([table, columns]) =>
          Object.keys(columns).map((column) => `${table}.${column}`),
        ),
      ];
      for (const path of paths)
        if (!resolves(messages, fieldLabelKeys(docType, path))) missing.push(`${docType}: ${path}`);
      for (const table of Object.keys(def.tables))
        if (!resolves(messages, [tableLabelKey(table)])) missing.push(`${docType}: table ${table}`);
      if (!resolves(messages, [`print.docType.${docType}`])) missing.push(`${docType}: name`);
    }
    expect(missing).toEqual([]);
  });

  it('prefers a type’s own wording, and a column’s, over the shared label', () => {
    expect(fieldLabelKeys('saleReceipt', 'amount')[0]).toBe('print.docField.saleReceipt.amount');
    expect(lookup(zhCn, fieldLabelKeys('saleReceipt', 'amount')[0]!)).toBe('应付');
    expect(fieldLabelKeys('saleReceipt', 'lines.amount')).toEqual([
      'print.column.amount',
      'print.field.amount',
    ]);
    expect(fieldLabelKeys('shiftReport', 'figures.netSales')[1]).toBe('print.field.figures.netSales');
    expect(fieldLabelKeys('shiftReport', 'figures.byMethod.net')).toEqual([
      'print.column.net',
      'print.field.net',
    ]);
  });
});

/** Catalogue paths the type's print call does not answer (a stocktake line has counted, not ordered, quantities). */
const NOT_IN_DATA: Partial<Record<PrintDocType, string[]>> = { stocktake: ['lines.qty'] };

describe('sample documents', () => {
  it.each(PRINT_DOC_TYPES)('%s has a value for every field of its catalogue', (docType: PrintDocType) => {
    const raw = PRINT_SAMPLES[docType];
    const documents = (Array.isArray(raw) ? raw : [raw]).map((item) =>
      preparePrintData(docType, item, '2026-03-18 18:00:00'),
    );
    const def = PRINT_CATALOGUE[docType];
    for (const data of documents) {
      for (const path of Object.keys(def.fields)) expect(valueAt(data, path), path).not.toBeUndefined();
      for (const [table, columns] of Object.entries(def.tables)) {
        const rows = valueAt(data, table);
        expect(Array.isArray(rows) && rows.length > 0, table).toBe(true);
        for (const column of Object.keys(columns)) {
          if (NOT_IN_DATA[docType]?.includes(`${table}.${column}`)) continue;
          expect(
            (rows as Record<string, unknown>[]).some((row) => row[column] !== undefined),
            `${table}.${column}`,
          ).toBe(true);
        }
      }
    }
  });
});
