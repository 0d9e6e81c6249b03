import type { PageInput, PageResult } from '@retail/contracts';
import type { DbTableOutput } from '@retail/contracts/api/system/database';

export interface TableFilters {
  /** part of the table name */
  name?: string;
}

type SortKey = 'name' | 'rowEstimate';

const compare = (field: SortKey) => (a: DbTableOutput, b: DbTableOutput) => {
  if (field === 'rowEstimate') return (a.rowEstimate ?? -1) - (b.rowEstimate ?? -1);
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
};

/**
 * One page of the table list, filtered and sorted here: the server answers every table at once (a database has
 * tens of them, not thousands), so the list kit's paging and search work on that answer.
 */
export function tablePage(
  tables: readonly DbTableOutput[],
  input: PageInput & TableFilters,
): PageResult<DbTableOutput> {
  const wanted = input.name?.trim().toLowerCase() ?? '';
  const field: SortKey = input.field === 'rowEstimate' ? 'rowEstimate' : 'name';
  const matching = tables.filter((t) => t.name.includes(wanted)).sort(compare(field));
  if (input.field && input.order === 'descending') matching.reverse();
  const pageSize = Math.max(1, input.pageSize ?? 20);
  const totalPages = Math.max(1, Math.ceil(matching.length / pageSize));
  const page = Math.min(Math.max(1, input.page ?? 1), totalPages);
  return {
    page,
    pageSize,
    total: matching.length,
    totalPages,
    items: matching.slice((page - 1) * pageSize, page * pageSize),
    hasPrevPage: page > 1,
    hasNextPage: page < totalPages,
  };
}
