import { parse } from 'csv-parse/sync';
import { accountingMonthOf, shopDay } from '@fotoobraz/domain';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xmlProblem } from '../../src/lib/xml-text.ts';
import { COMPANY_BUYER } from '../helpers/buyers.ts';
import { openDocumentShop, type DocumentShop } from '../helpers/document-shop.ts';
import { COURIER_DELIVERY } from '../helpers/order-journey.ts';
import { layoutText } from '../helpers/pdf-text.ts';
import { TEST_DB } from '../helpers/test-app.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { startAccessPoint, type AccessPoint } from '../areas/tax-documents/access-point.ts';
import { ruleFindings } from '../areas/tax-documents/ubl-samples.ts';
import { startPacketaReceiver, type PacketaReceiver } from '../areas/packets/packeta-receiver.ts';

/** Each class of character no text of the shop may hold, as a person or a fuzzer may send it. */
const REFUSED = {
  'NUL (C0)': '\u0000',
  'escape (C0)': '\u001b',
  DEL: '\u007f',
  'next line (C1)': '\u0085',
  'lone high surrogate': '\ud800',
  'lone low surrogate': '\udfff',
  'U+FFFE': '\ufffe',
  'U+FFFF': '\uffff',
  'right-to-left override': '\u202e',
  'left-to-right isolate': '\u2066',
  'right-to-left mark': '\u200f',
};

/** Every text field the order form sends, each with a value the form accepts. */
const TEXT_FIELDS = {
  ...COURIER_DELIVERY,
  ...COMPANY_BUYER,
  phone: '+421 900 000 000',
  userNote: 'Prosím zabaliť.',
};
const WITHOUT_IDS = Object.keys(TEXT_FIELDS).filter(
  (f) => !['handoverMethod', 'buyerIco', 'buyerDic', 'buyerIcDph'].includes(f),
);

/**
 * A name of every class of character a text may hold: Slovak letters, the markup XML escapes,
 * a formula's start, a supplementary character (a surrogate pair), CJK, Hebrew and Arabic
 * letters (right-to-left without an override), a combining mark, U+FFFD and a private-use one.
 */
const EVERY_CLASS = `Ateliér Žltý & <Foto> "A" 'B' =1+1 😀 漢字 שלום عربي e\u0301 \ufffd \ue000 s.r.o.`;

