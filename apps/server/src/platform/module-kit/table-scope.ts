/** Whose rows a kit repository reads and writes. */
export type TableScope = { tenantOwned: true } | { tenantOwned: false; why: string };

/** A table with tenant_id: every query is limited to the caller's tenant, another tenant's id answers 404. */
export const tenantOwned: TableScope = { tenantOwned: true };

/**
 * The opt-out for a table without tenant_id, whose rows every tenant shares (menus, dictionaries, regions, the
 * tenant list itself). `why` says why that table is right to read and write across tenants; its repository's
 * methods still take the caller's tenant first, so every call reads the same, but do not filter by it.
 */
export function platformTable(why: string): TableScope {
  if (why.trim() === '') throw new Error('platformTable: say why every tenant shares this table');
  return { tenantOwned: false, why };
}
