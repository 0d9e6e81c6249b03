import { describe, expect, it } from 'vitest';
import {
  ACCOUNT,
  isAccount,
  isChineseName,
  isEmail,
  isIPv4,
  isLandline,
  isLicencePlate,
  isMobile,
  isPassword,
  isPostalCode,
  isStrongPassword,
  LANDLINE,
  MOBILE,
  PASSWORD,
  passwordStrength,
  STRONG_PASSWORD,
} from './validators.ts';

const all = (check: (v: string) => boolean, values: string[]) => values.filter((v) => !check(v));
const none = (check: (v: string) => boolean, values: string[]) => values.filter((v) => check(v));

describe('mobile', () => {
  it('accepts every 13x–19x prefix with 11 digits', () => {
    const prefixes = Array.from({ length: 70 }, (_, i) => String(130 + i));
    expect(
      all(
        isMobile,
        prefixes.map((p) => `${p}12345678`),
      ),
    ).toEqual([]);
    expect(MOBILE.test('16612345678') && MOBILE.test('17712345678') && MOBILE.test('19912345678')).toBe(true);
  });

  it('rejects 10x/11x/12x, wrong lengths and stray characters', () => {
    const bad = ['10012345678', '11012345678', '12912345678', '1381234567', '138123456789'];
    expect(
      none(isMobile, [...bad, '23812345678', '138-1234-5678', ' 13812345678', '+8613812345678', '']),
    ).toEqual([]);
  });
});

describe('landline', () => {
  it('accepts 3+8 and 4+7 digits, hyphen optional', () => {
    expect(all(isLandline, ['010-12345678', '01012345678', '0755-1234567', '07551234567'])).toEqual([]);
    expect(LANDLINE.test('021-87654321')).toBe(true);
  });

  it('is anchored and rejects other splits and lengths', () => {
    const bad = [
      '010-1234567',
      '0755-12345678',
      '010-123456789',
      'tel 010-12345678',
      '010-12345678 ext',
      '10-12345678',
    ];
    expect(none(isLandline, [...bad, '010--12345678', ''])).toEqual([]);
  });
});

describe('account', () => {
  it('accepts 5 and 16 characters starting with a letter', () => {
    expect(all(isAccount, ['admin', 'a_1_2', 'A234567890123456', 'z_______________'.slice(0, 16)])).toEqual(
      [],
    );
    expect(ACCOUNT.test('Shop_01')).toBe(true);
  });

  it('rejects 4 and 17 characters, a leading digit or underscore, other characters', () => {
    expect(
      none(isAccount, ['abcd', 'a2345678901234567', '1admin', '_admin', 'ad-min', 'ad min', '管理员abc']),
    ).toEqual([]);
  });
});

describe('password', () => {
  it('accepts 6 and 16 letters, digits or underscores starting with a letter', () => {
    expect(all(isPassword, ['abc123', 'a_____', 'A234567890123456'])).toEqual([]);
    expect(PASSWORD.test('Passw0rd')).toBe(true);
  });

  it('rejects 5 and 17 characters, a leading digit, symbols', () => {
    expect(none(isPassword, ['abc12', 'a2345678901234567', '1abcdef', '_abcdef', 'abc!123', ''])).toEqual([]);
  });
});

describe('strong password', () => {
  it('accepts letters + digits + one of !@#$%^&.* at 6 and 16 characters', () => {
    const good = ['a1!bcd', 'A1@3456789012345', 'x9#', 'x9$', 'x9%', 'x9^', 'x9&', 'x9.', 'x9*'].map((v) =>
      v.padEnd(6, 'z'),
    );
    expect(all(isStrongPassword, good)).toEqual([]);
    expect(STRONG_PASSWORD.test('Admin@123456')).toBe(true);
  });

  it('rejects two kinds only, wrong lengths and characters outside the set (including [\\]^_` of A-z)', () => {
    const bad = ['abcdef', 'abc123', 'abc!!!', '123!!!', 'a1!bc', 'a1!45678901234567'];
    expect(none(isStrongPassword, [...bad, 'ab1!c_', 'ab1!c[', 'ab1!c`', 'ab1!c ', 'ab1!c-'])).toEqual([]);
  });
});

