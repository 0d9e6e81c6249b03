/**
 * EAN-13: twelve data digits and a check digit (GS1 mod-10, weights 1 and 3 from the left), and its bars for
 * printing (a string of 95 modules, 1 = bar). The server checks and makes codes, the web prints them.
 */

const EAN_L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const invert = (bits: string) => [...bits].map((b) => (b === '1' ? '0' : '1')).join('');
const EAN_R = EAN_L.map(invert);
const EAN_G = EAN_R.map((bits) => [...bits].reverse().join(''));
/** Which of the six left digits use the G set, chosen by the first (implicit) digit. */
const EAN_PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

export function ean13CheckDigit(twelveDigits: string): number {
  if (!/^\d{12}$/.test(twelveDigits)) throw new RangeError('EAN-13 data must be 12 digits');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelveDigits[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** The full 13-digit code for twelve data digits. */
export function withEan13CheckDigit(twelveDigits: string): string {
  return twelveDigits + String(ean13CheckDigit(twelveDigits));
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** 95 modules: guard, six left digits, centre guard, six right digits, guard. */
export function ean13Pattern(code: string): string {
  if (!isValidEan13(code)) throw new RangeError(`Not a valid EAN-13: ${code}`);
  const digits = [...code].map(Number);
  const parity = EAN_PARITY[digits[0] ?? 0] ?? 'LLLLLL';
  let bits = '101';
  for (let i = 1; i <= 6; i++) {
    const table = parity[i - 1] === 'G' ? EAN_G : EAN_L;
    bits += table[digits[i] ?? 0];
  }
  bits += '01010';
  for (let i = 7; i <= 12; i++) bits += EAN_R[digits[i] ?? 0];
  return `${bits}101`;
}
