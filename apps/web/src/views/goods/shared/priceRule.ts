import { decimalFilter, yuanToFen } from '@retail/contracts';
import type { Rule } from 'antd/es/form';
import { i18n } from '../../../i18n/index.ts';

/** A money field typed as text: empty passes, anything else must be yuan with at most two decimals. */
export function priceRule(field: string): Rule {
  return {
    validator: (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return Promise.resolve();
      const fen = typeof value === 'number' || typeof value === 'string' ? yuanToFen(value) : undefined;
      return fen === undefined
        ? Promise.reject(new Error(i18n.t('catalog.common.priceInvalid', { field })))
        : Promise.resolve();
    },
  };
}

/** A price field's form value as the API wants it: trimmed text, or undefined when empty. */
export function priceValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/**
 * Keeps a price field to what a price can be while it is typed (spec §5 decimal filter: digits and one dot,
 * at most two decimals, no leading dot or zeros); `priceRule` still checks the value on submit.
 */
export const priceInput = (value: unknown): string =>
  decimalFilter(typeof value === 'string' || typeof value === 'number' ? String(value) : '');
