import { PurchaseOrderStatus, SupplierReturnStatus } from '@retail/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnumOption } from '../../../components/display/EnumTag.tsx';

type Option = EnumOption & { label: string };
/** Every known code has its option; the API types codes as plain numbers, and an unknown one finds none. */
type Options<K extends number> = Record<K, Option> & Partial<Record<number, Option>>;

/** Labels and tag colours of the purchase order and supplier return statuses, in the current language. */
export function usePurchaseEnums() {
  const { t } = useTranslation();
  return useMemo(() => {
    const orderStatus: Options<PurchaseOrderStatus> = {
      [PurchaseOrderStatus.Draft]: { label: t('purchase.status.draft'), color: 'default' },
      [PurchaseOrderStatus.Approved]: { label: t('purchase.status.approved'), color: 'processing' },
      [PurchaseOrderStatus.PartlyReceived]: { label: t('purchase.status.partlyReceived'), color: 'warning' },
      [PurchaseOrderStatus.Received]: { label: t('purchase.status.received'), color: 'success' },
      [PurchaseOrderStatus.Closed]: { label: t('purchase.status.closed'), color: 'purple' },
      [PurchaseOrderStatus.Cancelled]: { label: t('purchase.status.cancelled'), color: 'error' },
    };
    const returnStatus: Options<SupplierReturnStatus> = {
      [SupplierReturnStatus.Draft]: { label: t('purchase.returnStatus.draft'), color: 'default' },
      [SupplierReturnStatus.Confirmed]: { label: t('purchase.returnStatus.confirmed'), color: 'success' },
    };
    return { orderStatus, returnStatus };
  }, [t]);
}
