import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { AuditedWrites } from '../../../platform/module-kit/audited-writes.ts';
import { refuseTaken } from '../../../platform/module-kit/unique.ts';
import type { AccessCache } from '../access/invalidation.ts';
import type { PosRepository, PosRow } from './repository.ts';
import type {
  PosAddInput,
  PosListQuery,
  PosOutput,
  PosPageInput,
  PosUpdateInput,
} from '@retail/contracts/api/system/pos';

/** Positions of the caller's tenant: names and codes are unique within the tenant. */
export class PosService {
  private readonly writes: AuditedWrites<'sysPos', PosRow>;

  constructor(
    private readonly repo: PosRepository,
    audit: AuditLog,
    private readonly accessCache: AccessCache,
    ids: IdGenerator,
    private readonly timeZone: string,
    private readonly maxPageSize: number,
  ) {
    this.writes = new AuditedWrites(repo, { table: 'sys_pos', audit, ids });
  }

  private toOutput(row: PosRow): PosOutput {
    return {
      ...row,
      createTime: formatTime(row.createTime, this.timeZone),
      updateTime: formatNullableTime(row.updateTime, this.timeZone),
    };
  }

  async list(actor: Actor, filter: PosListQuery): Promise<PosOutput[]> {
    return (await this.repo.list(actor.tenantId, filter)).map((r) => this.toOutput(r));
  }

  async page(actor: Actor, input: PosPageInput): Promise<PageResult<PosOutput>> {
    const page = await this.repo.page(actor.tenantId, input, this.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  async add(actor: Actor, input: PosAddInput): Promise<number> {
    await refuseTaken(this.repo, actor.tenantId, { name: input.name, code: input.code });
    return this.writes.add(actor, {
      name: input.name,
      code: input.code ?? null,
      orderNo: input.orderNo ?? 100,
      status: input.status ?? 1,
      remark: input.remark ?? null,
    });
  }

  /** Fields left out stay as they are. */
  async update(actor: Actor, input: PosUpdateInput): Promise<void> {
    const { id, ...fields } = input;
    const current = await this.writes.found(actor, id);
    await refuseTaken(this.repo, actor.tenantId, { name: fields.name, code: fields.code }, id);
    await this.writes.update(actor, current, fields);
    await this.accessCache.profilesChanged(); // holders' profiles show the position's name
  }

  /** Soft delete, refused while a live user holds the position (main or extra organisation). */
  async delete(actor: Actor, id: number): Promise<void> {
    const current = await this.writes.found(actor, id);
    const count = await this.repo.holderCount(actor.tenantId, id);
    if (count > 0) throw new AppError(400, 'pos.inUse', { count });
    await this.writes.delete(actor, current);
  }
}
