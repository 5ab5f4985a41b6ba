import type { BankRefundDue } from '@fotoobraz/domain';
import type { Email } from 'postal-mime';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOBAL_PARAM_VALUES } from '../../../src/db/seed/global-params.ts';
import { camt053 } from '../payments/camt053-fixture.ts';
import { signIn, visitorHeaders, type Headers } from '../../helpers/actors.ts';
import { catalogueWriter, postForId, SUNSET_EDITION } from '../../helpers/catalogue-factories.ts';
import { minimalCatalogue, shopParams, uploadPhoto } from '../../helpers/customer-factories.ts';
import { COURIER_DELIVERY, placeOrderAs, stepOrder } from '../../helpers/order-journey.ts';
import { layoutText } from '../../helpers/pdf-text.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../../helpers/test-app.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { startSmtpServer, type SmtpCatcher } from '../../mail/mail-helpers.ts';
import { freshAddress, painSchemaCheck } from './owner-withdrawal-helpers.ts';

const PAYER_IBAN = 'SK6807200002891987426353';
const EMAIL = 'jana.novakova@example.sk';
const cents = (euros: number | string) => Math.round(Number(euros) * 100);
const POSTAGE_S = cents(GLOBAL_PARAM_VALUES.POSTAGE_S!);
const POSTAGE_M = cents(GLOBAL_PARAM_VALUES.POSTAGE_M!);
/** pdftotext keeps the no-break spaces of amounts; tests read them as plain spaces. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
/** '12,34 €', as the documents write amounts. */
const euros = (amount: number) => `${(amount / 100).toFixed(2).replace('.', ',')} €`;

interface Order {
  id: number;
  variableSymbol: string;
  email: string;
  status: string;
  totalAmount: number;
  postage: number;
  items: { craftedProduct: { id: number }; position: number; price: number }[];
}

/**
 * Withdrawal end to end, the customer's half and the owner's together: an order of an edition
 * piece and a piece from the customer's own photo, sent by courier, paid by a transfer read
 * from the bank statement, delivered; the customer withdraws from what the law lets them (the
 * edition piece) by the order's number and e-mail, and gets the acknowledgement; the owner
 * receives the goods back, the credit note refunds the piece and the postage the kept piece
 * would not have cost, and the refund goes out in the SEPA file to the account that paid.
 */
