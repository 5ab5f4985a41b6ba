import type { BankRefundDue } from '@fotoobraz/domain';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOBAL_PARAM_VALUES } from '../../../src/db/seed/global-params.ts';
import {
  camt053,
  type FixtureEntry,
  type FixtureTransaction,
} from '../payments/camt053-fixture.ts';
import { createUser, signIn, visitorHeaders, type Headers } from '../../helpers/actors.ts';
import { catalogueWriter, postForId, SUNSET_EDITION } from '../../helpers/catalogue-factories.ts';
import { minimalCatalogue, shopParams } from '../../helpers/customer-factories.ts';
import { COURIER_DELIVERY, placeOrderAs, stepOrder } from '../../helpers/order-journey.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../../helpers/test-app.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { painSchemaCheck, withdrawThroughApi } from './owner-withdrawal-helpers.ts';

const PAYER_IBAN = 'SK6807200002891987426353';
const ENTERED_IBAN = 'SK31 1200 0000 1987 4263 7541';
const cents = (euros: string) => Math.round(Number(euros) * 100);
const POSTAGE_S = cents(GLOBAL_PARAM_VALUES.POSTAGE_S!);
const POSTAGE_M = cents(GLOBAL_PARAM_VALUES.POSTAGE_M!);

interface Order {
  id: number;
  variableSymbol: string;
  email: string;
  totalAmount: number;
  postage: number;
}

interface Listed {
  number: string;
  type: string;
  total: number;
  referencedNumber: string | null;
  reason: string | null;
}

