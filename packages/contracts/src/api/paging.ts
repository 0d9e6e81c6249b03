import { z } from 'zod';

const page = z.number().int().min(1).max(1_000_000);
const pageSize = z.number().int().min(1).max(10_000);

/** Body fields shared by every `.../page` call; each endpoint extends it with its own filters. */
export const pageInputShape = {
  page: page.default(1),
  pageSize: pageSize.default(20),
  field: z.string().max(64).nullish(),
  order: z.string().max(16).nullish(),
  descStr: z.string().max(16).default('descending'),
};
export const pageInputSchema = z.strictObject(pageInputShape);

/** The same page and size read from a query string, for the GET pages (notices received). */
export const pageQueryShape = {
  page: z.coerce.number().pipe(page).default(1),
  pageSize: z.coerce.number().pipe(pageSize).default(20),
};

/** The result of every `.../page` call (`PageResult` of the package root), as a response schema. */
export function pageResultSchema<T extends z.ZodType>(item: T) {
  return z.object({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
    items: z.array(item),
    hasPrevPage: z.boolean(),
    hasNextPage: z.boolean(),
  });
}
