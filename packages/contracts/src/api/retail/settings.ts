import { z } from 'zod';
import { id, optionalText } from '../fields.ts';

const pct = z.number().int().min(0).max(100).nullable();

/** A role's discount limits, whole percent of what is discounted; null = no limit. */
export const discountLimitInput = z.strictObject({
  roleId: id,
  maxLineDiscountPct: pct,
  maxOrderDiscountPct: pct,
});

export const settingsUpdateInput = z.strictObject({
  allowNegativeStock: z.boolean().optional(),
  receiptHeader: optionalText(256),
  receiptFooter: optionalText(256),
  /** a sale or refund needs the caller's open till shift */
  requireShift: z.boolean().optional(),
  /** the stock location of staff outside any store or warehouse; null: the first store, warehouse or root */
  mainLocationId: id.nullable().optional(),
  /** replaces the limits of the roles listed; roles not listed keep theirs */
  discountLimits: z.array(discountLimitInput).max(500).optional(),
});

export const settingsOutput = z.object({
  allowNegativeStock: z.boolean(),
  receiptHeader: z.string().nullable(),
  receiptFooter: z.string().nullable(),
  requireShift: z.boolean(),
  mainLocationId: z.number().nullable(),
  /** every live role of the tenant with its limits (null = no limit) */
  discountLimits: z.array(
    z.object({
      roleId: z.number(),
      roleName: z.string(),
      maxLineDiscountPct: z.number().nullable(),
      maxOrderDiscountPct: z.number().nullable(),
    }),
  ),
});

export type SettingsOutput = z.output<typeof settingsOutput>;
export type SettingsUpdateBody = z.input<typeof settingsUpdateInput>;
export type DiscountLimitInput = z.output<typeof discountLimitInput>;
export type SettingsUpdateInput = z.output<typeof settingsUpdateInput>;
