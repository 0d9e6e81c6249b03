import { AccountType } from '@retail/contracts';
import type { EnumOption } from '../../../components/display/EnumTag.tsx';
import { i18n } from '../../../i18n/index.ts';

export function accountTypeTags(): Record<number, EnumOption> {
  return {
    [AccountType.SuperAdmin]: { label: i18n.t('system.user.type999'), color: 'magenta' },
    [AccountType.SysAdmin]: { label: i18n.t('system.user.type888'), color: 'red' },
    [AccountType.NormalUser]: { label: i18n.t('system.user.type777'), color: 'blue' },
    [AccountType.Member]: { label: i18n.t('system.user.type666'), color: 'default' },
  };
}
