import { randomInt } from 'node:crypto';

/** Symbols of the spec's strong-password rule (§5). */
const SYMBOLS = '!@#$%^&.*';
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';

const pick = (alphabet: string) => alphabet.charAt(randomInt(alphabet.length));

/**
 * A random password shown once to an administrator: 12 characters, starting with a letter, with at least one
 * digit and one symbol (so it passes the strong rule). Look-alike characters (0/O, 1/l/I) are left out.
 */
export function randomPassword(length = 12): string {
  const all = LETTERS + DIGITS + SYMBOLS;
  const rest = [pick(DIGITS), pick(SYMBOLS), pick(LETTERS)];
  while (rest.length < length - 1) rest.push(pick(all));
  for (let i = rest.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [rest[i], rest[j]] = [rest[j] as string, rest[i] as string];
  }
  return pick(LETTERS) + rest.join('');
}
