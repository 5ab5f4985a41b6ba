import { createServer, type AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../../src/repositories/database.ts';
import type { MailLog } from '../../src/repositories/mail/mail-transport.ts';
import type { OrderPlacedMailData } from '../../src/areas/orders/services/order.mail.ts';
import { emptyTestDatabase } from '../helpers/test-app.ts';
import { waitFor } from '../helpers/wait-for.ts';

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts, raw. */
export interface SmtpCatcher {
  port: number;
  url: string;
  received: Buffer[];
  parsed(): Promise<Email[]>;
  /** The first message to `address`, once one arrived. */
  mailTo(address: string): Promise<Email>;
  close(): Promise<void>;
}

/**
 * Starts an SMTP server (smtp-server) on `port`, or on a free one. `reject` makes it refuse
 * every message after the data is sent (a 451, as a greylisting server would).
 */
export const startSmtpServer = async (
  port = 0,
  options: { reject?: boolean; received?: Buffer[] } = {},
): Promise<SmtpCatcher> => {
  const received = options.received ?? [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.reject) {
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  // Each message is parsed once: a test polls for its mail every 50 ms, and parsing every
  // message (their PDFs included) on each poll made the waits the suite's busiest work.
  const parses = new WeakMap<Buffer, Promise<Email>>();
  const parse = (raw: Buffer) => {
    const known = parses.get(raw);
    if (known) return known;
    const parsing = PostalMime.parse(raw);
    parses.set(raw, parsing);
    return parsing;
  };
  const parsed = () => Promise.all(received.map(parse));
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    parsed,
    mailTo: (address) =>
      waitFor(async () => (await parsed()).find((m) => m.to?.[0]?.address === address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** A TCP port on 127.0.0.1 that nothing listens on (just now). */
export const freePort = async (): Promise<number> => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
};

/**
 * One migrated test database that can be opened several times, as separate server instances
 * (or a restarted one) would: the same SQLite file, or the same PostgreSQL database.
 */
export const sharedTestDatabase = async (): Promise<{
  open(): Database;
  dispose(): Promise<void>;
}> => {
  const opened: Database[] = [];
  const empty = await emptyTestDatabase({ migrated: true });
  return {
    open: () => {
      const database = empty.open();
      opened.push(database);
      return database;
    },
    dispose: async () => {
      for (const database of opened) await database.close().catch(() => undefined);
      await empty.dispose();
    },
  };
};

/** A logger that keeps what it is told, for assertions. */
export const memoryLog = (): MailLog & { lines: { level: string; msg: string }[] } => {
  const lines: { level: string; msg: string }[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]) => {
      lines.push({ level, msg: String(args.find((a) => typeof a === 'string') ?? '') });
    };
  return { lines, info: at('info'), warn: at('warn'), error: at('error') } as MailLog & {
    lines: { level: string; msg: string }[];
  };
};

/** A clock the test moves by hand. */
export const manualClock = (start = new Date()) => {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
};

/** An order of one framed photo by courier, as the order-placed mail is given it. */
export const PLACED_ORDER_MAIL: OrderPlacedMailData = {
  orderNumber: '4711',
  lines: [
    {
      productName: 'Fotografia s paspartou v ráme',
      sizeText: '50 × 40 cm',
      copies: 1,
      priceText: '111,35 €',
      withdrawalText: 'Môžete odstúpiť do 14 dní od prevzatia',
    },
  ],
  amountText: '118,25 €',
  postageText: '6,90 €',
  handoverText: 'Doručenie kuriérom',
  iban: 'SK3112000000198742637541',
  variableSymbol: '4711',
  dueDate: '2026-12-06',
  shopName: 'Fotoobraz',
  publicUrl: 'https://fotoobraz.sk',
};
