import {
  creditedSupply,
  type GiftVoucherWithdrawal,
  maskVoucherCode,
  order as orderEntity,
  type RowOf,
  shopDay,
  storedOrderAmounts,
  withdrawalPeriodOf,
} from '@fotoobraz/domain';
import type { Caller } from '../../../lib/caller.ts';
import type { Clock } from '../../../lib/clock.ts';
import { notFound, refusal, type Problem } from '../../../lib/problem.ts';
import { formatDateSk } from '../../../rendering/documents/slovak-date.ts';
import type { Transactor } from '../../../services/unit-of-work.ts';
import { ISSUER_USES, type TaxDocumentIssuer } from '../../tax-documents/index.ts';
import type { GiftVoucherRecord } from '../repositories/gift-voucher.repository.ts';

type OrderRow = RowOf<typeof orderEntity>;

const ALL = { kind: 'all' } as const;
const NO_IMAGES = { large: false, small: false } as const;

/** The repositories a voucher's withdrawal writes in its one transaction. */
export const VOUCHER_WITHDRAWAL_USES = [
  ...ISSUER_USES,
  'entities',
  'audit',
  'withdrawals',
] as const;
type Uses = (typeof VOUCHER_WITHDRAWAL_USES)[number];

const refused = (title: string, key: string, detail: string): Problem =>
  refusal(409, title, `error.giftvoucher.${key}`, detail);

export const VOUCHER_WITHDRAWAL_REFUSALS = {
  notIssued: () =>
    refused(
      'The voucher is not issued',
      'notissued',
      'Poukážka ešte nie je vydaná: jej objednávka nie je zaplatená, nie je čo vrátiť.',
    ),
  given: () =>
    refused(
      'The voucher was given by the shop',
      'given',
      'Poukážku darovala predajňa, nikto ju nekúpil: odstúpiť od zmluvy o nej nemožno.',
    ),
  company: () =>
    refused(
      'The voucher was bought by a company',
      'company',
      'Poukážku kúpila firma (objednávka s IČO): od zmluvy na diaľku môže odstúpiť len spotrebiteľ.',
    ),
  used: () =>
    refused(
      'The voucher has been used',
      'used',
      'Poukážkou sa už platilo: od zmluvy o použitej poukážke odstúpiť nemožno, jej zostatok platí ďalej.',
    ),
  withdrawn: () =>
    refused(
      'The voucher is withdrawn already',
      'withdrawn',
      'Od tejto poukážky už bolo odstúpené.',
    ),
  cancelled: () =>
    refused(
      'The voucher was cancelled',
      'cancelled',
      'Poukážka bola zrušená so svojou objednávkou a jej dobropisom: nie je čo vrátiť.',
    ),
  ended: (issuedOn: string, lastDay: string) =>
    refused(
      'The withdrawal period has ended',
      'period',
      `Lehota na odstúpenie uplynula ${formatDateSk(lastDay)} (poukážka bola vydaná ` +
        `${formatDateSk(issuedOn)}).`,
    ),
  notInvoiced: () =>
    refused(
      'The order has no invoice to correct',
      'notinvoiced',
      'Objednávka poukážky nemá faktúru, ku ktorej by sa vystavil dobropis: peniaze vráťte mimo obchodu.',
    ),
};

/**
 * Why the voucher cannot be withdrawn on `today`, or undefined when it can: issued, bought (not
 * given), by a consumer, never spent, and within 14 days of its issue.
 */
export const voucherWithdrawalRefusal = (
  voucher: GiftVoucherRecord,
  order: Pick<OrderRow, 'buyerIco'> | undefined,
  today: string,
): Problem | undefined => {
  const R = VOUCHER_WITHDRAWAL_REFUSALS;
  if (voucher.withdrawnAt) return R.withdrawn();
  if (voucher.cancelledAt) return R.cancelled();
  if (voucher.treatment === 'DAROVANA' || voucher.orderId === null || !order) return R.given();
  if (!voucher.code || !voucher.issuedAt) return R.notIssued();
  if (order.buyerIco?.trim()) return R.company();
  // A spend put back whole by a cancellation still leaves its use: the contract was performed.
  if (voucher.uses > 0 || voucher.balanceCents !== voucher.valueCents) return R.used();
  const issuedOn = shopDay(new Date(voucher.issuedAt));
  const period = withdrawalPeriodOf(issuedOn, today);
  if (period.state === 'ENDED') return R.ended(issuedOn, period.lastDay);
  return undefined;
};

