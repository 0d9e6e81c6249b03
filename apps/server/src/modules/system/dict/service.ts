import { Status } from '@retail/contracts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import { AppError, duplicate } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { AuditedWrites } from '../../../platform/module-kit/audited-writes.ts';
import { onUniqueViolation, refuseTaken } from '../../../platform/module-kit/unique.ts';
import type { DictReadCache } from './read-cache.ts';
import type { DictDataRepository, DictDataRow, DictTypeRepository, DictTypeRow } from './repository.ts';
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

export interface DictServiceDeps {
  types: DictTypeRepository;
  data: DictDataRepository;
  cache: DictReadCache;
  audit: AuditLog;
  ids: IdGenerator;
  timeZone: string;
  maxPageSize: number;
}

const codeTaken = (code: string) => () => duplicate('code', code);

/** Dictionary types and their items (platform-wide): an item's code is unique in its type. */
export class DictService {
  private readonly types: DictTypeRepository;
  private readonly data: DictDataRepository;
  private readonly typeWrites: AuditedWrites<'sysDictType', DictTypeRow>;
  private readonly dataWrites: AuditedWrites<'sysDictData', DictDataRow>;

  constructor(private readonly deps: DictServiceDeps) {
    const { audit, ids } = deps;
    this.types = deps.types;
    this.data = deps.data;
    this.typeWrites = new AuditedWrites(deps.types, {
      table: 'sys_dict_type',
      audit,
      ids,
      missing: () => new AppError(404, 'dict.typeNotFound'),
    });
    this.dataWrites = new AuditedWrites(deps.data, {
      table: 'sys_dict_data',
      audit,
      ids,
      missing: () => new AppError(404, 'dict.dataNotFound'),
    });
  }

  private withTimes<R extends { createTime: number; updateTime: number | null }>(row: R) {
    return {
      ...row,
      createTime: formatTime(row.createTime, this.deps.timeZone),
      updateTime: formatNullableTime(row.updateTime, this.deps.timeZone),
    };
  }

  // ---- type reads

  async pageTypes(actor: Actor, input: DictTypePageInput): Promise<PageResult<DictTypeOutput>> {
    const page = await this.types.page(actor.tenantId, input, this.deps.maxPageSize);
    return { ...page, items: page.items.map((r) => this.withTimes(r)) };
  }

  async listTypes(actor: Actor): Promise<DictTypeOutput[]> {
    return (await this.types.list(actor.tenantId)).map((r) => this.withTimes(r));
  }

  /** A type by id; with a status, only a type in that status is found. */
  async typeDetail(actor: Actor, id: number, status?: number): Promise<DictTypeOutput> {
    const row = await this.typeWrites.found(actor, id);
    if (status !== undefined && row.status !== status) throw new AppError(404, 'dict.typeNotFound');
    return this.withTimes(row);
  }

