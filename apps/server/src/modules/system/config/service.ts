import type { Cache } from '../../../platform/cache/index.ts';
import { auditInsert, auditUpdate } from '../../../platform/context.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, duplicate, notFound } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
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
  constructor(
    private readonly repo: ConfigRepository,
    private readonly cache: Cache,
    private readonly ids: IdGenerator,
    private readonly timeZone: string,
    private readonly maxPageSize: number,
  ) {}

  private toOutput(row: ConfigRow): ConfigOutput {
    return {
      ...row,
      createTime: formatTime(row.createTime, this.timeZone),
      updateTime: formatNullableTime(row.updateTime, this.timeZone),
    };
  }

  async page(input: ConfigPageInput): Promise<PageResult<ConfigOutput>> {
    const page = await this.repo.page(input, this.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  async list(): Promise<ConfigOutput[]> {
    return (await this.repo.list()).map((r) => this.toOutput(r));
  }

  async detail(id: number): Promise<ConfigOutput> {
    const row = await this.repo.findById(id);
    if (!row) throw notFound();
    return this.toOutput(row);
  }

  groupCodes(): Promise<string[]> {
    return this.repo.groupCodes();
  }

  async add(input: ConfigAddInput, principal: Principal | null): Promise<number> {
    if (await this.repo.findIdByCode(input.code)) throw duplicate('code', input.code);
    const id = this.ids.next();
    await this.repo.insert({ id, ...input, ...auditInsert(principal) });
    return id;
  }

  async update(input: ConfigUpdateInput, principal: Principal | null): Promise<void> {
    const current = await this.repo.findById(input.id);
    if (!current) throw notFound();
    const holder = await this.repo.findIdByCode(input.code);
    if (holder && holder.id !== input.id) throw duplicate('code', input.code);
    const { id, ...changes } = input;
    await this.repo.update(id, { ...changes, ...auditUpdate(principal) });
    await this.cache.del(CACHE_PREFIX + current.code, CACHE_PREFIX + input.code);
  }

  async delete(id: number, principal: Principal | null): Promise<void> {
    const current = await this.repo.findById(id);
    if (!current) throw notFound();
    if (current.sysFlag === BUILT_IN) throw new AppError(400, 'record.builtIn');
    await this.repo.softDelete(id, current.code, auditUpdate(principal));
    await this.cache.del(CACHE_PREFIX + current.code);
  }

  /** The value of a config code, from the cache when possible; undefined when the row does not exist. */
  async value(code: string): Promise<string | undefined> {
    const cached = await this.cache.get<{ v: string | null }>(CACHE_PREFIX + code);
    if (cached) return cached.v ?? undefined;
    const value = await this.repo.valueOf(code);
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
