import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  NO_OFFSET,
  PRINTER_SETTINGS_KEY,
  readPrinterSettings,
  savePrinterSettings,
} from './printerSettings.ts';

const store = new Map<string, string>();

beforeEach(() => {
  globalThis.localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
    clear: () => store.clear(),
    key: () => null,
    length: 0,
  };
});
afterEach(() => {
  store.clear();
  delete (globalThis as { localStorage?: Storage }).localStorage;
});

describe('printer settings', () => {
  it('round-trip through retail:printer, rounded to 0.1 mm', () => {
    expect(readPrinterSettings()).toEqual(NO_OFFSET);
    expect(savePrinterSettings({ offsetXMm: 1.26, offsetYMm: 0.04 })).toEqual({
      offsetXMm: 1.3,
      offsetYMm: 0,
    });
    expect(PRINTER_SETTINGS_KEY).toBe('retail:printer');
    expect(readPrinterSettings()).toEqual({ offsetXMm: 1.3, offsetYMm: 0 });
  });

  it('read broken or out-of-range values as no offset, and refuse to store them', () => {
    store.set(PRINTER_SETTINGS_KEY, '{not json');
    expect(readPrinterSettings()).toEqual(NO_OFFSET);
    store.set(PRINTER_SETTINGS_KEY, JSON.stringify({ offsetXMm: 99, offsetYMm: 0 }));
    expect(readPrinterSettings()).toEqual(NO_OFFSET);
    expect(() => savePrinterSettings({ offsetXMm: 0, offsetYMm: -21 })).toThrow();
    expect(store.get(PRINTER_SETTINGS_KEY)).toBe(JSON.stringify({ offsetXMm: 99, offsetYMm: 0 }));
  });
});
