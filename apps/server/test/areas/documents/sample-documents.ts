import { execFileSync } from 'node:child_process';
import { priceCraftedProduct } from '@fotoobraz/domain';
import type { ProformaInvoiceData } from '../../../src/areas/orders/rendering/proforma.pdf.ts';
import type { JobTicketData } from '../../../src/areas/orders/rendering/job-ticket.pdf.ts';
import { paymentQr } from '../../../src/areas/orders/rendering/payment-qr.ts';

/** A valid Slovak IBAN (check digits correct) for tests and the sample invoice. */
export const SAMPLE_IBAN = 'SK3112000000198742637541';

/** The worked example of DESIGN.md §5: a framed photo with a mat, 2 copies, 10 % off. */
export const samplePricedPiece = () =>
  priceCraftedProduct({
    kind: 'PHOTOPASPARTAFRAME',
    productName: 'Fotografia s paspartou v ráme',
    manufacturePerM2: 60,
    size: { totalSizeCm: '50x40', photoSizeCm: '40x30' },
    orientation: 'landscape',
    printMedia: { name: 'Fotopapier lesklý', perM2: 30 },
    pasparta: { name: 'Pasparta biela', perM2: 25 },
    glass: { name: 'Sklo číre', perM2: 40 },
    frame: { name: 'Dub prírodný 20 mm', perMetre: 18.5, thicknessMm: 20 },
    copies: 2,
    minimumPrice: 3,
    promotionPercent: 10,
  });

/** The PAY by square QR code of a payment to the sample account. */
export const sampleQrPng = async (
  amountCents: number,
  variableSymbol: string,
  beneficiaryName = 'Fotoobraz s.r.o.',
): Promise<Buffer> =>
  (await paymentQr({ iban: SAMPLE_IBAN, amountCents, variableSymbol, beneficiaryName })).png;

export const sampleInvoice = (
  qrPng: Buffer,
  overrides: Partial<ProformaInvoiceData> = {},
): ProformaInvoiceData => {
  const piece = samplePricedPiece();
  const postageCents = 690;
  return {
    number: '2026-000123',
    issueDate: '2026-11-22',
    dueDate: '2026-12-06',
    variableSymbol: '4711',
    supplier: {
      name: 'Fotoobraz s.r.o.',
      street: 'Štúrova 12',
      city: 'Žilina',
      postcode: '010 01',
      country: 'Slovensko',
      ico: '12345678',
      dic: '2021234567',
      icDph: 'SK2021234567',
      register: 'Obchodný register Okresného súdu Žilina, oddiel Sro, vložka 12345/L',
      iban: SAMPLE_IBAN,
      bank: 'Slovenská sporiteľňa, a.s.',
      email: 'objednavky@fotoobraz.sk',
      phone: '+421 900 123 456',
    },
    vatPayer: true,
    vatPercent: 23,
    customer: {
      name: 'Ľubica Šťastná',
      email: 'lubica@example.sk',
      phone: '+421 905 111 222',
      addressLines: ['Hviezdoslavova 7', '811 02 Bratislava'],
    },
    items: [
      {
        title: `${piece.text3} ${piece.finalWidth} × ${piece.finalHeight} cm`,
        breakdown: piece.lines,
        quantity: 2,
        amountCents: piece.priceCents,
        withdrawal:
          'Vyrobené podľa vašej fotografie – podľa zákona nie je možné odstúpiť od zmluvy',
      },
    ],
    postageCents,
    handover: 'Doručenie kuriérom na adresu Hviezdoslavova 7, 811 02 Bratislava',
    totalCents: piece.priceCents + postageCents,
    qrPng,
    ...overrides,
  };
};

export const sampleJobTicket = (overrides: Partial<JobTicketData> = {}): JobTicketData => ({
  orderNumber: '4711',
  orderDate: '2026-11-22T09:15:00.000Z',
  productName: 'Fotografia s paspartou v ráme',
  copies: 2,
  outerSizeCm: { width: 50, height: 40 },
  photoWindowCm: { width: 40, height: 30 },
  printSizeCm: { width: 40, height: 30 },
  printMedia: 'Fotopapier lesklý',
  mat: 'Pasparta biela',
  moulding: { name: 'Dub prírodný', faceWidthMm: 20 },
  glass: 'Sklo číre',
  cropPx: { x: 120, y: 80, width: 5400, height: 4050 },
  originalPx: { width: 6000, height: 4000 },
  strojnikNote: 'Pozor na orientáciu — zákazník chce lesklý papier, rám zavesiť na šírku.',
  customerNote: 'Prosím, zabaľte ako darček.',
  ...overrides,
});

/**
 * The text of a PDF as poppler's pdftotext extracts it, pages separated by form feeds and the
 * lines of a wrapped paragraph joined by a space.
 */
export const pdfText = (pdf: Buffer): string =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/ *\n(?!\n) */g, ' ');

/** Page 1 of a PDF as a PNG (poppler's pdftoppm) at `dpi`. */
export const pdfPagePng = (pdf: Buffer, dpi: number): Buffer =>
  execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', '-'], {
    input: pdf,
  });
