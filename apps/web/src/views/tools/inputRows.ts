import {
  amountInChineseCapitals,
  decimalFilter,
  fenToYuan,
  formatYuan,
  integerFilter,
  percentageDecimal,
  percentageInteger,
  stripChinese,
  stripLetters,
  stripSpaces,
  thousands,
  trimSpaces,
  yuanToFen,
} from '@retail/contracts';
import { type ToolRow, helperRow, nothing, numberOf, refused, text } from './outcome.ts';

/** A helper taking a number (fen): the typed text must be one. */
function fenRow(
  id: string,
  fn: (fen: number) => number | string,
  pairs: Array<[string, string | null]>,
): ToolRow {
  return {
    id,
    call: `${id}(fen)`,
    uses: [fn],
    run: (input) => {
      const fen = numberOf(input);
      return fen === undefined ? refused : text(String(fn(fen)));
    },
    examples: pairs.map(([input, out]) => ({ input, expect: out === null ? refused : text(out) })),
  };
}

/** The input helpers of spec §5: what a field keeps of each keystroke. */
export const inputRows: ToolRow[] = [
  helperRow('percentageInteger', percentageInteger, [
    ['05', '5'],
    ['1234', '100'],
    ['99', '99'],
    ['a7b', '7'],
    ['0', '0'],
  ]),
  helperRow('decimalFilter', decimalFilter, [
    ['12.345', '12.34'],
    ['.5', '5'],
    ['007.5', '7.5'],
    ['1.2.3', '1.23'],
    ['12.', '12.'],
  ]),
  helperRow('percentageDecimal', percentageDecimal, [
    ['99.999', '99.99'],
    ['100.5', '100'],
    ['12.', '12.'],
  ]),
  helperRow('integerFilter', integerFilter, [
    ['05', '5'],
    ['1.5', '15'],
    ['-12', '12'],
  ]),
  helperRow('stripChinese', stripChinese, [
    ['abc中文 123', 'abc123'],
    ['商品A1', 'A1'],
  ]),
  helperRow('stripLetters', stripLetters, [
    ['a1 b2中', '12中'],
    ['SKU-001', '-001'],
  ]),
  helperRow('stripSpaces', stripSpaces, [[' a b c ', 'abc']]),
  helperRow('trimSpaces', trimSpaces, [['  a b  ', 'a b']]),
  helperRow('thousands', thousands, [
    ['1234567.891', '1,234,567.89'],
    ['1000', '1,000'],
    ['999', '999'],
  ]),
];

/** Amounts: capitals for receipts, and the exact yuan ↔ fen conversions of the API. */
export const moneyRows: ToolRow[] = [
  {
    ...helperRow('amountInChineseCapitals', (v) => amountInChineseCapitals(v), [
      ['123.45', '壹佰贰拾叁元肆角伍分'],
      ['0.05', '伍分'],
      ['100000001', '壹亿零壹元整'],
      ['1.10', '壹元壹角整'],
      ['0', '零元整'],
      ['-1', ''],
    ]),
    call: 'amountInChineseCapitals(amount)',
    uses: [amountInChineseCapitals],
  },
  {
    id: 'yuanToFen',
    call: 'yuanToFen(yuan)',
    uses: [yuanToFen],
    run: (input) => {
      const fen = yuanToFen(input);
      return fen === undefined ? nothing : text(String(fen));
    },
    examples: [
      { input: '12.5', expect: text('1250') },
      { input: '0.07', expect: text('7') },
      { input: '12.345', expect: nothing },
    ],
  },
  fenRow('fenToYuan', fenToYuan, [
    ['1250', '12.5'],
    ['7', '0.07'],
    ['abc', null],
  ]),
  fenRow('formatYuan', formatYuan, [
    ['1250', '12.50'],
    ['-5', '-0.05'],
  ]),
];
