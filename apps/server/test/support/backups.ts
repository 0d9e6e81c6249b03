import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { exportArchive } from '../../src/platform/backup/exporter.ts';
import { tableLines } from '../../src/platform/backup/rows.ts';
import type { DatabaseTarget } from '../../src/platform/backup/snapshot.ts';
import type { AnyDb, TableSpec } from '../../src/platform/backup/table-catalog.ts';
import type { Api } from './client.ts';
import type { TestApp } from './test-app.ts';

export const targetOf = (t: TestApp): DatabaseTarget => ({
  db: t.ctx.db,
  type: t.config.db.type,
  url: t.config.db.url,
});

/** Every archived table's SHA-256 as the database holds it now (read through a fresh export). */
export async function tableDigests(target: DatabaseTarget): Promise<Record<string, string>> {
  const dir = mkdtempSync(join(tmpdir(), 'retail-digest-'));
  try {
    const { manifest } = await exportArchive(target, join(dir, 'now.rbk'), {
      scope: 'system',
      tenantId: null,
      tenantName: null,
      files: null,
      appVersion: 'test',
      createdTime: 0,
    });
    return Object.fromEntries(manifest.tables.map((table) => [table.name, table.sha256]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Each given table's SHA-256 over the given columns only, as the database holds it now: what an archive of an older
 * schema holds of a table that later versions gave more columns.
 */
export async function digestsOver(
  target: DatabaseTarget,
  tables: TableSpec[],
): Promise<Record<string, string>> {
  const db = target.db.withoutPlugins() as AnyDb;
  const digests: Record<string, string> = {};
  for (const table of tables) {
    const hash = createHash('sha256');
    for await (const line of tableLines(db, table, null, () => {})) hash.update(line, 'utf8');
    digests[table.name] = hash.digest('hex');
  }
  return digests;
}

interface BackupRowOut {
  id: number;
  fileName: string;
  status: string;
  error: string | null;
  tables: Array<{ name: string; sha256: string; rows: number }>;
}

/** Starts a backup through the API and waits for its row to succeed. */
export async function backUp(admin: Api, body: Record<string, unknown> = {}): Promise<BackupRowOut> {
  const { id } = await admin.ok.post<{ id: number }>('/api/sysBackup/add', body);
  let row: BackupRowOut | undefined;
  await expect
    .poll(
      async () => {
        row = await admin.ok.get<BackupRowOut>(`/api/sysBackup/detail?id=${id}`);
        return row.status;
      },
      { timeout: 60_000, interval: 100 },
    )
    .not.toBe('running');
  expect(row?.error ?? null).toBeNull();
  expect(row?.status).toBe('succeeded');
  return row as BackupRowOut;
}

/** Waits until the restore started by the last call has ended; returns its status. */
export async function restoreEnded(
  admin: Api,
): Promise<{ phase: string; error: string | null; active: boolean }> {
  let status = { phase: '', error: null as string | null, active: true };
  await expect
    .poll(
      async () => {
        status = (await admin.get('/api/sysBackup/restoreStatus')).json.result as typeof status;
        return status.phase;
      },
      { timeout: 120_000, interval: 100 },
    )
    .toMatch(/^(done|failed)$/);
  return status;
}
