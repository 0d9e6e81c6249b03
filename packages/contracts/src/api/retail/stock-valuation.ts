import { z } from 'zod';
import { dateText } from '../text-rules.ts';
import { id } from '../fields.ts';

/** Stock value at the end of a business day (absent: now), by location and category. */
export const valuationInput = z.strictObject({
  /** `yyyy-MM-dd` in the business time zone: the stock as it stood at the end of that day */
  date: dateText.optional(),
  locationId: id.nullish(),
  /** the category and every category below it */
  categoryId: id.nullish(),
});

export const valuationRowOutput = z.object({
  locationId: z.number(),
  locationName: z.string().nullable(),
  categoryId: z.number().nullable(),
  categoryName: z.string().nullable(),
  /** barcodes with stock other than zero */
  barcodes: z.number(),
  qty: z.number(),
  /** Σ quantity × the moving-average cost of each barcode at that moment, yuan */
  value: z.number(),
});

export const valuationOutput = z.object({
  /** the instant valued, in the business time zone */
  at: z.string(),
  rows: z.array(valuationRowOutput),
  totalQty: z.number(),
  totalValue: z.number(),
});

export type ValuationInput = z.output<typeof valuationInput>;
export type ValuationBody = z.input<typeof valuationInput>;
export type ValuationRowOutput = z.output<typeof valuationRowOutput>;
export type ValuationOutput = z.output<typeof valuationOutput>;
