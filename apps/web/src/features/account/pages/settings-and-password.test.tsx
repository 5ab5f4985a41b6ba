import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../../config/constants';
import { USER } from '../../../../test/support/accounts';
import { json, problem, type Handler } from '../../../../test/support/fake-server';
import { renderApp } from '../../../../test/support/render-app';
import { posts } from '../../../../test/support/requests';
import { formUser } from '../../../../test/support/form-helpers';

const JANA = { ...USER, firstName: 'Jana', lastName: null, email: 'jana@example.sk' };

describe('/account/settings (customer spec §2, §7)', () => {
  const openSettings = async (save?: Handler) => {
    let account = JANA;
    const app = renderApp('/account/settings', {
      account: JANA,
      routes: {
        'GET /api/account': () => json(account),
        'POST /api/account': async (request) => {
          const answer = save ? await save(request) : new Response(null, { status: 200 });
          if (answer.ok) account = { ...account, ...(request.body as object) };
          return answer;
        },
      },
    });
    await screen.findByRole('heading', { name: 'Nastavenia účtu' });
    return app;
  };

  it('shows the account as it is', async () => {
    await openSettings();
    expect(screen.getByText('Prihlásený používateľ: user')).toBeInTheDocument();
    expect(screen.getByLabelText('Meno')).toHaveValue('Jana');
    expect(screen.getByLabelText('Priezvisko')).toHaveValue('');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('jana@example.sk');
  });

  it('an empty or bad e-mail: its message, nothing is sent', async () => {
    const { requests } = await openSettings();
    const { user, fill, press } = formUser();
    await user.clear(screen.getByLabelText(/^E-mail/));
    await press('Uložiť');
    expect(screen.getByText('Toto pole je povinné.')).toBeInTheDocument();
    await fill(/^E-mail/, 'jana@localhost');
    expect(
      screen.getByText('Zadajte platnú e-mailovú adresu, napríklad jana@example.sk.'),
    ).toBeInTheDocument();
    expect(posts(requests, '/api/account')).toHaveLength(0);
  });

  it('saves names and e-mail, says so, and loads the session again', async () => {
    const { requests } = await openSettings();
    const { fill, press } = formUser();
    await fill('Priezvisko', 'Nováková');
    await press('Uložiť');
    expect(await screen.findByText('Nastavenia boli uložené!')).toBeInTheDocument();
    expect(posts(requests, '/api/account').map((r) => r.body)).toEqual([
      {
        firstName: 'Jana',
        lastName: 'Nováková',
        email: 'jana@example.sk',
        langKey: 'sk',
        imageUrl: null,
      },
    ]);
    await waitFor(() =>
      expect(
        requests.filter((r) => r.url.pathname === '/api/account' && r.method === 'GET'),
      ).toHaveLength(2),
    );
  });

  it('an e-mail of another account: said at the field', async () => {
    await openSettings(() => problem(400, 'error.emailexists', { errorKey: 'emailexists' }));
    await formUser().press('Uložiť');
    expect(await screen.findByText('Tento e-mail už používa iný účet!')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('/account/settings: Odhlásiť všade', () => {
  const END = '/api/account/sign-out-everywhere';

  it('ends every session, this device too: the token is forgotten and the sign-in says why', async () => {
    const { requests } = renderApp('/account/settings', {
      account: JANA,
      routes: { [`POST ${END}`]: () => new Response(null, { status: 200 }) },
    });
    await screen.findByRole('heading', { name: 'Odhlásiť všade' });
    await formUser().press('Odhlásiť všade');
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/login'));
    expect(posts(requests, END)).toHaveLength(1);
    expect(posts(requests, END)[0].headers.get('Authorization')).toBe('Bearer token-of-user');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(
      await screen.findByText(
        'Prihlásenie bolo ukončené na všetkých zariadeniach. Prihláste sa znova.',
      ),
    ).toBeInTheDocument();
  });

  it('a failure: said, and this device stays signed in', async () => {
    renderApp('/account/settings', {
      account: JANA,
      routes: { [`POST ${END}`]: () => problem(500, 'error.http.500') },
    });
    await screen.findByRole('heading', { name: 'Odhlásiť všade' });
    await formUser().press('Odhlásiť všade');
    expect(
      await screen.findByText(
        'Odhlásenie na všetkých zariadeniach sa nepodarilo. Skúste to znova.',
      ),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('token-of-user');
    expect(screen.getByTestId('current-path')).toHaveTextContent('/account/settings');
  });
});

describe('/account/password (customer spec §2, §7)', () => {
  const CHANGE = '/api/account/change-password';

  const changePassword = async (
    values: { current: string; password: string; confirmation: string },
    handler?: Handler,
  ) => {
    const app = renderApp('/account/password', {
      account: USER,
      routes: { [`POST ${CHANGE}`]: handler ?? (() => new Response(null, { status: 200 })) },
    });
    await screen.findByRole('heading', { name: 'Zmena hesla' });
    const { fill, press } = formUser();
    await fill(/^Súčasné heslo/, values.current);
    await fill(/^Nové heslo/, values.password);
    await fill(/^Potvrdenie nového hesla/, values.confirmation);
    await press('Zmeniť heslo');
    return app;
  };

  it('empty form: all three required, nothing is sent', async () => {
    const { requests } = await changePassword({ current: '', password: '', confirmation: '' });
    expect(screen.getAllByText('Toto pole je povinné.')).toHaveLength(3);
    expect(posts(requests, CHANGE)).toHaveLength(0);
  });

  it.each([
    [
      'a new password of 51 characters',
      'x'.repeat(51),
      'x'.repeat(51),
      'Zadajte najviac 50 znakov.',
    ],
    [
      'a confirmation that differs',
      'Jar2026!',
      'Jar2026?',
      'Heslo a jeho potvrdenie sa nezhodujú!',
    ],
  ])('%s: its message, nothing is sent', async (_case, password, confirmation, message) => {
    const { requests } = await changePassword({ current: 'user', password, confirmation });
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(posts(requests, CHANGE)).toHaveLength(0);
  });

  it('changes it: password.messages.success, and the fields are emptied', async () => {
    const { requests } = await changePassword({
      current: 'user',
      password: 'Jar2026!',
      confirmation: 'Jar2026!',
    });
    expect(await screen.findByText('Heslo bolo zmenené!')).toBeInTheDocument();
    expect(posts(requests, CHANGE).map((r) => r.body)).toEqual([
      { currentPassword: 'user', newPassword: 'Jar2026!' },
    ]);
    expect(screen.getByLabelText(/^Súčasné heslo/)).toHaveValue('');
    expect(screen.getByLabelText(/^Nové heslo/)).toHaveValue('');
  });

  it('keeps this device signed in with the fresh token the change answers', async () => {
    const { requests } = await changePassword(
      { current: 'user', password: 'Jar2026!', confirmation: 'Jar2026!' },
      () => json({ id_token: 'fresh' }, { headers: { Authorization: 'Bearer fresh' } }),
    );
    expect(await screen.findByText('Heslo bolo zmenené!')).toBeInTheDocument();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('fresh');
    expect(posts(requests, CHANGE)[0].headers.get('Authorization')).toBe('Bearer token-of-user');
    expect(screen.getByText('Prihlásený používateľ: user')).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/account/password');
  });

  it('a wrong current password: password.messages.error', async () => {
    await changePassword({ current: 'wrong', password: 'Jar2026!', confirmation: 'Jar2026!' }, () =>
      problem(400, 'error.invalid-password', { errorKey: 'invalid-password' }),
    );
    expect(
      await screen.findByText('Nastala chyba! Heslo sa nepodarilo zmeniť.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Heslo bolo zmenené!')).not.toBeInTheDocument();
  });

  it('shows the strength of the new password', async () => {
    await changePassword({ current: '', password: 'abcdefG1', confirmation: '' });
    expect(screen.getByRole('meter', { name: 'Sila hesla' })).toHaveAttribute('aria-valuenow', '4');
  });
});
