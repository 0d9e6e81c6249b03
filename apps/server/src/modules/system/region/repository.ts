import { type Insertable, sql, type Updateable } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { SysRegionTable } from '../../../db/schema.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';
import type { RegionPageInput } from '@retail/contracts/api/system/region';

const columns = [
  'r.id',
  'r.pid',
  'r.name',
  'r.code',
  'r.level',
  'r.orderNo',
  'r.remark',
  'r.createTime',
  'r.updateTime',
] as const;

export type RegionRow = Pick<
  SysRegionTable,
  'id' | 'pid' | 'name' | 'code' | 'level' | 'orderNo' | 'remark' | 'createTime' | 'updateTime'
> & { hasChildren: number | boolean | string };

/** sys_region: a platform-wide tree (no tenant), 1 province … 5 village. */
export class RegionRepository {
  constructor(
    private readonly db: Db,
    private readonly dbType: DbType,
  ) {}

  private select(db: Db = this.db) {
    return db
      .selectFrom('sysRegion as r')
      .select(columns)
      .select((eb) =>
        eb
          .case()
          .when(eb.exists(eb.selectFrom('sysRegion as c').select('c.id').whereRef('c.pid', '=', 'r.id')))
          .then(1)
          .else(0)
          .end()
          .as('hasChildren'),
      );
  }

  children(pid: number): Promise<RegionRow[]> {
    return this.select().where('r.pid', '=', pid).orderBy('r.orderNo').orderBy('r.code').execute();
  }

  page(input: RegionPageInput, maxPageSize: number): Promise<PageResult<RegionRow>> {
    let query = this.select();
    if (input.pid !== undefined && input.pid !== null) query = query.where('r.pid', '=', input.pid);
    if (input.name) query = query.where(containsText(this.dbType, 'r.name', input.name));
    if (input.code)
      query = query.where(sql<boolean>`${sql.ref('r.code')} like ${`${input.code.replace(/[!%_]/g, '')}%`}`);
    if (input.level) query = query.where('r.level', '=', input.level);
    return paginate(query, input, {
      sortable: {
        code: 'r.code',
        name: 'r.name',
        level: 'r.level',
        orderNo: 'r.orderNo',
        createTime: 'r.createTime',
      },
      defaultSort: [
        ['r.orderNo', 'asc'],
        ['r.code', 'asc'],
      ],
      tiebreaker: 'r.id',
      maxPageSize,
    });
  }

  findById(id: number, db: Db = this.db): Promise<RegionRow | undefined> {
    return this.select(db).where('r.id', '=', id).executeTakeFirst();
  }

  async byCodes(codes: string[], db: Db = this.db): Promise<Map<string, RegionRow>> {
    const found = new Map<string, RegionRow>();
    for (let i = 0; i < codes.length; i += 500) {
      const rows = await this.select(db)
        .where('r.code', 'in', codes.slice(i, i + 500))
        .execute();
      for (const r of rows) found.set(r.code, r);
    }
    return found;
  }

  async codeHolder(code: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('sysRegion')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirst();
    return row?.id;
  }

  /** Ids of the region's descendants, level by level, with each one's depth below it (1 = child). */
  async descendants(id: number, db: Db = this.db): Promise<Array<{ id: number; depth: number }>> {
    const found: Array<{ id: number; depth: number }> = [];
    let frontier = [id];
    for (let depth = 1; frontier.length > 0 && depth <= 10; depth++) {
      const next: number[] = [];
      for (let i = 0; i < frontier.length; i += 500) {
        const rows = await db
          .selectFrom('sysRegion')
          .select('id')
          .where('pid', 'in', frontier.slice(i, i + 500))
          .execute();
        next.push(...rows.map((r) => r.id));
      }
      found.push(...next.map((n) => ({ id: n, depth })));
      frontier = next;
    }
    return found;
  }

  async insert(row: Insertable<SysRegionTable>, db: Db = this.db): Promise<void> {
    await db.insertInto('sysRegion').values(row).execute();
  }

  async update(id: number, changes: Updateable<SysRegionTable>, db: Db = this.db): Promise<void> {
    await db.updateTable('sysRegion').set(changes).where('id', '=', id).execute();
  }

  /** Sets the level of a moved region's descendants from its new level. */
  async relevel(id: number, level: number, db: Db = this.db): Promise<void> {
    const byDepth = new Map<number, number[]>();
    for (const d of await this.descendants(id, db))
      byDepth.set(d.depth, [...(byDepth.get(d.depth) ?? []), d.id]);
    for (const [depth, ids] of byDepth) {
      for (let i = 0; i < ids.length; i += 500) {
        await db
          .updateTable('sysRegion')
          .set({ level: level + depth })
          .where('id', 'in', ids.slice(i, i + 500))
          .execute();
      }
    }
  }

  async deleteIds(ids: number[], db: Db = this.db): Promise<void> {
    for (let i = 0; i < ids.length; i += 500) {
      await db
        .deleteFrom('sysRegion')
        .where('id', 'in', ids.slice(i, i + 500))
        .execute();
    }
  }

  transaction<T>(work: (db: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}
