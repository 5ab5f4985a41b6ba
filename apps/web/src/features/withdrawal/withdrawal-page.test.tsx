import type { WithdrawableOrder, WithdrawableVoucher, WithdrawalReceipt } from '@fotoobraz/domain';
import { WITHDRAWAL_WORDING } from '@fotoobraz/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER } from '../../../test/support/accounts';
import { json, problem, type Handler } from '../../../test/support/fake-server';
import { formUser } from '../../../test/support/form-helpers';
import { renderApp } from '../../../test/support/render-app';
import { posts } from '../../../test/support/requests';
import { NOT_RECEIVED } from '../../../test/support/withdrawals';

const JANA = { ...USER, email: 'jana@example.sk' };
const LOOKUP = 'POST /api/withdrawals/lookup';
const WITHDRAW = 'POST /api/withdrawals';

const line = (
  craftedProductId: number,
  position: number,
  ownPhoto: boolean,
  withdrawnAt: string | null = null,
) => ({
  craftedProductId,
  position,
  title: ownPhoto
    ? 'Fotografia v ráme 40 × 30 cm'
    : `Edícia ${withdrawnAt ? 'Jazero' : 'Tatry'}, plátno 60 × 40 cm`,
  copies: 1,
  priceCents: ownPhoto ? 4590 : 8900,
  withdrawable: !ownPhoto,
  reason: ownPhoto ? ('OWN_PHOTO' as const) : ('EDITION' as const),
  wording: ownPhoto ? WITHDRAWAL_WORDING.OWN_PHOTO : WITHDRAWAL_WORDING.EDITION,
  withdrawnAt,
});

const ORDER: WithdrawableOrder = {
  orderNumber: '2026000123',
  orderDate: '2026-11-20T10:15:00Z',
  buyerName: 'Jana Nováková',
  companyBuyer: false,
  period: { state: 'OPEN', receivedOn: '2026-11-23', lastDay: '2026-12-07' },
  lines: [line(71, 1, false), line(72, 2, true), line(73, 3, false, '2026-11-24T08:00:00Z')],
  giftVouchers: [],
};

const USED =
  'Poukážkou sa už platilo: od zmluvy o použitej poukážke odstúpiť nemožno, jej zostatok platí ďalej.';

/** Eva's 50 € voucher, bought with the order, issued on 2 November: withdrawable. */
const voucher = (over: Partial<WithdrawableVoucher> = {}): WithdrawableVoucher => ({
  id: 5,
  code: '••••-••••-••••-PQRS',
  valueCents: 5000,
  recipientName: 'Eva',
  withdrawable: true,
  refusal: null,
  lastDay: '2026-11-16',
  withdrawnAt: null,
  ...over,
});

const RECEIPT: WithdrawalReceipt = {
  id: 5,
  orderId: 9,
  orderNumber: ORDER.orderNumber,
  submittedAt: '2026-11-25T13:42:00Z',
  name: 'Jana Nováková',
  email: 'jana@example.sk',
  reason: null,
  state: 'NAHLASENE',
  lines: [{ craftedProductId: 71, position: 1, title: ORDER.lines[0]!.title, priceCents: 8900 }],
  giftVouchers: [],
  ...NOT_RECEIVED,
  acknowledgementUrl: '/api/withdrawals/5/acknowledgement?signature=abc',
};

/** What Jana finds her order with: its number and her e-mail. */
const JANAS_LOOKUP = { orderNumber: ORDER.orderNumber, email: JANA.email };

/** The heading of the step just shown, once the focus has moved to it. */
const focusedHeading = async (name: string) => {
  const heading = await screen.findByRole('heading', { name });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
};

const open = async (routes: Record<string, Handler>) => {
  const app = renderApp('/odstupenie-od-zmluvy', { routes });
  await screen.findByRole('heading', { level: 1, name: 'Odstúpiť od zmluvy' });
  return app;
};

const lookUp = async (number = '2026000123', email = 'jana@example.sk') => {
  const { fill, press } = formUser();
  await fill(/^Číslo objednávky/, number);
  await fill(/^E-mail/, email);
  await press('Pokračovať');
};

