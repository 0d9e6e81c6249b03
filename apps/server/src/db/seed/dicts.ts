import { Status } from '@retail/contracts';
import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { SysDictDataTable, SysDictTypeTable } from '../schema.ts';
import type { SeedContext } from './core.ts';
import { insertMissing } from './insert-missing.ts';
import { once } from './once.ts';

/**
 * Dictionaries the product needs. Fixed ids: type n is 1320000000000 + n; its items are
 * 1320000001000 + n * 100 + k (k = 1, 2, ...), so a type may gain items later without renumbering.
 * `value` is the display text (zh-cn), `code` the stable machine code, `label` an English text and
 * extData "zh-tw" the traditional Chinese one.
 * Only missing rows are inserted: edits users made to seeded rows are kept.
 */
const TYPE_ID_BASE = 1320000000000;
const DATA_ID_BASE = 1320000001000;

interface ItemSeed {
  code: string;
  /** zh-cn name */
  value: string;
  /** zh-tw name, kept in extData "zh-tw" (see dictItemText in @retail/contracts) */
  zhTw: string;
  /** English name */
  label: string;
  tagType?: string;
  extData?: Record<string, unknown>;
}

interface TypeSeed {
  n: number;
  code: string;
  name: string;
  remark: string;
  items: ItemSeed[];
}

export const dictionarySeeds: TypeSeed[] = [
  {
    n: 1,
    code: 'vip_level',
    name: '会员等级',
    remark: 'Member levels; extData.discountPercent is the member price rate in percent (100 = no discount)',
    items: [
      {
        code: 'normal',
        value: '普通会员',
        zhTw: '普通會員',
        label: 'Normal',
        tagType: 'info',
        extData: { discountPercent: 100 },
      },
      { code: 'silver', value: '银卡', zhTw: '銀卡', label: 'Silver', extData: { discountPercent: 95 } },
      {
        code: 'gold',
        value: '金卡',
        zhTw: '金卡',
        label: 'Gold',
        tagType: 'warning',
        extData: { discountPercent: 90 },
      },
      {
        code: 'diamond',
        value: '钻石',
        zhTw: '鑽石',
        label: 'Diamond',
        tagType: 'danger',
        extData: { discountPercent: 85 },
      },
    ],
  },
  {
    n: 2,
    code: 'goods_unit',
    name: '商品单位',
    remark: 'Units of goods',
    items: [
      { code: 'pcs', value: '个', zhTw: '個', label: 'Piece' },
      { code: 'item', value: '件', zhTw: '件', label: 'Item' },
      { code: 'box', value: '盒', zhTw: '盒', label: 'Box' },
      { code: 'carton', value: '箱', zhTw: '箱', label: 'Carton' },
      { code: 'bottle', value: '瓶', zhTw: '瓶', label: 'Bottle' },
      { code: 'bag', value: '袋', zhTw: '袋', label: 'Bag' },
      { code: 'kg', value: '千克', zhTw: '公斤', label: 'Kilogram' },
      { code: 'm', value: '米', zhTw: '公尺', label: 'Metre' },
    ],
  },
  {
    n: 3,
    code: 'payment_method',
    name: '支付方式',
    remark: 'Payment methods of a sales order',
    items: [
      { code: 'cash', value: '现金', zhTw: '現金', label: 'Cash', tagType: 'success' },
      { code: 'card', value: '银行卡', zhTw: '銀行卡', label: 'Bank card' },
      { code: 'mobile', value: '移动支付', zhTw: '行動支付', label: 'Mobile pay' },
      { code: 'balance', value: '会员余额', zhTw: '會員餘額', label: 'Member balance', tagType: 'warning' },
      { code: 'mixed', value: '组合支付', zhTw: '組合支付', label: 'Mixed', tagType: 'info' },
    ],
  },
  {
    n: 4,
    code: 'stock_adjust_type',
    name: '库存调整类型',
    remark: 'Kinds of stock adjustment orders',
    items: [
      { code: 'receive', value: '入库', zhTw: '入庫', label: 'Receive', tagType: 'success' },
      { code: 'issue', value: '出库', zhTw: '出庫', label: 'Issue', tagType: 'warning' },
      { code: 'stocktake', value: '盘点', zhTw: '盤點', label: 'Stocktake', tagType: 'info' },
    ],
  },
  {
    n: 5,
    code: 'order_status',
    name: '订单状态',
    remark: 'Sales order states',
    items: [
      { code: 'draft', value: '草稿', zhTw: '草稿', label: 'Draft', tagType: 'info' },
      { code: 'completed', value: '已完成', zhTw: '已完成', label: 'Completed', tagType: 'success' },
      { code: 'cancelled', value: '已取消', zhTw: '已取消', label: 'Cancelled', tagType: 'warning' },
      { code: 'refunded', value: '已退款', zhTw: '已退款', label: 'Refunded', tagType: 'danger' },
    ],
  },
  {
    n: 6,
    code: 'notice_type',
    name: '通知公告类型',
    remark: 'Notice types',
    items: [
      { code: '1', value: '通知', zhTw: '通知', label: 'Notice' },
      { code: '2', value: '公告', zhTw: '公告', label: 'Announcement', tagType: 'warning' },
    ],
  },
  {
    n: 7,
    code: 'org_type',
    name: '机构类型',
    remark: 'Organisation types',
    items: [
      { code: '101', value: '集团/总部', zhTw: '集團/總部', label: 'Headquarters' },
      { code: '201', value: '门店', zhTw: '門市', label: 'Store' },
      { code: '301', value: '仓库', zhTw: '倉庫', label: 'Warehouse' },
      { code: '401', value: '部门', zhTw: '部門', label: 'Department' },
    ],
  },
  {
    n: 8,
    code: 'sex',
    name: '性别',
    remark: 'Gender',
    items: [
      { code: '1', value: '男', zhTw: '男', label: 'Male' },
      { code: '2', value: '女', zhTw: '女', label: 'Female' },
      { code: '3', value: '其他', zhTw: '其他', label: 'Other', tagType: 'info' },
    ],
  },
  {
    n: 9,
    code: 'yes_no',
    name: '是否',
    remark: 'Yes / no',
    items: [
      { code: '1', value: '是', zhTw: '是', label: 'Yes', tagType: 'success' },
      { code: '2', value: '否', zhTw: '否', label: 'No', tagType: 'danger' },
    ],
  },
];

