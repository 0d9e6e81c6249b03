import { describe, expect, it } from 'vitest';
import { tagsViewNameText } from '../../app/title.ts';
import { commonDetailsLink, dynamicDetailsLink, tagsViewNameValue } from './links.ts';

const testPage = { kind: 'i18n', names: { 'zh-cn': '测试用', en: 'test page', 'zh-tw': '測試用' } } as const;
const tagOf = (link: string) => new URL(link, 'http://shop.test').searchParams.get('tagsViewName');

describe('params page links', () => {
  it('carry the JSON tag name the title rule picks per language', () => {
    const link = commonDetailsLink('7', testPage);
    expect(link.startsWith('/demo/params/common/details?id=7&tagsViewName=')).toBe(true);
    expect(tagsViewNameText(tagOf(link), 'zh-cn')).toBe('测试用');
    expect(tagsViewNameText(tagOf(link), 'en')).toBe('test page');
    expect(tagsViewNameText(tagOf(link), 'zh-tw')).toBe('測試用');
  });

  it('carry a plain tag name as it is, and none when it is empty', () => {
    expect(tagsViewNameText(tagOf(commonDetailsLink('1', { kind: 'plain', text: ' 盘点单 ' })), 'en')).toBe(
      '盘点单',
    );
    expect(commonDetailsLink(' 1 ', { kind: 'plain', text: '  ' })).toBe('/demo/params/common/details?id=1');
    expect(tagsViewNameValue({ kind: 'i18n', names: { 'zh-cn': '', en: ' ' } })).toBeUndefined();
  });

  it('leave out the languages not given, so the rule falls back to zh-cn', () => {
    const value = tagsViewNameValue({ kind: 'i18n', names: { 'zh-cn': '测试用', en: '' } });
    expect(value).toBe('{"zh-cn":"测试用"}');
    expect(tagsViewNameText(value, 'en')).toBe('测试用');
  });

  it('put t and id in the dynamic path, each segment encoded, and the tag name in the query', () => {
    const link = dynamicDetailsLink('vue', '42', testPage);
    expect(link.split('?')[0]).toBe('/demo/params/dynamic/vue/42');
    expect(tagsViewNameText(tagOf(link), 'en')).toBe('test page');
    expect(dynamicDetailsLink('a/b c', '1?', { kind: 'plain', text: '' })).toBe(
      '/demo/params/dynamic/a%2Fb%20c/1%3F',
    );
  });
});
