import { z } from 'zod';
import { isLocalDateTime } from '../dates.ts';
import type { RuleMessage } from './text-rules.ts';

/** A `yyyy-MM-dd[ HH:mm[:ss]]` filter value (business time zone); empty means no bound. */
export const localTimeText = z
  .string()
  .trim()
  .max(19)
  .refine((v) => v === '' || isLocalDateTime(v), { message: 'rule.dateTime' satisfies RuleMessage })
  .nullish();
