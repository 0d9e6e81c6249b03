import type { PageSort } from '../components/list/sorting.ts';

/**
 * The retail exports take the list's filters only (their schemas are strict): drop the sort the list
 * toolbar's `query` carries.
 */
export function exportFilters<F extends object>(query: Partial<F> & PageSort): Partial<F> {
  const { field: _field, order: _order, ...filters } = query;
  return filters as Partial<F>;
}
