/**
 * camt.053 statements as Slovak banks export them, written for the tests: version 001.02 (most
 * banks today) or 001.08 (the newer layout: `Sts/Cd`, `Pty/Nm`, the amount straight in TxDtls).
 */

export interface FixtureTransaction {
  amount: string;
  /** The bank's reference of the transaction; none: the entry's reference and index key it. */
  ref?: string;
  endToEndId?: string;
  remittance?: string;
  party?: string;
  partyIban?: string;
  currency?: string;
}

export interface FixtureEntry {
  direction: 'CRDT' | 'DBIT';
  bookingDate: string;
  /** Ntry/AcctSvcrRef. */
  entryRef?: string;
  transactions: FixtureTransaction[];
}

export interface FixtureStatement {
  id: string;
  iban?: string;
  currency?: string;
  version?: '02' | '08';
  entries: FixtureEntry[];
}

export const SHOP_IBAN = 'SK3112000000198742637541';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const cents = (amount: string) => Math.round(Number(amount) * 100);

const transactionXml = (
  tx: FixtureTransaction,
  entry: FixtureEntry,
  version: '02' | '08',
): string => {
  const [party, account] = entry.direction === 'CRDT' ? ['Dbtr', 'DbtrAcct'] : ['Cdtr', 'CdtrAcct'];
  const name = tx.party ? escape(tx.party) : '';
  const amount = `<Amt Ccy="${tx.currency ?? 'EUR'}">${tx.amount}</Amt>`;
  return `
          <TxDtls>
            <Refs>
              ${tx.ref ? `<AcctSvcrRef>${tx.ref}</AcctSvcrRef>` : ''}
              <EndToEndId>${escape(tx.endToEndId ?? 'NOTPROVIDED')}</EndToEndId>
            </Refs>
            ${version === '02' ? `<AmtDtls><TxAmt>${amount}</TxAmt></AmtDtls>` : `${amount}<CdtDbtInd>${entry.direction}</CdtDbtInd>`}
            <RltdPties>
              <${party}>${version === '02' ? `<Nm>${name}</Nm>` : `<Pty><Nm>${name}</Nm></Pty>`}</${party}>
              ${tx.partyIban ? `<${account}><Id><IBAN>${tx.partyIban}</IBAN></Id></${account}>` : ''}
            </RltdPties>
            ${tx.remittance ? `<RmtInf><Ustrd>${escape(tx.remittance)}</Ustrd></RmtInf>` : ''}
          </TxDtls>`;
};

const entryXml = (entry: FixtureEntry, version: '02' | '08'): string => {
  const total = entry.transactions.reduce((sum, tx) => sum + cents(tx.amount), 0);
  const currency = entry.transactions[0].currency ?? 'EUR';
  return `
      <Ntry>
        <Amt Ccy="${currency}">${(total / 100).toFixed(2)}</Amt>
        <CdtDbtInd>${entry.direction}</CdtDbtInd>
        ${version === '02' ? '<Sts>BOOK</Sts>' : '<Sts><Cd>BOOK</Cd></Sts>'}
        <BookgDt><Dt>${entry.bookingDate}</Dt></BookgDt>
        <ValDt><Dt>${entry.bookingDate}</Dt></ValDt>
        ${entry.entryRef ? `<AcctSvcrRef>${entry.entryRef}</AcctSvcrRef>` : ''}
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>${entry.transactions.map((tx) => transactionXml(tx, entry, version)).join('')}
        </NtryDtls>
      </Ntry>`;
};

