import { describe, expect, it } from 'vitest';
import {
  PRINT_CATALOGUE,
  PRINT_DOC_TYPES,
  preparePrintData,
  unknownBindings,
  valueAt,
} from './print-catalogue.ts';
import { builtInTemplate, DEFAULT_PRINT_TEMPLATES } from './print-defaults.ts';
import { presetPaperSize, printTemplateSchema } from './print-template.ts';

describe('built-in print templates', () => {
  it.each(DEFAULT_PRINT_TEMPLATES.map((t) => [t.key, t] as const))(
    '%s is a valid template of its type',
    (_, t) => {
      expect(printTemplateSchema.parse(t.template)).toEqual(t.template);
      expect(unknownBindings(t.docType, t.template)).toEqual([]);
    },
  );

  it('every document type has exactly one default, and element ids are unique within a template', () => {
    for (const docType of PRINT_DOC_TYPES) {
      expect(DEFAULT_PRINT_TEMPLATES.filter((t) => t.docType === docType && t.isDefault)).toHaveLength(1);
      expect(builtInTemplate(docType).docType).toBe(docType);
    }
    for (const { template } of DEFAULT_PRINT_TEMPLATES) {
      const ids = [
        ...template.header.elements,
        ...template.summary.elements,
        ...template.footer.elements,
      ].map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('a binding outside the catalogue is reported where it is', () => {
    const template = structuredClone(builtInTemplate('saleReceipt').template);
    const first = template.header.elements[0]!;
    if (first.type !== 'field') throw new Error('the receipt starts with a field');
    first.binding = 'password';
    template.detail!.columns[0]!.binding = 'secret';
    expect(unknownBindings('saleReceipt', template)).toEqual([
      { where: 'header.elements.0.binding', path: 'password' },
      { where: 'detail.columns.0.binding', path: 'lines.secret' },
    ]);
    template.detail!.binding = 'refunds';
    expect(unknownBindings('saleReceipt', template).map((u) => u.where)).toContain('detail.binding');
  });
});

describe('print data', () => {
  it('adds the derived fields: variant, discount, sale payments, credit, print time and title', () => {
    const receipt = preparePrintData(
      'saleReceipt',
      {
        lineDiscount: 0.1,
        orderDiscount: 0.2,
        lines: [
          { color: '红', size: 'M' },
          { color: null, size: 'L' },
          { color: null, size: null },
        ],
        payments: [
          { method: 1, amount: 5, refundId: null },
          { method: 1, amount: -1, refundId: 9 },
        ],
      },
      '2026-11-28 10:00:00',
    );
    expect(receipt.discount).toBe(0.3);
    expect(valueAt(receipt, 'printTime')).toBe('2026-11-28 10:00:00');
    expect(receipt.docTitle).toBe('saleReceipt');
    expect((receipt.lines as { variant: string | null }[]).map((l) => l.variant)).toEqual([
      '红/M',
      'L',
      null,
    ]);
    expect(receipt.salePayments).toEqual([{ method: 1, amount: 5, refundId: null }]);
    expect(preparePrintData('vipTopUp', { amount: 100, bonus: 20.05 }, '').credited).toBe(120.05);
    expect(valueAt({ a: { b: 2 } }, 'a.b')).toBe(2);
    expect(valueAt({ a: null }, 'a.b')).toBeUndefined();
  });

  it('every catalogue names its print permission', () => {
    for (const docType of PRINT_DOC_TYPES) expect(PRINT_CATALOGUE[docType].permission).toMatch(/^\w+:\w+$/);
  });
});

describe('paper presets', () => {
  it('have their true sizes, landscape swapped, rolls continuous', () => {
    expect(presetPaperSize('A4', 'portrait')).toEqual({ widthMm: 210, heightMm: 297 });
    expect(presetPaperSize('A4', 'landscape')).toEqual({ widthMm: 297, heightMm: 210 });
    expect(presetPaperSize('A5', 'landscape')).toEqual({ widthMm: 210, heightMm: 148 });
    expect(presetPaperSize('B5', 'portrait')).toEqual({ widthMm: 176, heightMm: 250 });
    expect(presetPaperSize('roll80', 'landscape')).toEqual({ widthMm: 80, heightMm: null });
  });
});
