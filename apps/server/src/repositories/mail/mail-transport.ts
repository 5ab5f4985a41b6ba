import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Mail } from 'nodemailer';
import type { SendMailOptions } from 'nodemailer/lib/mailer';
import type { Config } from '../../config.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A mail as the outbox holds it, ready to hand to a transport. */
export interface OutgoingMail {
  /** '<uuid@domain>': the same on every attempt, so a resend is recognisable as the same mail. */
  messageId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
  /** ISO instant the mail was queued: its Date header, the same on every attempt. */
  createdDate: string;
}

export type MailLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Hands a mail over for delivery; resolves only once it has been accepted, else throws. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

const messageOf = (mail: OutgoingMail, from: string): SendMailOptions => ({
  from,
  to: mail.to,
  subject: mail.subject,
  html: mail.html,
  text: mail.text,
  messageId: mail.messageId,
  date: new Date(mail.createdDate),
  attachments: mail.attachments.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: a.content,
  })),
});

/**
 * Delivery through an SMTP server (`SMTP_URL`, e.g. 'smtps://user:pass@smtp.example.sk' or
 * 'smtp://relay:25'). `send` resolves when the server has accepted the message (its 250 reply to
 * DATA) and throws otherwise: on a refused connection, a timeout, or a rejection.
 * @example await new SmtpTransport('smtp://127.0.0.1:2525', 'Fotoobraz <objednavky@fotoobraz.sk>').send(mail);
 */
export class SmtpTransport implements MailTransport {
  private readonly transporter: Mail;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // Short timeouts: a hung server must fail the attempt well within the outbox lease, so that
    // the retry comes from the backoff and not from a second worker taking over the claim.
    this.transporter = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 60_000,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail(messageOf(mail, this.from));
  }
}

/**
 * The development stand-in for SMTP: writes each mail as a complete MIME message to
 * `<dir>/<message-id>.eml` (open it with any mail client) and logs it. A resend overwrites the
 * same file, and a crash never leaves half a file (written aside, then renamed).
 * @example await new FileTransport('./data/outbox-sent', 'Fotoobraz <a@b.sk>', log).send(mail); // -> ./data/outbox-sent/<uuid>@fotoobraz.sk.eml
 */
export class FileTransport implements MailTransport {
  private readonly composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });

  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly log?: MailLog,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.composer.sendMail(messageOf(mail, this.from));
    await mkdir(this.dir, { recursive: true });
    const file = join(this.dir, emlFileName(mail.messageId));
    await writeFile(`${file}.tmp`, info.message as Buffer);
    await rename(`${file}.tmp`, file);
    this.log?.info({ to: mail.to, subject: mail.subject, file }, 'mail written to a file');
  }
}

/**
 * The .eml file name of a Message-ID: without the angle brackets, anything unusual in a file
 * name replaced by '_'.
 * @example emlFileName('<3b2f6c1e-0d4a-4b8e-9f00-1c2d3e4f5a6b@fotoobraz.sk>') // -> '3b2f6c1e-0d4a-4b8e-9f00-1c2d3e4f5a6b@fotoobraz.sk.eml'
 */
export const emlFileName = (messageId: string): string =>
  `${messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9@._-]/g, '_')}.eml`;

/**
 * SMTP when `SMTP_URL` is set, otherwise .eml files in `<DATA_DIR>/outbox-sent`.
 * @example mailTransportFor({ smtpUrl: undefined, mailFrom: 'Fotoobraz <a@b.sk>', dataDir: '/srv/data' }, log) // -> FileTransport writing to /srv/data/outbox-sent
 */
export const mailTransportFor = (
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  log?: MailLog,
): MailTransport =>
  config.smtpUrl
    ? new SmtpTransport(config.smtpUrl, config.mailFrom)
    : new FileTransport(join(config.dataDir, 'outbox-sent'), config.mailFrom, log);
