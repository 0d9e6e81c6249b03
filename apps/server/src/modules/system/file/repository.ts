import type { Insertable } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { SysFileTable } from '../../../db/schema.ts';
import { acrossTenants } from '../../../platform/db/across-tenants.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';
import type { FilePageInput } from '@retail/contracts/api/system/file';

const columns = [
  'id',
  'tenantId',
  'provider',
  'bucketName',
  'fileName',
  'suffix',
  'filePath',
  'contentType',
  'sizeBytes',
  'category',
  'createTime',
  'createUserName',
  'updateTime',
] as const;

export type FileRow = Pick<SysFileTable, (typeof columns)[number]>;

/** sys_file queries; files belong to a tenant, every method takes it first. */
export class FileRepository {
  constructor(
    private readonly db: Db,
    private readonly dbType: DbType,
  ) {}

  private live(tenantId: number) {
    return this.db
      .selectFrom('sysFile')
      .select(columns)
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0);
  }

  page(
    tenantId: number,
    input: FilePageInput,
    range: { from?: number; to?: number },
    maxPageSize: number,
  ): Promise<PageResult<FileRow>> {
    let query = this.live(tenantId);
    if (input.fileName) query = query.where(containsText(this.dbType, 'fileName', input.fileName));
    if (input.suffix) query = query.where('suffix', '=', `.${input.suffix.replace(/^\./, '').toLowerCase()}`);
    if (input.category) query = query.where('category', '=', input.category);
    if (range.from !== undefined) query = query.where('createTime', '>=', range.from);
    if (range.to !== undefined) query = query.where('createTime', '<=', range.to);
    return paginate(query, input, {
      sortable: { fileName: 'fileName', suffix: 'suffix', sizeBytes: 'sizeBytes', createTime: 'createTime' },
      defaultSort: [['createTime', 'desc']],
      tiebreaker: 'id',
      maxPageSize,
    });
  }

  findById(tenantId: number, id: number): Promise<FileRow | undefined> {
    return this.live(tenantId).where('id', '=', id).executeTakeFirst();
  }

  /** A file by id whatever its tenant: only for links that carry the file's own signature. */
  findAnyById(id: number): Promise<FileRow | undefined> {
    return acrossTenants(this.db, "a signed link opens its file for whoever holds it, in no tenant's session")
      .selectFrom('sysFile')
      .select(columns)
      .where('id', '=', id)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
  }

  async insert(row: Insertable<SysFileTable>): Promise<void> {
    await this.db.insertInto('sysFile').values(row).execute();
  }

  async rename(
    tenantId: number,
    id: number,
    fileName: string,
    audit: { updateTime: number; updateUserId: number | null; updateUserName: string | null },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('sysFile')
      .set({ fileName, ...audit })
      .where('id', '=', id)
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async remove(tenantId: number, id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('sysFile')
      .where('id', '=', id)
      .where('tenantId', '=', tenantId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The caller's own avatar or signature link; returns the link it replaces. */
  async setOwnImage(
    tenantId: number,
    userId: number,
    field: 'avatar' | 'signature',
    url: string,
  ): Promise<string | null> {
    const user = await this.db
      .selectFrom('sysUser')
      .select(['avatar', 'signature'])
      .where('id', '=', userId)
      .where('tenantId', '=', tenantId)
      .executeTakeFirst();
    await this.db
      .updateTable('sysUser')
      .set({ [field]: url, updateTime: Date.now() })
      .where('id', '=', userId)
      .where('tenantId', '=', tenantId)
      .execute();
    return user?.[field] ?? null;
  }
}