describe(`Text that XML cannot carry (${TEST_DB})`, () => {
  let shop: DocumentShop;
  let ap: AccessPoint;
  let packeta: PacketaReceiver;

  beforeAll(async () => {
    ap = await startAccessPoint();
    packeta = await startPacketaReceiver();
    shop = await openDocumentShop('znaky', {
      vatPayer: true,
      overrides: {
        peppolAccessPoint: { url: ap.url, token: 'ap-token' },
        packeta: { api: { url: packeta.url, password: '', homeCarrierId: 131, timeoutMs: 700 } },
      },
    });
  });
  afterAll(async () => {
    await shop?.close();
    await ap?.close();
    await packeta?.close();
  });

  it('is refused with 400 at the order, in every text field, for every class', async () => {
    const { t, customer } = shop;
    // One crafted product for all: a refused order claims nothing.
    const order = await shop.place<{ craftedProduct: { id: number } }>(TEXT_FIELDS);
    const craftedProduct = order.craftedProduct;
    const fields = [...WITHOUT_IDS, 'email'];
    for (const field of fields) {
      for (const [name, character] of Object.entries(REFUSED)) {
        const valid: Record<string, string> = { ...TEXT_FIELDS, email: 'znaky@example.sk' };
        const at = field === 'email' ? 'znaky@exa' : valid[field]!.slice(0, 3);
        const rest = field === 'email' ? 'mple.sk' : valid[field]!.slice(3);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: customer,
          payload: { ...valid, craftedProduct, [field]: `${at}${character}${rest}` },
        });
        expect(res.statusCode, `${field} with ${name}: ${res.body}`).toBe(400);
        expect(res.headers['content-type']).toContain('application/problem+json');
        const errors = (res.json() as { fieldErrors?: { field: string }[] }).fieldErrors ?? [];
        expect(
          errors.map((e) => e.field),
          `${field} with ${name}`,
        ).toContain(field);
      }
    }
  });

  it('passes every class a text may hold whole into the UBL, the packet, the PDF, the CSV and the mail', async () => {
    const { t, admin } = shop;
    const order = await shop.place<{ id: number; email: string; variableSymbol: string }>({
      ...TEXT_FIELDS,
      buyerName: EVERY_CLASS,
      deliveryName: EVERY_CLASS,
      userNote: `${EVERY_CLASS}\n\tdruhý riadok`,
    });
    await shop.step(order, 'ZAPLATENA', { paidOn: shopDay(new Date()) });
    await shop.step(order, 'VO_VYROBE');
    await shop.step(order, 'ODOSLANA');

    // The UBL: well-formed, the official rules pass, the name read back as it was typed.
    const final = await waitFor(async () => {
      const res = await t.app.inject({ url: `/api/orders/${order.id}/documents`, headers: admin });
      const docs = res.json() as {
        type: string;
        url: string;
        number: string;
        einvoice: { state: string } | null;
      }[];
      const doc = docs.find((d) => d.type === 'FINAL_INVOICE');
      return doc?.einvoice?.state === 'SENT' ? doc : undefined;
    }, 20_000);
    const xml = (await t.app.inject({ url: `${final.url}/ubl`, headers: admin })).body;
    expect(xmlProblem(xml, XMLValidator)).toBeNull();
    expect(ruleFindings(xml)).toEqual([]);
    const ubl = new XMLParser({ removeNSPrefix: true, parseTagValue: false }).parse(xml);
    expect(ubl.Invoice.AccountingCustomerParty.Party.PartyLegalEntity.RegistrationName).toBe(
      EVERY_CLASS,
    );

    // Packeta's createPacket request: well-formed, the recipient as typed.
    const create = await waitFor(() => packeta.createsOf(order.variableSymbol)[0]);
    expect(xmlProblem(create.xml, XMLValidator)).toBeNull();
    const attributes = create.body.packetAttributes as Record<string, string>;
    expect(`${attributes.name} ${attributes.surname ?? ''}`.trim()).toContain('Ateliér');

    // The PDF: the Latin, markup and formula parts as typed (the font has no CJK or emoji).
    const pdf = layoutText((await t.app.inject({ url: final.url, headers: admin })).rawPayload);
    expect(pdf).toContain(`Ateliér Žltý & <Foto> "A" 'B' =1+1`);

    // The accountant's CSV: the name whole, the formula kept as text.
    const month = accountingMonthOf(new Date());
    const csv = await waitFor(async () => {
      const res = await t.app.inject({
        url: `/api/accounting/${month}/documents.csv`,
        headers: admin,
      });
      return res.statusCode === 200 ? res.rawPayload : undefined;
    }, 15_000);
    const rows: Record<string, string>[] = parse(csv, {
      bom: true,
      delimiter: ';',
      columns: true,
      record_delimiter: '\r\n',
    });
    expect(rows.find((r) => r['Číslo dokladu'] === final.number)!.Odberateľ).toBe(EVERY_CLASS);

    // The mail with the invoice: its PDF and its XML as the owner downloads them.
    const mail = await waitFor(
      async () =>
        (await shop.smtp.parsed()).find(
          (m) => m.to?.[0]?.address === order.email && m.subject?.includes(final.number),
        ),
      15_000,
    );
    const attached = (type: string) =>
      Buffer.from(mail.attachments.find((a) => a.mimeType === type)!.content as ArrayBuffer);
    expect(attached('application/xml').toString('utf8')).toBe(xml);
    expect(layoutText(attached('application/pdf'))).toContain(`Ateliér Žltý & <Foto>`);
  });
});
