import { Local, STORAGE_PREFIX } from '../../stores/storage.ts';

/**
 * This device's printer calibration, kept in the browser (`retail:printer`): printers feed paper a little off, so
 * every printout of the device is shifted by these millimetres (set on the /printer calibration page).
 */
export const PRINTER_SETTINGS_KEY = `${STORAGE_PREFIX}printer`;

export interface PrinterSettings {
  offsetXMm: number;
  offsetYMm: number;
}

const MAX_OFFSET_MM = 20;
const isOffset = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= MAX_OFFSET_MM;
const isSettings = (value: unknown): value is PrinterSettings =>
  typeof value === 'object' &&
  value !== null &&
  isOffset((value as PrinterSettings).offsetXMm) &&
  isOffset((value as PrinterSettings).offsetYMm);

export const NO_OFFSET: PrinterSettings = { offsetXMm: 0, offsetYMm: 0 };

/** The stored settings; anything missing, unreadable or out of range reads as no offset. */
export function readPrinterSettings(): PrinterSettings {
  const text = Local.get(PRINTER_SETTINGS_KEY);
  if (!text) return NO_OFFSET;
  try {
    const parsed: unknown = JSON.parse(text);
    return isSettings(parsed) ? { offsetXMm: parsed.offsetXMm, offsetYMm: parsed.offsetYMm } : NO_OFFSET;
  } catch {
    return NO_OFFSET;
  }
}

/** Stores the settings, each offset rounded to 0.1 mm; values out of range are refused with an Error. */
export function savePrinterSettings(settings: PrinterSettings): PrinterSettings {
  const tenth = (mm: number) => Math.round(mm * 10) / 10 || 0;
  const rounded = { offsetXMm: tenth(settings.offsetXMm), offsetYMm: tenth(settings.offsetYMm) };
  if (!isSettings(rounded)) throw new Error(`printer offsets are at most ${MAX_OFFSET_MM} mm`);
  Local.set(PRINTER_SETTINGS_KEY, JSON.stringify(rounded));
  return rounded;
}
