import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Basket, BasketItem } from '../../../lib/basket/basket-api';
import { EMPTY_BASKET } from '../../../lib/basket/basket-api';
import { GIFT_VOUCHERS_KEY } from '../../../lib/gift-vouchers/voucher-storage';
import { json } from '../../../../test/support/fake-server';
import { fillContact } from '../../../../test/support/contact';
import { craftedOf, LEGAL_PAGE_LIST, photoOf } from '../../../../test/support/fake-shop';
import { renderApp } from '../../../../test/support/render-app';

const item: BasketItem = {
  id: 1,
  position: 1,
  addedDate: '2026-11-24T10:00:00Z',
  craftedProduct: {
    ...craftedOf(photoOf('Y')),
    id: 41,
    text3: 'Fotoobraz na plátne',
    text1: 'Fotoobraz na plátne, 45 × 30 cm, 1 ks',
    price: 30.5,
    copies: 1,
    photo: { id: 7 },
  },
  priceWhenAdded: 30.5,
  problems: [],
};

const ONE: Basket = {
  items: [item],
  count: 1,
  itemsTotal: 30.5,
  courierPostage: 4.9,
  parcel: null,
  dispatchDate: null,
};

const EVA = { value: 50, recipientName: 'Eva', message: 'Všetko najlepšie!' };
const JAN = { value: 20, recipientName: 'Ján', sendTo: 'jan@example.sk', sendOn: '2027-01-15' };

const routes = (basket: Basket) => ({
  'GET /api/basket': () => json(basket),
  'GET /api/legal-pages': () => json(LEGAL_PAGE_LIST),
  'POST /api/orders': () => json({ id: 9, variableSymbol: '41', amountDue: 100 }, { status: 201 }),
  'POST /api/orders/lookup': () => json({ id: 9, number: '41', status: 'POTVRDENA' }),
  'GET /api/orders/9': () => json({ id: 9, postage: 0, totalAmount: 100, items: [] }),
});

const stored = (vouchers: object[]) =>
  localStorage.setItem(GIFT_VOUCHERS_KEY, JSON.stringify(vouchers));
const voucherArticle = (name: string) =>
  screen.findByRole('article', { name: new RegExp(`^Darčeková poukážka .* pre ${name}$`) });

describe('gift vouchers in the basket', () => {
  it('show beside the pieces with value and recipient, counted in the header and the total', async () => {
    stored([EVA, JAN]);
    renderApp('/kosik', { routes: routes(ONE) });
    expect(await screen.findByRole('link', { name: 'Košík, 3 položky' })).toBeVisible();
    const eva = await voucherArticle('Eva');
    expect(eva).toHaveTextContent('Darčeková poukážka 50,00 € pre Eva');
    expect(eva).toHaveTextContent('Pošleme ju vám e-mailom po zaplatení.');
    expect(await voucherArticle('Ján')).toHaveTextContent(
      'Pošleme ju na jan@example.sk dňa 15. 1. 2027.',
    );
    const totals = screen.getByTestId('basket-totals');
    expect(totals).toHaveTextContent('Produkty spolu30,50 €');
    expect(totals).toHaveTextContent('Darčekové poukážky70,00 €');
    expect(totals).toHaveTextContent('Spolu na úhradu100,50 €');
  });

  it('a removed voucher leaves the basket, its count and its total', async () => {
    stored([EVA, JAN]);
    renderApp('/kosik', { routes: routes(ONE) });
    await voucherArticle('Eva');
    await userEvent.click(
      screen.getByRole('button', { name: 'Odstrániť z košíka: darčeková poukážka pre Eva' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: /pre Eva$/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Košík, 2 položky' })).toBeVisible();
    expect(screen.getByTestId('basket-totals')).toHaveTextContent('Spolu na úhradu50,50 €');
    expect(JSON.parse(localStorage.getItem(GIFT_VOUCHERS_KEY) ?? '[]')).toEqual([JAN]);
  });

  it('go with the pieces in one order, and are gone once it is placed', async () => {
    stored([EVA]);
    const { requests } = renderApp('/kosik', { routes: routes(ONE) });
    await voucherArticle('Eva');
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Odoslať objednávku' }));
    expect(await screen.findByRole('heading', { name: 'Ďakujeme za objednávku!' })).toBeVisible();
    expect(requests.find((r) => r.url.pathname === '/api/orders')?.body).toMatchObject({
      items: [{ craftedProduct: { id: 41 } }],
      giftVouchers: [EVA],
    });
    expect(localStorage.getItem(GIFT_VOUCHERS_KEY)).toBeNull();
    expect(await screen.findByRole('link', { name: 'Košík, 1 položka' })).toBeVisible();
  });

  it('alone, they make an order with no hand-over and no postage', async () => {
    stored([EVA]);
    const { requests } = renderApp('/kosik', { routes: routes(EMPTY_BASKET) });
    await voucherArticle('Eva');
    expect(screen.queryByText('Košík je prázdny.')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Doručenie kuriérom' })).not.toBeInTheDocument();
    expect(screen.getByTestId('basket-totals')).not.toHaveTextContent('Poštovné');
    expect(screen.getByTestId('basket-totals')).toHaveTextContent('Spolu na úhradu50,00 €');
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Odoslať objednávku' }));
    expect(await screen.findByRole('heading', { name: 'Ďakujeme za objednávku!' })).toBeVisible();
    const order = requests.find((r) => r.url.pathname === '/api/orders')?.body;
    expect(order).toMatchObject({ handoverMethod: 'OSOBNY_ODBER', giftVouchers: [EVA] });
    expect(order).not.toHaveProperty('items');
  });
});
