import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, USER } from '../../../../test/support/accounts';
import { json } from '../../../../test/support/fake-server';
import { backOfficeOrder, openBackOfficeOrder } from '../../../../test/support/orders';

const ORDER = backOfficeOrder({
  status: 'ODOSLANA',
  handoverMethod: 'VYDAJNE_MIESTO',
  postage: 3.9,
});

const open = (packet: unknown, account = ADMIN) =>
  openBackOfficeOrder(ORDER, {
    account,
    routes: {
      'GET /api/orders/5/packet': () => json({ packet }),
      'POST /api/orders/5/packet': () => json({ packet }, { status: 202 }),
      'PUT /api/orders/5/packet': () => json({ packet }),
    },
  });

const TO_CHECK = {
  state: 'TO_CHECK',
  stateLabel: 'Na kontrolu',
  barcode: null,
  barcodeText: null,
  trackingUrl: null,
  packetId: null,
  lastError: 'Packeta neodpovedala s istotou (timed out); zásielka mohla vzniknúť.',
  attempts: 1,
};

describe("the order's Packeta packet (back-office)", () => {
  it('a doubtful attempt: the reason, a new attempt only after checking, or the packet found', async () => {
    const { requests } = open(TO_CHECK);
    const panel = await screen.findByRole('region', { name: 'Zásielka Packeta' });
    expect(await within(panel).findByText('Na kontrolu')).toBeInTheDocument();
    expect(within(panel).getByText(/zásielka mohla vzniknúť/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Vytlačiť štítok/ })).toBeNull();

    fireEvent.click(
      within(panel).getByRole('button', { name: 'V Packete nie je, vytvoriť znova' }),
    );
    await waitFor(() =>
      expect(
        requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/orders/5/packet'),
      ).toBe(true),
    );
    const post = requests.find(
      (r) => r.method === 'POST' && r.url.pathname === '/api/orders/5/packet',
    )!;
    expect(post.body).toEqual({ checked: true });

    fireEvent.click(within(panel).getByRole('button', { name: 'Zadať zásielku z Packety' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zásielka nájdená v Packete' });
    fireEvent.change(within(dialog).getByLabelText(/Číslo zásielky/), {
      target: { value: '4000000001' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Čiarový kód/), {
      target: { value: 'Z4000000001' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zadať zásielku z Packety' }));
    await waitFor(() =>
      expect(
        requests.some((r) => r.method === 'PUT' && r.url.pathname === '/api/orders/5/packet'),
      ).toBe(true),
    );
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({ packetId: '4000000001', barcode: 'Z4000000001' });
  });

  it('a created packet: its number, the tracking link and the labels to print', async () => {
    open({
      state: 'CREATED',
      stateLabel: 'Vytvorená',
      barcode: 'Z1234567890',
      barcodeText: 'Z 123 4567 890',
      trackingUrl: 'https://tracking.packeta.com/sk/?id=Z1234567890',
      packetId: '1234567890',
      lastError: null,
    });
    const panel = await screen.findByRole('region', { name: 'Zásielka Packeta' });
    expect(await within(panel).findByText('Číslo zásielky: Z 123 4567 890')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Sledovať zásielku' })).toHaveAttribute(
      'href',
      'https://tracking.packeta.com/sk/?id=Z1234567890',
    );
    expect(within(panel).getByRole('button', { name: 'Vytlačiť štítok A6' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Vytlačiť štítok A4' })).toBeEnabled();
    expect(within(panel).queryByRole('button', { name: 'Vytvoriť zásielku' })).toBeNull();
  });

  it("after 'Odoslaná' the panel shows the packet the dispatch queued, without a reload", async () => {
    let status = 'VO_VYROBE';
    const queued = { ...TO_CHECK, state: 'TO_CREATE', stateLabel: 'Čaká na vytvorenie' };
    openBackOfficeOrder(ORDER, {
      routes: {
        'GET /api/orders/5': () => json({ ...ORDER, status }),
        'GET /api/orders/5/packet': () =>
          json({ packet: status === 'ODOSLANA' ? { ...queued, lastError: null } : null }),
        'POST /api/orders/5/status': () => {
          status = 'ODOSLANA';
          return json({ ...ORDER, status });
        },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Zásielka Packeta' });
    expect(await within(panel).findByRole('button', { name: 'Vytvoriť zásielku' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Zmeniť na: Odoslaná' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zmeniť stav' }));
    expect(await within(panel).findByText('Čaká na vytvorenie')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Vytvoriť zásielku' })).toBeNull();
  });

  it('the customer sees the state and the link, no actions', async () => {
    open(
      {
        state: 'READY_FOR_PICKUP',
        stateLabel: 'Pripravená na vyzdvihnutie',
        barcode: 'Z1234567890',
        barcodeText: 'Z 123 4567 890',
        trackingUrl: 'https://tracking.packeta.com/sk/?id=Z1234567890',
      },
      USER,
    );
    const panel = await screen.findByRole('region', { name: 'Zásielka Packeta' });
    expect(await within(panel).findByText('Pripravená na vyzdvihnutie')).toBeInTheDocument();
    expect(within(panel).queryAllByRole('button')).toHaveLength(0);
  });
});
