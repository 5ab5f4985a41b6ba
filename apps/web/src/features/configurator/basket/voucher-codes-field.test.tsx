import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newVoucherCode, normalizeVoucherCode } from '@fotoobraz/domain';
import { describe, expect, it } from 'vitest';
import type { Basket } from '../../../lib/basket/basket-api';
import { VOUCHER_CODES_KEY } from '../../../lib/gift-vouchers/voucher-storage';
import { json, problem, type Handler } from '../../../../test/support/fake-server';
import { fillContact } from '../../../../test/support/contact';
import { craftedOf, LEGAL_PAGE_LIST, photoOf } from '../../../../test/support/fake-shop';
import { renderApp } from '../../../../test/support/render-app';

/** A code the shop could have issued (its check character fits), written as printed. */
const printed = (byte: number) => newVoucherCode(() => new Uint8Array(15).fill(byte));
const FIFTY = printed(3);
const TWENTY = printed(4);

const BASKET: Basket = {
  items: [
    {
      id: 1,
      position: 1,
      addedDate: '2026-11-24T10:00:00Z',
      craftedProduct: {
        ...craftedOf(photoOf('Y')),
        id: 41,
        text3: 'Fotoobraz na plátne',
        price: 42,
        copies: 1,
        photo: { id: 7 },
      },
      priceWhenAdded: 42,
      problems: [],
    },
  ],
  count: 1,
  itemsTotal: 42,
  courierPostage: 4.9,
  parcel: null,
  dispatchDate: null,
};

const balanceOf = (value: number, balance: number) => () =>
  json({ value, balance, validUntil: '2029-12-07' });

const routes = (extra: Record<string, Handler> = {}) => ({
  'GET /api/basket': () => json(BASKET),
  'GET /api/legal-pages': () => json(LEGAL_PAGE_LIST),
  [`GET /api/gift-vouchers/${normalizeVoucherCode(FIFTY)}`]: balanceOf(50, 50),
  [`GET /api/gift-vouchers/${normalizeVoucherCode(TWENTY)}`]: balanceOf(20, 20),
  'POST /api/orders': () => json({ id: 9, variableSymbol: '41', amountDue: 0 }, { status: 201 }),
  'POST /api/orders/lookup': () => json({ id: 9, number: '41', status: 'ZAPLATENA' }),
  'GET /api/orders/9': () =>
    json({
      id: 9,
      postage: 0,
      totalAmount: 42,
      amountDue: 0,
      items: [],
      vouchers: [{ code: '••••-••••-••••-' + normalizeVoucherCode(FIFTY).slice(-4), amount: 42 }],
      giftVouchers: [],
    }),
  ...extra,
});

const codeField = () => screen.getByRole('textbox', { name: 'Kód darčekovej poukážky' });

const apply = async (code: string) => {
  await userEvent.clear(codeField());
  await userEvent.type(codeField(), code);
  await userEvent.click(screen.getByRole('button', { name: 'Uplatniť kód poukážky' }));
};

const open = async (extra?: Record<string, Handler>, path = '/kosik') => {
  const result = renderApp(path, { routes: routes(extra) });
  await screen.findByRole('article', { name: /Položka 1/ });
  return result;
};

const totals = () => screen.getByTestId('basket-totals');

