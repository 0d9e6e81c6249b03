/** Validation rules of spec §5, shared by the server's schemas and the web forms. */

/** Mainland mobile number: 1, then 3–9, then 9 digits (covers 13x–19x, including 16x, 17x and 19x). */
export const MOBILE = /^1[3-9]\d{9}$/;
/** Landline: 3-digit area code + 8 digits, or 4-digit area code + 7 digits (hyphen optional). */
export const LANDLINE = /^(?:0\d{2}-?\d{8}|0\d{3}-?\d{7})$/;
/** Account: starts with a letter, 5–16 letters, digits or underscores. */
export const ACCOUNT = /^[a-zA-Z][a-zA-Z0-9_]{4,15}$/;
/** Code of a configuration, role or dictionary type: a letter, then letters, digits and _ . : - */
export const CODE = /^[A-Za-z][\w.:-]*$/;
/** Password: starts with a letter, 6–16 letters, digits or underscores. */
export const PASSWORD = /^[a-zA-Z]\w{5,15}$/;

export const isMobile = (v: string) => MOBILE.test(v);
export const isAccount = (v: string) => ACCOUNT.test(v);
export const isCode = (v: string) => CODE.test(v);

/**
 * Strong password (spec §5): 6–16 characters of letters, digits and the symbols !@#$%^&.*, mixing at least
 * three of those kinds, i.e. all of them.
 */
export const STRONG_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[!@#$%^&.*])[A-Za-z\d!@#$%^&.*]{6,16}$/;

export const isLandline = (v: string) => LANDLINE.test(v);
export const isPassword = (v: string) => PASSWORD.test(v);
export const isStrongPassword = (v: string) => STRONG_PASSWORD.test(v);

/** Characters a rated password may hold: letters, digits and the symbols !@#$%^&.* — 6 to 16 of them. */
const RATED_PASSWORD = /^[A-Za-z\d!@#$%^&.*]{6,16}$/;
const PASSWORD_KINDS = [/[A-Za-z]/, /\d/, /[!@#$%^&.*]/];

export type PasswordStrength = 'weak' | 'medium' | 'strong' | '';

/**
 * Strength by the number of kinds (letters, digits, symbols) mixed: one is weak, two medium, three strong;
 * '' when the text is not 6–16 of the allowed characters.
 */
export function passwordStrength(v: string): PasswordStrength {
  if (!RATED_PASSWORD.test(v)) return '';
  const kinds = PASSWORD_KINDS.filter((kind) => kind.test(v)).length;
  return kinds === 3 ? 'strong' : kinds === 2 ? 'medium' : 'weak';
}

/** IPv4 dotted quad, each part 0–255 without leading zeros (those read as octal in some tools). */
const IPV4_PART = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
export const IPV4 = new RegExp(`^${IPV4_PART}(?:\\.${IPV4_PART}){3}$`);
export const isIPv4 = (v: string) => IPV4.test(v);

/** E-mail: the template's rule (dotted or quoted local part; domain with a 2+ letter TLD or [IPv4]). */
export const EMAIL =
  /^(?:[^<>()[\]\\.,;:\s@"]+(?:\.[^<>()[\]\\.,;:\s@"]+)*|".+")@(?:\[\d{1,3}(?:\.\d{1,3}){3}\]|(?:[a-zA-Z\d-]+\.)+[a-zA-Z]{2,})$/;
/** 254 is the longest address SMTP can carry. */
export const isEmail = (v: string) => v.length <= 254 && EMAIL.test(v);

/** Chinese name: 1–6 CJK characters, then up to two more such parts after a middle dot (·). */
export const CHINESE_NAME = /^[\u3400-\u4dbf\u4e00-\u9fff]{1,6}(?:·[\u3400-\u4dbf\u4e00-\u9fff]{1,6}){0,2}$/;
export const isChineseName = (v: string) => CHINESE_NAME.test(v);

/** Postal code: 6 digits, not starting with 0. */
export const POSTAL_CODE = /^[1-9]\d{5}$/;
export const isPostalCode = (v: string) => POSTAL_CODE.test(v);

const PROVINCE = '[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领]';
/** Serial characters: digits and capitals except I and O. */
const SERIAL = '[A-HJ-NP-Z\\d]';
/**
 * Licence plate: ordinary (province, issuing letter, 5 serial characters, the last may be 挂学警港澳使领) or
 * new-energy (province, letter, then 5 digits + D/F for large vehicles, or an energy letter A–K (no I) +
 * a serial character + 4 digits for small ones).
 */
export const LICENCE_PLATE = new RegExp(
  `^${PROVINCE}[A-Z](?:${SERIAL}{4}[A-HJ-NP-Z\\d挂学警港澳使领]|\\d{5}[DF]|[A-HJK]${SERIAL}\\d{4})$`,
);
export const isLicencePlate = (v: string) => LICENCE_PLATE.test(v);
