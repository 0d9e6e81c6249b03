import { auditInsert, auditUpdate } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import { AppError, duplicate } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import { recordDiff } from '../../../platform/logging/diff.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { AuditedWrites, businessFields } from '../../../platform/module-kit/audited-writes.ts';
import { onUniqueViolation, refuseTaken } from '../../../platform/module-kit/unique.ts';
import type { Upload } from '../../../platform/storage/upload.ts';
import { readImportRows } from './import-file.ts';
import { planImport } from './import-plan.ts';
import type { RegionNode, RegionRepository, RegionRow } from './repository.ts';
import {
  REGION_CODE,
  type RegionAddInput,
  type RegionOutput,
  type RegionPageInput,
  type RegionUpdateInput,
} from '@retail/contracts/api/system/region';

const TABLE = 'sys_region';
const MAX_LEVEL = 5;

const codeTaken = (code: string) => () => duplicate('code', code);

/** The administrative-region tree (platform-wide): lazy children, page, edits that keep the tree sound, import. */
export class RegionService {
  private readonly writes: AuditedWrites<'sysRegion', RegionRow>;

  constructor(
    private readonly repo: RegionRepository,
    private readonly audit: AuditLog,
    private readonly ids: IdGenerator,
    private readonly timeZone: string,
    private readonly maxPageSize: number,
  ) {
    this.writes = new AuditedWrites(repo, { table: TABLE, audit, ids });
  }

  private toOutput(row: RegionNode): RegionOutput {
    return {
      id: row.id,
      pid: row.pid,
      name: row.name,
      code: row.code,
      level: row.level,
      orderNo: row.orderNo,
      remark: row.remark,
      hasChildren: Number(row.hasChildren) === 1 || row.hasChildren === true,
      createTime: formatTime(row.createTime, this.timeZone),
      updateTime: formatNullableTime(row.updateTime, this.timeZone),
    };
  }

  async children(actor: Actor, pid: number): Promise<RegionOutput[]> {
    return (await this.repo.children(actor.tenantId, pid)).map((r) => this.toOutput(r));
  }

  async page(actor: Actor, input: RegionPageInput): Promise<PageResult<RegionOutput>> {
    const page = await this.repo.page(actor.tenantId, input, this.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  /** The level a child of `pid` gets; the parent must exist and leave room below it. */
  private async levelUnder(actor: Actor, pid: number, subtreeDepth = 0): Promise<number> {
    if (pid === 0) return 1;
    const parent = await this.repo.findById(actor.tenantId, pid);
    if (!parent) throw new AppError(400, 'region.parentMissing', { pid });
    if (parent.level + 1 + subtreeDepth > MAX_LEVEL)
      throw new AppError(400, 'region.tooDeep', { max: MAX_LEVEL });
    return parent.level + 1;
  }

  async add(actor: Actor, input: RegionAddInput): Promise<number> {
    const level = await this.levelUnder(actor, input.pid);
    await refuseTaken(this.repo, actor.tenantId, { code: input.code });
    return onUniqueViolation(codeTaken(input.code), () =>
      this.writes.add(actor, {
        pid: input.pid,
        name: input.name,
        code: input.code,
        level,
        orderNo: input.orderNo ?? 100,
        remark: input.remark ?? null,
      }),
    );
  }

  /** A move relevels the region's descendants in the same transaction. */
  async update(actor: Actor, input: RegionUpdateInput): Promise<void> {
    const { id, ...fields } = input;
    const current = await this.writes.found(actor, id);
    const moving = input.pid !== undefined && input.pid !== current.pid;
    let level = current.level;
    if (moving) {
      const pid = input.pid as number;
      const below = await this.repo.descendants(actor.tenantId, id);
      if (pid === id || below.some((d) => d.id === pid)) throw new AppError(400, 'region.cycle');
      level = await this.levelUnder(actor, pid, Math.max(0, ...below.map((d) => d.depth)));
    }
    await refuseTaken(this.repo, actor.tenantId, { code: input.code }, id);
    const relevel = (trx: Db) => this.repo.relevel(actor.tenantId, id, level, trx);
    await onUniqueViolation(codeTaken(input.code ?? ''), () =>
      this.writes.update(actor, current, { ...fields, level }, moving ? relevel : undefined),
    );
  }

  /** Deletes the region with everything below it; returns how many regions were removed. */
  async delete(actor: Actor, id: number): Promise<number> {
    const current = await this.writes.found(actor, id);
    const ids = [id, ...(await this.repo.descendants(actor.tenantId, id)).map((d) => d.id)];
    await this.repo.transaction((trx) => this.repo.deleteIds(actor.tenantId, ids, trx));
    recordDiff(this.audit, actor, {
      table: TABLE,
      rowId: id,
      type: 'delete',
      before: { ...businessFields(current), descendants: ids.length - 1 },
    });
    return ids.length;
  }

  /**
   * Imports code, name, parent code rows from a CSV or Excel upload (`IMPORT_SUFFIXES`): all rows or none;
   * existing codes are updated.
   */
  async import(actor: Actor, upload: Upload): Promise<{ added: number; updated: number }> {
    // a header row's first cell ("code", "编码") has no digit
    const rows = await readImportRows(upload, (text) => REGION_CODE.test(text) && /\d/.test(text));
    if (rows.length === 0) throw new AppError(400, 'region.importEmpty');
    const { tenantId } = actor;
    const result = await this.repo.transaction(async (db: Db) => {
      const plan = await planImport(rows, this.repo, tenantId, db, () => this.ids.next());
      if (plan.problems.length > 0) {
        throw new AppError(400, 'region.importInvalid', { details: plan.problems.slice(0, 10).join('; ') });
      }
      for (const item of plan.items) {
        const { id, pid, name, code, level } = item;
        if (item.existing) {
          await this.repo.update(tenantId, id, { name, pid, level, ...auditUpdate(actor) }, db);
          if (item.existing.level !== level) await this.repo.relevel(tenantId, id, level, db);
        } else {
          const fields = { pid, name, code, level, orderNo: 100, remark: null };
          await this.repo.insert(tenantId, { id, ...fields, ...auditInsert(actor) }, db);
        }
      }
      const updated = plan.items.filter((i) => i.existing).length;
      return { added: plan.items.length - updated, updated };
    });
    recordDiff(this.audit, actor, {
      table: TABLE,
      rowId: 0,
      type: 'insert',
      after: { imported: result.added + result.updated, updated: result.updated },
    });
    return result;
  }
}
