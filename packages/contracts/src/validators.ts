/** Validation rules of spec §5, shared by the server's schemas and the web forms. */

/** Mainland mobile number: 1, then 3–9, then 9 digits (covers 13x–19x, including 16x, 17x and 19x). */
export const MOBILE = /^1[3-9]\d{9}$/;
/** Landline: 3-digit area code + 8 digits, or 4-digit area code + 7 digits (hyphen optional). */
export const LANDLINE = /^(?:0\d{2}-?\d{8}|0\d{3}-?\d{7})$/;
/** Account: starts with a letter, 5–16 letters, digits or underscores. */
export const ACCOUNT = /^[a-zA-Z][a-zA-Z0-9_]{4,15}$/;
/** Password: starts with a letter, 6–16 letters, digits or underscores. */
export const PASSWORD = /^[a-zA-Z]\w{5,15}$/;

export const isMobile = (v: string) => MOBILE.test(v);
export const isAccount = (v: string) => ACCOUNT.test(v);

/**
 * Strong password (spec §5): 6–16 characters of letters, digits and the symbols !@#$%^&.*, mixing at least
 * three of those kinds, i.e. all of them.
 */
export const STRONG_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[!@#$%^&.*])[A-Za-z\d!@#$%^&.*]{6,16}$/;
