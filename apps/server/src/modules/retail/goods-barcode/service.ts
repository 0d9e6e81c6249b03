import { isValidEan13 } from '@retail/contracts';
import { auditInsert } from '../../../platform/context.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { AuditedWrites } from '../../../platform/module-kit/audited-writes.ts';
import { onUniqueViolation } from '../../../platform/module-kit/unique.ts';
import { inStoreEan13 } from './ean13.ts';
import type { BarcodeRecord, BarcodeRepository } from './repository.ts';
import {
  BARCODE_PATTERN,
  type BarcodeAddInput,
  type BarcodeGenerateInput,
  type BarcodeUpdateInput,
} from '@retail/contracts/api/retail/goods-barcode';

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

/** What the difference log keeps of a barcode (a row read with its goods and stock keeps no more). */
const snapshot = (r: BarcodeRecord) => ({
  goodsId: r.goodsId,
  barcode: r.barcode,
  color: r.color,
  size: r.size,
  retailPrice: r.retailPrice,
  memberPrice: r.memberPrice,
  status: r.status,
  remark: r.remark,
});

const barcodeTaken = (code: string | undefined) =>
  new AppError(409, 'barcode.taken', { barcode: code ?? '' });

const variantKey = (color: string | null | undefined, size: string | null | undefined) =>
  JSON.stringify([color?.toLowerCase() ?? null, size?.toLowerCase() ?? null]);

/** A code a person typed: the allowed characters, and 13 digits only with a valid EAN-13 check digit. */
export function checkBarcodeText(code: string): void {
  if (!BARCODE_PATTERN.test(code)) throw new AppError(400, 'barcode.badFormat', { barcode: code });
  if (/^\d{13}$/.test(code) && !isValidEan13(code)) {
    throw new AppError(400, 'barcode.badCheckDigit', { barcode: code });
  }
}

/** Whether a text passes `checkBarcodeText`. */
const isBarcodeText = (code: string): boolean =>
  BARCODE_PATTERN.test(code) && !(/^\d{13}$/.test(code) && !isValidEan13(code));

/** Barcodes of goods (unique per tenant), each with its stock counter created in the same transaction. */
export class BarcodeService {
  private readonly writes: AuditedWrites<'retailBarcode', BarcodeRecord>;

  constructor(
    private readonly repo: BarcodeRepository,
    audit: AuditLog,
    private readonly ids: IdGenerator,
  ) {
    this.writes = new AuditedWrites(repo, { table: 'retail_barcode', audit, ids, snapshot });
  }

  /** Creates a barcode and its zero stock counter inside the caller's transaction; returns its id. */
  async createIn(trx: Db, caller: Principal, goodsId: number, spec: NewBarcode, now: number, id: number) {
    let code = spec.barcode;
    if (code === undefined) code = await this.generateCode(trx, caller.tenantId);
    else {
      checkBarcodeText(code);
      await this.refuseCode(caller.tenantId, code, trx);
    }
    const row = {
      id,
      goodsId,
      barcode: code,
      color: spec.color ?? null,
      size: spec.size ?? null,
      retailPrice: spec.retailPrice ?? null,
      memberPrice: spec.memberPrice ?? null,
      status: spec.status ?? 1,
      remark: spec.remark ?? null,
      ...auditInsert(caller, now),
    };
    await this.repo.insert(caller.tenantId, row, trx);
  }

  /** Another barcode of the tenant holding the code (ignoring case) refuses it; `self`: the barcode being edited. */
  private async refuseCode(tenantId: number, code: string, trx: Db, self?: number): Promise<void> {
    const holder = await this.repo.holderOf(tenantId, 'barcode', code, trx);
    if (holder !== undefined && holder !== self) throw barcodeTaken(code);
  }

  private async generateCode(trx: Db, tenantId: number): Promise<string> {
    // custom codes may already hold some in-store numbers: skip them
    for (let attempt = 0; attempt < 1000; attempt++) {
      const code = inStoreEan13(await this.repo.nextEanSeq(tenantId, trx));
      if ((await this.repo.holderOf(tenantId, 'barcode', code, trx)) === undefined) return code;
    }
    throw new Error('no free in-store EAN-13 code found');
  }

  /** Runs a barcode write in a transaction; a unique-index race on the code answers like the check before it. */
  private write<T>(code: string | undefined, work: (trx: Db) => Promise<T>): Promise<T> {
    return onUniqueViolation(
      () => barcodeTaken(code),
      () => this.repo.transaction(work),
    );
  }

  private async assertNewVariant(
    trx: Db,
    tenantId: number,
    goodsId: number,
    spec: NewBarcode,
    self?: number,
  ) {
    if (!spec.color && !spec.size) return;
    const taken = (await this.repo.variants(tenantId, goodsId, trx)).some(
      (v) => v.id !== self && variantKey(v.color, v.size) === variantKey(spec.color, spec.size),
    );
    if (taken)
      throw new AppError(409, 'barcode.variantExists', { color: spec.color ?? '-', size: spec.size ?? '-' });
  }

