import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './AppRoutes.tsx';
import { createQueryClient } from './queryClient.ts';

const queryClient = createQueryClient();

/**
 * History mode (the server has an SPA fallback). A declarative <BrowserRouter>: about half the size of the
 * data router, which matters for the login page's JS budget; lazy screens are preloaded instead
 * (routes.tsx). antd's providers are the screens' own (AntdRoot.tsx).
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