describe(`the owner's side of withdrawals (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Headers;
  let user: Headers;
  let paper: number;
  let edition: number;
  let statements = 0;
  const customer = visitorHeaders();
  const step = (order: Order, ...statuses: string[]) => stepOrder(t.app, admin, order, statuses);

  /** An edition piece of `width` x `height` cm, made by the customer. */
  const editionPiece = (width: number, height: number) =>
    postForId(t.app, customer, '/api/crafted-products', {
      productEnum: 'PLAINPHOTO',
      internalImage: { id: edition },
      printMedia: { id: paper },
      photoOnlyWidth: width,
      photoOnlyHeight: height,
      copies: 1,
    });

  /** A courier order of edition pieces of the sizes, a line each; with its pieces. */
  const placeOrder = async (...sizes: [number, number][]) => {
    const pieces: number[] = [];
    for (const [width, height] of sizes) pieces.push(await editionPiece(width, height));
    const order = await placeOrderAs<Order>(t.app, customer, {
      email: 'jana.novakova@example.sk',
      ...COURIER_DELIVERY,
      items: pieces.map((id) => ({ craftedProduct: { id } })),
    });
    return { order, pieces };
  };

  /** Imports a statement of one entry of one transaction, numbered after the ones before. */
  const importStatement = async (
    entry: Omit<FixtureEntry, 'transactions'>,
    transaction: Omit<FixtureTransaction, 'ref'>,
  ) => {
    statements += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bank-statements',
      payload: camt053({
        id: `W-${statements}`,
        entries: [{ ...entry, transactions: [{ ...transaction, ref: `W-TX-${statements}` }] }],
      }),
      headers: { ...admin, 'content-type': 'application/xml' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { matched: number };
  };

  /** The order paid in full by a transfer on a statement: from the payer's IBAN, or none. */
  const payByBank = async (order: Order, partyIban: string | null = PAYER_IBAN) => {
    const imported = await importStatement(
      { direction: 'CRDT', bookingDate: '2026-11-20' },
      {
        amount: Number(order.totalAmount).toFixed(2),
        endToEndId: `/VS${order.variableSymbol}`,
        party: 'Jana Nováková',
        ...(partyIban ? { partyIban } : {}),
      },
    );
    expect(imported.matched).toBe(1);
  };

  const linePriceCents = async (order: Order, piece: number) => {
    const row = await t.database.db
      .selectFrom('orderItem')
      .select('price')
      .where('orderId', '=', order.id)
      .where('craftedProductId', '=', piece)
      .executeTakeFirstOrThrow();
    return cents(String(row.price));
  };

  const received = (id: number, payload: object = {}, as: Headers = admin) =>
    t.app.inject({ method: 'POST', url: `/api/withdrawals/${id}/received`, payload, headers: as });

  const creditNotes = async (order: Order): Promise<Listed[]> => {
    const res = await t.app.inject({ url: `/api/orders/${order.id}/documents`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Listed[]).filter((d) => d.type === 'CREDIT_NOTE');
  };

  const refunds = async () =>
    (await t.app.inject({ url: '/api/bank-entries/review', headers: admin })).json()
      .refunds as BankRefundDue[];
  const refundOf = async (order: Order) => (await refunds()).find((r) => r.orderId === order.id);

  /** The owner makes a transfer file: the refunds in it are marked exported. */
  const transferFile = (headers: Headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/bank/refunds.xml', headers });
  const review = async () =>
    (await t.app.inject({ url: '/api/bank-entries/review', headers: admin })).json() as {
      refunds: { orderId: number; exported: { messageId: string } | null }[];
      transfers: { messageId: string; count: number; confirmedAt: string | null }[];
    };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
    await createUser(t.database, 'jana');
    user = await signIn(t.app, 'jana', 'jana');
    ({ paper } = await minimalCatalogue(t.app, admin));
    await shopParams(t.app, admin);
    edition = await catalogueWriter(t.app, admin).edition(3600, 2400, SUNSET_EDITION);
  });
  afterAll(() => t?.close());

  describe('access', () => {
    it('lets only an admin list, receive, and download the refunds', async () => {
      for (const url of ['/api/withdrawals', '/api/withdrawals/1']) {
        expect((await t.app.inject({ url, headers: user })).statusCode).toBe(403);
        expect((await t.app.inject({ url })).statusCode).toBe(401);
      }
      expect((await transferFile(user)).statusCode).toBe(403);
      expect((await transferFile({})).statusCode).toBe(401);
      for (const [method, url] of [
        ['POST', '/api/bank/refund-transfers/FOTO-1/confirmation'],
        ['DELETE', '/api/bank/refunds/1/export'],
      ] as const) {
        expect((await t.app.inject({ method, url, headers: user })).statusCode).toBe(403);
        expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      }
      expect((await received(1, {}, user)).statusCode).toBe(403);
      expect((await received(1, {}, {})).statusCode).toBe(401);
      expect((await received(999999)).statusCode).toBe(404);
    });
  });

  describe('a paid edition order withdrawn in part, then in full', () => {
    let order: Order;
    let small: number;
    let large: number;
    let first: number;
    let second: number;
    /** The last transfer file made. */
    let exported: string;

    beforeAll(async () => {
      const placed = await placeOrder([30, 20], [60, 40]);
      order = placed.order;
      [small, large] = placed.pieces;
      expect(cents(String(order.postage))).toBe(POSTAGE_M);
      await payByBank(order);
      await step(order, 'VO_VYROBE', 'ODOSLANA', 'VYBAVENA');
      first = (await withdrawThroughApi(t.app, order, { lines: [large] })).id;
    });

    it('lists the withdrawal, newest first, with its order, lines and state', async () => {
      const listed = (await t.app.inject({ url: '/api/withdrawals', headers: admin })).json();
      expect(listed[0]).toMatchObject({
        id: first,
        orderId: order.id,
        orderNumber: order.variableSymbol,
        state: 'NAHLASENE',
        creditNoteNumber: null,
        lines: [{ craftedProductId: large, priceCents: await linePriceCents(order, large) }],
        paidFromIban: PAYER_IBAN,
        refundIbanSource: 'PAYMENT',
      });
      expect(listed[0].lines[0].title).not.toBe('');
      const ofOrder = await t.app.inject({
        url: `/api/orders/${order.id}/withdrawals`,
        headers: admin,
      });
      expect(ofOrder.json().map((w: { id: number }) => w.id)).toEqual([first]);
      expect(await refundOf(order)).toBeUndefined();
    });

    it('credits the large piece and what postage the kept small piece would not have cost', async () => {
      const res = await received(first);
      expect(res.statusCode, res.body).toBe(200);
      const expected = (await linePriceCents(order, large)) + (POSTAGE_M - POSTAGE_S);
      expect(res.json()).toMatchObject({
        state: 'TOVAR_PRIJATY',
        receivedBy: 'admin',
        refundCents: expected,
        postageRefundCents: POSTAGE_M - POSTAGE_S,
        noCreditNoteReason: null,
      });
      const [note] = await creditNotes(order);
      expect(res.json().creditNoteNumber).toBe(note.number);
      expect(cents(String(note.total))).toBe(-expected);
      expect(note.referencedNumber).toMatch(/^FA/);
      expect(note.reason).toContain(`Odstúpenie od zmluvy č. ${first}`);
      // Its PDF goes to the customer as every tax document's does.
      const mail = await waitFor(() =>
        t.database.db
          .selectFrom('mailOutbox')
          .select(['recipient', 'subject', 'attachments'])
          .where('attachments', 'like', `%dobropis-${note.number}.pdf%`)
          .executeTakeFirst(),
      );
      expect(mail.recipient).toBe('jana.novakova@example.sk');
      expect(mail.subject).toContain(note.number);
      expect(await refundOf(order)).toMatchObject({
        dueCents: expected,
        iban: PAYER_IBAN,
        ibanSource: 'PAYMENT',
        creditNoteNumbers: [note.number],
        withdrawalIds: [first],
      });
    });

    it('refuses to receive the same goods twice', async () => {
      const res = await received(first);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        message: 'error.withdrawal.received',
        detail: expect.stringContaining('už bol prijatý'),
      });
      expect(await creditNotes(order)).toHaveLength(1);
    });

    it('credits the rest of the postage once nothing is kept', async () => {
      // Without lines: all that is left to withdraw, the small piece.
      const rest = await withdrawThroughApi(t.app, order);
      expect(rest.lines.map((l) => l.craftedProductId)).toEqual([small]);
      second = rest.id;
      const res = await received(second);
      expect(res.statusCode, res.body).toBe(200);
      const expected = (await linePriceCents(order, small)) + POSTAGE_S;
      expect(res.json()).toMatchObject({ refundCents: expected, postageRefundCents: POSTAGE_S });
      const notes = await creditNotes(order);
      expect(notes).toHaveLength(2);
      const credited = notes.reduce((sum, d) => sum - cents(String(d.total)), 0);
      expect(credited).toBe(cents(String(order.totalAmount)));
      expect(await refundOf(order)).toMatchObject({
        dueCents: cents(String(order.totalAmount)),
        withdrawalIds: [first, second],
      });
    });

    it('writes the refunds as a transfer file the ISO 20022 schema accepts', async () => {
      const res = await transferFile();
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('application/xml');
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="vratky-.+\.xml"/);
      const check = await painSchemaCheck(res.body);
      expect(check.errors).toEqual([]);
      expect(check.valid).toBe(true);
      const doc = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(res.body)
        .Document.CstmrCdtTrfInitn;
      const due = await refunds();
      const payable = due.filter((r) => r.iban);
      const txs = [doc.PmtInf.CdtTrfTxInf].flat();
      expect(doc.GrpHdr.NbOfTxs).toBe(String(payable.length));
      expect(doc.GrpHdr.CtrlSum).toBe(
        (payable.reduce((sum, r) => sum + r.dueCents, 0) / 100).toFixed(2),
      );
      expect(doc.PmtInf.DbtrAcct.Id.IBAN).toBe('SK3112000000198742637541');
      expect(doc.PmtInf.ReqdExctnDt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const mine = txs.find((tx) => tx.PmtId.EndToEndId === `/VS${order.variableSymbol}/SS/KS`);
      expect(mine).toMatchObject({
        Amt: { InstdAmt: { '#text': (cents(String(order.totalAmount)) / 100).toFixed(2) } },
        Cdtr: { Nm: 'Jana Novakova' },
        CdtrAcct: { Id: { IBAN: PAYER_IBAN } },
      });
      for (const number of (await refundOf(order))!.creditNoteNumbers) {
        expect(mine.RmtInf.Ustrd).toContain(number);
      }
      exported = res.body;
    });

    it('marks each refund of a file exported and leaves it out of the next, until put back', async () => {
      const messageId = new XMLParser().parse(exported).Document.CstmrCdtTrfInitn.GrpHdr.MsgId;
      const before = await review();
      expect(before.refunds.find((r) => r.orderId === order.id)!.exported).toMatchObject({
        messageId,
      });
      expect(before.transfers[0]).toMatchObject({ messageId, confirmedAt: null });

      // Exported twice: the second file has nothing left to pay.
      const twice = await transferFile();
      expect(twice.statusCode, twice.body).toBe(409);
      expect(twice.json().detail).toContain('už v exportovanom súbore');

      const confirmed = await t.app.inject({
        method: 'POST',
        url: `/api/bank/refund-transfers/${messageId}/confirmation`,
        headers: admin,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toMatchObject({ messageId, confirmedBy: 'admin' });
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/bank/refund-transfers/FOTO-unknown/confirmation',
        headers: admin,
      });
      expect(unknown.statusCode).toBe(404);

      // The bank refused the file: the owner puts the refund back, and the next file holds it.
      const back = await t.app.inject({
        method: 'DELETE',
        url: `/api/bank/refunds/${order.id}/export`,
        headers: admin,
      });
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json()).toEqual({
        orderId: order.id,
        toTransferCents: cents(String(order.totalAmount)),
      });
      const again = await transferFile();
      expect(again.statusCode, again.body).toBe(200);
      expect(again.body).toContain(`/VS${order.variableSymbol}/SS/KS`);
      expect(new XMLParser().parse(again.body).Document.CstmrCdtTrfInitn.GrpHdr.MsgId).not.toBe(
        messageId,
      );
      exported = again.body;
    });

    it("lets the schema refuse a file without the payee's IBAN", async () => {
      const xml = exported;
      const broken = xml.replace(
        /<CdtrAcct>[\s\S]*?<\/CdtrAcct>/,
        '<CdtrAcct><Id></Id></CdtrAcct>',
      );
      expect(broken).not.toBe(xml);
      expect((await painSchemaCheck(broken)).valid).toBe(false);
      const badAmount = xml.replace(/<InstdAmt Ccy="EUR">[^<]+</, '<InstdAmt Ccy="EUR">12,5<');
      expect((await painSchemaCheck(badAmount)).valid).toBe(false);
    });

    it('leaves the order off the list once the refund is paid back', async () => {
      const { creditNoteNumbers, dueCents } = (await refundOf(order))!;
      await importStatement(
        { direction: 'DBIT', bookingDate: '2026-11-28' },
        {
          amount: (dueCents / 100).toFixed(2),
          endToEndId: `/VS${order.variableSymbol}/SS/KS`,
          party: 'Jana Novakova',
          partyIban: PAYER_IBAN,
          remittance: creditNoteNumbers.join(' '),
        },
      );
      expect(await refundOf(order)).toBeUndefined();
    });
  });

  describe('an order never paid', () => {
    it('gets no credit note and no refund, and says why', async () => {
      const { order, pieces } = await placeOrder([30, 20]);
      const { id } = await withdrawThroughApi(t.app, order, { lines: pieces });
      const res = await received(id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        state: 'TOVAR_PRIJATY',
        creditNoteNumber: null,
        refundCents: null,
        noCreditNoteReason: expect.stringContaining('nebola zaplatená'),
      });
      expect(await creditNotes(order)).toEqual([]);
      expect(await refundOf(order)).toBeUndefined();
    });

    it('needs no refund when cancelled', async () => {
      const { order } = await placeOrder([30, 20]);
      await step(order, 'ZRUSENA');
      expect(await creditNotes(order)).toEqual([]);
      expect(await refundOf(order)).toBeUndefined();
    });
  });

  describe('a cancellation after a partial withdrawal', () => {
    it('credits only the pieces and postage not credited yet', async () => {
      const { order, pieces } = await placeOrder([30, 20], [60, 40]);
      await payByBank(order);
      const { id } = await withdrawThroughApi(t.app, order, { lines: [pieces[0]] });
      expect((await received(id)).statusCode).toBe(200);
      // The large piece is kept: the small one's postage is all of the order's.
      const [withdrawn] = await creditNotes(order);
      expect(cents(String(withdrawn.total))).toBe(-(await linePriceCents(order, pieces[0])));
      expect(withdrawn.referencedNumber).toMatch(/^ZF/);
      await step(order, 'ZRUSENA');
      const notes = await creditNotes(order);
      expect(notes).toHaveLength(2);
      expect(cents(String(notes[1].total))).toBe(
        -((await linePriceCents(order, pieces[1])) + POSTAGE_M),
      );
      expect(notes.reduce((sum, d) => sum - cents(String(d.total)), 0)).toBe(
        cents(String(order.totalAmount)),
      );
      expect(await refundOf(order)).toMatchObject({
        dueCents: cents(String(order.totalAmount)),
        creditNoteNumbers: notes.map((d) => d.number),
      });
    });

    it('still credits a whole order cancelled without withdrawals, once', async () => {
      const { order } = await placeOrder([30, 20]);
      await payByBank(order);
      await step(order, 'ZRUSENA');
      const notes = await creditNotes(order);
      expect(notes).toHaveLength(1);
      expect(cents(String(notes[0].total))).toBe(-cents(String(order.totalAmount)));
      expect(notes[0].reason).toBe('Zrušenie objednávky');
    });
  });

  describe("the refund's account", () => {
    it('is the one the owner enters when the payment names none, checked mod 97', async () => {
      const { order, pieces } = await placeOrder([30, 20]);
      await payByBank(order, null);
      const { id } = await withdrawThroughApi(t.app, order, { lines: pieces });
      const bad = await received(id, { refundIban: 'SK32 1200 0000 1987 4263 7541' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        message: 'error.withdrawal.iban',
        detail: expect.stringContaining('kontrolné číslice'),
      });
      const view = (await t.app.inject({ url: `/api/withdrawals/${id}`, headers: admin })).json();
      expect(view).toMatchObject({ state: 'NAHLASENE', paidFromIban: null, refundIban: null });

      const res = await received(id);
      expect(res.statusCode, res.body).toBe(200);
      expect(await refundOf(order)).toMatchObject({ iban: null, ibanSource: null });
      const file = await transferFile();
      expect(file.headers['x-refunds-left-out']).toContain(order.variableSymbol);
      expect(file.body).not.toContain(`/VS${order.variableSymbol}/`);

      const entered = await t.app.inject({
        method: 'PUT',
        url: `/api/withdrawals/${id}/refund-iban`,
        payload: { refundIban: ENTERED_IBAN },
        headers: admin,
      });
      expect(entered.statusCode, entered.body).toBe(200);
      expect(entered.json()).toMatchObject({
        refundIban: 'SK3112000000198742637541',
        refundIbanSource: 'ENTERED',
      });
      expect(await refundOf(order)).toMatchObject({
        iban: 'SK3112000000198742637541',
        ibanSource: 'ENTERED',
      });
      const again = await transferFile();
      expect(again.body).toContain(`/VS${order.variableSymbol}/SS/KS`);
      expect((await painSchemaCheck(again.body)).valid).toBe(true);
    });

    it('waits for a valid one when the statement names a payer account failing mod 97', async () => {
      const { order, pieces } = await placeOrder([30, 20]);
      await payByBank(order, 'SK3212000000198742637541');
      const { id } = await withdrawThroughApi(t.app, order, { lines: pieces });
      expect((await received(id)).statusCode).toBe(200);
      expect(await refundOf(order)).toMatchObject({ iban: null, ibanSource: null });
      const file = await transferFile();
      if (file.statusCode === 200) {
        expect(file.headers['x-refunds-left-out']).toContain(order.variableSymbol);
        expect((await painSchemaCheck(file.body)).errors).toEqual([]);
      } else {
        expect(file.json().detail).toContain('nemá platný IBAN');
      }
    });

    it("is the payer's when the bank entry names it, whatever was entered", async () => {
      const { order, pieces } = await placeOrder([30, 20]);
      await payByBank(order);
      const { id } = await withdrawThroughApi(t.app, order, { lines: pieces });
      const res = await received(id, { refundIban: ENTERED_IBAN });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ refundIban: PAYER_IBAN, refundIbanSource: 'PAYMENT' });
      expect(await refundOf(order)).toMatchObject({ iban: PAYER_IBAN, ibanSource: 'PAYMENT' });
    });
  });
});
