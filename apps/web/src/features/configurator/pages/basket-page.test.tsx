import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_WORDING } from '@fotoobraz/domain';
import { loadLabels } from '../../../lib/api/labels';
import type { Basket, BasketItem } from '../../../lib/basket/basket-api';
import { json, problem, type FakeRequest } from '../../../../test/support/fake-server';
import { fillContact } from '../../../../test/support/contact';
import { craftedOf, LEGAL_PAGE_LIST, photoOf } from '../../../../test/support/fake-shop';
import { renderApp } from '../../../../test/support/render-app';
import { WIZARD_STORAGE_KEY } from '../model/wizard-storage';
import { orderLine } from '../../../../test/support/orders';

const piece = (id: number, name: string, price: number, copies = 1) => ({
  ...craftedOf(photoOf('Y')),
  id,
  text3: name,
  text1: `${name}, 45 × 30 cm, ${copies} ks`,
  price,
  copies,
  photo: { id: 7 },
});

const item = (id: number, position: number, extra: Partial<BasketItem> = {}): BasketItem => ({
  id,
  position,
  addedDate: '2026-11-24T10:00:00Z',
  craftedProduct: piece(40 + id, position === 1 ? 'Fotoobraz na plátne' : 'Fotografia', 30.5),
  priceWhenAdded: 30.5,
  problems: [],
  ...extra,
});

const basketOf = (items: BasketItem[]): Basket => ({
  items,
  count: items.length,
  itemsTotal: items.reduce((sum, i) => sum + (i.craftedProduct.price ?? 0), 0),
  courierPostage: 4.9,
  parcel: null,
  dispatchDate: null,
});

const TWO = basketOf([item(1, 1), item(2, 2)]);

const routes = (basket: Basket = TWO) => ({
  'GET /api/basket': () => json(basket),
  'GET /api/legal-pages': () => json(LEGAL_PAGE_LIST),
  'PUT /api/basket/items/1': () =>
    json(item(1, 1, { craftedProduct: piece(41, 'Fotoobraz na plátne', 61, 2) })),
  'DELETE /api/basket/items/2': () => new Response(null, { status: 204 }),
  'POST /api/orders': () => json({ id: 9, variableSymbol: '41' }, { status: 201 }),
  // Order 9 is č. 41 to its customer: the address names it so, never by its row.
  'POST /api/orders/lookup': () => json({ id: 9, number: '41', status: 'POTVRDENA' }),
  'GET /api/orders/9': () =>
    json({
      id: 9,
      postage: 0,
      totalAmount: 61,
      email: 'jana@example.sk',
      items: [
        orderLine(1, { id: 41, text3: 'Fotoobraz na plátne' }, 30.5),
        orderLine(2, { id: 42, text3: 'Fotografia' }, 30.5),
      ],
    }),
  'GET /api/orders/9/payment': () =>
    json({
      orderNumber: 41,
      amount: 61,
      iban: 'SK3112000000198742637541',
      variableSymbol: '41',
      qrPng: 'AAAA',
    }),
});

const line = (name: RegExp) => screen.getByRole('article', { name });

/** Sends the order and waits for the basket read again after its refusal. */
const orderRefused = async (requests: FakeRequest[]) => {
  const basketReads = () => requests.filter((r) => r.url.pathname === '/api/basket').length;
  const before = basketReads();
  await fillContact();
  await userEvent.click(screen.getByRole('button', { name: 'Odoslať objednávku' }));
  await waitFor(() => expect(basketReads()).toBeGreaterThan(before));
};

