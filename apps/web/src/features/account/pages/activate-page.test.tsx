import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { problem, type FakeRequest } from '../../../../test/support/fake-server';
import { renderApp } from '../../../../test/support/render-app';

const SUCCESS = 'Váš používateľský účet bol aktivovaný.';
const FAILURE =
  'Váš účet sa nepodarilo aktivovať. Zaregistrujte sa, prosím, pomocou registračného formulára.';

const activations = (requests: FakeRequest[]) =>
  requests.filter((r) => r.url.pathname === '/api/activate');

const activateRoutes = {
  'GET /api/activate': (request: FakeRequest) =>
    request.url.searchParams.get('key') === 'good-key'
      ? new Response(null, { status: 200 })
      : problem(400, 'error.activation', { errorKey: 'activation' }),
};

describe('/activate/:key? (customer spec §2, §8)', () => {
  it.each(['/activate/good-key', '/activate?key=good-key'])(
    '%s: activated once, with a way to sign in',
    async (path) => {
      const { requests } = renderApp(path, { routes: activateRoutes });
      expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Prihlásiť sa' })).toHaveAttribute('href', '/login');
      expect(activations(requests)).toHaveLength(1);
      expect(activations(requests)[0]!.url.searchParams.get('key')).toBe('good-key');
    },
  );

  it('an unknown or used key: the failure, with the way to register', async () => {
    renderApp('/activate/used-key', { routes: activateRoutes });
    expect(await screen.findByText(FAILURE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prejsť na registráciu' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });

  it('no key at all: the failure, and nothing is asked', async () => {
    const { requests } = renderApp('/activate', { routes: activateRoutes });
    expect(await screen.findByText(FAILURE)).toBeInTheDocument();
    expect(activations(requests)).toHaveLength(0);
  });
});
