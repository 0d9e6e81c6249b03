import { sql } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { SysRegionTable } from '../../../db/schema.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';
import { platformTable } from '../../../platform/module-kit/table-scope.ts';
import { TenantRepository } from '../../../platform/module-kit/tenant-repository.ts';
import type { RegionPageInput } from '@retail/contracts/api/system/region';

const columns = [
  'id',
  'pid',
  'name',
  'code',
  'level',
  'orderNo',
  'remark',
  'createTime',
  'updateTime',
] as const;

export type RegionRow = Pick<SysRegionTable, (typeof columns)[number]>;
/** A region as the tree shows it: with whether it has children. */
export type RegionNode = RegionRow & { hasChildren: number | boolean | string };

const BATCH = 500;

/** sys_region: a platform-wide tree, 1 province … 5 village; every method takes the caller's tenant first. */
export class RegionRepository extends TenantRepository<'sysRegion', RegionRow> {
  constructor(
    db: Db,
    private readonly dbType: DbType,
  ) {
    super(db, 'sysRegion', columns, {
      scope: platformTable('administrative regions are the same for every shop'),
    });
  }

  private nodes(tenantId: number) {
    return this.live(tenantId).select((eb) =>
      eb
        .case()
        .when(
          eb.exists(eb.selectFrom('sysRegion as c').select('c.id').whereRef('c.pid', '=', 'sysRegion.id')),
        )
        .then(1)
        .else(0)
        .end()
        .as('hasChildren'),
    );
  }

  children(tenantId: number, pid: number): Promise<RegionNode[]> {
    return this.nodes(tenantId).where('pid', '=', pid).orderBy('orderNo').orderBy('code').execute();
  }

  page(tenantId: number, input: RegionPageInput, maxPageSize: number): Promise<PageResult<RegionNode>> {
    let query = this.nodes(tenantId);
    if (input.pid !== undefined && input.pid !== null) query = query.where('pid', '=', input.pid);
    if (input.name) query = query.where(containsText(this.dbType, 'name', input.name));
    if (input.code)
      query = query.where(sql<boolean>`${sql.ref('code')} like ${`${input.code.replace(/[!%_]/g, '')}%`}`);
    if (input.level) query = query.where('level', '=', input.level);
    return paginate(query, input, {
      sortable: {
        code: 'code',
        name: 'name',
        level: 'level',
        orderNo: 'orderNo',
        createTime: 'createTime',
      },
      defaultSort: [
        ['orderNo', 'asc'],
        ['code', 'asc'],
      ],
      tiebreaker: 'id',
      maxPageSize,
    });
  }

  async byCodes(tenantId: number, codes: string[], db: Db = this.db): Promise<Map<string, RegionRow>> {
    const found = new Map<string, RegionRow>();
    for (let i = 0; i < codes.length; i += BATCH) {
      const rows = await this.live(tenantId, db)
        .where('code', 'in', codes.slice(i, i + BATCH))
        .execute();
      for (const r of rows) found.set(r.code, r);
    }
    return found;
  }

  /** Ids of the region's descendants, level by level, with each one's depth below it (1 = child). */
  async descendants(
    tenantId: number,
    id: number,
    db: Db = this.db,
  ): Promise<Array<{ id: number; depth: number }>> {
    const found: Array<{ id: number; depth: number }> = [];
    let frontier = [id];
    for (let depth = 1; frontier.length > 0 && depth <= 10; depth++) {
      const next: number[] = [];
      for (let i = 0; i < frontier.length; i += BATCH) {
        const rows = await this.live(tenantId, db)
          .clearSelect()
          .select('id')
          .where('pid', 'in', frontier.slice(i, i + BATCH))
          .execute();
        next.push(...rows.map((r) => r.id));
      }
      found.push(...next.map((n) => ({ id: n, depth })));
      frontier = next;
    }
    return found;
  }

  /** Sets the level of a moved region's descendants from its new level. */
  async relevel(tenantId: number, id: number, level: number, db: Db = this.db): Promise<void> {
    const byDepth = new Map<number, number[]>();
    for (const d of await this.descendants(tenantId, id, db))
      byDepth.set(d.depth, [...(byDepth.get(d.depth) ?? []), d.id]);
    for (const [depth, ids] of byDepth) {
      for (let i = 0; i < ids.length; i += BATCH) {
        await db
          .updateTable('sysRegion')
          .set({ level: level + depth })
          .where('id', 'in', ids.slice(i, i + BATCH))
          .execute();
      }
    }
  }

  /** Removes the regions outright (reference data, never soft-deleted), so their codes are free again. */
  async deleteIds(_tenantId: number, ids: number[], db: Db = this.db): Promise<void> {
    for (let i = 0; i < ids.length; i += BATCH) {
      await db
        .deleteFrom('sysRegion')
        .where('id', 'in', ids.slice(i, i + BATCH))
        .execute();
    }
  }
}
