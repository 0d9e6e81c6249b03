import { Status } from '@retail/contracts';
import type { Cache } from '../../../platform/cache/index.ts';
import { auditInsert, auditUpdate } from '../../../platform/context.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import { AppError, duplicate } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import { recordDiff } from '../../../platform/logging/diff.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import type { DictDataRow, DictRepository, DictTypeRow } from './repository.ts';
import type {
  DictDataAddInput,
  DictDataOutput,
  DictDataPageInput,
  DictDataUpdateInput,
  DictItemOutput,
  DictTreeOutput,
  DictTypeAddInput,
  DictTypeOutput,
  DictTypePageInput,
  DictTypeUpdateInput,
  SetStatusInput,
} from '@retail/contracts/api/system/dict';
import { isUniqueViolation } from '../../../platform/db/errors.ts';
import { definedOnly } from '../../../platform/module-kit/defined-only.ts';

/**
 * Cached reads (allDictList, dataList) live under `dict:c:{generation}:...`. Every write bumps `dict:gen` and
 * drops the cached entries, so the next read sees the change; a read that raced with a write can only fill
 * an entry of the old generation, which nobody reads again (and which expires).
 */
const GENERATION_KEY = 'dict:gen';
const CONTENT_PREFIX = 'dict:c:';
const CONTENT_TTL_SECONDS = 3600;

const TYPE_TABLE = 'sys_dict_type';
const DATA_TABLE = 'sys_dict_data';

const typeNotFound = () => new AppError(404, 'dict.typeNotFound');
const dataNotFound = () => new AppError(404, 'dict.dataNotFound');

/** Dictionary types and their items (platform-wide). */
export class DictService {
  constructor(
    private readonly repo: DictRepository,
    private readonly cache: Cache,
    private readonly ids: IdGenerator,
    private readonly audit: AuditLog,
    private readonly timeZone: string,
    private readonly maxPageSize: number,
  ) {}

  // ---- output

  private typeOutput(row: DictTypeRow): DictTypeOutput {
    return {
      ...row,
      createTime: formatTime(row.createTime, this.timeZone),
      updateTime: formatNullableTime(row.updateTime, this.timeZone),
    };
  }

  private dataOutput(row: DictDataRow): DictDataOutput {
    return {
      ...row,
      createTime: formatTime(row.createTime, this.timeZone),
      updateTime: formatNullableTime(row.updateTime, this.timeZone),
    };
  }

  // ---- cache

  private async cacheKey(name: string): Promise<string> {
    const generation = (await this.cache.get<number>(GENERATION_KEY)) ?? 0;
    return `${CONTENT_PREFIX}${generation}:${name}`;
  }

  private async cached<T>(name: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const key = await this.cacheKey(name);
    const hit = await this.cache.get<T>(key);
    if (hit !== undefined) return hit;
    const value = await load();
    if (value !== undefined) await this.cache.set(key, value, CONTENT_TTL_SECONDS);
    return value;
  }

  private async changed(): Promise<void> {
    await this.cache.incr(GENERATION_KEY);
    await this.cache.delByPrefix(CONTENT_PREFIX);
  }

