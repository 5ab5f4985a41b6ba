import { NBSP, formatEur } from '@fotoobraz/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OutboxWorker, retryDelayMs } from '../../src/jobs/outbox.worker.ts';
import { systemClock } from '../../src/lib/clock.ts';
import type { Database } from '../../src/repositories/database.ts';
import { renderProformaInvoice } from '../../src/areas/orders/rendering/proforma.pdf.ts';
import { paymentQr } from '../../src/areas/orders/rendering/payment-qr.ts';
import {
  SmtpTransport,
  type MailTransport,
  type OutgoingMail,
} from '../../src/repositories/mail/mail-transport.ts';
import { OutboxRepository, type NewMail } from '../../src/repositories/mail/outbox.repository.ts';
import { UnitsOfWork } from '../../src/services/unit-of-work.ts';
import { orderPlacedMail } from '../../src/areas/orders/services/order.mail.ts';
import { SAMPLE_IBAN, pdfText, sampleInvoice } from '../areas/documents/sample-documents.ts';
import {
  freePort,
  manualClock,
  memoryLog,
  sharedTestDatabase,
  startSmtpServer,
  type SmtpCatcher,
  PLACED_ORDER_MAIL,
} from './mail-helpers.ts';

const FROM = 'Fotoobraz <objednavky@fotoobraz.test>';

const mail = (n: number, extra: Partial<NewMail> = {}): NewMail => ({
  to: `zakaznik${n}@example.sk`,
  subject: `Potvrdenie objednávky č. ${n}`,
  html: `<p>Objednávka č. ${n}</p>`,
  text: `Objednávka č. ${n}`,
  ...extra,
});

const rowOf = (database: Database, messageId: string) =>
  database.db
    .selectFrom('mailOutbox')
    .selectAll()
    .where('messageId', '=', messageId)
    .executeTakeFirstOrThrow();

const instant = (v: unknown): number => new Date(v as string | Date).getTime();

let shared: Awaited<ReturnType<typeof sharedTestDatabase>>;
let database: Database;
let smtp: SmtpCatcher | undefined;

beforeAll(async () => {
  shared = await sharedTestDatabase();
  database = shared.open();
});
afterAll(async () => {
  await shared.dispose();
});
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
  // Each test starts from an empty outbox.
  await database.db.deleteFrom('mailOutbox').execute();
});

describe('retryDelayMs', () => {
  it.each([
    [1, 5_000],
    [2, 10_000],
    [3, 20_000],
    [10, 2_560_000],
    [11, 3_600_000],
    [40, 3_600_000],
  ])('after %i failed attempts waits %i ms', (attempts, ms) => {
    expect(retryDelayMs(attempts)).toBe(ms);
  });
});

