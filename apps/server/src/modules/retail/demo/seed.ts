import { AccountType, BalanceKind, PayMethod, StockLogKind } from '@retail/contracts';
import { auditInsert } from '../../../platform/context.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { BarcodeService } from '../goods-barcode/service.ts';
import { pinyinInitials } from '../goods/pinyin-initials.ts';
import type { ModuleDeps } from '../../module.ts';
import type { SaleRefundService } from '../sale-order/refund-service.ts';
import type { SaleOrderService } from '../sale-order/service.ts';
import {
  ADJECTIVES,
  COLOURS,
  DEMO_CATEGORIES,
  DEMO_SUPPLIERS,
  DEMO_WORDS,
  GIVEN_NAMES,
  SHOE_SIZES,
  SIZES,
  SURNAMES,
  seededRandom,
} from './catalogue.ts';

export interface DemoOptions {
  goods: number;
  members: number;
  days: number;
  ordersPerDay: [number, number];
  log?: (line: string) => void;
}

export const DEFAULT_DEMO: DemoOptions = { goods: 300, members: 80, days: 120, ordersPerDay: [12, 30] };

const DAY = 86_400_000;

interface Sellable {
  barcode: string;
  retail: number;
  member: number;
}

/**
 * Fills a tenant that has no goods yet with a believable shop: categories, suppliers, a few hundred goods with
 * colour × size barcodes and received stock, members with top-ups, and months of sales with some refunds, all
 * through the same ledgers and services as real work, so every screen and report shows consistent data.
 */
export class DemoSeeder {
  constructor(
    private readonly deps: Pick<ModuleDeps, 'ctx' | 'retail'>,
    private readonly barcodes: BarcodeService,
    private readonly orders: SaleOrderService,
    private readonly refunds: SaleRefundService,
  ) {}

