import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { goodsSupplierApi } from '../../../api/goods-supplier.ts';

/** Picks a supplier (enabled ones, plus the current value's name while it is loaded). */
export function SupplierSelect(props: Omit<SelectProps<number>, 'options'>) {
  const { data, isLoading } = useQuery({
    queryKey: ['goodsSupplier', 'list'],
    queryFn: () => goodsSupplierApi.list({ status: 1 }),
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
