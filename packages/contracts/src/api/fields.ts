import { z } from 'zod';

/** Input pieces shared by every module: the one id schema of a body, and of a query string or path. */
export const id = z.number().int().positive();
/** An id in a query string or path (`?id=5`, `/preview/5`): text read as a number. */
export const queryId = z.coerce.number().int().positive();
export const idInput = z.strictObject({ id });
/** `?id=5` (the route layer matches query names ignoring case, so `?Id=5` too). */
export const idQuery = z.object({ id: queryId });
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
/** `{id}`, as a client sends it. */
export type IdBody = z.input<typeof idInput>;
export type IdQuery = z.output<typeof idQuery>;
export type StatusInput = z.output<typeof statusInput>;