describe(`a withdrawal from order to refund (${TEST_DB})`, () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let admin: Headers;
  const customer = visitorHeaders();
  let order: Order;
  let editionPiece: number;
  let photoPiece: number;
  let withdrawalId: number;

  const withdraw = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      payload: { orderNumber: order.variableSymbol, email: order.email, ...payload },
      remoteAddress: freshAddress(),
    });

  const lineOf = (piece: number) => order.items.find((i) => i.craftedProduct.id === piece)!;
  /** The edition piece's price and the postage the kept own-photo piece alone would not cost. */
  const expectedRefund = () => cents(lineOf(editionPiece).price) + POSTAGE_M - POSTAGE_S;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp({ smtpUrl: smtp.url }, { outboxPollMs: 50 });
    admin = await signIn(t.app, 'admin', 'admin');
    const { paper } = await minimalCatalogue(t.app, admin);
    await shopParams(t.app, admin);
    const edition = await catalogueWriter(t.app, admin).edition(3600, 2400, SUNSET_EDITION);
    const photo = await uploadPhoto(t.app, customer);
    const print = (from: object, width: number, height: number) =>
      postForId(t.app, customer, '/api/crafted-products', {
        productEnum: 'PLAINPHOTO',
        ...from,
        printMedia: { id: paper },
        photoOnlyWidth: width,
        photoOnlyHeight: height,
        copies: 1,
      });
    // The edition piece needs a medium parcel; the own-photo piece alone would fit a small one.
    editionPiece = await print({ internalImage: { id: edition } }, 60, 40);
    photoPiece = await print({ photo: { id: photo } }, 30, 20);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const acknowledgement = (): Promise<Email> =>
    waitFor(
      async () =>
        (await smtp.parsed()).find((m) =>
          m.subject?.startsWith('Potvrdenie o odstúpení od zmluvy'),
        ),
      15_000,
    );

  const refunds = async () => {
    const res = await t.app.inject({ url: '/api/bank-entries/review', headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().refunds as BankRefundDue[];
  };

  it('takes the order by courier, postage charged for the larger piece', async () => {
    order = await placeOrderAs(t.app, customer, {
      email: EMAIL,
      ...COURIER_DELIVERY,
      items: [{ craftedProduct: { id: editionPiece } }, { craftedProduct: { id: photoPiece } }],
    });
    expect(cents(order.postage)).toBe(POSTAGE_M);
    expect(cents(order.totalAmount)).toBe(
      cents(lineOf(editionPiece).price) + cents(lineOf(photoPiece).price) + POSTAGE_M,
    );
    expect(cents(lineOf(editionPiece).price)).toBeGreaterThan(0);
  });

  it('is paid by a transfer read from the camt.053 statement', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bank-statements',
      payload: camt053({
        id: 'JOURNEY-1',
        entries: [
          {
            direction: 'CRDT',
            bookingDate: '2026-11-20',
            transactions: [
              {
                amount: (cents(order.totalAmount) / 100).toFixed(2),
                ref: 'JOURNEY-TX-1',
                endToEndId: `/VS${order.variableSymbol}/SS/KS`,
                party: 'Jana Nováková',
                partyIban: PAYER_IBAN,
              },
            ],
          },
        ],
      }),
      headers: { ...admin, 'content-type': 'application/xml' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().matched).toBe(1);
    const paid = await t.app.inject({ url: `/api/orders/${order.id}`, headers: admin });
    expect(paid.json().status).toBe('ZAPLATENA');
  });

  it('goes to production, is dispatched and delivered', async () => {
    await stepOrder(t.app, admin, order, ['VO_VYROBE', 'ODOSLANA', 'VYBAVENA']);
  });

  it('lets the customer withdraw the edition piece only, and acknowledges it with a PDF', async () => {
    const res = await withdraw({});
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json();
    withdrawalId = receipt.id;
    expect(receipt).toMatchObject({
      orderId: order.id,
      orderNumber: order.variableSymbol,
      state: 'NAHLASENE',
      lines: [{ craftedProductId: editionPiece, position: lineOf(editionPiece).position }],
    });
    const lookup = await t.app.inject({
      method: 'POST',
      url: '/api/withdrawals/lookup',
      payload: { orderNumber: order.variableSymbol, email: order.email },
      remoteAddress: freshAddress(),
    });
    const lines = lookup.json().lines as {
      craftedProductId: number;
      title: string;
      reason: string;
      withdrawnAt: string | null;
    }[];
    const photoLine = lines.find((l) => l.craftedProductId === photoPiece)!;
    expect(photoLine).toMatchObject({ reason: 'OWN_PHOTO', withdrawnAt: null });
    const editionLine = lines.find((l) => l.craftedProductId === editionPiece)!;
    expect(editionLine).toMatchObject({ reason: 'EDITION', withdrawnAt: expect.any(String) });

    const mail = await acknowledgement();
    expect(mail.to?.[0]?.address).toBe(EMAIL);
    expect(mail.subject).toBe(
      `Potvrdenie o odstúpení od zmluvy – objednávka č. ${order.variableSymbol}`,
    );
    const pdf = mail.attachments.find((a) => a.mimeType === 'application/pdf');
    expect(pdf?.filename).toBe(`odstupenie-od-zmluvy-${order.variableSymbol}.pdf`);
    const text = plain(layoutText(pdf!.content as ArrayBuffer));
    expect(text).toContain(`objednávka č. ${order.variableSymbol}`);
    expect(text).toContain(editionLine.title);
    expect(text).toContain(euros(cents(lineOf(editionPiece).price)));
    expect(text).not.toContain(photoLine.title);
  });

  it('credits the edition piece and the postage the kept piece would not have cost', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/withdrawals/${withdrawalId}/received`,
      payload: {},
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'TOVAR_PRIJATY',
      refundCents: expectedRefund(),
      postageRefundCents: POSTAGE_M - POSTAGE_S,
      paidFromIban: PAYER_IBAN,
      refundIbanSource: 'PAYMENT',
    });
    const documents = await t.app.inject({
      url: `/api/orders/${order.id}/documents`,
      headers: admin,
    });
    const notes = (
      documents.json() as { number: string; type: string; total: number; url: string }[]
    ).filter((d) => d.type === 'CREDIT_NOTE');
    expect(notes).toHaveLength(1);
    expect(cents(notes[0].total)).toBe(-expectedRefund());
    expect(res.json().creditNoteNumber).toBe(notes[0].number);
    const pdf = await t.app.inject({ url: notes[0].url, headers: admin });
    expect(pdf.statusCode).toBe(200);
    const text = plain(layoutText(pdf.rawPayload));
    expect(text).toContain(euros(-cents(lineOf(editionPiece).price)));
    expect(text).toContain(euros(-(POSTAGE_M - POSTAGE_S)));
    expect(text).toContain(euros(-expectedRefund()));
  });

  it('lists the refund with the account it was paid from', async () => {
    expect((await refunds()).find((r) => r.orderId === order.id)).toMatchObject({
      dueCents: expectedRefund(),
      iban: PAYER_IBAN,
      ibanSource: 'PAYMENT',
      withdrawalIds: [withdrawalId],
    });
  });

  it('pays the refund back to that account in a SEPA file the schema accepts', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bank/refunds.xml',
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const check = await painSchemaCheck(res.body);
    expect(check.errors).toEqual([]);
    expect(check.valid).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(res.body)
      .Document.CstmrCdtTrfInitn;
    const amount = (expectedRefund() / 100).toFixed(2);
    expect(doc.GrpHdr.NbOfTxs).toBe('1');
    expect(doc.GrpHdr.CtrlSum).toBe(amount);
    expect(doc.PmtInf.CdtTrfTxInf).toMatchObject({
      PmtId: { EndToEndId: `/VS${order.variableSymbol}/SS/KS` },
      Amt: { InstdAmt: { '#text': amount, '@_Ccy': 'EUR' } },
      CdtrAcct: { Id: { IBAN: PAYER_IBAN } },
    });
  });

  it('answers a second withdrawal of the edition piece with 409', async () => {
    const again = await withdraw({ lines: [editionPiece] });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toBe('error.withdrawal.already');
    const listed = await t.app.inject({ url: '/api/withdrawals', headers: admin });
    expect(listed.json().map((w: { id: number }) => w.id)).toEqual([withdrawalId]);
  });
});
