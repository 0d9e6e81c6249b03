import { fenToYuan, StockTransferStatus } from '@retail/contracts';
import type {
  TransferAddInput,
  TransferDetailOutput,
  TransferFilter,
  TransferLineInput,
  TransferOutput,
  TransferPageInput,
  TransferUpdateInput,
  TransitOutput,
  TransitPageInput,
} from '@retail/contracts/api/retail/stock-transfer';
import type { DbType } from '../../../config.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import { timeRange } from '../../../platform/http/time-range.ts';
import type { DataScopeService } from '../../system/access/data-scope.ts';
import { nextDocNo } from '../ledger/doc-no.ts';
import type { StockLocations } from '../ledger/stock-locations.ts';
import type { StockTransferRepository, TransferLineRow, TransferRow, Visibility } from './repository.ts';

/** Document numbers: DB (调拨) + business day + counter. */
export const TRANSFER_PREFIX = 'DB' as const;

export interface StockTransferDeps {
  db: Db;
  dbType: DbType;
  ids: IdGenerator;
  repo: StockTransferRepository;
  scopes: DataScopeService;
  locations: StockLocations;
  timeZone: string;
  maxPageSize: number;
}

/**
 * Stock transfers of the caller's tenant that the caller sees (the maker's data scope, or staff of either
 * location): drafts are edited freely; shipping, receiving and closing (StockTransferPosting) move the goods.
 */
export class StockTransferService {
  constructor(private readonly deps: StockTransferDeps) {}

  /** What the caller sees: its data scope, and the transfers from or to its own location. */
  async visibility(caller: Principal): Promise<Visibility> {
    return {
      scope: await this.deps.scopes.scopeOf(caller),
      ownLocation: await this.deps.locations.ofCaller(caller),
    };
  }

  toOutput(row: TransferRow): TransferOutput {
    const tz = this.deps.timeZone;
    return {
      id: row.id,
      no: row.no,
      status: row.status,
      orgId: row.orgId,
      fromLocationId: row.fromLocationId,
      fromLocationName: row.fromLocationName,
      toLocationId: row.toLocationId,
      toLocationName: row.toLocationName,
      totalQty: Number(row.totalQty),
      shippedQty: Number(row.shippedQty),
      receivedQty: Number(row.receivedQty),
      differenceQty: Number(row.differenceQty),
      inTransitQty: Number(row.inTransitQty),
      totalCost: fenToYuan(Number(row.totalCost)),
      remark: row.remark,
      closeReason: row.closeReason,
      shipTime: formatNullableTime(row.shipTime, tz),
      shipUserName: row.shipUserName,
      receiveTime: formatNullableTime(row.receiveTime, tz),
      receiveUserName: row.receiveUserName,
      closeTime: formatNullableTime(row.closeTime, tz),
      closeUserName: row.closeUserName,
      createTime: formatTime(row.createTime, tz),
      createUserName: row.createUserName,
      updateTime: formatNullableTime(row.updateTime, tz),
    };
  }

  private lineOutput(l: TransferLineRow) {
    const shipped = Number(l.qtyShipped);
    const received = Number(l.qtyReceived);
    const difference = Number(l.qtyDifference);
    return {
      ...l,
      qty: Number(l.qty),
      qtyShipped: shipped,
      qtyReceived: received,
      qtyDifference: difference,
      inTransit: shipped - received - difference,
      unitCost: l.unitCost === null ? null : fenToYuan(Number(l.unitCost)),
    };
  }

