import {
  CAMEL_NAME,
  CODE,
  DICT_CODE,
  PASCAL_NAME,
  SNAKE_NAME,
  ean13CheckDigit,
  ean13Pattern,
  findUnsafeText,
  hasUnsafeText,
  isCode,
  isValidEan13,
  textPathName,
  withEan13CheckDigit,
} from '@retail/contracts';
import {
  type ToolRow,
  nothing,
  patternRow,
  refused,
  text,
  unescapeText,
  unlessRefused,
  validatorRow,
} from './outcome.ts';

const EAN_BARS =
  '10100010110100111011001100110110111101010001101010100111010100001000100100100011101001101100101';

/** Barcodes, codes and the code generator's names. */
export const codeRows: ToolRow[] = [
  {
    id: 'ean13CheckDigit',
    call: 'ean13CheckDigit(twelveDigits)',
    uses: [ean13CheckDigit],
    run: (input) => unlessRefused(() => text(String(ean13CheckDigit(input)))),
    examples: [
      { input: '690123456789', expect: text('2') },
      { input: '12345', expect: refused },
    ],
  },
  {
    id: 'withEan13CheckDigit',
    call: 'withEan13CheckDigit(twelveDigits)',
    uses: [withEan13CheckDigit],
    run: (input) => unlessRefused(() => text(withEan13CheckDigit(input))),
    examples: [
      { input: '690123456789', expect: text('6901234567892') },
      { input: '69012345678X', expect: refused },
    ],
  },
  validatorRow('isValidEan13', isValidEan13, undefined, [
    ['6901234567892', true],
    ['6901234567891', false],
  ]),
  {
    id: 'ean13Pattern',
    call: 'ean13Pattern(code)',
    uses: [ean13Pattern],
    run: (input) => unlessRefused(() => text(ean13Pattern(input))),
    examples: [
      { input: '6901234567892', expect: text(EAN_BARS) },
      { input: '6901234567891', expect: refused },
    ],
  },
  validatorRow('isCode', isCode, CODE, [
    ['sys_captcha', true],
    ['a.b:c-d', true],
    ['1abc', false],
  ]),
  patternRow('SNAKE_NAME', SNAKE_NAME, [
    ['retail_coupon', true],
    ['RetailCoupon', false],
    ['1abc', false],
  ]),
  patternRow('PASCAL_NAME', PASCAL_NAME, [
    ['RetailCoupon', true],
    ['retailCoupon', false],
  ]),
  patternRow('CAMEL_NAME', CAMEL_NAME, [
    ['retailCoupon', true],
    ['RetailCoupon', false],
    ['retail_coupon', false],
  ]),
  patternRow('DICT_CODE', DICT_CODE, [
    ['goods_unit', true],
    ['1unit', false],
  ]),
];

/** The JSON value of the typed text, or undefined when it is not JSON. */
function jsonOf(input: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(input) as unknown };
  } catch {
    return undefined;
  }
}

/** Text no database stores faithfully (a NUL, a lone surrogate), refused wherever text comes in. */
export const textRows: ToolRow[] = [
  {
    ...validatorRow('hasUnsafeText', (v) => hasUnsafeText(unescapeText(v)), undefined, [
      ['a\\u0000b', true],
      ['\\ud800', true],
      ['\\ud83d\\ude00', false],
      ['店名', false],
    ]),
    uses: [hasUnsafeText],
  },
  {
    id: 'findUnsafeText',
    call: 'textPathName(findUnsafeText(json), "value")',
    uses: [findUnsafeText, textPathName],
    run: (input) => {
      const json = jsonOf(input);
      if (!json) return refused;
      const path = findUnsafeText(json.value);
      return path === undefined ? nothing : text(textPathName(path, 'value'));
    },
    examples: [
      { input: '{"lines":[{"remark":"a\\u0000"}]}', expect: text('lines.0.remark') },
      { input: '"\\ud800"', expect: text('value') },
      { input: '{"name":"ok"}', expect: nothing },
      { input: '{', expect: refused },
    ],
  },
];
