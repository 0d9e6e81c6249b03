import { describe, expect, it } from 'vitest';
import { keyboardWedge } from './keyboardWedge.ts';

/** Types `text` then Enter, `gap` ms apart, starting at `start`; returns what the wedge reported. */
function type(wedge: ReturnType<typeof keyboardWedge>, text: string, gap: number, start = 1000) {
  let time = start;
  for (const key of text) {
    expect(wedge.key(key, time)).toBeNull();
    time += gap;
  }
  return wedge.key('Enter', time);
}

describe('keyboardWedge', () => {
  it('reports a fast run of keys ending in Enter as a scan', () => {
    expect(type(keyboardWedge(), '6901234567892', 8)).toBe('6901234567892');
  });

  it('ignores human typing speed and too short runs', () => {
    expect(type(keyboardWedge(), '6901234567892', 180)).toBeNull();
    expect(type(keyboardWedge(), '123', 5)).toBeNull();
  });

  it('starts over after a pause, so keys typed earlier do not prefix the scan', () => {
    const wedge = keyboardWedge();
    wedge.key('x', 0);
    wedge.key('y', 10);
    expect(type(wedge, '6901234567892', 5, 5000)).toBe('6901234567892');
  });

  it('ignores modifier and navigation keys inside a scan and reads two scans in a row', () => {
    const wedge = keyboardWedge();
    wedge.key('Shift', 995);
    expect(type(wedge, 'ABC-12345', 4)).toBe('ABC-12345');
    expect(type(wedge, '4006381333931', 4, 3000)).toBe('4006381333931');
  });
});
