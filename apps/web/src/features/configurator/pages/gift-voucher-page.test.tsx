import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, shopDay } from '@fotoobraz/domain';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../test/support/fake-server';
import { fillContact } from '../../../../test/support/contact';
import { LEGAL_PAGE_LIST } from '../../../../test/support/fake-shop';
import { renderApp } from '../../../../test/support/render-app';
import { GIFT_VOUCHERS_KEY } from '../../../lib/gift-vouchers/voucher-storage';

const routes = {
  'GET /api/legal-pages': () => json(LEGAL_PAGE_LIST),
  'POST /api/orders': () => json({ id: 12, variableSymbol: '52', amountDue: 50 }, { status: 201 }),
  'POST /api/orders/lookup': () => json({ id: 12, number: '52', status: 'POTVRDENA' }),
  'GET /api/orders/12': () =>
    json({
      id: 12,
      postage: 0,
      totalAmount: 50,
      amountDue: 50,
      email: 'jana@example.sk',
      items: [],
      vouchers: [],
      giftVouchers: [
        {
          id: 3,
          value: 50,
          recipientName: 'Eva',
          message: null,
          sendTo: null,
          sendOn: null,
          sentAt: null,
          code: null,
          validUntil: null,
          state: 'OBJEDNANA',
          stateLabel: 'Čaká na platbu',
        },
      ],
    }),
  'GET /api/orders/12/payment': () =>
    json({ orderNumber: 52, amount: 50, iban: 'SK3112000000198742637541', variableSymbol: '52' }),
};

const page = async () => {
  const result = renderApp('/darcekova-poukazka', { routes });
  await screen.findByRole('heading', { name: 'Darčeková poukážka', level: 1 });
  // The form is named apart from the page, so a screen reader's list of headings tells them apart.
  expect(screen.getByRole('form', { name: 'Vaša poukážka' })).toBeInTheDocument();
  return result;
};

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const addToBasket = () => userEvent.click(screen.getByRole('button', { name: 'Pridať do košíka' }));
const storedVouchers = () => JSON.parse(localStorage.getItem(GIFT_VOUCHERS_KEY) ?? '[]') as unknown;

