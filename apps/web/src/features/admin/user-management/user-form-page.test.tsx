import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../../../../test/support/accounts';
import { json, problem } from '../../../../test/support/fake-server';
import { formUser } from '../../../../test/support/form-helpers';
import { renderApp } from '../../../../test/support/render-app';
import { posts } from '../../../../test/support/requests';

const ROUTES = {
  'GET /api/users/authorities': () => json(['ROLE_ADMIN', 'ROLE_USER']),
  'GET /api/users': () => json([], { headers: { 'X-Total-Count': '0' } }),
};

/** Opens the new-user form, fills login and e-mail, and presses Save. */
const create = async (login: string, email: string, routes = {}) => {
  const app = renderApp('/admin/user-management/new', {
    account: ADMIN,
    routes: { ...ROUTES, ...routes },
  });
  await screen.findByRole('heading', { name: 'Vytvoriť nového používateľa' });
  const { fill, press } = formUser();
  await fill(/^Prihlasovacie meno/, login);
  await fill(/^E-mail/, email);
  await press('Uložiť');
  return app;
};

describe('the user form (admin, AdminUserDTO rules)', () => {
  it('login and e-mail are required; nothing is sent', async () => {
    const { requests } = await create('', '');
    expect(screen.getAllByText('Toto pole je povinné.')).toHaveLength(2);
    expect(posts(requests, '/api/users')).toHaveLength(0);
  });

  it.each([
    ['a login with a space', 'jana novak', 'jana@example.sk', /^Toto pole musí zodpovedať vzoru/],
    ['an e-mail of 3 characters', 'jana', 'j@a', 'E-mail musí mať aspoň 5 znakov.'],
    ['an e-mail without a domain', 'jana', 'jana@localhost', 'Zadajte platnú e-mailovú adresu.'],
  ])('%s', async (_case, login, email, message) => {
    const { requests } = await create(login, email);
    expect(screen.getByText(message)).toBeVisible();
    expect(posts(requests, '/api/users')).toHaveLength(0);
  });

  it('a valid user is sent with its roles, and the list follows', async () => {
    const { requests } = await create('jana', ' jana@example.sk ', {
      'POST /api/users': () => json({ id: 9, login: 'jana' }, { status: 201 }),
    });
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/admin\/user-management$/),
    );
    expect(posts(requests, '/api/users').map((r) => r.body)).toEqual([
      {
        login: 'jana',
        firstName: null,
        lastName: null,
        email: 'jana@example.sk',
        activated: true,
        langKey: 'sk',
        authorities: ['ROLE_USER'],
      },
    ]);
  });

  it('a login in use: said at the login field', async () => {
    await create('jana', 'jana@example.sk', {
      'POST /api/users': () =>
        problem(400, 'error.userexists', { errorKey: 'userexists', entityName: 'userManagement' }),
    });
    expect(
      await screen.findByText('Toto prihlasovacie meno už má iný používateľ.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Prihlasovacie meno/)).toHaveAttribute('aria-invalid', 'true');
  });
});
