import { describe, expect, it } from 'vitest';
import { readPrintLink } from './printLink.ts';

const link = (query: string) => readPrintLink(new URLSearchParams(query));

describe('print links', () => {
  it('name one document of a type, with copies and auto print', () => {
    expect(link('docType=saleReceipt&id=12&auto=1')).toEqual({
      docType: 'saleReceipt',
      ids: [12],
      copies: 1,
      auto: true,
    });
    expect(link('docType=barcodeLabel&ids=3,4,5&copies=2')).toEqual({
      docType: 'barcodeLabel',
      ids: [3, 4, 5],
      copies: 2,
      auto: false,
    });
  });

  it('refuse an unknown type, a missing or bad id, and several documents of a type that prints one', () => {
    expect(link('docType=invoice&id=1')).toBeNull();
    expect(link('docType=saleReceipt')).toBeNull();
    expect(link('docType=saleReceipt&id=-1')).toBeNull();
    expect(link('docType=saleReceipt&id=1.5')).toBeNull();
    expect(link('docType=saleReceipt&id=abc')).toBeNull();
    expect(link('docType=saleReceipt&ids=1,2')).toBeNull();
    expect(link('docType=barcodeLabel&ids=1,,2')).toBeNull();
  });

  it('read copies outside 1–100 as one', () => {
    expect(link('docType=barcodeLabel&ids=1&copies=0')?.copies).toBe(1);
    expect(link('docType=barcodeLabel&ids=1&copies=101')?.copies).toBe(1);
    expect(link('docType=barcodeLabel&ids=1&copies=x')?.copies).toBe(1);
  });
});