describe('OutboxRepository', () => {
  it('queues a mail in the caller’s transaction: gone with a rollback, kept with a commit', async () => {
    const transactor = new UnitsOfWork(database).for(['outbox']);
    await expect(
      transactor.run(async ({ outbox }) => {
        await outbox.enqueue(mail(1));
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    const outbox = new OutboxRepository(database);
    expect(await outbox.backlog()).toBe(0);

    const { messageId } = await transactor.run(({ outbox }) => outbox.enqueue(mail(2)));
    expect(messageId).toMatch(/^<[0-9a-f-]{36}@fotoobraz\.sk>$/);
    expect(await outbox.backlog()).toBe(1);
    expect(await rowOf(database, messageId)).toMatchObject({ attempts: 0, sentDate: null });
  });

  it.each([
    'a@b.sk, c@d.sk',
    'a@b.sk\r\nBcc: c@d.sk',
    'Jana <a@b.sk>',
    'a@b@c',
    'nobody',
    '',
    'a\u0000@b.sk',
  ])('refuses to queue a mail to %j', async (to) => {
    await expect(new OutboxRepository(database).enqueue(mail(0, { to }))).rejects.toThrow(
      'not a single e-mail address',
    );
  });

  it('hands a due mail to one claimer only, until its lease ends', async () => {
    const outbox = new OutboxRepository(database, { messageIdDomain: 'shop.example' });
    const { messageId } = await outbox.enqueue(mail(3, { subject: 'Žltý kôň' }));
    expect(messageId).toMatch(/@shop\.example>$/);
    const now = new Date(Date.now() + 1000);
    const lease = { leaseUntil: new Date(now.getTime() + 60_000), maxAttempts: 10 };

    const [claimed] = await outbox.claimDue(now, 5, lease);
    expect(claimed).toMatchObject({ messageId, attempts: 1, subject: 'Žltý kôň' });
    expect(await outbox.claimDue(now, 5, lease)).toEqual([]);
    const later = new Date(now.getTime() + 60_000);
    expect(await outbox.claimDue(later, 5, { ...lease, leaseUntil: later })).toHaveLength(1);
  });
});

/**
 * Mail `n` queued, and a worker on a manual clock whose SMTP server is not listening (yet) on
 * `port`.
 */
const queuedWhileServerDown = async (n: number, options: { maxAttempts?: number } = {}) => {
  const port = await freePort();
  const clock = manualClock();
  const outbox = new OutboxRepository({ ...database, now: clock.now });
  const { messageId } = await outbox.enqueue(mail(n));
  const log = memoryLog();
  const transport = new SmtpTransport(`smtp://127.0.0.1:${port}`, FROM);
  const worker = new OutboxWorker(outbox, transport, log, { now: clock.now, ...options });
  return { port, clock, outbox, messageId, log, worker };
};

describe('OutboxWorker with a real SMTP server', () => {
  it('delivers the order mail with its pro-forma PDF under the stored Message-ID', async () => {
    smtp = await startSmtpServer();
    const qr = await paymentQr({
      iban: SAMPLE_IBAN,
      amountCents: 11825,
      variableSymbol: '4711',
      beneficiaryName: 'Fotoobraz s.r.o.',
    });
    const pdf = await renderProformaInvoice(sampleInvoice(qr.png));
    const content = orderPlacedMail({
      ...PLACED_ORDER_MAIL,
      amountText: formatEur(11825),
      postageText: formatEur(690),
      iban: SAMPLE_IBAN,
      shopName: 'Fotoobraz s.r.o.',
    });
    const { messageId } = await new UnitsOfWork(database).for(['outbox']).run(({ outbox }) =>
      outbox.enqueue({
        to: 'lubica@example.sk',
        ...content,
        attachments: [
          {
            filename: 'zalohova-faktura-2026-000123.pdf',
            contentType: 'application/pdf',
            content: pdf,
          },
        ],
      }),
    );
    const outbox = new OutboxRepository(database);
    const worker = new OutboxWorker(outbox, new SmtpTransport(smtp.url, FROM), memoryLog(), {
      now: systemClock,
    });

    expect(await worker.runOnce()).toBe(1);

    const [received] = await smtp.parsed();
    expect(smtp.received).toHaveLength(1);
    expect(received.messageId).toBe(messageId);
    expect(received.subject).toBe('Potvrdenie objednávky č. 4711');
    expect(received.to?.[0]).toMatchObject({ address: 'lubica@example.sk' });
    expect(received.text).toContain('Variabilný symbol: 4711');
    expect(received.html).toContain('SK31 1200 0000 1987 4263 7541');
    expect(received.attachments).toHaveLength(1);
    const attachment = received.attachments[0];
    expect(attachment).toMatchObject({
      filename: 'zalohova-faktura-2026-000123.pdf',
      mimeType: 'application/pdf',
    });
    const text = pdfText(Buffer.from(attachment.content as ArrayBuffer));
    expect(text).toContain('2026-000123');
    expect(text).toContain('4711');
    expect(text).toContain(formatEur(11825).replaceAll(NBSP, ' '));
    expect(text).toContain('SK31 1200 0000 1987 4263 7541');

    expect(await outbox.backlog()).toBe(0);
    expect((await rowOf(database, messageId)).sentDate).not.toBeNull();
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps the mail while the SMTP server is down and delivers it once when it is back', async () => {
    const { port, clock, outbox, messageId, log, worker } = await queuedWhileServerDown(5);

    expect(await worker.runOnce()).toBe(0);
    const failed = await rowOf(database, messageId);
    expect(failed.attempts).toBe(1);
    expect(failed.sentDate).toBeNull();
    expect(failed.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
    expect(instant(failed.nextAttemptAt)).toBe(clock.now().getTime() + 5_000);
    expect(await outbox.lastError()).toMatchObject({ messageId, attempts: 1 });
    expect(log.lines).toContainEqual({ level: 'warn', msg: expect.stringContaining('will retry') });

    smtp = await startSmtpServer(port);
    expect(await worker.runOnce()).toBe(0); // not due yet
    clock.advance(5_000);
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    const [received] = await smtp.parsed();
    expect(smtp.received).toHaveLength(1);
    expect(received.messageId).toBe(messageId);
    expect(await outbox.backlog()).toBe(0);
    expect(await outbox.lastError()).toBeUndefined();
  });

  it('marks a mail sent only once the server accepts it, not when it answers 451', async () => {
    const clock = manualClock();
    const received: Buffer[] = [];
    smtp = await startSmtpServer(0, { reject: true, received });
    const outbox = new OutboxRepository({ ...database, now: clock.now });
    const { messageId } = await outbox.enqueue(mail(6));
    const worker = new OutboxWorker(outbox, new SmtpTransport(smtp.url, FROM), memoryLog(), {
      now: clock.now,
    });

    expect(await worker.runOnce()).toBe(0);
    expect(await rowOf(database, messageId)).toMatchObject({ attempts: 1, sentDate: null });
    expect((await rowOf(database, messageId)).lastError).toContain('451');

    const port = smtp.port;
    await smtp.close();
    smtp = await startSmtpServer(port, { received });
    clock.advance(5_000);
    expect(await worker.runOnce()).toBe(1);
    expect(received).toHaveLength(1);
  });

  it('backs off exponentially and gives up after maxAttempts', async () => {
    const { clock, outbox, messageId, log, worker } = await queuedWhileServerDown(7, {
      maxAttempts: 3,
    });

    for (const wait of [5_000, 10_000, 20_000]) {
      expect(await worker.runOnce()).toBe(0);
      const row = await rowOf(database, messageId);
      expect(instant(row.nextAttemptAt)).toBe(clock.now().getTime() + wait);
      clock.advance(wait);
    }
    expect((await rowOf(database, messageId)).attempts).toBe(3);
    expect(log.lines.at(-1)).toEqual({ level: 'error', msg: expect.stringContaining('giving up') });
    clock.advance(3_600_000);
    expect(await worker.runOnce()).toBe(0);
    expect((await rowOf(database, messageId)).attempts).toBe(3);
    expect(await outbox.backlog()).toBe(1);
  });

  it('sends each mail once when two server instances run their workers at the same time', async () => {
    smtp = await startSmtpServer();
    const queued = new Set<string>();
    const outbox = new OutboxRepository(database);
    for (let n = 0; n < 24; n++) queued.add((await outbox.enqueue(mail(100 + n))).messageId);

    const instances = [shared.open(), shared.open()].map(
      (db) =>
        new OutboxWorker(
          new OutboxRepository(db),
          new SmtpTransport(smtp!.url, FROM),
          memoryLog(),
          { batch: 5, now: systemClock },
        ),
    );
    let sent = 0;
    for (let round = 0; round < 20 && (await outbox.backlog()) > 0; round++) {
      const counts = await Promise.all(instances.map((w) => w.runOnce()));
      sent += counts[0] + counts[1];
    }

    const ids = (await smtp.parsed()).map((m) => m.messageId);
    expect(sent).toBe(24);
    expect(ids).toHaveLength(24);
    expect(new Set(ids)).toEqual(queued);
  });

  it('sends a committed mail exactly once after the app closed and started again', async () => {
    smtp = await startSmtpServer();
    const before = shared.open();
    const { messageId } = await new UnitsOfWork(before)
      .for(['outbox'])
      .run(({ outbox }) => outbox.enqueue(mail(8)));
    await before.close();

    const after = shared.open();
    const worker = new OutboxWorker(
      new OutboxRepository(after),
      new SmtpTransport(smtp.url, FROM),
      memoryLog(),
      { now: systemClock },
    );
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    const again = new OutboxWorker(
      new OutboxRepository(shared.open()),
      new SmtpTransport(smtp.url, FROM),
      memoryLog(),
      { now: systemClock },
    );
    expect(await again.runOnce()).toBe(0);
    expect((await smtp.parsed()).map((m) => m.messageId)).toEqual([messageId]);
  });

  it('repeats a mail under the same Message-ID when the sender died after the SMTP server accepted it', async () => {
    smtp = await startSmtpServer();
    const clock = manualClock();
    const outbox = new OutboxRepository({ ...database, now: clock.now });
    const { messageId } = await outbox.enqueue(mail(9));
    const transport = new SmtpTransport(smtp.url, FROM);
    // The instance that dies: it claims and sends, and never records it.
    const [claimed] = await outbox.claimDue(clock.now(), 1, {
      leaseUntil: new Date(clock.now().getTime() + 300_000),
      maxAttempts: 10,
    });
    await transport.send(claimed);

    const survivor = new OutboxWorker(new OutboxRepository(shared.open()), transport, memoryLog(), {
      now: clock.now,
    });
    expect(await survivor.runOnce()).toBe(0); // the lease still holds
    clock.advance(300_000);
    expect(await survivor.runOnce()).toBe(1);
    expect((await smtp.parsed()).map((m) => m.messageId)).toEqual([messageId, messageId]);
    expect(await outbox.backlog()).toBe(0);
  });
});

describe('OutboxWorker.start and stop', () => {
  it('polls, and stop() waits for the mail being sent', async () => {
    const outbox = new OutboxRepository(database);
    await outbox.enqueue(mail(10));
    let release!: () => void;
    const sending = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const sendStarted = new Promise<void>((resolve) => (started = resolve));
    const sent: OutgoingMail[] = [];
    const slow: MailTransport = {
      send: async (m) => {
        started();
        await sending;
        sent.push(m);
      },
    };
    const worker = new OutboxWorker(outbox, slow, memoryLog(), { pollMs: 10, now: systemClock });
    worker.start();
    await sendStarted;

    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(sent).toHaveLength(1);
    expect(await outbox.backlog()).toBe(0);

    await outbox.enqueue(mail(11));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(1);
    expect(await outbox.backlog()).toBe(1);
  });
});
