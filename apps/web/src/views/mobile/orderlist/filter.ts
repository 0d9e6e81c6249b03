import type { SaleOrderPageBody } from '@retail/contracts/api/retail/sale-order';
import type { PageFilters } from '../../../api/page-filters.ts';
import { type RangePreset, rangeOf } from '../report/range.ts';

export const SEARCH_FIELDS = ['no', 'vipKeyword', 'barcode'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export interface OrderSearch {
  field: SearchField;
  text: string;
  /** a date preset, or every date */
  period: RangePreset | 'all';
}

/** The `saleOrder/page` filter of the search box and the period chosen. */
export function orderFilter(search: OrderSearch, now: Date): PageFilters<SaleOrderPageBody> {
  const filter: PageFilters<SaleOrderPageBody> = {};
  const text = search.text.trim();
  if (text) filter[search.field] = text;
  if (search.period !== 'all') {
    const range = rangeOf(search.period, now);
    filter.startTime = range.startDate;
    filter.endTime = range.endDate;
  }
  return filter;
}
