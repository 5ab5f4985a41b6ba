import { randomUUID } from 'node:crypto';
import { EMAIL_PATTERN } from '@fotoobraz/domain';
import type { Selectable } from 'kysely';
import type { Database } from '../database.ts';
import { claimDueIds, markAttemptFailed, type Lease } from '../leased-claims.ts';
import type { MailOutboxTable } from '../tables.ts';
import type { MailAttachment, OutgoingMail } from './mail-transport.ts';

/** A mail to queue. */
export interface NewMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

/** A queued mail a worker has claimed. */
export interface OutboxMail extends OutgoingMail {
  id: number;
  /** Attempts started so far, this one included. */
  attempts: number;
}

/** Where the oldest trouble of the queue stands, for health checks and the admin. */
export interface OutboxError {
  messageId: string;
  to: string;
  attempts: number;
  error: string;
  nextAttemptAt: string;
}

const TABLE = 'mailOutbox';

/** Instants are ISO text on SQLite (sortable as text) and timestamptz (a Date) on PostgreSQL. */
const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));

interface StoredAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

/**
 * The mail outbox (table `mail_outbox`): mails are queued in the caller's transaction and sent
 * later by the outbox worker, at least once. Build it on a transaction-bound Database
 * (Transactor.run) to queue a mail together with the change it reports: both commit, or
 * neither.
 *
 * A worker claims a due mail by raising its `attempts` with a compare-and-set on the value it
 * read (`WHERE attempts = <read>`) and pushing `next_attempt_at` to the end of a lease. Exactly
 * one of several workers (server instances) wins that UPDATE on SQLite and PostgreSQL alike;
 * should the winner die before reporting, the mail is due again when the lease ends.
 */
export class OutboxRepository {
  private readonly messageIdDomain: string;

  /** `messageIdDomain`: the right side of generated Message-IDs; 'fotoobraz.sk' by default. */
  constructor(
    private readonly database: Database,
    options: { messageIdDomain?: string } = {},
  ) {
    this.messageIdDomain = options.messageIdDomain ?? 'fotoobraz.sk';
  }

  /**
   * Queues a mail, due at once, under a new unique Message-ID. Throws when `to` is not exactly
   * one plain address.
   * @example await new OutboxRepository(tx).enqueue({ to: 'jana@example.sk', subject: 'Objednávka č. 4711', html, text, attachments: [{ filename: 'zalohova-faktura-2026-000123.pdf', contentType: 'application/pdf', content: pdf }] }) // -> { id: 7, messageId: '<9d1e…@fotoobraz.sk>' }
   */
  async enqueue(mail: NewMail): Promise<{ id: number; messageId: string }> {
    // One plain address by the shop's one rule: a customer's 'a@b.sk, c@d.sk' must not turn into
    // two recipients, nor 'a\u0000@b.sk' (a NUL) into a mail to a@b.sk.
    if (!EMAIL_PATTERN.test(mail.to)) throw new Error(`not a single e-mail address: ${mail.to}`);
    const now = this.database.now();
    const messageId = `<${randomUUID()}@${this.messageIdDomain}>`;
    const attachments: StoredAttachment[] = (mail.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      base64: a.content.toString('base64'),
    }));
    const row = await this.database.db
      .insertInto(TABLE)
      .values({
        messageId,
        recipient: mail.to,
        subject: mail.subject.slice(0, 500),
        html: mail.html,
        bodyText: mail.text,
        attachments: JSON.stringify(attachments),
        createdDate: now.toISOString(),
        attempts: 0,
        nextAttemptAt: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, messageId };
  }

  /**
   * Claims up to `limit` mails that are due at `now` and have had fewer than `maxAttempts`
   * attempts, oldest due first: each claimed mail counts one more attempt and is not due again
   * before `leaseUntil`. A mail another worker claimed first is skipped.
   * @example await outbox.claimDue(now, 1, { leaseUntil: new Date(now.getTime() + 300_000), maxAttempts: 10 }) // -> [{ id: 7, attempts: 1, messageId: '<…>', … }] or []
   */
  async claimDue(now: Date, limit: number, lease: Lease): Promise<OutboxMail[]> {
    const claimed: OutboxMail[] = [];
    for (const id of await claimDueIds(this.database.db, TABLE, now, limit, lease)) {
      const row = await this.database.db
        .selectFrom(TABLE)
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      claimed.push(this.toMail(row));
    }
    return claimed;
  }

  /** Records that the SMTP server accepted the mail: it is never sent again. */
  async markSent(id: number, when: Date): Promise<void> {
    await this.database.db
      .updateTable(TABLE)
      .set({ sentDate: when.toISOString(), lastError: null })
      .where('id', '=', id)
      .execute();
  }

  /** Records a failed attempt; the mail is due again at `nextAttemptAt`. */
  async markFailed(id: number, error: string, nextAttemptAt: Date): Promise<void> {
    await markAttemptFailed(this.database.db, TABLE, id, error, nextAttemptAt);
  }

  /**
   * Mails not sent yet, including those given up after too many attempts.
   * @example await outbox.backlog() // -> 0 when everything went out
   */
  async backlog(): Promise<number> {
    const row = await this.database.db
      .selectFrom(TABLE)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sentDate', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * The unsent mail that has failed most often (the longest in trouble), with its last error;
   * undefined when no unsent mail has failed.
   * @example await outbox.lastError() // -> { messageId: '<…>', to: 'jana@example.sk', attempts: 3, error: 'connect ECONNREFUSED 127.0.0.1:25', nextAttemptAt: '2026-11-22T10:00:20.000Z' }
   */
  async lastError(): Promise<OutboxError | undefined> {
    const row = await this.database.db
      .selectFrom(TABLE)
      .select(['messageId', 'recipient as to', 'attempts', 'lastError as error', 'nextAttemptAt'])
      .where('sentDate', 'is', null)
      .where('lastError', 'is not', null)
      .orderBy('attempts', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!row) return undefined;
    return { ...row, error: String(row.error), nextAttemptAt: iso(row.nextAttemptAt) };
  }

  /** When the oldest mail not sent yet was queued; undefined when everything went out. */
  async oldestUnsent(): Promise<string | undefined> {
    const row = await this.database.db
      .selectFrom(TABLE)
      .select('createdDate')
      .where('sentDate', 'is', null)
      .orderBy('createdDate')
      .limit(1)
      .executeTakeFirst();
    return row && iso(row.createdDate);
  }

  private toMail(row: Selectable<MailOutboxTable>): OutboxMail {
    const attachments = JSON.parse(row.attachments ?? '[]') as StoredAttachment[];
    return {
      id: row.id,
      messageId: row.messageId,
      to: row.recipient,
      subject: row.subject,
      html: row.html ?? '',
      text: row.bodyText,
      attachments: attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.base64, 'base64'),
      })),
      createdDate: iso(row.createdDate),
      attempts: row.attempts,
    };
  }
}
