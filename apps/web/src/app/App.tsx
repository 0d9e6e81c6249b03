import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { antdLocaleOf } from '../i18n/index.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './queryClient.ts';

const queryClient = createQueryClient();

/**
 * History mode (the server has an SPA fallback). A declarative <BrowserRouter>: about half the size of the
 * data router, which matters for the login page's JS budget; lazy screens are preloaded instead
 * (routes.tsx).
 */
export function App() {
  // Re-renders on language change, switching antd's locale with the app's.
  const { i18n } = useTranslation();
  return (
    <AppProviders queryClient={queryClient} antdLocale={antdLocaleOf(i18n.language)}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
