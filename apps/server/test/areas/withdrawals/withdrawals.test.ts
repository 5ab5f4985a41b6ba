import { randomInt } from 'node:crypto';
import type { Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, visitorHeaders, type Headers } from '../../helpers/actors.ts';
import { COMPANY_BUYER } from '../../helpers/buyers.ts';
import {
  catalogueWriter,
  framedCatalogue,
  framedPieceBody,
  postForId,
} from '../../helpers/catalogue-factories.ts';
import { shopParams, uploadPhoto } from '../../helpers/customer-factories.ts';
import { COURIER_DELIVERY, placeOrderAs, stepOrder } from '../../helpers/order-journey.ts';
import { layoutText } from '../../helpers/pdf-text.ts';
import { rowCount } from '../../helpers/row-count.ts';
import { bentSignature } from '../../helpers/signed-links.ts';
import { buildTestApp, openTestDatabase, TEST_DB, type TestApp } from '../../helpers/test-app.ts';
import { withStatementLog } from '../../helpers/statement-log.ts';
import { WithdrawalRepository } from '../../../src/areas/withdrawals/repositories/withdrawal.repository.ts';
import { DatabaseRateCounter } from '../../../src/repositories/limits/database-rate-counter.ts';
import { AbuseLimits, LIMITS } from '../../../src/services/abuse-limits.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { startSmtpServer, type SmtpCatcher } from '../../mail/mail-helpers.ts';

interface Order {
  id: number;
  variableSymbol: string;
  email: string;
  items: { craftedProduct: { id: number }; position: number }[];
}

type Source = 'edition' | 'photo';

/** pdftotext keeps the no-break spaces of amounts; tests read them as plain spaces. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

/**
 * The withdrawal function through the API: an order named by its number and e-mail,
 * without signing in; edition pieces withdrawn, own-photo pieces and company orders refused, the
 * 14 days from receipt, the acknowledgement mailed with its PDF, and the abuse limits.
 */
