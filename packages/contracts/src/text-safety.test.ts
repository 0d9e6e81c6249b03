import { describe, expect, it } from 'vitest';
import { findUnsafeText, hasUnsafeText, textPathName } from './text-safety.ts';

describe('hasUnsafeText', () => {
  it('refuses NUL and lone surrogates, accepts paired surrogates and other control characters', () => {
    expect(['a\u0000b', '\uD800', 'x\uDC00', '\uDBFFz', '\uDC00\uD800'].map(hasUnsafeText)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['', 'plain', '中文', '😀', 'tab\tline\n', '\u0001', '\uFFFD'].map(hasUnsafeText)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('findUnsafeText', () => {
  it('names the path of the first unsafe value or key', () => {
    expect(findUnsafeText({ a: 'ok', lines: [{ qty: 1 }, { remark: 'x\u0000' }] })).toEqual([
      'lines',
      1,
      'remark',
    ]);
    expect(findUnsafeText({ 'bad\uD800': 1 })).toEqual(['bad\uD800']);
    expect(findUnsafeText('\u0000')).toEqual([]);
    expect(findUnsafeText({ a: ['ok', 1, null, true], b: { c: '😀' } })).toBeUndefined();
    expect(findUnsafeText(Buffer.from([0, 0xed, 0xa0, 0x80]))).toBeUndefined();
    // parsed query strings and route parameters are objects without Object.prototype
    const query = Object.create(Object.create(null) as object) as Record<string, string>;
    query.keyword = 'a\u0000';
    expect(findUnsafeText(query)).toEqual(['keyword']);
  });

  it('walks any depth without overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(findUnsafeText(deep)?.length).toBe(50_000);
  });
});

describe('textPathName', () => {
  it('joins with dots and escapes unsafe keys', () => {
    expect(textPathName(['lines', 0, 'remark'], 'body')).toBe('lines.0.remark');
    expect(textPathName([], 'body')).toBe('body');
    expect(textPathName(['a\u0000'], 'body')).toBe('a\\u0000');
  });
});