  /** Runs a write; a unique-index violation (a concurrent duplicate) answers 409 naming the code. */
  private async write<T>(code: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate('code', code);
      throw error;
    }
  }

  // ---- type reads

  async pageTypes(input: DictTypePageInput): Promise<PageResult<DictTypeOutput>> {
    const page = await this.repo.pageTypes(input, this.maxPageSize);
    return { ...page, items: page.items.map((r) => this.typeOutput(r)) };
  }

  async listTypes(): Promise<DictTypeOutput[]> {
    return (await this.repo.listTypes()).map((r) => this.typeOutput(r));
  }

  /** A type by id; with a status, only a type in that status is found. */
  async typeDetail(id: number, status?: number): Promise<DictTypeOutput> {
    const row = await this.repo.findTypeById(id);
    if (!row || (status !== undefined && row.status !== status)) throw typeNotFound();
    return this.typeOutput(row);
  }

  /** Enabled types, each with its enabled items ordered by (orderNo, code). Cached. */
  async allDictList(): Promise<DictTreeOutput[]> {
    const tree = await this.cached('all', async () => {
      const types = await this.repo.enabledTypes();
      const items = await this.repo.enabledItems(types.map((t) => t.id));
      const byType = new Map<number, DictItemOutput[]>();
      for (const item of items) {
        const list = byType.get(item.dictTypeId);
        if (list) list.push(item);
        else byType.set(item.dictTypeId, [item]);
      }
      return types.map((t): DictTreeOutput => ({
        id: t.id,
        name: t.name,
        code: t.code,
        orderNo: t.orderNo,
        status: t.status,
        remark: t.remark,
        children: byType.get(t.id) ?? [],
      }));
    });
    return tree ?? [];
  }

  /**
   * The enabled items of the type with that code. Unknown code: 404. A disabled type has no items to offer
   * (an empty list, so screens that use it still open).
   */
  async dataList(code: string): Promise<DictItemOutput[]> {
    const items = await this.cached(`data:${code}`, async () => {
      const type = await this.repo.findTypeByCode(code);
      if (!type) return undefined;
      if (type.status !== Status.Enable) return [];
      return this.repo.enabledItems([type.id]);
    });
    if (items === undefined) throw new AppError(404, 'dict.codeNotFound', { code });
    return items;
  }

  // ---- type writes

  async addType(actor: Actor, input: DictTypeAddInput): Promise<number> {
    const id = this.ids.next();
    const row = { id, ...input, remark: input.remark ?? null, ...auditInsert(actor) };
    await this.write(input.code, () =>
      this.repo.transaction(async (repo) => {
        if (await repo.findTypeIdByCode(input.code)) throw duplicate('code', input.code);
        await repo.insertType(row);
      }),
    );
    await this.changed();
    recordDiff(this.audit, actor, { table: TYPE_TABLE, rowId: id, type: 'insert', after: row });
    return id;
  }

  async updateType(actor: Actor, input: DictTypeUpdateInput): Promise<void> {
    const { id, ...changes } = input;
    const before = await this.write(input.code, () =>
      this.repo.transaction(async (repo) => {
        const current = await repo.findTypeById(id);
        if (!current) throw typeNotFound();
        const holder = await repo.findTypeIdByCode(input.code);
        if (holder && holder.id !== id) throw duplicate('code', input.code);
        await repo.updateType(id, { ...changes, ...auditUpdate(actor) });
        return current;
      }),
    );
    await this.changed();
    recordDiff(this.audit, actor, {
      table: TYPE_TABLE,
      rowId: id,
      type: 'update',
      before,
      after: { ...before, ...definedOnly(changes) },
    });
  }

  /** Soft delete; refused while the type still has items (the template's D3002), so nothing is lost silently. */
  async deleteType(actor: Actor, id: number): Promise<void> {
    const before = await this.repo.transaction(async (repo) => {
      const current = await repo.findTypeById(id);
      if (!current) throw typeNotFound();
      const count = await repo.countData(id);
      if (count > 0) throw new AppError(400, 'dict.typeHasData', { code: current.code, count });
      await repo.softDeleteType(id, current.code, auditUpdate(actor));
      return current;
    });
    await this.changed();
    recordDiff(this.audit, actor, { table: TYPE_TABLE, rowId: id, type: 'delete', before });
  }

  async setTypeStatus(actor: Actor, input: SetStatusInput): Promise<void> {
    const before = await this.repo.transaction(async (repo) => {
      const current = await repo.findTypeById(input.id);
      if (!current) throw typeNotFound();
      await repo.updateType(input.id, { status: input.status, ...auditUpdate(actor) });
      return current;
    });
    await this.changed();
    recordDiff(this.audit, actor, {
      table: TYPE_TABLE,
      rowId: input.id,
      type: 'update',
      before: { status: before.status },
      after: { status: input.status },
    });
  }

  // ---- data reads

  async pageData(input: DictDataPageInput): Promise<PageResult<DictDataOutput>> {
    const page = await this.repo.pageData(input, this.maxPageSize);
    return { ...page, items: page.items.map((r) => this.dataOutput(r)) };
  }

  async listData(dictTypeId: number): Promise<DictDataOutput[]> {
    return (await this.repo.listData(dictTypeId)).map((r) => this.dataOutput(r));
  }

  async dataDetail(id: number): Promise<DictDataOutput> {
    const row = await this.repo.findDataById(id);
    if (!row) throw dataNotFound();
    return this.dataOutput(row);
  }

  // ---- data writes

  async addData(actor: Actor, input: DictDataAddInput): Promise<number> {
    const id = this.ids.next();
    const row = {
      id,
      ...input,
      label: input.label ?? null,
      tagType: input.tagType ?? null,
      styleSetting: input.styleSetting ?? null,
      classSetting: input.classSetting ?? null,
      extData: input.extData ?? null,
      remark: input.remark ?? null,
      ...auditInsert(actor),
    };
    await this.write(input.code, () =>
      this.repo.transaction(async (repo) => {
        if (!(await repo.findTypeById(input.dictTypeId))) {
          throw new AppError(400, 'dict.typeMissing', { id: input.dictTypeId });
        }
        if (await repo.findDataIdByCode(input.dictTypeId, input.code)) throw duplicate('code', input.code);
        await repo.insertData(row);
      }),
    );
    await this.changed();
    recordDiff(this.audit, actor, { table: DATA_TABLE, rowId: id, type: 'insert', after: row });
    return id;
  }

  async updateData(actor: Actor, input: DictDataUpdateInput): Promise<void> {
    const { id, ...changes } = input;
    const before = await this.write(input.code, () =>
      this.repo.transaction(async (repo) => {
        const current = await repo.findDataById(id);
        if (!current) throw dataNotFound();
        if (!(await repo.findTypeById(input.dictTypeId))) {
          throw new AppError(400, 'dict.typeMissing', { id: input.dictTypeId });
        }
        const holder = await repo.findDataIdByCode(input.dictTypeId, input.code);
        if (holder && holder.id !== id) throw duplicate('code', input.code);
        await repo.updateData(id, { ...changes, ...auditUpdate(actor) });
        return current;
      }),
    );
    await this.changed();
    recordDiff(this.audit, actor, {
      table: DATA_TABLE,
      rowId: id,
      type: 'update',
      before,
      after: { ...before, ...definedOnly(changes) },
    });
  }

  async deleteData(actor: Actor, id: number): Promise<void> {
    const before = await this.repo.transaction(async (repo) => {
      const current = await repo.findDataById(id);
      if (!current) throw dataNotFound();
      await repo.softDeleteData(id, current.code, auditUpdate(actor));
      return current;
    });
    await this.changed();
    recordDiff(this.audit, actor, { table: DATA_TABLE, rowId: id, type: 'delete', before });
  }

  async setDataStatus(actor: Actor, input: SetStatusInput): Promise<void> {
    const before = await this.repo.transaction(async (repo) => {
      const current = await repo.findDataById(input.id);
      if (!current) throw dataNotFound();
      await repo.updateData(input.id, { status: input.status, ...auditUpdate(actor) });
      return current;
    });
    await this.changed();
    recordDiff(this.audit, actor, {
      table: DATA_TABLE,
      rowId: input.id,
      type: 'update',
      before: { status: before.status },
      after: { status: input.status },
    });
  }
}
