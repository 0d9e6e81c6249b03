import { z } from 'zod';
import { optionalText } from '../fields.ts';

export const settingsUpdateInput = z.strictObject({
  allowNegativeStock: z.boolean().optional(),
  receiptHeader: optionalText(256),
  receiptFooter: optionalText(256),
});

export const settingsOutput = z.object({
  allowNegativeStock: z.boolean(),
  receiptHeader: z.string().nullable(),
  receiptFooter: z.string().nullable(),
});

export type SettingsOutput = z.output<typeof settingsOutput>;
export type SettingsUpdateBody = z.input<typeof settingsUpdateInput>;
