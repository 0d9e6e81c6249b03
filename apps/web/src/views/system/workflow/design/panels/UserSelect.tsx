import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userApi, userKeys } from '../../../../../api/system/user.ts';
import type { AssigneeOption } from '../useAssignees.ts';

interface UserSelectProps {
  value?: number[];
  onChange?(value: number[]): void;
  /** the users known without a search (and the names of those already chosen) */
  known: AssigneeOption[];
  canSearch: boolean;
}

/** Users of the tenant, searched by account on the server (20 at a time) beside the ones already known. */
export function UserSelect({ value, onChange, known, canSearch }: UserSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const found = useQuery({
    queryKey: userKeys.call('page', 'workflow-search', search),
    queryFn: ({ signal }) => userApi.page({ account: search, pageSize: 20 }, signal),
    enabled: canSearch && search !== '',
  });
  const options = new Map(known.map((o) => [o.value, o]));
  for (const u of found.data?.items ?? []) {
    options.set(u.id, { value: u.id, label: `${u.realName} (${u.account})` });
  }
  for (const id of value ?? []) if (!options.has(id)) options.set(id, { value: id, label: `#${id}` });
  const shown = [...options.values()].filter(
    (o) => search === '' || o.label.toLowerCase().includes(search.toLowerCase()) || value?.includes(o.value),
  );
  return (
    <Select<number[]>
      mode="multiple"
      value={value}
      onChange={onChange}
      options={shown}
      loading={found.isFetching}
      placeholder={t('workflow.assignee.pickUsers')}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onBlur={() => setSearch('')}
      data-testid="wf-assignee-users"
    />
  );
}
