/**
 * A hardware barcode scanner acts as a keyboard: it types the code's characters a few milliseconds apart and
 * ends with Enter. People type far slower. This collects printable keystrokes and reports a code when Enter
 * follows a run of at least `minLength` characters, each within `maxGapMs` of the previous one.
 */
export interface WedgeOptions {
  maxGapMs: number;
  minLength: number;
}

export const WEDGE_DEFAULTS: WedgeOptions = { maxGapMs: 50, minLength: 6 };

export interface KeyboardWedge {
  /** Feeds one key (`KeyboardEvent.key`) typed at `time` ms; returns the scanned code when Enter ends a scan. */
  key(key: string, time: number): string | null;
}

export function keyboardWedge(options: WedgeOptions = WEDGE_DEFAULTS): KeyboardWedge {
  let buffer = '';
  let last = -Infinity;
  return {
    key(key, time) {
      const fast = time - last <= options.maxGapMs;
      last = time;
      if (key === 'Enter') {
        const code = fast && buffer.length >= options.minLength ? buffer : null;
        buffer = '';
        return code;
      }
      if (key.length !== 1) return null;
      buffer = fast ? buffer + key : key;
      return null;
    },
  };
}