describe('/odstupenie-od-zmluvy', () => {
  it('checks the fields before asking the server', async () => {
    const { requests } = await open({ [LOOKUP]: () => json(ORDER) });
    await lookUp('12a', 'jana@');
    expect(
      screen.getByText(
        'Zadajte číslo objednávky číslicami, ako ho uvádza e-mail s potvrdením objednávky.',
      ),
    ).toBeInTheDocument();
    expect(posts(requests, '/api/withdrawals/lookup')).toHaveLength(0);
  });

  it('says alike for a wrong number or e-mail, in the page, not only in a toast', async () => {
    await open({ [LOOKUP]: () => problem(404, 'error.http.404') });
    await lookUp();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Objednávku s týmto číslom a e-mailom sme nenašli.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Odstúpiť od zmluvy');
  });

  it('offers only the lines that allow it, words each, and withdraws the chosen ones', async () => {
    const { requests } = await open({
      [LOOKUP]: () => json(ORDER),
      [WITHDRAW]: () => json(RECEIPT, { status: 201 }),
    });
    await lookUp(' 2026 000123 ');
    await focusedHeading('Objednávka č. 2026000123');
    expect(posts(requests, '/api/withdrawals/lookup')[0]!.body).toEqual(JANAS_LOOKUP);
    expect(screen.getByText('Lehota na odstúpenie plynie do 7. 12. 2026')).toBeInTheDocument();

    const edition = screen.getByRole('checkbox', { name: /^Edícia Tatry.*89,00/ });
    const own = screen.getByRole('checkbox', { name: /^Fotografia v ráme/ });
    const withdrawn = screen.getByRole('checkbox', { name: /^Edícia Jazero/ });
    expect(edition).toBeChecked();
    expect(edition).toBeEnabled();
    expect(edition).toHaveAccessibleDescription(WITHDRAWAL_WORDING.EDITION);
    expect(own).toBeDisabled();
    expect(own).not.toBeChecked();
    expect(own).toHaveAccessibleDescription(WITHDRAWAL_WORDING.OWN_PHOTO);
    expect(withdrawn).toBeDisabled();
    expect(withdrawn).toHaveAccessibleDescription('Odstúpené 24. 11. 2026');
    expect(screen.getByLabelText('Meno a priezvisko')).toHaveValue('Jana Nováková');

    const { fill, press } = formUser();
    await fill('Dôvod (nepovinné)', 'Farby nesedia do obývačky.');
    await press('Potvrdiť odstúpenie');
    await focusedHeading('Odstúpenie od zmluvy sme prijali');
    expect(posts(requests, '/api/withdrawals')[0]!.body).toEqual({
      ...JANAS_LOOKUP,
      lines: [71],
      reason: 'Farby nesedia do obývačky.',
      name: 'Jana Nováková',
    });
    expect(
      screen.getByText(
        'Odstúpenie od zmluvy k objednávke č. 2026000123 sme prijali 25. 11. 2026 o 14:42.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Potvrdenie sme vám poslali e-mailom.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stiahnuť potvrdenie (PDF)' })).toHaveAttribute(
      'href',
      RECEIPT.acknowledgementUrl,
    );
  });

  it('offers the bought gift vouchers below the pieces, one used disabled with why, and withdraws one', async () => {
    const used = voucher({
      id: 6,
      code: '••••-••••-••••-WXYZ',
      recipientName: 'Ivan',
      withdrawable: false,
      refusal: USED,
    });
    const { requests } = await open({
      [LOOKUP]: () => json({ ...ORDER, giftVouchers: [voucher(), used] }),
      [WITHDRAW]: () =>
        json(
          {
            ...RECEIPT,
            lines: [],
            giftVouchers: [{ id: 5, code: '••••-••••-••••-PQRS', valueCents: 5000 }],
          },
          { status: 201 },
        ),
    });
    await lookUp();
    await focusedHeading('Objednávka č. 2026000123');
    const eva = screen.getByRole('checkbox', {
      name: /^Darčeková poukážka ••••-••••-••••-PQRS \(Eva\), 50,00/,
    });
    // Beside pieces a voucher is not chosen for the customer: withdrawn, it is blocked at once.
    expect(eva).toBeEnabled();
    expect(eva).not.toBeChecked();
    expect(eva).toHaveAccessibleDescription(/^Odstúpiť môžete do 16\.\s11\.\s2026/);
    const ivan = screen.getByRole('checkbox', { name: /\(Ivan\)/ });
    expect(ivan).toBeDisabled();
    expect(ivan).toHaveAccessibleDescription(USED);

    const { user, press } = formUser();
    await user.click(screen.getByRole('checkbox', { name: /^Edícia Tatry/ }));
    await user.click(eva);
    await press('Potvrdiť odstúpenie');
    await focusedHeading('Odstúpenie od zmluvy sme prijali');
    expect(posts(requests, '/api/withdrawals')[0]!.body).toEqual({
      ...JANAS_LOOKUP,
      giftVouchers: [5],
      name: 'Jana Nováková',
    });
    const withdrawn = screen.getByRole('list', {
      name: 'Darčekové poukážky, od ktorých ste odstúpili',
    });
    expect(within(withdrawn).getByRole('listitem')).toHaveTextContent(
      /^Darčeková poukážka ••••-••••-••••-PQRS, 50,00/,
    );
    expect(screen.getByText(/^Poukážku sme zablokovali/)).toBeInTheDocument();
    expect(screen.queryByText(/^Tovar nám, prosím, pošlite späť/)).toBeNull();
  });

  it('offers an order of vouchers alone without a period of pieces, and says why one is refused', async () => {
    const detail = 'Od tejto poukážky už bolo odstúpené.';
    const { requests } = await open({
      [LOOKUP]: () =>
        json({ ...ORDER, period: { state: 'NOT_RECEIVED' }, lines: [], giftVouchers: [voucher()] }),
      [WITHDRAW]: () => problem(409, 'error.giftvoucher.withdrawn', { detail }),
    });
    await lookUp();
    await focusedHeading('Objednávka č. 2026000123');
    expect(screen.queryByText('Lehota začne plynúť dňom prevzatia tovaru')).toBeNull();
    expect(screen.getByRole('checkbox', { name: /^Darčeková poukážka/ })).toBeChecked();
    await formUser().press('Potvrdiť odstúpenie');
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(posts(requests, '/api/withdrawals')[0]!.body).toMatchObject({ giftVouchers: [5] });
  });

  it('asks for a line when none is chosen', async () => {
    const { requests } = await open({ [LOOKUP]: () => json(ORDER) });
    await lookUp();
    const { user, press } = formUser();
    await user.click(await screen.findByRole('checkbox', { name: /^Edícia Tatry.*89,00/ }));
    await press('Potvrdiť odstúpenie');
    expect(screen.getByText('Vyberte aspoň jednu položku.')).toBeInTheDocument();
    expect(posts(requests, '/api/withdrawals')).toHaveLength(0);
  });

  it("shows the server's Slovak sentence of a refusal", async () => {
    const detail = 'Lehota na odstúpenie od zmluvy uplynula 7. 12. 2026.';
    await open({
      [LOOKUP]: () => json(ORDER),
      [WITHDRAW]: () => problem(400, 'error.withdrawal.expired', { detail }),
    });
    await lookUp();
    await formUser().press('Potvrdiť odstúpenie');
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
  });

  it('tells a company it has no right of withdrawal, with nothing to confirm', async () => {
    await open({
      [LOOKUP]: () =>
        json({
          ...ORDER,
          companyBuyer: true,
          lines: ORDER.lines.map((l) => ({
            ...l,
            withdrawable: false,
            reason: 'COMPANY_BUYER',
            wording: WITHDRAWAL_WORDING.COMPANY_BUYER,
          })),
        }),
    });
    await lookUp();
    expect(
      await screen.findByText(/Právo odstúpiť od zmluvy má podľa zákona len spotrebiteľ/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Potvrdiť odstúpenie' })).not.toBeInTheDocument();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });

  it('says when the period has not begun yet', async () => {
    await open({ [LOOKUP]: () => json({ ...ORDER, period: { state: 'NOT_RECEIVED' } }) });
    await lookUp();
    expect(
      await screen.findByText('Lehota začne plynúť dňom prevzatia tovaru'),
    ).toBeInTheDocument();
  });

  it('looks up the order of the link at once for a signed-in customer', async () => {
    const { requests } = renderApp('/odstupenie-od-zmluvy?objednavka=2026000123', {
      account: JANA,
      routes: { [LOOKUP]: () => json(ORDER) },
    });
    await screen.findByRole('heading', { name: 'Objednávka č. 2026000123' });
    expect(posts(requests, '/api/withdrawals/lookup')[0]!.body).toEqual(JANAS_LOOKUP);
  });

  it("opens the order of a mail's signed link without asking for the e-mail, and withdraws with it", async () => {
    const token = '1834567890.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
    const { requests } = renderApp(`/odstupenie-od-zmluvy?objednavka=2026000123&podpis=${token}`, {
      routes: {
        [LOOKUP]: () => json(ORDER),
        [WITHDRAW]: () => json(RECEIPT, { status: 201 }),
      },
    });
    await focusedHeading('Objednávka č. 2026000123');
    expect(screen.queryByLabelText(/^E-mail/)).toBeNull();
    const signed = { orderNumber: '2026000123', token };
    expect(posts(requests, '/api/withdrawals/lookup')[0]!.body).toEqual(signed);
    await formUser().press('Potvrdiť odstúpenie');
    await focusedHeading('Odstúpenie od zmluvy sme prijali');
    expect(posts(requests, '/api/withdrawals')[0]!.body).toEqual({
      ...signed,
      lines: [71],
      name: 'Jana Nováková',
    });
  });

  it('asks for the number and e-mail when a signed link does not hold', async () => {
    renderApp('/odstupenie-od-zmluvy?objednavka=2026000123&podpis=1.zly', {
      routes: { [LOOKUP]: () => problem(404, 'error.http.404') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Objednávku s týmto číslom a e-mailom sme nenašli.',
    );
    expect(screen.getByLabelText(/^Číslo objednávky/)).toHaveValue('2026000123');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('');
  });

  it('is linked from the footer of every page', async () => {
    renderApp('/obchodne-podmienky');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Odstúpiť od zmluvy' })).toHaveAttribute(
      'href',
      '/odstupenie-od-zmluvy',
    );
  });
});
