import { fenToYuan, PurchaseOrderStatus } from '@retail/contracts';
import type {
  PurchaseAddInput,
  PurchaseDetailOutput,
  PurchaseFilter,
  PurchaseLineInput,
  PurchaseOutput,
  PurchasePageInput,
  PurchaseUpdateInput,
} from '@retail/contracts/api/retail/purchase';
import type { DbType } from '../../../config.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import { inTransaction, type Trx } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import { timeRange } from '../../../platform/http/time-range.ts';
import type { DataScopeService } from '../../system/access/data-scope.ts';
import { nextDocNo } from '../ledger/doc-no.ts';
import type { StockLocations } from '../ledger/stock-locations.ts';
import type { OrderLineRow, OrderRow, PurchaseOrderRepository } from './repository.ts';

export const ORDER_PREFIX = 'CG';
export const RECEIPT_PREFIX = 'SH';

/** Orders that still expect goods: what "on order" counts. */
export const OPEN_STATUSES: number[] = [PurchaseOrderStatus.Approved, PurchaseOrderStatus.PartlyReceived];

export interface PurchaseOrderDeps {
  db: Db;
  dbType: DbType;
  ids: IdGenerator;
  repo: PurchaseOrderRepository;
  scopes: DataScopeService;
  locations: StockLocations;
  timeZone: string;
  maxPageSize: number;
}

/** A line ready to be written: barcode, goods, quantity and unit cost in fen. */
export interface DraftLine {
  barcodeId: number;
  goodsId: number;
  qty: number;
  unitCost: number;
  remark?: string | null;
}

/**
 * Purchase orders of the caller's tenant within the caller's data scope: a draft is edited freely, then approved;
 * receipts (PurchaseReceiving) post the goods; an order is closed short when no more will come, or cancelled
 * before anything arrived. Every status change is one conditional UPDATE, so two clerks never both win.
 */
export class PurchaseOrderService {
  constructor(private readonly deps: PurchaseOrderDeps) {}

  toOutput(row: OrderRow): PurchaseOutput {
    const tz = this.deps.timeZone;
    return {
      id: row.id,
      no: row.no,
      status: row.status,
      supplierId: row.supplierId,
      supplierName: row.supplierName,
      orgId: row.orgId,
      locationId: row.locationId,
      locationName: row.locationName,
      expectedDate: row.expectedDate,
      totalQty: Number(row.totalQty),
      totalAmount: fenToYuan(Number(row.totalAmount)),
      receivedQty: Number(row.receivedQty),
      receivedAmount: fenToYuan(Number(row.receivedAmount)),
      remark: row.remark,
      approveTime: formatNullableTime(row.approveTime, tz),
      approveUserName: row.approveUserName,
      closeTime: formatNullableTime(row.closeTime, tz),
      closeUserName: row.closeUserName,
      closeReason: row.closeReason,
      createTime: formatTime(row.createTime, tz),
      createUserName: row.createUserName,
      updateTime: formatNullableTime(row.updateTime, tz),
    };
  }

  private lineOutput(l: OrderLineRow, open: boolean) {
    const qty = Number(l.qty);
    const received = Number(l.qtyReceived);
    const unitCost = Number(l.unitCost);
    return {
      id: l.id,
      lineNo: l.lineNo,
      barcodeId: l.barcodeId,
      barcode: l.barcode,
      goodsId: l.goodsId,
      goodsCode: l.goodsCode,
      goodsName: l.goodsName,
      color: l.color,
      size: l.size,
      unit: l.unit,
      qty,
      qtyReceived: received,
      qtyOpen: open ? qty - received : 0,
      unitCost: fenToYuan(unitCost),
      amount: fenToYuan(qty * unitCost),
      remark: l.remark,
    };
  }

