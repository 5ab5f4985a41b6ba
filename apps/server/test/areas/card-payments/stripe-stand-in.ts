import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { listenOnLoopback } from '../../helpers/loopback.ts';

/** What the stand-in does with the next create of a session or refund (default: answers it). */
export type Script = 'hang' | 'fail' | 'refuse';

export interface ReceivedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

type Json = Record<string, unknown>;

/**
 * A form body as Stripe's package encodes it (`line_items[0][price_data][unit_amount]=4200`),
 * read back into the object it was made from.
 */
const formBody = (text: string): Json => {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let at: Json = root;
    path.forEach((name, n) => {
      if (n === path.length - 1) at[name] = value;
      else at = (at[name] ??= /^\d+$/.test(path[n + 1]) ? ([] as unknown as Json) : {}) as Json;
    });
  }
  return root;
};

const stripeId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/**
 * Stripe's API on loopback, answering as its API reference shows: `POST /v1/checkout/sessions`
 * gives a `checkout.session` (status open, payment_status unpaid, amount_total the sum of its
 * line items, its `url` a page of this server), `GET /v1/checkout/sessions/{id}` reads it back,
 * `POST /v1/refunds` gives a `refund`, `GET /v1/payouts` and `/v1/payouts/{id}` the payouts
 * made by `payOut`, `GET /v1/balance_transactions?payout=` what each carried (a charge per paid
 * session with Stripe's fee, a refund, a fee of Stripe's own). A repeated `Idempotency-Key` gets the first answer again,
 * as Stripe's does. The test pays (`pay`), expires or cancels a session, and sends the shop
 * webhooks signed with the package's own test-header helper.
 */
