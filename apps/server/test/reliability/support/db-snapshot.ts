import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../src/platform/db/database.ts';

/**
 * Tables that record that something was asked or happened (logs, sessions, the scheduler's runs and node
 * heartbeats), not business state.
 */
const LOG_TABLES = /^sys_log_|^sys_session$|^sys_job_run$|^sys_job_node$/;

/**
 * Columns that count what the scheduler did: the test app runs the real scheduler, and its hourly and nightly
 * cron jobs may fire (and count a run on their trigger) between two snapshots.
 */
const COUNTER_COLUMNS: Record<string, string[]> = {
  sys_job_trigger: ['numberOfRuns', 'numberOfErrors', 'lastRunTime'],
};

export type Snapshot = Map<string, { rows: number; checksum: string }>;

/** Row count and a checksum of the full contents of every business table. */
export async function snapshotTables(db: Db): Promise<Snapshot> {
  const tables = (await db.introspection.getTables()).filter((t) => !t.isView && !LOG_TABLES.test(t.name));
  const out: Snapshot = new Map();
  for (const table of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(db);
    const counters = COUNTER_COLUMNS[table.name] ?? [];
    const lines = rows.rows.map((row) => JSON.stringify(withoutColumns(row, counters))).sort();
    out.set(table.name, {
      rows: lines.length,
      checksum: createHash('sha256').update(lines.join('\n')).digest('hex'),
    });
  }
  return out;
}

function withoutColumns(row: Record<string, unknown>, columns: string[]): Record<string, unknown> {
  if (columns.length === 0) return row;
  return Object.fromEntries(Object.entries(row).filter(([column]) => !columns.includes(column)));
}

/** Tables whose rows or contents differ between two snapshots, e.g. `sys_user: 3 → 4 rows`. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .filter((name) => before.get(name)?.checksum !== after.get(name)?.checksum)
    .map((name) => `${name}: ${before.get(name)?.rows ?? 0} → ${after.get(name)?.rows ?? 0} rows`);
}
