import { enumLabel } from '../shared/enum-labels.ts';
import { formatTime, parseLocalTime } from '../../../platform/db/time.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import type { StockLocations } from '../ledger/stock-locations.ts';
import type { CategoryService } from '../goods-category/service.ts';
import { buildSheet, EXCEL_MAX_ROWS, type SheetColumn } from '../shared/excel.ts';
import { fenToYuan } from '@retail/contracts';
import type { StockLogQueryFilter, StockQueryFilter, StockViewRepository } from './repository.ts';
import type {
  StockFilter,
  StockLogFilter,
  StockLogOutput,
  StockLogPageInput,
  StockOutput,
  StockPageInput,
} from '@retail/contracts/api/retail/barcode-stock';

const DAY_MS = 86_400_000;

const STOCK_COLUMNS: SheetColumn<StockOutput>[] = [
  { header: 'col.barcode', width: 18, value: (r) => r.barcode },
  { header: 'col.goodsCode', value: (r) => r.goodsCode },
  { header: 'col.goodsName', width: 24, value: (r) => r.goodsName },
  { header: 'col.category', value: (r) => r.categoryName },
  { header: 'col.color', value: (r) => r.color },
  { header: 'col.size', value: (r) => r.size },
  { header: 'col.retailPrice', value: (r) => r.retailPrice },
  { header: 'col.memberPrice', value: (r) => r.memberPrice },
  { header: 'col.location', width: 14, value: (r) => r.locationName },
  { header: 'col.qty', value: (r) => r.qty },
  { header: 'col.avgCost', value: (r) => r.avgCost },
  { header: 'col.stockValue', value: (r) => r.value },
  { header: 'col.minStock', value: (r) => r.minStock },
  { header: 'col.lowStock', value: (r, lang) => enumLabel(lang, 'yesNo', r.low) },
];

const LOG_COLUMNS: SheetColumn<StockLogOutput>[] = [
  { header: 'col.time', width: 20, value: (r) => r.createTime },
  { header: 'col.barcode', width: 18, value: (r) => r.barcode },
  { header: 'col.goodsName', width: 24, value: (r) => r.goodsName },
  { header: 'col.location', width: 14, value: (r) => r.locationName },
  { header: 'col.kind', value: (r, lang) => enumLabel(lang, 'stockLogKind', r.kind) },
  { header: 'col.qtyBefore', value: (r) => r.qtyBefore },
  { header: 'col.delta', value: (r) => r.delta },
  { header: 'col.qtyAfter', value: (r) => r.qtyAfter },
  { header: 'col.sourceType', value: (r, lang) => enumLabel(lang, 'sourceType', r.sourceType) },
  { header: 'col.sourceNo', width: 18, value: (r) => r.sourceNo },
  { header: 'col.operator', value: (r) => r.createUserName },
];

type StockRow = Awaited<ReturnType<StockViewRepository['stockList']>>[number];
type LogRow = Awaited<ReturnType<StockViewRepository['logList']>>[number];

/** Barcode stock (counters with their goods) and the stock log, read-only; the ledger is their only writer. */
export class StockViewService {
  constructor(
    private readonly repo: StockViewRepository,
    private readonly categories: CategoryService,
    private readonly locations: StockLocations,
    private readonly timeZone: string,
    private readonly maxPageSize: number,
  ) {}

  private stockOutput(r: StockRow): StockOutput {
    const qty = Number(r.qty);
    const avgCost = Number(r.avgCost);
    const minStock = r.minQty === null ? r.minStock : Number(r.minQty);
    return {
      id: Number(r.id),
      locationId: Number(r.locationId),
      locationName: r.locationName,
      barcodeId: r.barcodeId,
      barcode: r.barcode,
      goodsId: r.goodsId,
      goodsCode: r.goodsCode,
      goodsName: r.goodsName,
      categoryId: r.categoryId,
      categoryName: r.categoryName,
      color: r.color,
      size: r.size,
      unit: r.unit,
      costPrice: fenToYuan(Number(r.costPrice)),
      retailPrice: fenToYuan(Number(r.retailPrice)),
      memberPrice: fenToYuan(Number(r.memberPrice)),
      qty,
      avgCost: fenToYuan(avgCost),
      value: fenToYuan(qty * avgCost),
      minStock,
      maxStock: r.maxQty === null ? null : Number(r.maxQty),
      low: qty <= minStock,
      updateTime: formatTime(Number(r.updateTime), this.timeZone),
    };
  }

  private logOutput(r: LogRow): StockLogOutput {
    return {
      ...r,
      qtyBefore: Number(r.qtyBefore),
      delta: Number(r.delta),
      qtyAfter: Number(r.qtyAfter),
      locationId: Number(r.locationId),
      unitCost: fenToYuan(Number(r.unitCost)),
      avgCostAfter: fenToYuan(Number(r.avgCostAfter)),
      createTime: formatTime(Number(r.createTime), this.timeZone),
    };
  }

  private async stockFilter(caller: Principal, filter: Partial<StockFilter>): Promise<StockQueryFilter> {
    const { categoryId, ...rest } = filter;
    const readable = await this.locations.readable(caller);
    if (!categoryId) return { ...rest, readable };
    return {
      ...rest,
      readable,
      categoryIds: await this.categories.withDescendants(caller.tenantId, categoryId),
    };
  }

  async page(caller: Principal, input: StockPageInput): Promise<PageResult<StockOutput>> {
    const filter = await this.stockFilter(caller, input);
    const page = await this.repo.stockPage(caller.tenantId, filter, input, this.maxPageSize);
    return { ...page, items: page.items.map((r) => this.stockOutput(r)) };
  }

  async export(caller: Principal, input: StockFilter, lang: Language): Promise<Buffer> {
    const filter = await this.stockFilter(caller, input);
    const rows = await this.repo.stockList(caller.tenantId, filter, EXCEL_MAX_ROWS);
    return buildSheet(
      'Stock',
      STOCK_COLUMNS,
      rows.map((r) => this.stockOutput(r)),
      lang,
    );
  }

  /** Times in the business zone; a date alone covers its whole day. */
  private logFilter(input: StockLogFilter, readable: number[] | null): StockLogQueryFilter {
    const parse = (field: string, text: string | undefined, endOfDay: boolean) => {
      if (text === undefined) return undefined;
      const ms = parseLocalTime(text, this.timeZone);
      if (ms === undefined) throw new AppError(400, 'stockLog.badTime', { field, value: text });
      return endOfDay && text.length === 10 ? ms + DAY_MS : endOfDay ? ms + 1000 : ms;
    };
    const { startTime, endTime, ...rest } = input;
    return {
      ...rest,
      readable,
      from: parse('startTime', startTime, false),
      to: parse('endTime', endTime, true),
    };
  }

  async logPage(caller: Principal, input: StockLogPageInput): Promise<PageResult<StockLogOutput>> {
    const readable = await this.locations.readable(caller);
    const page = await this.repo.logPage(
      caller.tenantId,
      this.logFilter(input, readable),
      input,
      this.maxPageSize,
    );
    return { ...page, items: page.items.map((r) => this.logOutput(r)) };
  }

  async logExport(caller: Principal, input: StockLogFilter, lang: Language): Promise<Buffer> {
    const readable = await this.locations.readable(caller);
    const rows = await this.repo.logList(caller.tenantId, this.logFilter(input, readable), EXCEL_MAX_ROWS);
    return buildSheet(
      'Stock log',
      LOG_COLUMNS,
      rows.map((r) => this.logOutput(r)),
      lang,
    );
  }
}
