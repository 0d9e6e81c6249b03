import { ean13CheckDigit } from '@retail/contracts';
import type { Rule } from 'antd/es/form';
import { i18n } from '../../../i18n/index.ts';

/** The server's custom barcode rule (apps/server barcode/schemas.ts BARCODE_PATTERN). */
const BARCODE = /^[0-9A-Za-z\-_.]{1,32}$/;

/** An optional barcode: the allowed characters, and a correct check digit when it is 13 digits (EAN-13). */
export const barcodeRule: Rule = {
  validator: (_rule, value: unknown) => {
    if (value === undefined || value === null || value === '') return Promise.resolve();
    const text = String(value).trim();
    if (!BARCODE.test(text)) return Promise.reject(new Error(i18n.t('catalog.barcode.barcodeRule')));
    if (/^\d{13}$/.test(text)) {
      const digit = ean13CheckDigit(text.slice(0, 12));
      if (Number(text[12]) !== digit) {
        return Promise.reject(new Error(i18n.t('catalog.barcode.ean13Invalid', { digit })));
      }
    }
    return Promise.resolve();
  },
};
