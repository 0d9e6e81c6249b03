import { sql } from 'kysely';
import type { FileStorage } from '../storage/file-storage.ts';
import { ArchiveWriter } from './archive-writer.ts';
import { fileEntry, type Manifest, MANIFEST_ENTRY, tableEntry } from './manifest.ts';
import { tableLines } from './rows.ts';
import { type DatabaseTarget, schemaVersionOf, withSnapshot } from './snapshot.ts';
import { type AnyDb, archivedTables, inTenantScope, tenantCondition } from './table-catalog.ts';

export interface ExportRequest {
  scope: 'system' | 'tenant';
  tenantId: number | null;
  tenantName: string | null;
  /** the uploaded files' contents go in too (from this storage) */
  files: FileStorage | null;
  appVersion: string;
  createdTime: number;
  /** 0–1 as rows are written */
  onProgress?: (fraction: number) => void;
}

export interface ExportResult {
  manifest: Manifest;
  sizeBytes: number;
  sha256: string;
}

/**
 * Writes an archive of the whole database, or of one tenant, to `path` (which must not exist): every table from one
 * snapshot, then the uploaded files, then the manifest. A failure removes the half-written file.
 */
export async function exportArchive(
  source: DatabaseTarget,
  path: string,
  request: ExportRequest,
): Promise<ExportResult> {
  const base = source.db.withoutPlugins() as AnyDb;
  const tables = (await archivedTables(base, source.type)).filter(
    (t) => request.scope === 'system' || inTenantScope(t.name),
  );
  const schemaVersion = await schemaVersionOf(base);
  const tenantId = request.scope === 'tenant' ? request.tenantId : null;
  const writer = new ArchiveWriter(path, request.createdTime);
  try {
    const manifestTables: Manifest['tables'] = [];
    const fileKeys = await withSnapshot(source, async (trx) => {
      const condition = (table: string) => (tenantId === null ? null : tenantCondition(table, tenantId));
      let total = 0;
      for (const table of tables) {
        const { rows } = await sql<{
          n: number | string;
        }>`select count(*) as n from ${sql.table(table.name)} ${
          tenantId === null ? sql`` : sql`where ${condition(table.name)}`
        }`.execute(trx);
        total += Number(rows[0]?.n ?? 0);
      }
      let done = 0;
      for (const table of tables) {
        let rows = 0;
        const lines = tableLines(trx, table, condition(table.name), (count) => {
          rows += count;
          done += count;
          request.onProgress?.(Math.min(1, done / Math.max(total, 1)));
        });
        const written = await writer.add(tableEntry(table.name), lines);
        manifestTables.push({ name: table.name, columns: table.columns, rows, sha256: written.sha256 });
      }
      if (!request.files) return [];
      const { rows } = await sql<{ file_path: string }>`select file_path from sys_file ${
        tenantId === null ? sql`` : sql`where tenant_id = ${tenantId}`
      } order by id`.execute(trx);
      return [...new Set(rows.map((r) => r.file_path))];
    });
    const files: Manifest['files'] = [];
    for (const key of fileKeys) {
      const content = await request.files?.stream(key).catch(() => null);
      // a row whose content is gone (deleted by hand) is archived as a row only
      if (!content) continue;
      const written = await writer.add(fileEntry(key), content);
      files.push({ key, size: written.size, sha256: written.sha256 });
    }
    const manifest: Manifest = {
      format: 'retail-backup',
      formatVersion: 1,
      appVersion: request.appVersion,
      schemaVersion,
      dbType: source.type,
      scope: request.scope,
      tenantId,
      tenantName: request.scope === 'tenant' ? request.tenantName : null,
      createdTime: request.createdTime,
      tables: manifestTables,
      files,
    };
    await writer.add(MANIFEST_ENTRY, [JSON.stringify(manifest, null, 1)]);
    const { sizeBytes, sha256 } = await writer.finish();
    return { manifest, sizeBytes, sha256 };
  } catch (error) {
    await writer.abort();
    throw error;
  }
}
