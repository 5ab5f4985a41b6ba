import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from './clock.ts';

/** How long a document link in a mail works: a year (the PDF is attached to the mail as well). */
export const DOCUMENT_LINK_DAYS = 365;
const DAY_MS = 86_400_000;

/** A signed link's query as a request brings it: either part may be missing. */
export interface DocumentLinkQuery {
  expires?: number;
  signature?: string;
}

export interface SignedDocumentLink {
  url: string;
  /** Epoch seconds. */
  expires: number;
}

/**
 * Links that download one document of one order (or one withdrawal's acknowledgement) without
 * signing in: the order, the document's
 * number and the expiry are signed with HMAC-SHA256 under the server's JWT secret, so a link
 * cannot be bent to another document or kept alive past its expiry. A link expires a year after
 * `now` signed it, and is checked against `now` too.
 */
export class DocumentLinks {
  constructor(
    private readonly secret: string,
    private readonly publicUrl: string,
    private readonly now: Clock,
  ) {}

  /**
   * @example links.sign(7, 'FA2026000001').url // -> 'https://…/api/orders/7/documents/FA2026000001?expires=1795000000&signature=…'
   */
  sign(orderId: number, number: string): SignedDocumentLink {
    const path = `orders/${orderId}/documents/${encodeURIComponent(number)}`;
    return this.signed(documentSubject(orderId, number), path);
  }

  /** True when `signature` was made by sign() for this order and document and has not expired. */
  verify(orderId: number, number: string, expires: number, signature: string): boolean {
    return this.verified(documentSubject(orderId, number), expires, signature);
  }

  /**
   * A link to a withdrawal's acknowledgement: it works for a year, longer than the
   * withdrawal period it must stay available for.
   * @example links.signWithdrawal(3).url // -> 'https://…/api/withdrawals/3/acknowledgement?expires=1795000000&signature=…'
   */
  signWithdrawal(withdrawalId: number): SignedDocumentLink {
    const path = `withdrawals/${withdrawalId}/acknowledgement`;
    return this.signed(withdrawalSubject(withdrawalId), path);
  }

  /** True when `signature` was made by signWithdrawal() for this withdrawal and has not expired. */
  verifyWithdrawal(withdrawalId: number, expires: number, signature: string): boolean {
    return this.verified(withdrawalSubject(withdrawalId), expires, signature);
  }

  private signed(subject: string, path: string): SignedDocumentLink {
    const expires = Math.floor((this.now().getTime() + DOCUMENT_LINK_DAYS * DAY_MS) / 1000);
    const signature = this.hmac(`${subject}:${expires}`);
    const base = this.publicUrl.replace(/\/+$/, '');
    return { url: `${base}/api/${path}?expires=${expires}&signature=${signature}`, expires };
  }

  private verified(subject: string, expires: number, signature: string): boolean {
    if (!Number.isInteger(expires) || expires * 1000 < this.now().getTime()) return false;
    const expected = Buffer.from(this.hmac(`${subject}:${expires}`), 'hex');
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Each kind of link signs its own prefix, so no link can be bent into another kind. */
  private hmac(subject: string): string {
    return createHmac('sha256', this.secret).update(subject).digest('hex');
  }
}

const documentSubject = (orderId: number, number: string): string =>
  `order-document:${orderId}:${number}`;

const withdrawalSubject = (withdrawalId: number): string =>
  `withdrawal-acknowledgement:${withdrawalId}`;
