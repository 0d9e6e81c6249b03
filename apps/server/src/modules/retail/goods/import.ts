import { AppError } from '../../../platform/http/errors.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import { translate } from '../../../platform/i18n/messages.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import type { CategoryService } from '../goods-category/service.ts';
import type { ColumnKey } from '../shared/columns.ts';
import { buildSheet, readFirstSheet } from '../shared/excel.ts';
import { yuanToFen } from '@retail/contracts';
import type { SupplierService } from '../goods-supplier/service.ts';
import { GOODS_CODE, type ImportResult } from '@retail/contracts/api/retail/goods';
import type { GoodsService, NewGoods } from './service.ts';
import { TEMPLATE_COLUMNS } from './sheet.ts';

interface Named {
  id: number;
  name: string;
  code: string | null;
}

const MAX_LENGTH: Record<number, number> = { 1: 128, 4: 16, 5: 64, 6: 64, 12: 256 };

/** Finds a category or supplier by its code (ignoring case), else by its exact name. */
function matcher(rows: Named[], column: string) {
  return (value: string, missingKey: 'goods.categoryMissing' | 'goods.supplierMissing'): number => {
    const byCode = rows.filter((r) => r.code && r.code.toLowerCase() === value.toLowerCase());
    const matches = byCode.length > 0 ? byCode : rows.filter((r) => r.name === value);
    if (matches.length === 0) throw new AppError(400, missingKey, { value });
    if (matches.length > 1) throw new AppError(400, 'goods.import.ambiguous', { column, value });
    return (matches[0] as Named).id;
  };
}

/**
 * Goods import from the template sheet. Each row stands alone: a good row is saved in its own transaction
 * (goods and, when given, its barcode with a zero stock counter); a bad row is reported with its Excel row
 * number and reason and leaves nothing behind. Codes already in the tenant are reported, never overwritten,
 * so importing the same file again adds nothing (docs/decisions.md).
 */
export class GoodsImporter {
  constructor(
    private readonly goods: GoodsService,
    private readonly categories: CategoryService,
    private readonly suppliers: SupplierService,
  ) {}

  template(lang: Language): Promise<Buffer> {
    return buildSheet(
      'Goods',
      TEMPLATE_COLUMNS.map((c) => ({ header: c.key, width: c.width, value: () => null })),
      [],
      lang,
    );
  }

  /** `lang`: the language of the template's headers and of the failure reasons. */
  async import(actor: Actor, body: unknown, lang: Language): Promise<ImportResult> {
    const sheet = await readFirstSheet(body);
    const [headerRow, ...dataRows] = [...sheet.keys()].sort((a, b) => a - b);
    if (headerRow === undefined) return { total: 0, imported: 0, failed: [] };
    const header = (i: number) => translate(lang, (TEMPLATE_COLUMNS[i] as { key: ColumnKey }).key);
    const category = matcher(await this.categories.all(actor.tenantId), header(2));
    const supplier = matcher(await this.suppliers.all(actor.tenantId), header(3));
    const failed: ImportResult['failed'] = [];
    const firstRowOfCode = new Map<string, number>();
    let imported = 0;
    for (const rowNo of dataRows) {
      const cells = sheet.get(rowNo) as string[];
      const cell = (i: number) => cells[i] ?? '';
      try {
        const code = cell(0);
        const seen = firstRowOfCode.get(code.toLowerCase());
        if (code && seen !== undefined)
          throw new AppError(400, 'goods.import.duplicateInFile', { code, row: seen });
        if (code) firstRowOfCode.set(code.toLowerCase(), rowNo);
        const goods = this.parse(cell, header, category, supplier);
        await this.goods.create(actor, goods);
        imported++;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        failed.push({ row: rowNo, reason: error.textIn(lang) });
      }
    }
    return { total: dataRows.length, imported, failed };
  }

  private parse(
    cell: (i: number) => string,
    header: (i: number) => string,
    category: ReturnType<typeof matcher>,
    supplier: ReturnType<typeof matcher>,
  ): NewGoods {
    TEMPLATE_COLUMNS.forEach((c, i) => {
      if (c.required && !cell(i)) throw new AppError(400, 'goods.import.required', { column: header(i) });
      const max = MAX_LENGTH[i];
      if (max !== undefined && cell(i).length > max) {
        throw new AppError(400, 'goods.import.tooLong', { column: header(i), max });
      }
    });
    if (!GOODS_CODE.test(cell(0))) throw new AppError(400, 'goods.import.badCode', { value: cell(0) });
    const price = (i: number, fallback: number) => {
      if (!cell(i)) return fallback;
      const fen = yuanToFen(cell(i));
      if (fen === undefined)
        throw new AppError(400, 'goods.import.badPrice', { column: header(i), value: cell(i) });
      return fen;
    };
    const retailPrice = price(8, 0);
    const minStock = cell(10) || '0';
    if (!/^\d{1,9}$/.test(minStock)) {
      throw new AppError(400, 'goods.import.badQty', { column: header(10), value: minStock });
    }
    const text = (i: number) => cell(i) || null;
    return {
      code: cell(0),
      name: cell(1),
      categoryId: cell(2) ? category(cell(2), 'goods.categoryMissing') : null,
      supplierId: cell(3) ? supplier(cell(3), 'goods.supplierMissing') : null,
      unit: text(4),
      spec: text(5),
      brand: text(6),
      costPrice: price(7, 0),
      retailPrice,
      memberPrice: price(9, retailPrice),
      minStock: Number(minStock),
      remark: text(12),
      barcode: cell(11) ? { barcode: cell(11) } : undefined,
    };
  }
}
