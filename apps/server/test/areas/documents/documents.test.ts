import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NBSP, formatEur } from '@fotoobraz/domain';
import { decode } from 'bysquare/pay';
import { describe, expect, it } from 'vitest';
import {
  mouldingLengthCm,
  renderJobTicket,
} from '../../../src/areas/orders/rendering/job-ticket.pdf.ts';
import { paymentQr } from '../../../src/areas/orders/rendering/payment-qr.ts';
import { renderProformaInvoice } from '../../../src/areas/orders/rendering/proforma.pdf.ts';
import {
  SAMPLE_IBAN,
  pdfPagePng,
  pdfText,
  sampleInvoice,
  sampleJobTicket,
  sampleQrPng,
} from './sample-documents.ts';

const SAMPLE_PNG = fileURLToPath(
  new URL('../../../../../docs/invoice/proforma-sample.png', import.meta.url),
);

describe('paymentQr', () => {
  it('encodes a PAY by square order that decodes to the IBAN, amount and variable symbol', async () => {
    const { payload, png } = await paymentQr({
      iban: 'SK31 1200 0000 1987 4263 7541',
      amountCents: 11825,
      variableSymbol: '4711',
      beneficiaryName: 'Fotoobraz s.r.o.',
      note: 'Objednávka 4711',
      dueDate: '2026-12-06',
    });
    const [payment] = decode(payload).payments;
    expect(payment).toMatchObject({
      amount: 118.25,
      currencyCode: 'EUR',
      variableSymbol: '4711',
      paymentDueDate: '20261206',
      paymentNote: 'Objednavka 4711',
      bankAccounts: [{ iban: SAMPLE_IBAN }],
      beneficiary: { name: 'Fotoobraz s.r.o.' },
    });
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('refuses an IBAN with wrong check digits', async () => {
    await expect(
      paymentQr({
        iban: 'SK3212000000198742637541',
        amountCents: 100,
        variableSymbol: '1',
        beneficiaryName: 'Fotoobraz',
      }),
    ).rejects.toThrow();
  });
});

describe('renderProformaInvoice', () => {
  it('holds the number, amounts, IBAN, variable symbol and Slovak text on one page', async () => {
    const png = await sampleQrPng(11825, '4711');
    const data = sampleInvoice(png);
    const pdf = await renderProformaInvoice(data);
    const text = pdfText(pdf);

    expect(text.split('\f').filter((page) => page.trim()).length).toBe(1);
    expect(data.totalCents).toBe(11825);
    for (const expected of [
      'Zálohová faktúra',
      '2026-000123',
      'Dodávateľ',
      'Odberateľ',
      'Ľubica Šťastná',
      'Dátum vystavenia',
      '22. 11. 2026',
      'Dátum splatnosti',
      '6. 12. 2026',
      'Variabilný symbol',
      '4711',
      'SK31 1200 0000 1987 4263 7541',
      'IČO: 12345678',
      'DIČ: 2021234567',
      'IČ DPH: SK2021234567',
      'Spolu na úhradu',
      formatEur(11825),
      formatEur(11135),
      formatEur(690),
      formatEur(-1237),
      'Základ dane 23 %',
      formatEur(9614),
      'DPH 23 %',
      formatEur(2211),
      'Zaplaťte prevodom alebo naskenujte QR kód PAY by square',
      'Zálohová faktúra nie je daňový doklad.',
      'Doručenie kuriérom na adresu Hviezdoslavova 7, 811 02 Bratislava',
      // Under its line, whether the customer may withdraw from it.
      'Vyrobené podľa vašej fotografie – podľa zákona nie je možné odstúpiť od zmluvy',
    ]) {
      // pdftotext gives the no-break space of formatted amounts as a plain space.
      expect(text).toContain(expected.replaceAll(NBSP, ' '));
    }
    expect(text).not.toContain('Nie sme platcami DPH.');

    const page = pdfPagePng(pdf, 60);
    expect(page.subarray(1, 4).toString('latin1')).toBe('PNG');
    // `UPDATE_DOCS=1 npx vitest run ... documents` refreshes the sample page shown in docs/.
    if (process.env.UPDATE_DOCS === '1') writeFileSync(SAMPLE_PNG, pdfPagePng(pdf, 60));
  });

  it('states that the shop is not a VAT payer instead of the VAT recap', async () => {
    const png = await sampleQrPng(300, '12', 'Fotoobraz');
    const text = pdfText(
      await renderProformaInvoice(
        sampleInvoice(png, {
          vatPayer: false,
          supplier: { ...sampleInvoice(png).supplier, icDph: undefined },
          customer: { email: 'anonym@example.sk' },
          postageCents: 0,
          handover: 'Osobný odber po dohode',
          totalCents: 11135,
          note: `Darček – zabaliť. ${'Veľmi dlhá poznámka. '.repeat(200)}`,
        }),
      ),
    );
    expect(text).toContain('Nie sme platcami DPH.');
    expect(text).not.toContain('Základ dane');
    expect(text).not.toContain('IČ DPH');
    expect(text).toContain('anonym@example.sk');
    expect(text).toContain('Osobný odber po dohode');
    expect(text).toContain('Darček – zabaliť.');
    expect(text.split('\f').filter((page) => page.trim()).length).toBe(1);
  });
});

describe('renderJobTicket', () => {
  it('adds eight face widths of mitre waste to the perimeter', () => {
    expect(mouldingLengthCm({ width: 50, height: 40 }, 20)).toBe(196);
    expect(mouldingLengthCm({ width: 30.5, height: 20.1 }, 15)).toBe(113.2);
  });

  it('tells the workshop sizes, moulding, glass, copies, crop and the operator note', async () => {
    const text = pdfText(await renderJobTicket(sampleJobTicket()));
    expect(text.split('\f').filter((page) => page.trim()).length).toBe(1);
    for (const expected of [
      'Zákazka č. 4711',
      '22. 11. 2026',
      'Fotografia s paspartou v ráme',
      '2 ks',
      'Vonkajší rozmer',
      '50 × 40 cm',
      'Okno pasparty',
      '40 × 30 cm',
      'Dub prírodný',
      '196 cm na kus',
      'Lišta spolu',
      '392 cm',
      'Sklo číre 50 × 40 cm',
      'x 120, y 80, 5400 × 4050 px z 6000 × 4000 px',
      'Pozor na orientáciu',
      'Prosím, zabaľte ako darček.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('leaves out what the product does not have', async () => {
    const text = pdfText(
      await renderJobTicket(
        sampleJobTicket({
          productName: 'Fotografia',
          copies: 1,
          photoWindowCm: undefined,
          mat: undefined,
          moulding: undefined,
          glass: undefined,
          strojnikNote: undefined,
          customerNote: undefined,
        }),
      ),
    );
    expect(text).toContain('1 ks');
    for (const absent of ['Okno pasparty', 'Lišta', 'lišty', 'Sklo', 'strojníka']) {
      expect(text).not.toContain(absent);
    }
  });
});