/**
 * The owner withdraws a bought voucher at its buyer's request. In one transaction: the voucher is
 * withdrawn (it no longer pays, its lookup says so, its mail no longer goes), its line taken back
 * by a credit note of its order, and a withdrawal of its order recorded as settled, so the
 * owner's withdrawals, the refund list and a later cancellation of the order all count it as the
 * withdrawals of pieces are counted. The credit note's issue pays a card order back to the card;
 * a transfer's refund is due in the refund list.
 */
export class VoucherWithdrawal {
  constructor(
    private readonly transactor: Transactor<Uses>,
    private readonly issuer: Pick<TaxDocumentIssuer, 'issueCreditNote'>,
    private readonly now: Clock,
  ) {}

  async withdraw(caller: Caller, id: number, input: GiftVoucherWithdrawal): Promise<void> {
    const at = this.now();
    const actor = caller.user?.login ?? 'system';
    await this.transactor.run(async (repositories, unit) => {
      const { giftVouchers, entities, orderLines, withdrawals, withdrawalRefunds, audit } =
        repositories;
      const found = await giftVouchers.byId(id);
      if (!found) throw notFound();
      // Held against a spend of the same voucher until this commits (PostgreSQL; SQLite has one
      // writer), so a voucher is never both spent and refunded.
      const [voucher] = found.code ? await giftVouchers.byCodes([found.code], true) : [found];
      const order =
        voucher.orderId === null
          ? undefined
          : ((await entities.findById(orderEntity, voucher.orderId, ALL, NO_IMAGES)) as
              OrderRow | undefined);
      const refusal = voucherWithdrawalRefusal(voucher, order, shopDay(at));
      if (refusal) throw refusal;
      const withdrawn = order!;
      const masked = maskVoucherCode(voucher.code!);
      await giftVouchers.withdraw(id, at.toISOString());
      const lines = await orderLines.linesOf([withdrawn.id]);
      const amounts = storedOrderAmounts(
        withdrawn,
        lines,
        null,
        await giftVouchers.orderVouchers(withdrawn.id),
      );
      const document = await this.issuer.issueCreditNote(
        repositories,
        unit,
        withdrawn,
        creditedSupply(amounts, () => false, 0, { vouchers: (voucherId) => voucherId === id }),
        `Odstúpenie od zmluvy – darčeková poukážka ${masked}`,
      );
      if (!document) throw VOUCHER_WITHDRAWAL_REFUSALS.notInvoiced();
      // Nothing comes back by post: the withdrawal is settled as it is recorded.
      const withdrawalId = await withdrawals.insert({
        orderId: withdrawn.id,
        submittedAt: at.toISOString(),
        name: withdrawn.buyerName || voucher.buyerName || withdrawn.email || '',
        email: (withdrawn.email ?? voucher.buyerEmail ?? '').trim(),
        reason: [`Darčeková poukážka ${masked}`, input.note].filter(Boolean).join(': '),
        lines: [],
      });
      await withdrawalRefunds.markReceived(withdrawalId, {
        receivedDate: at.toISOString(),
        receivedBy: actor,
      });
      await withdrawalRefunds.recordCredit(withdrawalId, {
        creditNoteId: document.id,
        refundCents: -document.totalCents,
        postageRefundCents: 0,
      });
      await audit.record(actor, 'GIFT_VOUCHER_WITHDRAWN', {
        giftVoucherId: id,
        orderId: withdrawn.id,
        withdrawalId,
        creditNote: document.number,
        note: input.note ?? null,
      });
    });
  }
}
