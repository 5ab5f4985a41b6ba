import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, problem, type Handler } from '../../../../test/support/fake-server';
import { renderApp } from '../../../../test/support/render-app';
import { posts } from '../../../../test/support/requests';
import { formUser } from '../../../../test/support/form-helpers';

interface Values {
  login: string;
  email: string;
  password: string;
  confirm: string;
}

const VALID: Values = {
  login: 'jana.novakova',
  email: 'jana@example.sk',
  password: 'Leto2026!',
  confirm: 'Leto2026!',
};
const EMPTY: Values = { login: '', email: '', password: '', confirm: '' };

/** Opens /register, fills the form and presses the button. */
const register = async (values: Values, routes: Record<string, Handler> = {}) => {
  const app = renderApp('/register', { routes });
  await screen.findByRole('heading', { name: 'Registrácia' });
  const { fill, press } = formUser();
  await fill(/^Používateľské meno/, values.login);
  await fill(/^E-mail/, values.email);
  await fill(/^Heslo/, values.password);
  await fill(/^Potvrdenie hesla/, values.confirm);
  await press('Zaregistrovať sa');
  return app;
};

const REGISTER = '/api/register';

describe('/register (customer spec §5, §8)', () => {
  it('empty form: every field is required, nothing is sent', async () => {
    const { requests } = await register(EMPTY);
    expect(screen.getAllByText('Toto pole je povinné.')).toHaveLength(4);
    expect(posts(requests, REGISTER)).toHaveLength(0);
  });

  it.each([
    [
      'a login with a space',
      { ...VALID, login: 'jana novak' },
      'Používateľské meno môže obsahovať len písmená bez diakritiky, číslice a znaky _ . @ -',
    ],
    ['a login of 51 characters', { ...VALID, login: 'x'.repeat(51) }, 'Zadajte najviac 50 znakov.'],
    ['an e-mail of 3 characters', { ...VALID, email: 'j@a' }, 'Zadajte aspoň 5 znakov.'],
    [
      'an e-mail without an at sign',
      { ...VALID, email: 'jana.example.sk' },
      'Zadajte platnú e-mailovú adresu, napríklad jana@example.sk.',
    ],
    [
      'a password of 3 characters',
      { ...VALID, password: 'abc', confirm: 'abc' },
      'Zadajte aspoň 4 znaky.',
    ],
    [
      'a confirmation that differs',
      { ...VALID, confirm: 'Leto2026?' },
      'Heslo a jeho potvrdenie sa nezhodujú!',
    ],
  ])('%s', async (_case, values, message) => {
    const { requests } = await register(values);
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(posts(requests, REGISTER)).toHaveLength(0);
  });

  it('a message goes away once its field is right', async () => {
    await register({ ...VALID, confirm: 'Leto' });
    expect(screen.getByText('Heslo a jeho potvrdenie sa nezhodujú!')).toBeInTheDocument();
    await formUser().fill(/^Potvrdenie hesla/, '2026!');
    expect(screen.queryByText('Heslo a jeho potvrdenie sa nezhodujú!')).not.toBeInTheDocument();
  });

  it('shows the strength of the password being typed', async () => {
    await register({ ...EMPTY, password: 'Leto2026!' });
    expect(screen.getByRole('meter', { name: 'Sila hesla' })).toHaveAttribute('aria-valuenow', '5');
  });

  it('sends login, e-mail, password and langKey sk, then asks to check the mailbox', async () => {
    const { requests } = await register(VALID, {
      'POST /api/register': () => new Response(null, { status: 201 }),
    });
    expect(
      await screen.findByText(
        'Registrácia bola uložená! Na váš e-mail sme poslali odkaz na aktiváciu účtu. Skontrolujte, prosím, svoju schránku.',
      ),
    ).toBeInTheDocument();
    expect(posts(requests, REGISTER).map((r) => r.body)).toEqual([
      { login: 'jana.novakova', email: 'jana@example.sk', password: 'Leto2026!', langKey: 'sk' },
    ]);
    expect(screen.queryByRole('button', { name: 'Zaregistrovať sa' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'userexists',
      /^Používateľské meno/,
      'Toto používateľské meno je už obsadené! Zvoľte si, prosím, iné.',
    ],
    ['emailexists', /^E-mail/, 'Tento e-mail je už zaregistrovaný! Zvoľte si, prosím, iný.'],
  ])('errorKey %s: said in Slovak at its field', async (errorKey, label, message) => {
    await register(VALID, {
      'POST /api/register': () =>
        problem(400, `error.${errorKey}`, { errorKey, entityName: 'userManagement' }),
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Zaregistrovať sa' })).toBeEnabled();
  });

  it('any other failure: a general message, and the form stays', async () => {
    await register(VALID, {
      'POST /api/register': () => json({ message: 'boom' }, { status: 500 }),
    });
    expect(
      await screen.findByText('Registrácia sa nepodarila! Skúste to, prosím, znova neskôr.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Zaregistrovať sa' })).toBeEnabled(),
    );
  });
});
