import type { demoTools as zhCn } from './tools-zh-cn.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const demoTools: Texts<typeof zhCn> = {
  intro:
    'Every validation rule and input helper the server and the web share is here: each row states its rule and lists examples with the function’s live answer; type into a row’s box to see its verdict or output.',
  groups: {
    input: 'Input helpers (what a field keeps of each keystroke)',
    money: 'Amounts',
    person: 'People and accounts',
    network: 'Network addresses',
    dates: 'Dates and times',
    codes: 'Barcodes and codes',
    text: 'Text safety',
  },
  columns: { rule: 'Function and rule', examples: 'Examples', input: 'Try it', output: 'Result:' },
  specTag: 'spec §5',
  valid: 'valid',
  invalid: 'invalid',
  strength: { weak: 'weak', medium: 'medium', strong: 'strong', none: 'not rated' },
  emptyText: '(empty text)',
  nothing: 'no value (undefined)',
  refused: 'input not accepted',
  tryExample: 'Put it in the box',
  mismatch: 'differs from the rule',
  placeholder: 'Type here',
  typeSomething: 'Type to see the result',
  rules: {
    percentageInteger:
      'Whole percentage: digits only, no leading zero, any value of three or more digits becomes 100.',
    decimalFilter:
      'Decimal: digits and the first dot only, no leading dot, no leading zeros, at most two decimals.',
    percentageDecimal: 'Decimal percentage: the decimal filter, then 100 for anything of 100 or more.',
    integerFilter: 'Integer: digits only (dots are dropped too), no leading zero.',
    stripChinese: 'Removes Chinese characters and all whitespace.',
    stripLetters: 'Removes Latin letters and all whitespace.',
    stripSpaces: 'Removes all whitespace, inside the text too.',
    trimSpaces: 'Removes whitespace at both ends (the spec’s “trim”).',
    thousands: 'Thousands separator: the decimal filter, then a comma every three digits of the whole part.',
    amountInChineseCapitals:
      'Amount in Chinese capitals: read in groups of four, one 零 for a run of zeros, 整 when there are no fen; digits past the fen are cut; negatives, non-numbers and one trillion or more give empty text.',
    yuanToFen:
      'Yuan to fen: an amount with at most two decimals, up to 100 million yuan, exactly in integer fen; else no value.',
    fenToYuan: 'Fen to yuan: integer fen as yuan (a JSON number).',
    formatYuan: 'Fen shown as yuan: text with exactly two decimals, computed on integers.',
    isMobile: 'Mainland mobile number: 1, then 3–9, 11 digits in all.',
    isLandline:
      'Landline: a 3-digit area code and 8 digits, or a 4-digit area code and 7 digits; hyphen optional.',
    isAccount: 'Account: starts with a letter, 5–16 letters, digits or underscores.',
    isPassword: 'Password: starts with a letter, 6–16 letters, digits or underscores.',
    isStrongPassword:
      'Strong password: 6–16 characters mixing letters, digits and the symbols !@#$%^&.* (all three).',
    passwordStrength:
      'Password strength by the kinds mixed (letters, digits, symbols): one weak, two medium, three strong; not rated unless 6–16 allowed characters.',
    isEmail: 'E-mail: the template’s rule, at most 254 characters.',
    isChineseName:
      'Chinese name: 1–6 Chinese characters (rare ones of extension A included), up to two more parts after a middle dot “·”.',
    isIdCard:
      '18-digit national ID: born 1800–2099 on a real date not after today; the last character (digit or X) must be the ISO 7064 MOD 11-2 check of the first 17.',
    isPostalCode: 'Postal code: 6 digits, not starting with 0.',
    isLicencePlate:
      'Licence plate: ordinary plates (the last may be 挂学警港澳使领) and large and small new-energy plates.',
    isIPv4: 'IPv4 address: four parts 0–255, without leading zeros.',
    isUrl:
      'URL: http, https or ftp with the scheme written; the host an IPv4, localhost or a domain with a 2+ letter top level; port 1–65535.',
    isUrlOrPath: 'Menu link: a URL as above, or a path of this site (/swagger; not //host).',
    isCalendarDate:
      'Calendar date: whether year, month and day make a real day (type three numbers, e.g. 2024-02-29).',
    isDateText: 'Date text yyyy-MM-dd of a real day.',
    isLocalDateTime:
      'Date and time yyyy-MM-dd[ HH:mm[:ss]] (or with a T), a real day and a real time of day.',
    ean13CheckDigit: 'EAN-13 check digit: the twelve data digits weighted 1 and 3 in turn (GS1 mod 10).',
    withEan13CheckDigit: 'Adds the check digit to twelve data digits: the whole 13-digit code.',
    isValidEan13: 'EAN-13: 13 digits with the right check digit.',
    ean13Pattern: 'EAN-13 bars: 95 modules (1 is a bar), for valid codes only.',
    isCode: 'Code of a config, role or dictionary type: a letter, then letters, digits and _ . : -',
    SNAKE_NAME: 'Table or column name: lower-case snake_case starting with a letter, at most 63 characters.',
    PASCAL_NAME: 'Type name: PascalCase, starting with a capital.',
    CAMEL_NAME: 'API resource and permission prefix: camelCase, starting with a lower-case letter.',
    DICT_CODE: 'Dictionary type code: a letter, then letters, digits and _ . : -, at most 64 characters.',
    hasUnsafeText:
      'Text no database stores faithfully: a NUL character or a lone UTF-16 surrogate (type escapes such as \\u0000 or \\ud800).',
    findUnsafeText:
      'Finds the first string holding unsafe text in JSON and names its path, e.g. lines.0.remark.',
  },
};
