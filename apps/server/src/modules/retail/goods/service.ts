import { auditInsert, auditUpdate } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/database.ts';
import { isUniqueViolation } from '../../../platform/db/errors.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import { inTransaction, type Trx } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import { recordDiff } from '../../../platform/logging/diff.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { definedOnly } from '../../../platform/module-kit/defined-only.ts';
import type { BarcodeServices } from '../barcode/index.ts';
import type { NewBarcode } from '../barcode/service.ts';
import type { BarcodeOutput } from '@retail/contracts/api/retail/barcode';
import type { CategoryService } from '../category/service.ts';
import { buildSheet, EXCEL_MAX_ROWS } from '../shared/excel.ts';
import { fenToYuan } from '@retail/contracts';
import type { SupplierService } from '../supplier/service.ts';
import type { GoodsQueryFilter, GoodsRepository, GoodsRow } from './repository.ts';
import type {
  GoodsAddInput,
  GoodsFilter,
  GoodsOutput,
  GoodsPageInput,
  GoodsUpdateInput,
} from '@retail/contracts/api/retail/goods';
import { GOODS_SHEET_COLUMNS } from './sheet.ts';

const TABLE = 'retail_goods';

const snapshot = (r: GoodsRow) => ({
  code: r.code,
  name: r.name,
  categoryId: r.categoryId,
  supplierId: r.supplierId,
  unit: r.unit,
  spec: r.spec,
  brand: r.brand,
  costPrice: r.costPrice,
  retailPrice: r.retailPrice,
  memberPrice: r.memberPrice,
  minStock: r.minStock,
  images: r.images,
  status: r.status,
  remark: r.remark,
});

export interface GoodsServiceDeps {
  db: Db;
  repo: GoodsRepository;
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
  constructor(private readonly d: GoodsServiceDeps) {}

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

  async detail(caller: Principal, id: number): Promise<GoodsOutput & { barcodes: BarcodeOutput[] }> {
    const row = await this.d.repo.findById(caller.tenantId, id);
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

  private async assertCode(tenantId: number, code: string | undefined, self?: number, db?: Db | Trx) {
    if (code === undefined) return;
    const holders = await this.d.repo.codeHolders(tenantId, [code], db);
    if (holders.some((h) => h.id !== self)) throw new AppError(409, 'goods.codeTaken', { code });
  }

  /**
   * Inserts checked goods (and its first barcode with a zero stock counter) in one transaction. References
   * (category, supplier) are the caller's to check; the code is checked here, inside the transaction.
   */
  async create(caller: Principal, goods: NewGoods): Promise<number> {
    const id = this.d.ids.next();
    const now = Date.now();
    try {
      await inTransaction(this.d.db, async (trx) => {
        await this.assertCode(caller.tenantId, goods.code, undefined, trx);
        await this.d.repo.insert(
          {
            id,
            tenantId: caller.tenantId,
            code: goods.code,
            name: goods.name,
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
            ...auditInsert(caller, now),
          },
          trx,
        );
        if (goods.barcode)
          await this.d.barcodes.service.createIn(trx, caller, id, goods.barcode, now, this.d.ids.next());
      });
    } catch (error) {
      // a concurrent insert of the same goods code or barcode passed the checks first
      if (!isUniqueViolation(error)) throw error;
      if (
        (await this.d.repo.codeHolders(caller.tenantId, [goods.code])).length > 0 ||
        !goods.barcode?.barcode
      ) {
        throw new AppError(409, 'goods.codeTaken', { code: goods.code });
      }
      throw new AppError(409, 'barcode.taken', { barcode: goods.barcode.barcode });
    }
    return id;
  }

  /** Audits the creation of goods made by create(). */
  recordInsert(actor: Actor, id: number): Promise<void> {
    return this.d.repo.findById(actor.tenantId, id).then((row) => {
      if (row)
        recordDiff(this.d.audit, actor, {
          table: TABLE,
          rowId: id,
          type: 'insert',
          after: snapshot(row),
        });
    });
  }

  async add(actor: Actor, input: GoodsAddInput): Promise<number> {
    await this.assertRefs(actor.tenantId, input);
    const id = await this.create(actor, {
      ...input,
      costPrice: input.costPrice ?? 0,
      memberPrice: input.memberPrice ?? input.retailPrice,
    });
    await this.recordInsert(actor, id);
    return id;
  }

  async update(actor: Actor, input: GoodsUpdateInput): Promise<void> {
    const current = await this.d.repo.findById(actor.tenantId, input.id);
    if (!current) throw notFound();
    await this.assertRefs(actor.tenantId, input);
    await this.assertCode(actor.tenantId, input.code, current.id);
    const { id, images, ...fields } = input;
    const changes = {
      ...definedOnly(fields),
      ...(images === undefined ? {} : { images: JSON.stringify(images) }),
      ...auditUpdate(actor),
    };
    try {
      if (!(await this.d.repo.update(actor.tenantId, id, changes))) throw notFound();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, 'goods.codeTaken', { code: input.code ?? '' });
      throw error;
    }
    const after = await this.d.repo.findById(actor.tenantId, id);
    if (after) {
      recordDiff(this.d.audit, actor, {
        table: TABLE,
        rowId: id,
        type: 'update',
        before: snapshot(current),
        after: snapshot(after),
      });
    }
  }

  /**
   * Goods whose barcodes hold no stock and never moved any are deleted with those barcodes; otherwise the
   * history keeps pointing at them, so they are taken off sale instead (docs/decisions.md).
   */
  async delete(actor: Actor, id: number): Promise<void> {
    const current = await inTransaction(this.d.db, async (trx) => {
      const row = await this.d.repo.findById(actor.tenantId, id, trx);
      if (!row) throw notFound();
      const blocking = await this.d.barcodes.service.removeAllOfGoods(trx, actor.tenantId, id);
      if (blocking !== null) throw new AppError(400, 'goods.inUse', { barcode: blocking });
      // the suffix frees the code for new goods (the unique index spans deleted rows)
      await this.d.repo.update(
        actor.tenantId,
        id,
        { code: `${row.code}~del~${id}`, isDelete: 1, ...auditUpdate(actor) },
        trx,
      );
      return row;
    });
    recordDiff(this.d.audit, actor, {
      table: TABLE,
      rowId: id,
      type: 'delete',
      before: snapshot(current),
    });
  }
}
