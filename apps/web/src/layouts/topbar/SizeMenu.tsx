import FontSizeOutlined from '@ant-design/icons/FontSizeOutlined';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPONENT_SIZES, type ComponentSize, useThemeStore } from '../../stores/theme.ts';

const LABELS = {
  large: 'shell.bar.sizeLarge',
  default: 'shell.bar.sizeDefault',
  small: 'shell.bar.sizeSmall',
} as const;

/** Component size (large / default / small), applied at once through antd's ConfigProvider and kept. */
export function SizeMenu() {
  const { t } = useTranslation();
  const size = useThemeStore((s) => s.globalComponentSize);
  const set = useThemeStore((s) => s.set);
  return (
    <Dropdown
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: COMPONENT_SIZES.map((value) => ({
          key: value,
          label: <span data-testid={`size-${value}`}>{t(LABELS[value])}</span>,
          disabled: value === size,
        })),
        onClick: ({ key }) => set({ globalComponentSize: key as ComponentSize }),
      }}
    >
      <button
        type="button"
        className="layout-icon-button"
        aria-label={t('shell.bar.size')}
        data-testid="bar-size"
      >
        <FontSizeOutlined />
      </button>
    </Dropdown>
  );
}