export function dictionaryRows(now: number): {
  types: Insertable<SysDictTypeTable>[];
  data: Insertable<SysDictDataTable>[];
} {
  const types: Insertable<SysDictTypeTable>[] = [];
  const data: Insertable<SysDictDataTable>[] = [];
  for (const type of dictionarySeeds) {
    const typeId = TYPE_ID_BASE + type.n;
    types.push({
      id: typeId,
      name: type.name,
      code: type.code,
      orderNo: 100 + type.n * 10,
      status: Status.Enable,
      remark: type.remark,
      createTime: now,
      isDelete: 0,
    });
    type.items.forEach((item, i) => {
      data.push({
        id: DATA_ID_BASE + type.n * 100 + i + 1,
        dictTypeId: typeId,
        value: item.value,
        code: item.code,
        label: item.label,
        tagType: item.tagType ?? null,
        extData: JSON.stringify({ ...item.extData, 'zh-tw': item.zhTw }),
        orderNo: 100 + i * 10,
        status: Status.Enable,
        createTime: now,
        isDelete: 0,
      });
    });
  }
  return { types, data };
}

/**
 * Inserts the missing dictionary types and items (by fixed id). A seed row whose code a user already gave to
 * another row is skipped rather than failing the start (codes are unique; compared case-insensitively, as
 * MariaDB's collation does).
 */
export async function seedDictionaries(db: Db, ctx: SeedContext): Promise<void> {
  const { types, data } = dictionaryRows(ctx.now);
  const lower = (code: string) => code.toLowerCase();

  const seedTypeCode = new Map(types.map((t) => [t.id, lower(t.code)]));
  const typeRows = await db.selectFrom('sysDictType').select(['id', 'code']).execute();
  const takenTypeCodes = new Set(
    typeRows.filter((r) => seedTypeCode.get(r.id) !== lower(r.code)).map((r) => lower(r.code)),
  );
  const freeTypes = types.filter((t) => !takenTypeCodes.has(lower(t.code)));
  await insertMissing(db, 'sysDictType', freeTypes);

  const typeIds = freeTypes.map((t) => t.id);
  if (typeIds.length === 0) return;
  const key = (typeId: number, code: string) => `${typeId}:${lower(code)}`;
  const seedItemKey = new Map(data.map((d) => [d.id, key(d.dictTypeId, d.code)]));
  const itemRows = await db
    .selectFrom('sysDictData')
    .select(['id', 'dictTypeId', 'code'])
    .where('dictTypeId', 'in', typeIds)
    .execute();
  const takenItemKeys = new Set(
    itemRows
      .filter((r) => seedItemKey.get(r.id) !== key(r.dictTypeId, r.code))
      .map((r) => key(r.dictTypeId, r.code)),
  );
  const freeItems = data.filter(
    (d) => typeIds.includes(d.dictTypeId) && !takenItemKeys.has(key(d.dictTypeId, d.code)),
  );
  await insertMissing(db, 'sysDictData', freeItems);
}

/**
 * Installations seeded before the traditional Chinese names existed get them once, on the seeded items a user
 * has not edited (same value, extData as seeded then).
 */
export async function seedDictionaryZhTw(db: Db): Promise<void> {
  await once(db, 'dict-zh-tw:v1', async (trx) => {
    for (const type of dictionarySeeds) {
      for (const [i, item] of type.items.entries()) {
        const id = DATA_ID_BASE + type.n * 100 + i + 1;
        const before = item.extData ? JSON.stringify(item.extData) : null;
        await trx
          .updateTable('sysDictData')
          .set({ extData: JSON.stringify({ ...item.extData, 'zh-tw': item.zhTw }) })
          .where('id', '=', id)
          .where('value', '=', item.value)
          .where((eb) => (before === null ? eb('extData', 'is', null) : eb('extData', '=', before)))
          .execute();
      }
    }
  });
}
