import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { userApi, userKeys } from '../../../api/system/user.ts';
import { usePermissions } from '../../../components/permission/usePermissions.ts';

interface Props {
  /** set by Form.Item */
  id?: string;
  value?: number | null;
  onChange?(value: number | null): void;
  /** a user who may not be chosen (a user is never its own manager) */
  exclude?: number;
  'data-testid'?: string;
}

/**
 * One user of the tenant, searched by name on the server (the first 100 that match), for a director or a manager.
 * Needs `sysUser:page`; without it the picker offers nobody.
 */
export function UserPicker({ id, value, onChange, exclude, ...rest }: Props) {
  const canList = usePermissions().has('sysUser:page');
  const [search, setSearch] = useState('');
  const users = useQuery({
    queryKey: userKeys.call('page', 'picker', search),
    queryFn: ({ signal }) => userApi.page({ page: 1, pageSize: 100, realName: search || null }, signal),
    enabled: canList,
  });
  const options = (users.data?.items ?? [])
    .filter((u) => u.id !== exclude)
    .map((u) => ({ value: u.id, label: `${u.realName} (${u.account})` }));
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(next: number | undefined) => onChange?.(next ?? null)}
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={users.isFetching}
      options={options}
      data-testid={rest['data-testid']}
    />
  );
}
