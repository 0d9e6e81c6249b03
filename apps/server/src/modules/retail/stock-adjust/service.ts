import { ApprovalStatus, StockAdjustKind, StockAdjustStatus } from '@retail/contracts';
import type { DbType } from '../../../config.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import { timeRange } from '../../../platform/http/time-range.ts';
import type { StockLocations } from '../ledger/stock-locations.ts';
import type { DataScopeService } from '../../system/access/data-scope.ts';
import type { Approvals } from '../../system/approval/index.ts';
import { nextDocNo } from '../ledger/doc-no.ts';
import { fenToYuan } from '@retail/contracts';
import type { AdjustLineRow, AdjustRow, StockAdjustRepository } from './repository.ts';
import type {
  AdjustAddInput,
  AdjustDetailOutput,
  AdjustFilter,
  AdjustLineInput,
  AdjustOutput,
  AdjustPageInput,
  AdjustUpdateInput,
} from '@retail/contracts/api/retail/stock-adjust';

export const PREFIX = {
  [StockAdjustKind.Receive]: 'RK',
  [StockAdjustKind.Issue]: 'CK',
  [StockAdjustKind.Stocktake]: 'PD',
} as const;

export interface StockAdjustDeps {
  db: Db;
  dbType: DbType;
  ids: IdGenerator;
  repo: StockAdjustRepository;
  scopes: DataScopeService;
  locations: StockLocations;
  timeZone: string;
  maxPageSize: number;
  /** the approval runtime: confirming above a bound value starts one, and the detail shows its history */
  approvals: Approvals;
}

/** The refusal of a change to a draft that waits for its approval. */
export const awaitingApproval = (no: string) => new AppError(400, 'stockAdjust.awaitingApproval', { no });

/**
 * Stock adjustment documents of the caller's tenant within the caller's data scope: drafts are edited freely;
 * confirming and voiding (StockAdjustPosting) are the only ways a document moves stock.
 */
export class StockAdjustService {
  constructor(private readonly deps: StockAdjustDeps) {}

  toOutput(row: AdjustRow): AdjustOutput {
    const tz = this.deps.timeZone;
    return {
      id: row.id,
      no: row.no,
      kind: row.kind,
      status: row.status,
      orgId: row.orgId,
      locationId: row.locationId,
      locationName: row.locationName,
      supplierId: row.supplierId,
      supplierName: row.supplierName,
      reverseOfId: row.reverseOfId,
      reversedById: row.reversedById,
      totalQty: Number(row.totalQty),
      totalCost: fenToYuan(Number(row.totalCost)),
      remark: row.remark,
      confirmTime: formatNullableTime(row.confirmTime, tz),
      confirmUserName: row.confirmUserName,
      createTime: formatTime(row.createTime, tz),
      createUserName: row.createUserName,
      updateTime: formatNullableTime(row.updateTime, tz),
      approvalId: row.approvalId,
      approvalStatus: row.approvalStatus,
    };
  }

  private lineOutput(l: AdjustLineRow) {
    return {
      ...l,
      qty: Number(l.qty),
      bookQty: l.bookQty === null ? null : Number(l.bookQty),
      delta: l.delta === null ? null : Number(l.delta),
      costPrice: fenToYuan(Number(l.costPrice)),
    };
  }

