import {
  isDateText,
  isEmail,
  isIdCard,
  isLandline,
  isLocalDateTime,
  isMobile,
  isUrlOrPath,
} from '../index.ts';
import { z } from 'zod';

/** The message keys of the rules; the server's catalogue (the server's rule-messages.ts) holds their texts. */
export type RuleMessage =
  'rule.mobile' | 'rule.phone' | 'rule.email' | 'rule.idCard' | 'rule.link' | 'rule.date' | 'rule.dateTime';

/**
 * The spec §5 rules as zod pieces for the request schemas, with the shared validators of @retail/contracts
 * (the web forms use the same ones). Their messages are message keys (the server's rule-messages.ts): the error handler prints them after
 * the field name in the caller's language (`idCardNum: not a valid 18-digit national ID number`).
 */
const rule = (max: number, test: (v: string) => boolean, message: RuleMessage) =>
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
