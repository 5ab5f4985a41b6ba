import type { AccessPoint, AccessPointAnswer, EInvoiceDelivery } from './access-point.ts';

/** Answers that say nothing about the document: the access point or its token must be fixed. */
const TRANSIENT = new Set([401, 403, 404, 408, 425, 429]);

const messageIdOf = (body: string, headers: Headers): string | null => {
  const header = headers.get('x-message-id');
  if (header) return header;
  try {
    const json = JSON.parse(body) as Record<string, unknown>;
    const id = json.messageId ?? json.message_id ?? json.id;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  } catch {
    return null;
  }
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
 * - 2xx: accepted; the message id is read from `X-Message-Id` or the JSON body (`messageId`,
 *   `message_id` or `id`);
 * - 409: the access point has the document already (a repeat after a lost answer): accepted;
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
    if (status >= 200 && status < 300) {
      return {
        outcome: 'accepted',
        messageId: messageIdOf(body, response.headers),
        answer: body,
        duplicate: false,
      };
    }
    if (status === 409) {
      return {
        outcome: 'accepted',
        messageId: messageIdOf(body, response.headers),
        answer: body,
        duplicate: true,
      };
    }
    if (status >= 500 || TRANSIENT.has(status)) {
      throw new Error(`access point answered ${status}: ${body.slice(0, 300)}`);
    }
    return { outcome: 'refused', reason: reasonOf(status, body), answer: body };
  }
}
