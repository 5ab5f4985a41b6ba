import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, problem, type FakeRequest } from '../../../../test/support/fake-server';
import { fillContact } from '../../../../test/support/contact';
import { craftedOf, LEGAL_PAGE_LIST, photoOf } from '../../../../test/support/fake-shop';
import { renderApp } from '../../../../test/support/render-app';
import type { Basket } from '../../../lib/basket/basket-api';

const STRIPE_PAGE = 'https://checkout.stripe.com/c/pay/cs_test_1';
const FRESH_PAGE = 'https://checkout.stripe.com/c/pay/cs_test_2';

const BASKET: Basket = {
  items: [
    {
      id: 1,
      position: 1,
      addedDate: '2026-11-24T10:00:00Z',
      craftedProduct: { ...craftedOf(photoOf('Y')), id: 41, text3: 'Fotografia', price: 30.5 },
      priceWhenAdded: 30.5,
      problems: [],
    },
  ],
  count: 1,
  itemsTotal: 30.5,
  courierPostage: 4.9,
  parcel: null,
  dispatchDate: null,
};

/** Order 9, known to its customer as č. 41: the row must never show in an address or a text. */
const order = (status: string) =>
  json({ id: 9, variableSymbol: '41', status, email: 'jana@example.sk', totalAmount: 30.5 });
const numbered = (status: string) => json({ id: 9, number: '41', status });
const lookups = (requests: FakeRequest[]) =>
  requests.filter((r) => r.url.pathname === '/api/orders/lookup').map((r) => r.body);

const PAYMENT = {
  'GET /api/orders/9/payment': () =>
    json({ orderNumber: 41, amount: 30.5, iban: 'SK3112000000198742637541', qrPng: 'AAAA' }),
};

/** Where the app sent the browser: the gateway's page is another site. */
let leftFor: ReturnType<typeof vi.fn>;
const realLocation = window.location;
beforeEach(() => {
  leftFor = vi.fn();
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...realLocation, assign: leftFor },
  });
});
afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