describe('passwordStrength', () => {
  it('rates one kind weak, two medium, three strong', () => {
    expect(['abcdef', '123456', '!@#$%^', 'ABCDEFGHIJKLMNOP'].map(passwordStrength)).toEqual(
      Array(4).fill('weak'),
    );
    expect(['abc123', 'abc!@#', '123.*&'].map(passwordStrength)).toEqual(Array(3).fill('medium'));
    expect(['abc12!', 'A1.bcdefghijklmn'].map(passwordStrength)).toEqual(['strong', 'strong']);
  });

  it('is empty outside 6–16 allowed characters', () => {
    expect(
      ['', 'ab12!', 'a1!45678901234567', 'abc12_', 'abc 12!', '密码abc123'].map(passwordStrength),
    ).toEqual(Array(6).fill(''));
  });
});

describe('IPv4', () => {
  it('accepts four parts of 0–255', () => {
    expect(all(isIPv4, ['0.0.0.0', '255.255.255.255', '192.168.1.1', '10.0.0.254', '249.250.199.9'])).toEqual(
      [],
    );
  });

  it('rejects 256, leading zeros, missing or extra parts, signs and spaces', () => {
    const bad = [
      '256.1.1.1',
      '1.1.1.300',
      '01.1.1.1',
      '1.1.1',
      '1.1.1.1.1',
      '1.1.1.',
      '-1.1.1.1',
      ' 1.1.1.1',
      'a.b.c.d',
    ];
    expect(none(isIPv4, bad)).toEqual([]);
  });
});

describe('e-mail', () => {
  it('accepts ordinary, dotted, plus-tagged, quoted and IP-literal addresses', () => {
    const good = [
      'a@b.cn',
      'first.last+shop@mail.example.com',
      '"odd name"@example.org',
      'x@[192.168.0.1]',
      '张三@example.cn',
    ];
    expect(all(isEmail, good)).toEqual([]);
  });

  it('rejects missing parts, dots at the ends, one-letter TLDs, spaces and overlong addresses', () => {
    const bad = [
      'a@b',
      'a@b.c',
      '@b.cn',
      'a@',
      '.a@b.cn',
      'a.@b.cn',
      'a..b@b.cn',
      'a b@b.cn',
      'a@b .cn',
      'a@@b.cn',
    ];
    expect(none(isEmail, [...bad, `${'a'.repeat(247)}@mail.cn`])).toEqual([]);
    expect(isEmail(`${'a'.repeat(246)}@mail.cn`), '254 characters').toBe(true);
  });
});

describe('Chinese name', () => {
  it('accepts 1–6 CJK characters with up to two more ·-separated parts', () => {
    expect(
      all(isChineseName, ['王', '欧阳娜娜', '六个字的名字', '阿依·买买提', '克里斯·蒂娜·米勒', '㐀']),
    ).toEqual([]);
  });

  it('rejects 7 characters per part, three dots, empty parts, Latin letters and spaces', () => {
    const bad = ['七个字的名字啊', '甲·乙·丙·丁', '·张三', '张三·', '张··三', 'Tom', '张 三', '张3', ''];
    expect(none(isChineseName, bad)).toEqual([]);
  });
});

describe('postal code', () => {
  it('accepts 6 digits not starting with 0', () => {
    expect(all(isPostalCode, ['100000', '518000', '999999'])).toEqual([]);
  });

  it('rejects a leading 0 and 5 or 7 digits', () => {
    expect(none(isPostalCode, ['010000', '10000', '1000000', '10000a', ''])).toEqual([]);
  });
});

describe('licence plate', () => {
  it('accepts ordinary plates, special suffixes and both new-energy forms', () => {
    const good = [
      '京A12345',
      '粤B8888Z',
      '沪CAB123',
      '苏E1234挂',
      '粤Z1234港',
      '鲁A1234学',
      '京A12345D',
      '京A12345F',
    ];
    expect(all(isLicencePlate, [...good, '京AD12345', '沪AF12345', '粤BDA1234', '浙AK12345'])).toEqual([]);
  });

  it('rejects wrong lengths, I and O, lowercase, unknown provinces and misplaced energy letters', () => {
    const bad = [
      '京A1234',
      '京A1234567',
      '京AI2345',
      '京A1234O',
      '京a12345',
      '港A12345',
      'AA12345',
      '京A12345挂1',
    ];
    expect(none(isLicencePlate, [...bad, '京A1234D5', '京AL12345', '京AD1234A', '京A12345A1'])).toEqual([]);
  });
});
