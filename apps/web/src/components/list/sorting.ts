import type { SorterResult } from 'antd/es/table/interface';

export interface PageSort {
  field?: string;
  order?: 'ascending' | 'descending';
}

/** antd's sorter state → the `field`/`order` body fields of a `.../page` call (DESIGN.md §4). */
export function sortOf<Row>(sorter: SorterResult<Row> | SorterResult<Row>[]): PageSort {
  const first = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!first?.order) return {};
  const key = first.columnKey ?? first.field;
  const field = Array.isArray(key) ? key.join('.') : key === undefined ? undefined : String(key);
  if (!field) return {};
  return { field, order: first.order === 'descend' ? 'descending' : 'ascending' };
}

/** Drops empty filter values so the request carries only what the user set. */
export function compactFilters<F extends object>(values: F): Partial<F> {
  const out: Partial<F> = {};
  for (const [key, value] of Object.entries(values) as Array<[keyof F, F[keyof F]]>) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed) out[key] = trimmed as F[keyof F];
      continue;
    }
    out[key] = value;
  }
  return out;
}
