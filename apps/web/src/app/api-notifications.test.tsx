import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { api } from '../lib/api/api-client';
import { USER } from '../../test/support/accounts';
import { fakeServer, json, problem } from '../../test/support/fake-server';
import { renderApp } from '../../test/support/render-app';
import { ApiNotifications } from './api-notifications';
import { Providers } from './providers';
import { createQueryClient } from './query-client';

/** A page with one button that makes a call, as later screens will. */
const Caller = ({ path, method = 'GET' }: { path: string; method?: 'GET' | 'POST' }) => {
  const [done, setDone] = useState(false);
  const call = () =>
    (method === 'GET' ? api.get(path) : api.post(path, {})).then(
      () => setDone(true),
      () => setDone(true),
    );
  return (
    <button type="button" onClick={() => void call()}>
      {done ? 'hotovo' : 'zavolaj'}
    </button>
  );
};

const Path = () => <output data-testid="path">{useLocation().pathname}</output>;

const renderCaller = (path: string, method?: 'GET' | 'POST') =>
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/somewhere']}>
        <ApiNotifications />
        <Routes>
          <Route path="/somewhere" element={<Caller path={path} method={method} />} />
          <Route path="/login" element={<p>prihlásenie</p>} />
        </Routes>
        <Path />
      </MemoryRouter>
    </Providers>,
  );

const click = async () => {
  await userEvent.setup().click(screen.getByRole('button', { name: 'zavolaj' }));
  await screen.findByRole('button', { name: 'hotovo' });
};

describe('global toasts (customer spec §8)', () => {
  it('an error answer shows its Slovak toast', async () => {
    fakeServer({ 'GET /api/frames/1': () => problem(500, 'error.http.500') });
    renderCaller('api/frames/1');
    await click();
    expect(await screen.findByText('Chyba na strane servera')).toBeInTheDocument();
  });

  it('a 400 with field errors names the field in Slovak', async () => {
    fakeServer({
      'POST /api/glasses': () =>
        problem(400, 'error.validation', {
          fieldErrors: [{ objectName: 'glass', field: 'pricePerSqare', message: 'DecimalMin' }],
        }),
    });
    renderCaller('api/glasses', 'POST');
    await click();
    expect(
      await screen.findByText('Chyba v poli „Cena za m²“: nesprávna dĺžka alebo veľkosť'),
    ).toBeInTheDocument();
  });

  it('a success alert header shows a success toast', async () => {
    fakeServer({
      'POST /api/frames': () =>
        json(
          { id: 5 },
          {
            status: 201,
            headers: {
              'X-fotoobrazApp-alert': 'fotoobrazApp.frame.created',
              'X-fotoobrazApp-params': '5',
            },
          },
        ),
    });
    renderCaller('api/frames', 'POST');
    await click();
    expect(await screen.findByText('Záznam „Rám“ s ID 5 bol vytvorený.')).toBeInTheDocument();
  });
});

describe('an ended session (both specs §6)', () => {
  it.each([401, 403])('%s on a catalogue call: signed out, sent to /login', async (status) => {
    renderApp('/entity/frame', {
      account: USER,
      routes: { 'GET /api/frames': () => problem(status, `error.http.${status}`) },
    });
    // The entities' pages load lazily: the first visit waits for them.
    await screen.findByRole('heading', { name: 'Evidencia: Rámy' });
    await api.get('api/frames').catch(() => undefined);
    expect(await screen.findByRole('dialog', { name: 'Prihlásenie' })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
    expect(sessionStorage.getItem('jhi-authenticationToken')).toBeNull();
    // The sign-in keeps the reason (login.error.unauthorized).
    expect(
      screen.getByText(
        'Prihlásenie vypršalo alebo na túto akciu nemáte oprávnenie. Prihláste sa, prosím, znova.',
      ),
    ).toBeInTheDocument();
  });

  it('a 401 on /api/account is silent: no toast, no trip to /login', async () => {
    fakeServer({ 'GET /api/account': () => problem(401, 'error.http.401') });
    renderCaller('api/account');
    await click();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/somewhere'));
    expect(screen.queryByText('Je potrebné sa prihlásiť')).not.toBeInTheDocument();
    expect(screen.queryByText('prihlásenie')).not.toBeInTheDocument();
  });
});
