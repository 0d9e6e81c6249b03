import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { goodsSupplierApi, goodsSupplierKeys } from '../../../api/goods-supplier.ts';

const ENABLED = { status: 1 } as const;

/** Picks a supplier (enabled ones, plus the current value's name while it is loaded). */
export function SupplierSelect(props: Omit<SelectProps<number>, 'options'>) {
  const { data, isLoading } = useQuery({
    queryKey: goodsSupplierKeys.call('list', ENABLED),
    queryFn: () => goodsSupplierApi.list(ENABLED),
  });
  return (
    <Select<number>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={isLoading}
      style={{ minWidth: 180 }}
      {...props}
      options={(data ?? []).map((s) => ({ value: s.id, label: s.code ? `${s.name} (${s.code})` : s.name }))}
    />
  );
}
