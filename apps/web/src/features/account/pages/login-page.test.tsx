import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../../../../test/support/accounts';
import { json, problem, type FakeRequest } from '../../../../test/support/fake-server';
import { renderApp } from '../../../../test/support/render-app';

const KEY = 'jhi-authenticationToken';

const signInRoutes = {
  'POST /api/authenticate': () =>
    json({ id_token: 'jwt-1' }, { headers: { Authorization: 'Bearer jwt-1' } }),
  'GET /api/account': (request: FakeRequest) =>
    request.headers.get('Authorization') === 'Bearer jwt-1'
      ? json(ADMIN)
      : problem(401, 'error.http.401'),
};

const signIn = async (rememberMe: boolean) => {
  const user = userEvent.setup();
  // The sign-in page is a lazily loaded chunk: it comes once its code is there.
  const dialog = await screen.findByRole('dialog', { name: 'Prihlásenie' });
  expect(dialog).toBeInTheDocument();
  await user.type(screen.getByLabelText(/Používateľské meno/), 'admin');
  await user.type(screen.getByLabelText(/^Heslo/), 'admin');
  if (rememberMe) await user.click(screen.getByLabelText('Zapamätať si ma'));
  await user.click(screen.getByRole('button', { name: 'Prihlásiť sa' }));
};

describe('/login (customer spec §2, §5, §7)', () => {
  it('remember me: the token from the Authorization header goes to localStorage', async () => {
    const { requests } = renderApp('/login', { routes: signInRoutes });
    await signIn(true);
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem(KEY)).toBe('jwt-1');
    expect(sessionStorage.getItem(KEY)).toBeNull();
    const authenticate = requests.find((r) => r.url.pathname === '/api/authenticate');
    expect(authenticate?.body).toEqual({ username: 'admin', password: 'admin', rememberMe: true });
  });

  it('without remember me: sessionStorage', async () => {
    renderApp('/login', { routes: signInRoutes });
    await signIn(false);
    await waitFor(() => expect(sessionStorage.getItem(KEY)).toBe('jwt-1'));
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('after signing in the menus of a signed-in administrator appear', async () => {
    renderApp('/login', { routes: signInRoutes });
    await signIn(false);
    expect(await screen.findByRole('button', { name: 'Evidencia' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Administrácia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'admin' })).toBeInTheDocument();
  });

  it('returns to the protected page that sent the visitor here', async () => {
    renderApp('/entity/frame', { routes: signInRoutes });
    await signIn(false);
    expect(await screen.findByRole('heading', { name: 'Evidencia: Rámy' })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/entity/frame');
  });

  it('empty fields: the spec messages, and nothing is sent', async () => {
    const { requests } = renderApp('/login', { routes: signInRoutes });
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Prihlásenie' });
    await user.click(screen.getByRole('button', { name: 'Prihlásiť sa' }));
    expect(screen.getByText('Používateľské meno nesmie byť prázdne!')).toBeInTheDocument();
    expect(screen.getByText('Heslo nesmie byť prázdne!')).toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname === '/api/authenticate')).toBe(false);
  });

  const WRONG = 'Nepodarilo sa prihlásiť! Skontrolujte prihlasovacie údaje a skúste to znova.';
  const TOO_MANY = 'Príliš veľa pokusov o prihlásenie. Skúste to, prosím, znova neskôr.';
  it.each([
    ['wrong credentials (401): the failure message', 401, true, WRONG, TOO_MANY],
    ['too many attempts (429): says to try again later', 429, false, TOO_MANY, WRONG],
  ])('%s, no token, no redirect', async (_case, status, remember, shown, notShown) => {
    renderApp('/login', {
      routes: { 'POST /api/authenticate': () => problem(status, `error.http.${status}`) },
    });
    await signIn(remember);
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.queryByText(notShown)).not.toBeInTheDocument();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
  });

  it('/logout forgets the token and goes home', async () => {
    renderApp('/logout', { account: ADMIN });
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(await screen.findByText('Odhlásenie prebehlo úspešne.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Evidencia' })).not.toBeInTheDocument();
  });
});
