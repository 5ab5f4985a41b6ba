import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FileTransport,
  SmtpTransport,
  emlFileName,
  mailTransportFor,
  type OutgoingMail,
} from '../../src/repositories/mail/mail-transport.ts';
import {
  activationMail,
  passwordResetMail,
} from '../../src/areas/accounts/services/account.mail.ts';
import {
  orderPlacedMail,
  orderStatusMail,
  type OrderStatusMailData,
} from '../../src/areas/orders/services/order.mail.ts';
import { taxDocumentMail } from '../../src/areas/tax-documents/services/tax-document.mail.ts';
import { escapeHtml } from '../../src/services/mail-layout.ts';
import { memoryLog, PLACED_ORDER_MAIL } from './mail-helpers.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'fotoobraz-eml-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const outgoing: OutgoingMail = {
  messageId: '<5f0c1e2a-7b3d-4c1e-9a2b-0d1e2f3a4b5c@fotoobraz.sk>',
  to: 'jana@example.sk',
  subject: 'Potvrdenie objednávky č. 4711',
  html: '<p>Ďakujeme</p>',
  text: 'Ďakujeme',
  attachments: [
    { filename: 'faktura.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7') },
  ],
  createdDate: '2026-11-22T09:15:00.000Z',
};

describe('FileTransport', () => {
  it('writes the whole MIME message to <message-id>.eml, which a mail parser reads back', async () => {
    const dir = join(tempDir(), 'outbox-sent');
    const log = memoryLog();
    await new FileTransport(dir, 'Fotoobraz <objednavky@fotoobraz.sk>', log).send(outgoing);

    expect(readdirSync(dir)).toEqual(['5f0c1e2a-7b3d-4c1e-9a2b-0d1e2f3a4b5c@fotoobraz.sk.eml']);
    const raw = readFileSync(join(dir, emlFileName(outgoing.messageId)));
    const parsed = await PostalMime.parse(raw);
    expect(parsed).toMatchObject({
      messageId: outgoing.messageId,
      subject: 'Potvrdenie objednávky č. 4711',
      text: expect.stringContaining('Ďakujeme'),
      html: expect.stringContaining('<p>Ďakujeme</p>'),
      from: { address: 'objednavky@fotoobraz.sk', name: 'Fotoobraz' },
    });
    expect(new Date(parsed.date!).toISOString()).toBe(outgoing.createdDate);
    expect(Buffer.from(parsed.attachments[0].content as ArrayBuffer).toString()).toBe('%PDF-1.7');
    expect(log.lines).toEqual([{ level: 'info', msg: 'mail written to a file' }]);

    await new FileTransport(dir, 'Fotoobraz <objednavky@fotoobraz.sk>').send(outgoing);
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it('is what mailTransportFor gives without SMTP_URL; with it, SMTP', () => {
    const config = { mailFrom: 'Fotoobraz <a@fotoobraz.sk>', dataDir: tempDir() };
    expect(mailTransportFor(config)).toBeInstanceOf(FileTransport);
    expect(mailTransportFor({ ...config, smtpUrl: 'smtp://127.0.0.1:2525' })).toBeInstanceOf(
      SmtpTransport,
    );
  });
});

describe('mail templates', () => {
  const placed = {
    ...PLACED_ORDER_MAIL,
    handoverText: 'Doručenie kuriérom na adresu <b>Hlavná</b> & "1"',
  };

  it('orderPlacedMail: the order, how to pay, in HTML and in text', () => {
    const m = orderPlacedMail(placed);
    expect(m.subject).toBe('Potvrdenie objednávky č. 4711');
    for (const part of [m.html, m.text]) {
      for (const expected of [
        'Fotografia s paspartou v ráme',
        '50 × 40 cm',
        '118,25 €',
        '6,90 €',
        'SK31 1200 0000 1987 4263 7541',
        '4711',
        '6. 12. 2026',
        'PAY by square',
      ]) {
        expect(part).toContain(expected);
      }
    }
    expect(m.text).toContain('Doručenie kuriérom na adresu <b>Hlavná</b> & "1"');
    expect(m.html).toContain(
      'Doručenie kuriérom na adresu &lt;b&gt;Hlavná&lt;/b&gt; &amp; &quot;1&quot;',
    );
    expect(m.html).not.toContain('<b>Hlavná');
    expect(m.html).toMatch(/^<!DOCTYPE html>\s*<html lang="sk">/);
  });

  it("orderPlacedMail: 'Zaplatiť kartou' with its link only when given one", () => {
    const link = 'https://fotoobraz.sk/objednavka/7/zaplatit-kartou?token=1801821600.abc';
    const byCard = orderPlacedMail({ ...placed, cardPaymentUrl: link });
    expect(byCard.html).toContain(`href="${link}"`);
    expect(byCard.html).toContain('Zaplatiť kartou');
    expect(byCard.text).toContain(`Zaplatiť kartou: ${link}`);
    // The transfer stays offered beside the card.
    expect(byCard.text).toContain('PAY by square');
    const byTransfer = orderPlacedMail(placed);
    for (const part of [byTransfer.html, byTransfer.text]) {
      expect(part).not.toContain('Zaplatiť kartou');
      expect(part).not.toContain('zaplatit-kartou');
    }
  });

  const WITHDRAWAL_LINK = 'https://fotoobraz.sk/odstupenie-od-zmluvy?objednavka=4711';
  const SENT: OrderStatusMailData = {
    orderNumber: '4711',
    statusLabel: 'Odoslaná',
    shopName: 'Fotoobraz',
    publicUrl: 'https://fotoobraz.sk',
  };

  it("orderPlacedMail: each line's withdrawal right, and the link to withdraw", () => {
    const one = orderPlacedMail(placed);
    expect(one.text).toContain('Odstúpenie: Môžete odstúpiť do 14 dní od prevzatia');
    expect(one.html).toContain('Môžete odstúpiť do 14 dní od prevzatia');
    const two = orderPlacedMail({
      ...placed,
      lines: [
        placed.lines[0],
        {
          productName: 'Fotoobraz na plátne',
          sizeText: '30 × 20 cm',
          copies: 2,
          priceText: '40,00 €',
          withdrawalText:
            'Vyrobené podľa vašej fotografie – podľa zákona nie je možné odstúpiť od zmluvy',
        },
      ],
    });
    expect(two.text).toContain(
      'Položka 1/2: Fotografia s paspartou v ráme, 50 × 40 cm, 1 ks, 111,35 €\n' +
        'Odstúpenie: Môžete odstúpiť do 14 dní od prevzatia\n' +
        'Položka 2/2: Fotoobraz na plátne, 30 × 20 cm, 2 ks, 40,00 €\n' +
        'Odstúpenie: Vyrobené podľa vašej fotografie – podľa zákona nie je možné odstúpiť od zmluvy',
    );
    for (const m of [one, two]) {
      expect(m.text).toContain(`Odstúpiť od zmluvy: ${WITHDRAWAL_LINK}`);
      expect(m.html).toContain(
        `<a href="${WITHDRAWAL_LINK}" style="color:#234a7d;">Odstúpiť od zmluvy</a>`,
      );
    }
  });

  it('every order mail links the withdrawal of its order, and an account mail does not', () => {
    const status = orderStatusMail({ ...SENT, publicUrl: 'https://fotoobraz.sk/' });
    const document = taxDocumentMail({
      title: 'Faktúra',
      number: 'FA2026000001',
      orderNumber: '4711',
      downloadUrl: 'https://fotoobraz.sk/api/orders/7/documents/FA2026000001?signature=ab',
      linkExpires: '2027-11-24',
      shopName: 'Fotoobraz',
      publicUrl: 'https://fotoobraz.sk',
    });
    for (const m of [status, document]) {
      expect(m.text).toContain(`Odstúpiť od zmluvy: ${WITHDRAWAL_LINK}`);
      expect(m.html).toContain(`href="${WITHDRAWAL_LINK}"`);
    }
    const account = activationMail({
      login: 'jana',
      activationUrl: 'https://fotoobraz.sk/account/activate?key=k',
      shopName: 'Fotoobraz',
    });
    expect(account.text).not.toContain('odstupenie-od-zmluvy');
  });

  it("a company's order mails offer no withdrawal, a company having none", () => {
    const company = [
      orderPlacedMail({ ...placed, companyBuyer: true }),
      orderStatusMail({ ...SENT, companyBuyer: true }),
      taxDocumentMail({
        title: 'Faktúra',
        number: 'FA2026000001',
        orderNumber: '4711',
        companyBuyer: true,
        downloadUrl: 'https://fotoobraz.sk/api/orders/7/documents/FA2026000001?signature=ab',
        linkExpires: '2027-11-24',
        shopName: 'Fotoobraz',
        publicUrl: 'https://fotoobraz.sk',
      }),
    ];
    for (const m of company) {
      expect(m.text).not.toContain('odstupenie-od-zmluvy');
      expect(m.text).not.toContain('Odstúpiť od zmluvy');
      expect(m.html).not.toContain('odstupenie-od-zmluvy');
      expect(m.text).toContain('4711');
    }
  });

  it('orderStatusMail: the new status and the shop’s note, escaped, lines kept', () => {
    const m = orderStatusMail({ ...SENT, note: 'Balík č. 123\n<script>alert(1)</script>' });
    expect(m.subject).toBe('Objednávka č. 4711: Odoslaná');
    expect(m.html).toContain('<strong>Odoslaná</strong>');
    expect(m.html).toContain('Balík č. 123<br />&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(m.html).not.toContain('<script>');
    expect(m.text).toContain('sa zmenil na: Odoslaná.');
    expect(m.text).toContain('Balík č. 123\n<script>alert(1)</script>');
    expect(orderStatusMail({ ...placed, statusLabel: 'Zaplatená' }).text).not.toContain('Poznámka');
  });

  it.each([
    {
      mail: activationMail({
        login: 'jana<3',
        activationUrl: 'https://fotoobraz.sk/account/activate?key=a1&x=2',
        shopName: 'Fotoobraz',
      }),
      subject: 'Aktivácia účtu – Fotoobraz',
      html: ['href="https://fotoobraz.sk/account/activate?key=a1&amp;x=2"', 'jana&lt;3'],
      text: 'https://fotoobraz.sk/account/activate?key=a1&x=2',
    },
    {
      mail: passwordResetMail({
        login: 'jana',
        resetUrl: 'https://fotoobraz.sk/account/reset/finish?key=b2',
        shopName: 'Fotoobraz',
      }),
      subject: 'Obnovenie hesla – Fotoobraz',
      html: ['href="https://fotoobraz.sk/account/reset/finish?key=b2"'],
      text: 'nežiadali',
    },
  ])('$subject: the link and the login', ({ mail, subject, html, text }) => {
    expect(mail.subject).toBe(subject);
    for (const part of html) expect(mail.html).toContain(part);
    expect(mail.text).toContain(text);
  });

  it('refuses a link that is not http(s)', () => {
    expect(() =>
      activationMail({ login: 'x', activationUrl: 'javascript:alert(1)', shopName: 'F' }),
    ).toThrow();
  });

  it('escapeHtml escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });
});