describe('/darcekova-poukazka', () => {
  it('is linked from the main menu', async () => {
    renderApp('/kosik', { routes });
    const nav = await screen.findByRole('navigation', { name: /navigácia|menu/i });
    expect(within(nav).getByRole('link', { name: 'Darčeková poukážka' })).toHaveAttribute(
      'href',
      '/darcekova-poukazka',
    );
  });

  it('asks for the recipient, in the shop’s words, before anything goes into the basket', async () => {
    await page();
    await addToBasket();
    expect(await screen.findByText('Zadajte meno obdarovaného.')).toBeVisible();
    expect(field(/Meno obdarovaného/)).toHaveAccessibleDescription('Zadajte meno obdarovaného.');
    expect(field(/Meno obdarovaného/)).toHaveAttribute('aria-invalid', 'true');
    expect(storedVouchers()).toEqual([]);
    await userEvent.type(field(/Meno obdarovaného/), 'x'.repeat(61));
    expect(await screen.findByText('Toto pole môže mať najviac 60 znakov.')).toBeVisible();
  });

  it.each([['5'], ['501'], ['25,5'], ['']])(
    'takes an own value in whole euros from 10 € to 500 € only (%j refused)',
    async (typed) => {
      await page();
      await userEvent.click(screen.getByRole('radio', { name: 'Iná suma' }));
      if (typed) await userEvent.type(field(/Iná suma v eurách/), typed);
      await userEvent.type(field(/Meno obdarovaného/), 'Eva');
      await addToBasket();
      expect(await screen.findByText('Zadajte sumu od 10 do 500 € v celých eurách.')).toBeVisible();
      expect(storedVouchers()).toEqual([]);
    },
  );

  it('mailed to the recipient, needs their address and a day from today to a year ahead', async () => {
    await page();
    await userEvent.type(field(/Meno obdarovaného/), 'Eva');
    await userEvent.click(screen.getByRole('radio', { name: 'Poslať e-mailom obdarovanému' }));
    const day = screen.getByLabelText(/Dátum odoslania/);
    expect(day).toHaveValue(shopDay());
    fireEvent.change(day, { target: { value: addDays(shopDay(), 400) } });
    await addToBasket();
    expect(await screen.findByText('Zadajte e-mail obdarovaného.')).toBeVisible();
    expect(screen.getByText('Dátum odoslania môže byť od dnes najviac o rok.')).toBeVisible();
    await userEvent.type(field(/E-mail obdarovaného/), 'eva@');
    expect(
      await screen.findByText('Zadajte platnú e-mailovú adresu, napríklad jana@example.sk.'),
    ).toBeVisible();
  });

  it('draws the voucher as it is filled in, and puts it into the basket, counted in the header', async () => {
    await page();
    await userEvent.click(screen.getByRole('radio', { name: '100 €' }));
    expect(screen.getByRole('radio', { name: '100 €' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.type(field(/Meno obdarovaného/), 'Eva');
    await userEvent.type(field(/Venovanie/), 'Všetko najlepšie!');
    const card = screen.getByTestId('voucher-card');
    expect(card).toHaveTextContent('100,00 €');
    expect(card).toHaveTextContent('pre Eva');
    expect(card).toHaveTextContent('„Všetko najlepšie!“');
    expect(screen.getByText('17 / 300 znakov')).toBeVisible();
    await addToBasket();
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/kosik'));
    expect(storedVouchers()).toEqual([
      {
        value: 100,
        recipientName: 'Eva',
        message: 'Všetko najlepšie!',
        sendTo: null,
        sendOn: null,
      },
    ]);
    expect(await screen.findByRole('link', { name: 'Košík, 1 položka' })).toBeVisible();
    expect(
      await screen.findByRole('article', { name: /^Darčeková poukážka 100,00\s€ pre Eva$/ }),
    ).toBeVisible();
  });

  it('ordered at once, asks no hand-over and sends the voucher alone', async () => {
    const { requests } = await page();
    await userEvent.type(field(/Meno obdarovaného/), 'Eva');
    await userEvent.click(screen.getByRole('radio', { name: 'Poslať e-mailom obdarovanému' }));
    await userEvent.type(field(/E-mail obdarovaného/), 'eva@example.sk');
    await userEvent.click(screen.getByRole('button', { name: 'Objednať teraz' }));
    expect(
      await screen.findByRole('heading', { name: 'Objednávka darčekovej poukážky' }),
    ).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'Doručenie kuriérom' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('textbox', { name: /Kód darčekovej poukážky/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByTestId('basket-totals')).toHaveTextContent('Darčekové poukážky50,00 €');
    expect(screen.getByTestId('basket-totals')).not.toHaveTextContent('Poštovné');
    // Nothing is made of a photo nor picked up: neither the exception nor the pick-up is told.
    expect(screen.queryByText(/Výrobok z vašej vlastnej fotografie/)).not.toBeInTheDocument();
    expect(screen.queryByText(/osobn(ý|om) odber/)).not.toBeInTheDocument();
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Odoslať objednávku' }));
    expect(await screen.findByRole('heading', { name: 'Ďakujeme za objednávku!' })).toBeVisible();
    const order = requests.find((r) => r.url.pathname === '/api/orders')?.body;
    expect(order).toMatchObject({
      email: 'jana@example.sk',
      handoverMethod: 'OSOBNY_ODBER',
      giftVouchers: [
        { value: 50, recipientName: 'Eva', sendTo: 'eva@example.sk', sendOn: shopDay() },
      ],
    });
    expect(order).not.toHaveProperty('items');
    expect(order).not.toHaveProperty('voucherCodes');
    const bought = await screen.findByRole('region', { name: 'Objednané darčekové poukážky' });
    expect(bought).toHaveTextContent('50,00 € pre Eva');
    expect(bought).toHaveTextContent('Čaká na platbu');
    expect(
      screen.getByText(/Darčekové poukážky pošleme e-mailom hneď po jej úhrade\.$/),
    ).toBeVisible();
    expect(screen.queryByText(/Obraz vyrobíme|o výrobe a odoslaní/)).not.toBeInTheDocument();
  });
});
