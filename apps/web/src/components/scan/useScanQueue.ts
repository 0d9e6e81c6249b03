import type { BarcodeLookupOutput } from '@retail/contracts/api/retail/goods-barcode';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { goodsBarcodeApi } from '../../api/goods-barcode.ts';
import { playRefusalSound } from './refusalSound.ts';
import { type ScanQueue, scanQueue } from './scanQueue.ts';

/** A code that did not become a line, with what was said about it. */
export interface ScanRefusal {
  key: number;
  code: string;
  message: string;
}

export interface ScanHandlers {
  /** The code's goods, taken (a line added, or one more of it). */
  onFound(found: BarcodeLookupOutput): void;
  /** Why a found code is not taken (off sale at the till), or null to take it. */
  refuse?(found: BarcodeLookupOutput): string | null;
  /** Tells the user about a refusal (a toast); the sound and the refusal list come with the queue. */
  announce(message: string): void;
}

export interface ScanState {
  /** Takes a code into the queue at once (see `scanQueue`). */
  push(code: string): void;
  /** codes taken and not yet looked up */
  waiting: number;
  /** every refused code of this screen, newest last */
  refusals: ScanRefusal[];
}

let nextKey = 1;

/**
 * The one scan path of the till, the stock documents and the phone: codes go into a FIFO at once (the box clears
 * for the next), are looked up in order, and each ends as a line (`onFound`) or a visible refusal — unknown,
 * disabled or refused codes are announced with a message and a short sound and listed.
 */
export function useScanQueue(handlers: ScanHandlers): ScanState {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const [waiting, setWaiting] = useState(0);
  const [refusals, setRefusals] = useState<ScanRefusal[]>([]);
  const queue = useRef<ScanQueue | null>(null);
  // made in the commit that shows the box, so a scan right after it appears has its queue
  useLayoutEffect(() => {
    const refused = (code: string, message: string) => {
      playRefusalSound();
      latest.current.announce(message);
      setRefusals((list) => [...list, { key: nextKey++, code, message }]);
    };
    queue.current = scanQueue(async (code) => {
      let found: BarcodeLookupOutput;
      try {
        found = await goodsBarcodeApi.lookup(code);
      } catch (error) {
        refused(code, error instanceof Error ? error.message : String(error));
        return;
      }
      const refusal = latest.current.refuse?.(found) ?? null;
      if (refusal) refused(code, refusal);
      else latest.current.onFound(found);
    }, setWaiting);
  }, []);
  const push = useCallback((code: string) => queue.current?.push(code), []);
  return { push, waiting, refusals };
}
