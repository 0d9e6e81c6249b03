import { StocktakeStatus } from '@retail/contracts';
import type { EnumOption } from '../../../components/display/EnumTag.tsx';
import { i18n } from '../../../i18n/index.ts';

type Option = EnumOption & { label: string };

/** The stocktake statuses with their labels and tag colours, in the current language. */
export function stocktakeStatusOptions(): Record<number, Option> {
  const t = i18n.t;
  return {
    [StocktakeStatus.Counting]: { label: t('stocktake.status.counting'), color: 'processing' },
    [StocktakeStatus.Posted]: { label: t('stocktake.status.posted'), color: 'success' },
    [StocktakeStatus.Cancelled]: { label: t('stocktake.status.cancelled'), color: 'default' },
  };
}

/** The choice made for uncounted lines at posting, by name. */
export function uncountedLabel(choice: string | null): string {
  if (choice === 'zero') return i18n.t('stocktake.uncounted.zero');
  if (choice === 'keep') return i18n.t('stocktake.uncounted.keep');
  return '';
}

export const stocktakeDetailPath = (id: number) => `/stock/take/detail/${id}`;
