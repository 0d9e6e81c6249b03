import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import type { ReactNode } from 'react';
import { FeedbackHost } from '../components/feedback/FeedbackHost.tsx';
import { antdTheme } from './theme.ts';

interface AppProvidersProps {
  queryClient: QueryClient;
  antdLocale: Locale;
  children: ReactNode;
}

/** Providers shared by the browser app and the build-time prerender of the login page. */
export function AppProviders({ queryClient, antdLocale, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocale} theme={antdTheme}>
        {children}
        <FeedbackHost />
      </ConfigProvider>
    </QueryClientProvider>
  );
}