  /** Returns false (and changes nothing) when the tenant already has goods. */
  async fill(tenantId: number, options: DemoOptions = DEFAULT_DEMO): Promise<boolean> {
    const { db } = this.deps.ctx;
    const existing = await db
      .selectFrom('retailGoods')
      .select('id')
      .where('tenantId', '=', tenantId)
      .limit(1)
      .executeTakeFirst();
    if (existing) return false;
    const log = options.log ?? (() => {});
    const staff = await this.staff(tenantId);
    const admin = staff[0] as Principal;
    const random = seededRandom(tenantId % 2_147_483_647);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
    const start = Date.now() - options.days * DAY;

    log('demo: categories, suppliers and goods');
    const leaves = await this.categories(tenantId, admin, start);
    const suppliers = await this.suppliers(tenantId, admin, start);
    // every store and warehouse starts with stock of every barcode, at the goods' cost price
    const locations = await this.deps.retail.locations.list(tenantId);
    const sellables: Sellable[] = [];
    for (let n = 1; n <= options.goods; n++) {
      const leaf = pick(leaves);
      const words = DEMO_WORDS[leaf.name] as (typeof DEMO_WORDS)[string];
      const retail = between(words.price[0], words.price[1]) * 100 - (random() < 0.5 ? 1 : 0);
      const variants =
        words.sized === 'clothes'
          ? COLOURS.slice(0, between(1, 3)).flatMap((color) => SIZES.map((size) => ({ color, size })))
          : words.sized === 'shoes'
            ? SHOE_SIZES.slice(0, between(3, 6)).map((size) => ({ color: pick(COLOURS), size }))
            : [{ color: null, size: null }];
      const goodsId = this.deps.ctx.ids.next();
      const memberPrice = Math.round(retail * 0.9);
      const name = `${pick(ADJECTIVES)}${pick(words.nouns)}`;
      await inTransaction(db, async (trx) => {
        await trx
          .insertInto('retailGoods')
          .values({
            id: goodsId,
            tenantId,
            code: `G${String(n).padStart(5, '0')}`,
            name,
            pinyinInitials: pinyinInitials(name),
            categoryId: leaf.id,
            supplierId: pick(suppliers),
            unit: words.units,
            spec: null,
            brand: null,
            costPrice: Math.round(retail * (0.45 + random() * 0.2)),
            retailPrice: retail,
            memberPrice,
            minStock: 5,
            images: null,
            status: 1,
            remark: null,
            ...auditInsert(admin, start),
          })
          .execute();
        for (const variant of variants) {
          await this.barcodes.createIn(trx, admin, goodsId, variant, start, this.deps.ctx.ids.next());
        }
      });
      const codes = await db
        .selectFrom('retailBarcode')
        .select(['id', 'barcode'])
        .where('tenantId', '=', tenantId)
        .where('goodsId', '=', goodsId)
        .execute();
      const received = codes.map((c) => ({ barcodeId: c.id, barcode: c.barcode, delta: between(20, 60) }));
      for (const location of locations) await this.receive(tenantId, admin, location.id, received, start);
      for (const c of codes) sellables.push({ barcode: c.barcode, retail, member: memberPrice });
    }

    log('demo: members');
    const members = await this.members(tenantId, admin, options.members, start, random);

    log('demo: sales');
    let sold = 0;
    for (let day = 0; day < options.days; day++) {
      const count = between(options.ordersPerDay[0], options.ordersPerDay[1]);
      for (let i = 0; i < count; i++) {
        const at = start + day * DAY + Math.floor((9 + random() * 12) * 3_600_000);
        const cart = Array.from({ length: between(1, 4) }, () => pick(sellables));
        const lines = [...new Map(cart.map((s) => [s.barcode, { ...s, qty: between(1, 2) }])).values()];
        const vipId = random() < 0.35 ? pick(members) : null;
        const due = lines.reduce((a, l) => a + l.qty * (vipId ? l.member : l.retail), 0);
        const cashier = pick(staff);
        try {
          const order = await this.orders.create(
            cashier,
            {
              clientKey: `demo-${tenantId}-${day}-${i}`,
              vipId,
              lines: lines.map((l) => ({ barcode: l.barcode, qty: l.qty })),
              payments: this.payment(due, vipId !== null, random),
            },
            at,
          );
          sold++;
          if (random() < 0.04) {
            const line = order.lines[0];
            if (line)
              await this.refunds.refund(
                admin,
                { id: order.id, lines: [{ lineId: line.id, qty: 1 }], reason: '顾客退货' },
                at + 2 * 3_600_000,
              );
          }
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          // out of stock or balance: the shop simply missed that sale
        }
      }
      if (day % 30 === 29) log(`demo: ${day + 1} days, ${sold} orders`);
    }
    log(
      `demo: done, ${options.goods} goods, ${sellables.length} barcodes, ${members.length} members, ${sold} orders`,
    );
    return true;
  }

