import { z } from 'zod';
import { formatTime } from '../db/time.ts';

/** The response envelope of DESIGN.md §4: `{code, type, message, result, extras, time}`. */
export interface Envelope<T> {
  code: number;
  type: 'success' | 'error';
  message: string;
  result: T;
  extras: unknown;
  time: string;
}

export function success<T>(result: T, timeZone: string): Envelope<T> {
  return {
    code: 200,
    type: 'success',
    message: '',
    result,
    extras: null,
    time: formatTime(Date.now(), timeZone),
  };
}

export function failure(
  code: number,
  message: string,
  timeZone: string,
  extras: unknown = null,
): Envelope<null> {
  return { code, type: 'error', message, result: null, extras, time: formatTime(Date.now(), timeZone) };
}

export function envelopeSchema<T extends z.ZodType>(result: T) {
  return z.object({
    code: z.number().int(),
    type: z.enum(['success', 'error']),
    message: z.string(),
    result,
    extras: z.unknown(),
    time: z.string(),
  });
}
