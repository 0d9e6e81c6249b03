import { fenToYuan } from '@retail/contracts';
import type { ValuationInput, ValuationOutput } from '@retail/contracts/api/retail/stock-valuation';
import { formatTime } from '../../../platform/db/time.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import type { CategoryService } from '../goods-category/service.ts';
import type { StockLocations } from '../ledger/stock-locations.ts';
import { buildSheet, type SheetColumn } from '../shared/excel.ts';
import { nextDate, startOfDay } from '../statistics/days.ts';
import type { ValuationRepository } from './repository.ts';

type Row = ValuationOutput['rows'][number];

const COLUMNS: SheetColumn<Row>[] = [
  { header: 'col.location', width: 16, value: (r) => r.locationName },
  { header: 'col.category', width: 16, value: (r) => r.categoryName },
  { header: 'col.barcodeCount', value: (r) => r.barcodes },
  { header: 'col.qty', value: (r) => r.qty },
  { header: 'col.stockValue', value: (r) => r.value },
];

/** The stock valuation report (issue 17): quantity × moving-average cost by location and category, at a chosen day's end. */
export class ValuationService {
  constructor(
    private readonly repo: ValuationRepository,
    private readonly locations: StockLocations,
    private readonly categories: CategoryService,
    private readonly timeZone: string,
  ) {}

  async report(caller: Principal, input: ValuationInput): Promise<ValuationOutput> {
    const readable = await this.locations.readable(caller);
    let locations = readable;
    if (input.locationId) {
      if (readable !== null && !readable.includes(input.locationId)) {
        throw new AppError(403, 'stock.locationNotYours', { id: input.locationId });
      }
      locations = [input.locationId];
    }
    const at = input.date ? startOfDay(nextDate(input.date), this.timeZone) : Date.now();
    const categoryIds = input.categoryId
      ? await this.categories.withDescendants(caller.tenantId, input.categoryId)
      : undefined;
    const found = await this.repo.byLocationAndCategory(caller.tenantId, { at, locations, categoryIds });
    const rows = found.map((r) => ({
      locationId: Number(r.locationId),
      locationName: r.locationName,
      categoryId: r.categoryId === null ? null : Number(r.categoryId),
      categoryName: r.categoryName,
      barcodes: Number(r.barcodes),
      qty: Number(r.qty),
      value: fenToYuan(Number(r.value)),
    }));
    const totalValue = found.reduce((sum, r) => sum + Number(r.value), 0);
    return {
      at: formatTime(at, this.timeZone),
      rows,
      totalQty: rows.reduce((sum, r) => sum + r.qty, 0),
      totalValue: fenToYuan(totalValue),
    };
  }

  async export(caller: Principal, input: ValuationInput, lang: Language): Promise<Buffer> {
    const { rows } = await this.report(caller, input);
    return buildSheet('Stock valuation', COLUMNS, rows, lang);
  }
}
