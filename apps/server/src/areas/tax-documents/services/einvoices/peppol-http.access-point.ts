import type { AccessPoint, AccessPointAnswer, EInvoiceDelivery } from './access-point.ts';

/** Answers that say nothing about the document: the access point or its token must be fixed. */
const TRANSIENT = new Set([401, 403, 404, 408, 425, 429]);

/** A message id as providers write them: printable ASCII without spaces, at most 200. */
const MESSAGE_ID = /^[\x21-\x7e]{1,200}$/;

/**
 * The message id the answer gives the document `number`: from `X-Message-Id`, or a JSON body's
 * `messageId`, `message_id` or `id`; null when it gives none, or names another document (a JSON
 * `documentId`, `number` or `idempotencyKey` that is not `number`).
 */
const messageIdOf = (body: string, headers: Headers, number: string): string | null => {
  let json: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object') json = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: only the header can name the message.
  }
  const named = json.documentId ?? json.number ?? json.idempotencyKey;
  if (named !== undefined && String(named) !== number) return null;
  const id = headers.get('x-message-id') ?? json.messageId ?? json.message_id ?? json.id;
  const text = typeof id === 'string' || typeof id === 'number' ? String(id) : '';
  return MESSAGE_ID.test(text) ? text : null;
};

/** What a success status without a message id is told to the owner as. */
const doubtful = (status: number, body: string, headers: Headers) => {
  const type = headers.get('content-type') ?? 'bez typu';
  const start = body.replace(/\s+/g, ' ').trim().slice(0, 120);
  return (
    `Prístupový bod odpovedal ${status} (${type}), ale odpoveď nenesie identifikátor správy ` +
    `tohto dokladu, takže prijatie nepotvrdzuje${start ? `: „${start}“` : ''}. Skúša sa znova.`
  );
};

const reasonOf = (status: number, body: string): string => {
  try {
    const json = JSON.parse(body) as Record<string, unknown>;
    const reason = json.detail ?? json.message ?? json.error ?? json.title;
    if (typeof reason === 'string' && reason) return reason;
  } catch {
    // Not JSON: the text itself is the reason.
  }
  return body.trim().slice(0, 500) || `HTTP ${status}`;
};

/**
 * The access point over plain HTTP, as most providers offer it: the UBL is POSTed to
 * `PEPPOL_AP_URL` with the token as a bearer and the document's number as the idempotency key.
 * - 2xx: accepted when the answer names the message: `X-Message-Id`, or the JSON body's
 *   `messageId`, `message_id` or `id` (and, when it names a document, this one); any other 2xx
 *   (an HTML maintenance page) is doubtful: tried again, shown to the owner;
 * - 409: the access point has the document already (a repeat after a lost answer): accepted
 *   the same way;
 * - 401, 403, 404, 408, 425, 429, 5xx, a network error or a timeout: thrown, tried again;
 * - any other 4xx: the document is refused, for the reason the body gives.
 * A provider with another API is one more file implementing AccessPoint.
 * @example await new PeppolHttpAccessPoint('https://ap.example.sk/v1/documents', token).deliver({ number: 'FA2026000001', xml })
 */
export class PeppolHttpAccessPoint implements AccessPoint {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly timeoutMs = 30_000,
  ) {}

  async deliver({ number, xml }: EInvoiceDelivery): Promise<AccessPointAnswer> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/xml',
        'Idempotency-Key': number,
        ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}),
      },
      body: xml,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const body = await response.text();
    const { status } = response;
    if ((status >= 200 && status < 300) || status === 409) {
      const messageId = messageIdOf(body, response.headers, number);
      if (!messageId) {
        return {
          outcome: 'doubtful',
          reason: doubtful(status, body, response.headers),
          answer: body,
        };
      }
      return { outcome: 'accepted', messageId, answer: body, duplicate: status === 409 };
    }
    if (status >= 500 || TRANSIENT.has(status)) {
      throw new Error(`access point answered ${status}: ${body.slice(0, 300)}`);
    }
    return { outcome: 'refused', reason: reasonOf(status, body), answer: body };
  }
}
