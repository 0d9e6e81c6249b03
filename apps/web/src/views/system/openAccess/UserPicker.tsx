import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userApi, userKeys } from '../../../api/system/user.ts';

interface UserPickerProps {
  value?: number;
  onChange?(value: number): void;
  disabled?: boolean;
  /** shown while the bound user is not among the search results (editing a key) */
  currentLabel?: string;
}

/** An enabled user of the tenant, searched by account on the server (20 at a time). */
export function UserPicker({ value, onChange, disabled, currentLabel }: UserPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const users = useQuery({
    queryKey: userKeys.call('page', 'picker', search),
    queryFn: ({ signal }) => userApi.page({ account: search || null, status: 1, pageSize: 20 }, signal),
    enabled: !disabled,
  });
  const options = (users.data?.items ?? []).map((u) => ({
    value: u.id,
    label: `${u.account} (${u.realName})`,
  }));
  if (value !== undefined && currentLabel && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: currentLabel });
  }
  return (
    <Select<number>
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value}
      onChange={onChange}
      disabled={disabled}
      loading={users.isFetching}
      placeholder={t('openAccess.pickUser')}
      options={options}
    />
  );
}
