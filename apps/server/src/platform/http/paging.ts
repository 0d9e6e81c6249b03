import type { PageResult } from '@retail/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { pageInputSchema } from '@retail/contracts/api/paging';
import type { z } from 'zod';
import { AppError } from './errors.ts';

/** A `.../page` body as the server reads it (defaults filled in). */
export type PageInput = z.output<typeof pageInputSchema>;

export type { PageResult } from '@retail/contracts';

export type SortDirection = 'asc' | 'desc';

export interface SortOptions {
  /** API field name -> column reference (camelCase, may be qualified: `sysUser.orderNo`). */
  sortable: Record<string, string>;
  /** Used when the caller asks for no field. */
  defaultSort: Array<[column: string, direction: SortDirection]>;
  /** Appended last so equal sort values page deterministically. */
  tiebreaker: string;
  maxPageSize: number;
}

const DESC_WORDS = new Set(['desc', 'descend', 'descending']);

export function resolveSort(input: PageInput, options: SortOptions): Array<[string, SortDirection]> {
  const sorts: Array<[string, SortDirection]> = [];
  if (input.field) {
    const column = Object.hasOwn(options.sortable, input.field) ? options.sortable[input.field] : undefined;
    if (!column) {
      throw new AppError(400, 'paging.unknownSortField', {
        field: input.field,
        allowed: Object.keys(options.sortable).join(', '),
      });
    }
    const order = input.order?.toLowerCase() ?? '';
    sorts.push([column, order === input.descStr.toLowerCase() || DESC_WORDS.has(order) ? 'desc' : 'asc']);
  } else {
    sorts.push(...options.defaultSort);
  }
  if (!sorts.some(([c]) => c === options.tiebreaker)) sorts.push([options.tiebreaker, 'desc']);
  return sorts;
}

/**
 * Runs a filtered query as one page: a count, then the rows of the requested page in an allowlisted order.
 * `count` replaces counting the query's rows when the caller has a cheaper query for the same number.
 */
export async function paginate<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  input: PageInput,
  options: SortOptions,
  count?: CountQuery,
): Promise<PageResult<O>> {
  const sorts = resolveSort(input, options);
  const pageSize = pageSizeOf(input, options.maxPageSize);
  const total = totalOf(await (count ?? countQuery(query)).executeTakeFirst());
  return pageOf(input, pageSize, total, () =>
    sortedQuery(query, sorts).limit(pageSize).offset(offsetOf(input, pageSize)).execute(),
  );
}

/** A query whose one row holds the number of rows of a filtered query, as `total`. */
export interface CountQuery {
  executeTakeFirst(): Promise<{ total: unknown } | undefined>;
}

/** The page size asked for, at most `maxPageSize`. */
export const pageSizeOf = (input: PageInput, maxPageSize: number): number =>
  Math.min(input.pageSize, maxPageSize);

/** How many rows come before the requested page. */
export const offsetOf = (input: PageInput, pageSize: number): number => (input.page - 1) * pageSize;

/** The query counting a filtered query's rows. */
export function countQuery<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) {
  return query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)`.as('total'));
}

/** The count query's answer as a number (drivers give a bigint count as text or number). */
export const totalOf = (row: { total?: unknown } | undefined): number => Number(row?.total ?? 0);

/** The query in the resolved order (`resolveSort`), any order it had replaced. */
export function sortedQuery<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  sorts: Array<[string, SortDirection]>,
): SelectQueryBuilder<DB, TB, O> {
  let sorted = query.clearOrderBy();
  for (const [column, direction] of sorts) sorted = sorted.orderBy(sql.ref(column), direction);
  return sorted;
}

/** The page answer for `total` rows; the page's rows are read only when the page has any. */
export async function pageOf<O>(
  input: PageInput,
  pageSize: number,
  total: number,
  rows: () => Promise<O[]>,
): Promise<PageResult<O>> {
  const totalPages = Math.ceil(total / pageSize);
  return {
    page: input.page,
    pageSize,
    total,
    totalPages,
    items: total === 0 || input.page > totalPages ? [] : await rows(),
    hasPrevPage: input.page > 1,
    hasNextPage: input.page < totalPages,
  };
}

/** One page of a list already in memory and in order (a handful of rows that live in code, not in a table). */
export function pageOfList<T>(rows: readonly T[], input: PageInput, maxPageSize: number): PageResult<T> {
  const pageSize = Math.min(input.pageSize, maxPageSize);
  const totalPages = Math.ceil(rows.length / pageSize);
  return {
    page: input.page,
    pageSize,
    total: rows.length,
    totalPages,
    items: rows.slice((input.page - 1) * pageSize, input.page * pageSize),
    hasPrevPage: input.page > 1,
    hasNextPage: input.page < totalPages,
  };
}
