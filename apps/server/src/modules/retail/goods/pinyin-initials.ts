import { pinyin } from 'pinyin-pro';

/** The longest goods name, so the initials always fit their column. */
export const PINYIN_INITIALS_MAX = 128;

/**
 * The pinyin initials of a goods name, the way cashiers type it: 牛奶 → "nn", 伊利纯牛奶 500ml → "ylcnn500ml".
 * Chinese characters (simplified or traditional) give the first letter of their reading in context (行李 → "xl"),
 * letters and digits stay as they are, lowercased, and everything else (spaces, punctuation) is left out.
 */
export function pinyinInitials(name: string): string {
  const letters = pinyin(name, { pattern: 'first', toneType: 'none', type: 'array' });
  return letters
    .join('')
    .toLowerCase()
    .replace(/[^0-9a-z]/g, '')
    .slice(0, PINYIN_INITIALS_MAX);
}

/** Whether a keyword can be pinyin initials at all (letters and digits only), lowercased; null when not. */
export function initialsKeyword(keyword: string): string | null {
  const lowered = keyword.trim().toLowerCase();
  return /^[0-9a-z]+$/.test(lowered) ? lowered : null;
}