/** The statement as XML text. */
export const camt053 = (statement: FixtureStatement): string => {
  const version = statement.version ?? '02';
  const dates = statement.entries.map((e) => e.bookingDate).sort();
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>MSG-${statement.id}</MsgId><CreDtTm>2026-11-24T06:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${statement.id}</Id>
      <ElctrncSeqNb>1</ElctrncSeqNb>
      <CreDtTm>2026-11-24T06:00:00</CreDtTm>
      <FrToDt><FrDtTm>${dates[0] ?? '2026-11-01'}T00:00:00</FrDtTm><ToDtTm>${dates.at(-1) ?? '2026-11-01'}T23:59:59</ToDtTm></FrToDt>
      <Acct>
        <Id><IBAN>${statement.iban ?? SHOP_IBAN}</IBAN></Id>
        <Ccy>${statement.currency ?? 'EUR'}</Ccy>
        <Svcr><FinInstnId><BIC>TATRSKBX</BIC></FinInstnId></Svcr>
      </Acct>${statement.entries.map((e) => entryXml(e, version)).join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
};

const credit = (bookingDate: string, tx: FixtureTransaction, entryRef?: string): FixtureEntry => ({
  direction: 'CRDT',
  bookingDate,
  entryRef,
  transactions: [tx],
});

/**
 * The November statement: an exact payment (VS 1001), an underpayment (1002), an unknown VS
 * (9999, in the remittance text), an overpayment (1003), a debit, and one entry batching an
 * exact payment (1004) with a payment for an unknown VS (1005).
 */
export const NOVEMBER: FixtureStatement = {
  id: '2026-11-A',
  entries: [
    credit('2026-11-20', {
      amount: '25.90',
      ref: 'TX-0001',
      endToEndId: '/VS0001001/SS/KS0308',
      party: 'Jana Nováková',
      partyIban: 'SK6807200002891987426353',
      remittance: 'Objednávka fotoobraz',
    }),
    credit('2026-11-20', {
      amount: '10.00',
      ref: 'TX-0002',
      endToEndId: '/VS1002',
      party: 'Peter Malý',
    }),
    credit('2026-11-21', {
      amount: '15.00',
      ref: 'TX-0003',
      remittance: 'VS 9999 platba',
      party: 'Neznámy & syn',
    }),
    credit('2026-11-21', {
      amount: '40.00',
      ref: 'TX-0004',
      remittance: 'Objednavka VS:1003',
      party: 'Eva Veľká',
    }),
    {
      direction: 'DBIT',
      bookingDate: '2026-11-22',
      transactions: [
        {
          amount: '12.00',
          ref: 'TX-0005',
          party: 'Dodávateľ rámov s.r.o.',
          endToEndId: '/VS202611',
        },
      ],
    },
    {
      direction: 'CRDT',
      bookingDate: '2026-11-22',
      entryRef: 'BATCH-7',
      transactions: [
        { amount: '5.00', endToEndId: '/VS1004', party: 'Ján Krátky' },
        { amount: '7.50', endToEndId: '/VS1005', party: 'Ján Krátky' },
      ],
    },
  ],
};

/**
 * The next statement, overlapping November's last day: the batched entry again, the rest of
 * order 1002 (20,00 of 30,00), and a second payment of the already paid order 1001.
 */
export const NOVEMBER_OVERLAP: FixtureStatement = {
  id: '2026-11-B',
  version: '08',
  entries: [
    NOVEMBER.entries[5],
    credit('2026-11-23', {
      amount: '20.00',
      ref: 'TX-0006',
      endToEndId: '/VS1002/SS/KS',
      party: 'Peter Malý',
    }),
    credit('2026-11-23', {
      amount: '25.90',
      ref: 'TX-0007',
      endToEndId: '/VS1001',
      party: 'Jana Nováková',
    }),
  ],
};

/**
 * A statement `id` of one credit that pays `order` exactly, its variable symbol in the
 * end-to-end reference as Slovak banks carry it.
 */
export const paymentOf = (
  id: string,
  order: { variableSymbol: string; totalAmount: number },
): FixtureStatement => ({
  id,
  entries: [
    {
      direction: 'CRDT',
      bookingDate: '2026-11-20',
      transactions: [
        {
          amount: Number(order.totalAmount).toFixed(2),
          ref: `${id}-1`,
          endToEndId: `/VS${order.variableSymbol}/SS/KS`,
        },
      ],
    },
  ],
});
