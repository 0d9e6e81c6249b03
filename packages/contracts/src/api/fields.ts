import { z } from 'zod';

/** Input pieces shared by the retail master-data modules. */
export const id = z.number().int().positive();
export const idInput = z.strictObject({ id });
export const idsInput = z.strictObject({ ids: z.array(id).min(1).max(500) });
export const statusInput = z.strictObject({ id, status: z.literal([1, 2]) });

/** An optional text: `''` and null clear it; an absent key leaves it as it is (update) or empty (add). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/** A filter text: blank means no filter. */
export const filterText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || undefined);

export type IdInput = z.output<typeof idInput>;
export type StatusInput = z.output<typeof statusInput>;
