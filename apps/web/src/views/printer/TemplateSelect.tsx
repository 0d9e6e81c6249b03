import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { printApi, printKeys } from '../../api/system/print.ts';

interface Props {
  docType: PrintDocType;
  value: number | null;
  onChange(id: number | null): void;
}

/** The enabled templates of the type; empty: the type's default. Shown to those who may list templates. */
export function TemplateSelect({ docType, value, onChange }: Props) {
  const { t } = useTranslation();
  const input = { page: 1, pageSize: 100, docType, status: 1 as const, field: 'orderNo', order: 'ascend' };
  const templates = useQuery({
    queryKey: printKeys.call('page', input),
    queryFn: ({ signal }) => printApi.page(input, signal),
  });
  return (
    <Select<number>
      allowClear
      value={value ?? undefined}
      onChange={(id) => onChange(id ?? null)}
      placeholder={t('printer.defaultTemplate')}
      loading={templates.isLoading}
      options={(templates.data?.items ?? []).map((row) => ({
        value: row.id,
        label: row.isDefault ? `${row.name} (${t('printer.defaultTemplate')})` : row.name,
      }))}
      style={{ width: 220 }}
      aria-label={t('printer.template')}
    />
  );
}
