import type { FastifyRequest } from 'fastify';
import { auditInsert, auditUpdate } from '../../../platform/context.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatTime } from '../../../platform/db/time.ts';
import { type Principal, principalOf } from '../../../platform/http/access.ts';
import { AppError, duplicate, notFound } from '../../../platform/http/errors.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import { recordDiff } from '../../../platform/logging/diff.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import { definedOnly } from '../shared/schemas.ts';
import type { CategoryRepository, CategoryRow } from './repository.ts';
import type { CategoryAddInput, CategoryNode, CategoryUpdateInput } from './schemas.ts';

const TABLE = 'retail_category';

const snapshot = (row: CategoryRow) => ({
  pid: row.pid,
  name: row.name,
  code: row.code,
  orderNo: row.orderNo,
  status: row.status,
  remark: row.remark,
});

/** Goods categories of the caller's tenant, a tree by `pid` (0 = top level). */
export class CategoryService {
  constructor(
    private readonly repo: CategoryRepository,
    private readonly audit: AuditLog,
    private readonly ids: IdGenerator,
    private readonly timeZone: string,
  ) {}

  async tree(caller: Principal): Promise<CategoryNode[]> {
    const rows = await this.repo.all(caller.tenantId);
    const nodes = new Map<number, CategoryNode>(
      rows.map((r) => [r.id, { ...r, createTime: formatTime(r.createTime, this.timeZone), children: [] }]),
    );
    const roots: CategoryNode[] = [];
    for (const node of nodes.values()) {
      const parent = nodes.get(node.pid);
      (parent ? parent.children : roots).push(node);
    }
    return roots;
  }

  /** The category and every category below it (for "goods of this category"); empty when unknown. */
  async withDescendants(tenantId: number, id: number): Promise<number[]> {
    const rows = await this.repo.all(tenantId);
    if (!rows.some((r) => r.id === id)) return [];
    const children = new Map<number, number[]>();
    for (const r of rows) children.set(r.pid, [...(children.get(r.pid) ?? []), r.id]);
    const out: number[] = [];
    const stack = [id];
    while (stack.length > 0) {
      const next = stack.pop() as number;
      out.push(next);
      stack.push(...(children.get(next) ?? []));
    }
    return out;
  }

  async exists(tenantId: number, id: number): Promise<boolean> {
    return (await this.repo.findById(tenantId, id)) !== undefined;
  }

  /** Live categories of the tenant, for matching import rows by code or name. */
  all(tenantId: number): Promise<CategoryRow[]> {
    return this.repo.all(tenantId);
  }

  private async assertParent(tenantId: number, pid: number, self?: number): Promise<void> {
    if (pid === 0) return;
    if (self !== undefined && (await this.withDescendants(tenantId, self)).includes(pid)) {
      throw new AppError(400, 'category.cycle');
    }
    if (!(await this.repo.findById(tenantId, pid))) throw new AppError(400, 'category.parentMissing');
  }

  private async assertCode(tenantId: number, code: string | null | undefined, self?: number): Promise<void> {
    if (!code) return;
    const holder = await this.repo.codeHolder(tenantId, code);
    if (holder !== undefined && holder !== self) throw duplicate('code', code);
  }

  async add(request: FastifyRequest, input: CategoryAddInput): Promise<number> {
    const caller = principalOf(request);
    const pid = input.pid ?? 0;
    await this.assertParent(caller.tenantId, pid);
    await this.assertCode(caller.tenantId, input.code);
    const id = this.ids.next();
    await this.repo.insert({
      id,
      tenantId: caller.tenantId,
      pid,
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

  async update(request: FastifyRequest, input: CategoryUpdateInput): Promise<void> {
    const caller = principalOf(request);
    const current = await this.repo.findById(caller.tenantId, input.id);
    if (!current) throw notFound();
    if (input.pid !== undefined) await this.assertParent(caller.tenantId, input.pid, current.id);
    await this.assertCode(caller.tenantId, input.code, current.id);
    const { id, ...fields } = input;
    if (!(await this.repo.update(caller.tenantId, id, { ...definedOnly(fields), ...auditUpdate(caller) }))) {
      throw notFound();
    }
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

  /** Soft delete of a category without sub-categories and without live goods. */
  async delete(request: FastifyRequest, id: number): Promise<void> {
    const caller = principalOf(request);
    const current = await this.repo.findById(caller.tenantId, id);
    if (!current) throw notFound();
    const children = await this.repo.childCount(caller.tenantId, id);
    if (children > 0) throw new AppError(400, 'category.hasChildren', { count: children });
    const goods = await this.repo.goodsCount(caller.tenantId, id);
    if (goods > 0) throw new AppError(400, 'category.hasGoods', { count: goods });
    if (!(await this.repo.update(caller.tenantId, id, { ...auditUpdate(caller), isDelete: 1 })))
      throw notFound();
    recordDiff(this.audit, actorOf(request), {
      table: TABLE,
      rowId: id,
      type: 'delete',
      before: snapshot(current),
    });
  }
}