describe('paying by card', () => {
  const basketRoutes = (methods: string[]) => ({
    'GET /api/basket': () => json(BASKET),
    'GET /api/legal-pages': () => json(LEGAL_PAGE_LIST),
    'GET /api/payments/methods': () => json({ methods }),
    'POST /api/orders': () =>
      json(
        { id: 9, variableSymbol: '41', paymentMethod: 'KARTA', checkoutUrl: STRIPE_PAGE },
        { status: 201 },
      ),
    'GET /api/orders/9': () => order('POTVRDENA'),
    ...PAYMENT,
  });

  it('the order form offers the card only when the shop takes cards', async () => {
    renderApp('/kosik', { routes: basketRoutes(['PREVOD']) });
    await screen.findByRole('article', { name: /Položka 1/ });
    await screen.findByRole('radio', { name: /Osobný odber/ });
    expect(screen.queryByRole('radio', { name: /Platba kartou/ })).not.toBeInTheDocument();
  });

  it('a card order goes to the gateway’s page at once', async () => {
    const { requests } = renderApp('/kosik', { routes: basketRoutes(['KARTA', 'PREVOD']) });
    await screen.findByRole('article', { name: /Položka 1/ });
    const card = await screen.findByRole('radio', {
      name: /Platba kartou, Apple Pay alebo Google Pay/,
    });
    expect(
      screen.getByRole('radio', { name: /Bankový prevod \(QR kód PAY by square\)/ }),
    ).toBeChecked();
    await userEvent.click(card);
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Odoslať objednávku' }));
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith(STRIPE_PAGE));
    expect(requests.find((r) => r.url.pathname === '/api/orders')?.body).toMatchObject({
      paymentMethod: 'KARTA',
    });
  });

  it('a card order the gateway could not open goes to its page by its number', async () => {
    renderApp('/kosik', {
      routes: {
        ...basketRoutes(['KARTA', 'PREVOD']),
        'POST /api/orders': () =>
          json(
            { id: 9, variableSymbol: '41', paymentMethod: 'KARTA', checkoutUrl: null },
            { status: 201 },
          ),
      },
    });
    await userEvent.click(
      await screen.findByRole('radio', { name: /Platba kartou, Apple Pay alebo Google Pay/ }),
    );
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Odoslať objednávku' }));
    await waitFor(() =>
      expect(leftFor).toHaveBeenCalledWith('/objednavka/41/platba?vysledok=zrusena'),
    );
  });

  it('back from a cancelled payment: Skúsiť znova opens a fresh page, Zaplatiť prevodom shows the QR', async () => {
    const { requests } = renderApp('/objednavka/41/platba?vysledok=zrusena', {
      routes: {
        'POST /api/orders/lookup': () => numbered('POTVRDENA'),
        'GET /api/orders/9': () => order('POTVRDENA'),
        'POST /api/orders/9/card-payment': () => json({ checkoutUrl: FRESH_PAGE }),
        ...PAYMENT,
      },
    });
    expect(await screen.findByRole('heading', { name: 'Platba neprebehla' })).toBeVisible();
    expect(screen.getByText(/Objednávka č\. 41 je prijatá/)).toBeVisible();
    expect(lookups(requests)).toEqual([{ orderNumber: '41' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith(FRESH_PAGE));
    const retries = requests.filter((r) => r.url.pathname === '/api/orders/9/card-payment');
    expect(retries.map((r) => r.body)).toEqual([{}]);
    await userEvent.click(screen.getByRole('button', { name: 'Zaplatiť prevodom' }));
    expect(await screen.findByRole('img', { name: /QR kód PAY by square/ })).toBeVisible();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/objednavka/41/platba');
  });

  it('back from a payment: Zaplatené once the shop has the confirmation', async () => {
    let reads = 0;
    renderApp('/objednavka/41/platba?vysledok=ok', {
      routes: {
        'POST /api/orders/lookup': () => numbered((reads += 1) < 2 ? 'POTVRDENA' : 'ZAPLATENA'),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Overujeme platbu…' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'Zaplatené' }, { timeout: 4000 }),
    ).toBeVisible();
    expect(screen.getByText(/objednávku č\. 41 prišla/)).toBeVisible();
  });

  it('back from a payment a mail’s link opened: the link’s token reads the order and tries again', async () => {
    const token = '1801821600.c2lnbmVk';
    const { requests } = renderApp(`/objednavka/41/platba?token=${token}&vysledok=zrusena`, {
      routes: {
        'POST /api/orders/lookup': () => numbered('POTVRDENA'),
        'POST /api/orders/9/card-payment': () => json({ checkoutUrl: FRESH_PAGE }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Platba neprebehla' })).toBeVisible();
    expect(lookups(requests)).toEqual([{ orderNumber: '41', token }]);
    await userEvent.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith(FRESH_PAGE));
    const retries = requests.filter((r) => r.url.pathname === '/api/orders/9/card-payment');
    expect(retries.map((r) => r.body)).toEqual([{ token }]);
    // Without the order's session the transfer's details are the pro-forma's, in the mail.
    await userEvent.click(screen.getByRole('button', { name: 'Zaplatiť prevodom' }));
    expect(await screen.findByText(/nájdete v zálohovej faktúre/)).toBeVisible();
  });

  it('an address of the order’s row, from before, is replaced by its number', async () => {
    const { requests } = renderApp('/objednavka/9/platba?vysledok=zrusena', {
      routes: { 'POST /api/orders/lookup': () => numbered('POTVRDENA') },
    });
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent('/objednavka/41/platba'),
    );
    expect(await screen.findByText(/Objednávka č\. 41 je prijatá/)).toBeVisible();
    expect(lookups(requests)).toContainEqual({ orderNumber: '41' });
  });
});

describe("a pro-forma mail's link 'Zaplatiť kartou'", () => {
  const TOKEN = '1801821600.c2lnbmVk';
  const LINK = `/objednavka/41/zaplatit-kartou?token=${TOKEN}`;
  const LOOKUP = { 'POST /api/orders/lookup': () => numbered('POTVRDENA') };
  const cardPayments = (requests: FakeRequest[]) =>
    requests.filter((r) => r.url.pathname === '/api/orders/9/card-payment');

  it('says it is leaving, and goes to a fresh payment page asked for with the link’s token', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { requests } = renderApp(LINK, {
      routes: {
        ...LOOKUP,
        'POST /api/orders/9/card-payment': () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Presmerúvame na platobnú bránu …' }),
    ).toBeVisible();
    await waitFor(() => expect(cardPayments(requests)).toHaveLength(1));
    answer(json({ checkoutUrl: FRESH_PAGE }));
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith(FRESH_PAGE));
    expect(cardPayments(requests)).toHaveLength(1);
    expect(cardPayments(requests)[0]!.body).toEqual({ token: TOKEN });
    expect(lookups(requests)).toEqual([{ orderNumber: '41', token: TOKEN }]);
  });

  it('a link from before, of the order’s row, pays the order its token was signed for', async () => {
    const { requests } = renderApp(`/objednavka/9/zaplatit-kartou?token=${TOKEN}`, {
      routes: {
        ...LOOKUP,
        'POST /api/orders/9/card-payment': () => json({ checkoutUrl: FRESH_PAGE }),
      },
    });
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith(FRESH_PAGE));
    expect(lookups(requests)).toEqual([{ orderNumber: '9', token: TOKEN }]);
  });

  it.each([
    [404, 'Tento odkaz na platbu nie je platný.'],
    [403, 'Platnosť odkazu na platbu vypršala.'],
  ])(
    'a link the shop does not know the order of (%i) says why, and asks for no page',
    async (status, why) => {
      const { requests } = renderApp(LINK, {
        routes: { 'POST /api/orders/lookup': () => problem(status, 'error.http') },
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(why);
      expect(cardPayments(requests)).toHaveLength(0);
      expect(leftFor).not.toHaveBeenCalled();
    },
  );

  it.each([
    [404, 'Tento odkaz na platbu nie je platný.'],
    [403, 'Platnosť odkazu na platbu vypršala.'],
  ])('a link refused with %i says why, and how to pay by transfer', async (status, why) => {
    renderApp(LINK, {
      routes: { ...LOOKUP, 'POST /api/orders/9/card-payment': () => problem(status, 'error.http') },
    });
    expect(
      await screen.findByRole('heading', { name: 'Platbu kartou sa nepodarilo začať' }),
    ).toBeVisible();
    // The page says why; no error toast says it again.
    expect(screen.getByRole('alert')).toHaveTextContent(why);
    expect(screen.getByText(/zaplatiť aj bankovým prevodom/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Moje objednávky' })).toHaveAttribute(
      'href',
      '/account/orders',
    );
    expect(screen.queryByRole('button', { name: 'Skúsiť znova' })).not.toBeInTheDocument();
    expect(leftFor).not.toHaveBeenCalled();
  });

  it('a gateway that does not answer: Skúsiť znova asks once more', async () => {
    let calls = 0;
    renderApp(LINK, {
      routes: {
        ...LOOKUP,
        'POST /api/orders/9/card-payment': () =>
          (calls += 1) === 1
            ? problem(502, 'error.cardpayment.gateway')
            : json({ checkoutUrl: FRESH_PAGE }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Platobná brána teraz neodpovedá');
    await userEvent.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith(FRESH_PAGE));
    expect(calls).toBe(2);
  });

  it('a link without its token asks the shop for nothing', async () => {
    const { requests } = renderApp('/objednavka/41/zaplatit-kartou', { routes: LOOKUP });
    expect(await screen.findByRole('alert')).toHaveTextContent('nie je platný');
    expect(cardPayments(requests)).toHaveLength(0);
    expect(lookups(requests)).toHaveLength(0);
  });
});
