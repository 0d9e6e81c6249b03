import { describe, expect, it } from 'vitest';
import { keyName, shortcutOf, TILL_KEYS, tillActionOf } from './shortcuts.ts';

const press = (
  key: string,
  code: string,
  mods: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {},
) => ({
  key,
  code,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

describe('till shortcuts', () => {
  it('names keys with their modifiers, letters by position', () => {
    expect(keyName(press('F2', 'F2'))).toBe('F2');
    expect(keyName(press('n', 'KeyN', { altKey: true }))).toBe('Alt+N');
    // Option+N on a Mac types a tilde; the position still says N
    expect(keyName(press('˜', 'KeyN', { altKey: true }))).toBe('Alt+N');
    expect(keyName(press('Enter', 'Enter', { metaKey: true }))).toBe('Ctrl+Enter');
  });

  it('maps each key to one action and shows the first key', () => {
    expect(tillActionOf(press('F12', 'F12'))).toBe('pay');
    expect(tillActionOf(press('Enter', 'Enter', { ctrlKey: true }))).toBe('pay');
    expect(tillActionOf(press('F8', 'F8'))).toBe('park');
    expect(tillActionOf(press('Enter', 'Enter'))).toBeUndefined();
    expect(tillActionOf(press('n', 'KeyN'))).toBeUndefined();
    expect(shortcutOf('pay')).toBe('F12');
    const all = Object.values(TILL_KEYS).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});
