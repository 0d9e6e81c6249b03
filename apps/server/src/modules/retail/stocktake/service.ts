import { fenToYuan, StocktakeStatus, type StocktakeUncounted } from '@retail/contracts';
import type {
  StocktakeDetailOutput,
  StocktakeFilter,
  StocktakeLineOutput,
  StocktakeLinesFilter,
  StocktakeLinesInput,
  StocktakeOutput,
  StocktakePageInput,
  StocktakePrintOutput,
  StocktakeSummary,
} from '@retail/contracts/api/retail/stocktake';
import type { DbType } from '../../../config.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import { timeRange } from '../../../platform/http/time-range.ts';
import type { DataScopeService } from '../../system/access/data-scope.ts';
import type { CategoryService } from '../goods-category/service.ts';
import type { RetailCore } from '../core.ts';
import { EXCEL_MAX_ROWS } from '../shared/excel.ts';
import type { StocktakeLineQueries, StocktakeLineRow } from './line-queries.ts';
import type { StocktakeRepository, StocktakeRow } from './repository.ts';

export interface StocktakeDeps {
  dbType: DbType;
  ids: IdGenerator;
  repo: StocktakeRepository;
  lines: StocktakeLineQueries;
  scopes: DataScopeService;
  categories: CategoryService;
  retail: RetailCore;
  timeZone: string;
  maxPageSize: number;
}

/**
 * Reading stocktakes in the caller's data scope: the list, one stocktake with its variance totals, its lines
 * (paged) and the printout. Lines show the movements since the freeze as they are so far while counting, and as
 * posted afterwards.
 */
export class StocktakeService {
  constructor(private readonly deps: StocktakeDeps) {}

  toOutput(row: StocktakeRow): StocktakeOutput {
    const tz = this.deps.timeZone;
    return {
      id: row.id,
      no: row.no,
      status: row.status,
      orgId: row.orgId,
      locationId: row.locationId,
      locationName: row.locationName,
      categoryId: row.categoryId,
      categoryName: row.categoryName,
      freezeTime: formatTime(Number(row.freezeTime), tz),
      postedTime: formatNullableTime(row.postedTime, tz),
      postedUserName: row.postedUserName,
      uncounted: row.uncounted as StocktakeUncounted | null,
      lineCount: Number(row.lineCount),
      countedCount: Number(row.countedCount),
      totalVarianceQty: Number(row.totalVarianceQty),
      totalVarianceValue: fenToYuan(Number(row.totalVarianceValue)),
      remark: row.remark,
      createTime: formatTime(Number(row.createTime), tz),
      createUserName: row.createUserName,
      updateTime: formatNullableTime(row.updateTime, tz),
      updateUserName: row.updateUserName,
    };
  }

  lineOutput(doc: Pick<StocktakeRow, 'status'>, l: StocktakeLineRow): StocktakeLineOutput {
    const book = Number(l.bookQty);
    const variance = l.varianceQty === null ? null : Number(l.varianceQty);
    const posted = doc.status === StocktakeStatus.Posted;
    // posted: as applied; else the movements so far (the counter now against the frozen book)
    const movement = posted ? Number(l.movementQty ?? 0) : Number(l.stockQty ?? 0) - book;
    return {
      id: l.id,
      lineNo: l.lineNo,
      barcodeId: l.barcodeId,
      barcode: l.barcode,
      goodsId: l.goodsId,
      goodsCode: l.goodsCode,
      goodsName: l.goodsName,
      categoryName: l.categoryName,
      color: l.color,
      size: l.size,
      unit: l.unit,
      bookQty: book,
      avgCost: fenToYuan(Number(l.avgCost)),
      countedQty: l.countedQty === null ? null : Number(l.countedQty),
      movementQty: movement,
      currentQty: posted ? book + movement + (variance ?? 0) : Number(l.stockQty ?? 0),
      varianceQty: variance,
      varianceValue: l.varianceValue === null ? null : fenToYuan(Number(l.varianceValue)),
      added: Number(l.added) === 1,
      countTime: formatNullableTime(l.countTime, this.deps.timeZone),
      countUserName: l.countUserName,
    };
  }