  async add(actor: Actor, input: BarcodeAddInput): Promise<number> {
    const id = await this.write(input.barcode, async (trx) => {
      if (!(await this.repo.liveGoods(actor.tenantId, input.goodsId, trx))) throw notFound();
      await this.assertNewVariant(trx, actor.tenantId, input.goodsId, input);
      const newId = this.ids.next();
      await this.createIn(trx, actor, input.goodsId, input, Date.now(), newId);
      return newId;
    });
    await this.writes.inserted(actor, id);
    return id;
  }

  /**
   * The code the till sells goods by: its oldest barcode, or, for goods without any, a new default barcode —
   * the goods code when it is a valid barcode no other barcode holds, else a generated in-store EAN-13. The goods
   * row is locked first, so two tills asking at once make one barcode and both answer it.
   */
  async ensureDefault(actor: Actor, goodsId: number): Promise<string> {
    const made = await this.write(undefined, async (trx) => {
      const goodsCode = await this.repo.lockedGoodsCode(actor.tenantId, goodsId, trx);
      if (goodsCode === undefined) throw notFound();
      const existing = await this.repo.firstCodeOfGoods(actor.tenantId, goodsId, trx);
      if (existing !== undefined) return { code: existing, id: undefined };
      const usable =
        isBarcodeText(goodsCode) &&
        (await this.repo.holderOf(actor.tenantId, 'barcode', goodsCode, trx)) === undefined;
      const id = this.ids.next();
      await this.createIn(trx, actor, goodsId, usable ? { barcode: goodsCode } : {}, Date.now(), id);
      return { code: (await this.repo.firstCodeOfGoods(actor.tenantId, goodsId, trx)) as string, id };
    });
    if (made.id !== undefined) await this.writes.inserted(actor, made.id);
    return made.code;
  }

  /** One barcode per colour × size combination the goods lacks, all or none. */
  async generate(actor: Actor, input: BarcodeGenerateInput): Promise<{ created: number[]; skipped: number }> {
    const colors: Array<string | null> = input.colors.length > 0 ? [...new Set(input.colors)] : [null];
    const sizes: Array<string | null> = input.sizes.length > 0 ? [...new Set(input.sizes)] : [null];
    if (input.colors.length === 0 && input.sizes.length === 0) throw new AppError(400, 'barcode.noVariants');
    const chosen = new Map(input.barcodes.map((b) => [variantKey(b.color, b.size), b.barcode]));
    const result = await this.write(undefined, async (trx) => {
      if (!(await this.repo.liveGoods(actor.tenantId, input.goodsId, trx))) throw notFound();
      const existing = new Set(
        (await this.repo.variants(actor.tenantId, input.goodsId, trx)).map((v) =>
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
    for (const id of result.created) await this.writes.inserted(actor, id);
    return result;
  }

  async update(actor: Actor, input: BarcodeUpdateInput): Promise<void> {
    const { id, ...fields } = input;
    const current = await this.writes.found(actor, id);
    const newCode =
      input.barcode !== undefined && input.barcode !== current.barcode ? input.barcode : undefined;
    if (newCode !== undefined) checkBarcodeText(newCode);
    const color = input.color === undefined ? current.color : input.color;
    const size = input.size === undefined ? current.size : input.size;
    // checked in the update's transaction: a refusal rolls the update back
    const checks = async (trx: Db) => {
      if (newCode !== undefined) {
        if (await this.repo.hasLog(actor.tenantId, [id], trx)) {
          throw new AppError(400, 'barcode.codeLocked', { barcode: current.barcode });
        }
        await this.refuseCode(actor.tenantId, newCode, trx, id);
      }
      await this.assertNewVariant(trx, actor.tenantId, current.goodsId, { color, size }, id);
    };
    await onUniqueViolation(
      () => barcodeTaken(input.barcode),
      () => this.writes.update(actor, current, fields, checks),
    );
  }

  /** Removes a barcode that holds no stock and never moved any (its history would lose its subject). */
  async delete(actor: Actor, id: number): Promise<void> {
    const current = await this.repo.transaction(async (trx) => {
      const row = await this.repo.withStock(actor.tenantId, id, trx);
      if (!row) throw notFound();
      if (Number(row.qty) !== 0 || (await this.repo.hasLog(actor.tenantId, [id], trx))) {
        throw new AppError(400, 'barcode.inUse', { barcode: row.barcode, qty: Number(row.qty) });
      }
      await this.repo.remove(actor.tenantId, [id], trx);
      return row;
    });
    await this.writes.deleted(actor, current);
  }

  /**
   * For deleting goods: removes all its barcodes inside the caller's transaction, or answers the first one
   * that holds stock or has stock movements (then nothing is removed).
   */
  async removeAllOfGoods(trx: Db, tenantId: number, goodsId: number): Promise<string | null> {
    const rows = await this.repo.stockOfGoods(tenantId, goodsId, trx);
    const held = rows.find((r) => Number(r.qty) !== 0);
    if (held) return held.barcode;
    const ids = rows.map((r) => r.id);
    if (await this.repo.hasLog(tenantId, ids, trx)) return rows[0]?.barcode ?? '';
    await this.repo.remove(tenantId, ids, trx);
    return null;
  }
}
