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
 * `POST /v1/refunds` gives a `refund`. A repeated `Idempotency-Key` gets the first answer again,
 * as Stripe's does. The test pays (`pay`), expires or cancels a session, and sends the shop
 * webhooks signed with the package's own test-header helper.
 */
export const startStripeStandIn = async (webhookSecret = 'whsec_test_standin') => {
  const requests: ReceivedRequest[] = [];
  const sessions = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const answered = new Map<string, { status: number; body: Json }>();
  const scripts: { sessions: Script[]; refunds: Script[] } = { sessions: [], refunds: [] };
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
      return remember(200, refund);
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
    return session;
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
