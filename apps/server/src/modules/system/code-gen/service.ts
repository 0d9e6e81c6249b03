import {
  CODEGEN_MENU_ID_MAX,
  CODEGEN_MENU_ID_MIN,
  type CodeGenAddInput,
  type CodeGenConfig,
  codeGenConfig,
  type CodeGenOutput,
  type CodeGenPageInput,
  type CodeGenUpdateInput,
} from '@retail/contracts/api/system/code-gen';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { AuditedWrites } from '../../../platform/module-kit/audited-writes.ts';
import { onUniqueViolation } from '../../../platform/module-kit/unique.ts';
import { type CodeGenRepository, type CodeGenRow, tableOf } from './repository.ts';

const MENU_STEP = 100;

/** The config a row keeps, checked again: a row written by an older generator may no longer pass. */
export function storedConfig(row: Pick<CodeGenRow, 'config'>): CodeGenConfig {
  let stored: unknown;
  try {
    stored = JSON.parse(row.config);
  } catch {
    throw new AppError(400, 'codeGen.storedConfigInvalid', { detail: 'not JSON' });
  }
  const parsed = codeGenConfig.safeParse(stored);
  if (parsed.success) return parsed.data;
  const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  throw new AppError(400, 'codeGen.storedConfigInvalid', { detail });
}

/** The columns a row copies out of its config, for the list, its search and the unique checks. */
const columnsOf = (config: CodeGenConfig) => ({
  tableName: config.table,
  resource: config.resource,
  entityName: config.entity,
  area: config.area,
  label: JSON.stringify(config.label),
  menuParentId: config.menu.parentId,
  menuIdBase: config.menu.idBase,
  config: JSON.stringify(config),
});

export interface CodeGenServiceDeps {
  repo: CodeGenRepository;
  audit: AuditLog;
  ids: IdGenerator;
  timeZone: string;
  maxPageSize: number;
}

/** The generation configs the code generation screen keeps (platform, super admin). */
export class CodeGenService {
  private readonly writes: AuditedWrites<'sysCodeGen', CodeGenRow>;

  constructor(private readonly deps: CodeGenServiceDeps) {
    this.writes = new AuditedWrites(deps.repo, { table: 'sys_code_gen', audit: deps.audit, ids: deps.ids });
  }

  private toOutput(row: CodeGenRow, titles: Map<number, string>): CodeGenOutput {
    const tz = this.deps.timeZone;
    const config = storedConfig(row);
    return {
      id: row.id,
      tableName: config.table,
      resource: config.resource,
      entity: config.entity,
      area: config.area,
      label: config.label,
      menuParentId: config.menu.parentId,
      menuParentTitle: titles.get(config.menu.parentId) ?? null,
      menuIdBase: config.menu.idBase,
      config,
      remark: row.remark,
      createTime: formatTime(row.createTime, tz),
      updateTime: formatNullableTime(row.updateTime, tz),
      updateUserName: row.updateUserName,
    };
  }

  async page(actor: Actor, input: CodeGenPageInput): Promise<PageResult<CodeGenOutput>> {
    const page = await this.deps.repo.page(actor.tenantId, input, this.deps.maxPageSize);
    const titles = await this.deps.repo.menuTitles(page.items.map((r) => r.menuParentId));
    return { ...page, items: page.items.map((r) => this.toOutput(r, titles)) };
  }

  async detail(actor: Actor, id: number): Promise<CodeGenOutput> {
    const row = await this.writes.found(actor, id);
    return this.toOutput(row, await this.deps.repo.menuTitles([row.menuParentId]));
  }

  /** The live row, for generation. */
  found(actor: Actor, id: number): Promise<CodeGenRow> {
    return this.writes.found(actor, id);
  }

  async add(actor: Actor, input: CodeGenAddInput): Promise<number> {
    await this.check(actor, input.config);
    await this.takeOverMenuBase(input.config);
    return onUniqueViolation(
      () => this.takenRefusal(actor, input.config),
      () => this.writes.add(actor, { ...columnsOf(input.config), remark: input.remark ?? null }),
    );
  }

