import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a document link in a mail works: a year (the PDF is attached to the mail as well). */
export const DOCUMENT_LINK_DAYS = 365;
const DAY_MS = 86_400_000;

export interface SignedDocumentLink {
  url: string;
  /** Epoch seconds. */
  expires: number;
}

/**
 * Links that download one document of one order without signing in: the order, the document's
 * number and the expiry are signed with HMAC-SHA256 under the server's JWT secret, so a link
 * cannot be bent to another document or kept alive past its expiry.
 */
export class DocumentLinks {
  constructor(
    private readonly secret: string,
    private readonly publicUrl: string,
  ) {}

  /**
   * @example links.sign(7, 'FA2026000001').url // -> 'https://…/api/orders/7/documents/FA2026000001?expires=1795000000&signature=…'
   */
  sign(orderId: number, number: string, now = new Date()): SignedDocumentLink {
    const expires = Math.floor((now.getTime() + DOCUMENT_LINK_DAYS * DAY_MS) / 1000);
    const signature = this.signature(orderId, number, expires);
    const base = this.publicUrl.replace(/\/+$/, '');
    return {
      url: `${base}/api/orders/${orderId}/documents/${encodeURIComponent(number)}?expires=${expires}&signature=${signature}`,
      expires,
    };
  }

  /** True when `signature` was made by sign() for this order and document and has not expired. */
  verify(
    orderId: number,
    number: string,
    expires: number,
    signature: string,
    now = new Date(),
  ): boolean {
    if (!Number.isInteger(expires) || expires * 1000 < now.getTime()) return false;
    const expected = Buffer.from(this.signature(orderId, number, expires), 'hex');
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private signature(orderId: number, number: string, expires: number): string {
    return createHmac('sha256', this.secret)
      .update(`order-document:${orderId}:${number}:${expires}`)
      .digest('hex');
  }
}
