import { describe, expect, it } from 'vitest';
import {
  readCamt053,
  StatementFormatError,
} from '../../../src/areas/payments/repositories/camt053.reader.ts';
import { camt053, NOVEMBER, SHOP_IBAN } from './camt053-fixture.ts';

describe('readCamt053', () => {
  it('reads both layouts alike: 001.02 and 001.08', async () => {
    const [v02] = await readCamt053(camt053(NOVEMBER));
    const [v08] = await readCamt053(camt053({ ...NOVEMBER, version: '08' }));
    expect(v08).toEqual(v02);
    expect(v02).toMatchObject({
      accountIban: SHOP_IBAN,
      bankStatementId: '2026-11-A',
      fromDate: '2026-11-20',
      toDate: '2026-11-22',
      currency: 'EUR',
    });
    expect(v02.transactions).toHaveLength(7);
    expect(v02.transactions[0]).toEqual({
      accountIban: SHOP_IBAN,
      transactionReference: 'TX-0001',
      entryReference: null,
      index: 0,
      bookingDate: '2026-11-20',
      amountCents: 2590,
      currency: 'EUR',
      creditDebit: 'CRDT',
      endToEndId: '/VS0001001/SS/KS0308',
      remittance: 'Objednávka fotoobraz',
      counterpartyName: 'Jana Nováková',
      counterpartyIban: 'SK6807200002891987426353',
    });
    // A batch: each transaction its own amount and place, under the entry's reference.
    expect(
      v02.transactions.slice(5).map((t) => [t.entryReference, t.index, t.amountCents]),
    ).toEqual([
      ['BATCH-7', 0, 500],
      ['BATCH-7', 1, 750],
    ]);
  });

  it('decodes character references and the predefined entities', async () => {
    const xml = camt053(NOVEMBER).replace('Peter Malý', 'Peter Mal&#xFD; &lt;&amp;&gt;');
    expect((await readCamt053(xml))[0].transactions[1].counterpartyName).toBe('Peter Malý <&>');
  });

  it("reads the creditor's structured reference with the remittance text", async () => {
    const xml = camt053(NOVEMBER).replace(
      '<Ustrd>Objednávka fotoobraz</Ustrd>',
      '<Ustrd>Objednávka fotoobraz</Ustrd><Strd><CdtrRefInf><Ref>/VS77/SS/KS0308</Ref></CdtrRefInf></Strd>',
    );
    expect((await readCamt053(xml))[0].transactions[0].remittance).toBe(
      'Objednávka fotoobraz /VS77/SS/KS0308',
    );
  });

  it("takes an entry without details as one transaction, with the bank's note as its text", async () => {
    const xml = camt053(NOVEMBER).replace(
      /<NtryDtls>[\s\S]*?<\/NtryDtls>/,
      '<AddtlNtryInf>Platba VS 1001</AddtlNtryInf>',
    );
    expect((await readCamt053(xml))[0].transactions[0]).toMatchObject({
      transactionReference: null,
      amountCents: 2590,
      remittance: 'Platba VS 1001',
      counterpartyName: null,
    });
  });

  it('leaves out entries that are not booked yet', async () => {
    const xml = camt053(NOVEMBER).replace('<Sts>BOOK</Sts>', '<Sts>PDNG</Sts>');
    expect((await readCamt053(xml))[0].transactions).toHaveLength(6);
  });

  it.each([
    ['not XML', 'hello', 'platné XML'],
    ['unclosed', '<Document>', 'platné XML'],
    ['a DTD', `<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${camt053(NOVEMBER)}`, 'DTD'],
    ['no namespace', camt053(NOVEMBER).replace(/ xmlns="[^"]*"/, ''), 'camt.053'],
    ['no IBAN', camt053(NOVEMBER).replace(/<IBAN>SK31[^<]*<\/IBAN>/, ''), 'IBAN'],
    ['a bad amount', camt053(NOVEMBER).replace('>25.90<', '>25,90<'), 'sumu'],
    ['no statement', camt053(NOVEMBER).replace(/<Stmt>[\s\S]*<\/Stmt>/, ''), 'žiadny výpis'],
    [
      'elements nested 10,000 deep',
      `${'<a>'.repeat(10_000)}x${'</a>'.repeat(10_000)}`,
      '40 úrovní',
    ],
  ])('refuses %s with a message for the owner', async (_what, xml, words) => {
    await expect(readCamt053(xml)).rejects.toThrow(StatementFormatError);
    await expect(readCamt053(xml)).rejects.toThrow(words);
  });
});
