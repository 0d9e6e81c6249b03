import { describe, expect, it } from 'vitest';
import { isBlankHtml, isWebLink } from './commands.ts';

describe('editor helpers', () => {
  it('treats markup without text or images as blank', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml('<div>&nbsp; </div>')).toBe(true);
    expect(isBlankHtml('<p>hi</p>')).toBe(false);
    expect(isBlankHtml('<p><img src="/a.png"></p>')).toBe(false);
  });
  it('accepts only http and https links', () => {
    expect(isWebLink('https://example.com/a')).toBe(true);
    expect(isWebLink('http://x.cn')).toBe(true);
    expect(isWebLink('javascript:alert(1)')).toBe(false);
    expect(isWebLink('ftp://x')).toBe(false);
  });
});
