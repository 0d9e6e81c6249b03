import { barcodeMessages } from '../../modules/retail/goods-barcode/messages.ts';
import { categoryMessages } from '../../modules/retail/goods-category/messages.ts';
import { goodsMessages } from '../../modules/retail/goods/messages.ts';
import { ledgerMessages } from '../../modules/retail/ledger/messages.ts';
import { saleOrderMessages } from '../../modules/retail/sale-order/messages.ts';
import { saleParkMessages } from '../../modules/retail/sale-park/messages.ts';
import { tillMessages } from '../../modules/retail/sale-order/till-messages.ts';
import { settingsMessages } from '../../modules/retail/settings/messages.ts';
import { columnMessages, sheetMessages } from '../../modules/retail/shared/columns.ts';
import { enumMessages } from '../../modules/retail/shared/enum-messages.ts';
import { retailSharedMessages } from '../../modules/retail/shared/messages.ts';
import { statisticsMessages } from '../../modules/retail/statistics/messages.ts';
import { stockAdjustMessages } from '../../modules/retail/stock-adjust/messages.ts';
import { stockTransferMessages } from '../../modules/retail/stock-transfer/messages.ts';
import { purchaseOrderMessages } from '../../modules/retail/purchase-order/messages.ts';
import { reorderMessages } from '../../modules/retail/reorder/messages.ts';
import { supplierReturnMessages } from '../../modules/retail/supplier-return/messages.ts';
import { stocktakeMessages } from '../../modules/retail/stocktake/messages.ts';
import { stockMessages } from '../../modules/retail/barcode-stock/messages.ts';
import { supplierMessages } from '../../modules/retail/goods-supplier/messages.ts';
import { tillShiftMessages } from '../../modules/retail/till-shift/messages.ts';
import { vipMessages } from '../../modules/retail/vip/messages.ts';
import { authMessages } from '../../modules/system/auth/messages.ts';
import { constMessages } from '../../modules/system/const/messages.ts';
import { databaseMessages } from '../../modules/system/database/messages.ts';
import { dictMessages } from '../../modules/system/dict/messages.ts';
import { logMessages } from '../../modules/system/log/messages.ts';
import { menuMessages } from '../../modules/system/menu/messages.ts';
import { noticeMessages } from '../../modules/system/notice/messages.ts';
import { onlineUserMessages } from '../../modules/system/online-user/messages.ts';
import { orgMessages } from '../../modules/system/org/messages.ts';
import { posMessages } from '../../modules/system/pos/messages.ts';
import { regionMessages } from '../../modules/system/region/messages.ts';
import { roleMessages } from '../../modules/system/role/messages.ts';
import { tenantMessages } from '../../modules/system/tenant/messages.ts';
import { userColumnMessages, userMessages } from '../../modules/system/user/messages.ts';
import { codeGenMessages } from '../../modules/system/code-gen/messages.ts';
import { printMessages } from '../../modules/system/print/messages.ts';
import { workflowMessages } from '../../modules/system/workflow/messages.ts';
import { formMessages } from '../../modules/system/form/messages.ts';
import { formRuleMessages } from '../../modules/system/form/rule-messages.ts';
import { approvalMessages } from '../../modules/system/approval/messages.ts';
import { openAccessMessages } from '../../modules/system/open-access/messages.ts';
import { pluginMessages } from '../../modules/system/plugin/messages.ts';
import { wechatMessages } from '../../plugins/wechat/messages.ts';
import { backupMessages } from '../backup/messages.ts';
import { ruleMessages } from '../http/rule-messages.ts';
import { jobMessages } from '../jobs/messages.ts';
import { fileMessages } from '../storage/messages.ts';
import { platformMessages } from './platform-messages.ts';
import { smsAliyunMessages } from '../../plugins/sms-aliyun/messages.ts';
import { storageS3Messages } from '../../plugins/storage-s3/messages.ts';
// codegen:message-imports

/**
 * Every server-side text, one catalogue per module. A module's catalogue file imports only
 * `define-messages.ts`, so listing it here loads no module code and makes no import cycle. Each module adds
 * its catalogue to this list.
 */
export const catalogueParts = [
  platformMessages,
  wechatMessages,
  ruleMessages,
  fileMessages,
  smsAliyunMessages,
  storageS3Messages,
  authMessages,
  userMessages,
  userColumnMessages,
  tenantMessages,
  orgMessages,
  posMessages,
  roleMessages,
  menuMessages,
  dictMessages,
  constMessages,
  regionMessages,
  noticeMessages,
  onlineUserMessages,
  logMessages,
  retailSharedMessages,
  columnMessages,
  sheetMessages,
  enumMessages,
  categoryMessages,
  supplierMessages,
  goodsMessages,
  barcodeMessages,
  ledgerMessages,
  stockMessages,
  stockAdjustMessages,
  stockTransferMessages,
  stocktakeMessages,
  saleOrderMessages,
  saleParkMessages,
  tillMessages,
  settingsMessages,
  vipMessages,
  statisticsMessages,
  tillShiftMessages,
  purchaseOrderMessages,
  supplierReturnMessages,
  reorderMessages,
  jobMessages,
  backupMessages,
  databaseMessages,
  codeGenMessages,
  printMessages,
  workflowMessages,
  formMessages,
  formRuleMessages,
  approvalMessages,
  openAccessMessages,
  pluginMessages,
  // codegen:messages
] as const;

type Parts = typeof catalogueParts;

type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;

/** The keys that more than one catalogue of the list defines (tail-recursive, so a long list stays in depth). */
type DuplicateKeys<
  T extends readonly object[],
  Seen extends PropertyKey = never,
  Found extends PropertyKey = never,
> = T extends readonly [infer First extends object, ...infer Rest extends readonly object[]]
  ? DuplicateKeys<Rest, Seen | keyof First, Found | (keyof First & Seen)>
  : Found;

/** A key defined twice fails the typecheck here, and the error names it. */
type DefinedOnce<Duplicates extends never> = Duplicates;
type _EveryKeyDefinedOnce = DefinedOnce<DuplicateKeys<Parts>>;

/** All texts by key. */
export const catalogue: Intersection<Parts[number]> = Object.assign({}, ...catalogueParts);

/** A key of the catalogue: anything that takes a key accepts only these, so a misspelt key fails the typecheck. */
export type MessageKey = keyof typeof catalogue & string;

/** The English text of a key, whose `{name}` placeholders name the key's params. */
export type TextOf<K extends MessageKey> = (typeof catalogue)[K]['en'];
