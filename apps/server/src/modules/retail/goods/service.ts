import type { StockLocations } from '../ledger/stock-locations.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { AuditedWrites } from '../../../platform/module-kit/audited-writes.ts';
import { onUniqueViolation } from '../../../platform/module-kit/unique.ts';
import type { BarcodeServices } from '../goods-barcode/index.ts';
import type { NewBarcode } from '../goods-barcode/service.ts';
import type { BarcodeOutput } from '@retail/contracts/api/retail/goods-barcode';
import type { CategoryService } from '../goods-category/service.ts';
import { buildSheet, EXCEL_MAX_ROWS } from '../shared/excel.ts';
import { fenToYuan } from '@retail/contracts';
import type { SupplierService } from '../goods-supplier/service.ts';
import type { GoodsQueryFilter, GoodsRecord, GoodsRepository, GoodsRow } from './repository.ts';
import type {
  GoodsAddInput,
  GoodsFilter,
  GoodsOutput,
  GoodsPageInput,
  GoodsSearchQuery,
  GoodsUpdateInput,
  SellableOutput,
} from '@retail/contracts/api/retail/goods';
import { pinyinInitials } from './pinyin-initials.ts';
import type { SellableSearch } from './sellable-search.ts';
import { GOODS_SHEET_COLUMNS } from './sheet.ts';

const codeTaken = (code: string) => new AppError(409, 'goods.codeTaken', { code });

export interface GoodsServiceDeps {
  repo: GoodsRepository;
  sellable: SellableSearch;
  /** the till shows the stock of the caller's location */
  locations: StockLocations;
  categories: CategoryService;
  suppliers: SupplierService;
  barcodes: BarcodeServices;
  audit: AuditLog;
  ids: IdGenerator;
  timeZone: string;
  maxPageSize: number;
}

/** A goods row ready to insert (prices in fen), with an optional first barcode. */
export type NewGoods = Omit<GoodsAddInput, 'costPrice' | 'memberPrice'> & {
  costPrice: number;
  memberPrice: number;
  barcode?: NewBarcode | undefined;
};

/** Goods of the caller's tenant: codes unique in the tenant, money in fen inside, yuan at the API. */
export class GoodsService {
  private readonly writes: AuditedWrites<'retailGoods', GoodsRecord>;

  constructor(private readonly d: GoodsServiceDeps) {
    this.writes = new AuditedWrites(d.repo, { table: 'retail_goods', audit: d.audit, ids: d.ids });
  }

  toOutput(r: GoodsRow): GoodsOutput {
    return {
      id: r.id,
      code: r.code,
      name: r.name,
      categoryId: r.categoryId,
      categoryName: r.categoryName,
      supplierId: r.supplierId,
      supplierName: r.supplierName,
      unit: r.unit,
      spec: r.spec,
      brand: r.brand,
      costPrice: fenToYuan(Number(r.costPrice)),
      retailPrice: fenToYuan(Number(r.retailPrice)),
      memberPrice: fenToYuan(Number(r.memberPrice)),
      minStock: r.minStock,
      images: r.images ? (JSON.parse(r.images) as string[]) : [],
      status: r.status,
      remark: r.remark,
      stockQty: Number(r.stockQty),
      createTime: formatTime(r.createTime, this.d.timeZone),
      updateTime: formatNullableTime(r.updateTime, this.d.timeZone),
    };
  }

  private async queryFilter(tenantId: number, filter: Partial<GoodsFilter>): Promise<GoodsQueryFilter> {
    const { categoryId, ...rest } = filter;
    if (!categoryId) return rest;
    return { ...rest, categoryIds: await this.d.categories.withDescendants(tenantId, categoryId) };
  }

