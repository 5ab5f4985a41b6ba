import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  renderGiftVoucherPdf,
  type GiftVoucherPdfData,
} from '../../../src/areas/gift-vouchers/rendering/gift-voucher.pdf.ts';
import {
  giftVoucherFilename,
  giftVoucherMail,
  voucherSentNotice,
  type GiftVoucherMailData,
} from '../../../src/areas/gift-vouchers/services/gift-voucher.mail.ts';
import { pdfText } from '../documents/sample-documents.ts';

const REDEEM_URL = 'https://fotoobraz.sk/?poukazka=ABCD-EFGH-JKMN-PQRS';

const voucher: GiftVoucherPdfData = {
  code: 'ABCD-EFGH-JKMN-PQRS',
  valueCents: 5000,
  recipientName: 'Jana Nováková',
  message: 'Všetko najlepšie k narodeninám! Vyber si svoju najkrajšiu fotku z leta. Ľúbime ťa.',
  fromName: 'Peter a Žofia',
  validUntil: '2029-12-07',
  redeemUrl: REDEEM_URL,
  shopName: 'Fotoobraz',
  shopUrl: 'https://fotoobraz.sk',
};

/** The PDF's text with no-break spaces read as plain ones, as a person copies it. */
const textOf = async (data: GiftVoucherPdfData) =>
  pdfText(await renderGiftVoucherPdf(data)).replace(/\u00a0/g, ' ');

/** The words poppler finds in the PDF: a text run broken by spacing would come out in pieces. */
const wordsOf = (pdf: Buffer): string[] =>
  [
    ...execFileSync('pdftotext', ['-bbox', '-', '-'], { input: pdf })
      .toString('utf8')
      .matchAll(/<word [^>]*>([^<]*)<\/word>/g),
  ].map(([, word]) => word);

const pdfInfo = (pdf: Buffer): string => execFileSync('pdfinfo', ['-'], { input: pdf }).toString();

/**
 * The dark modules of the PDF's first image, read at each module's centre: the image is the QR
 * code with its quiet zone of 4 modules, so its width tells the size of a module.
 */
