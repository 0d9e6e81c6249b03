import { z } from 'zod';
import { Local, STORAGE_PREFIX } from '../../stores/storage.ts';

/**
 * This device's printer calibration, kept in the browser (`retail:printer`): printers feed paper a little off, so
 * every printout of the device is shifted by these millimetres (set on the /printer calibration page).
 */
export const PRINTER_SETTINGS_KEY = `${STORAGE_PREFIX}printer`;

const offset = z.number().min(-20).max(20);
const settingsSchema = z.object({ offsetXMm: offset, offsetYMm: offset });
export type PrinterSettings = z.output<typeof settingsSchema>;

export const NO_OFFSET: PrinterSettings = { offsetXMm: 0, offsetYMm: 0 };

/** The stored settings; anything missing, unreadable or out of range reads as no offset. */
export function readPrinterSettings(): PrinterSettings {
  const text = Local.get(PRINTER_SETTINGS_KEY);
  if (!text) return NO_OFFSET;
  try {
    const parsed = settingsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : NO_OFFSET;
  } catch {
    return NO_OFFSET;
  }
}

/** Stores the settings, each offset rounded to 0.1 mm; values out of range are refused with an Error. */
export function savePrinterSettings(settings: PrinterSettings): PrinterSettings {
  const tenth = (mm: number) => Math.round(mm * 10) / 10 || 0;
  const rounded = { offsetXMm: tenth(settings.offsetXMm), offsetYMm: tenth(settings.offsetYMm) };
  const checked = settingsSchema.parse(rounded);
  Local.set(PRINTER_SETTINGS_KEY, JSON.stringify(checked));
  return checked;
}
