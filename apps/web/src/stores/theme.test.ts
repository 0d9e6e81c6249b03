import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, sanitizeTheme } from './theme.ts';

describe('stored theme config', () => {
  it('has the spec defaults: columns, #41B584, zh-cn, 300 s lock time', () => {
    expect(DEFAULT_THEME).toMatchObject({
      layout: 'columns',
      primary: '#41B584',
      globalI18n: 'zh-cn',
      lockScreenTime: 300,
      globalComponentSize: 'default',
    });
  });

  it('keeps known, well-typed values and drops the rest', () => {
    expect(
      sanitizeTheme({
        layout: 'classic',
        globalI18n: 'en',
        globalComponentSize: 'large',
        primary: '#123abc',
        isTagsview: false,
        lockScreenTime: 2,
        unknown: 1,
      }),
    ).toEqual({
      layout: 'classic',
      globalI18n: 'en',
      globalComponentSize: 'large',
      primary: '#123abc',
      isTagsview: false,
      lockScreenTime: 2,
    });
    expect(
      sanitizeTheme({
        layout: 'sideways',
        globalI18n: 'fr',
        globalComponentSize: 'huge',
        primary: 'red',
        isTagsview: 'yes',
        lockScreenTime: 0,
        tagsStyle: 'tags-style-two',
      }),
    ).toEqual({});
    expect(sanitizeTheme(null)).toEqual({});
    expect(sanitizeTheme('x')).toEqual({});
  });
});
