import { packetWeightKg } from '@fotoobraz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorHeaders, type Headers } from '../../helpers/actors.ts';
import { COURIER_DELIVERY } from '../../helpers/order-journey.ts';
import { openDocumentShop, type DocumentShop } from '../../helpers/document-shop.ts';
import { TEST_DB, type TestApp } from '../../helpers/test-app.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { startPacketaReceiver, type PacketaReceiver, type Script } from './packeta-receiver.ts';

interface Order {
  id: number;
  variableSymbol: string;
  email: string;
  totalAmount: number | string;
}

interface Packet {
  state: string;
  stateLabel: string;
  barcode: string | null;
  trackingUrl: string | null;
  packetId?: string | null;
  lastError?: string | null;
}

/** The dev fixture's point at Obchodná 52 in Bratislava. */
const POINT = '10231';
const HOME_CARRIER = 131;

describe(`Packeta packets at dispatch (${TEST_DB})`, () => {
  let packeta: PacketaReceiver;
  let shop: DocumentShop;
  let t: TestApp;
  let admin: Headers;

  /**
   * An order to a Packeta pick-up point, placed as the order form places it: the point found by
   * the public search (the dev profile's fixture points). `weightGrams` null stands for an order
   * placed before orders kept their parcel's weight.
   */
  const placeToPoint = async (weightGrams?: null): Promise<Order> => {
    const found = await t.app.inject({ url: '/api/pickup-points?q=Obchodná 52 Bratislava' });
    const [point] = found.json() as { id: string }[];
    expect(point.id).toBe(POINT);
    const order = await shop.place<Order>({
      handoverMethod: 'VYDAJNE_MIESTO',
      pickupPointId: point.id,
      deliveryName: 'Jana Nováková',
      phone: '+421901234567',
    });
    if (weightGrams === null) {
      await t.database.db
        .updateTable('customerOrder')
        .set({ parcelWeightGrams: null })
        .where('id', '=', order.id)
        .execute();
    }
    return order;
  };

  const dispatch = async (order: Order) => {
    await shop.step(order, 'ZAPLATENA', { paidOn: new Date().toISOString().slice(0, 10) });
    await shop.step(order, 'VO_VYROBE');
    await shop.step(order, 'ODOSLANA');
  };

  const packetOf = async (order: Order, headers: Headers = admin): Promise<Packet | null> => {
    const res = await t.app.inject({ url: `/api/orders/${order.id}/packet`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { packet: Packet | null }).packet;
  };

  /** The owner's 'Vytvoriť zásielku' on an order. */
  const askForPacket = (order: Order) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/packet`,
      headers: admin,
      payload: {},
    });
  /** The owner enters the packet found in Packeta's client section. */
  const recordPacket = (order: Order, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/orders/${order.id}/packet`, headers: admin, payload });
  const settled = (order: Order) =>
    waitFor(async () => {
      const packet = await packetOf(order);
      return packet && !['TO_CREATE', 'CREATING'].includes(packet.state) ? packet : undefined;
    }, 15_000);

  /** Dispatches `order` (a new one to a point unless given), Packeta answering it by `script`. */
  const dispatchAnswered = async (script: Script, order?: Order) => {
    const placed = order ?? (await placeToPoint());
    packeta.scripts.set(placed.variableSymbol, [script]);
    await dispatch(placed);
    return placed;
  };

  const mailsTo = async (order: Order, subject: string) =>
    (await shop.smtp.parsed()).filter(
      (m) => m.to?.some((a) => a.address === order.email) && m.subject?.includes(subject),
    );

  const backdate = (order: Order, column: 'nextAttemptAt' | 'statusCheckedAt') =>
    t.database.db
      .updateTable('orderPacket')
      .set({ [column]: '2000-01-01T00:00:00.000Z' })
      .where('orderId', '=', order.id)
      .execute();

  beforeAll(async () => {
    packeta = await startPacketaReceiver();
    shop = await openDocumentShop('balik', {
      overrides: {
        packeta: {
          api: { url: packeta.url, password: '', homeCarrierId: HOME_CARRIER, timeoutMs: 700 },
        },
      },
    });
    ({ t, admin } = shop);
  });
  afterAll(async () => {
    await shop?.close();
    await packeta?.close();
  });

  describe('an order to a point, dispatched', () => {
    let order: Order;
    let packet: Packet;

    beforeAll(async () => {
      order = await placeToPoint();
      await dispatch(order);
      packet = await settled(order);
    });

    it('creates exactly one packet naming the point, with the order number, value and weight', async () => {
      expect(packet.state).toBe('CREATED');
      const { parcelWeightGrams } = await t.database.db
        .selectFrom('customerOrder')
        .select('parcelWeightGrams')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(Number(parcelWeightGrams)).toBeGreaterThan(0);
      const creates = packeta.createsOf(order.variableSymbol);
      expect(creates).toHaveLength(1);
      expect(creates[0]!.body.packetAttributes).toMatchObject({
        number: order.variableSymbol,
        addressId: POINT,
        value: Number(order.totalAmount).toFixed(2),
        weight: packetWeightKg(Number(parcelWeightGrams)),
        currency: 'EUR',
        name: 'Jana',
        surname: 'Nováková',
        email: order.email,
        phone: '+421901234567',
      });
      expect(creates[0]!.xml).toContain('<apiPassword></apiPassword>');
      expect(packet.barcode).toBe(packeta.created.get(order.variableSymbol)!.barcode);
    });

    it('sends one dispatch mail, with the tracking link of the barcode', async () => {
      const link = `https://tracking.packeta.com/sk/?id=${packet.barcode}`;
      expect(packet.trackingUrl).toBe(link);
      const mails = await waitFor(async () => {
        const found = await mailsTo(order, 'Odoslaná');
        return found.length > 0 ? found : undefined;
      }, 10_000);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(link);
      expect(mails[0]!.html).toContain(`href="${link}"`);
    });

    it("shows the customer the packet's state and link on the order, without Packeta's id", async () => {
      const res = await t.app.inject({ url: `/api/orders/${order.id}`, headers: shop.customer });
      expect(res.statusCode).toBe(200);
      const row = res.json() as { packet: Packet };
      expect(row.packet).toMatchObject({ state: 'CREATED', stateLabel: 'Vytvorená' });
      expect(row.packet.trackingUrl).toContain(packet.barcode!);
      expect(row.packet.packetId).toBeUndefined();
      const stranger = await t.app.inject({
        url: `/api/orders/${order.id}/packet`,
        headers: visitorHeaders(),
      });
      expect(stranger.statusCode).toBe(404);
    });

    it('a status job reads the parcel on its way to the point', async () => {
      packeta.statuses.set(packeta.created.get(order.variableSymbol)!.id, 5);
      await backdate(order, 'statusCheckedAt');
      await t.app.packetWorker!.runOnce();
      expect(await packetOf(order)).toMatchObject({
        state: 'READY_FOR_PICKUP',
        stateLabel: 'Pripravená na vyzdvihnutie',
      });
    });

    it('the owner cannot ask for a second packet', async () => {
      const res = await askForPacket(order);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toContain('druhú nevytvárame');
      expect(packeta.createsOf(order.variableSymbol)).toHaveLength(1);
    });
  });

  it('home delivery goes to the home carrier with the address', async () => {
    const order = await shop.place<Order>(COURIER_DELIVERY);
    await dispatch(order);
    expect((await settled(order)).state).toBe('CREATED');
    expect(packeta.createsOf(order.variableSymbol)[0]!.body.packetAttributes).toMatchObject({
      addressId: String(HOME_CARRIER),
      street: 'Hlavná',
      houseNumber: '1',
      city: 'Košice',
      zip: '04001',
    });
  });

  it('a refused address: REFUSED with the reason, no mail; fixed and retried, one packet and the mail', async () => {
    const order = await dispatchAnswered('refuse');
    const refused = await settled(order);
    expect(refused.state).toBe('REFUSED');
    expect(refused.lastError).toContain('Packeta odmietla údaje zásielky');
    expect(refused.lastError).toContain('addressId: Unknown addressId');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(order, 'Odoslaná')).toHaveLength(0);

    const retry = await askForPacket(order);
    expect(retry.statusCode, retry.body).toBe(202);
    expect((await settled(order)).state).toBe('CREATED');
    expect(packeta.createsOf(order.variableSymbol)).toHaveLength(2);
    await waitFor(async () => ((await mailsTo(order, 'Odoslaná')).length ? true : undefined));
    expect(await mailsTo(order, 'Odoslaná')).toHaveLength(1);
  });

  it('a timeout leaves the packet to check, never created twice; the owner enters the one found', async () => {
    const order = await dispatchAnswered('hang');
    const doubt = await settled(order);
    expect(doubt.state).toBe('TO_CHECK');
    expect(doubt.lastError).toContain('zásielka mohla vzniknúť');
    await t.app.packetWorker!.runOnce();
    await backdate(order, 'nextAttemptAt');
    await t.app.packetWorker!.runOnce();
    expect(packeta.createsOf(order.variableSymbol)).toHaveLength(1);
    expect((await packetOf(order))!.state).toBe('TO_CHECK');
    expect(await mailsTo(order, 'Odoslaná')).toHaveLength(0);

    const unchecked = await askForPacket(order);
    expect(unchecked.statusCode).toBe(409);
    expect(unchecked.json().detail).toContain('klientskej sekcii');

    const wrong = await recordPacket(order, { packetId: '12a', barcode: 'X1' });
    expect(wrong.statusCode).toBe(400);

    const recorded = await recordPacket(order, {
      packetId: '4000000001',
      barcode: 'Z 400 0000 001',
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().packet).toMatchObject({ state: 'CREATED', barcode: 'Z4000000001' });
    const mails = await waitFor(async () => {
      const found = await mailsTo(order, 'Odoslaná');
      return found.length ? found : undefined;
    });
    expect(mails[0]!.text).toContain('https://tracking.packeta.com/sk/?id=Z4000000001');
    expect(packeta.createsOf(order.variableSymbol)).toHaveLength(1);
  });

  it('a transient failure before Packeta took the request is retried: one packet', async () => {
    const order = await dispatchAnswered('busy', await placeToPoint(null));
    const waiting = await waitFor(async () => {
      const packet = await packetOf(order);
      return packet?.state === 'TO_CREATE' && packet.lastError ? packet : undefined;
    });
    expect(waiting.lastError).toContain('503');
    await backdate(order, 'nextAttemptAt');
    await t.app.packetWorker!.runOnce();
    expect((await packetOf(order))!.state).toBe('CREATED');
    const creates = packeta.createsOf(order.variableSymbol);
    expect(creates).toHaveLength(2);
    // Without a weight of its own, the documented fallback.
    expect((creates[1]!.body.packetAttributes as Record<string, string>).weight).toBe('2');
    expect([...packeta.created.keys()].filter((n) => n === order.variableSymbol)).toHaveLength(1);
  });

  describe("the owner's tools", () => {
    let before: Order;
    let first: Order;
    let second: Order;

    beforeAll(async () => {
      first = await placeToPoint();
      second = await placeToPoint();
      await dispatch(first);
      await dispatch(second);
      await settled(first);
      await settled(second);
      before = await placeToPoint();
    });

    it("'Vytvoriť zásielku' before dispatch: the packet, and no mail until the order leaves", async () => {
      const unpaid = await askForPacket(before);
      expect(unpaid.statusCode).toBe(409);
      expect(unpaid.json().message).toBe('error.packet.notpaid');
      await shop.step(before, 'ZAPLATENA', { paidOn: new Date().toISOString().slice(0, 10) });
      const res = await askForPacket(before);
      expect(res.statusCode, res.body).toBe(202);
      expect((await settled(before)).state).toBe('CREATED');
      expect(await mailsTo(before, 'Odoslaná')).toHaveLength(0);
      await shop.step(before, 'VO_VYROBE');
      await shop.step(before, 'ODOSLANA');
      const mails = await waitFor(async () => {
        const found = await mailsTo(before, 'Odoslaná');
        return found.length ? found : undefined;
      });
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('https://tracking.packeta.com/sk/?id=Z');
      expect(packeta.createsOf(before.variableSymbol)).toHaveLength(1);
    });

    it("prints one order's label in A6", async () => {
      const res = await t.app.inject({
        url: `/api/orders/${first.id}/packet/label.pdf?format=A6`,
        headers: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      const id = packeta.created.get(first.variableSymbol)!.id;
      expect(res.rawPayload.toString('latin1')).toContain(`% labels ${id} A6 on A6`);
    });

    it("prints several orders' labels in one A4 PDF, in the order given", async () => {
      const res = await t.app.inject({
        url: `/api/packets/labels.pdf?orders=${second.id},${first.id}&format=A4`,
        headers: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      const ids = [second, first].map((o) => packeta.created.get(o.variableSymbol)!.id);
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(res.rawPayload.toString('latin1')).toContain(`% labels ${ids.join(',')} A6 on A4`);
    });

    it('refuses labels of an order without a packet, naming it, and a customer', async () => {
      const plain = await shop.place<Order>({ handoverMethod: 'OSOBNY_ODBER' });
      const res = await t.app.inject({
        url: `/api/packets/labels.pdf?orders=${first.id},${plain.id}`,
        headers: admin,
      });
      expect(res.statusCode).toBe(409);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toContain(plain.variableSymbol);
      const bad = await t.app.inject({ url: '/api/packets/labels.pdf?orders=x', headers: admin });
      expect(bad.statusCode).toBe(400);
      // Ids no order can have: past PostgreSQL's integer, past 2^53.
      for (const id of ['2147483648', '9007199254740993']) {
        const beyond = await t.app.inject({
          url: `/api/packets/labels.pdf?orders=${first.id},${id}`,
          headers: admin,
        });
        expect(beyond.statusCode, beyond.body).toBe(400);
        expect(beyond.headers['content-type']).toContain('application/problem+json');
      }
      const stranger = await t.app.inject({
        url: `/api/packets/labels.pdf?orders=${first.id}`,
        headers: shop.customer,
      });
      expect([401, 403]).toContain(stranger.statusCode);
    });

    it('filters the order list by hand-over method and packet state', async () => {
      const list = async (query: string) => {
        const res = await t.app.inject({ url: `/api/orders?size=100&${query}`, headers: admin });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as { id: number; packet: Packet | null }[]).map((o) => o.id);
      };
      const created = await list('handoverMethod.equals=VYDAJNE_MIESTO&packetState=CREATED');
      expect(created).toEqual(expect.arrayContaining([first.id, second.id]));
      const refused = await list('packetState=REFUSED');
      expect(refused).not.toContain(first.id);
      const none = await list('packetState=NONE');
      expect(none).not.toContain(first.id);
      expect((await list('handoverMethod.equals=KURIER')).every((id) => id !== first.id)).toBe(
        true,
      );
      const bad = await t.app.inject({ url: '/api/orders?packetState=LOST', headers: admin });
      expect(bad.statusCode).toBe(400);
    });
  });
});
