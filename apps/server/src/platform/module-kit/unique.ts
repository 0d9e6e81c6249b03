import { isUniqueViolation } from '../db/errors.ts';
import { type AppError, duplicate } from '../http/errors.ts';
import type { KitTable, TenantRepository, TextColumn } from './tenant-repository.ts';

/**
 * Refuses (409, naming the field) a value another live row of the tenant already holds, ignoring case; `self` is
 * the row being updated. Empty values are not checked; the columns are checked in the order given.
 */
export async function refuseTaken<TB extends KitTable>(
  repo: Pick<TenantRepository<TB, { id: number }>, 'holderOf'>,
  tenantId: number,
  values: Partial<Record<TextColumn<TB>, string | null>>,
  self?: number,
): Promise<void> {
  for (const [column, value] of Object.entries(values) as Array<
    [TextColumn<TB>, string | null | undefined]
  >) {
    if (!value) continue;
    const holder = await repo.holderOf(tenantId, column, value);
    if (holder !== undefined && holder !== self) throw duplicate(column, value);
  }
}

/**
 * Runs a write that a unique index may still refuse because a concurrent write took the value after the check:
 * the client then gets the check's own refusal (`refusal`, a 409), not a server error. `refusal` may look up
 * which value was taken, when the write had more than one.
 */
export async function onUniqueViolation<T>(
  refusal: () => AppError | Promise<AppError>,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw await refusal();
    throw error;
  }
}
