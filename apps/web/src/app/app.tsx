import { useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { AppErrorBoundary } from './error-boundaries';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './routes';

/** The routes under whatever router is around them (the browser's, or a test's memory router). */
export const AppRoutes = () => useRoutes(routes);

export const App = () => {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppErrorBoundary>
      <Providers queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </AppErrorBoundary>
  );
};
