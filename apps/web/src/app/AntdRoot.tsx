import { ConfigProvider } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackHost } from '../components/feedback/FeedbackHost.tsx';
import { antdLocaleOf } from '../i18n/index.ts';
import { useThemeStore } from '../stores/theme.ts';
import { antdThemeFor } from './theme.ts';

/**
 * antd's theme, locale and size from the settings, and the toasts' host, around the screens that use antd:
 * the shell and the error pages. The login page has none of it, so antd stays out of the entry. Render it
 * after `loadAllMessages()`, which brings antd's locale with the texts.
 */
export function AntdRoot({ children }: { children: ReactNode }) {
  // Re-renders on language change, switching antd's locale with the app's.
  const { i18n } = useTranslation();
  const primary = useThemeStore((s) => s.primary);
  const dark = useThemeStore((s) => s.isIsDark);
  const size = useThemeStore((s) => s.globalComponentSize);
  const theme = useMemo(() => antdThemeFor(primary, dark), [primary, dark]);
  return (
    <ConfigProvider
      locale={antdLocaleOf(i18n.language)}
      theme={theme}
      componentSize={size === 'default' ? 'middle' : size}
    >
      {children}
      <FeedbackHost />
    </ConfigProvider>
  );
}
