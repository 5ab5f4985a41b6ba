import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, USER } from '../../test/support/accounts';
import { renderApp } from '../../test/support/render-app';

const NOT_AUTHORIZED = 'Nemáte oprávnenie na prístup k tejto stránke.';

describe('protected routes (both specs §6)', () => {
  it.each(['/entity/frame', '/admin/metrics', '/account/settings'])(
    'an anonymous visitor of %s is sent to /login',
    async (path) => {
      const { requests } = renderApp(path);
      expect(await screen.findByRole('dialog', { name: 'Prihlásenie' })).toBeInTheDocument();
      expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
      // Without a token there is no session to ask about.
      expect(requests.some((r) => r.url.pathname === '/api/account')).toBe(false);
    },
  );

  it('a user without ROLE_ADMIN is told /admin is not for them', async () => {
    renderApp('/admin/metrics', { account: USER });
    expect(await screen.findByText(NOT_AUTHORIZED)).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/admin/metrics');
    expect(screen.queryByRole('heading', { name: 'Metriky' })).not.toBeInTheDocument();
  });

  it('an administrator enters /admin', async () => {
    renderApp('/admin/metrics', { account: ADMIN });
    expect(await screen.findByRole('heading', { name: 'Metriky aplikácie' })).toBeInTheDocument();
    expect(screen.queryByText(NOT_AUTHORIZED)).not.toBeInTheDocument();
  });

  it('ROLE_USER enters /entity and sees the entity by its Slovak name', async () => {
    renderApp('/entity/frame', { account: USER });
    expect(await screen.findByRole('heading', { name: 'Evidencia: Rámy' })).toBeInTheDocument();
  });

  it('an account holding only ROLE_ADMIN may not enter /entity (it requires ROLE_USER)', async () => {
    renderApp('/entity/frame', { account: { ...ADMIN, authorities: ['ROLE_ADMIN'] } });
    expect(await screen.findByText(NOT_AUTHORIZED)).toBeInTheDocument();
  });

  it('/account admits users and administrators alike', async () => {
    renderApp('/account/password', { account: USER });
    expect(await screen.findByRole('heading', { name: 'Zmena hesla' })).toBeInTheDocument();
  });

  it("shows 'loading ...' in Slovak while the session is fetched", async () => {
    renderApp('/entity/frame', {
      account: USER,
      routes: { 'GET /api/account': () => new Promise<Response>(() => undefined) },
    });
    expect(await screen.findByText('Načítava sa ...')).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/entity/frame');
  });

  it('a stale token counts as signed out: silently forgotten, then the sign-in', async () => {
    renderApp('/entity/frame', {
      account: USER,
      routes: {
        'GET /api/account': () =>
          new Response(JSON.stringify({ status: 401, message: 'error.http.401' }), {
            status: 401,
          }),
      },
    });
    expect(await screen.findByRole('dialog', { name: 'Prihlásenie' })).toBeInTheDocument();
    expect(sessionStorage.getItem('jhi-authenticationToken')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
