import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { STATE_WAIT_MS } from './waits.ts';

/** A mail the server sent, decoded (quoted-printable, encoded words, charsets). */
export interface SentMail {
  file: string;
  to: string[];
  subject: string;
  text: string;
  /** The attached files (a voucher's PDF), by name. */
  attachments: { filename: string; mimeType: string; content: Buffer }[];
}

/**
 * The mails a server without SMTP_URL has written as .eml files into `<dataDir>/outbox-sent`
 * (half-written files are `.eml.tmp` until renamed, and are not read).
 */
export const sentMails = async (dataDir: string): Promise<SentMail[]> => {
  const dir = join(dataDir, 'outbox-sent');
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  return Promise.all(files.map((file) => sentMailIn(dir, file)));
};

/**
 * Each written mail, decoded once: a written .eml never changes, and a test polls for its mail
 * every 250 ms, which decoded every mail (their PDFs included) on each poll.
 */
const decoded = new Map<string, Promise<SentMail>>();

const sentMailIn = (dir: string, file: string): Promise<SentMail> => {
  const path = join(dir, file);
  const known = decoded.get(path);
  if (known) return known;
  const decoding = decode(file, readFileSync(path));
  decoded.set(path, decoding);
  return decoding;
};

const decode = async (file: string, raw: Buffer): Promise<SentMail> => {
  const email = await PostalMime.parse(raw);
  return {
    file,
    to: (email.to ?? []).map((address) => address.address ?? ''),
    subject: email.subject ?? '',
    text: email.text ?? '',
    attachments: email.attachments.map((attached) => ({
      filename: attached.filename ?? '',
      mimeType: attached.mimeType,
      content: Buffer.from(
        typeof attached.content === 'string' ? attached.content : new Uint8Array(attached.content),
      ),
    })),
  };
};

/**
 * Waits until the server has sent a mail to `to` with a subject containing `subject` that is not
 * among `seen` (file names of mails already handled), and returns it.
 */
export const waitForMail = async (
  dataDir: string,
  {
    to,
    subject,
    seen = [],
    timeoutMs = STATE_WAIT_MS,
  }: {
    to: string;
    subject: string;
    seen?: readonly string[];
    timeoutMs?: number;
  },
): Promise<SentMail> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await sentMails(dataDir)).find(
      (mail) => mail.to.includes(to) && mail.subject.includes(subject) && !seen.includes(mail.file),
    );
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(`No mail '${subject}' to ${to} within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/** The first link in a mail's text part that starts with `prefix`. */
export const linkIn = (mail: SentMail, prefix: string): string => {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`No link to ${prefix} in the mail '${mail.subject}':\n${mail.text}`);
  return link;
};
