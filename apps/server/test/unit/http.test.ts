import { describe, expect, it } from 'vitest';
import { describeValidation } from '../../src/platform/http/error-handler.ts';
import { AppError } from '../../src/platform/http/errors.ts';
import { type PageInput, resolveSort } from '../../src/platform/http/paging.ts';
import { pickLanguage } from '../../src/platform/i18n/language.ts';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'zh-cn'],
    ['', 'zh-cn'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-TW', 'zh-tw'],
    ['zh-Hant-HK', 'zh-tw'],
    ['zh-HK,en;q=0.5', 'zh-tw'],
    ['zh', 'zh-cn'],
    ['fr-FR, en;q=0.8, zh-CN;q=0.9', 'zh-cn'],
    ['de-DE', 'zh-cn'],
    ['en;q=0, zh-tw;q=0.1', 'zh-tw'],
  ])('%s -> %s', (header, lang) => {
    expect(pickLanguage(header)).toBe(lang);
  });
});

describe('resolveSort', () => {
  const options = {
    sortable: { name: 'name', createTime: 'createTime' },
    defaultSort: [['name', 'asc']] as Array<[string, 'asc' | 'desc']>,
    tiebreaker: 'id',
    maxPageSize: 100,
  };
  const input = (field?: string, order?: string): PageInput => ({
    page: 1,
    pageSize: 20,
    field,
    order,
    descStr: 'descending',
  });

  it('uses the default order and a tiebreaker when no field is asked for', () => {
    expect(resolveSort(input(), options)).toEqual([
      ['name', 'asc'],
      ['id', 'desc'],
    ]);
  });

  it.each([
    ['descending', 'desc'],
    ['descend', 'desc'],
    ['DESC', 'desc'],
    ['ascending', 'asc'],
    [undefined, 'asc'],
  ])('order %s sorts %s', (order, direction) => {
    expect(resolveSort(input('createTime', order), options)[0]).toEqual(['createTime', direction]);
  });

  it('refuses fields outside the allowlist, including prototype names', () => {
    for (const field of ['password', 'toString', '__proto__', 'name desc']) {
      expect(() => resolveSort(input(field), options)).toThrow(AppError);
    }
  });
});

describe('describeValidation', () => {
  it('names the field and translates zod messages', () => {
    const items = [
      {
        instancePath: '/account',
        keyword: 'too_small',
        message: 'Too small: expected string to have >=5 characters',
        params: { minimum: 5, origin: 'string', inclusive: true },
      },
    ];
    expect(describeValidation(items, 'en', 'body', { account: 'ab' })).toBe(
      'account: Too small: expected string to have >=5 characters',
    );
    expect(describeValidation(items, 'zh-cn', 'body', {})).toMatch(/^account: 数值过小/);
  });

  it('keeps a schema-specific message as written', () => {
    const items = [{ instancePath: '/code', keyword: 'invalid_format', message: 'letters only', params: {} }];
    expect(describeValidation(items, 'en', 'body', {})).toBe('code: letters only');
  });
});
