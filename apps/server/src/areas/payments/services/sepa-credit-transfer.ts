import { randomBytes } from 'node:crypto';
import {
  normaliseIban,
  sepaAmount,
  sepaEndToEndId,
  sepaRemittance,
  sepaText,
  shopDay,
  type BankRefundDue,
} from '@fotoobraz/domain';
import { XMLBuilder } from 'fast-xml-parser';
import type { ShopSettings } from '../../../services/shop-settings.ts';

/** The namespace of the ISO 20022 credit transfer initiation the file follows. */
export const PAIN_001_001_03 = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';

/** The refunds' transfer order: its XML, its message id, and the refunds it had to leave out. */
export interface SepaCreditTransfer {
  xml: string;
  messageId: string;
  included: BankRefundDue[];
  /** Refunds without an account to pay to: the owner enters one, or pays them otherwise. */
  leftOut: BankRefundDue[];
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  suppressEmptyNode: true,
});

/**
 * A message id no other file of the shop has (Max35Text): the moment and random bytes.
 * @example messageIdAt(new Date('2026-11-29T10:00:00Z')) // -> 'FOTO-20261129100000-3f9a1c2b7d4e'
 */
const messageIdAt = (now: Date): string =>
  `FOTO-${now.toISOString().replace(/\D/g, '').slice(0, 14)}-${randomBytes(6).toString('hex')}`;

/**
 * The refunds as one SEPA credit transfer initiation (pain.001.001.03), for the owner to upload
 * to the shop's bank: the shop (name and SHOP_IBAN) as the debtor, one transaction per refund
 * with an account and an amount no earlier file holds (toTransferCents), executed on `now`'s day. Amounts are euros with two decimals; NbOfTxs and
 * CtrlSum count what the file holds. The debtor's bank is given as NOTPROVIDED: within SEPA the
 * IBAN alone suffices (Regulation (EU) No 260/2012, Art. 5(7)).
 */
export const sepaCreditTransfer = (
  refunds: readonly BankRefundDue[],
  settings: Pick<ShopSettings, 'supplier'>,
  now: Date,
): SepaCreditTransfer => {
  // A refund a standing file holds whole is in neither list: it is on its way.
  const included = refunds.filter((r) => r.iban && r.toTransferCents > 0);
  const leftOut = refunds.filter((r) => !r.iban && r.toTransferCents > 0);
  const messageId = messageIdAt(now);
  const count = String(included.length);
  const sum = sepaAmount(included.reduce((total, r) => total + r.toTransferCents, 0));
  const shopName = sepaText(settings.supplier.name, 70) || 'Fotoobraz';
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    Document: {
      '@_xmlns': PAIN_001_001_03,
      CstmrCdtTrfInitn: {
        GrpHdr: {
          MsgId: messageId,
          CreDtTm: now.toISOString().slice(0, 19),
          NbOfTxs: count,
          CtrlSum: sum,
          InitgPty: { Nm: shopName },
        },
        PmtInf: {
          PmtInfId: `${messageId}-1`.slice(0, 35),
          PmtMtd: 'TRF',
          BtchBookg: 'false',
          NbOfTxs: count,
          CtrlSum: sum,
          PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
          ReqdExctnDt: shopDay(now),
          Dbtr: { Nm: shopName },
          DbtrAcct: { Id: { IBAN: normaliseIban(settings.supplier.iban) }, Ccy: 'EUR' },
          DbtrAgt: { FinInstnId: { Othr: { Id: 'NOTPROVIDED' } } },
          ChrgBr: 'SLEV',
          CdtTrfTxInf: included.map((r) => ({
            PmtId: { EndToEndId: sepaEndToEndId(r.variableSymbol) },
            Amt: { InstdAmt: { '@_Ccy': 'EUR', '#text': sepaAmount(r.toTransferCents) } },
            Cdtr: { Nm: sepaText(r.name ?? '', 70) || 'NOTPROVIDED' },
            CdtrAcct: { Id: { IBAN: normaliseIban(r.iban) } },
            RmtInf: {
              Ustrd: sepaRemittance(r.creditNoteNumbers, r.variableSymbol ?? String(r.orderId)),
            },
          })),
        },
      },
    },
  };
  return { xml: builder.build(document) as string, messageId, included, leftOut };
};
