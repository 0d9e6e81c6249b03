import {
  BalanceKind,
  PayMethod,
  SaleOrderStatus,
  StockAdjustKind,
  StockAdjustStatus,
} from '@retail/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnumOption } from '../display/EnumTag.tsx';

type Option = EnumOption & { label: string };
/** Every known code has its option; the API types codes as plain numbers, and an unknown one finds none. */
type Options<K extends number> = Record<K, Option> & Partial<Record<number, Option>>;

/** Labels and tag colours of the document enumerations, in the current language. */
export function useDocEnums() {
  const { t } = useTranslation();
  return useMemo(() => {
    const adjustKind: Options<StockAdjustKind> = {
      [StockAdjustKind.Receive]: { label: t('retailDocs.enum.adjustKind.receive'), color: 'green' },
      [StockAdjustKind.Issue]: { label: t('retailDocs.enum.adjustKind.issue'), color: 'orange' },
      [StockAdjustKind.Stocktake]: { label: t('retailDocs.enum.adjustKind.stocktake'), color: 'blue' },
    };
    const adjustStatus: Options<StockAdjustStatus> = {
      [StockAdjustStatus.Draft]: { label: t('retailDocs.enum.adjustStatus.draft'), color: 'default' },
      [StockAdjustStatus.Confirmed]: {
        label: t('retailDocs.enum.adjustStatus.confirmed'),
        color: 'success',
      },
      [StockAdjustStatus.Voided]: { label: t('retailDocs.enum.adjustStatus.voided'), color: 'error' },
    };
    const saleStatus: Options<SaleOrderStatus> = {
      [SaleOrderStatus.Completed]: { label: t('retailDocs.enum.saleStatus.completed'), color: 'success' },
      [SaleOrderStatus.Cancelled]: { label: t('retailDocs.enum.saleStatus.cancelled'), color: 'default' },
      [SaleOrderStatus.PartlyRefunded]: {
        label: t('retailDocs.enum.saleStatus.partlyRefunded'),
        color: 'warning',
      },
      [SaleOrderStatus.Refunded]: { label: t('retailDocs.enum.saleStatus.refunded'), color: 'error' },
    };
    const payMethod: Options<PayMethod> = {
      [PayMethod.Cash]: { label: t('retailDocs.enum.payMethod.cash'), color: 'green' },
      [PayMethod.Card]: { label: t('retailDocs.enum.payMethod.card'), color: 'blue' },
      [PayMethod.MobilePay]: { label: t('retailDocs.enum.payMethod.mobilePay'), color: 'cyan' },
      [PayMethod.Balance]: { label: t('retailDocs.enum.payMethod.balance'), color: 'gold' },
    };
    const balanceKind: Options<BalanceKind> = {
      [BalanceKind.TopUp]: { label: t('retailDocs.enum.balanceKind.topUp'), color: 'green' },
      [BalanceKind.Bonus]: { label: t('retailDocs.enum.balanceKind.bonus'), color: 'lime' },
      [BalanceKind.Consume]: { label: t('retailDocs.enum.balanceKind.consume'), color: 'orange' },
      [BalanceKind.Refund]: { label: t('retailDocs.enum.balanceKind.refund'), color: 'blue' },
      [BalanceKind.Adjust]: { label: t('retailDocs.enum.balanceKind.adjust'), color: 'default' },
    };
    return { adjustKind, adjustStatus, saleStatus, payMethod, balanceKind };
  }, [t]);
}

/** Options of a Select built from an enumeration's labels. */
export function selectOptions<K extends number>(options: Options<K>) {
  return (Object.entries(options) as Array<[string, { label: string }]>).map(([value, option]) => ({
    value: Number(value) as K,
    label: option.label,
  }));
}
