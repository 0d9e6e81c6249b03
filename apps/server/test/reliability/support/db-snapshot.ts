import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../src/platform/db/database.ts';

/**
 * Tables that record that something was asked or happened (logs, sessions, the scheduler's runs and node
 * heartbeats), not business state.
 */
const LOG_TABLES = /^sys_log_|^sys_session$|^sys_job_run$|^sys_job_node$/;

export type Snapshot = Map<string, { rows: number; checksum: string }>;

/** Row count and a checksum of the full contents of every business table. */
export async function snapshotTables(db: Db): Promise<Snapshot> {
  const tables = (await db.introspection.getTables()).filter((t) => !t.isView && !LOG_TABLES.test(t.name));
  const out: Snapshot = new Map();
  for (const table of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(db);
    const lines = rows.rows.map((row) => JSON.stringify(row)).sort();
    out.set(table.name, {
      rows: lines.length,
      checksum: createHash('sha256').update(lines.join('\n')).digest('hex'),
    });
  }
  return out;
}

/** Tables whose rows or contents differ between two snapshots, e.g. `sys_user: 3 → 4 rows`. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .filter((name) => before.get(name)?.checksum !== after.get(name)?.checksum)
    .map((name) => `${name}: ${before.get(name)?.rows ?? 0} → ${after.get(name)?.rows ?? 0} rows`);
}
