import { describe, expect, it } from 'vitest';
import { dictItemText } from './dict-text.ts';

describe('dictionary item text', () => {
  const store = { value: '门店', label: 'Store', extData: '{"zh-tw":"門市"}' };

  it('names an item in each of the three languages', () => {
    expect(dictItemText(store, 'zh-cn')).toBe('门店');
    expect(dictItemText(store, 'en')).toBe('Store');
    expect(dictItemText(store, 'zh-tw')).toBe('門市');
  });

  it('falls back to the value without a label or a traditional text, or with broken extData', () => {
    expect(dictItemText({ value: '仓库', label: null }, 'en')).toBe('仓库');
    expect(dictItemText({ value: '仓库', label: 'Warehouse', extData: 'not json' }, 'zh-tw')).toBe('仓库');
    expect(dictItemText({ value: '金卡', label: 'Gold', extData: '{"discountPercent":90}' }, 'zh-tw')).toBe(
      '金卡',
    );
  });
});