describe("the order form's 'Kód darčekovej poukážky'", () => {
  it('shows at once what a code takes off and what stays on it, and what is left to pay', async () => {
    await open();
    await apply(FIFTY.toLowerCase());
    expect(
      await screen.findByText('Odpočíta sa 42,00 €, na poukážke zostane 8,00 €'),
    ).toBeVisible();
    expect(totals()).toHaveTextContent('Uhradené poukážkami−42,00 €');
    expect(totals()).toHaveTextContent('Zostáva zaplatiť0,00 €');
    // The postage is paid by the voucher too: the preview follows the hand-over.
    await userEvent.click(screen.getByRole('radio', { name: 'Doručenie kuriérom' }));
    expect(
      await screen.findByText('Odpočíta sa 46,90 €, na poukážke zostane 3,10 €'),
    ).toBeVisible();
    expect(codeField()).toHaveValue('');
  });

  it('a second code pays what the first left; a third one finds the order paid', async () => {
    await open();
    await apply(TWENTY);
    expect(
      await screen.findByText('Odpočíta sa 20,00 €, na poukážke zostane 0,00 €'),
    ).toBeVisible();
    await apply(FIFTY);
    expect(
      await screen.findByText('Odpočíta sa 22,00 €, na poukážke zostane 28,00 €'),
    ).toBeVisible();
    expect(totals()).toHaveTextContent('Zostáva zaplatiť0,00 €');
    await apply(FIFTY);
    expect(await screen.findByText('Tento kód ste už zadali.')).toBeVisible();
  });

  it.each([
    [404, 'Darčeková poukážka s týmto kódom neexistuje. Skontrolujte, či ste kód opísali presne.'],
    [410, 'Platnosť tejto darčekovej poukážky skončila 7. 12. 2029.'],
    [429, 'Príliš veľa pokusov. Skúste to o chvíľu.'],
  ])("tells a %i in the server's sentence, under the field", async (status, detail) => {
    const { requests } = await open({
      [`GET /api/gift-vouchers/${normalizeVoucherCode(FIFTY)}`]: () =>
        problem(status, 'error.http', { detail }),
    });
    await apply(FIFTY);
    expect(await screen.findByText(detail)).toBeVisible();
    expect(codeField()).toHaveAccessibleDescription(detail);
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(totals()).not.toHaveTextContent('Zostáva zaplatiť');
    expect(requests.filter((r) => r.url.pathname.startsWith('/api/gift-vouchers'))).toHaveLength(1);
  });

  it('a code that cannot be one is told before the shop is asked', async () => {
    const { requests } = await open();
    await apply('ABCD-EFGH-JKMN-PQRS');
    expect(
      await screen.findByText('Kód poukážky nemá správny tvar. Skontrolujte ho, prosím.'),
    ).toBeVisible();
    expect(requests.some((r) => r.url.pathname.startsWith('/api/gift-vouchers'))).toBe(false);
  });

  it('sends the codes with the order, and thanks without a transfer when they paid it all', async () => {
    const { requests } = await open();
    await apply(FIFTY);
    await screen.findByText(/Odpočíta sa 42,00/);
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Odoslať objednávku' }));
    expect(await screen.findByRole('heading', { name: 'Ďakujeme za objednávku!' })).toBeVisible();
    expect(requests.find((r) => r.url.pathname === '/api/orders')?.body).toMatchObject({
      items: [{ craftedProduct: { id: 41 } }],
      voucherCodes: [normalizeVoucherCode(FIFTY)],
    });
    expect(
      await screen.findByText(
        'Objednávka je celá zaplatená darčekovými poukážkami. Nie je potrebné nič uhrádzať.',
      ),
    ).toBeVisible();
    // Paid already: nothing waits for a payment before the piece is made.
    expect(screen.getByText(/Je zaplatená, preto ju hneď začneme vyrábať\.$/)).toBeVisible();
    expect(screen.queryByText(/po jej úhrade|Po prijatí platby/)).not.toBeInTheDocument();
    const spent = screen.getByRole('region', { name: 'Uhradené darčekovými poukážkami' });
    expect(spent).toHaveTextContent(normalizeVoucherCode(FIFTY).slice(-4));
    expect(spent).toHaveTextContent('−42,00 €');
    expect(screen.queryByRole('img', { name: /QR kód PAY by square/ })).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname === '/api/orders/9/payment')).toBe(false);
    expect(localStorage.getItem(VOUCHER_CODES_KEY)).toBeNull();
  });

  it.each([
    ['UsedUp', 'Táto poukážka je už vyčerpaná.'],
    ['Expired', 'Platnosť tejto poukážky skončila.'],
    ['Blocked', 'Táto poukážka už nie je platná.'],
    ['NotFound', 'Poukážka s týmto kódom neexistuje.'],
  ])("the order's refusal %s is told at its code", async (code, words) => {
    await open({
      'POST /api/orders': () =>
        problem(400, 'error.validation', {
          fieldErrors: [{ field: 'voucherCodes[1]', message: code }],
        }),
    });
    await apply(TWENTY);
    await apply(FIFTY);
    await screen.findByText(/Odpočíta sa 22,00/);
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Odoslať objednávku' }));
    const entries = within(screen.getByTestId('voucher-codes')).getAllByRole('listitem');
    await waitFor(() => expect(entries[1]).toHaveTextContent(words));
    expect(entries[0]).toHaveTextContent('Odpočíta sa 20,00 €');
  });

  it('a voucher’s link remembers its code on any page and fills it into the order form', async () => {
    renderApp(`/?poukazka=${FIFTY}`, { routes: routes() });
    const last = normalizeVoucherCode(FIFTY).slice(-4);
    expect(
      await screen.findByText(`Poukážka ••••-${last} bude uplatnená pri objednávke.`),
    ).toBeVisible();
    expect(JSON.parse(localStorage.getItem(VOUCHER_CODES_KEY) ?? '[]')).toEqual([
      normalizeVoucherCode(FIFTY),
    ]);
    await userEvent.click(await screen.findByRole('link', { name: /Košík/ }));
    expect(
      await screen.findByText('Odpočíta sa 42,00 €, na poukážke zostane 8,00 €'),
    ).toBeVisible();
    expect(screen.getByText(`••••-••••-••••-${last}`)).toBeVisible();
  });
});
