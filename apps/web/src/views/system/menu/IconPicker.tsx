import { Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { MENU_ICON_NAMES, MenuIcon } from '../../../layouts/parts/MenuIcon.tsx';

const options = MENU_ICON_NAMES.map((name) => ({
  value: name,
  label: (
    <Space>
      <MenuIcon name={name} />
      {name.replace(/^ele-/, '')}
    </Space>
  ),
  search: name.toLowerCase(),
}));

/** Picks a menu icon by name, each shown with its picture; searchable. A form control. */
export function IconPicker({
  id,
  value,
  onChange,
}: {
  /** set by Form.Item, so the field's label points at this control */
  id?: string;
  value?: string | null;
  onChange?(value: string | null): void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(v: string | undefined) => onChange?.(v ?? null)}
      options={options}
      allowClear
      showSearch={{ filterOption: (input, option) => !!option?.search.includes(input.toLowerCase()) }}
      placeholder={t('system.menu.iconPlaceholder')}
      listHeight={320}
    />
  );
}
