import { TillShiftStatus } from '@retail/contracts';
import type { TFunction } from 'i18next';
import type { EnumOption } from '../../../components/display/EnumTag.tsx';

/** Labels and tag colours of a shift's status. */
export function shiftStatusOptions(t: TFunction): Record<number, EnumOption & { label: string }> {
  return {
    [TillShiftStatus.Open]: { label: t('shift.status.open'), color: 'processing' },
    [TillShiftStatus.Closed]: { label: t('shift.status.closed'), color: 'default' },
  };
}
