import { CODEGEN_MENU_ID_MAX, CODEGEN_MENU_ID_MIN } from '@retail/contracts/api/system/code-gen';
import type { CodeGenPageInput } from '@retail/contracts/api/system/code-gen';
import { MenuType } from '@retail/contracts';
import type { DbType } from '../../../config.ts';
import type { SysCodeGenTable } from '../../../db/schema-code-gen.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';
import { platformTable } from '../../../platform/module-kit/table-scope.ts';
import { TenantRepository } from '../../../platform/module-kit/tenant-repository.ts';

const columns = [
  'id',
  'tableName',
  'resource',
  'entityName',
  'area',
  'label',
  'menuParentId',
  'menuIdBase',
  'config',
  'remark',
  'createTime',
  'updateTime',
  'updateUserName',
] as const;

export type CodeGenRow = Pick<SysCodeGenTable, (typeof columns)[number]>;

/** A row's table without the suffix a deleted row's carries. */
export const tableOf = (tableName: string) => tableName.replace(/~del~\d+$/, '');

/** The ids of one generation's menus: the screen at its base, its buttons after it. */
const MENU_SPAN = 100;

/**
 * sys_code_gen queries. A platform table: generation configs describe the code of the product itself, which every
 * tenant runs, and only the platform's super admin keeps them (the methods take the caller's tenant first, as
 * every kit repository, and do not filter by it).
 */
export class CodeGenRepository extends TenantRepository<'sysCodeGen', CodeGenRow> {
  constructor(
    db: Db,
    private readonly dbType: DbType,
  ) {
    super(db, 'sysCodeGen', columns, {
      scope: platformTable('generation configs describe the product’s own code, kept by the platform'),
      freedOnDelete: { column: 'tableName', maxLength: 128 },
    });
  }

  page(tenantId: number, input: CodeGenPageInput, maxPageSize: number): Promise<PageResult<CodeGenRow>> {
    let query = this.live(tenantId);
    const keyword = input.keyword;
    if (keyword) {
      query = query.where((eb) =>
        eb.or(
          ['tableName', 'resource', 'entityName', 'label'].map((c) => containsText(this.dbType, c, keyword)),
        ),
      );
    }
    return paginate(query, input, {
      sortable: {
        tableName: 'tableName',
        resource: 'resource',
        entity: 'entityName',
        area: 'area',
        menuIdBase: 'menuIdBase',
        createTime: 'createTime',
        updateTime: 'updateTime',
      },
      defaultSort: [['createTime', 'desc']],
      tiebreaker: 'id',
      maxPageSize,
    });
  }

  /** The live generation of each table (the table list's flag). */
  async generationsByTable(tenantId: number): Promise<Map<string, number>> {
    const rows = await this.live(tenantId).execute();
    return new Map(rows.map((r) => [r.tableName, r.id]));
  }

  /** The row, deleted ones included, whose menus start at `base`. */
  async holderOfMenuBase(base: number): Promise<(CodeGenRow & { isDelete: number }) | undefined> {
    return this.db
      .selectFrom('sysCodeGen')
      .select([...columns, 'isDelete'])
      .where('menuIdBase', '=', base)
      .executeTakeFirst();
  }

  /** The menu id base the newest deleted config of `table` kept, if any. */
  async deletedMenuBaseOf(table: string): Promise<number | undefined> {
    const rows = await this.db
      .selectFrom('sysCodeGen')
      .select(['tableName', 'menuIdBase'])
      .where('isDelete', '=', 1)
      .where('menuIdBase', '>', 0)
      .where('tableName', 'like', `${table}~%`)
      .orderBy('updateTime', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.find((r) => tableOf(r.tableName) === table)?.menuIdBase;
  }

  /** A deleted config gives its menu id base up (to a new config of its table). */
  async releaseMenuBase(id: number): Promise<void> {
    await this.db
      .updateTable('sysCodeGen')
      .set({ menuIdBase: -id })
      .where('id', '=', id)
      .where('isDelete', '=', 1)
      .execute();
  }

  /**
   * The id bases of the range already taken: by a generation (a deleted one keeps its base for its table, as its
   * module may have been written with those menu ids) or by menus that exist.
   */
  async takenMenuBases(): Promise<Set<number>> {
    const kept = await this.db.selectFrom('sysCodeGen').select('menuIdBase').execute();
    const menus = await this.db
      .selectFrom('sysMenu')
      .select('id')
      .where('id', '>=', CODEGEN_MENU_ID_MIN)
      .where('id', '<', CODEGEN_MENU_ID_MAX + MENU_SPAN)
      .execute();
    return new Set([
      ...kept.map((r) => Number(r.menuIdBase)),
      ...menus.map((r) => Number(r.id) - (Number(r.id) % MENU_SPAN)),
    ]);
  }

  /** Whether a live directory of the menu tree has this id (a generated screen goes under a directory). */
  async menuParentExists(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('sysMenu')
      .select('id')
      .where('id', '=', id)
      .where('isDelete', '=', 0)
      .where('type', '=', MenuType.Directory)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The title keys of these menus. */
  async menuTitles(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('sysMenu')
      .select(['id', 'title'])
      .where('id', 'in', [...new Set(ids)])
      .where('isDelete', '=', 0)
      .execute();
    return new Map(rows.map((r) => [Number(r.id), r.title]));
  }
}
