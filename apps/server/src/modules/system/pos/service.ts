import type { FastifyRequest } from 'fastify';
import { auditInsert, auditUpdate } from '../../../platform/context.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import { type Principal, principalOf } from '../../../platform/http/access.ts';
import { AppError, duplicate, notFound } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import { recordDiff } from '../../../platform/logging/diff.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import type { AccessCache } from '../access/invalidation.ts';
import type { PosRepository, PosRow } from './repository.ts';
import type { PosAddInput, PosListQuery, PosOutput, PosPageInput, PosUpdateInput } from './schemas.ts';

const TABLE = 'sys_pos';

const snapshot = (row: PosRow) => ({
  name: row.name,
  code: row.code,
  orderNo: row.orderNo,
  status: row.status,
  remark: row.remark,
});

/** Positions of the caller's tenant: names and codes are unique within the tenant. */
export class PosService {
  constructor(
    private readonly repo: PosRepository,
    private readonly audit: AuditLog,
    private readonly accessCache: AccessCache,
    private readonly ids: IdGenerator,
    private readonly timeZone: string,
    private readonly maxPageSize: number,
  ) {}

  private toOutput(row: PosRow): PosOutput {
    return {
      ...row,
      createTime: formatTime(row.createTime, this.timeZone),
      updateTime: formatNullableTime(row.updateTime, this.timeZone),
    };
  }

  async list(caller: Principal, filter: PosListQuery): Promise<PosOutput[]> {
    return (await this.repo.list(caller.tenantId, filter)).map((r) => this.toOutput(r));
  }

  async page(caller: Principal, input: PosPageInput): Promise<PageResult<PosOutput>> {
    const page = await this.repo.page(caller.tenantId, input, this.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  private async assertUnique(
    tenantId: number,
    name: string | undefined,
    code: string | null | undefined,
    id?: number,
  ) {
    if (name !== undefined) {
      const holder = await this.repo.holderOf(tenantId, 'name', name);
      if (holder && holder.id !== id) throw duplicate('name', name);
    }
    if (code) {
      const holder = await this.repo.holderOf(tenantId, 'code', code);
      if (holder && holder.id !== id) throw duplicate('code', code);
    }
  }

  async add(request: FastifyRequest, input: PosAddInput): Promise<number> {
    const caller = principalOf(request);
    await this.assertUnique(caller.tenantId, input.name, input.code);
    const id = this.ids.next();
    await this.repo.insert({
      id,
      tenantId: caller.tenantId,
      name: input.name,
      code: input.code ?? null,
      orderNo: input.orderNo ?? 100,
      status: input.status ?? 1,
      remark: input.remark ?? null,
      ...auditInsert(caller),
    });
    const created = await this.repo.findById(caller.tenantId, id);
    if (created)
      recordDiff(this.audit, actorOf(request), {
        table: TABLE,
        rowId: id,
        type: 'insert',
        after: snapshot(created),
      });
    return id;
  }

  async update(request: FastifyRequest, input: PosUpdateInput): Promise<void> {
    const caller = principalOf(request);
    const current = await this.repo.findById(caller.tenantId, input.id);
    if (!current) throw notFound();
    await this.assertUnique(caller.tenantId, input.name, input.code, current.id);
    const { id, ...fields } = input;
    const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    if (!(await this.repo.update(caller.tenantId, id, { ...changes, ...auditUpdate(caller) })))
      throw notFound();
    await this.accessCache.profilesChanged(); // holders' profiles show the position's name
    const after = await this.repo.findById(caller.tenantId, id);
    if (after) {
      recordDiff(this.audit, actorOf(request), {
        table: TABLE,
        rowId: id,
        type: 'update',
        before: snapshot(current),
        after: snapshot(after),
      });
    }
  }

  /** Soft delete, refused while a live user holds the position (main or extra organisation). */
  async delete(request: FastifyRequest, id: number): Promise<void> {
    const caller = principalOf(request);
    const current = await this.repo.findById(caller.tenantId, id);
    if (!current) throw notFound();
    const count = await this.repo.holderCount(caller.tenantId, id);
    if (count > 0) throw new AppError(400, 'pos.inUse', { count });
    if (!(await this.repo.softDelete(caller.tenantId, id, auditUpdate(caller)))) throw notFound();
    recordDiff(this.audit, actorOf(request), {
      table: TABLE,
      rowId: id,
      type: 'delete',
      before: snapshot(current),
    });
  }
}
