import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatTime } from '../../../platform/db/time.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { AuditedWrites } from '../../../platform/module-kit/audited-writes.ts';
import { refuseTaken } from '../../../platform/module-kit/unique.ts';
import type { CategoryRepository, CategoryRow } from './repository.ts';
import type {
  CategoryAddInput,
  CategoryNode,
  CategoryUpdateInput,
} from '@retail/contracts/api/retail/goods-category';

/** Goods categories of the caller's tenant, a tree by `pid` (0 = top level). */
export class CategoryService {
  private readonly writes: AuditedWrites<'retailCategory', CategoryRow>;

  constructor(
    private readonly repo: CategoryRepository,
    audit: AuditLog,
    ids: IdGenerator,
    private readonly timeZone: string,
  ) {
    this.writes = new AuditedWrites(repo, { table: 'retail_category', audit, ids });
  }

  async tree(actor: Actor): Promise<CategoryNode[]> {
    const rows = await this.repo.all(actor.tenantId);
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

  async add(actor: Actor, input: CategoryAddInput): Promise<number> {
    const pid = input.pid ?? 0;
    await this.assertParent(actor.tenantId, pid);
    await refuseTaken(this.repo, actor.tenantId, { code: input.code });
    return this.writes.add(actor, {
      pid,
      name: input.name,
      code: input.code ?? null,
      orderNo: input.orderNo ?? 100,
      status: input.status ?? 1,
      remark: input.remark ?? null,
    });
  }

  /** Fields left out stay as they are. */
  async update(actor: Actor, input: CategoryUpdateInput): Promise<void> {
    const { id, ...fields } = input;
    const current = await this.writes.found(actor, id);
    if (fields.pid !== undefined) await this.assertParent(actor.tenantId, fields.pid, id);
    await refuseTaken(this.repo, actor.tenantId, { code: fields.code }, id);
    await this.writes.update(actor, current, fields);
  }

  /** Soft delete of a category without sub-categories and without live goods. */
  async delete(actor: Actor, id: number): Promise<void> {
    const current = await this.writes.found(actor, id);
    const children = await this.repo.childCount(actor.tenantId, id);
    if (children > 0) throw new AppError(400, 'category.hasChildren', { count: children });
    const goods = await this.repo.goodsCount(actor.tenantId, id);
    if (goods > 0) throw new AppError(400, 'category.hasGoods', { count: goods });
    await this.writes.delete(actor, current);
  }
}