const qrModulesOf = async (pdf: Buffer, moduleCount: number): Promise<boolean[]> => {
  const dir = mkdtempSync(join(tmpdir(), 'gift-voucher-qr-'));
  try {
    execFileSync('pdfimages', ['-png', '-f', '1', '-l', '1', '-', join(dir, 'image')], {
      input: pdf,
    });
    const { data, info } = await sharp(readFileSync(join(dir, 'image-000.png')))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const modulePx = info.width / (moduleCount + 8);
    const modules: boolean[] = [];
    for (let row = 0; row < moduleCount; row++) {
      for (let col = 0; col < moduleCount; col++) {
        const x = Math.floor((col + 4.5) * modulePx);
        const y = Math.floor((row + 4.5) * modulePx);
        modules.push(data[y * info.width * info.channels + x * info.channels] < 128);
      }
    }
    return modules;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

describe('the gift voucher PDF', () => {
  it('is one page of A5 turned on its side', async () => {
    const info = pdfInfo(await renderGiftVoucherPdf(voucher));
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).toMatch(/^Page size:\s+595\.28 x 419\.53 pts/m);
  });

  it('prints the code as one run a reader copies whole', async () => {
    const words = wordsOf(await renderGiftVoucherPdf(voucher));
    expect(words).toContain('ABCD-EFGH-JKMN-PQRS');
  });

  it('prints the shop, the value, the names, the message, the validity and how to redeem', async () => {
    const text = await textOf(voucher);
    for (const words of [
      'Fotoobraz',
      'Darčeková poukážka',
      '50,00 €',
      'Pre: Jana Nováková',
      '„Všetko najlepšie k narodeninám! Vyber si svoju najkrajšiu fotku z leta. Ľúbime ťa.“',
      'Od: Peter a Žofia',
      'Platná do 7. 12. 2029',
      'Naskenujte a kód sa vyplní sám',
      'Kód zadajte v objednávke do poľa „Kód darčekovej poukážky“.',
      'kým nevyčerpáte jej hodnotu.',
      'fotoobraz.sk',
    ])
      expect(text).toContain(words);
  });

  it('leaves out the giver and the message when there are none', async () => {
    const pdf = await renderGiftVoucherPdf({ ...voucher, message: null, fromName: null });
    const text = pdfText(pdf);
    expect(text).not.toContain('Od:');
    expect(text).not.toContain('Všetko najlepšie');
    expect(text).toContain('Pre: Jana Nováková');
    expect(pdfInfo(pdf)).toMatch(/^Pages:\s+1$/m);
  });

  it('fits a message of 300 characters beside the longest names, and cuts a longer one there', async () => {
    const message = 'Milá Máša, nech sa ti darí, šťastie, zdravie, veľa krásnych fotiek! '
      .repeat(5)
      .slice(0, 300);
    const longest = {
      ...voucher,
      valueCents: 50000,
      recipientName: 'Mária Terézia Šťastná-Ďurčanská z Veľkých Úľan a Malých Zálužíc',
      fromName: 'Ľudmila, Žofia, Čestmír, Ďusan a celá rodina Horváthová z Bratislavy',
      message,
    };
    const pdf = await renderGiftVoucherPdf(longest);
    expect(pdfInfo(pdf)).toMatch(/^Pages:\s+1$/m);
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain(`„${message.trimEnd()}“`);
    expect(text).toContain('Od: Ľudmila, Žofia, Čestmír, Ďusan a celá rodina Horváthová');

    const cut = pdfText(await renderGiftVoucherPdf({ ...longest, message: `${message}NAVIAC` }));
    expect(cut).not.toContain('NAVIAC');
  });

  it('draws the QR code of the redeem link', async () => {
    const expected = QRCode.create(REDEEM_URL, { errorCorrectionLevel: 'M' }).modules;
    const drawn = await qrModulesOf(await renderGiftVoucherPdf(voucher), expected.size);
    expect(drawn).toEqual([...expected.data].map((dark) => dark === 1));
  });
});

const mailData: GiftVoucherMailData = {
  recipientName: 'Jana Nováková',
  fromName: 'Peter',
  valueText: '50,00 €',
  validUntil: '2029-12-07',
  shopName: 'Fotoobraz',
  publicUrl: 'https://fotoobraz.sk',
  redeemUrl: REDEEM_URL,
  toBuyer: false,
};

describe('the gift voucher mails', () => {
  it('names the attachment by the last group of the code only', () => {
    expect(giftVoucherFilename('ABCD-EFGH-JKMN-PQRS')).toBe('darcekova-poukazka-PQRS.pdf');
    expect(giftVoucherFilename('abcdefghjkmnpqrs')).toBe('darcekova-poukazka-PQRS.pdf');
  });

  it('tells the buyer the voucher is attached, to print or forward', () => {
    const mail = giftVoucherMail({ ...mailData, toBuyer: true });
    expect(mail.subject).toBe('Vaša darčeková poukážka pre Jana Nováková');
    for (const words of ['v prílohe', 'vytlačiť', 'preposlať', 'Hodnota: 50,00 €'])
      expect(mail.text).toContain(words);
    expect(mail.text).toContain('Platná do: 7. 12. 2029');
    expect(mail.html).toContain('Jana Nováková');
  });

  it('tells the recipient who gives it, its value, its validity and links to redeem it', () => {
    const mail = giftVoucherMail(mailData);
    expect(mail.subject).toBe('Peter vám posiela darčekovú poukážku od Fotoobraz');
    expect(mail.text).toContain(
      'Peter vám posiela darčekovú poukážku od Fotoobraz v hodnote 50,00 €.',
    );
    expect(mail.text).toContain('Platná do: 7. 12. 2029');
    expect(mail.text).toContain(`Použiť poukážku: ${REDEEM_URL}`);
    expect(mail.html).toContain(`href="${REDEEM_URL}"`);
    expect(mail.text).toContain('Kód zadajte v objednávke do poľa „Kód darčekovej poukážky“.');
  });

  it('names nobody as the giver when the voucher has none', () => {
    const mail = giftVoucherMail({ ...mailData, fromName: null });
    expect(mail.subject).toBe('Niekto vám posiela darčekovú poukážku od Fotoobraz');
  });

  it('writes the customer names into the HTML as text', () => {
    for (const toBuyer of [true, false]) {
      const mail = giftVoucherMail({
        ...mailData,
        recipientName: '<script>alert(1)</script>',
        fromName: '<b>Peter</b>',
        toBuyer,
      });
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.html).not.toContain('<b>Peter');
    }
    const notice = voucherSentNotice({
      recipientName: '<script>alert(1)</script>',
      sendTo: 'jana@example.sk',
      sentOn: '2026-12-24',
      valueText: '50,00 €',
      shopName: 'Fotoobraz',
      publicUrl: 'https://fotoobraz.sk',
    });
    expect(notice.html).not.toContain('<script>');
    expect(notice.html).toContain('&lt;script&gt;');
  });

  it('tells the buyer the voucher left, to whom and on which day', () => {
    const mail = voucherSentNotice({
      recipientName: 'Jana Nováková',
      sendTo: 'jana@example.sk',
      sentOn: '2026-12-24',
      valueText: '50,00 €',
      shopName: 'Fotoobraz',
      publicUrl: 'https://fotoobraz.sk',
    });
    expect(mail.subject).toBe('Darčeková poukážka pre Jana Nováková je odoslaná');
    expect(mail.text).toContain(
      'darčeková poukážka pre Jana Nováková v hodnote 50,00 € odišla 24. 12. 2026 na adresu jana@example.sk.',
    );
    expect(mail.html).toContain('jana@example.sk');
  });
});
