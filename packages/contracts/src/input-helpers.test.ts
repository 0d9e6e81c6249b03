import { describe, expect, it } from 'vitest';
import {
  decimalFilter,
  integerFilter,
  percentageDecimal,
  percentageInteger,
  stripChinese,
  stripLetters,
  stripSpaces,
  thousands,
  trimSpaces,
} from './input-helpers.ts';

const table = (fn: (v: string) => string, cases: [string, string][]) =>
  expect(cases.map(([input]) => [input, fn(input)])).toEqual(cases);

describe('percentageInteger', () => {
  it('keeps digits only, drops leading zeros and caps 3+ digits to 100', () => {
    table(percentageInteger, [
      ['', ''],
      [' 5 ', '5'],
      ['0', '0'],
      ['05', '5'],
      ['007', '7'],
      ['99', '99'],
      ['100', '100'],
      ['101', '100'],
      ['999', '100'],
      ['1234', '100'],
      ['1234567', '100'],
      ['1a2%', '12'],
      ['5.5', '55'],
      ['099', '99'],
    ]);
  });
});

describe('decimalFilter', () => {
  it('keeps digits and the first dot, no leading dot or zeros, at most two decimals', () => {
    table(decimalFilter, [
      ['', ''],
      ['12', '12'],
      ['12.', '12.'],
      ['12.3', '12.3'],
      ['12.34', '12.34'],
      ['12.345', '12.34'],
      ['1.2.3', '1.23'],
      ['1..2', '1.2'],
      ['.5', '5'],
      ['..5', '5'],
      ['00', '0'],
      ['0', '0'],
      ['05', '5'],
      ['0.5', '0.5'],
      ['00.5', '0.5'],
      [' 1a2b.3c ', '12.3'],
      ['-3', '3'],
      ['1e5', '15'],
    ]);
  });
});

describe('percentageDecimal', () => {
  it('filters like decimals and caps 100 or more to "100"', () => {
    table(percentageDecimal, [
      ['', ''],
      ['99.99', '99.99'],
      ['99.999', '99.99'],
      ['100', '100'],
      ['100.', '100'],
      ['100.5', '100'],
      ['150', '100'],
      ['0.', '0.'],
      ['.5', '5'],
    ]);
  });
});

describe('integerFilter', () => {
  it('keeps digits only without leading zeros', () => {
    table(integerFilter, [
      ['', ''],
      ['0', '0'],
      ['00', '0'],
      ['012', '12'],
      ['12.5', '125'],
      [' 1 2a3 ', '123'],
      ['-7', '7'],
    ]);
  });
});

describe('strip helpers', () => {
  it('stripChinese removes CJK characters and all whitespace, nothing else', () => {
    table(stripChinese, [['商品 Goods 123号！', 'Goods123！']]);
  });

  it('stripLetters removes Latin letters and all whitespace', () => {
    table(stripLetters, [['商品 Goods 12-3 Ｚ', '商品12-3Ｚ']]);
  });

  it('stripSpaces removes every whitespace, trimSpaces only the ends', () => {
    table(stripSpaces, [[' a b\tc\n', 'abc']]);
    table(trimSpaces, [[' a b\tc\n', 'a b\tc']]);
  });
});

describe('thousands', () => {
  it('separates the integer part every three digits after the decimal filter', () => {
    table(thousands, [
      ['', ''],
      ['1', '1'],
      ['123', '123'],
      ['1234', '1,234'],
      ['123456', '123,456'],
      ['1234567.891', '1,234,567.89'],
      ['1234.', '1,234.'],
      ['1,234,5', '12,345'],
      ['0.5', '0.5'],
    ]);
  });
});
