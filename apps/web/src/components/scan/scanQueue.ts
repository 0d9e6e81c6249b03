/**
 * Codes in the order they were scanned, handled one at a time. A scanner can deliver the next code before the
 * last one's look-up has answered (or before the screen has drawn it); each code waits its turn here, so none
 * is lost, none overtakes another, and two are never merged.
 */
export interface ScanQueue {
  /** Takes a code (trimmed; blank is ignored) at once; its handling starts when the codes before it are done. */
  push(code: string): void;
  /** Codes taken and not yet handled, the one in hand included. */
  readonly waiting: number;
}

/**
 * `handle` does everything a code leads to (look-up, cart line or refusal) and reports its own failures; a
 * rejection is swallowed so the codes after it still run. `onWaiting` hears every change of `waiting`.
 */
export function scanQueue(
  handle: (code: string) => Promise<void>,
  onWaiting: (waiting: number) => void = () => {},
): ScanQueue {
  const codes: string[] = [];
  let busy = false;

  async function drain(): Promise<void> {
    busy = true;
    for (let code = codes[0]; code !== undefined; code = codes[0]) {
      try {
        await handle(code);
      } catch {
        // the handler announces its own failures; the next code must still be handled
      }
      codes.shift();
      onWaiting(codes.length);
    }
    busy = false;
  }

  return {
    push(raw) {
      const code = raw.trim();
      if (!code) return;
      codes.push(code);
      onWaiting(codes.length);
      if (!busy) void drain();
    },
    get waiting() {
      return codes.length;
    },
  };
}
