import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRINT_SOURCES } from '../../components/print/registry.ts';

interface Props {
  docType: PrintDocType;
  value: number | null;
  onChange(id: number | null): void;
}

/** A document of the type, found by its number (the newest ones before anything is typed). */
export function DocumentPicker({ docType, value, onChange }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword);
  const found = useQuery({
    queryKey: ['printer', 'pick', docType, deferred],
    queryFn: () => PRINT_SOURCES[docType].pick(deferred),
  });
  return (
    <Select<number>
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      value={value ?? undefined}
      onChange={(id) => onChange(id ?? null)}
      placeholder={t('printer.documentPlaceholder')}
      loading={found.isFetching}
      options={(found.data ?? []).map((pick) => ({ value: pick.id, label: pick.label }))}
      style={{ width: 320 }}
      aria-label={t('printer.document')}
      data-testid="printer-document"
    />
  );
}
