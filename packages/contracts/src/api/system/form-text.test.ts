import { describe, expect, it } from 'vitest';
import { field, staticOptions } from './form-fixtures.test-support.ts';
import { type FormTextContext, formValueText, htmlText } from './form-text.ts';

const context = (lang: FormTextContext['lang']): FormTextContext => ({
  lang,
  dictText: (code, value) =>
    code === 'vip_level' && value === 'gold' ? (lang === 'en' ? 'Gold' : '金卡') : undefined,
  userName: (id) => (id === 7 ? '店长' : undefined),
  orgName: (id) => (id === 3 ? '门店A' : undefined),
  yes: lang === 'en' ? 'Yes' : '是',
  no: lang === 'en' ? 'No' : '否',
});

describe('formValueText', () => {
  it('names options by their label in the language, dictionary items by their name', () => {
    const colours = field('checkbox', 'c', {
      options: {
        source: 'static',
        items: [
          { value: 'r', label: { 'zh-cn': '红', en: 'Red', 'zh-tw': '紅' } },
          { value: 'b', label: { 'zh-cn': '蓝', en: '', 'zh-tw': '藍' } },
        ],
      },
    });
    expect(formValueText(colours, ['r', 'b'], context('en'))).toBe('Red, 蓝');
    expect(formValueText(colours, ['r', 'b'], context('zh-tw'))).toBe('紅、藍');
    const level = field('select', 'l', { options: { source: 'dict', code: 'vip_level' } });
    expect(formValueText(level, 'gold', context('en'))).toBe('Gold');
    expect(formValueText(level, 'gone', context('en'))).toBe('gone');
    expect(formValueText(field('radio', 'r', { options: staticOptions('x') }), 'x', context('en'))).toBe('x');
  });

  it('writes amounts with two decimals, switches, ranges, people, places and files in words', () => {
    const en = context('en');
    expect(formValueText(field('money', 'm'), 12.5, en)).toBe('12.50');
    expect(formValueText(field('switch', 's'), false, en)).toBe('No');
    expect(formValueText(field('dateRange', 'd'), ['2026-03-01', '2026-03-02'], en)).toBe(
      '2026-03-01 ~ 2026-03-02',
    );
    expect(formValueText(field('user', 'u'), 7, en)).toBe('店长');
    expect(formValueText(field('org', 'o', { multiple: true }), [3, 9], en)).toBe('门店A, 9');
    expect(formValueText(field('upload', 'p'), [{ id: 1, name: 'a.png' }], en)).toBe('a.png');
    expect(formValueText(field('text', 't'), undefined, en)).toBe('');
  });

  it('reads a rich text without its markup', () => {
    expect(htmlText('<p>Door&nbsp;<b>broken</b></p><p>a &lt; b</p>')).toBe('Door broken a < b');
  });
});