  /** Enabled types, each with its enabled items ordered by (orderNo, code). Cached. */
  async allDictList(actor: Actor): Promise<DictTreeOutput[]> {
    const tree = await this.deps.cache.read('all', async () => {
      const types = await this.types.enabled(actor.tenantId);
      const items = await this.data.enabledItems(
        actor.tenantId,
        types.map((t) => t.id),
      );
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
  async dataList(actor: Actor, code: string): Promise<DictItemOutput[]> {
    const items = await this.deps.cache.read(`data:${code}`, async () => {
      const type = await this.types.findByCode(actor.tenantId, code);
      if (!type) return undefined;
      if (type.status !== Status.Enable) return [];
      return this.data.enabledItems(actor.tenantId, [type.id]);
    });
    if (items === undefined) throw new AppError(404, 'dict.codeNotFound', { code });
    return items;
  }

  // ---- type writes (each drops the cached reads)

  async addType(actor: Actor, input: DictTypeAddInput): Promise<number> {
    await refuseTaken(this.types, actor.tenantId, { code: input.code });
    const id = await onUniqueViolation(codeTaken(input.code), () =>
      this.typeWrites.add(actor, { ...input, remark: input.remark ?? null }),
    );
    await this.deps.cache.changed();
    return id;
  }

  async updateType(actor: Actor, input: DictTypeUpdateInput): Promise<void> {
    const { id, ...changes } = input;
    const current = await this.typeWrites.found(actor, id);
    await refuseTaken(this.types, actor.tenantId, { code: input.code }, id);
    await onUniqueViolation(codeTaken(input.code), () => this.typeWrites.update(actor, current, changes));
    await this.deps.cache.changed();
  }

  /** Soft delete; refused while the type still has items (the template's D3002), so nothing is lost silently. */
  async deleteType(actor: Actor, id: number): Promise<void> {
    const current = await this.typeWrites.found(actor, id);
    const count = await this.data.countOfType(actor.tenantId, id);
    if (count > 0) throw new AppError(400, 'dict.typeHasData', { code: current.code, count });
    await this.typeWrites.delete(actor, current);
    await this.deps.cache.changed();
  }

  async setTypeStatus(actor: Actor, input: SetStatusInput): Promise<void> {
    await this.typeWrites.setStatus(actor, await this.typeWrites.found(actor, input.id), input.status);
    await this.deps.cache.changed();
  }

  // ---- data reads

  async pageData(actor: Actor, input: DictDataPageInput): Promise<PageResult<DictDataOutput>> {
    const page = await this.data.page(actor.tenantId, input, this.deps.maxPageSize);
    return { ...page, items: page.items.map((r) => this.withTimes(r)) };
  }

  async listData(actor: Actor, dictTypeId: number): Promise<DictDataOutput[]> {
    return (await this.data.listOfType(actor.tenantId, dictTypeId)).map((r) => this.withTimes(r));
  }

  async dataDetail(actor: Actor, id: number): Promise<DictDataOutput> {
    return this.withTimes(await this.dataWrites.found(actor, id));
  }

  // ---- data writes (each drops the cached reads)

  /** The item's type must exist and no other item of it may hold the code. */
  private async checkItem(actor: Actor, input: DictDataAddInput, self?: number): Promise<void> {
    if (!(await this.types.findById(actor.tenantId, input.dictTypeId))) {
      throw new AppError(400, 'dict.typeMissing', { id: input.dictTypeId });
    }
    const holder = await this.data.codeHolder(actor.tenantId, input.dictTypeId, input.code);
    if (holder !== undefined && holder !== self) throw duplicate('code', input.code);
  }

  async addData(actor: Actor, input: DictDataAddInput): Promise<number> {
    await this.checkItem(actor, input);
    const id = await onUniqueViolation(codeTaken(input.code), () =>
      this.dataWrites.add(actor, {
        ...input,
        label: input.label ?? null,
        tagType: input.tagType ?? null,
        styleSetting: input.styleSetting ?? null,
        classSetting: input.classSetting ?? null,
        extData: input.extData ?? null,
        remark: input.remark ?? null,
      }),
    );
    await this.deps.cache.changed();
    return id;
  }

  async updateData(actor: Actor, input: DictDataUpdateInput): Promise<void> {
    const { id, ...changes } = input;
    const current = await this.dataWrites.found(actor, id);
    await this.checkItem(actor, changes, id);
    await onUniqueViolation(codeTaken(input.code), () => this.dataWrites.update(actor, current, changes));
    await this.deps.cache.changed();
  }

  async deleteData(actor: Actor, id: number): Promise<void> {
    await this.dataWrites.delete(actor, await this.dataWrites.found(actor, id));
    await this.deps.cache.changed();
  }

  async setDataStatus(actor: Actor, input: SetStatusInput): Promise<void> {
    await this.dataWrites.setStatus(actor, await this.dataWrites.found(actor, input.id), input.status);
    await this.deps.cache.changed();
  }
}
