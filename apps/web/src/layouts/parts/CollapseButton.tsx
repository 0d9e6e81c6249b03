import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined';
import { useTranslation } from 'react-i18next';
import { useThemeStore } from '../../stores/theme.ts';

/** Folds or expands the side menu (kept in the theme config). */
export function CollapseButton() {
  const { t } = useTranslation();
  const collapsed = useThemeStore((s) => s.isCollapse);
  const set = useThemeStore((s) => s.set);
  const label = collapsed ? t('shell.expand') : t('shell.collapse');
  return (
    <button
      type="button"
      className="layout-icon-button"
      aria-label={label}
      title={label}
      onClick={() => set({ isCollapse: !collapsed })}
    >
      {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
    </button>
  );
}
