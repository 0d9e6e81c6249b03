import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { antdLocaleOf } from '../i18n/index.ts';
import { useThemeStore } from '../stores/theme.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './queryClient.ts';
import { antdThemeFor } from './theme.ts';

const queryClient = createQueryClient();

/**
 * History mode (the server has an SPA fallback). A declarative <BrowserRouter>: about half the size of the
 * data router, which matters for the login page's JS budget; lazy screens are preloaded instead
 * (routes.tsx).
 */
export function App() {
  // Re-renders on language change, switching antd's locale with the app's.
  const { i18n } = useTranslation();
  const primary = useThemeStore((s) => s.primary);
  const dark = useThemeStore((s) => s.isIsDark);
  const size = useThemeStore((s) => s.globalComponentSize);
  const theme = useMemo(() => antdThemeFor(primary, dark), [primary, dark]);
  return (
    <AppProviders
      queryClient={queryClient}
      antdLocale={antdLocaleOf(i18n.language)}
      theme={theme}
      componentSize={size === 'default' ? 'middle' : size}
    >
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
