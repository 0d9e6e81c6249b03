import { z } from 'zod';

/** A place that holds stock: a store or warehouse organisation, or the tenant's main location. */
export const stockLocationOutput = z.object({
  id: z.number(),
  name: z.string(),
  /** org_type code: '201' store, '301' warehouse (the root organisation when it is the main location) */
  type: z.string().nullable(),
  /** holds the stock of staff outside any store or warehouse */
  isMain: z.boolean(),
  /** the caller's own location: where its sales and documents move stock by default */
  own: z.boolean(),
  /** the caller may read this location's stock (its data scope) */
  readable: z.boolean(),
});

export type StockLocationOutput = z.output<typeof stockLocationOutput>;
