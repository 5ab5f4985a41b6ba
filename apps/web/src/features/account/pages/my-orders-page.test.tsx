import { WITHDRAWAL_WORDING } from '@fotoobraz/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ADMIN, USER } from '../../../../test/support/accounts';
import { json, problem, type FakeRequest } from '../../../../test/support/fake-server';
import { renderApp } from '../../../../test/support/render-app';
import { orderLine } from '../../../../test/support/orders';

const order = (id: number, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  orderDate: '2026-03-05T08:07:09Z',
  status,
  totalAmount: 116.25,
  postage: 4.9,
  invoiceNumber: `2026-00000${id}`,
  variableSymbol: String(id + 40),
  craftedProduct: {
    id: id + 40,
    text1: 'Fotografia s paspartou a rámom, 50 × 40 cm, 1 ks, 111,35 €',
    text3: 'Fotografia s paspartou a rámom',
    previewThumbContentType: 'image/jpeg',
  },
  ...extra,
});

const PAYMENT = {
  invoiceNumber: '2026-000001',
  beneficiary: 'Fotoobraz s.r.o.',
  iban: 'SK3112000000198742637541',
  amountText: '116,25\u00a0€',
  variableSymbol: '41',
  dueDate: '2026-03-12T08:07:09Z',
  qrPng: 'iVBORw0KGgo=',
};

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);

const routes = (orders: unknown[]) => ({
  'GET /api/orders': () => json(orders, { headers: { 'X-Total-Count': String(orders.length) } }),
  'GET /api/orders/1/payment': () => json(PAYMENT),
  'GET /api/crafted-products/41/previewThumb': () =>
    new Response(JPEG, { headers: { 'Content-Type': 'image/jpeg' } }),
  'GET /api/orders/1/proforma': () =>
    new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="zalohova-faktura-2026-000001.pdf"',
      },
    }),
});

/** The value a description list gives for a label. */
const factOf = (container: HTMLElement, label: string) =>
  within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const listRequests = (requests: FakeRequest[]) =>
  requests.filter((r) => r.url.pathname === '/api/orders');

/** The first line of the orders with several. */
const CANVAS = { id: 41, text1: 'Fotoobraz na plátne, 45 × 30 cm, 1 ks, 30,50 €' };

