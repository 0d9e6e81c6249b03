import type { StockLocationOutput } from '@retail/contracts/api/retail/stock-location';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { stockLocationApi, stockLocationKeys } from '../../../api/stock-location.ts';
import { usePermissions } from '../../../components/permission/usePermissions.ts';

/** The button that lets staff work on another location than their own. */
export const CHOOSE_LOCATION_CODE = 'stockLocation:choose';

/** The tenant's stock locations, shared by every location picker. */
export function useStockLocations() {
  return useQuery({
    queryKey: stockLocationKeys.call('list'),
    queryFn: ({ signal }) => stockLocationApi.list(signal),
    staleTime: 60_000,
  });
}

/** The signed-in user's own location, once loaded. */
export function useOwnLocation(): StockLocationOutput | undefined {
  return useStockLocations().data?.find((l) => l.own);
}

export interface LocationSelectProps extends Omit<SelectProps<number>, 'options'> {
  /**
   * `read`: the locations whose stock the user may see (filters); `write`: where the user may move stock — its own,
   * or every readable one with the choose-location button; `any`: every location (a transfer's destination).
   */
  purpose: 'read' | 'write' | 'any';
}

/** Picks a stock location (a store or warehouse); the user's own is marked. */
export function LocationSelect({ purpose, ...props }: LocationSelectProps) {
  const { t } = useTranslation();
  const { data, isLoading } = useStockLocations();
  const mayChoose = usePermissions().has(CHOOSE_LOCATION_CODE);
  const usable = (data ?? []).filter((l) =>
    purpose === 'any' ? true : purpose === 'read' ? l.readable : l.own || (mayChoose && l.readable),
  );
  return (
    <Select<number>
      loading={isLoading}
      style={{ minWidth: 160 }}
      showSearch={{ optionFilterProp: 'label' }}
      {...props}
      options={usable.map((l) => ({
        value: l.id,
        label: l.own ? `${l.name} (${t('catalog.location.own')})` : l.name,
      }))}
    />
  );
}
