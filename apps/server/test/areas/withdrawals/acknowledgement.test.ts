import { describe, expect, it } from 'vitest';
import { formatDateTimeSk } from '../../../src/rendering/documents/slovak-date.ts';
import { renderWithdrawalAcknowledgement } from '../../../src/areas/withdrawals/rendering/withdrawal-acknowledgement.pdf.ts';
import { withdrawalMail } from '../../../src/areas/withdrawals/services/withdrawal.mail.ts';
import {
  withdrawalAcknowledgementOf,
  type WithdrawalAcknowledgementData,
} from '../../../src/areas/withdrawals/services/withdrawal-acknowledgement.ts';
import { layoutText } from '../../helpers/pdf-text.ts';

const data: WithdrawalAcknowledgementData = {
  shop: {
    name: 'Fotoobraz s.r.o.',
    street: 'Hlavná 1',
    city: 'Košice',
    postcode: '040 01',
    country: 'Slovensko',
    email: 'obchod@fotoobraz.sk',
  },
  orderNumber: '4711',
  orderDate: '2026-11-20T10:00:00Z',
  // Saturday 14 November 2026, 23:30 in Bratislava.
  submittedAt: '2026-11-14T22:30:00Z',
  name: 'Jana Nováková',
  email: 'jana@example.sk',
  reason: '<b>Farby</b> nesedia',
  lines: [{ position: 2, title: 'Obraz v ráme 50 × 40 cm', copies: 1, priceCents: 8900 }],
};

/** pdftotext keeps the no-break spaces of amounts; tests read them as plain spaces. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('the acknowledgement of a withdrawal', () => {
  it('names the date and time in Bratislava, winter and summer', () => {
    expect(formatDateTimeSk('2026-11-14T22:30:00Z')).toBe('14. 11. 2026 o 23:30:00');
    expect(formatDateTimeSk('2026-07-01T22:30:05Z')).toBe('2. 7. 2026 o 00:30:05');
  });

  it('states the order, the moment, the lines, the reason and what follows', () => {
    const content = withdrawalAcknowledgementOf(data);
    expect(content.title).toBe('Potvrdenie o odstúpení od zmluvy – objednávka č. 4711');
    expect(content.facts).toEqual([
      ['Číslo objednávky', '4711'],
      ['Dátum objednávky', '20. 11. 2026'],
      ['Odstúpenie prijaté', '14. 11. 2026 o 23:30:00'],
      ['Meno', 'Jana Nováková'],
      ['E-mail', 'jana@example.sk'],
      ['Dôvod', '<b>Farby</b> nesedia'],
    ]);
    expect(content.lines).toEqual(['č. 2: Obraz v ráme 50 × 40 cm, 1 ks, 89,00\u00a0€']);
    // 14 days after 14 November is Saturday 28 November: the goods may go back on Monday 30th.
    expect(content.nextSteps[0]).toContain('do 30. 11. 2026');
    expect(content.nextSteps[0]).toContain('Fotoobraz s.r.o., Hlavná 1, 040 01 Košice, Slovensko');
    expect(content.nextSteps[1]).toContain('do 14 dní od odstúpenia');
    expect(
      withdrawalAcknowledgementOf({ ...data, reason: null }).facts.map(([l]) => l),
    ).not.toContain('Dôvod');
  });

  it('mails the same words, the reason escaped, with the download link', () => {
    const content = withdrawalAcknowledgementOf(data);
    const mail = withdrawalMail({
      ...content,
      downloadUrl: 'https://fotoobraz.sk/api/withdrawals/3/acknowledgement?expires=1&signature=ab',
      shopName: 'Fotoobraz s.r.o.',
      publicUrl: 'https://fotoobraz.sk',
    });
    expect(mail.subject).toBe(content.title);
    expect(mail.html).toContain('&lt;b&gt;Farby&lt;/b&gt; nesedia');
    expect(mail.html).not.toContain('<b>Farby');
    for (const words of [...content.lines, ...content.nextSteps])
      expect(mail.text).toContain(words);
    expect(mail.text).toContain('/api/withdrawals/3/acknowledgement?expires=1&signature=ab');
  });

  it('renders the same words into the PDF', async () => {
    const content = withdrawalAcknowledgementOf(data);
    const text = plain(
      layoutText(
        await renderWithdrawalAcknowledgement({ shopName: 'Fotoobraz s.r.o.', ...content }),
      ),
    );
    expect(text).toContain('objednávka č. 4711');
    expect(text).toMatch(/Odstúpenie prijaté\s+14\. 11\. 2026 o 23:30:00/);
    expect(text).toContain('č. 2: Obraz v ráme 50 × 40 cm, 1 ks, 89,00 €');
    expect(text).toContain('Čo bude nasledovať');
  });
});