  /** The tenant's admin first, then its other enabled staff: the demo's sellers. */
  private async staff(tenantId: number): Promise<Principal[]> {
    const rows = await this.deps.ctx.db
      .selectFrom('sysUser')
      .select(['id', 'account', 'realName', 'accountType', 'orgId'])
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0)
      .where('status', '=', 1)
      .where('accountType', 'in', [AccountType.SysAdmin, AccountType.NormalUser])
      .orderBy('accountType', 'desc')
      .orderBy('id')
      .execute();
    if (rows.length === 0) throw new Error(`tenant ${tenantId} has no administrator`);
    return rows.map((r) => ({
      userId: r.id,
      tenantId,
      account: r.account,
      realName: r.realName,
      accountType: r.accountType,
      orgId: r.orgId,
    }));
  }

  private async categories(tenantId: number, admin: Principal, now: number) {
    const leaves: Array<{ id: number; name: string }> = [];
    let order = 0;
    for (const top of DEMO_CATEGORIES) {
      const pid = this.deps.ctx.ids.next();
      const rows = [{ id: pid, pid: 0, name: top.name }];
      for (const child of top.children) {
        const id = this.deps.ctx.ids.next();
        rows.push({ id, pid, name: child });
        leaves.push({ id, name: child });
      }
      await this.deps.ctx.db
        .insertInto('retailCategory')
        .values(
          rows.map((r) => ({
            ...r,
            tenantId,
            code: null,
            orderNo: ++order,
            status: 1,
            remark: null,
            ...auditInsert(admin, now),
          })),
        )
        .execute();
    }
    return leaves;
  }

  private async suppliers(tenantId: number, admin: Principal, now: number) {
    const ids = DEMO_SUPPLIERS.map(() => this.deps.ctx.ids.next());
    await this.deps.ctx.db
      .insertInto('retailSupplier')
      .values(
        DEMO_SUPPLIERS.map((name, i) => ({
          id: ids[i] as number,
          tenantId,
          name,
          code: `S${i + 1}`,
          contact: null,
          phone: null,
          address: null,
          orderNo: i + 1,
          status: 1,
          remark: null,
          ...auditInsert(admin, now),
        })),
      )
      .execute();
    return ids;
  }

  private receive(
    tenantId: number,
    admin: Principal,
    locationId: number,
    changes: Array<{ barcodeId: number; barcode: string; delta: number }>,
    now: number,
  ) {
    const { ctx, retail } = this.deps;
    return inTransaction(ctx.db, (trx) =>
      retail.stock.apply(
        trx,
        admin,
        tenantId,
        changes,
        {
          kind: StockLogKind.Receive,
          type: 'demo',
          id: ctx.ids.next(),
          no: null,
          orgId: admin.orgId || null,
          locationId,
          remark: 'demo data',
        },
        { allowNegative: false, now },
      ),
    );
  }

  private async members(
    tenantId: number,
    admin: Principal,
    count: number,
    now: number,
    random: () => number,
  ) {
    const { ctx, retail } = this.deps;
    const ids: number[] = [];
    const levels = ['normal', 'silver', 'gold', 'diamond'];
    for (let n = 1; n <= count; n++) {
      const id = ctx.ids.next();
      ids.push(id);
      await ctx.db
        .insertInto('retailVip')
        .values({
          id,
          tenantId,
          orgId: admin.orgId || null,
          cardNo: `VIP${String(n).padStart(6, '0')}`,
          name: `${SURNAMES[n % SURNAMES.length]}${GIVEN_NAMES[Math.floor(random() * GIVEN_NAMES.length)]}`,
          mobile: `13${String(800000000 + n * 7919).slice(0, 9)}`,
          level: levels[Math.floor(random() * levels.length)] as string,
          sex: 1 + Math.floor(random() * 2),
          birthday: null,
          balance: 0,
          points: 0,
          totalTopUp: 0,
          totalConsume: 0,
          orderCount: 0,
          lastVisitTime: null,
          status: 1,
          remark: null,
          ...auditInsert(admin, now),
        })
        .execute();
      if (random() < 0.6) {
        const amount = (1 + Math.floor(random() * 10)) * 10_000;
        await inTransaction(ctx.db, async (trx) => {
          await retail.balance.apply(
            trx,
            admin,
            tenantId,
            { vipId: id, kind: BalanceKind.TopUp, amount, payMethod: PayMethod.Cash, remark: 'demo data' },
            now,
          );
          await trx
            .updateTable('retailVip')
            .set({ totalTopUp: amount })
            .where('tenantId', '=', tenantId)
            .where('id', '=', id)
            .execute();
        });
      }
    }
    return ids;
  }

  /** How a demo customer pays `due` fen: members often by balance, others by cash, card or mobile pay. */
  private payment(due: number, member: boolean, random: () => number) {
    if (due === 0) return [{ method: PayMethod.Cash, amount: 0 }];
    const method =
      member && random() < 0.5
        ? PayMethod.Balance
        : ([PayMethod.Cash, PayMethod.Card, PayMethod.MobilePay][Math.floor(random() * 3)] as number);
    return [{ method: method as 1 | 2 | 3 | 4, amount: due }];
  }
}