describe('/kosik', () => {
  it('the header counts the pieces; each line shows its preview, description, price and copies', async () => {
    renderApp('/kosik', { routes: routes() });
    expect(await screen.findByRole('heading', { name: 'Košík', level: 1 })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Košík, 2 položky' })).toHaveAttribute(
      'href',
      '/kosik',
    );
    const first = await screen.findByRole('article', { name: 'Položka 1: Fotoobraz na plátne' });
    expect(within(first).getByRole('img', { name: 'Náhľad: Fotoobraz na plátne' })).toBeVisible();
    expect(within(first).getByText('Fotoobraz na plátne, 45 × 30 cm, 1 ks')).toBeVisible();
    expect(within(first).getByTestId('line-price').textContent).toBe('30,50\u00a0€');
    expect(within(first).getByRole('textbox', { name: 'Počet kusov' })).toHaveValue('1');
    const totals = screen.getByTestId('basket-totals');
    expect(totals).toHaveTextContent('Produkty spolu61,00 €');
    expect(totals).toHaveTextContent('Poštovné0,00 €');
    // A courier costs the postage the server priced for these pieces, once.
    await userEvent.click(screen.getByRole('radio', { name: 'Doručenie kuriérom' }));
    expect(totals).toHaveTextContent('Spolu na úhradu65,90 €');
  });

  it('each line says whether it can be withdrawn, by the rule and the catalogue', async () => {
    const edition = {
      ...piece(42, 'Edícia Tatry', 30.5),
      photo: null,
      productEnum: 'PHOTOFRAME' as const,
    };
    const owned = { ...piece(41, 'Fotoobraz na plátne', 30.5), productEnum: 'PHOTOFRAME' as const };
    const basket = basketOf([
      item(1, 1, { craftedProduct: owned }),
      item(2, 2, { craftedProduct: edition }),
    ]);
    renderApp('/kosik', {
      routes: {
        ...routes(basket),
        'GET /api/products': () => json([{ id: 1, productEnum: 'PHOTOFRAME', poradie: 1 }]),
      },
    });
    const first = await screen.findByRole('article', { name: /^Položka 1/ });
    expect(within(first).getByTestId('withdrawal-note')).toHaveTextContent(
      WITHDRAWAL_WORDING.OWN_PHOTO,
    );
    expect(within(line(/^Položka 2/)).getByTestId('withdrawal-note')).toHaveTextContent(
      WITHDRAWAL_WORDING.EDITION,
    );
  });

  it("a product the owner's lawyer exempts says so on its line", async () => {
    const edition = {
      ...piece(42, 'Edícia Tatry', 30.5),
      photo: null,
      productEnum: 'PHOTOFRAME' as const,
    };
    renderApp('/kosik', {
      routes: {
        ...routes(basketOf([item(1, 1, { craftedProduct: edition })])),
        'GET /api/products': () =>
          json([
            { id: 2, productEnum: 'PHOTOFRAME', poradie: 2, withdrawalRule: 'MOZNE' },
            { id: 1, productEnum: 'PHOTOFRAME', poradie: 1, withdrawalRule: 'VYLUCENE' },
          ]),
      },
    });
    const first = await screen.findByRole('article', { name: /^Položka 1/ });
    await waitFor(() =>
      expect(within(first).getByTestId('withdrawal-note')).toHaveTextContent(
        WITHDRAWAL_WORDING.PRODUCT_EXEMPT,
      ),
    );
  });

  it('more copies are repriced on the server; a removed line leaves the basket', async () => {
    const { requests } = renderApp('/kosik', { routes: routes() });
    await screen.findByRole('article', { name: /Položka 1/ });
    await userEvent.click(within(line(/Položka 1/)).getByRole('button', { name: 'O kus viac' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
        url: expect.objectContaining({ pathname: '/api/basket/items/1' }) as URL,
        body: { copies: 2 },
      }),
    );
    await userEvent.click(
      within(line(/Položka 2/)).getByRole('button', { name: 'Odstrániť z košíka: Fotografia' }),
    );
    await waitFor(() =>
      expect(
        requests.some((r) => r.method === 'DELETE' && r.url.pathname === '/api/basket/items/2'),
      ).toBe(true),
    );
    // Each change reads the basket again, with its new totals.
    await waitFor(() =>
      expect(
        requests.filter((r) => r.url.pathname === '/api/basket').length,
      ).toBeGreaterThanOrEqual(3),
    );
  });

  it('a withdrawn choice is told on its line with Upraviť, and the basket cannot be ordered', async () => {
    const flagged = basketOf([
      item(1, 1, {
        problems: [{ field: 'frame', message: 'Rám „Dub 20“ už nie je v ponuke. Vyberte iný.' }],
      }),
    ]);
    renderApp('/kosik', { routes: routes(flagged) });
    const first = await screen.findByRole('article', { name: /Položka 1/ });
    expect(within(first).getByText('Rám „Dub 20“ už nie je v ponuke. Vyberte iný.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Odoslať objednávku' })).toBeDisabled();
    // Upraviť opens that very piece in the wizard, at step 2.
    await userEvent.click(within(first).getAllByRole('button', { name: /^Upraviť/ })[0]!);
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
    const stored = JSON.parse(sessionStorage.getItem(WIZARD_STORAGE_KEY)!) as {
      state: { step: number; craftedId: number; source: unknown };
    };
    expect(stored.state).toMatchObject({
      step: 2,
      craftedId: 41,
      source: { kind: 'photo', id: 7 },
    });
  });

  it('orders every piece as one order with the contact, then thanks with all lines and the QR', async () => {
    const { requests } = renderApp('/kosik', { routes: routes() });
    await screen.findByRole('article', { name: /Položka 2/ });
    const send = screen.getByRole('button', { name: 'Odoslať objednávku' });
    await userEvent.click(send);
    expect(await screen.findByText('Zadajte, prosím, e-mail.')).toBeVisible();
    expect(requests.some((r) => r.url.pathname === '/api/orders')).toBe(false);
    await fillContact();
    await userEvent.click(send);
    expect(await screen.findByRole('heading', { name: 'Ďakujeme za objednávku!' })).toBeVisible();
    expect(requests.find((r) => r.url.pathname === '/api/orders')?.body).toMatchObject({
      email: 'jana@example.sk',
      status: 'POTVRDENA',
      items: [{ craftedProduct: { id: 41 } }, { craftedProduct: { id: 42 } }],
      termsVersion: 3,
    });
    const lines = await screen.findByRole('list', { name: 'Objednané produkty' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(await screen.findByRole('img', { name: /QR kód PAY by square/ })).toBeVisible();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/kosik');
    // The thank-you's address (?objednavka=) is the order's number: the page finds it by that.
    const lookups = requests.filter((r) => r.url.pathname === '/api/orders/lookup');
    expect(lookups.map((r) => r.body)).toEqual([{ orderNumber: '41' }]);
  });

  it('the thank-you of an order stays on a reload, found by its number', async () => {
    const { requests } = renderApp('/kosik?objednavka=41', { routes: routes() });
    expect(await screen.findByRole('heading', { name: 'Ďakujeme za objednávku!' })).toBeVisible();
    expect(await screen.findByRole('img', { name: /QR kód PAY by square/ })).toBeVisible();
    expect(screen.getByText(/Objednávku číslo 41 sme prijali/)).toBeVisible();
    const lookups = requests.filter((r) => r.url.pathname === '/api/orders/lookup');
    expect(lookups.map((r) => r.body)).toEqual([{ orderNumber: '41' }]);
  });

  it('a refused line comes back as the toast and the basket is read again', async () => {
    const { requests } = renderApp('/kosik', {
      routes: {
        ...routes(),
        'POST /api/orders': () =>
          problem(400, 'error.validation', {
            fieldErrors: [{ field: 'items[1].craftedProduct', message: 'Rám už nie je v ponuke.' }],
          }),
      },
    });
    await screen.findByRole('article', { name: /Položka 2/ });
    await orderRefused(requests);
    expect(
      screen.queryByRole('heading', { name: 'Ďakujeme za objednávku!' }),
    ).not.toBeInTheDocument();
  });

  it('lines refused for their missing originals are told once, in Slovak', async () => {
    const refused = (n: number) => ({
      objectName: 'order',
      field: `items[${n}].craftedProduct`,
      message: 'OriginalMissing',
    });
    const { requests } = renderApp('/kosik', {
      routes: {
        ...routes(),
        'POST /api/orders': () =>
          problem(400, 'error.validation', { fieldErrors: [refused(0), refused(1)] }),
      },
    });
    await screen.findByRole('article', { name: /Položka 2/ });
    // The shared handler names fields from the model: loaded now, its toasts come at once.
    await loadLabels();
    await orderRefused(requests);
    const missing = 'Originál fotografie ešte nie je nahraný. Objednávku odošlete, keď sa nahrá.';
    expect(await screen.findByText(missing)).toBeVisible();
    expect(screen.getAllByText(missing)).toHaveLength(1);
    expect(screen.queryByText(/Chyba v poli/)).not.toBeInTheDocument();
  });

  it('an empty basket says so and leads to a photo', async () => {
    renderApp('/kosik', { routes: routes(basketOf([])) });
    expect(await screen.findByText('Košík je prázdny.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Košík, 0 položiek' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Vybrať fotografiu' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
  });
});
