import { describe, expect, it } from 'vitest';
import { describeValidation } from '../../src/platform/http/error-handler.ts';
import { AppError } from '../../src/platform/http/errors.ts';
import { catalogue, catalogueParts } from '../../src/platform/i18n/catalogue.ts';
import { LANGUAGES } from '../../src/platform/i18n/language.ts';
import { isMessageKey, translate } from '../../src/platform/i18n/messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogue', () => {
  it('holds every key of every module catalogue, each defined once', () => {
    const keys = catalogueParts.flatMap((part) => Object.keys(part));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(catalogue).length).toBe(keys.length);
  });

  it('has a text in every language, all with the same placeholders', () => {
    const faulty = Object.entries(catalogue).filter(([, texts]) =>
      LANGUAGES.some(
        (lang) =>
          texts[lang].trim() === '' || placeholders(texts[lang]).join() !== placeholders(texts.en).join(),
      ),
    );
    expect(faulty.map(([key]) => key)).toEqual([]);
  });
});

describe('translate', () => {
  it('fills the placeholders in the language asked for', () => {
    expect(translate('en', 'record.duplicate', { field: 'code', value: 'A1' })).toBe(
      "code 'A1' already exists",
    );
    expect(translate('zh-tw', 'record.duplicate', { field: '編碼', value: 'A1' })).toBe('編碼「A1」已存在');
  });

  it('gives an AppError its text once the language is known', () => {
    const error = new AppError(400, 'paging.unknownSortField', { field: 'x', allowed: 'id, name' });
    expect(error.textIn('en')).toBe("field: cannot sort by 'x'; allowed: id, name");
    expect(error.reason).toBe('paging.unknownSortField');
  });

  it('tells keys from other texts, for keys made from stored codes', () => {
    expect(isMessageKey('enum.payMethod.1')).toBe(true);
    expect(isMessageKey('enum.payMethod.9')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
  });

  it('translates a §5 rule key given as a zod message', () => {
    const items = [{ instancePath: '/phone', keyword: 'custom', message: 'rule.mobile', params: {} }];
    expect(describeValidation(items, 'en', 'body', {})).toBe('phone: not a valid mainland mobile number');
    expect(describeValidation(items, 'zh-cn', 'body', {})).toBe('phone: 不是有效的手机号码');
  });
});
