import type { RuleMessage } from '@retail/contracts/api/text-rules';
import { defineMessages, texts } from '../i18n/define-messages.ts';

/** Texts of the spec §5 rules (@retail/contracts/api/text-rules), printed after the field name. */
export const ruleMessages = defineMessages({
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
}) satisfies Record<RuleMessage, unknown>;
