import {
  EMAIL,
  IPV4,
  CHINESE_NAME,
  LANDLINE,
  LICENCE_PLATE,
  MOBILE,
  PASSWORD,
  POSTAL_CODE,
  STRONG_PASSWORD,
  ACCOUNT,
  isAccount,
  isCalendarDate,
  isChineseName,
  isDateText,
  isEmail,
  isIPv4,
  isIdCard,
  isLandline,
  isLicencePlate,
  isLocalDateTime,
  isMobile,
  isPassword,
  isPostalCode,
  isStrongPassword,
  isUrl,
  isUrlOrPath,
  passwordStrength,
} from '@retail/contracts';
import { type ToolRow, invalid, refused, strength, valid, validatorRow } from './outcome.ts';

/** The validators of spec §5 about people and their accounts. */
export const personRows: ToolRow[] = [
  validatorRow('isMobile', isMobile, MOBILE, [
    ['17012345678', true],
    ['13800138000', true],
    ['12012345678', false],
    ['1701234567', false],
  ]),
  validatorRow('isLandline', isLandline, LANDLINE, [
    ['010-12345678', true],
    ['0755-1234567', true],
    ['01012345678', true],
    ['010-1234567', false],
  ]),
  validatorRow('isAccount', isAccount, ACCOUNT, [
    ['admin', true],
    ['a1234_x', true],
    ['1admin', false],
    ['abcd', false],
    ['abcdefghijklmnopq', false],
  ]),
  validatorRow('isPassword', isPassword, PASSWORD, [
    ['abc123', true],
    ['Admin_2024', true],
    ['123456', false],
    ['abc12', false],
  ]),
  validatorRow('isStrongPassword', isStrongPassword, STRONG_PASSWORD, [
    ['Abc12!', true],
    ['abc12!xyz', true],
    ['abc123', false],
    ['Abc 12!', false],
  ]),
  {
    id: 'passwordStrength',
    call: 'passwordStrength(text)',
    uses: [passwordStrength],
    run: (input) => strength(passwordStrength(input)),
    examples: [
      { input: 'abcdef', expect: strength('weak') },
      { input: 'abc123', expect: strength('medium') },
      { input: 'abc12!', expect: strength('strong') },
      { input: 'abc', expect: strength('') },
    ],
  },
  validatorRow('isEmail', isEmail, EMAIL, [
    ['clerk@shop.cn', true],
    ['"front desk"@shop.com', true],
    ['a@b', false],
  ]),
  validatorRow('isChineseName', isChineseName, CHINESE_NAME, [
    ['张三', true],
    ['阿卜杜·热合曼', true],
    ['张三丰李四王五', false],
    ['Zhang', false],
  ]),
  validatorRow('isIdCard', isIdCard, undefined, [
    ['11010519491231002X', true],
    ['11010519491231002x', true],
    ['110105194912310021', false],
    ['110105194902300012', false],
  ]),
  validatorRow('isPostalCode', isPostalCode, POSTAL_CODE, [
    ['100080', true],
    ['012345', false],
    ['10008', false],
  ]),
  validatorRow('isLicencePlate', isLicencePlate, LICENCE_PLATE, [
    ['京A12345', true],
    ['粤B12345D', true],
    ['沪AD12345', true],
    ['粤B1234挂', true],
    ['京A1234I', false],
  ]),
];

/** Addresses: IPv4 and links. */
export const networkRows: ToolRow[] = [
  validatorRow('isIPv4', isIPv4, IPV4, [
    ['192.168.1.1', true],
    ['01.1.1.1', false],
    ['256.1.1.1', false],
  ]),
  validatorRow('isUrl', isUrl, undefined, [
    ['https://example.com/a?b=1', true],
    ['http://192.168.1.10:8080', true],
    ['ftp://localhost', true],
    ['//example.com', false],
    ['http://shop.example.com:70000', false],
  ]),
  validatorRow('isUrlOrPath', isUrlOrPath, undefined, [
    ['/swagger', true],
    ['https://example.com', true],
    ['//example.com', false],
  ]),
];

/** Three whole numbers in the text (`2024-02-29`, `2024 2 29`), or undefined. */
function yearMonthDay(input: string): [number, number, number] | undefined {
  const m = /^\s*(\d{1,4})\D+(\d{1,2})\D+(\d{1,2})\s*$/.exec(input);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

/** Calendar dates and wall-clock times as the API carries them. */
export const dateRows: ToolRow[] = [
  {
    id: 'isCalendarDate',
    call: 'isCalendarDate(year, month, day)',
    uses: [isCalendarDate],
    run: (input) => {
      const ymd = yearMonthDay(input);
      if (!ymd) return refused;
      return isCalendarDate(...ymd) ? valid : invalid;
    },
    examples: [
      { input: '2024-02-29', expect: valid },
      { input: '2023-02-29', expect: invalid },
      { input: '2026 13 1', expect: invalid },
      { input: '29 February', expect: refused },
    ],
  },
  validatorRow('isDateText', isDateText, undefined, [
    ['2026-01-31', true],
    ['2026-02-30', false],
    ['0000-00-00', false],
  ]),
  validatorRow('isLocalDateTime', isLocalDateTime, undefined, [
    ['2026-01-31 23:59:59', true],
    ['2026-01-31T08:30', true],
    ['2026-01-31 24:00', false],
  ]),
];