  async page(caller: Principal, input: AdjustPageInput): Promise<PageResult<AdjustOutput>> {
    const scope = await this.deps.scopes.scopeOf(caller);
    const range = timeRange(input, this.deps.timeZone);
    const page = await this.deps.repo.page(caller.tenantId, scope, input, range, this.deps.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  async list(caller: Principal, filter: AdjustFilter, limit: number): Promise<AdjustOutput[]> {
    const scope = await this.deps.scopes.scopeOf(caller);
    const rows = await this.deps.repo.list(
      caller.tenantId,
      scope,
      filter,
      timeRange(filter, this.deps.timeZone),
      limit,
    );
    return rows.map((r) => this.toOutput(r));
  }

  /** The document in the caller's scope, or 404 (another tenant's or another store's id included). */
  async find(caller: Principal, id: number): Promise<AdjustRow> {
    const row = await this.deps.repo.find(caller.tenantId, await this.deps.scopes.scopeOf(caller), id);
    if (!row) throw notFound();
    return row;
  }

  async detail(caller: Principal, id: number): Promise<AdjustDetailOutput> {
    const row = await this.find(caller, id);
    const lines = await this.deps.repo.lines(caller.tenantId, id);
    const approval =
      row.approvalId === null
        ? null
        : await this.deps.approvals.queries.summaryOf(caller.tenantId, 'stockAdjust', String(id));
    return { ...this.toOutput(row), lines: lines.map((l) => this.lineOutput(l)), approval };
  }

  /** Validates supplier and lines and turns them into line rows and totals. */
  private async prepare(
    tenantId: number,
    kind: number,
    input: { supplierId?: number | null; lines: AdjustLineInput[] },
    adjustId: number,
  ) {
    if (input.supplierId) {
      if (kind !== StockAdjustKind.Receive) throw new AppError(400, 'stockAdjust.supplierOnlyReceive');
      if (!(await this.deps.repo.supplierExists(tenantId, input.supplierId)))
        throw new AppError(400, 'stockAdjust.supplierMissing');
    }
    const codes = [...new Set(input.lines.map((l) => l.barcode))];
    if (kind === StockAdjustKind.Stocktake && codes.length < input.lines.length) {
      const seen = new Set<string>();
      const twice = input.lines.find((l) => (seen.has(l.barcode) ? true : (seen.add(l.barcode), false)));
      throw new AppError(400, 'stockAdjust.duplicateBarcode', { barcode: twice?.barcode ?? '' });
    }
    const found = new Map((await this.deps.repo.barcodes(tenantId, codes)).map((b) => [b.barcode, b]));
    const lines = input.lines.map((l, i) => {
      const b = found.get(l.barcode);
      if (!b) throw new AppError(400, 'stockAdjust.barcodeUnknown', { barcode: l.barcode });
      if (l.qty === 0 && kind !== StockAdjustKind.Stocktake)
        throw new AppError(400, 'stockAdjust.qtyZero', { barcode: l.barcode });
      return {
        id: this.deps.ids.next(),
        tenantId,
        adjustId,
        lineNo: i + 1,
        barcodeId: b.barcodeId,
        goodsId: b.goodsId,
        qty: l.qty,
        bookQty: null,
        delta: null,
        costPrice: l.costPrice ?? Number(b.costPrice),
        remark: l.remark ?? null,
      };
    });
    return {
      lines,
      totalQty: lines.reduce((a, l) => a + l.qty, 0),
      totalCost: lines.reduce((a, l) => a + l.qty * l.costPrice, 0),
    };
  }

  async add(caller: Principal, input: AdjustAddInput): Promise<number> {
    const id = this.deps.ids.next();
    const prepared = await this.prepare(caller.tenantId, input.kind, input, id);
    const now = Date.now();
    const locationId = await this.deps.locations.forWrite(caller, input.locationId);
    await inTransaction(this.deps.db, async (trx) => {
      const no = await nextDocNo(
        trx,
        this.deps.dbType,
        this.deps.ids,
        caller.tenantId,
        PREFIX[input.kind],
        now,
        this.deps.timeZone,
      );
      await this.deps.repo.insert(
        trx,
        {
          id,
          tenantId: caller.tenantId,
          orgId: caller.orgId || null,
          locationId,
          no,
          kind: input.kind,
          status: StockAdjustStatus.Draft,
          supplierId: input.supplierId ?? null,
          totalQty: prepared.totalQty,
          totalCost: prepared.totalCost,
          remark: input.remark ?? null,
          createTime: now,
          createUserId: caller.userId,
          createUserName: caller.realName,
          isDelete: 0,
        },
        prepared.lines,
      );
    });
    return id;
  }

  async update(caller: Principal, input: AdjustUpdateInput): Promise<void> {
    const current = await this.find(caller, input.id);
    this.refuseUnlessFreeDraft(current);
    const prepared = await this.prepare(caller.tenantId, current.kind, input, current.id);
    await inTransaction(this.deps.db, async (trx) => {
      const changed = await this.deps.repo.updateFreeDraft(trx, caller.tenantId, current.id, {
        supplierId: input.supplierId ?? null,
        remark: input.remark ?? null,
        totalQty: prepared.totalQty,
        totalCost: prepared.totalCost,
        updateTime: Date.now(),
        updateUserId: caller.userId,
        updateUserName: caller.realName,
      });
      if (!changed) await this.refuseAsItIsNow(caller, current.id);
      await this.deps.repo.replaceLines(trx, caller.tenantId, current.id, prepared.lines);
    });
  }

  /** Soft delete of a draft (its number stays used: numbers are never reissued). */
  async delete(caller: Principal, id: number): Promise<void> {
    const current = await this.find(caller, id);
    this.refuseUnlessFreeDraft(current);
    const deleted = await inTransaction(this.deps.db, (trx) =>
      this.deps.repo.updateFreeDraft(trx, caller.tenantId, id, {
        isDelete: 1,
        updateTime: Date.now(),
        updateUserId: caller.userId,
        updateUserName: caller.realName,
      }),
    );
    if (!deleted) await this.refuseAsItIsNow(caller, id);
  }

  /** A document is edited or deleted only as a draft that does not wait for its approval. */
  private refuseUnlessFreeDraft(row: AdjustRow): void {
    if (row.status !== StockAdjustStatus.Draft)
      throw new AppError(400, 'stockAdjust.notDraft', { no: row.no });
    if (row.approvalStatus === ApprovalStatus.Running) throw awaitingApproval(row.no);
  }

  /** The refusal of a write that found the document moved on since it was read. */
  private async refuseAsItIsNow(caller: Principal, id: number): Promise<never> {
    this.refuseUnlessFreeDraft(await this.find(caller, id));
    throw notFound();
  }
}
