import { formatTime } from '../../../platform/db/time.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import { enumLabel } from '../shared/enum-labels.ts';
import { buildSheet, EXCEL_MAX_ROWS } from '../shared/excel.ts';
import { fenToYuan } from '@retail/contracts';
import type { BarcodeRepository, BarcodeRow } from './repository.ts';
import type {
  BarcodeFilter,
  BarcodeLookupOutput,
  BarcodeOutput,
  BarcodePageInput,
  LabelOutput,
} from '@retail/contracts/api/retail/goods-barcode';

/** Reads of barcodes with their goods, effective prices and stock: pages, look-up, labels, export. */
export class BarcodeQueries {
  constructor(
    private readonly repo: BarcodeRepository,
    private readonly timeZone: string,
    private readonly maxPageSize: number,
  ) {}

  private toOutput(r: BarcodeRow): BarcodeOutput {
    return {
      id: r.id,
      goodsId: r.goodsId,
      goodsCode: r.goodsCode,
      goodsName: r.goodsName,
      barcode: r.barcode,
      color: r.color,
      size: r.size,
      retailPrice: r.retailPrice === null ? null : fenToYuan(Number(r.retailPrice)),
      memberPrice: r.memberPrice === null ? null : fenToYuan(Number(r.memberPrice)),
      effectiveRetailPrice: fenToYuan(Number(r.retailPrice ?? r.goodsRetailPrice)),
      effectiveMemberPrice: fenToYuan(Number(r.memberPrice ?? r.goodsMemberPrice)),
      qty: Number(r.qty),
      status: r.status,
      remark: r.remark,
      createTime: formatTime(r.createTime, this.timeZone),
    };
  }

  async page(caller: Principal, input: BarcodePageInput): Promise<PageResult<BarcodeOutput>> {
    const page = await this.repo.page(caller.tenantId, input, this.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  async list(caller: Principal, filter: Partial<BarcodeFilter>): Promise<BarcodeOutput[]> {
    return (await this.repo.list(caller.tenantId, filter, EXCEL_MAX_ROWS)).map((r) => this.toOutput(r));
  }

  /** The sale screen's and the scanner's look-up: goods, effective prices and stock of one code. */
  async lookup(caller: Principal, code: string): Promise<BarcodeLookupOutput> {
    const row = await this.repo.findByCode(caller.tenantId, code);
    if (!row) throw new AppError(404, 'stock.barcodeMissing', { barcode: code });
    return this.toLookup(row);
  }

  /** The look-up of several codes at once (a recalled cart); codes the catalogue lacks are left out. */
  async lookupAll(tenantId: number, codes: string[]): Promise<BarcodeLookupOutput[]> {
    return (await this.repo.findByCodes(tenantId, codes)).map((row) => this.toLookup(row));
  }

  private toLookup(row: BarcodeRow): BarcodeLookupOutput {
    return {
      ...this.toOutput(row),
      goodsStatus: row.goodsStatus,
      unit: row.unit,
      spec: row.spec,
      images: row.images ? (JSON.parse(row.images) as string[]) : [],
    };
  }

  async labels(caller: Principal, ids: number[]): Promise<LabelOutput[]> {
    const rows = await this.repo.byIds(caller.tenantId, ids);
    return rows.map((r) => {
      const out = this.toOutput(r);
      return {
        id: out.id,
        barcode: out.barcode,
        goodsCode: out.goodsCode,
        goodsName: out.goodsName,
        color: out.color,
        size: out.size,
        retailPrice: out.effectiveRetailPrice,
        memberPrice: out.effectiveMemberPrice,
      };
    });
  }

  async export(caller: Principal, filter: BarcodeFilter, lang: Language): Promise<Buffer> {
    return buildSheet<BarcodeOutput>(
      'Barcodes',
      [
        { header: 'col.barcode', width: 18, value: (r) => r.barcode },
        { header: 'col.goodsCode', value: (r) => r.goodsCode },
        { header: 'col.goodsName', width: 24, value: (r) => r.goodsName },
        { header: 'col.color', value: (r) => r.color },
        { header: 'col.size', value: (r) => r.size },
        { header: 'col.retailPrice', value: (r) => r.effectiveRetailPrice },
        { header: 'col.memberPrice', value: (r) => r.effectiveMemberPrice },
        { header: 'col.qty', value: (r) => r.qty },
        { header: 'col.status', value: (r, lang) => enumLabel(lang, 'saleStatus', r.status) },
      ],
      await this.list(caller, filter),
      lang,
    );
  }

  /** Barcodes of one goods, for its detail. */
  ofGoods(tenantId: number, goodsId: number): Promise<BarcodeOutput[]> {
    return this.repo
      .list(tenantId, { goodsId }, EXCEL_MAX_ROWS)
      .then((rows) => rows.map((r) => this.toOutput(r)));
  }
}
