import { describe, expect, it } from 'vitest';
import { amountInChineseCapitals as cn } from './cn-amount.ts';

describe('amountInChineseCapitals', () => {
  it('reads the required cases', () => {
    expect(cn(0)).toBe('零元整');
    expect(cn(0.05)).toBe('伍分');
    expect(cn('1.10')).toBe('壹元壹角整');
    expect(cn(10)).toBe('壹拾元整');
    expect(cn(100010)).toBe('壹拾万零壹拾元整');
    expect(cn(100000001)).toBe('壹亿零壹元整');
  });

  it('collapses zeros inside groups and across 万 and 亿', () => {
    const cases: [number | string, string][] = [
      [1, '壹元整'],
      [105, '壹佰零伍元整'],
      [1005, '壹仟零伍元整'],
      [1010, '壹仟零壹拾元整'],
      [10000, '壹万元整'],
      [101000, '壹拾万零壹仟元整'],
      [1010000, '壹佰零壹万元整'],
      [10001000, '壹仟万零壹仟元整'],
      [100000000, '壹亿元整'],
      [110000000, '壹亿壹仟万元整'],
      [100100000, '壹亿零壹拾万元整'],
      ['123456789012', '壹仟贰佰叁拾肆亿伍仟陆佰柒拾捌万玖仟零壹拾贰元整'],
      ['999999999999.99', '玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    ];
    expect(cases.map(([v]) => [v, cn(v)])).toEqual(cases);
  });

  it('reads jiao and fen, with 零 for a missing jiao after yuan and 整 when there are no fen', () => {
    const cases: [number | string, string][] = [
      [0.5, '伍角整'],
      [0.55, '伍角伍分'],
      [1.05, '壹元零伍分'],
      [10.05, '壹拾元零伍分'],
      [1000.5, '壹仟元伍角整'],
      [123.45, '壹佰贰拾叁元肆角伍分'],
      ['0.00', '零元整'],
      ['12.', '壹拾贰元整'],
      ['007.5', '柒元伍角整'],
      [' 3 ', '叁元整'],
      ['1.239', '壹元贰角叁分'],
      [1e-7, '零元整'],
    ];
    expect(cases.map(([v]) => [v, cn(v)])).toEqual(cases);
  });

  it('is empty for invalid input and values of 1e12 or more', () => {
    const bad: (number | string)[] = [
      '',
      'abc',
      '-1',
      -0.01,
      '1e3',
      '.5',
      '1,000',
      Number.NaN,
      Infinity,
      1e12,
      '1000000000000',
    ];
    expect(bad.map(cn)).toEqual(bad.map(() => ''));
    expect(cn('999999999999.999'), 'just below the limit').not.toBe('');
  });
});
