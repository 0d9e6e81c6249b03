import { z } from 'zod';
import { id } from '../fields.ts';
import { pageInputShape } from '../paging.ts';
import { localTimeText } from '../time.ts';

/** Page and export body of a log: time range, the log's own filters, and (super admin only) a tenant. */
export function logFilterInput(kind: { filters: ReadonlyArray<{ field: string; kind: string }> }) {
  const filters: Record<string, z.ZodType> = {};
  for (const f of kind.filters) {
    filters[f.field] = f.kind === 'int' ? z.number().int().nullish() : z.string().trim().max(128).nullish();
  }
  return z.strictObject({
    ...pageInputShape,
    startTime: localTimeText,
    endTime: localTimeText,
    tenantId: id.nullish(),
    ...filters,
  });
}

export type LogFilterInput = z.output<ReturnType<typeof logFilterInput>> & Record<string, unknown>;

export const clearInput = z.strictObject({ tenantId: id.nullish() });

export const logRow = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type LogRowOutput = z.output<typeof logRow>;
export type LogFilterBody = z.input<ReturnType<typeof logFilterInput>> & Record<string, unknown>;
