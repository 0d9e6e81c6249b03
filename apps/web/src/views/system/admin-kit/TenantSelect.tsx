import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { tenantApi, tenantKeys } from '../../../api/system/tenant.ts';

/** One tenant, searched by name (a form control: value / onChange come from Form.Item). */
export function TenantSelect({
  value,
  onChange,
  id,
}: {
  value?: number | null;
  onChange?(value: number): void;
  id?: string;
}) {
  const tenants = useQuery({
    queryKey: tenantKeys.call('list'),
    queryFn: ({ signal }) => tenantApi.list(signal),
  });
  return (
    <Select<number>
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      loading={tenants.isFetching}
      value={value ?? undefined}
      onChange={onChange}
      options={(tenants.data ?? []).map((tenant) => ({ value: tenant.id, label: tenant.name }))}
    />
  );
}