  async page(caller: Principal, input: TransferPageInput): Promise<PageResult<TransferOutput>> {
    const range = timeRange(input, this.deps.timeZone);
    const seen = await this.visibility(caller);
    const page = await this.deps.repo.page(caller.tenantId, seen, input, range, this.deps.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  async list(caller: Principal, filter: TransferFilter, limit: number): Promise<TransferOutput[]> {
    const seen = await this.visibility(caller);
    const range = timeRange(filter, this.deps.timeZone);
    const rows = await this.deps.repo.list(caller.tenantId, seen, filter, range, limit);
    return rows.map((r) => this.toOutput(r));
  }

  /** The transfer if the caller sees it, or 404 (another tenant's or an unrelated store's id included). */
  async find(caller: Principal, id: number): Promise<TransferRow> {
    const row = await this.deps.repo.find(caller.tenantId, await this.visibility(caller), id);
    if (!row) throw notFound();
    return row;
  }

  async detail(caller: Principal, id: number): Promise<TransferDetailOutput> {
    const row = await this.find(caller, id);
    const lines = await this.deps.repo.lines(caller.tenantId, id);
    return { ...this.toOutput(row), lines: lines.map((l) => this.lineOutput(l)) };
  }

  async inTransit(caller: Principal, input: TransitPageInput): Promise<PageResult<TransitOutput>> {
    const seen = await this.visibility(caller);
    const page = await this.deps.repo.transitPage(caller.tenantId, seen, input, this.deps.maxPageSize);
    return {
      ...page,
      items: page.items.map((r) => ({
        ...r,
        qty: Number(r.qty),
        cost: fenToYuan(Number(r.cost)),
        transferCount: Number(r.transferCount),
      })),
    };
  }

  /** Both ends: `from` the caller may move (its own by default), `to` any other location of the tenant. */
  private async ends(caller: Principal, input: { fromLocationId?: number | null; toLocationId: number }) {
    const from = await this.deps.locations.forWrite(caller, input.fromLocationId);
    await this.deps.locations.get(caller.tenantId, input.toLocationId);
    if (from === input.toLocationId) throw new AppError(400, 'stockTransfer.sameLocation');
    return { from, to: input.toLocationId };
  }

  /** Validates the lines (known barcodes, each once) and turns them into line rows and the planned total. */
  private async prepare(tenantId: number, input: { lines: TransferLineInput[] }, transferId: number) {
    const seen = new Set<string>();
    for (const line of input.lines) {
      if (seen.has(line.barcode))
        throw new AppError(400, 'stockTransfer.duplicateBarcode', { barcode: line.barcode });
      seen.add(line.barcode);
    }
    const found = new Map((await this.deps.repo.barcodes(tenantId, [...seen])).map((b) => [b.barcode, b]));
    const lines = input.lines.map((l, i) => {
      const b = found.get(l.barcode);
      if (!b) throw new AppError(400, 'stockTransfer.barcodeUnknown', { barcode: l.barcode });
      return {
        id: this.deps.ids.next(),
        tenantId,
        transferId,
        lineNo: i + 1,
        barcodeId: b.barcodeId,
        goodsId: b.goodsId,
        qty: l.qty,
        qtyShipped: 0,
        qtyReceived: 0,
        qtyDifference: 0,
        unitCost: null,
        remark: l.remark ?? null,
      };
    });
    return { lines, totalQty: lines.reduce((a, l) => a + l.qty, 0) };
  }

  async add(caller: Principal, input: TransferAddInput): Promise<number> {
    const { from, to } = await this.ends(caller, input);
    const id = this.deps.ids.next();
    const prepared = await this.prepare(caller.tenantId, input, id);
    const now = Date.now();
    await inTransaction(this.deps.db, async (trx) => {
      const no = await nextDocNo(
        trx,
        this.deps.dbType,
        this.deps.ids,
        caller.tenantId,
        TRANSFER_PREFIX,
        now,
        this.deps.timeZone,
      );
      await this.deps.repo.insert(
        trx,
        {
          id,
          tenantId: caller.tenantId,
          orgId: caller.orgId || null,
          no,
          fromLocationId: from,
          toLocationId: to,
          status: StockTransferStatus.Draft,
          totalQty: prepared.totalQty,
          shippedQty: 0,
          receivedQty: 0,
          differenceQty: 0,
          totalCost: 0,
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

  async update(caller: Principal, input: TransferUpdateInput): Promise<void> {
    const current = await this.find(caller, input.id);
    if (current.status !== StockTransferStatus.Draft)
      throw new AppError(400, 'stockTransfer.notDraft', { no: current.no });
    // an update without `from` keeps the draft's
    const { from, to } = await this.ends(caller, {
      fromLocationId: input.fromLocationId ?? current.fromLocationId,
      toLocationId: input.toLocationId,
    });
    const prepared = await this.prepare(caller.tenantId, input, current.id);
    await inTransaction(this.deps.db, async (trx) => {
      const changed = await this.deps.repo.updateIf(
        trx,
        caller.tenantId,
        current.id,
        [StockTransferStatus.Draft],
        {
          fromLocationId: from,
          toLocationId: to,
          remark: input.remark ?? null,
          totalQty: prepared.totalQty,
          updateTime: Date.now(),
          updateUserId: caller.userId,
          updateUserName: caller.realName,
        },
      );
      if (!changed) throw new AppError(400, 'stockTransfer.notDraft', { no: current.no });
      await this.deps.repo.replaceLines(trx, caller.tenantId, current.id, prepared.lines);
    });
  }

  /**
   * Deleting a draft cancels it: the row stays, with its number (numbers are never reissued), as cancelled.
   * Only the sending side (who may move `from`) cancels; anything past the draft is refused.
   */
  async delete(caller: Principal, id: number): Promise<void> {
    const current = await this.find(caller, id);
    await this.deps.locations.forWrite(caller, current.fromLocationId);
    const cancelled = await inTransaction(this.deps.db, (trx) =>
      this.deps.repo.updateIf(trx, caller.tenantId, id, [StockTransferStatus.Draft], {
        status: StockTransferStatus.Cancelled,
        updateTime: Date.now(),
        updateUserId: caller.userId,
        updateUserName: caller.realName,
      }),
    );
    if (!cancelled) throw new AppError(400, 'stockTransfer.notDraft', { no: current.no });
  }
}
