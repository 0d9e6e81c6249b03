import { isValidEan13 } from '@retail/contracts';
import { auditInsert, auditUpdate } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { isUniqueViolation } from '../../../platform/db/errors.ts';
import { inTransaction, type Trx } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import { recordDiff } from '../../../platform/logging/diff.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { definedOnly } from '../../../platform/module-kit/defined-only.ts';
import { EXCEL_MAX_ROWS } from '../shared/excel.ts';
import { inStoreEan13 } from './ean13.ts';
import type { BarcodeRepository, BarcodeRow } from './repository.ts';
import {
  BARCODE_PATTERN,
  type BarcodeAddInput,
  type BarcodeGenerateInput,
  type BarcodeUpdateInput,
} from '@retail/contracts/api/retail/barcode';

const TABLE = 'retail_barcode';

/** What a new barcode is made of (prices in fen; no code: an in-store EAN-13 is generated). */
export interface NewBarcode {
  barcode?: string | undefined;
  color?: string | null | undefined;
  size?: string | null | undefined;
  retailPrice?: number | null | undefined;
  memberPrice?: number | null | undefined;
  status?: 1 | 2 | undefined;
  remark?: string | null | undefined;
}

const snapshot = (r: BarcodeRow) => ({
  goodsId: r.goodsId,
  barcode: r.barcode,
  color: r.color,
  size: r.size,
  retailPrice: r.retailPrice,
  memberPrice: r.memberPrice,
  status: r.status,
  remark: r.remark,
});

const variantKey = (color: string | null | undefined, size: string | null | undefined) =>
  JSON.stringify([color?.toLowerCase() ?? null, size?.toLowerCase() ?? null]);

/** A code a person typed: the allowed characters, and 13 digits only with a valid EAN-13 check digit. */
export function checkBarcodeText(code: string): void {
  if (!BARCODE_PATTERN.test(code)) throw new AppError(400, 'barcode.badFormat', { barcode: code });
  if (/^\d{13}$/.test(code) && !isValidEan13(code)) {
    throw new AppError(400, 'barcode.badCheckDigit', { barcode: code });
  }
}

/** Barcodes of goods (unique per tenant), each with its stock counter created in the same transaction. */
export class BarcodeService {
  constructor(
    private readonly db: Db,
    private readonly repo: BarcodeRepository,
    private readonly audit: AuditLog,
    private readonly ids: IdGenerator,
  ) {}

  /** Creates a barcode and its zero stock counter inside the caller's transaction; returns its id. */
  async createIn(trx: Trx, caller: Principal, goodsId: number, spec: NewBarcode, now: number, id: number) {
    let code = spec.barcode;
    if (code === undefined) code = await this.generateCode(trx, caller.tenantId);
    else {
      checkBarcodeText(code);
      if ((await this.repo.codeHolder(trx, caller.tenantId, code)) !== undefined) {
        throw new AppError(409, 'barcode.taken', { barcode: code });
      }
    }
    await this.repo.insertWithStock(trx, {
      id,
      tenantId: caller.tenantId,
      goodsId,
      barcode: code,
      color: spec.color ?? null,
      size: spec.size ?? null,
      retailPrice: spec.retailPrice ?? null,
      memberPrice: spec.memberPrice ?? null,
      status: spec.status ?? 1,
      remark: spec.remark ?? null,
      ...auditInsert(caller, now),
    });
  }

  private async generateCode(trx: Trx, tenantId: number): Promise<string> {
    // custom codes may already hold some in-store numbers: skip them
    for (let attempt = 0; attempt < 1000; attempt++) {
      const code = inStoreEan13(await this.repo.nextEanSeq(trx, tenantId));
      if ((await this.repo.codeHolder(trx, tenantId, code)) === undefined) return code;
    }
    throw new Error('no free in-store EAN-13 code found');
  }

