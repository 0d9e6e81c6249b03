import type { PageInput } from '@retail/contracts';

/** The filters of a page request body: what a list's search bar sets, without paging and sort. */
export type PageFilters<PageBody> = Omit<PageBody, keyof PageInput>;
