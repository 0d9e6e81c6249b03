import { describe, expect, it } from 'vitest';
import { fileNameOf } from './transfer.ts';

describe('fileNameOf', () => {
  it('prefers the RFC 5987 name and decodes it', () => {
    expect(
      fileNameOf(`attachment; filename="goods.xlsx"; filename*=UTF-8''%E5%95%86%E5%93%81.xlsx`, 'x'),
    ).toBe('商品.xlsx');
  });
  it('falls back to the plain name, then to the fallback', () => {
    expect(fileNameOf('attachment; filename="orders.xlsx"', 'x')).toBe('orders.xlsx');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A; filename="a.xlsx"`, 'x')).toBe('a.xlsx');
    expect(fileNameOf(null, 'export.xlsx')).toBe('export.xlsx');
    expect(fileNameOf('attachment', 'export.xlsx')).toBe('export.xlsx');
  });
});
