import { StockTransferStatus } from '@retail/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnumOption } from '../../../components/display/EnumTag.tsx';

type Option = EnumOption & { label: string };

const STATUSES: Record<StockTransferStatus, { key: keyof StatusKeys; color: string }> = {
  [StockTransferStatus.Draft]: { key: 'draft', color: 'default' },
  [StockTransferStatus.Shipped]: { key: 'shipped', color: 'processing' },
  [StockTransferStatus.PartlyReceived]: { key: 'partlyReceived', color: 'warning' },
  [StockTransferStatus.Received]: { key: 'received', color: 'success' },
  [StockTransferStatus.ClosedWithDifference]: { key: 'closed', color: 'error' },
  [StockTransferStatus.Cancelled]: { key: 'cancelled', color: 'default' },
};

interface StatusKeys {
  draft: string;
  shipped: string;
  partlyReceived: string;
  received: string;
  closed: string;
  cancelled: string;
}

/** The transfer statuses with their labels (current language) and tag colours. */
export function useTransferStatuses(): Record<number, Option> {
  const { t } = useTranslation();
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(STATUSES).map(([status, { key, color }]) => [
          Number(status),
          { label: t(`transfer.status.${key}`), color },
        ]),
      ),
    [t],
  );
}

/** Shipped and not yet fully received nor closed: goods are on their way. */
export const inTransit = (status: number) =>
  status === StockTransferStatus.Shipped || status === StockTransferStatus.PartlyReceived;