  async update(actor: Actor, input: CodeGenUpdateInput): Promise<void> {
    const current = await this.writes.found(actor, input.id);
    await this.check(actor, input.config, current.id);
    await this.takeOverMenuBase(input.config);
    await onUniqueViolation(
      () => this.takenRefusal(actor, input.config, current.id),
      () => this.writes.update(actor, current, { ...columnsOf(input.config), remark: input.remark }),
    );
  }

  /** Soft delete of every row asked for, or of none when one is missing. */
  async delete(actor: Actor, ids: readonly number[]): Promise<void> {
    const rows = await Promise.all([...new Set(ids)].map((id) => this.writes.found(actor, id)));
    await this.writes.deleteAll(actor, rows);
  }

  /**
   * The menu id base for a new config: the one a deleted config of the same table kept (so a module written with
   * it keeps its menus), else the lowest of the generated range that no config and no menu holds.
   */
  async nextMenuIdBase(table?: string): Promise<number> {
    const kept = table ? await this.deps.repo.deletedMenuBaseOf(table) : undefined;
    if (kept !== undefined) return kept;
    const taken = await this.deps.repo.takenMenuBases();
    for (let base = CODEGEN_MENU_ID_MIN; base <= CODEGEN_MENU_ID_MAX; base += MENU_STEP) {
      if (!taken.has(base)) return base;
    }
    throw new AppError(409, 'codeGen.menuRangeFull');
  }

  /** The menu parent is a directory; the table, resource and menu ids are no other generation's. */
  private async check(actor: Actor, config: CodeGenConfig, self?: number): Promise<void> {
    if (!(await this.deps.repo.menuParentExists(config.menu.parentId))) {
      throw new AppError(400, 'codeGen.menuParentMissing', { id: config.menu.parentId });
    }
    const clash = await this.clash(actor, config, self);
    if (clash) throw clash;
  }

  /** A unique index refused the write after the check passed: a concurrent write took a value. */
  private async takenRefusal(actor: Actor, config: CodeGenConfig, self?: number): Promise<AppError> {
    return (
      (await this.clash(actor, config, self)) ??
      new AppError(409, 'codeGen.tableTaken', { table: config.table })
    );
  }

  /** Why the config clashes with another generation, if it does. */
  private async clash(actor: Actor, config: CodeGenConfig, self?: number): Promise<AppError | undefined> {
    const repo = this.deps.repo;
    const other = (id: number | undefined): id is number => id !== undefined && id !== self;
    if (other(await repo.holderOf(actor.tenantId, 'tableName', config.table))) {
      return new AppError(409, 'codeGen.tableTaken', { table: config.table });
    }
    const byResource = await repo.holderOf(actor.tenantId, 'resource', config.resource);
    if (other(byResource)) {
      const holder = await repo.findById(actor.tenantId, byResource);
      return new AppError(409, 'codeGen.resourceTaken', {
        resource: config.resource,
        table: holder?.tableName ?? '',
      });
    }
    const byBase = await repo.holderOfMenuBase(config.menu.idBase);
    // a deleted config keeps its base for a new config of its own table (its module may use those menu ids)
    const ownDeleted = byBase?.isDelete === 1 && tableOf(byBase.tableName) === config.table;
    if (byBase && byBase.id !== self && !ownDeleted) {
      return new AppError(409, 'codeGen.menuBaseTaken', {
        base: config.menu.idBase,
        table: tableOf(byBase.tableName),
      });
    }
    return undefined;
  }

  /** A deleted config of the same table that holds the base gives it up to this one. */
  private async takeOverMenuBase(config: CodeGenConfig): Promise<void> {
    const holder = await this.deps.repo.holderOfMenuBase(config.menu.idBase);
    if (holder?.isDelete === 1 && tableOf(holder.tableName) === config.table) {
      await this.deps.repo.releaseMenuBase(holder.id);
    }
  }
}
