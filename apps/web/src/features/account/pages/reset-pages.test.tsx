import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { problem, type Handler } from '../../../../test/support/fake-server';
import { renderApp } from '../../../../test/support/render-app';
import { posts } from '../../../../test/support/requests';
import { formUser } from '../../../../test/support/form-helpers';

describe('/reset/request (customer spec §5)', () => {
  const INIT = '/api/account/reset-password/init';

  const requestReset = async (email: string) => {
    const app = renderApp('/reset/request', {
      routes: { [`POST ${INIT}`]: () => new Response(null, { status: 200 }) },
    });
    await screen.findByRole('heading', { name: 'Obnovenie hesla' });
    const { fill, press } = formUser();
    await fill(/^E-mail/, email);
    await press('Poslať odkaz');
    return app;
  };

  it.each([
    ['', 'Toto pole je povinné.'],
    ['a@b', 'Zadajte aspoň 5 znakov.'],
    ['jana@localhost', 'Zadajte platnú e-mailovú adresu, napríklad jana@example.sk.'],
  ])('%j: %s, nothing is sent', async (email, message) => {
    const { requests } = await requestReset(email);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(posts(requests, INIT)).toHaveLength(0);
  });

  it('sends the address as plain text and answers neutrally (no account enumeration)', async () => {
    const { requests } = await requestReset('jana@example.sk');
    expect(
      await screen.findByText(
        'Ak je adresa jana@example.sk zaregistrovaná, poslali sme na ňu odkaz na nastavenie nového hesla. Odkaz platí 24 hodín a dá sa použiť raz.',
      ),
    ).toBeInTheDocument();
    const [sent] = posts(requests, INIT);
    expect(sent!.body).toBe('jana@example.sk');
    expect(sent!.headers.get('Content-Type')).toMatch(/^text\/plain/);
  });
});

describe('/reset/finish/:key? (customer spec §5)', () => {
  const FINISH = '/api/account/reset-password/finish';

  const finish = async (
    path: string,
    password: string,
    confirmation: string,
    handler?: Handler,
  ) => {
    const app = renderApp(path, {
      routes: { [`POST ${FINISH}`]: handler ?? (() => new Response(null, { status: 200 })) },
    });
    await screen.findByRole('heading', { name: 'Nastavenie nového hesla' });
    const { fill, press } = formUser();
    await fill(/^Nové heslo/, password);
    await fill(/^Potvrdenie nového hesla/, confirmation);
    await press('Nastaviť heslo');
    return app;
  };

  it('without a key: says so, and offers no form', async () => {
    renderApp('/reset/finish');
    expect(
      await screen.findByText('Chýba kľúč na obnovenie hesla. Otvorte, prosím, odkaz z e-mailu.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nastaviť heslo' })).not.toBeInTheDocument();
  });

  it.each([
    ['abc', 'abc', 'Zadajte aspoň 4 znaky.'],
    ['Zima2026!', 'Zima2026', 'Heslo a jeho potvrdenie sa nezhodujú!'],
  ])('%j and %j: %s, nothing is sent', async (password, confirmation, message) => {
    const { requests } = await finish('/reset/finish/k1', password, confirmation);
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(posts(requests, FINISH)).toHaveLength(0);
  });

  it.each(['/reset/finish/k1', '/reset/finish?key=k1'])(
    '%s: sends the key and the new password, then offers to sign in',
    async (path) => {
      const { requests } = await finish(path, 'Zima2026!', 'Zima2026!');
      expect(await screen.findByText('Vaše heslo bolo zmenené.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Prihlásiť sa' })).toHaveAttribute('href', '/login');
      expect(posts(requests, FINISH).map((r) => r.body)).toEqual([
        { key: 'k1', newPassword: 'Zima2026!' },
      ]);
    },
  );

  it('a bad, used or expired key: says so and offers a new link', async () => {
    await finish('/reset/finish/old', 'Zima2026!', 'Zima2026!', () =>
      problem(400, 'error.reset', { errorKey: 'reset' }),
    );
    expect(
      await screen.findByText(
        'Heslo sa nepodarilo nastaviť: odkaz je neplatný, už bol použitý alebo mu vypršala platnosť (24 hodín).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Požiadať o nový odkaz' })).toHaveAttribute(
      'href',
      '/reset/request',
    );
  });

  it('shows the strength meter', async () => {
    await finish('/reset/finish/k1', 'abcdefg1', '');
    expect(screen.getByRole('meter', { name: 'Sila hesla' })).toHaveAttribute('aria-valuenow', '2');
  });
});
