import FontSizeOutlined from '@ant-design/icons/FontSizeOutlined';
import { useTranslation } from 'react-i18next';
import { COMPONENT_SIZES, useThemeStore } from '../../stores/theme.ts';
import { ChoiceMenu } from './ChoiceMenu.tsx';

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
    <ChoiceMenu
      icon={<FontSizeOutlined />}
      label={t('shell.bar.size')}
      testId="size"
      choices={COMPONENT_SIZES}
      value={size}
      text={(value) => t(LABELS[value])}
      onPick={(value) => set({ globalComponentSize: value })}
    />
  );
}
