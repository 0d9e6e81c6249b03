import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { exportArchive } from './exporter.ts';
import { replaceAll } from './importer.ts';
import { openArchive, type OpenedArchive } from './verify.ts';

/**
 * An archive of an older schema brought to this build's: its rows are loaded into a scratch SQLite database built by
 * the migrations up to the archive's version, the remaining migrations run over them (so data migrations apply as
 * they did to every live database), and the result is written as a new archive. `use` gets that archive; the
 * scratch folder is removed afterwards.
 */
export async function withMigratedArchive<T>(
  archive: OpenedArchive,
  appVersion: string,
  use: (migrated: OpenedArchive) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'retail-restore-'));
  try {
    const file = join(dir, 'scratch.db');
    const scratch = createDatabase('sqlite', file);
    try {
      await migrateToLatest(scratch.db, archive.manifest.schemaVersion);
      const target = { db: scratch.db, type: 'sqlite' as const, url: file };
      await replaceAll(target, archive);
      await migrateToLatest(scratch.db);
      const path = join(dir, 'migrated.rbk');
      const { manifest } = archive;
      await exportArchive(target, path, {
        scope: manifest.scope,
        tenantId: manifest.tenantId,
        tenantName: manifest.tenantName,
        files: null,
        appVersion,
        createdTime: manifest.createdTime,
      });
      const migrated = await openArchive(path);
      // the files are the original archive's: they do not change with the schema
      return await use({ reader: migrated.reader, manifest: { ...migrated.manifest, files: [] } });
    } finally {
      await scratch.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