describe('/account/orders (my orders, beyond the spec)', () => {
  it("asks for the signed-in user's own orders, newest first", async () => {
    const { requests } = renderApp('/account/orders', { account: ADMIN, routes: routes([]) });
    await screen.findByRole('heading', { name: 'Moje objednávky' });
    await waitFor(() => expect(listRequests(requests)).toHaveLength(1));
    const query = listRequests(requests)[0]!.url.searchParams;
    // An administrator too sees only their own here, not the whole shop's.
    expect(query.get('usrid.equals')).toBe(String(ADMIN.id));
    expect(query.get('sort')).toBe('orderDate,desc');
  });

  it('an unpaid order: preview, status, date, total, invoice and the payment details with the QR', async () => {
    renderApp('/account/orders', { account: USER, routes: routes([order(1, 'POTVRDENA')]) });
    const card = await screen.findByRole('article', { name: 'Objednávka č. 41' });
    const inCard = within(card);
    expect(inCard.getByText('Potvrdená')).toBeInTheDocument();
    expect(inCard.getByText(/Fotografia s paspartou a rámom, 50 × 40 cm/)).toBeInTheDocument();
    expect(factOf(card, 'Objednané')).toMatch(/^5\.\s3\.\s2026 \d\d:07$/);
    expect(factOf(card, 'Spolu na úhradu')).toBe('116,25\u00a0€');
    expect(factOf(card, 'Poštovné')).toBe('4,90\u00a0€');
    expect(factOf(card, 'Zálohová faktúra')).toBe('2026-000001');
    expect(await inCard.findByRole('img', { name: 'Náhľad objednávky č. 41' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/jpeg;base64,/),
    );
    const payment = inCard.getByRole('region', { name: 'Čaká na úhradu' });
    expect(await within(payment).findByText('SK31 1200 0000 1987 4263 7541')).toBeInTheDocument();
    expect(factOf(payment, 'Suma')).toBe('116,25\u00a0€');
    expect(factOf(payment, 'Variabilný symbol')).toBe('41');
    expect(factOf(payment, 'Splatnosť')).toBe('12.\u00a03.\u00a02026');
    expect(
      within(payment).getByRole('img', {
        name: 'QR kód PAY by square na úhradu objednávky č. 41',
      }),
    ).toHaveAttribute('src', `data:image/png;base64,${PAYMENT.qrPng}`);
  });

  it('shows the gift vouchers spent on an order and those it bought, with where each goes', async () => {
    const paid = order(1, 'ZAPLATENA', {
      vouchers: [{ code: '••••-••••-••••-PQRS', amount: 42 }],
      giftVouchers: [
        {
          id: 3,
          value: 30,
          recipientName: 'Eva',
          message: null,
          sendTo: 'eva@example.sk',
          sendOn: '2026-12-24',
          sentAt: null,
          code: '••••-••••-••••-WXYZ',
          validUntil: '2029-12-07',
          state: 'PLATNA',
          stateLabel: 'Platná',
        },
      ],
    });
    renderApp('/account/orders', { account: USER, routes: routes([paid]) });
    const card = await screen.findByRole('article', { name: 'Objednávka č. 41' });
    const spent = within(card).getByRole('region', { name: 'Uhradené darčekovými poukážkami' });
    expect(spent).toHaveTextContent('Poukážka ••••-••••-••••-PQRS');
    expect(spent).toHaveTextContent('−42,00 €');
    const bought = within(card).getByRole('region', { name: 'Objednané darčekové poukážky' });
    expect(bought).toHaveTextContent('30,00 € pre Eva');
    expect(bought).toHaveTextContent('Platná');
    expect(bought).toHaveTextContent('Pošleme ju na eva@example.sk dňa 24. 12. 2026.');
  });

  it('a paid order shows its status and no payment details', async () => {
    const { requests } = renderApp('/account/orders', {
      account: USER,
      routes: routes([order(2, 'ZAPLATENA', { variableSymbol: '42' })]),
    });
    const card = await screen.findByRole('article', { name: 'Objednávka č. 42' });
    expect(within(card).getByText('Zaplatená')).toBeInTheDocument();
    expect(within(card).queryByRole('region', { name: 'Čaká na úhradu' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname.endsWith('/payment'))).toBe(false);
  });

  describe("'Zaplatiť kartou'", () => {
    const STRIPE_PAGE = 'https://checkout.stripe.com/c/pay/cs_test_7';
    const realLocation = window.location;
    let leftFor: ReturnType<typeof vi.fn>;
    const leaveFor = () => {
      leftFor = vi.fn();
      Object.defineProperty(window, 'location', {
        configurable: true,
        value: { ...realLocation, assign: leftFor },
      });
      onTestFinished(() => {
        Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
      });
    };
    const PAY = { name: 'Zaplatiť kartou – objednávka č. 41' };
    const cardPayments = (requests: FakeRequest[]) =>
      requests.filter((r) => r.url.pathname === '/api/orders/1/card-payment');

    it('an unpaid card order goes to a fresh payment page, the transfer still shown', async () => {
      leaveFor();
      const { requests } = renderApp('/account/orders', {
        account: USER,
        routes: {
          ...routes([order(1, 'POTVRDENA', { paymentMethod: 'KARTA' })]),
          'POST /api/orders/1/card-payment': () => json({ checkoutUrl: STRIPE_PAGE }),
        },
      });
      const card = await screen.findByRole('article', { name: 'Objednávka č. 41' });
      expect(within(card).getByRole('region', { name: 'Čaká na úhradu' })).toBeVisible();
      await userEvent.click(within(card).getByRole('button', PAY));
      await waitFor(() => expect(leftFor).toHaveBeenCalledWith(STRIPE_PAGE));
      expect(cardPayments(requests)).toHaveLength(1);
    });

    it('a gateway that does not answer: stays, and says so', async () => {
      leaveFor();
      renderApp('/account/orders', {
        account: USER,
        routes: {
          ...routes([order(1, 'POTVRDENA', { paymentMethod: 'KARTA' })]),
          'POST /api/orders/1/card-payment': () => problem(502, 'error.cardpayment.gateway'),
        },
      });
      await userEvent.click(await screen.findByRole('button', PAY));
      expect(await screen.findByText(/^Platobnú bránu sa teraz nepodarilo otvoriť/)).toBeVisible();
      expect(leftFor).not.toHaveBeenCalled();
      expect(screen.getByRole('button', PAY)).toBeEnabled();
    });

    it.each([
      ['a transfer order', order(1, 'POTVRDENA', { paymentMethod: 'PREVOD' })],
      ['a paid card order', order(1, 'ZAPLATENA', { paymentMethod: 'KARTA' })],
    ])('is not offered for %s', async (_case, shown) => {
      renderApp('/account/orders', { account: USER, routes: routes([shown]) });
      await screen.findByRole('article', { name: 'Objednávka č. 41' });
      expect(screen.queryByRole('button', { name: /Zaplatiť kartou/ })).not.toBeInTheDocument();
    });
  });

  it('tells the promised dispatch day until the order is sent', async () => {
    renderApp('/account/orders', {
      account: USER,
      routes: routes([
        order(2, 'ZAPLATENA', { variableSymbol: '42', dispatchDate: '2026-12-07' }),
        order(3, 'ODOSLANA', { variableSymbol: '43', dispatchDate: '2026-12-04' }),
      ]),
    });
    const paid = await screen.findByRole('article', { name: 'Objednávka č. 42' });
    expect(factOf(paid, 'Odošleme do')).toBe('pondelka 7. 12. 2026');
    const sent = screen.getByRole('article', { name: 'Objednávka č. 43' });
    expect(within(sent).queryByText('Odošleme do')).not.toBeInTheDocument();
  });

  it('downloads the pro-forma invoice again, with the bearer token', async () => {
    // jsdom has no object URLs; the browser test downloads the real file.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const { requests } = renderApp('/account/orders', {
      account: USER,
      routes: routes([order(1, 'POTVRDENA')]),
    });
    const card = await screen.findByRole('article', { name: 'Objednávka č. 41' });
    await userEvent
      .setup()
      .click(within(card).getByRole('button', { name: 'Zálohová faktúra (PDF)' }));
    await waitFor(() => expect(clicked).toEqual(['zalohova-faktura-2026-000001.pdf']));
    const pdf = requests.find((r) => r.url.pathname === '/api/orders/1/proforma');
    expect(pdf?.headers.get('Authorization')).toBe('Bearer token-of-user');
  });

  it("a basket's order lists every line; 'Objednať znova' fills the basket and shows each price change", async () => {
    const lines = [
      orderLine(1, CANVAS, 30.5),
      orderLine(2, { id: 42, text1: 'Fotografia, 30 × 20 cm, 2 ks, 9,80 €' }, 9.8, { copies: 2 }),
    ];
    const basket = { items: [], count: 2, itemsTotal: 41.3, courierPostage: 4.9 };
    const { requests } = renderApp('/account/orders', {
      account: USER,
      routes: {
        ...routes([order(1, 'ZAPLATENA', { items: lines })]),
        'POST /api/orders/1/reorder': () =>
          json({
            basket,
            changes: [
              { itemId: 7, description: 'Fotoobraz na plátne', oldPrice: 30.5, newPrice: 31.5 },
            ],
          }),
      },
    });
    const card = await screen.findByRole('article', { name: 'Objednávka č. 41' });
    const list = within(card).getByRole('list', { name: 'Objednané produkty' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Fotoobraz na plátne, 45 × 30 cm, 1 ks, 30,50 €',
      'Fotografia, 30 × 20 cm, 2 ks, 9,80 €',
    ]);
    await userEvent.click(within(card).getByRole('button', { name: 'Objednať znova' }));
    const dialog = await screen.findByRole('dialog', { name: 'Produkty objednávky sú v košíku' });
    expect(within(dialog).getByTestId('price-changes').textContent).toBe(
      'Fotoobraz na plátne: 30,50\u00a0€ → 31,50\u00a0€',
    );
    expect(
      requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/orders/1/reorder'),
    ).toBe(true);
    // The header (behind the dialog) counts the basket the answer brought, without asking again.
    expect(
      screen.getByRole('link', { name: 'Košík, 2 položky', hidden: true }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Prejsť do košíka' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/kosik'));
  });

  it("every order words each line's withdrawal right and links the withdrawal", async () => {
    const lines = [
      orderLine(1, CANVAS, 30.5, { withdrawalReason: 'OWN_PHOTO' }),
      orderLine(2, { id: 42, text1: 'Edícia Tatry, 30 × 20 cm, 1 ks, 19,80 €' }, 19.8, {
        withdrawalReason: 'EDITION',
      }),
    ];
    const single = [{ ...lines[1], id: 3, craftedProduct: { id: 43 } }];
    renderApp('/account/orders', {
      account: USER,
      routes: routes([
        order(1, 'ZAPLATENA', { items: lines }),
        order(2, 'VYBAVENA', { variableSymbol: '2026000777', items: single }),
      ]),
    });
    const card = await screen.findByRole('article', { name: 'Objednávka č. 41' });
    const items = within(within(card).getByRole('list', { name: 'Objednané produkty' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      `Fotoobraz na plátne, 45 × 30 cm, 1 ks, 30,50 €${WITHDRAWAL_WORDING.OWN_PHOTO}`,
      `Edícia Tatry, 30 × 20 cm, 1 ks, 19,80 €${WITHDRAWAL_WORDING.EDITION}`,
    ]);
    expect(
      within(card).getByRole('link', { name: 'Odstúpiť od zmluvy – objednávka č. 41' }),
    ).toHaveAttribute('href', '/odstupenie-od-zmluvy?objednavka=41');
    const other = screen.getByRole('article', { name: 'Objednávka č. 2026000777' });
    expect(within(other).getByText(WITHDRAWAL_WORDING.EDITION)).toBeVisible();
    expect(within(other).getByRole('link', { name: /^Odstúpiť od zmluvy/ })).toHaveAttribute(
      'href',
      '/odstupenie-od-zmluvy?objednavka=2026000777',
    );
  });

  it('no orders yet: says so and leads to the wizard', async () => {
    renderApp('/account/orders', { account: USER, routes: routes([]) });
    expect(await screen.findByText('Zatiaľ tu nemáte žiadnu objednávku.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Objednať obraz' })).toHaveAttribute('href', '/');
  });

  it('a 401 (session expired): signed out, sign-in with login.error.unauthorized', async () => {
    renderApp('/account/orders', {
      account: USER,
      routes: { 'GET /api/orders': () => problem(401, 'error.http.401') },
    });
    expect(await screen.findByRole('dialog', { name: 'Prihlásenie' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Prihlásenie vypršalo alebo na túto akciu nemáte oprávnenie. Prihláste sa, prosím, znova.',
      ),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem('jhi-authenticationToken')).toBeNull();
  });

  it('is linked from the account menu of a signed-in user', async () => {
    renderApp('/', { account: USER, routes: routes([]) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'user' }));
    expect(screen.getByRole('menuitem', { name: 'Moje objednávky' })).toHaveAttribute(
      'href',
      '/account/orders',
    );
  });
});
