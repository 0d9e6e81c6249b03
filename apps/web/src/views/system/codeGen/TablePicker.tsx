import { AutoComplete, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLiveTables } from './data.ts';

interface TablePickerProps {
  /** set by Form.Item */
  id?: string;
  value?: string;
  onChange?(value: string): void;
  /** A table was chosen from the list, or a name typed and left. */
  onPicked(table: string): void;
}

/** The table of a config: one of the database's (flagged when a module or a config has it) or a new name. */
export function TablePicker({ id, value, onChange, onPicked }: TablePickerProps) {
  const { t } = useTranslation();
  const tables = useLiveTables();
  const options = (tables.data ?? []).map((table) => ({
    value: table.tableName,
    label: (
      <Space size={4}>
        {table.tableName}
        {table.hasModule ? <Tag color="blue">{t('codeGen.tableHasModule')}</Tag> : null}
        {table.generationId !== null ? <Tag color="green">{t('codeGen.tableConfigured')}</Tag> : null}
      </Space>
    ),
  }));
  return (
    <AutoComplete
      id={id}
      value={value}
      options={options}
      placeholder={t('codeGen.tablePlaceholder')}
      showSearch={{
        filterOption: (input, option) => String(option?.value ?? '').includes(input.trim().toLowerCase()),
      }}
      onChange={(v: string) => onChange?.(v)}
      onSelect={(v: string) => onPicked(v)}
      onBlur={() => {
        if (value) onPicked(value.trim());
      }}
      allowClear
    />
  );
}
