import { sql } from 'kysely';
import type { Trx } from '../db/transaction.ts';
import { AppError } from '../http/errors.ts';
import { corrupt } from './archive-reader.ts';
import { type ManifestTable, tableEntry, totalRows } from './manifest.ts';
import { entryRows, type Value } from './rows.ts';
import type { DatabaseTarget } from './snapshot.ts';
import { type AnyDb, archivedTables } from './table-catalog.ts';
import type { OpenedArchive } from './verify.ts';

/** Most bound values in one insert (SQLite allows 32766). */
const MAX_PARAMS = 30_000;
const MAX_BATCH_ROWS = 500;
const SEARCH_TERMS = 'retail_goods_search';

export interface LoadOptions {
  /** 0–1 as rows are inserted */
  onProgress?: (fraction: number) => void;
  /** runs on the loaded data before it is committed; throwing rolls everything back */
  check?: (trx: Trx) => Promise<void>;
}

/** Refuses an archive whose tables or columns differ from the database's (same schema version required). */
export async function assertSameTables(
  target: DatabaseTarget,
  tables: readonly ManifestTable[],
): Promise<void> {
  const current = await archivedTables(target.db.withoutPlugins() as AnyDb, target.type);
  const byName = new Map(current.map((t) => [t.name, t.columns.join(',')]));
  for (const table of tables) {
    if (byName.get(table.name) !== table.columns.join(',')) {
      throw new AppError(400, 'backup.schemaMismatch', { table: table.name });
    }
  }
  const named = new Set(tables.map((t) => t.name));
  const missing = current.find((t) => !named.has(t.name));
  if (missing) throw new AppError(400, 'backup.schemaMismatch', { table: missing.name });
}

/**
 * Replaces every archived table's rows with the archive's, in one transaction: a failure, a failed check or a
 * killed process leaves the database as it was. PostgreSQL truncates (taking each table's exclusive lock, so
 * writers of other instances wait and then find the new data); MySQL and SQLite delete every row, which locks
 * them the same way. The search terms are emptied first and filled again by their triggers as goods and barcodes
 * come in (on PostgreSQL once after the load: `searchTriggers`).
 */
export async function replaceAll(target: DatabaseTarget, archive: OpenedArchive, options: LoadOptions = {}) {
  const { manifest } = archive;
  await assertSameTables(target, manifest.tables);
  const names = manifest.tables.map((t) => t.name);
  const progress = progressOf(totalRows(manifest), options.onProgress);
  await target.db.transaction().execute(async (trx) => {
    const raw = trx.withoutPlugins() as unknown as AnyDb;
    // older schemas (an archive being migrated forward) may not have the search terms yet
    const derived = (await raw.introspection.getTables()).some((t) => t.name === SEARCH_TERMS);
    const cleared = [...(derived ? [SEARCH_TERMS] : []), ...names];
    if (target.type === 'postgres') {
      await sql`truncate table ${sql.join(cleared.map((n) => sql.table(n)))}`.execute(raw);
    } else {
      for (const name of cleared) await sql`delete from ${sql.table(name)}`.execute(raw);
    }
    const load = async () => {
      for (const table of manifest.tables) await insertRows(raw, table, archive, (row) => row, progress);
    };
    if (derived && target.type === 'postgres') await withSearchTermsAfter(raw, load);
    else await load();
    await options.check?.(trx);
  });
}

/**
 * PostgreSQL: runs a bulk `load` of goods and barcodes with the search-term triggers (migration 0008) switched off,
 * then builds every live goods' terms again by one statement. The triggers rebuild a goods' terms for every goods and
 * barcode row, each firing a new call of the SQL refresh function whose statements are planned again (~0.5 ms a
 * barcode even while its goods is not in yet; 300k barcodes and 100k goods took minutes); in one statement the
 * function's plans are kept. Call it inside a transaction (a restore's, under its TRUNCATE's lock), so a rollback
 * switches the triggers on again.
 */
export async function withSearchTermsAfter(db: AnyDb, load: () => Promise<void>): Promise<void> {
  await searchTriggers(db, 'disable');
  await load();
  await searchTriggers(db, 'enable');
  // Emptied (a no-op after the restore's TRUNCATE) so the planner sees a table of unknown size: one analysed while
  // empty, as in a freshly migrated database, is planned as empty, and every goods' refresh then scanned all the
  // terms written so far (10,000 goods: 265 s instead of 9). The tables just filled get statistics for the same reason.
  await sql`truncate table retail_goods_search`.execute(db);
  await sql`analyze retail_goods, retail_barcode`.execute(db);
  await sql`select count(retail_goods_search_refresh(id)) from retail_goods where is_delete = 0`.execute(db);
}

async function searchTriggers(db: AnyDb, action: 'enable' | 'disable'): Promise<void> {
  const verb = sql.raw(action);
  await sql`alter table retail_goods ${verb} trigger retail_goods_search_goods`.execute(db);
  await sql`alter table retail_barcode ${verb} trigger retail_goods_search_barcode`.execute(db);
}

/** Counts inserted rows and reports the fraction done. */
export function progressOf(total: number, report?: (fraction: number) => void) {
  let done = 0;
  return (rows: number) => {
    done += rows;
    report?.(Math.min(1, done / Math.max(total, 1)));
  };
}

export type RowMapper = (row: Value[]) => Value[];

/** Inserts a table's rows from its entry in batches; the count must match the manifest. */
export async function insertRows(
  db: AnyDb,
  table: ManifestTable,
  { reader }: OpenedArchive,
  map: RowMapper,
  progress: (rows: number) => void,
): Promise<void> {
  const batchRows = Math.max(1, Math.min(MAX_BATCH_ROWS, Math.floor(MAX_PARAMS / table.columns.length)));
  const columns = sql.join(table.columns.map((c) => sql.ref(c)));
  let batch: Value[][] = [];
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const values = sql.join(batch.map((row) => sql`(${sql.join(row)})`));
    await sql`insert into ${sql.table(table.name)} (${columns}) values ${values}`.execute(db);
    count += batch.length;
    progress(batch.length);
    batch = [];
  };
  for await (const row of entryRows(reader.read(tableEntry(table.name)), table.name, table.columns.length)) {
    batch.push(map(row));
    if (batch.length >= batchRows) await flush();
  }
  await flush();
  if (count !== table.rows) throw corrupt(`${table.name}: ${count} rows, the manifest says ${table.rows}`);
}
