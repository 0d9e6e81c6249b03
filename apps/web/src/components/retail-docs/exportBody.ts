import type { PageSort } from '../list/sorting.ts';

/** The list's filters without its sort, for exports whose body accepts filters only. */
export function filtersOf<F extends object>(query: F & PageSort): Omit<F, keyof PageSort> {
  const { field: _field, order: _order, ...filters } = query;
  return filters;
}
