import type { Rule } from 'antd/es/form';
import { i18n } from '../../i18n/index.ts';

/**
 * antd form rules whose messages name the field. Pass the field's translated label; the text checks come
 * from the shared validators of @retail/contracts (isMobile, isEmail…) so both sides agree.
 */
export const rules = {
  required: (field: string): Rule => ({
    required: true,
    whitespace: true,
    message: i18n.t('ui.required', { field }),
  }),
  requiredSelect: (field: string): Rule => ({
    required: true,
    message: i18n.t('ui.requiredSelect', { field }),
  }),
  max: (field: string, max: number): Rule => ({ max, message: i18n.t('ui.tooLong', { field, max }) }),
  /** Empty values pass (combine with `required` when the field is mandatory). */
  valid: (field: string, test: (value: string) => boolean): Rule => ({
    validator: (_rule, value: unknown) =>
      value === undefined || value === null || value === '' || (typeof value === 'string' && test(value))
        ? Promise.resolve()
        : Promise.reject(new Error(i18n.t('ui.invalid', { field }))),
  }),
};