  async page(caller: Principal, input: GoodsPageInput): Promise<PageResult<GoodsOutput>> {
    const filter = await this.queryFilter(caller.tenantId, input);
    const page = await this.d.repo.page(caller.tenantId, { ...input, ...filter }, this.d.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  /** The till's search: what can be sold, by name, code, barcode or pinyin initials. */
  async search(caller: Principal, query: GoodsSearchQuery): Promise<SellableOutput[]> {
    return this.d.sellable.find(caller.tenantId, await this.d.locations.ofCaller(caller), query);
  }

  async detail(caller: Principal, id: number): Promise<GoodsOutput & { barcodes: BarcodeOutput[] }> {
    const row = await this.d.repo.detail(caller.tenantId, id);
    if (!row) throw notFound();
    return { ...this.toOutput(row), barcodes: await this.d.barcodes.queries.ofGoods(caller.tenantId, id) };
  }

  async export(caller: Principal, filter: GoodsFilter, lang: Language): Promise<Buffer> {
    const rows = await this.d.repo.list(
      caller.tenantId,
      await this.queryFilter(caller.tenantId, filter),
      EXCEL_MAX_ROWS,
    );
    return buildSheet('Goods', GOODS_SHEET_COLUMNS, rows, lang);
  }

  private async assertRefs(tenantId: number, input: Partial<GoodsAddInput>): Promise<void> {
    if (input.categoryId && !(await this.d.categories.exists(tenantId, input.categoryId))) {
      throw new AppError(400, 'goods.categoryMissing', { value: input.categoryId });
    }
    if (input.supplierId && !(await this.d.suppliers.exists(tenantId, input.supplierId))) {
      throw new AppError(400, 'goods.supplierMissing', { value: input.supplierId });
    }
  }

  /** Another live goods of the tenant holding the code (ignoring case) refuses it. */
  private async refuseCode(tenantId: number, code: string | undefined, self?: number) {
    if (code === undefined) return;
    const holder = await this.d.repo.holderOf(tenantId, 'code', code);
    if (holder !== undefined && holder !== self) throw codeTaken(code);
  }

  /**
   * Inserts checked goods (and its first barcode with a zero stock counter) in one transaction and logs it.
   * References (category, supplier) are the caller's to check; the code is checked here.
   */
  async create(actor: Actor, goods: NewGoods): Promise<number> {
    const { tenantId } = actor;
    await this.refuseCode(tenantId, goods.code);
    const fields = {
      code: goods.code,
      name: goods.name,
      pinyinInitials: pinyinInitials(goods.name),
      categoryId: goods.categoryId ?? null,
      supplierId: goods.supplierId ?? null,
      unit: goods.unit ?? null,
      spec: goods.spec ?? null,
      brand: goods.brand ?? null,
      costPrice: goods.costPrice,
      retailPrice: goods.retailPrice,
      memberPrice: goods.memberPrice,
      minStock: goods.minStock ?? 0,
      images: goods.images ? JSON.stringify(goods.images) : null,
      status: goods.status ?? 1,
      remark: goods.remark ?? null,
    };
    const { barcode } = goods;
    const firstBarcode = barcode
      ? (trx: Db, goodsId: number) =>
          this.d.barcodes.service.createIn(trx, actor, goodsId, barcode, Date.now(), this.d.ids.next())
      : undefined;
    // a concurrent insert of the same goods code or barcode passed the checks first
    const refusal = async () =>
      (await this.d.repo.holderOf(tenantId, 'code', goods.code)) !== undefined || !barcode?.barcode
        ? codeTaken(goods.code)
        : new AppError(409, 'barcode.taken', { barcode: barcode.barcode });
    return onUniqueViolation(refusal, () => this.writes.add(actor, fields, firstBarcode));
  }

  async add(actor: Actor, input: GoodsAddInput): Promise<number> {
    await this.assertRefs(actor.tenantId, input);
    return this.create(actor, {
      ...input,
      costPrice: input.costPrice ?? 0,
      memberPrice: input.memberPrice ?? input.retailPrice,
    });
  }

  async update(actor: Actor, input: GoodsUpdateInput): Promise<void> {
    const { id, images, ...fields } = input;
    const current = await this.writes.found(actor, id);
    await this.assertRefs(actor.tenantId, input);
    await this.refuseCode(actor.tenantId, input.code, id);
    const changes = {
      ...fields,
      images: images === undefined ? undefined : JSON.stringify(images),
      pinyinInitials: fields.name === undefined ? undefined : pinyinInitials(fields.name),
    };
    await onUniqueViolation(
      () => codeTaken(input.code ?? ''),
      () => this.writes.update(actor, current, changes),
    );
  }

  /**
   * Goods whose barcodes hold no stock and never moved any are deleted with those barcodes (the kit frees the
   * code by its `~del~{id}` suffix); otherwise the history keeps pointing at them, so they are taken off sale
   * instead (docs/decisions.md).
   */
  async delete(actor: Actor, id: number): Promise<void> {
    const current = await this.writes.found(actor, id);
    await this.writes.delete(actor, current, async (trx) => {
      const blocking = await this.d.barcodes.service.removeAllOfGoods(trx, actor.tenantId, id);
      if (blocking !== null) throw new AppError(400, 'goods.inUse', { barcode: blocking });
    });
  }
}
