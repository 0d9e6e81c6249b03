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

let clock = { second: -1, timeZone: '', text: '' };

/** The envelope's `time`: formatted once per second, not per answer. */
function envelopeTime(timeZone: string): string {
  const second = Math.floor(Date.now() / 1000);
  if (second !== clock.second || timeZone !== clock.timeZone) {
    clock = { second, timeZone, text: formatTime(second * 1000, timeZone) };
  }
  return clock.text;
}

export function success<T>(result: T, timeZone: string): Envelope<T> {
  return { code: 200, type: 'success', message: '', result, extras: null, time: envelopeTime(timeZone) };
}

/** The success envelope around a result that is already JSON, in the field order of `success`. */
export function successJson(resultJson: string, timeZone: string): string {
  const time = JSON.stringify(envelopeTime(timeZone));
  return `{"code":200,"type":"success","message":"","result":${resultJson},"extras":null,"time":${time}}`;
}

export function failure(
  code: number,
  message: string,
  timeZone: string,
  extras: unknown = null,
): Envelope<null> {
  return { code, type: 'error', message, result: null, extras, time: envelopeTime(timeZone) };
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
