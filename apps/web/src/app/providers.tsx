import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from '../lib/auth/session';
import { theme } from './theme';
import { ToastHost } from './toast-host';

/** Theme, server state, toasts and the session, for the whole app. */
export const Providers = ({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
      <ToastHost />
    </QueryClientProvider>
  </ThemeProvider>
);
