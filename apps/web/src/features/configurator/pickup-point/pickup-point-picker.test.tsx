import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type FakeRequest } from '../../../../test/support/fake-server';
import { photoOf, shopRoutes, storeWizard } from '../../../../test/support/fake-shop';
import { renderApp } from '../../../../test/support/render-app';
import { STEP } from '../model/wizard-state';
import type { PickupPointRow } from './pickup-points-api';

const point = (id: string, city: string, kind: 'POINT' | 'ZBOX' = 'POINT'): PickupPointRow => ({
  id,
  name: `${kind === 'ZBOX' ? 'Z-BOX ' : ''}${city}, Hlavná ${id}`,
  street: `Hlavná ${id}`,
  city,
  zip: '010 01',
  country: 'sk',
  kind,
  openingHours: 'Po–Pi 08:00–18:00\nSo–Ne zatvorené',
  maxWeightGrams: 10_000,
  maxLengthCm: null,
  maxSumCm: null,
  latitude: null,
  longitude: null,
});

/** Eleven points in Žilina: a page of eight, then three more. */
const ZILINA = Array.from({ length: 11 }, (_, n) => point(String(100 + n), 'Žilina'));

/** The search as the server answers it: by town without diacritics, paged, with its Link. */
const pickupPoints = ({ url }: FakeRequest) => {
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const page = Number(url.searchParams.get('page'));
  const size = Number(url.searchParams.get('size'));
  const found = q.startsWith('zil') ? ZILINA : [];
  const rows = found.slice(page * size, (page + 1) * size);
  const next = (page + 1) * size < found.length;
  return json(rows, {
    headers: {
      'X-Total-Count': String(found.length),
      Link: next ? `</api/pickup-points?page=${page + 1}>; rel="next"` : '',
    },
  });
};

const next = () =>
  within(screen.getByRole('navigation', { name: 'Navigácia sprievodcu' })).getByRole('button', {
    name: 'Odoslať objednávku',
  });

const atSummary = async () => {
  storeWizard({ step: STEP.summary, source: { kind: 'photo', id: 7 }, craftedId: 5 });
  const app = renderApp('/', {
    routes: {
      ...shopRoutes({ photo: photoOf('Y') }),
      'GET /api/pickup-points': pickupPoints,
    },
  });
  await screen.findByRole('heading', { name: 'Súhrn objednávky' });
  await waitFor(() => expect(next()).toBeEnabled());
  return app;
};

const searches = (requests: FakeRequest[]) =>
  requests.filter((r) => r.url.pathname === '/api/pickup-points');

describe('choosing a Packeta pick-up point on the summary', () => {
  it('searches as typing pauses, pages, chooses by keyboard and orders the point', async () => {
    const { requests } = await atSummary();
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'jana@example.sk');
    await userEvent.click(
      screen.getByRole('radio', { name: 'Výdajné miesto alebo Z-BOX Packeta' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /Súhlasím/ }));

    // Refused without a point or a name, in Slovak; nothing is sent.
    await userEvent.click(next());
    expect(await screen.findByText('Vyberte výdajné miesto.')).toBeVisible();
    expect(screen.getByText('Zadajte meno a priezvisko príjemcu.')).toBeVisible();
    expect(requests.filter((r) => r.url.pathname === '/api/orders')).toHaveLength(0);

    const search = screen.getByRole('textbox', { name: /Hľadať výdajné miesto/ });
    const before = searches(requests).length;
    // Without a pause between the keys (no delay): a busy machine's slow keystrokes would be
    // pauses the search answers, and the test is about typing that does not pause.
    await userEvent.type(search, 'zilina', { delay: null });
    const results = screen.getByRole('list', { name: 'Nájdené výdajné miesta' });
    await within(results).findByRole('button', { name: /Žilina, Hlavná 100/ });
    // Typing six letters asked once (debounced), with both kinds allowed.
    const asked = searches(requests).slice(before);
    expect(asked.map((r) => r.url.searchParams.get('q'))).toEqual(['zilina']);
    expect(asked[0].url.searchParams.get('kind')).toBe('POINT,ZBOX');
    expect(screen.getByText('Našli sme 11 výdajných miest.')).toBeVisible();
    expect(within(results).getAllByRole('button')).toHaveLength(8);
    expect(within(results).getAllByText('Po–Pi 08:00–18:00', { exact: false })).toHaveLength(8);

    await userEvent.click(screen.getByRole('button', { name: 'Zobraziť ďalšie' }));
    await within(results).findByRole('button', { name: /Žilina, Hlavná 110/ });
    expect(screen.queryByRole('button', { name: 'Zobraziť ďalšie' })).not.toBeInTheDocument();

    // ↓ from the search to the first result, ↓ to the second, Enter chooses it.
    search.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const chosen = await screen.findByRole('group', { name: 'Vybrané výdajné miesto' });
    expect(within(chosen).getByText('Žilina, Hlavná 101')).toBeVisible();
    expect(within(chosen).getByText('Hlavná 101, 010 01 Žilina')).toBeVisible();
    expect(screen.getByRole('button', { name: /Zmeniť výdajné miesto/ })).toHaveFocus();

    await userEvent.type(
      screen.getByRole('textbox', { name: /Meno a priezvisko príjemcu/ }),
      'Jana Nováková',
    );
    await userEvent.click(next());
    await waitFor(() =>
      expect(requests.filter((r) => r.url.pathname === '/api/orders')).toHaveLength(1),
    );
    const order = requests.find((r) => r.url.pathname === '/api/orders')!;
    expect(order.body).toMatchObject({
      handoverMethod: 'VYDAJNE_MIESTO',
      pickupPointId: '101',
      deliveryName: 'Jana Nováková',
    });
    expect(order.body).not.toHaveProperty('deliveryStreet');
  });

  it("'Zmeniť' returns to the search with the focus in it", async () => {
    await atSummary();
    await userEvent.click(
      screen.getByRole('radio', { name: 'Výdajné miesto alebo Z-BOX Packeta' }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Hľadať výdajné miesto/ }), 'zil');
    await userEvent.click(await screen.findByRole('button', { name: /Žilina, Hlavná 100/ }));
    await userEvent.click(await screen.findByRole('button', { name: /Zmeniť výdajné miesto/ }));
    expect(screen.getByRole('textbox', { name: /Hľadať výdajné miesto/ })).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Vybrané výdajné miesto' })).not.toBeInTheDocument();
  });
});
