import { describe, expect, it } from 'vitest';
import { pageTitle, tagsViewNameText } from './title.ts';

describe('page title (spec §2)', () => {
  it('is the translated route title followed by the global title', () => {
    expect(pageTitle('商品管理', null, '零售后台', 'zh-cn')).toBe('商品管理 - 零售后台');
    expect(pageTitle(null, null, 'Retail', 'en')).toBe('Retail');
  });

  it('prefers a plain tag name from the query or params', () => {
    expect(pageTitle('Goods', 'Order 42', 'Retail', 'en')).toBe('Order 42 - Retail');
  });

  it('picks the current language of a JSON tag name, falling back to zh-cn', () => {
    const name = JSON.stringify({ 'zh-cn': '订单', en: 'Order', 'zh-tw': '訂單' });
    expect(pageTitle('x', name, 'T', 'en')).toBe('Order - T');
    expect(pageTitle('x', name, 'T', 'zh-tw')).toBe('訂單 - T');
    expect(tagsViewNameText(JSON.stringify({ 'zh-cn': '订单' }), 'en')).toBe('订单');
  });

  it('treats other JSON or blank names as plain text or none', () => {
    expect(tagsViewNameText('{"a":1}', 'en')).toBe('{"a":1}');
    expect(tagsViewNameText('{broken', 'en')).toBe('{broken');
    expect(tagsViewNameText('  ', 'en')).toBeNull();
    expect(pageTitle('Goods', '', 'T', 'en')).toBe('Goods - T');
  });
});
