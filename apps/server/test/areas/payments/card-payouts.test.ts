import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankEntryView } from '@fotoobraz/domain';
import { TEST_DB } from '../../helpers/test-app.ts';
import { openCardShop, type CardOrder, type CardShop } from '../card-payments/card-shop.ts';
import { camt053 } from './camt053-fixture.ts';

/**
 * Stripe pays out its card payments net of its fees, in one transfer with no variable symbol:
 * the bank import recognises it, asks Stripe which payout it is and what it carried, and books
 * it against those payments, with Stripe's fees in the month's export as the shop's cost.
 */
describe(`Stripe's payouts in the bank import (${TEST_DB})`, () => {
  let shop: CardShop;
  let statements = 0;

  beforeAll(async () => {
    shop = await openCardShop('vyplaty');
  });
  afterAll(() => shop?.close());

  const paidByCard = async (): Promise<CardOrder> => {
    const order = await shop.placeByCard();
    expect((await shop.sendWebhook(shop.payByCard(order))).statusCode).toBe(200);
    return shop.orderOf(order);
  };

  /** A statement with Stripe's credit of `cents`, as the shop's bank shows it. */
  const importPayout = async (
    cents: number,
    bookingDate: string,
    remittance = 'STRIPE',
  ): Promise<BankEntryView> => {
    statements += 1;
    const id = `STRIPE-${statements}`;
    const imported = await shop.t.app.inject({
      method: 'POST',
      url: '/api/bank-statements',
      headers: { ...shop.admin, 'content-type': 'application/xml' },
      payload: camt053({
        id,
        entries: [
          {
            direction: 'CRDT',
            bookingDate,
            transactions: [
              {
                amount: (cents / 100).toFixed(2),
                ref: `${id}-1`,
                remittance,
                party: 'Stripe Technology Europe Ltd',
                partyIban: 'IE85CITI99005112345678',
              },
            ],
          },
        ],
      }),
    });
    expect(imported.statusCode, imported.body).toBe(201);
    await shop.t.app.cardPayoutWorker!.runOnce();
    return entryOf(imported.json<{ id: number }>().id);
  };

  const entryOf = async (statementId: number): Promise<BankEntryView> => {
    const res = await shop.t.app.inject({
      url: `/api/bank-statements/${statementId}`,
      headers: shop.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = res.json<{ entries: BankEntryView[] }>().entries;
    return entry;
  };

  const toReview = async (): Promise<BankEntryView[]> => {
    const res = await shop.t.app.inject({ url: '/api/bank-entries/review', headers: shop.admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ entries: BankEntryView[] }>().entries;
  };

  const payoutsCsv = async (month: string) => {
    const res = await shop.t.app.inject({
      url: `/api/accounting/${month}/card-payouts.csv`,
      headers: shop.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    return res.body
      .replace(/^\ufeff/, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split(';'));
  };

  const euros = (cell: string) => Math.round(Number(cell.replace(',', '.')) * 100);

  it('books a payout against the card payments it carries, and lists Stripe’s fees as the shop’s cost', async () => {
    const [first, second] = [await paidByCard(), await paidByCard()];
    const payout = shop.stripe.payOut('2026-12-03', 150);
    const numbers = async (order: CardOrder) =>
      (await shop.documents(order)).map((d) => `${d.type} ${d.number}`);
    const documentsBefore = [await numbers(first), await numbers(second)];

    const entry = await importPayout(Number(payout.amount), '2026-12-03');

    expect(entry).toMatchObject({
      state: 'PAYOUT',
      reviewReason: null,
      orderId: null,
      resolvedBy: 'bankový import',
    });
    expect(entry.note).toContain(String(payout.id));
    expect(entry.note).toContain('platieb 2');
    expect((await toReview()).map((e) => e.id)).not.toContain(entry.id);
    // The payments were booked when paid: the payout moves no order and issues no document.
    for (const [n, order] of [first, second].entries()) {
      expect((await shop.orderOf(order)).status).toBe('ZAPLATENA');
      expect(await numbers(order)).toEqual(documentsBefore[n]);
    }

    const [header, ...rows] = await payoutsCsv('2026-12');
    expect(header).toEqual([
      'Dátum pripísania',
      'Výplata Stripe',
      'Druh',
      'Objednávka',
      'ID platby Stripe',
      'Suma',
      'Poplatok Stripe (náklad)',
      'Čistá suma',
    ]);
    const ofPayout = rows.filter((row) => row[1] === payout.id);
    expect(ofPayout.map((row) => [row[0], row[2], row[3]])).toEqual([
      ['03.12.2026', 'Platba kartou', first.variableSymbol],
      ['03.12.2026', 'Platba kartou', second.variableSymbol],
      ['03.12.2026', 'Poplatok Stripe', ''],
    ]);
    for (const [row, order] of [
      [ofPayout[0], first],
      [ofPayout[1], second],
    ] as const) {
      const cents = Math.round(order.totalAmount * 100);
      expect(row[4]).toBe(order.cardPaymentId);
      expect(euros(row[5])).toBe(cents);
      // Stripe's fee for a card of the EEA, as the stand-in charges it: 1.5 % + 0.25 €.
      expect(euros(row[6])).toBe(Math.round(cents * 0.015) + 25);
    }
    expect(euros(ofPayout[2][6])).toBe(150);
    // What the rows say reached the bank is what the bank says came.
    expect(ofPayout.reduce((sum, row) => sum + euros(row[7]), 0)).toBe(payout.amount);
    expect(await payoutsCsv('2026-11')).toHaveLength(1);
  });

  it('finds the payout the bank names by its id', async () => {
    await paidByCard();
    const payout = shop.stripe.payOut('2026-12-04');
    const entry = await importPayout(
      Number(payout.amount),
      '2026-12-07',
      `STRIPE ${String(payout.id)}`,
    );
    expect(entry.state).toBe('PAYOUT');
    expect(shop.stripe.requests.map((r) => r.path)).toContain(`/v1/payouts/${payout.id}`);
  });

  it('leaves a credit from Stripe that no unbooked payout explains to the owner, saying why', async () => {
    await paidByCard();
    const payout = shop.stripe.payOut('2026-12-05');
    const booked = await importPayout(Number(payout.amount), '2026-12-05');
    expect(booked.state).toBe('PAYOUT');

    // The same amount again, on another statement: the payout is booked once only.
    const again = await importPayout(Number(payout.amount), '2026-12-05');
    const unknown = await importPayout(1234, '2026-12-05');
    for (const entry of [again, unknown]) {
      expect(entry).toMatchObject({ state: 'REVIEW', reviewReason: 'PAYOUT', orderId: null });
      expect(entry.note).toMatch(/^Stripe nepozná nezaúčtovanú výplatu/);
    }
    expect((await toReview()).map((e) => e.id)).toEqual(
      expect.arrayContaining([again.id, unknown.id]),
    );
    const ignored = await shop.t.app.inject({
      method: 'POST',
      url: `/api/bank-entries/${unknown.id}/ignore`,
      headers: shop.admin,
      payload: { note: 'Vrátenie poplatku, nie výplata' },
    });
    expect(ignored.statusCode, ignored.body).toBe(200);
    expect(ignored.json()).toMatchObject({ state: 'IGNORED' });
  });

  it('retries a payout while Stripe cannot be reached, then books it', async () => {
    await paidByCard();
    const payout = shop.stripe.payOut('2026-12-06');
    shop.stripe.scripts.payouts.push('fail');
    const waiting = await importPayout(Number(payout.amount), '2026-12-06');
    expect(waiting).toMatchObject({ state: 'REVIEW', reviewReason: 'PAYOUT' });
    await shop.t.database.db
      .updateTable('cardPayout')
      .set({ nextAttemptAt: '2000-01-01T00:00:00.000Z' })
      .where('bankEntryId', '=', waiting.id)
      .execute();
    await shop.t.app.cardPayoutWorker!.runOnce();
    const booked = await entryOf(waiting.statementId);
    expect(booked.state).toBe('PAYOUT');
  });
});
