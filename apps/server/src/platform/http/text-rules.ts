import {
  isDateText,
  isEmail,
  isIdCard,
  isLandline,
  isLocalDateTime,
  isMobile,
  isUrlOrPath,
} from '@retail/contracts';
import { z } from 'zod';
import { defineMessages } from '../i18n/messages.ts';

const texts = (zhCn: string, en: string, zhTw: string) => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

/**
 * The spec §5 rules as zod pieces for the request schemas, with the shared validators of @retail/contracts
 * (the web forms use the same ones). Their messages are message keys: the error handler prints them after
 * the field name in the caller's language (`idCardNum: not a valid 18-digit national ID number`).
 */
defineMessages({
  'rule.mobile': texts('不是有效的手机号码', 'not a valid mainland mobile number', '不是有效的手機號碼'),
  'rule.phone': texts(
    '不是有效的手机或固定电话号码（区号3位+8位或4位+7位）',
    'not a valid mobile or landline number (3-digit area code + 8 digits, or 4 + 7)',
    '不是有效的手機或市話號碼（區號3位+8位或4位+7位）',
  ),
  'rule.email': texts('不是有效的电子邮箱', 'not a valid e-mail address', '不是有效的電子郵件'),
  'rule.idCard': texts(
    '不是有效的18位身份证号码（校验位不符或日期无效）',
    'not a valid 18-digit national ID number (check digit or date wrong)',
    '不是有效的18位身分證號碼（檢查碼不符或日期無效）',
  ),
  'rule.link': texts(
    '不是有效的链接：网址（http、https 或 ftp）或以 / 开头的站内路径',
    'not a valid link: a URL (http, https or ftp) or a path of this site starting with /',
    '不是有效的連結：網址（http、https 或 ftp）或以 / 開頭的站內路徑',
  ),
  'rule.date': texts(
    '不是有效的日期（yyyy-MM-dd）',
    'not a real date (yyyy-MM-dd)',
    '不是有效的日期（yyyy-MM-dd）',
  ),
  'rule.dateTime': texts(
    '不是有效的日期时间（yyyy-MM-dd HH:mm:ss）',
    'not a real date and time (yyyy-MM-dd HH:mm:ss)',
    '不是有效的日期時間（yyyy-MM-dd HH:mm:ss）',
  ),
});

const rule = (max: number, test: (v: string) => boolean, message: string) =>
  z.string().trim().max(max).refine(test, { message });

export const mobileText = rule(11, isMobile, 'rule.mobile');
/** A mobile or a landline number (suppliers, tenants). */
export const phoneText = rule(13, (v) => isMobile(v) || isLandline(v), 'rule.phone');
export const emailText = (max = 64) => rule(max, isEmail, 'rule.email');
export const idCardText = rule(18, (v) => isIdCard(v), 'rule.idCard');
/** A URL or a path of this site (menu links). */
export const linkText = (max = 256) => rule(max, isUrlOrPath, 'rule.link');
/** `yyyy-MM-dd` of a real day. */
export const dateText = rule(10, isDateText, 'rule.date');
/** `yyyy-MM-dd[ HH:mm[:ss]]` of a real day and time. */
export const dateTimeText = rule(19, isLocalDateTime, 'rule.dateTime');
