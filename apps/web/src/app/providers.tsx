import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import type { ReactNode } from 'react';
import { FeedbackHost } from '../components/feedback/FeedbackHost.tsx';
import { antdTheme } from './theme.ts';

interface AppProvidersProps {
  queryClient: QueryClient;
  antdLocale: Locale;
  /** The settings drawer's theme (default: the product theme). */
  theme?: ThemeConfig;
  componentSize?: 'large' | 'middle' | 'small';
  children: ReactNode;
}

/** Providers shared by the browser app and the build-time prerender of the login page. */
export function AppProviders({
  queryClient,
  antdLocale,
  theme = antdTheme,
  componentSize = 'middle',
  children,
}: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocale} theme={theme} componentSize={componentSize}>
        {children}
        <FeedbackHost />
      </ConfigProvider>
    </QueryClientProvider>
  );
}
