/**
 * Bar patterns for label printing: EAN-13 for 13-digit codes with a valid check digit, Code 128 (set B) for
 * every other code (custom codes are 0-9 A-Z a-z - _ .). A pattern is a string of modules, 1 = bar.
 */
import { ean13Pattern, isValidEan13 } from '@retail/contracts';

/** Code 128 symbols 0–106 (106 = stop, 13 modules). */
const CODE128 = [
  '11011001100',
  '11001101100',
  '11001100110',
  '10010011000',
  '10010001100',
  '10001001100',
  '10011001000',
  '10011000100',
  '10001100100',
  '11001001000',
  '11001000100',
  '11000100100',
  '10110011100',
  '10011011100',
  '10011001110',
  '10111001100',
  '10011101100',
  '10011100110',
  '11001110010',
  '11001011100',
  '11001001110',
  '11011100100',
  '11001110100',
  '11101101110',
  '11101001100',
  '11100101100',
  '11100100110',
  '11101100100',
  '11100110100',
  '11100110010',
  '11011011000',
  '11011000110',
  '11000110110',
  '10100011000',
  '10001011000',
  '10001000110',
  '10110001000',
  '10001101000',
  '10001100010',
  '11010001000',
  '11000101000',
  '11000100010',
  '10110111000',
  '10110001110',
  '10001101110',
  '10111011000',
  '10111000110',
  '10001110110',
  '11101110110',
  '11010001110',
  '11000101110',
  '11011101000',
  '11011100010',
  '11011101110',
  '11101011000',
  '11101000110',
  '11100010110',
  '11101101000',
  '11101100010',
  '11100011010',
  '11101111010',
  '11001000010',
  '11110001010',
  '10100110000',
  '10100001100',
  '10010110000',
  '10010000110',
  '10000101100',
  '10000100110',
  '10110010000',
  '10110000100',
  '10011010000',
  '10011000010',
  '10000110100',
  '10000110010',
  '11000010010',
  '11001010000',
  '11110111010',
  '11000010100',
  '10001111010',
  '10100111100',
  '10010111100',
  '10010011110',
  '10111100100',
  '10011110100',
  '10011110010',
  '11110100100',
  '11110010100',
  '11110010010',
  '11011011110',
  '11011110110',
  '11110110110',
  '10101111000',
  '10100011110',
  '10001011110',
  '10111101000',
  '10111100010',
  '11110101000',
  '11110100010',
  '10111011110',
  '10111101110',
  '11101011110',
  '11110101110',
  '11010000100',
  '11010010000',
  '11010011100',
  '1100011101011',
];
const START_B = 104;
const STOP = 106;

/** Code 128 set B: start B, the characters (ASCII 32–126), the mod-103 check symbol, stop. */
export function code128Pattern(text: string): string {
  if (!text || ![...text].every((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) <= 126)) {
    throw new RangeError(`Code 128 B cannot encode: ${text}`);
  }
  const values = [...text].map((c) => c.charCodeAt(0) - 32);
  const check = values.reduce((sum, value, i) => sum + value * (i + 1), START_B) % 103;
  return [START_B, ...values, check, STOP].map((v) => CODE128[v]).join('');
}

export type Symbology = 'ean13' | 'code128';

export function symbologyOf(code: string): Symbology {
  return isValidEan13(code) ? 'ean13' : 'code128';
}

/** The bars of a code in a symbology (by default EAN-13 when the code is one); RangeError when it cannot be encoded. */
export function barPattern(
  code: string,
  symbology: Symbology = symbologyOf(code),
): { symbology: Symbology; bits: string } {
  return { symbology, bits: symbology === 'ean13' ? ean13Pattern(code) : code128Pattern(code) };
}

/** Runs of bars as [start module, width] pairs (one SVG rect each). */
export function barRuns(bits: string): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let start = -1;
  for (let i = 0; i <= bits.length; i++) {
    if (bits[i] === '1') {
      if (start < 0) start = i;
    } else if (start >= 0) {
      runs.push([start, i - start]);
      start = -1;
    }
  }
  return runs;
}
