import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from '../../src/app/app';
import { Providers } from '../../src/app/providers';
import { createQueryClient } from '../../src/app/query-client';
import { TOKEN_KEY } from '../../src/config/constants';
import type { Account } from '../../src/lib/auth/session';
import { EMPTY_BASKET } from '../../src/lib/basket/basket-api';
import { fakeServer, json, type Handler } from './fake-server';

const CurrentPath = () => <output data-testid="current-path">{useLocation().pathname}</output>;

/**
 * The whole app at `path` in a memory router, against a fake server that answers
 * /management/info (dev profile unless given) and, when `account` is given, /api/account for a
 * stored token. The current path shows in the element with test id `current-path`.
 */
export const renderApp = (
  path: string,
  {
    account,
    routes = {},
    profiles = ['dev', 'api-docs'],
  }: { account?: Account; routes?: Record<string, Handler>; profiles?: string[] } = {},
) => {
  if (account) sessionStorage.setItem(TOKEN_KEY, `token-of-${account.login}`);
  const requests = fakeServer({
    'GET /management/info': () =>
      json({ activeProfiles: profiles, 'display-ribbon-on-profiles': 'dev' }),
    ...(account ? { 'GET /api/account': () => json(account) } : {}),
    // The header shows the basket's count on every page.
    'GET /api/basket': () => json(EMPTY_BASKET),
    ...routes,
  });
  const result = render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <CurrentPath />
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, requests };
};

/** One component with a fresh query client of the app's settings, without the app around it. */
export const renderWithQueries = (ui: ReactNode) =>
  render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