  /** Runs a barcode write; a unique-index race on the code answers like the check before it. */
  private async write<T>(code: string | undefined, work: (trx: Trx) => Promise<T>): Promise<T> {
    try {
      return await inTransaction(this.db, work);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, 'barcode.taken', { barcode: code ?? '' });
      throw error;
    }
  }

  private async assertNewVariant(
    trx: Trx,
    tenantId: number,
    goodsId: number,
    spec: NewBarcode,
    self?: number,
  ) {
    if (!spec.color && !spec.size) return;
    const taken = (await this.repo.variants(trx, tenantId, goodsId)).some(
      (v) => v.id !== self && variantKey(v.color, v.size) === variantKey(spec.color, spec.size),
    );
    if (taken)
      throw new AppError(409, 'barcode.variantExists', { color: spec.color ?? '-', size: spec.size ?? '-' });
  }

  async add(actor: Actor, input: BarcodeAddInput): Promise<number> {
    const id = await this.write(input.barcode, async (trx) => {
      if (!(await this.repo.liveGoods(trx, actor.tenantId, input.goodsId))) throw notFound();
      await this.assertNewVariant(trx, actor.tenantId, input.goodsId, input);
      const newId = this.ids.next();
      await this.createIn(trx, actor, input.goodsId, input, Date.now(), newId);
      return newId;
    });
    const created = await this.repo.findById(actor.tenantId, id);
    if (created)
      recordDiff(this.audit, actor, {
        table: TABLE,
        rowId: id,
        type: 'insert',
        after: snapshot(created),
      });
    return id;
  }

  /** One barcode per colour × size combination the goods lacks, all or none. */
  async generate(actor: Actor, input: BarcodeGenerateInput): Promise<{ created: number[]; skipped: number }> {
    const colors: Array<string | null> = input.colors.length > 0 ? [...new Set(input.colors)] : [null];
    const sizes: Array<string | null> = input.sizes.length > 0 ? [...new Set(input.sizes)] : [null];
    if (input.colors.length === 0 && input.sizes.length === 0) throw new AppError(400, 'barcode.noVariants');
    const chosen = new Map(input.barcodes.map((b) => [variantKey(b.color, b.size), b.barcode]));
    const result = await this.write(undefined, async (trx) => {
      if (!(await this.repo.liveGoods(trx, actor.tenantId, input.goodsId))) throw notFound();
      const existing = new Set(
        (await this.repo.variants(trx, actor.tenantId, input.goodsId)).map((v) =>
          variantKey(v.color, v.size),
        ),
      );
      const created: number[] = [];
      let skipped = 0;
      const now = Date.now();
      for (const color of colors) {
        for (const size of sizes) {
          const key = variantKey(color, size);
          if (existing.has(key)) {
            skipped++;
            continue;
          }
          existing.add(key);
          const id = this.ids.next();
          await this.createIn(trx, actor, input.goodsId, { color, size, barcode: chosen.get(key) }, now, id);
          created.push(id);
        }
      }
      return { created, skipped };
    });
    for (const id of result.created) {
      const row = await this.repo.findById(actor.tenantId, id);
      if (row)
        recordDiff(this.audit, actor, {
          table: TABLE,
          rowId: id,
          type: 'insert',
          after: snapshot(row),
        });
    }
    return result;
  }

  async update(actor: Actor, input: BarcodeUpdateInput): Promise<void> {
    const current = await this.repo.findById(actor.tenantId, input.id);
    if (!current) throw notFound();
    await this.write(input.barcode, async (trx) => {
      if (input.barcode !== undefined && input.barcode !== current.barcode) {
        checkBarcodeText(input.barcode);
        if (await this.repo.hasLog(actor.tenantId, [current.id], trx)) {
          throw new AppError(400, 'barcode.codeLocked', { barcode: current.barcode });
        }
        if ((await this.repo.codeHolder(trx, actor.tenantId, input.barcode)) !== undefined) {
          throw new AppError(409, 'barcode.taken', { barcode: input.barcode });
        }
      }
      const color = input.color === undefined ? current.color : input.color;
      const size = input.size === undefined ? current.size : input.size;
      await this.assertNewVariant(trx, actor.tenantId, current.goodsId, { color, size }, current.id);
      const { id, ...fields } = input;
      if (
        !(await this.repo.update(actor.tenantId, id, { ...definedOnly(fields), ...auditUpdate(actor) }, trx))
      ) {
        throw notFound();
      }
    });
    const after = await this.repo.findById(actor.tenantId, input.id);
    if (after) {
      recordDiff(this.audit, actor, {
        table: TABLE,
        rowId: input.id,
        type: 'update',
        before: snapshot(current),
        after: snapshot(after),
      });
    }
  }

  /** Removes a barcode that holds no stock and never moved any (its history would lose its subject). */
  async delete(actor: Actor, id: number): Promise<void> {
    const current = await inTransaction(this.db, async (trx) => {
      const row = await this.repo.findById(actor.tenantId, id, trx);
      if (!row) throw notFound();
      if (Number(row.qty) !== 0 || (await this.repo.hasLog(actor.tenantId, [id], trx))) {
        throw new AppError(400, 'barcode.inUse', { barcode: row.barcode, qty: Number(row.qty) });
      }
      await this.repo.remove(trx, actor.tenantId, [id]);
      return row;
    });
    recordDiff(this.audit, actor, {
      table: TABLE,
      rowId: id,
      type: 'delete',
      before: snapshot(current),
    });
  }

  /**
   * For deleting goods: removes all its barcodes inside the caller's transaction, or answers the first one
   * that holds stock or has stock movements (then nothing is removed).
   */
  async removeAllOfGoods(trx: Trx, tenantId: number, goodsId: number): Promise<string | null> {
    const rows = await this.repo.list(tenantId, { goodsId }, EXCEL_MAX_ROWS, trx);
    const held = rows.find((r) => Number(r.qty) !== 0);
    if (held) return held.barcode;
    const ids = rows.map((r) => r.id);
    if (await this.repo.hasLog(tenantId, ids, trx)) return rows[0]?.barcode ?? '';
    await this.repo.remove(trx, tenantId, ids);
    return null;
  }
}
