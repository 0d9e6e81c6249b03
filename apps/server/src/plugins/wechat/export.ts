import type { WechatUserOutput } from '@retail/contracts/api/system/wechat-user';
import { enumLabel } from '../../modules/retail/shared/enum-labels.ts';
import type { SheetColumn } from '../../modules/retail/shared/excel.ts';
import { isMessageKey, translate } from '../../platform/i18n/messages.ts';

const region = (r: WechatUserOutput) =>
  [r.country, r.province, r.city].filter((part) => part !== null && part !== '').join(' ') || null;

/** Columns of the WeChat users export: the profile and the bound member, never a key or token (none is read). */
export const wechatUserColumns: SheetColumn<WechatUserOutput>[] = [
  { header: 'wechat.col.nickName', width: 16, value: (r) => r.nickName },
  { header: 'wechat.col.openId', width: 32, value: (r) => r.openId },
  { header: 'wechat.col.unionId', width: 32, value: (r) => r.unionId },
  {
    header: 'wechat.col.platformType',
    width: 12,
    value: (r, lang) => {
      const key = `wechat.platformType.${r.platformType}`;
      return isMessageKey(key) ? translate(lang, key) : String(r.platformType);
    },
  },
  { header: 'col.mobile', width: 14, value: (r) => r.mobile },
  { header: 'col.sex', width: 8, value: (r, lang) => enumLabel(lang, 'sex', r.sex) },
  { header: 'wechat.col.region', width: 20, value: region },
  {
    header: 'wechat.col.vip',
    width: 24,
    value: (r) => (r.vipCardNo ? `${r.vipCardNo} ${r.vipName ?? ''}`.trim() : null),
  },
  { header: 'wechat.col.subscribe', width: 8, value: (r, lang) => enumLabel(lang, 'yesNo', r.subscribe) },
  { header: 'wechat.col.lastLogin', width: 20, value: (r) => r.lastLoginTime },
  { header: 'col.remark', width: 20, value: (r) => r.remark },
  { header: 'col.createTime', width: 20, value: (r) => r.createTime },
];
