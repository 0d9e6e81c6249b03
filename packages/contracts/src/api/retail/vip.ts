import { BalanceKind, PayMethod } from '../../index.ts';
import { z } from 'zod';
import { id, queryId } from '../fields.ts';
import { pageInputShape } from '../paging.ts';
import { dateText, mobileText } from '../text-rules.ts';
import { localTimeText } from '../time.ts';
import { yuan } from '../money.ts';

/** An optional text: `''` and null clear it; an absent key leaves it as it is (update) or empty (add). */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

const editable = {
  /** at most 20 characters so a deleted member's number can carry its release suffix (docs/decisions.md) */
  cardNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,20}$/, '1–20 letters, digits, - or _'),
  name: z.string().trim().min(1).max(64),
  mobile: mobileText.nullish().or(z.literal('').transform(() => null)),
  /** a code of the vip_level dictionary */
  level: text(32),
  /** 0 unknown, then the Gender constants (1 male, 2 female, 3 other) */
  sex: z.literal([0, 1, 2, 3]).optional(),
  birthday: dateText.nullish().or(z.literal('').transform(() => null)),
  status: z.literal([1, 2]).optional(),
  remark: text(256),
};

export const vipAddInput = z.strictObject(editable);
/** Fields left out stay as they are; balance, points and totals are never taken from a body. */
export const vipUpdateInput = z.strictObject({
  id,
  ...editable,
  cardNo: editable.cardNo.optional(),
  name: editable.name.optional(),
});
export const lookupQuery = z.object({ keyword: z.string().trim().min(1).max(32) });
export const rankQuery = z.object({
  id: queryId,
  top: z.coerce.number().int().min(1).max(100).default(10),
});

export const vipFilterShape = {
  cardNo: z.string().trim().max(32).nullish(),
  name: z.string().trim().max(64).nullish(),
  mobile: z.string().trim().max(20).nullish(),
  level: z.string().trim().max(32).nullish(),
  status: z.literal([1, 2]).nullish(),
};
export const vipPageInput = z.strictObject({ ...pageInputShape, ...vipFilterShape });
export const vipExportInput = z.strictObject(vipFilterShape);

const topUpMethods = [PayMethod.Cash, PayMethod.Card, PayMethod.MobilePay] as const;
export const topUpInput = z.strictObject({
  id,
  /** yuan paid in; more than 0 */
  amount: yuan().refine((fen) => fen > 0, 'more than 0'),
  /** yuan given on top, 0 or more */
  bonus: yuan().optional(),
  payMethod: z.literal(topUpMethods),
  remark: z.string().trim().max(256).nullish(),
});

export const balanceLogPageInput = z.strictObject({
  ...pageInputShape,
  vipId: id,
  kind: z.literal(Object.values(BalanceKind) as [BalanceKind, ...BalanceKind[]]).nullish(),
  startTime: localTimeText,
  endTime: localTimeText,
});

const money = z.number();
export const vipOutput = z.object({
  id: z.number(),
  orgId: z.number().nullable(),
  cardNo: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  level: z.string().nullable(),
  sex: z.number(),
  birthday: z.string().nullable(),
  balance: money,
  points: z.number(),
  totalTopUp: money,
  totalConsume: money,
  orderCount: z.number(),
  lastVisitTime: z.string().nullable(),
  status: z.number(),
  remark: z.string().nullable(),
  createTime: z.string(),
  createUserName: z.string().nullable(),
});

export const balanceLogOutput = z.object({
  id: z.number(),
  kind: z.number(),
  amount: money,
  balanceBefore: money,
  balanceAfter: money,
  sourceType: z.string().nullable(),
  sourceNo: z.string().nullable(),
  payMethod: z.number().nullable(),
  remark: z.string().nullable(),
  createTime: z.string(),
  createUserName: z.string().nullable(),
});

/** What a printed top-up slip shows (`?id=` the top-up's balance-ledger row); bonus 0 when none was given. */
export const topUpSlipOutput = z.object({
  shopName: z.string().nullable(),
  header: z.string().nullable(),
  footer: z.string().nullable(),
  /** the ledger row's id as text, the slip's number */
  no: z.string(),
  vip: z.object({
    id: z.number(),
    cardNo: z.string(),
    name: z.string(),
    mobile: z.string().nullable(),
    level: z.string().nullable(),
  }),
  amount: money,
  bonus: money,
  payMethod: z.number().nullable(),
  balanceBefore: money,
  balanceAfter: money,
  createTime: z.string(),
  createUserName: z.string().nullable(),
  remark: z.string().nullable(),
});

/** A top-up's result: the new balance and the ledger row of the money paid in (its slip's id). */
export const topUpOutput = z.object({ balance: money, logId: z.number() });

export const goodsRankOutput = z.object({
  goodsId: z.number(),
  goodsCode: z.string(),
  goodsName: z.string(),
  qty: z.number(),
  amount: money,
});

export type VipAddInput = z.output<typeof vipAddInput>;
export type VipUpdateInput = z.output<typeof vipUpdateInput>;
export type VipFilter = z.output<typeof vipExportInput>;
export type VipPageInput = z.output<typeof vipPageInput>;
export type TopUpInput = z.output<typeof topUpInput>;
export type BalanceLogPageInput = z.output<typeof balanceLogPageInput>;
export type VipOutput = z.output<typeof vipOutput>;
export type BalanceLogOutput = z.output<typeof balanceLogOutput>;
export type TopUpSlipOutput = z.output<typeof topUpSlipOutput>;
export type TopUpOutput = z.output<typeof topUpOutput>;
export type GoodsRankOutput = z.output<typeof goodsRankOutput>;
export type VipAddBody = z.input<typeof vipAddInput>;
export type VipUpdateBody = z.input<typeof vipUpdateInput>;
export type VipFilterBody = z.input<typeof vipExportInput>;
export type VipPageBody = z.input<typeof vipPageInput>;
export type TopUpBody = z.input<typeof topUpInput>;
export type BalanceLogPageBody = z.input<typeof balanceLogPageInput>;
