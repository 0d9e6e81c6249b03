import { sql } from 'kysely';
import type { IdGenerator } from '../db/ids.ts';
import { AppError } from '../http/errors.ts';
import { corrupt } from './archive-reader.ts';
import { insertRows, type LoadOptions, progressOf } from './importer.ts';
import { type ManifestTable, tableEntry, totalRows } from './manifest.ts';
import { entryRows, type Value } from './rows.ts';
import type { DatabaseTarget } from './snapshot.ts';
import { type AnyDb, archivedTables } from './table-catalog.ts';
import type { OpenedArchive } from './verify.ts';

export interface TenantImport extends LoadOptions {
  ids: IdGenerator;
  tenantName: string;
  /** put before every account, as accounts are unique across tenants */
  accountPrefix: string;
}

/** Columns that hold a row id: `id`, every `…_id` and the tree parent `pid`. */
const isReference = (column: string) => column === 'id' || column === 'pid' || column.endsWith('_id');

/**
 * Adds a tenant archive to the database as a new tenant, beside the others: every id the archive holds gets a new
 * one, and every reference to it (the tenant column, `…_id`, `pid`) follows; references to shared rows (menus,
 * regions, dictionaries) stay. Accounts get the prefix and must not exist yet. One transaction; the other tenants
 * keep working meanwhile. Returns the new tenant's id.
 */
export async function importTenant(
  target: DatabaseTarget,
  archive: OpenedArchive,
  options: TenantImport,
): Promise<number> {
  const { manifest } = archive;
  const tenantTable = manifest.tables.find((t) => t.name === 'sys_tenant');
  if (manifest.scope !== 'tenant' || manifest.tenantId === null || !tenantTable || tenantTable.rows !== 1) {
    throw corrupt('not a tenant archive');
  }
  const current = new Map(
    (await archivedTables(target.db.withoutPlugins() as AnyDb, target.type)).map((t) => [
      t.name,
      t.columns.join(','),
    ]),
  );
  for (const table of manifest.tables) {
    if (current.get(table.name) !== table.columns.join(',')) {
      throw new AppError(400, 'backup.schemaMismatch', { table: table.name });
    }
  }
  const newIds = await mapIds(archive, options.ids);
  const accounts = await accountsOf(archive, options.accountPrefix);
  await refuseTakenAccounts(target.db.withoutPlugins() as AnyDb, accounts);
  const progress = progressOf(totalRows(manifest), options.onProgress);
  await target.db.transaction().execute(async (trx) => {
    const raw = trx.withoutPlugins() as unknown as AnyDb;
    for (const table of manifest.tables) {
      await insertRows(raw, table, archive, remapper(table, newIds, options), progress);
    }
    await options.check?.(trx);
  });
  return newIds.get(manifest.tenantId) as number;
}

async function mapIds(archive: OpenedArchive, ids: IdGenerator): Promise<Map<number, number>> {
  const map = new Map<number, number>();
  for (const table of archive.manifest.tables) {
    const at = table.columns.indexOf('id');
    if (at === -1) continue;
    for await (const row of rowsOf(archive, table)) {
      const id = row[at];
      if (typeof id === 'number') map.set(id, ids.next());
    }
  }
  return map;
}

function rowsOf(archive: OpenedArchive, table: ManifestTable) {
  return entryRows(archive.reader.read(tableEntry(table.name)), table.name, table.columns.length);
}

async function accountsOf(archive: OpenedArchive, prefix: string): Promise<string[]> {
  const users = archive.manifest.tables.find((t) => t.name === 'sys_user');
  if (!users) return [];
  const at = users.columns.indexOf('account');
  const accounts: string[] = [];
  for await (const row of rowsOf(archive, users)) accounts.push(`${prefix}${String(row[at])}`);
  return accounts;
}

async function refuseTakenAccounts(db: AnyDb, accounts: string[]): Promise<void> {
  const taken: string[] = [];
  for (let i = 0; i < accounts.length; i += 500) {
    const chunk = accounts.slice(i, i + 500);
    const { rows } = await sql<{
      account: string;
    }>`select account from sys_user where account in (${sql.join(chunk)})`.execute(db);
    taken.push(...rows.map((r) => r.account));
  }
  if (taken.length > 0) {
    throw new AppError(409, 'backup.accountTaken', { accounts: taken.slice(0, 5).join(', ') });
  }
}

function remapper(table: ManifestTable, newIds: Map<number, number>, options: TenantImport) {
  const references = table.columns.flatMap((c, i) => (isReference(c) ? [i] : []));
  const account = table.name === 'sys_user' ? table.columns.indexOf('account') : -1;
  const name = table.name === 'sys_tenant' ? table.columns.indexOf('name') : -1;
  return (row: Value[]): Value[] => {
    const copy = [...row];
    for (const i of references) {
      const value = copy[i];
      if (typeof value === 'number' && newIds.has(value)) copy[i] = newIds.get(value) as number;
    }
    if (account !== -1) copy[account] = `${options.accountPrefix}${String(copy[account])}`;
    if (name !== -1) copy[name] = options.tenantName;
    return copy;
  };
}
