import { auditInsert, auditUpdate } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import { AppError, duplicate, notFound } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import { recordDiff } from '../../../platform/logging/diff.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import type { Upload } from '../../../platform/storage/upload.ts';
import { definedOnly } from '../../../platform/module-kit/defined-only.ts';
import { readImportRows } from './import-file.ts';
import { planImport } from './import-plan.ts';
import type { RegionRepository, RegionRow } from './repository.ts';
import {
  REGION_CODE,
  type RegionAddInput,
  type RegionOutput,
  type RegionPageInput,
  type RegionUpdateInput,
} from '@retail/contracts/api/system/region';

const TABLE = 'sys_region';
const MAX_LEVEL = 5;

const snapshot = (r: RegionRow) => ({
  pid: r.pid,
  name: r.name,
  code: r.code,
  level: r.level,
  orderNo: r.orderNo,
  remark: r.remark,
});

/** The administrative-region tree (platform-wide): lazy children, page, edits that keep the tree sound, import. */
export class RegionService {
  constructor(
    private readonly repo: RegionRepository,
    private readonly audit: AuditLog,
    private readonly ids: IdGenerator,
    private readonly timeZone: string,
    private readonly maxPageSize: number,
  ) {}

  private toOutput(row: RegionRow): RegionOutput {
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

  async children(pid: number): Promise<RegionOutput[]> {
    return (await this.repo.children(pid)).map((r) => this.toOutput(r));
  }

  async page(input: RegionPageInput): Promise<PageResult<RegionOutput>> {
    const page = await this.repo.page(input, this.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  /** The level a child of `pid` gets; the parent must exist and leave room below it. */
  private async levelUnder(pid: number, subtreeDepth = 0): Promise<number> {
    if (pid === 0) return 1;
    const parent = await this.repo.findById(pid);
    if (!parent) throw new AppError(400, 'region.parentMissing', { pid });
    if (parent.level + 1 + subtreeDepth > MAX_LEVEL)
      throw new AppError(400, 'region.tooDeep', { max: MAX_LEVEL });
    return parent.level + 1;
  }

  private async assertCodeFree(code: string, exceptId?: number): Promise<void> {
    const holder = await this.repo.codeHolder(code);
    if (holder !== undefined && holder !== exceptId) throw duplicate('code', code);
  }

  async add(actor: Actor, input: RegionAddInput): Promise<number> {
    const level = await this.levelUnder(input.pid);
    await this.assertCodeFree(input.code);
    const id = this.ids.next();
    await this.repo.insert({
      id,
      pid: input.pid,
      name: input.name,
      code: input.code,
      level,
      orderNo: input.orderNo ?? 100,
      remark: input.remark ?? null,
      ...auditInsert(actor),
    });
    const row = await this.repo.findById(id);
    if (row)
      recordDiff(this.audit, actor, {
        table: TABLE,
        rowId: id,
        type: 'insert',
        after: snapshot(row),
      });
    return id;
  }

  async update(actor: Actor, input: RegionUpdateInput): Promise<void> {
    const current = await this.repo.findById(input.id);
    if (!current) throw notFound();
    const moving = input.pid !== undefined && input.pid !== current.pid;
    let level = current.level;
    const below = moving ? await this.repo.descendants(current.id) : [];
    if (moving) {
      const pid = input.pid as number;
      if (pid === current.id || below.some((d) => d.id === pid)) throw new AppError(400, 'region.cycle');
      level = await this.levelUnder(pid, Math.max(0, ...below.map((d) => d.depth)));
    }
    if (input.code !== undefined) await this.assertCodeFree(input.code, current.id);
    const { id, ...fields } = input;
    const changes = definedOnly(fields);
    await this.repo.transaction(async (db) => {
      await this.repo.update(id, { ...changes, level, ...auditUpdate(actor) }, db);
      if (moving) await this.repo.relevel(id, level, db);
    });
    const after = await this.repo.findById(id);
    if (after) {
      recordDiff(this.audit, actor, {
        table: TABLE,
        rowId: id,
        type: 'update',
        before: snapshot(current),
        after: snapshot(after),
      });
    }
  }

  /** Deletes the region with everything below it; returns how many regions were removed. */
  async delete(actor: Actor, id: number): Promise<number> {
    const current = await this.repo.findById(id);
    if (!current) throw notFound();
    const ids = [id, ...(await this.repo.descendants(id)).map((d) => d.id)];
    await this.repo.transaction((db) => this.repo.deleteIds(ids, db));
    recordDiff(this.audit, actor, {
      table: TABLE,
      rowId: id,
      type: 'delete',
      before: { ...snapshot(current), descendants: ids.length - 1 },
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
    return this.repo.transaction(async (db: Db) => {
      const plan = await planImport(rows, this.repo, db, () => this.ids.next());
      if (plan.problems.length > 0) {
        throw new AppError(400, 'region.importInvalid', { details: plan.problems.slice(0, 10).join('; ') });
      }
      for (const item of plan.items) {
        if (item.existing) {
          await this.repo.update(
            item.existing.id,
            { name: item.name, pid: item.pid, level: item.level, ...auditUpdate(actor) },
            db,
          );
          if (item.existing.level !== item.level) await this.repo.relevel(item.existing.id, item.level, db);
        } else {
          await this.repo.insert(
            {
              id: item.id,
              pid: item.pid,
              name: item.name,
              code: item.code,
              level: item.level,
              orderNo: 100,
              remark: null,
              ...auditInsert(actor),
            },
            db,
          );
        }
      }
      const updated = plan.items.filter((i) => i.existing).length;
      recordDiff(this.audit, actor, {
        table: TABLE,
        rowId: 0,
        type: 'insert',
        after: { imported: plan.items.length, updated },
      });
      return { added: plan.items.length - updated, updated };
    });
  }
}
