import type { EnumOption } from '../display/EnumTag.tsx';
import { i18n } from '../../i18n/index.ts';

/** Labels and colours of the common 1/2 status: enabled or disabled. */
export function enabledOptions(): Record<1 | 2, EnumOption> {
  return {
    1: { label: i18n.t('ui.enabled'), color: 'success' },
    2: { label: i18n.t('ui.disabled'), color: 'default' },
  };
}