  async page(caller: Principal, input: StocktakePageInput): Promise<PageResult<StocktakeOutput>> {
    const scope = await this.deps.scopes.scopeOf(caller);
    const range = timeRange(input, this.deps.timeZone);
    const page = await this.deps.repo.page(caller.tenantId, scope, input, range, this.deps.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  async list(caller: Principal, filter: StocktakeFilter, limit: number): Promise<StocktakeOutput[]> {
    const scope = await this.deps.scopes.scopeOf(caller);
    const range = timeRange(filter, this.deps.timeZone);
    const rows = await this.deps.repo.list(caller.tenantId, scope, filter, range, limit);
    return rows.map((r) => this.toOutput(r));
  }

  /** The stocktake in the caller's scope, or 404 (another tenant's or another store's id included). */
  async find(caller: Principal, id: number): Promise<StocktakeRow> {
    const row = await this.deps.repo.find(caller.tenantId, await this.deps.scopes.scopeOf(caller), id);
    if (!row) throw notFound();
    return row;
  }

  /** The stocktake, refused (400) unless it is still counting. */
  async findCounting(caller: Principal, id: number): Promise<StocktakeRow> {
    const row = await this.find(caller, id);
    if (row.status !== StocktakeStatus.Counting)
      throw new AppError(400, 'stocktake.notCounting', { no: row.no });
    return row;
  }

  async summary(tenantId: number, id: number): Promise<StocktakeSummary> {
    const s = await this.deps.lines.summary(tenantId, id);
    return {
      lineCount: s.lineCount,
      countedCount: s.countedCount,
      uncountedCount: s.lineCount - s.countedCount,
      bookQty: s.bookQty,
      countedQty: s.countedQty,
      varianceQty: s.varianceQty,
      varianceValue: fenToYuan(s.varianceValue),
      gainQty: s.gainQty,
      gainValue: fenToYuan(s.gainValue),
      lossQty: s.lossQty,
      lossValue: fenToYuan(s.lossValue),
      uncountedBookQty: s.uncountedBookQty,
      uncountedBookValue: fenToYuan(s.uncountedBookValue),
    };
  }

  async detail(caller: Principal, id: number): Promise<StocktakeDetailOutput> {
    const row = await this.find(caller, id);
    return { ...this.toOutput(row), summary: await this.summary(caller.tenantId, id) };
  }

  async lines(caller: Principal, input: StocktakeLinesInput): Promise<PageResult<StocktakeLineOutput>> {
    const doc = await this.find(caller, input.id);
    const page = await this.deps.lines.linesPage(
      caller.tenantId,
      doc.id,
      doc.locationId,
      input,
      this.deps.maxPageSize,
    );
    return { ...page, items: page.items.map((l) => this.lineOutput(doc, l)) };
  }

  /** The filtered lines for the variance report's export, in line order. */
  async lineList(
    caller: Principal,
    filter: StocktakeLinesFilter,
  ): Promise<{ doc: StocktakeRow; lines: StocktakeLineOutput[] }> {
    const doc = await this.find(caller, filter.id);
    const rows = await this.deps.lines.linesList(
      caller.tenantId,
      doc.id,
      doc.locationId,
      filter,
      EXCEL_MAX_ROWS,
    );
    return { doc, lines: rows.map((l) => this.lineOutput(doc, l)) };
  }

  /** One line as it is now (the answer to a count). */
  async lineOf(caller: Principal, doc: StocktakeRow, lineId: number): Promise<StocktakeLineOutput> {
    const [row] = await this.deps.lines.linesList(
      caller.tenantId,
      doc.id,
      doc.locationId,
      { keyword: undefined },
      1,
      lineId,
    );
    if (!row) throw notFound();
    return this.lineOutput(doc, row);
  }

  /** The variance report as printed: the stocktake, its totals and every line. */
  async print(caller: Principal, id: number): Promise<StocktakePrintOutput> {
    const { doc, lines } = await this.lineList(caller, { id, keyword: undefined });
    return { ...this.toOutput(doc), summary: await this.summary(caller.tenantId, id), lines };
  }
}
