import { describe, expect, it } from 'vitest';
import { giftVouchersCsv, type VoucherMovementOfMonth } from './gift-vouchers-csv.ts';

const movement = (over: Partial<VoucherMovementOfMonth>): VoucherMovementOfMonth => ({
  kind: 'ISSUE',
  at: '2026-12-02T10:00:00.000Z',
  code: 'ABCDEFGHJKMNPQRS',
  orderNumber: '2026000011',
  treatment: 'JEDNOUCELOVA',
  amountCents: 5000,
  ...over,
});

const rowsOf = (csv: string): string[][] =>
  csv
    .replace(/^\ufeff/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';'));

describe('the month’s gift vouchers CSV', () => {
  it('is UTF-8 text with a BOM, CRLF lines and the columns the accountant books by', () => {
    const csv = giftVouchersCsv([]);
    expect(csv).toBe('\ufeffDátum;Druh;Kód;Objednávka;Zaobchádzanie s DPH;DPH;Suma\r\n');
  });

  it('says for each treatment where the VAT of a sale, a use and a return is declared', () => {
    const [, ...rows] = rowsOf(
      giftVouchersCsv([
        movement({ kind: 'ISSUE', amountCents: 5000 }),
        movement({
          kind: 'SPEND',
          at: '2026-12-05T08:00:00.000Z',
          orderNumber: '2026000015',
          amountCents: -4200,
        }),
        movement({
          kind: 'RETURN',
          at: '2026-12-06T08:00:00.000Z',
          orderNumber: '2026000015',
          amountCents: 1237,
        }),
        movement({
          kind: 'ISSUE',
          code: 'KLMNPQRSTUVWGHJK',
          orderNumber: null,
          treatment: 'DAROVANA',
          at: '2026-12-07T08:00:00.000Z',
          amountCents: 2000,
        }),
        movement({
          kind: 'SPEND',
          code: 'KLMNPQRSTUVWGHJK',
          orderNumber: '2026000020',
          treatment: 'DAROVANA',
          at: '2026-12-08T08:00:00.000Z',
          amountCents: -1999,
        }),
        movement({
          kind: 'RETURN',
          code: 'KLMNPQRSTUVWGHJK',
          orderNumber: '2026000020',
          treatment: 'DAROVANA',
          at: '2026-12-09T08:00:00.000Z',
          amountCents: 1999,
        }),
        movement({
          kind: 'ISSUE',
          code: 'MMMMNNNNPPPPQQQQ',
          orderNumber: '2026000021',
          treatment: 'VIACUCELOVA',
          at: '2026-12-10T08:00:00.000Z',
          amountCents: 10000,
        }),
        movement({
          kind: 'SPEND',
          code: 'MMMMNNNNPPPPQQQQ',
          orderNumber: '2026000022',
          treatment: 'VIACUCELOVA',
          at: '2026-12-11T08:00:00.000Z',
          amountCents: -3705,
        }),
        movement({
          kind: 'RETURN',
          code: 'MMMMNNNNPPPPQQQQ',
          orderNumber: '2026000022',
          treatment: 'VIACUCELOVA',
          at: '2026-12-12T08:00:00.000Z',
          amountCents: 3705,
        }),
      ]),
    );
    const single = 'Jednoúčelový poukaz (DPH pri predaji)';
    const given = 'Darovaná poukážka (zľava pri použití)';
    const multi = 'Viacúčelový poukaz (DPH pri použití)';
    expect(rows).toEqual([
      [
        '02.12.2026',
        'Predaj poukážky',
        '••••-••••-••••-PQRS',
        '2026000011',
        single,
        'zdaniteľné plnenie – DPH na doklade k predaju',
        '50,00',
      ],
      [
        '05.12.2026',
        'Použitie poukážky',
        '••••-••••-••••-PQRS',
        '2026000015',
        single,
        'bez DPH – zdanené pri predaji',
        '-42,00',
      ],
      [
        '06.12.2026',
        'Vrátenie na poukážku',
        '••••-••••-••••-PQRS',
        '2026000015',
        single,
        'bez DPH – zdanené pri predaji',
        '12,37',
      ],
      [
        '07.12.2026',
        'Darovaná poukážka',
        '••••-••••-••••-GHJK',
        '',
        given,
        'bez DPH – darovaná, nie je predaj',
        '20,00',
      ],
      [
        '08.12.2026',
        'Použitie poukážky',
        '••••-••••-••••-GHJK',
        '2026000020',
        given,
        'zľava – znižuje základ dane na doklade objednávky',
        '-19,99',
      ],
      [
        '09.12.2026',
        'Vrátenie na poukážku',
        '••••-••••-••••-GHJK',
        '2026000020',
        given,
        'bez DPH – zrušenie zľavy objednávky',
        '19,99',
      ],
      [
        '10.12.2026',
        'Predaj poukážky',
        '••••-••••-••••-QQQQ',
        '2026000021',
        multi,
        'bez DPH – zdaní sa pri použití',
        '100,00',
      ],
      [
        '11.12.2026',
        'Použitie poukážky',
        '••••-••••-••••-QQQQ',
        '2026000022',
        multi,
        'platba – DPH na doklade objednávky',
        '-37,05',
      ],
      [
        '12.12.2026',
        'Vrátenie na poukážku',
        '••••-••••-••••-QQQQ',
        '2026000022',
        multi,
        'bez DPH – vrátenie platby objednávky',
        '37,05',
      ],
    ]);
  });

  it('dates by the day in Bratislava and lists in the order things happened', () => {
    const [, ...rows] = rowsOf(
      giftVouchersCsv([
        movement({ kind: 'SPEND', at: '2026-12-31T22:59:59.999Z', amountCents: -1 }),
        // 00:30 on 1 December in Bratislava, still 30 November in UTC.
        movement({ kind: 'ISSUE', at: '2026-11-30T23:30:00.000Z', amountCents: 3000 }),
      ]),
    );
    expect(rows.map((row) => [row[0], row[1], row[6]])).toEqual([
      ['01.12.2026', 'Predaj poukážky', '30,00'],
      ['31.12.2026', 'Použitie poukážky', '-0,01'],
    ]);
  });

  it('never shows a code whole', () => {
    const csv = giftVouchersCsv([movement({ code: 'abcd-efgh-jkmn-pqrs' })]);
    expect(csv).not.toContain('ABCD');
    expect(csv).toContain('••••-••••-••••-PQRS');
  });
});
