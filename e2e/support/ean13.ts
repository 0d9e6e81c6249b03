/** EAN-13 for tests: the check digit and the 95-module bar pattern ('1' = bar, '0' = space). */

const L = [
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
const G = [
  '0100111',
  '0110011',
  '0011011',
  '0100001',
  '0011101',
  '0111001',
  '0000101',
  '0010001',
  '0001001',
  '0010111',
];
const R = [
  '1110010',
  '1100110',
  '1101100',
  '1000010',
  '1011100',
  '1001110',
  '1010000',
  '1000100',
  '1001000',
  '1110100',
];
/** Which of the left six digits use the G set, chosen by the first (implied) digit. */
const PARITY = [
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

const digitsOf = (text: string) => [...text].map(Number);

/** The full 13-digit code for twelve data digits. */
export function ean13(twelveDigits: string): string {
  if (!/^\d{12}$/.test(twelveDigits)) throw new RangeError('EAN-13 data must be 12 digits');
  const sum = digitsOf(twelveDigits).reduce((acc, digit, index) => acc + digit * (index % 2 ? 3 : 1), 0);
  return `${twelveDigits}${(10 - (sum % 10)) % 10}`;
}

export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new RangeError('an EAN-13 code has 13 digits');
  const [first, ...rest] = digitsOf(code) as [number, ...number[]];
  const parity = PARITY[first] as string;
  const left = rest.slice(0, 6).map((digit, i) => (parity[i] === 'G' ? G : L)[digit] as string);
  const right = rest.slice(6).map((digit) => R[digit] as string);
  return `101${left.join('')}01010${right.join('')}101`;
}