describe(`the withdrawal function (${TEST_DB})`, () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let admin: Headers;
  const customer = visitorHeaders();
  const ids: Record<string, number> = {};
  /** The server's clock: real time unless a test sets it. */
  let clockAt: number | undefined;
  let serial = 0;
  const net = `10.${randomInt(256)}.${randomInt(256)}`;
  let hosts = 0;
  /** A client address of its own, so no test spends another's limits. */
  const newAddress = () => `${net}.${++hosts}`;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp(
      { smtpUrl: smtp.url },
      { outboxPollMs: 50, now: () => (clockAt === undefined ? new Date() : new Date(clockAt)) },
    );
    admin = await signIn(t.app, 'admin', 'admin');
    const c = catalogueWriter(t.app, admin);
    Object.assign(ids, await framedCatalogue(c));
    await c.param('SHOP_NAME', 'Fotoobraz s.r.o.');
    await c.param('SHOP_IBAN', 'SK3112000000198742637541');
    await shopParams(t.app, admin);
    ids.edition = await c.edition(3600, 2400);
    ids.photo = await uploadPhoto(t.app, customer);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** A new order of the customer's, a line per source, with an e-mail of its own. */
  const placeOrder = async (sources: Source[], extra: object = {}): Promise<Order> => {
    serial += 1;
    const items = [];
    for (const source of sources) {
      const from =
        source === 'edition'
          ? { internalImage: { id: ids.edition } }
          : { photo: { id: ids.photo } };
      const piece = await postForId(
        t.app,
        customer,
        '/api/crafted-products',
        framedPieceBody(ids, from),
      );
      items.push({ craftedProduct: { id: piece } });
    }
    return placeOrderAs<Order>(t.app, customer, {
      email: `kupujuci${serial}@example.sk`,
      items,
      ...COURIER_DELIVERY,
      ...extra,
    });
  };

  const step = (order: Order, ...statuses: string[]) => stepOrder(t.app, admin, order, statuses);

  const pieceOf = (order: Order, position: number) =>
    order.items.find((i) => i.position === position)!.craftedProduct.id;

  const post = (url: string, payload: object, remoteAddress = newAddress()) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const withdraw = (order: Order, extra: object = {}, remoteAddress?: string) =>
    post(
      '/api/withdrawals',
      { orderNumber: order.variableSymbol, email: order.email, ...extra },
      remoteAddress,
    );
  const lookup = (order: Order, remoteAddress?: string) =>
    post(
      '/api/withdrawals/lookup',
      { orderNumber: order.variableSymbol, email: order.email },
      remoteAddress,
    );

  const stored = async () => ({
    withdrawals: await rowCount(t.database.db, 'withdrawal'),
    lines: await rowCount(t.database.db, 'withdrawalLine'),
  });

  const acknowledgementOf = (order: Order): Promise<Email> =>
    waitFor(
      async () =>
        (await smtp.parsed()).find(
          (m) =>
            m.to?.[0]?.address === order.email &&
            m.subject?.startsWith('Potvrdenie o odstúpení od zmluvy'),
        ),
      15_000,
    );

  describe('POST /api/withdrawals/lookup', () => {
    it('shows each line with its wording and whether it can be withdrawn, without signing in', async () => {
      const order = await placeOrder(['edition', 'photo']);
      const res = await lookup(order);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        orderNumber: order.variableSymbol,
        companyBuyer: false,
        period: { state: 'NOT_RECEIVED' },
      });
      expect(body.lines).toEqual([
        expect.objectContaining({
          craftedProductId: pieceOf(order, 1),
          position: 1,
          title: expect.stringContaining('50 × 40 cm'),
          withdrawable: true,
          reason: 'EDITION',
          wording: 'Môžete odstúpiť do 14 dní od prevzatia',
          withdrawnAt: null,
        }),
        expect.objectContaining({
          craftedProductId: pieceOf(order, 2),
          withdrawable: false,
          reason: 'OWN_PHOTO',
          wording: 'Vyrobené podľa vašej fotografie – podľa zákona nie je možné odstúpiť od zmluvy',
        }),
      ]);
    });

    it('answers a wrong number and a wrong e-mail with the same 404', async () => {
      const order = await placeOrder(['edition']);
      const wrongEmail = await post('/api/withdrawals/lookup', {
        orderNumber: order.variableSymbol,
        email: 'niekto.iny@example.sk',
      });
      const wrongNumber = await post('/api/withdrawals/lookup', {
        orderNumber: String(Number(order.variableSymbol) + 1000),
        email: order.email,
      });
      expect(wrongEmail.statusCode).toBe(404);
      expect(wrongNumber.statusCode).toBe(404);
      expect(wrongEmail.json()).toEqual(wrongNumber.json());
      expect(wrongEmail.json()).toMatchObject({
        message: 'error.withdrawal.notfound',
        detail: expect.stringContaining('nenašli'),
      });
    });

    it('never takes the row id for the order number', async () => {
      const order = await placeOrder(['edition']);
      expect(String(order.id)).not.toBe(order.variableSymbol);
      const res = await post('/api/withdrawals/lookup', {
        orderNumber: String(order.id),
        email: order.email,
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('POST /api/withdrawals', () => {
    it('refuses a body without the number and e-mail with field errors', async () => {
      const res = await post('/api/withdrawals', { orderNumber: 'abc' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'orderNumber' }),
          expect.objectContaining({ field: 'email' }),
        ]),
      );
    });

    it('answers the same 404 to a wrong number and a wrong e-mail, storing nothing', async () => {
      const order = await placeOrder(['edition']);
      const before = await stored();
      const wrongEmail = await withdraw({ ...order, email: 'niekto.iny@example.sk' });
      const wrongNumber = await withdraw({
        ...order,
        variableSymbol: String(Number(order.variableSymbol) + 1000),
      });
      expect(wrongEmail.statusCode).toBe(404);
      expect(wrongEmail.body).toBe(wrongNumber.body);
      expect(await stored()).toEqual(before);
    });

    it('withdraws an edition piece: 201, and the acknowledgement mailed at once with its PDF', async () => {
      const order = await placeOrder(['edition']);
      const res = await withdraw(
        { ...order, email: `  ${order.email.toUpperCase()} ` },
        { reason: 'Farby nesedia k interiéru.' },
      );
      expect(res.statusCode, res.body).toBe(201);
      const receipt = res.json();
      expect(receipt).toMatchObject({
        orderId: order.id,
        orderNumber: order.variableSymbol,
        email: order.email,
        reason: 'Farby nesedia k interiéru.',
        state: 'NAHLASENE',
        name: 'Jana Nováková',
        lines: [{ craftedProductId: pieceOf(order, 1), position: 1 }],
        acknowledgementUrl: expect.stringMatching(
          new RegExp(`/api/withdrawals/${receipt.id}/acknowledgement\\?expires=\\d+&signature=`),
        ),
      });

      const mail = await acknowledgementOf(order);
      expect(mail.subject).toBe(
        `Potvrdenie o odstúpení od zmluvy – objednávka č. ${order.variableSymbol}`,
      );
      expect(mail.text).toContain('Farby nesedia k interiéru.');
      expect(mail.text).toContain('do 14 dní');
      const attachment = mail.attachments.find((a) => a.mimeType === 'application/pdf');
      expect(attachment?.filename).toBe(`odstupenie-od-zmluvy-${order.variableSymbol}.pdf`);
      const text = plain(layoutText(attachment!.content as ArrayBuffer));
      expect(text).toContain(`objednávka č. ${order.variableSymbol}`);
      expect(text).toMatch(/Odstúpenie prijaté\s+\d{1,2}\. \d{1,2}\. \d{4} o \d{2}:\d{2}:\d{2}/);
      expect(text).toContain('Obraz v ráme 50 × 40 cm');
      expect(text).toContain('Farby nesedia k interiéru.');

      // The signed link works without signing in; a bent one is refused.
      const path =
        new URL(receipt.acknowledgementUrl).pathname + new URL(receipt.acknowledgementUrl).search;
      const pdf = await t.app.inject({ url: path });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(plain(layoutText(pdf.rawPayload))).toContain(`objednávka č. ${order.variableSymbol}`);
      const bent = await t.app.inject({ url: bentSignature(path) });
      expect(bent.statusCode).toBe(403);
      const elsewhere = await t.app.inject({
        url: path.replace(`/withdrawals/${receipt.id}/`, `/withdrawals/${receipt.id + 1000}/`),
      });
      expect(elsewhere.statusCode).toBe(403);
      // Without a link: the order's owner and the admin, nobody else.
      const bare = `/api/withdrawals/${receipt.id}/acknowledgement`;
      expect((await t.app.inject({ url: bare, headers: customer })).statusCode).toBe(200);
      expect((await t.app.inject({ url: bare, headers: admin })).statusCode).toBe(200);
      expect((await t.app.inject({ url: bare, headers: visitorHeaders() })).statusCode).toBe(404);
    });

    it('refuses an own-photo order with 400 naming the exempt line, storing nothing', async () => {
      const order = await placeOrder(['photo']);
      const before = await stored();
      const res = await withdraw(order);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      const problem = res.json();
      expect(problem.message).toBe('error.withdrawal.exempt');
      expect(problem.detail).toBe(
        'Od zmluvy nie je možné odstúpiť pri položke „Obraz v ráme 50 × 40 cm“ (položka č. 1): ' +
          'Vyrobené podľa vašej fotografie – podľa zákona nie je možné odstúpiť od zmluvy.',
      );
      expect(problem.exemptLines).toEqual([
        expect.objectContaining({ craftedProductId: pieceOf(order, 1), reason: 'OWN_PHOTO' }),
      ]);
      expect(await stored()).toEqual(before);
    });

    it('withdraws only the edition line of a mixed order, without `lines` too', async () => {
      const named = await placeOrder(['photo', 'edition']);
      const both = await withdraw(named, { lines: [pieceOf(named, 1), pieceOf(named, 2)] });
      expect(both.statusCode).toBe(400);
      expect(both.json().detail).toContain('(položka č. 1)');
      const res = await withdraw(named, { lines: [pieceOf(named, 2)] });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().lines).toEqual([
        expect.objectContaining({ craftedProductId: pieceOf(named, 2) }),
      ]);

      const unnamed = await placeOrder(['photo', 'edition', 'edition']);
      const all = await withdraw(unnamed);
      expect(all.statusCode, all.body).toBe(201);
      expect(all.json().lines.map((l: { position: number }) => l.position)).toEqual([2, 3]);
      const after = (await lookup(unnamed)).json();
      expect(
        after.lines.map((l: { withdrawnAt: string | null }) => Boolean(l.withdrawnAt)),
      ).toEqual([false, true, true]);
    });

    it('refuses a line that is not on the order as a field error', async () => {
      const order = await placeOrder(['edition']);
      const other = await placeOrder(['edition']);
      const res = await withdraw(order, { lines: [pieceOf(other, 1)] });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual([
        { objectName: 'withdrawal', field: 'lines', message: 'NotOnOrder' },
      ]);
    });

    it('answers 409 to a second withdrawal of a line, storing nothing more', async () => {
      const order = await placeOrder(['edition']);
      expect((await withdraw(order)).statusCode).toBe(201);
      const before = await stored();
      for (const again of [
        await withdraw(order, { lines: [pieceOf(order, 1)] }),
        await withdraw(order),
      ]) {
        expect(again.statusCode, again.body).toBe(409);
        expect(again.json()).toMatchObject({
          message: 'error.withdrawal.already',
          detail: expect.stringContaining('ste už odstúpili'),
        });
      }
      expect(await stored()).toEqual(before);
    });

    it('lets only one of two simultaneous withdrawals of a line through', async () => {
      const order = await placeOrder(['edition']);
      const answers = await Promise.all([withdraw(order), withdraw(order)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    });

    it('refuses a company order: only consumers withdraw', async () => {
      const order = await placeOrder(['edition'], COMPANY_BUYER);
      const before = await stored();
      const res = await withdraw(order);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'error.withdrawal.company',
        detail: expect.stringContaining('len spotrebiteľ'),
      });
      expect((await lookup(order)).json()).toMatchObject({
        companyBuyer: true,
        lines: [expect.objectContaining({ withdrawable: false, reason: 'COMPANY_BUYER' })],
      });
      expect(await stored()).toEqual(before);
    });

    it("withdraws an order the back office entered without lines, known by its piece's number", async () => {
      const piece = await postForId(
        t.app,
        admin,
        '/api/crafted-products',
        framedPieceBody(ids, { internalImage: { id: ids.edition } }),
      );
      const entered = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: admin,
        payload: {
          orderDate: '2026-11-20T10:00:00Z',
          email: 'telefonom@example.sk',
          craftedProduct: { id: piece },
          totalAmount: 89,
        },
      });
      expect(entered.statusCode, entered.body).toBe(201);
      const order = { ...(entered.json() as Order), variableSymbol: String(piece) };
      expect((await lookup(order)).json().lines).toEqual([
        expect.objectContaining({ craftedProductId: piece, reason: 'EDITION', withdrawable: true }),
      ]);
      const res = await withdraw(order);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().lines).toEqual([
        expect.objectContaining({ craftedProductId: piece, position: 1 }),
      ]);
      const line = await t.database.db
        .selectFrom('orderItem')
        .select(['craftedProductId', 'withdrawalReason'])
        .where('orderId', '=', order.id)
        .execute();
      expect(line).toEqual([{ craftedProductId: piece, withdrawalReason: 'EDITION' }]);
      expect((await withdraw(order)).statusCode).toBe(409);
    });

    it('refuses a cancelled order with 409', async () => {
      const order = await placeOrder(['edition']);
      await step(order, 'ZRUSENA');
      const res = await withdraw(order);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('error.withdrawal.cancelled');
    });
  });

  describe('the 14 days from receipt', () => {
    afterAll(() => {
      clockAt = undefined;
    });

    /** Moves the order's step to VYBAVENA to `instant`, as if the goods arrived then. */
    const receivedAt = async (order: Order, instant: string) => {
      await t.database.db
        .updateTable('orderStatusChange')
        .set({ changedDate: instant })
        .where('orderId', '=', order.id)
        .where('toStatus', '=', 'VYBAVENA')
        .execute();
    };

    it('is open before the goods arrive, also while the parcel travels', async () => {
      const order = await placeOrder(['edition']);
      await step(order, 'ZAPLATENA', 'VO_VYROBE', 'ODOSLANA');
      expect((await lookup(order)).json().period).toEqual({ state: 'NOT_RECEIVED' });
      expect((await withdraw(order)).statusCode).toBe(201);
    });

    it('ends on the 14th day after receipt in Bratislava, and names that day after it', async () => {
      const order = await placeOrder(['edition']);
      await step(order, 'ZAPLATENA', 'VO_VYROBE', 'VYBAVENA');
      // Received on Monday 2 November 2026 (late in the evening, still the 2nd in Bratislava).
      await receivedAt(order, '2026-11-02T22:30:00.000Z');

      clockAt = Date.parse('2026-11-16T23:30:00Z'); // 17 November, 00:30 in Bratislava
      const before = await stored();
      const late = await withdraw(order);
      expect(late.statusCode, late.body).toBe(400);
      expect(late.json()).toMatchObject({
        message: 'error.withdrawal.expired',
        lastDay: '2026-11-16',
        detail:
          'Lehota na odstúpenie od zmluvy uplynula 16. 11. 2026 (tovar ste prevzali 2. 11. 2026).',
      });
      expect(await stored()).toEqual(before);
      expect((await lookup(order)).json().period).toEqual({
        state: 'ENDED',
        receivedOn: '2026-11-02',
        lastDay: '2026-11-16',
      });

      clockAt = Date.parse('2026-11-16T22:59:00Z'); // 16 November, 23:59 in Bratislava
      const lastDay = await withdraw(order);
      expect(lastDay.statusCode, lastDay.body).toBe(201);
      expect(lastDay.json().submittedAt).toBe('2026-11-16T22:59:00.000Z');
    });

    it('moves a last day on a weekend to the next working day', async () => {
      const order = await placeOrder(['edition']);
      await step(order, 'ZAPLATENA', 'VO_VYROBE', 'VYBAVENA');
      // 14 days after Saturday 14 November 2026 is Saturday 28 November: Monday 30th counts.
      await receivedAt(order, '2026-11-14T10:00:00.000Z');
      clockAt = Date.parse('2026-11-30T12:00:00Z');
      expect((await withdraw(order)).statusCode).toBe(201);
    });
  });

  describe('abuse limits', () => {
    /** Ten wrong e-mails for the order's number from `address`: the lookup's limit of misses. */
    const missTenTimes = async (order: Order, address: string) => {
      for (let n = 0; n < 10; n += 1) {
        const miss = await post(
          '/api/withdrawals/lookup',
          { orderNumber: order.variableSymbol, email: `hadam${n}@example.sk` },
          address,
        );
        expect(miss.statusCode).toBe(404);
      }
    };

    it('slows down guessing: after 10 misses from an address even a right number waits (429)', async () => {
      const order = await placeOrder(['edition']);
      const address = newAddress();
      await missTenTimes(order, address);
      const right = await lookup(order, address);
      expect(right.statusCode).toBe(429);
      expect(right.headers['retry-after']).toMatch(/^\d+$/);
      expect(right.json().message).toBe('error.http.429');
      // The same refusal for every pair, pointing to the link every order mail carries.
      expect(right.json().detail).toContain('Odkaz „Odstúpiť od zmluvy“ je aj v každom e-maile');
      const unknown = await post(
        '/api/withdrawals/lookup',
        { orderNumber: '999999', email: 'nikto@example.sk' },
        address,
      );
      expect(unknown.statusCode).toBe(429);
      expect(unknown.json().detail).toBe(right.json().detail);
      expect((await lookup(order, newAddress())).statusCode).toBe(200);
    });

    it("opens the order from its mails' signed link without the e-mail, even from a locked-out address", async () => {
      const order = await placeOrder(['edition']);
      const mail = await waitFor(
        async () =>
          (await smtp.parsed()).find(
            (m) =>
              m.to?.[0]?.address === order.email && m.subject?.startsWith('Potvrdenie objednávky'),
          ),
        15_000,
      );
      const link = new URL(/Odstúpiť od zmluvy: (\S+)/.exec(mail.text ?? '')![1]);
      expect(link.pathname).toBe('/odstupenie-od-zmluvy');
      expect(link.searchParams.get('objednavka')).toBe(order.variableSymbol);
      const token = link.searchParams.get('podpis')!;
      expect(token).toMatch(/^\d+\.[\w-]{43}$/);
      const byLink = (number: string, signature: string, address = newAddress()) =>
        post('/api/withdrawals/lookup', { orderNumber: number, token: signature }, address);

      const address = newAddress();
      await missTenTimes(order, address);
      expect((await lookup(order, address)).statusCode).toBe(429);
      const opened = await byLink(order.variableSymbol, token, address);
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json().orderNumber).toBe(order.variableSymbol);

      // The signature names its one order: not another's number, not bent, not past its days.
      const other = await placeOrder(['edition']);
      expect((await byLink(other.variableSymbol, token)).statusCode).toBe(404);
      const bent = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      expect((await byLink(order.variableSymbol, bent)).statusCode).toBe(404);
      clockAt = Date.now() + 401 * 86_400_000;
      try {
        expect((await byLink(order.variableSymbol, token)).statusCode).toBe(404);
      } finally {
        clockAt = undefined;
      }

      // The withdrawal itself goes through with the link alone.
      const before = await stored();
      const withdrawn = await post(
        '/api/withdrawals',
        { orderNumber: order.variableSymbol, token },
        address,
      );
      expect(withdrawn.statusCode, withdrawn.body).toBe(201);
      expect((await stored()).withdrawals).toBe(before.withdrawals + 1);
      expect((await acknowledgementOf(order)).to?.[0]?.address).toBe(order.email);
    });

    it('finds an existing number with a wrong e-mail by the same statement as an unknown number', async () => {
      const order = await placeOrder(['edition']);
      const log = withStatementLog(t.database);
      const withdrawals = new WithdrawalRepository(log.database);
      const asked = async (number: string, email: string) => {
        log.reset();
        const found = await withdrawals.orderIdNumbered(number, email);
        return { found, statements: log.statements().map((s) => s.sql) };
      };
      const wrongEmail = await asked(order.variableSymbol, 'ina@example.sk');
      const unknown = await asked('987654', 'ina@example.sk');
      expect(wrongEmail).toEqual({ found: undefined, statements: unknown.statements });
      expect(unknown.statements).toHaveLength(1);
      const right = await asked(order.variableSymbol, ` ${order.email.toUpperCase()} `);
      expect(right).toEqual({ found: order.id, statements: unknown.statements });
    });

    it('carries the misses over when the counters move to another store (a Redis outage)', async () => {
      const other = await openTestDatabase({ migrated: true });
      try {
        // The misses counted with Redis, copied in the database ...
        const durable = new DatabaseRateCounter(t.database);
        const before = new AbuseLimits(new DatabaseRateCounter(other.database), durable);
        const address = newAddress();
        for (let n = 0; n < 10; n += 1) {
          await before.record(LIMITS.withdrawalMissesPerAddress, address);
        }
        // ... then counted in a store that never saw them: the copy still refuses.
        const after = new AbuseLimits(new DatabaseRateCounter(t.database), durable);
        await expect(after.check(LIMITS.withdrawalMissesPerAddress, address)).rejects.toMatchObject(
          {
            status: 429,
          },
        );
        await expect(
          after.check(LIMITS.withdrawalMissesPerAddress, newAddress()),
        ).resolves.toBeUndefined();
      } finally {
        await other.dispose();
      }
    });

    it('limits every call from one address, like the account calls', async () => {
      const address = newAddress();
      const answers = [];
      for (let n = 0; n < 31; n += 1) {
        answers.push((await post('/api/withdrawals', { orderNumber: 'x' }, address)).statusCode);
      }
      expect(answers.slice(0, 30).every((s) => s === 400)).toBe(true);
      expect(answers[30]).toBe(429);
    });
  });
});
