import { fenToYuan, SupplierReturnStatus } from '@retail/contracts';
import type {
  ReturnAddInput,
  ReturnDetailOutput,
  ReturnFilter,
  ReturnOutput,
  ReturnPageInput,
} from '@retail/contracts/api/retail/purchase';
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
import type { RetailCore } from '../core.ts';
import { nextDocNo } from '../ledger/doc-no.ts';
import type { PurchaseOrderService } from '../purchase-order/service.ts';
import type { ReturnLineRow, ReturnRow, SupplierReturnRepository } from './repository.ts';

export const RETURN_PREFIX = 'TG';

export interface SupplierReturnDeps {
  db: Db;
  dbType: DbType;
  ids: IdGenerator;
  repo: SupplierReturnRepository;
  scopes: DataScopeService;
  orders: PurchaseOrderService;
  retail: RetailCore;
  timeZone: string;
  maxPageSize: number;
}

/**
 * Returns of goods to their supplier, in the caller's data scope: a draft names the supplier (or the purchase
 * order or receipt the goods came from, whose supplier and location it takes), the location and the lines;
 * confirming it (SupplierReturnPosting) takes the goods out of stock.
 */
export class SupplierReturnService {
  constructor(private readonly deps: SupplierReturnDeps) {}

  toOutput(row: ReturnRow): ReturnOutput {
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
      orderId: row.orderId,
      orderNo: row.orderNo,
      receiptId: row.receiptId,
      receiptNo: row.receiptNo,
      totalQty: Number(row.totalQty),
      totalAmount: fenToYuan(Number(row.totalAmount)),
      totalCost: row.totalCost === null ? null : fenToYuan(Number(row.totalCost)),
      remark: row.remark,
      confirmTime: formatNullableTime(row.confirmTime, tz),
      confirmUserName: row.confirmUserName,
      createTime: formatTime(row.createTime, tz),
      createUserName: row.createUserName,
      updateTime: formatNullableTime(row.updateTime, tz),
    };
  }

  private lineOutput(l: ReturnLineRow) {
    const qty = Number(l.qty);
    const unitCost = Number(l.unitCost);
    return {
      ...l,
      qty,
      unitCost: fenToYuan(unitCost),
      amount: fenToYuan(qty * unitCost),
      avgCost: l.avgCost === null ? null : fenToYuan(Number(l.avgCost)),
    };
  }

  async page(caller: Principal, input: ReturnPageInput): Promise<PageResult<ReturnOutput>> {
    const scope = await this.deps.scopes.scopeOf(caller);
    const range = timeRange(input, this.deps.timeZone);
    const page = await this.deps.repo.page(caller.tenantId, scope, input, range, this.deps.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  async list(caller: Principal, filter: ReturnFilter, limit: number): Promise<ReturnOutput[]> {
    const scope = await this.deps.scopes.scopeOf(caller);
    const range = timeRange(filter, this.deps.timeZone);
    const rows = await this.deps.repo.list(caller.tenantId, scope, filter, range, limit);
    return rows.map((r) => this.toOutput(r));
  }

  /** The return in the caller's scope, or 404. */
  async find(caller: Principal, id: number): Promise<ReturnRow> {
    const row = await this.deps.repo.find(caller.tenantId, await this.deps.scopes.scopeOf(caller), id);
    if (!row) throw notFound();
    return row;
  }

  async detail(caller: Principal, id: number): Promise<ReturnDetailOutput> {
    const row = await this.find(caller, id);
    const lines = await this.deps.repo.lines(caller.tenantId, id);
    return { ...this.toOutput(row), lines: lines.map((l) => this.lineOutput(l)) };
  }

  /** Supplier and location of a new return: from its source order or receipt, else as given. */
  private async header(caller: Principal, input: ReturnAddInput) {
    const { tenantId } = caller;
    if (input.orderId || input.receiptId) {
      const source = await this.deps.orders.source(caller, input);
      const { order } = source;
      if (input.supplierId && input.supplierId !== order.supplierId)
        throw new AppError(400, 'supplierReturn.supplierMismatch', { no: order.no });
      if (input.locationId && input.locationId !== order.locationId)
        throw new AppError(400, 'supplierReturn.locationMismatch', { no: order.no });
      const locationId = await this.deps.retail.locations.forWrite(caller, order.locationId);
      return {
        supplierId: order.supplierId,
        locationId,
        orderId: order.id,
        receiptId: source.receipt?.id ?? null,
        sourceNo: source.receipt?.no ?? order.no,
        costs: source.costs,
      };
    }
    if (!input.supplierId) throw new AppError(400, 'supplierReturn.supplierRequired');
    if (!(await this.deps.repo.supplierExists(tenantId, input.supplierId)))
      throw new AppError(400, 'supplierReturn.supplierMissing');
    const locationId = await this.deps.retail.locations.forWrite(caller, input.locationId);
    return {
      supplierId: input.supplierId,
      locationId,
      orderId: null,
      receiptId: null,
      sourceNo: null,
      costs: null,
    };
  }

  async add(caller: Principal, input: ReturnAddInput): Promise<number> {
    const { tenantId } = caller;
    const head = await this.header(caller, input);
    const seen = new Set<string>();
    for (const line of input.lines) {
      if (seen.has(line.barcode))
        throw new AppError(400, 'supplierReturn.duplicateBarcode', { barcode: line.barcode });
      seen.add(line.barcode);
    }
    const found = new Map((await this.deps.repo.barcodes(tenantId, [...seen])).map((b) => [b.barcode, b]));
    for (const line of input.lines) {
      if (!found.has(line.barcode))
        throw new AppError(400, 'supplierReturn.barcodeUnknown', { barcode: line.barcode });
      if (head.costs && !head.costs.has(line.barcode))
        throw new AppError(400, 'supplierReturn.notFromSource', {
          barcode: line.barcode,
          no: head.sourceNo ?? '',
        });
    }
    const id = this.deps.ids.next();
    const now = Date.now();
    await inTransaction(this.deps.db, async (trx) => {
      const averages = await this.deps.retail.stock.averageCosts(
        trx,
        tenantId,
        head.locationId,
        [...found.values()].map((b) => b.barcodeId),
      );
      const lines = input.lines.map((l, i) => {
        const b = found.get(l.barcode)!;
        const unitCost =
          l.unitCost ??
          head.costs?.get(l.barcode)?.unitCost ??
          averages.get(b.barcodeId) ??
          Number(b.costPrice);
        return {
          id: this.deps.ids.next(),
          tenantId,
          returnId: id,
          lineNo: i + 1,
          barcodeId: b.barcodeId,
          goodsId: b.goodsId,
          qty: l.qty,
          unitCost,
          avgCost: null,
          remark: l.remark ?? null,
        };
      });
      const no = await nextDocNo(
        trx,
        this.deps.dbType,
        this.deps.ids,
        tenantId,
        RETURN_PREFIX,
        now,
        this.deps.timeZone,
      );
      await this.deps.repo.insert(
        trx,
        {
          id,
          tenantId,
          orgId: caller.orgId || null,
          locationId: head.locationId,
          no,
          supplierId: head.supplierId,
          orderId: head.orderId,
          receiptId: head.receiptId,
          status: SupplierReturnStatus.Draft,
          totalQty: lines.reduce((a, l) => a + l.qty, 0),
          totalAmount: lines.reduce((a, l) => a + l.qty * l.unitCost, 0),
          totalCost: null,
          remark: input.remark ?? null,
          createTime: now,
          createUserId: caller.userId,
          createUserName: caller.realName,
          isDelete: 0,
        },
        lines,
      );
    });
    return id;
  }

  /** Soft delete of a draft (its number stays used). */
  async delete(caller: Principal, id: number): Promise<void> {
    const current = await this.find(caller, id);
    const deleted = await inTransaction(this.deps.db, (trx) =>
      this.deps.repo.updateIf(trx, caller.tenantId, id, SupplierReturnStatus.Draft, {
        isDelete: 1,
        updateTime: Date.now(),
        updateUserId: caller.userId,
        updateUserName: caller.realName,
      }),
    );
    if (!deleted) throw new AppError(400, 'supplierReturn.notDraft', { no: current.no });
  }
}
