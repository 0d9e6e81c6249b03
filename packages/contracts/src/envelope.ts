/** Every JSON response: `{code, type, message, result, extras, time}` (DESIGN.md §4). */
export interface ApiEnvelope<T> {
  code: number;
  type: 'success' | 'error';
  message: string;
  result: T;
  extras: unknown;
  time: string;
}

/** The result of every `.../page` call. */
export interface PageResult<T> {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  items: T[];
  hasPrevPage: boolean;
  hasNextPage: boolean;
}

/** Body fields shared by every `.../page` call. */
export interface PageInput {
  page?: number;
  pageSize?: number;
  field?: string | null;
  order?: string | null;
  descStr?: string;
}

/** Local/session storage keys carry this fixed product prefix (spec §9). */
export const STORAGE_PREFIX = 'retail:';
export const ACCESS_TOKEN_KEY = 'access-token';
export const REFRESH_TOKEN_KEY = 'x-access-token';
