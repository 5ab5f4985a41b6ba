import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GiftVoucherRepository,
  type NewGiftVoucher,
} from '../../../src/areas/gift-vouchers/repositories/gift-voucher.repository.ts';
import type { Database } from '../../../src/repositories/database.ts';
import { createUser, signIn, type Headers } from '../../helpers/actors.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../../helpers/test-app.ts';

/**
 * The accountant's month of gift vouchers: each sold or given, each use and return, dated by
 * the day in Bratislava.
 */
describe(`GET /api/accounting/{month}/gift-vouchers.csv (${TEST_DB})`, () => {
  let t: TestApp;
  let app: FastifyInstance;
  let database: Database;
  let vouchers: GiftVoucherRepository;
  let admin: Headers;
  let user: Headers;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ app, database } = t);
    vouchers = new GiftVoucherRepository(database);
    await createUser(database, 'jana');
    admin = await signIn(app, 'admin', 'admin');
    user = await signIn(app, 'jana', 'jana');
  });
  afterAll(() => t?.close());

  const order = async (variableSymbol: string): Promise<number> =>
    Number(
      (
        await database.db
          .insertInto('customerOrder')
          .values({ orderDate: '2026-11-20T10:00:00.000Z', status: 'ZAPLATENA', variableSymbol })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );

  const voucher = (over: Partial<NewGiftVoucher>): Promise<number> =>
    vouchers.insert(
      {
        valueCents: 5000,
        treatment: 'JEDNOUCELOVA',
        orderId: null,
        buyerEmail: 'peter@example.sk',
        buyerName: 'Peter Kováč',
        recipientName: 'Eva',
        message: null,
        sendTo: null,
        sendOn: null,
        reason: null,
        issuedBy: null,
        validUntil: '2029-12-01',
        ...over,
      },
      over.issuedAt ?? '2026-11-20T10:00:00.000Z',
    );

  const spend = (giftVoucherId: number, orderId: number, amountCents: number, at: string) =>
    vouchers.addEntry({ giftVoucherId, orderId, kind: 'SPEND', amountCents, note: null, at });

  const giveBack = (giftVoucherId: number, orderId: number, amountCents: number, at: string) =>
    vouchers.addEntry({ giftVoucherId, orderId, kind: 'RETURN', amountCents, note: null, at });

  const csvOf = (month: string, headers: Headers = admin) =>
    app.inject({ url: `/api/accounting/${month}/gift-vouchers.csv`, headers });

  const rowsOf = (body: string): string[][] =>
    body
      .replace(/^\ufeff/, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split(';'));

  it('is the administrators’ only', async () => {
    expect((await csvOf('2026-12', {})).statusCode).toBe(401);
    expect((await csvOf('2026-12', user)).statusCode).toBe(403);
  });

  it('refuses what is not a month', async () => {
    expect((await csvOf('2026-13')).statusCode).toBe(400);
    expect((await csvOf('prosinec')).statusCode).toBe(400);
  });

  it('lists the month’s vouchers sold and given, their uses and returns, to the cent', async () => {
    const [buying, paying, cancelled, given] = [
      await order('2026000101'),
      await order('2026000102'),
      await order('2026000103'),
      await order('2026000104'),
    ];
    // 00:30 on 1 December in Bratislava, still 30 November in UTC: December's.
    const sold = await voucher({
      code: 'ABCDEFGHJKMNPQRS',
      orderId: buying,
      issuedAt: '2026-11-30T23:30:00.000Z',
    });
    // 23:59:59.999 on 30 November in Bratislava: November's.
    await voucher({
      code: 'BBBBCCCCDDDDEEEE',
      orderId: buying,
      valueCents: 3000,
      issuedAt: '2026-11-30T22:59:59.999Z',
    });
    const gift = await voucher({
      code: 'KLMNPQRSTUVWGHJK',
      treatment: 'DAROVANA',
      valueCents: 2000,
      buyerEmail: null,
      buyerName: null,
      reason: 'Reklamácia objednávky',
      issuedBy: 'admin',
      issuedAt: '2026-12-04T09:00:00.000Z',
    });
    // Ordered, never paid: no code, not issued, not the accountant's.
    await voucher({ orderId: cancelled, valueCents: 10000 });

    await spend(sold, paying, -3711, '2026-12-10T08:00:00.000Z');
    await spend(sold, cancelled, -1289, '2026-12-15T08:00:00.000Z');
    await giveBack(sold, cancelled, 1289, '2026-12-16T08:00:00.000Z');
    await spend(gift, given, -1999, '2026-12-31T22:59:59.999Z');
    // 00:00 on 1 January in Bratislava: January's.
    await giveBack(gift, given, 1999, '2026-12-31T23:00:00.000Z');

    const res = await csvOf('2026-12');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="darcekove-poukazky-2026-12.csv"',
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.startsWith('\ufeff')).toBe(true);

    const single = 'Jednoúčelový poukaz (DPH pri predaji)';
    const donated = 'Darovaná poukážka (zľava pri použití)';
    const taxedAtSale = 'bez DPH – zdanené pri predaji';
    expect(rowsOf(res.body)).toEqual([
      ['Dátum', 'Druh', 'Kód', 'Objednávka', 'Zaobchádzanie s DPH', 'DPH', 'Suma'],
      [
        '01.12.2026',
        'Predaj poukážky',
        '••••-••••-••••-PQRS',
        '2026000101',
        single,
        'zdaniteľné plnenie – DPH na doklade k predaju',
        '50,00',
      ],
      [
        '04.12.2026',
        'Darovaná poukážka',
        '••••-••••-••••-GHJK',
        '',
        donated,
        'bez DPH – darovaná, nie je predaj',
        '20,00',
      ],
      [
        '10.12.2026',
        'Použitie poukážky',
        '••••-••••-••••-PQRS',
        '2026000102',
        single,
        taxedAtSale,
        '-37,11',
      ],
      [
        '15.12.2026',
        'Použitie poukážky',
        '••••-••••-••••-PQRS',
        '2026000103',
        single,
        taxedAtSale,
        '-12,89',
      ],
      [
        '16.12.2026',
        'Vrátenie na poukážku',
        '••••-••••-••••-PQRS',
        '2026000103',
        single,
        taxedAtSale,
        '12,89',
      ],
      [
        '31.12.2026',
        'Použitie poukážky',
        '••••-••••-••••-GHJK',
        '2026000104',
        donated,
        'zľava – znižuje základ dane na doklade objednávky',
        '-19,99',
      ],
    ]);
    expect(res.body).not.toContain('ABCDEFGH');

    const november = rowsOf((await csvOf('2026-11')).body);
    expect(november.slice(1).map((row) => [row[0], row[1], row[2], row[6]])).toEqual([
      ['30.11.2026', 'Predaj poukážky', '••••-••••-••••-EEEE', '30,00'],
    ]);
    const january = rowsOf((await csvOf('2027-01')).body);
    expect(january.slice(1).map((row) => [row[0], row[1], row[3], row[6]])).toEqual([
      ['01.01.2027', 'Vrátenie na poukážku', '2026000104', '19,99'],
    ]);
  });
});
