import type { Cache } from '../../../platform/cache/index.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import { AppError, duplicate } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { AuditedWrites } from '../../../platform/module-kit/audited-writes.ts';
import { onUniqueViolation, refuseTaken } from '../../../platform/module-kit/unique.ts';
import type { ConfigRepository, ConfigRow } from './repository.ts';
import type {
  ConfigAddInput,
  ConfigOutput,
  ConfigPageInput,
  ConfigUpdateInput,
} from '@retail/contracts/api/system/config';

const CACHE_PREFIX = 'sys_config:';
const BUILT_IN = 1;

/** System configuration rows (sys_* codes): reads are cached, writes invalidate the cache at once. */
export class ConfigService {
  private readonly writes: AuditedWrites<'sysConfig', ConfigRow>;

  constructor(
    private readonly repo: ConfigRepository,
    private readonly cache: Cache,
    ids: IdGenerator,
    private readonly timeZone: string,
    private readonly maxPageSize: number,
    audit: AuditLog,
  ) {
    this.writes = new AuditedWrites(repo, { table: 'sys_config', audit, ids });
  }

  private toOutput(row: ConfigRow): ConfigOutput {
    return {
      ...row,
      createTime: formatTime(row.createTime, this.timeZone),
      updateTime: formatNullableTime(row.updateTime, this.timeZone),
    };
  }

  async page(actor: Actor, input: ConfigPageInput): Promise<PageResult<ConfigOutput>> {
    const page = await this.repo.page(actor.tenantId, input, this.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  async list(actor: Actor): Promise<ConfigOutput[]> {
    return (await this.repo.list(actor.tenantId)).map((r) => this.toOutput(r));
  }

  async detail(actor: Actor, id: number): Promise<ConfigOutput> {
    return this.toOutput(await this.writes.found(actor, id));
  }

  groupCodes(actor: Actor): Promise<string[]> {
    return this.repo.groupCodes(actor.tenantId);
  }

  async add(actor: Actor, input: ConfigAddInput): Promise<number> {
    await refuseTaken(this.repo, actor.tenantId, { code: input.code });
    return onUniqueViolation(
      () => duplicate('code', input.code),
      () =>
        this.writes.add(actor, {
          ...input,
          value: input.value ?? null,
          groupCode: input.groupCode ?? null,
          remark: input.remark ?? null,
        }),
    );
  }

  async update(actor: Actor, input: ConfigUpdateInput): Promise<void> {
    const { id, ...changes } = input;
    const current = await this.writes.found(actor, id);
    await refuseTaken(this.repo, actor.tenantId, { code: input.code }, id);
    await onUniqueViolation(
      () => duplicate('code', input.code),
      () => this.writes.update(actor, current, changes),
    );
    await this.cache.del(CACHE_PREFIX + current.code, CACHE_PREFIX + input.code);
  }

  async delete(actor: Actor, id: number): Promise<void> {
    const current = await this.writes.found(actor, id);
    if (current.sysFlag === BUILT_IN) throw new AppError(400, 'record.builtIn');
    await this.writes.delete(actor, current);
    await this.cache.del(CACHE_PREFIX + current.code);
  }

  /** The value of a config code, from the cache when possible; undefined when the row does not exist. */
  async value(code: string): Promise<string | undefined> {
    const cached = await this.cache.get<{ v: string | null }>(CACHE_PREFIX + code);
    if (cached) return cached.v ?? undefined;
    const value = await this.repo.storedValue(code);
    if (value === undefined) return undefined;
    await this.cache.set(CACHE_PREFIX + code, { v: value });
    return value ?? undefined;
  }

  async bool(code: string, fallback: boolean): Promise<boolean> {
    const v = await this.value(code);
    return v === undefined ? fallback : ['true', '1', 'yes', 'y'].includes(v.trim().toLowerCase());
  }

  async int(code: string, fallback: number): Promise<number> {
    const v = Number(await this.value(code));
    return Number.isInteger(v) && v > 0 ? v : fallback;
  }
}