export const startStripeStandIn = async (webhookSecret = 'whsec_test_standin') => {
  const requests: ReceivedRequest[] = [];
  const sessions = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  /** The balance's movements (payments, refunds, fees), each paid out once: `payout` set. */
  const movements: Json[] = [];
  const payouts = new Map<string, Json>();
  const answered = new Map<string, { status: number; body: Json }>();
  const scripts: { sessions: Script[]; refunds: Script[]; payouts: Script[] } = {
    sessions: [],
    refunds: [],
    payouts: [],
  };
  /** Where the stand-in's payment page sends its webhook: the shop's endpoint. */
  let webhookUrl: string | undefined;
  const signer = new Stripe('sk_test_standin');
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => void route(req, res, text));
  });
  const listening = await listenOnLoopback(server);
  const origin = listening.origin;

  const send = (res: ServerResponse, status: number, body: Json) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': stripeId('req') });
    res.end(JSON.stringify(body));
  };
  const stripeError = (type: string, message: string, code?: string) => ({
    error: { type, message, ...(code ? { code } : {}) },
  });

  const createSession = (body: Json): Json => {
    const lines = (body.line_items ?? []) as { quantity: string; price_data: Json }[];
    const amount = lines.reduce(
      (sum, line) => sum + Number(line.price_data.unit_amount) * Number(line.quantity),
      0,
    );
    const id = stripeId('cs');
    const created = Math.floor(Date.now() / 1000);
    const session: Json = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: body.cancel_url,
      client_reference_id: body.client_reference_id ?? null,
      created,
      currency: String(body.currency ?? lines[0]?.price_data.currency ?? 'eur'),
      customer_email: body.customer_email ?? null,
      expires_at: created + 24 * 3600,
      livemode: false,
      locale: body.locale ?? null,
      metadata: {},
      mode: body.mode,
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: body.success_url,
      url: `${origin}/c/pay/${id}`,
    };
    sessions.set(id, session);
    return session;
  };

  const route = async (req: IncomingMessage, res: ServerResponse, text: string) => {
    const url = new URL(req.url ?? '/', origin);
    const key = req.headers['idempotency-key'] as string | undefined;
    const body = text ? formBody(text) : {};
    if (url.pathname.startsWith('/v1/')) {
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        idempotencyKey: key,
        authorization: req.headers.authorization,
        body,
      });
    }
    const replay = key && answered.get(`${req.method} ${url.pathname} ${key}`);
    if (replay) return send(res, replay.status, replay.body);
    const remember = (status: number, answer: Json) => {
      if (key) answered.set(`${req.method} ${url.pathname} ${key}`, { status, body: answer });
      send(res, status, answer);
    };
    const scripted = (kind: keyof typeof scripts): boolean => {
      const script = scripts[kind].shift();
      if (script === 'hang') return true;
      if (script === 'fail') {
        send(res, 500, stripeError('api_error', 'Something went wrong on Stripe’s end.'));
        return true;
      }
      if (script === 'refuse') {
        remember(
          400,
          stripeError(
            'invalid_request_error',
            'Charge has already been refunded.',
            'charge_already_refunded',
          ),
        );
        return true;
      }
      return false;
    };
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (scripted('sessions')) return;
      return remember(200, createSession(body));
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && sessionPath) {
      const session = sessions.get(sessionPath[1]);
      if (!session) {
        return send(
          res,
          404,
          stripeError(
            'invalid_request_error',
            `No such checkout.session: '${sessionPath[1]}'`,
            'resource_missing',
          ),
        );
      }
      return send(res, 200, session);
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      if (scripted('refunds')) return;
      const intent = String(body.payment_intent);
      const paid = [...sessions.values()].find((s) => s.payment_intent === intent);
      if (!paid) {
        return remember(
          400,
          stripeError(
            'invalid_request_error',
            `No such payment_intent: '${intent}'`,
            'resource_missing',
          ),
        );
      }
      const refund: Json = {
        id: stripeId('re'),
        object: 'refund',
        amount: Number(body.amount),
        currency: paid.currency,
        payment_intent: intent,
        status: 'succeeded',
        failure_reason: null,
        created: Math.floor(Date.now() / 1000),
      };
      refunds.set(String(refund.id), refund);
      movements.push(movement('refund', -Number(body.amount), 0, refund));
      return remember(200, refund);
    }
    const list = (data: Json[], path: string) => ({
      object: 'list',
      data,
      has_more: false,
      url: path,
    });
    const missing = (kind: string, id: string) =>
      send(
        res,
        404,
        stripeError('invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing'),
      );
    const payoutPath = /^\/v1\/payouts\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && payoutPath) {
      if (scripted('payouts')) return;
      const payout = payouts.get(payoutPath[1]);
      return payout ? send(res, 200, payout) : missing('payout', payoutPath[1]);
    }
    if (req.method === 'GET' && url.pathname === '/v1/payouts') {
      if (scripted('payouts')) return;
      const query = formBody(url.search.slice(1)) as { status?: string; arrival_date?: Json };
      const range = query.arrival_date ?? {};
      const found = [...payouts.values()].filter(
        (p) =>
          (!query.status || p.status === query.status) &&
          (range.gte === undefined || Number(p.arrival_date) >= Number(range.gte)) &&
          (range.lte === undefined || Number(p.arrival_date) <= Number(range.lte)),
      );
      return send(res, 200, list(found, url.pathname));
    }
    if (req.method === 'GET' && url.pathname === '/v1/balance_transactions') {
      const payout = url.searchParams.get('payout');
      if (payout && !payouts.has(payout)) return missing('payout', payout);
      // Stripe's package asks `expand[0]=data.source`.
      const query = formBody(url.search.slice(1));
      const expand = Object.values((query.expand ?? {}) as Json).includes('data.source');
      const found = movements
        .filter((m) => !payout || m.payout === payout)
        .map(({ payout: _payout, sourceObject, ...m }) => ({
          ...m,
          source: expand ? sourceObject : ((sourceObject as Json | null)?.id ?? null),
        }));
      return send(res, 200, list(found, url.pathname));
    }
    // The page's browser asks for an icon; Stripe's page has one.
    if (url.pathname === '/favicon.ico') return void res.writeHead(204).end();
    // The hosted page: a link that pays and comes back, and one that gives up.
    const page = /^\/c\/pay\/([^/]+)(\/paid|\/cancel)?$/.exec(url.pathname);
    const session = page && sessions.get(page[1]);
    if (page && session) {
      if (page[2] === '/paid') {
        const paid = pay(page[1]);
        if (webhookUrl) await deliver(webhookUrl, event('checkout.session.completed', paid));
        res.writeHead(303, { Location: String(session.success_url) }).end();
        return;
      }
      if (page[2] === '/cancel') {
        res.writeHead(303, { Location: String(session.cancel_url) }).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="sk"><title>Stripe stand-in</title><main><h1>${Number(session.amount_total) / 100} EUR</h1>` +
          `<a href="/c/pay/${page[1]}/paid">Zaplatiť</a> <a href="/c/pay/${page[1]}/cancel">Späť</a></main></html>`,
      );
      return;
    }
    send(
      res,
      404,
      stripeError(
        'invalid_request_error',
        `Unrecognized request URL (${req.method}: ${url.pathname}).`,
      ),
    );
  };

  /** A movement of Stripe's balance (a balance transaction), not paid out yet. */
  const movement = (type: string, amount: number, fee: number, source: Json | null): Json => ({
    id: stripeId('txn'),
    object: 'balance_transaction',
    amount,
    currency: 'eur',
    fee,
    net: amount - fee,
    type,
    status: 'available',
    created: Math.floor(Date.now() / 1000),
    payout: null,
    sourceObject: source,
  });

  /** Stripe's standard fee for a card of the EEA: 1.5 % + 0.25 €. */
  const cardFee = (cents: number) => Math.round(cents * 0.015) + 25;

  /** The customer paid the session (`amountCents` says what Stripe took, if not its total). */
  const pay = (sessionId: string, amountCents?: number): Json => {
    const session = sessions.get(sessionId)!;
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: session.payment_intent ?? stripeId('pi'),
      url: null,
      ...(amountCents === undefined ? {} : { amount_total: amountCents }),
    });
    const charged = Number(session.amount_total);
    const charge = {
      id: stripeId('ch'),
      object: 'charge',
      amount: charged,
      payment_intent: session.payment_intent,
    };
    movements.push(movement('charge', charged, cardFee(charged), charge));
    return session;
  };

  /**
   * Stripe pays out its balance: every movement not paid out yet, net of its fees, in one
   * payout that arrives on `arrivalDate` ('YYYY-MM-DD'); `fee` adds a fee Stripe charged on its own.
   */
  const payOut = (arrivalDate: string, fee?: number): Json => {
    if (fee) movements.push(movement('stripe_fee', -fee, 0, null));
    const carried = movements.filter((m) => m.payout === null);
    const id = stripeId('po');
    const payout: Json = {
      id,
      object: 'payout',
      amount: carried.reduce((sum, m) => sum + Number(m.net), 0),
      arrival_date: Date.parse(`${arrivalDate}T00:00:00Z`) / 1000,
      automatic: true,
      currency: 'eur',
      method: 'standard',
      statement_descriptor: null,
      status: 'paid',
      type: 'bank_account',
    };
    for (const m of carried) m.payout = id;
    // The payout's own movement takes the money out of the balance; its list shows it too.
    movements.push({ ...movement('payout', -Number(payout.amount), 0, payout), payout: id });
    payouts.set(id, payout);
    return payout;
  };

  /** A Stripe event of `object`, as its webhooks carry it. */
  const event = (type: string, object: Json, id = stripeId('evt')): string =>
    JSON.stringify({
      id,
      object: 'event',
      api_version: '2026-11-18.endive',
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      type,
    });

  /** The `Stripe-Signature` header of `payload`, as Stripe signs it (or with another secret). */
  const signature = (payload: string, secret = webhookSecret, timestamp?: number) =>
    signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });

  const deliver = (url: string, payload: string) =>
    fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature(payload) },
      body: payload,
    });

  return {
    url: origin,
    webhookSecret,
    requests,
    sessions,
    refunds,
    scripts,
    pay,
    payOut,
    payouts,
    event,
    signature,
    /** The payment page sends `checkout.session.completed` to `url` when the customer pays. */
    sendWebhooksTo: (url: string) => (webhookUrl = url),
    expire: (sessionId: string) =>
      Object.assign(sessions.get(sessionId)!, { status: 'expired', url: null }),
    close: () => {
      // A scripted hang holds its connection open.
      server.closeAllConnections();
      return listening.close();
    },
  };
};

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