  async page(caller: Principal, input: PurchasePageInput): Promise<PageResult<PurchaseOutput>> {
    const scope = await this.deps.scopes.scopeOf(caller);
    const range = timeRange(input, this.deps.timeZone);
    const page = await this.deps.repo.page(caller.tenantId, scope, input, range, this.deps.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  async list(caller: Principal, filter: PurchaseFilter, limit: number): Promise<PurchaseOutput[]> {
    const scope = await this.deps.scopes.scopeOf(caller);
    const range = timeRange(filter, this.deps.timeZone);
    const rows = await this.deps.repo.list(caller.tenantId, scope, filter, range, limit);
    return rows.map((r) => this.toOutput(r));
  }

  /** The order in the caller's scope, or 404 (another tenant's or another store's id included). */
  async find(caller: Principal, id: number): Promise<OrderRow> {
    const row = await this.deps.repo.find(caller.tenantId, await this.deps.scopes.scopeOf(caller), id);
    if (!row) throw notFound();
    return row;
  }

  async detail(caller: Principal, id: number): Promise<PurchaseDetailOutput> {
    const row = await this.find(caller, id);
    const { tenantId } = caller;
    const open = OPEN_STATUSES.includes(row.status) || row.status === PurchaseOrderStatus.Draft;
    const lines = await this.deps.repo.lines(tenantId, id);
    const receipts = await this.deps.repo.receipts(tenantId, id);
    const receiptLines = await this.deps.repo.receiptLines(
      tenantId,
      receipts.map((r) => r.id),
    );
    const tz = this.deps.timeZone;
    return {
      ...this.toOutput(row),
      lines: lines.map((l) => this.lineOutput(l, open)),
      receipts: receipts.map((r) => ({
        id: r.id,
        no: r.no,
        totalQty: Number(r.totalQty),
        totalAmount: fenToYuan(Number(r.totalAmount)),
        remark: r.remark,
        createTime: formatTime(r.createTime, tz),
        createUserName: r.createUserName,
        lines: receiptLines
          .filter((l) => l.receiptId === r.id)
          .map((l) => ({
            id: l.id,
            orderLineId: l.orderLineId,
            lineNo: l.lineNo,
            barcode: l.barcode,
            goodsName: l.goodsName,
            qty: Number(l.qty),
            unitCost: fenToYuan(Number(l.unitCost)),
            amount: fenToYuan(Number(l.qty) * Number(l.unitCost)),
          })),
      })),
    };
  }

  /**
   * Where returned goods came from: an order in the caller's scope (or a receipt's order), with its barcodes at
   * their unit cost (fen); a receipt narrows the barcodes to those it brought. 404 when either is not found.
   */
  async source(
    caller: Principal,
    ref: { orderId?: number | null; receiptId?: number | null },
  ): Promise<{
    order: OrderRow;
    receipt: { id: number; no: string } | null;
    costs: Map<string, { barcodeId: number; unitCost: number }>;
  }> {
    let orderId = ref.orderId ?? null;
    let receipt: { id: number; no: string } | null = null;
    let onReceipt: Set<string> | null = null;
    if (ref.receiptId) {
      const row = await this.deps.repo.receipt(caller.tenantId, ref.receiptId);
      if (!row || (orderId !== null && orderId !== row.orderId)) throw notFound();
      orderId = row.orderId;
      receipt = { id: row.id, no: row.no };
      const lines = await this.deps.repo.receiptLines(caller.tenantId, [row.id]);
      onReceipt = new Set(lines.map((l) => l.barcode));
    }
    if (orderId === null) throw notFound();
    const order = await this.find(caller, orderId);
    const costs = new Map(
      (await this.deps.repo.lines(caller.tenantId, order.id))
        .filter((l) => onReceipt === null || onReceipt.has(l.barcode))
        .map((l) => [l.barcode, { barcodeId: l.barcodeId, unitCost: Number(l.unitCost) }]),
    );
    return { order, receipt, costs };
  }

  /** The last purchase cost of each barcode (the latest receipt line), for defaults and suggestions. */
  lastCosts(tenantId: number, barcodeIds: number[], trx?: Trx): Promise<Map<number, number>> {
    return this.deps.repo.lastCosts(tenantId, barcodeIds, trx);
  }

  /** The supplier's name (null when it is gone). */
  async supplierName(tenantId: number, id: number): Promise<string | null> {
    return (await this.deps.repo.supplierName(tenantId, id)) ?? null;
  }

  private async assertSupplier(tenantId: number, supplierId: number): Promise<void> {
    if ((await this.deps.repo.supplierName(tenantId, supplierId)) === undefined)
      throw new AppError(400, 'purchaseOrder.supplierMissing');
  }

  /** Validates the lines (known barcodes, each once) and gives each its unit cost (default: last purchase cost). */
  private async prepare(tenantId: number, input: PurchaseLineInput[]): Promise<DraftLine[]> {
    const seen = new Set<string>();
    for (const line of input) {
      if (seen.has(line.barcode))
        throw new AppError(400, 'purchaseOrder.duplicateBarcode', { barcode: line.barcode });
      seen.add(line.barcode);
    }
    const found = new Map((await this.deps.repo.barcodes(tenantId, [...seen])).map((b) => [b.barcode, b]));
    const missing = input.find((l) => !found.has(l.barcode));
    if (missing) throw new AppError(400, 'purchaseOrder.barcodeUnknown', { barcode: missing.barcode });
    const last = await this.lastCosts(
      tenantId,
      [...found.values()].map((b) => b.barcodeId),
    );
    return input.map((l) => {
      const b = found.get(l.barcode)!;
      return {
        barcodeId: b.barcodeId,
        goodsId: b.goodsId,
        qty: l.qty,
        unitCost: l.unitCost ?? last.get(b.barcodeId) ?? Number(b.costPrice),
        remark: l.remark ?? null,
      };
    });
  }

  private lineRows(tenantId: number, orderId: number, lines: DraftLine[]) {
    return lines.map((l, i) => ({
      id: this.deps.ids.next(),
      tenantId,
      orderId,
      lineNo: i + 1,
      barcodeId: l.barcodeId,
      goodsId: l.goodsId,
      qty: l.qty,
      unitCost: l.unitCost,
      qtyReceived: 0,
      remark: l.remark ?? null,
    }));
  }

  private totals(lines: DraftLine[]) {
    return {
      totalQty: lines.reduce((a, l) => a + l.qty, 0),
      totalAmount: lines.reduce((a, l) => a + l.qty * l.unitCost, 0),
    };
  }

  /** Writes a draft order in the caller's transaction; answers its id and number. */
  async insertDraft(
    trx: Trx,
    caller: Principal,
    order: {
      supplierId: number;
      locationId: number;
      expectedDate: string | null;
      remark: string | null;
      lines: DraftLine[];
    },
    now: number,
  ): Promise<{ id: number; no: string }> {
    const id = this.deps.ids.next();
    const no = await nextDocNo(
      trx,
      this.deps.dbType,
      this.deps.ids,
      caller.tenantId,
      ORDER_PREFIX,
      now,
      this.deps.timeZone,
    );
    await this.deps.repo.insert(
      trx,
      {
        id,
        tenantId: caller.tenantId,
        orgId: caller.orgId || null,
        locationId: order.locationId,
        no,
        supplierId: order.supplierId,
        status: PurchaseOrderStatus.Draft,
        expectedDate: order.expectedDate,
        ...this.totals(order.lines),
        receivedQty: 0,
        receivedAmount: 0,
        remark: order.remark,
        createTime: now,
        createUserId: caller.userId,
        createUserName: caller.realName,
        isDelete: 0,
      },
      this.lineRows(caller.tenantId, id, order.lines),
    );
    return { id, no };
  }

  async add(caller: Principal, input: PurchaseAddInput): Promise<number> {
    await this.assertSupplier(caller.tenantId, input.supplierId);
    const lines = await this.prepare(caller.tenantId, input.lines);
    const locationId = await this.deps.locations.forWrite(caller, input.locationId);
    const { id } = await inTransaction(this.deps.db, (trx) =>
      this.insertDraft(
        trx,
        caller,
        {
          supplierId: input.supplierId,
          locationId,
          expectedDate: input.expectedDate,
          remark: input.remark ?? null,
          lines,
        },
        Date.now(),
      ),
    );
    return id;
  }

  async update(caller: Principal, input: PurchaseUpdateInput): Promise<void> {
    const current = await this.find(caller, input.id);
    const notDraft = () => new AppError(400, 'purchaseOrder.notDraft', { no: current.no });
    if (current.status !== PurchaseOrderStatus.Draft) throw notDraft();
    await this.assertSupplier(caller.tenantId, input.supplierId);
    const lines = await this.prepare(caller.tenantId, input.lines);
    const locationId =
      input.locationId && input.locationId !== current.locationId
        ? await this.deps.locations.forWrite(caller, input.locationId)
        : current.locationId;
    await inTransaction(this.deps.db, async (trx) => {
      const changed = await this.deps.repo.updateIf(
        trx,
        caller.tenantId,
        current.id,
        [PurchaseOrderStatus.Draft],
        {
          supplierId: input.supplierId,
          locationId,
          expectedDate: input.expectedDate,
          remark: input.remark ?? null,
          ...this.totals(lines),
          updateTime: Date.now(),
          updateUserId: caller.userId,
          updateUserName: caller.realName,
        },
      );
      if (!changed) throw notDraft();
      await this.deps.repo.replaceLines(
        trx,
        caller.tenantId,
        current.id,
        this.lineRows(caller.tenantId, current.id, lines),
      );
    });
  }
}
