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
import type { UnitOfWork } from '../../../events/event-bus.ts';
import type { Repositories } from '../../../repositories/repository-set.ts';
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

/** Who made a voucher's withdrawal, as it is recorded; absent, the order's buyer's. */
export interface VoucherWithdrawalStatement {
  name?: string | null;
  email?: string | null;
  /** Written after the vouchers' names: the owner's note, or the customer's reason. */
  note?: string | null;
  /** Who settled it: the owner's login, or 'system' for the customer's withdrawal function. */
  actor: string;
}

/** 'Darčeková poukážka ••••-••••-••••-PQRS', or 'Darčekové poukážky …, …' for several. */
const vouchersNamed = (codes: readonly string[]): string =>
  codes.length === 1 ? `Darčeková poukážka ${codes[0]}` : `Darčekové poukážky ${codes.join(', ')}`;

/**
 * A bought voucher withdrawn at its buyer's request: by the owner (`withdraw`), or by the
 * customer's withdrawal function in its own transaction (`withdrawIn`). In one transaction: the
 * vouchers are withdrawn (they no longer pay, their lookup says so, their mail no longer goes),
 * their lines taken back by one credit note of their order, and a withdrawal of the order
 * recorded as settled, so the owner's withdrawals, the refund list and a later cancellation of
 * the order all count it as the withdrawals of pieces are counted. The credit note's issue pays
 * a card order back to the card; a transfer's refund is due in the refund list.
 */
export class VoucherWithdrawal {
  constructor(
    private readonly transactor: Transactor<Uses>,
    private readonly issuer: Pick<TaxDocumentIssuer, 'issueCreditNote'>,
    private readonly now: Clock,
  ) {}

  /** The owner withdraws the voucher `id`, with their note. */
  async withdraw(caller: Caller, id: number, input: GiftVoucherWithdrawal): Promise<void> {
    const at = this.now();
    await this.transactor.run((repositories, unit) =>
      this.withdrawIn(repositories, unit, [id], at, {
        actor: caller.user?.login ?? 'system',
        note: input.note,
      }),
    );
  }

  /**
   * Withdraws the vouchers `ids`, all bought by one order, at `at` within the caller's
   * transaction; answers the settled withdrawal's id. An unknown voucher is not found (404); one
   * that cannot be withdrawn is refused (409, voucherWithdrawalRefusal), as is an order without
   * an invoice to correct.
   */
  async withdrawIn(
    repositories: Pick<Repositories, Uses>,
    unit: UnitOfWork,
    ids: readonly number[],
    at: Date,
    statement: VoucherWithdrawalStatement,
  ): Promise<number> {
    const { giftVouchers, entities, orderLines, withdrawals, withdrawalRefunds, audit } =
      repositories;
    const found = await Promise.all(ids.map((id) => giftVouchers.byId(id)));
    if (found.length === 0 || found.some((v) => !v)) throw notFound();
    // Held against a spend of the same vouchers until this commits (PostgreSQL; SQLite has one
    // writer), so a voucher is never both spent and refunded.
    const codes = found.flatMap((v) => (v!.code ? [v!.code] : []));
    const locked = new Map((await giftVouchers.byCodes(codes, true)).map((v) => [v.id, v]));
    const vouchers = found.map((v) => locked.get(v!.id) ?? v!);
    const orderId = vouchers[0].orderId;
    if (vouchers.some((v) => v.orderId !== orderId)) {
      throw new Error('Vouchers of several orders are withdrawn one order at a time');
    }
    const order =
      orderId === null
        ? undefined
        : ((await entities.findById(orderEntity, orderId, ALL, NO_IMAGES)) as OrderRow | undefined);
    for (const voucher of vouchers) {
      const refusal = voucherWithdrawalRefusal(voucher, order, shopDay(at));
      if (refusal) throw refusal;
    }
    const withdrawn = order!;
    const named = vouchersNamed(vouchers.map((v) => maskVoucherCode(v.code!)));
    for (const voucher of vouchers) await giftVouchers.withdraw(voucher.id, at.toISOString());
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
      creditedSupply(amounts, () => false, 0, {
        vouchers: (id) => id != null && ids.includes(id),
      }),
      `Odstúpenie od zmluvy – ${named.charAt(0).toLowerCase()}${named.slice(1)}`,
    );
    if (!document) throw VOUCHER_WITHDRAWAL_REFUSALS.notInvoiced();
    // Nothing comes back by post: the withdrawal is settled as it is recorded.
    const withdrawalId = await withdrawals.insert({
      orderId: withdrawn.id,
      submittedAt: at.toISOString(),
      name: statement.name || withdrawn.buyerName || vouchers[0].buyerName || withdrawn.email || '',
      email: (statement.email || withdrawn.email || vouchers[0].buyerEmail || '').trim(),
      reason: [named, statement.note].filter(Boolean).join(': '),
      lines: [],
    });
    await withdrawalRefunds.markReceived(withdrawalId, {
      receivedDate: at.toISOString(),
      receivedBy: statement.actor,
    });
    await withdrawalRefunds.recordCredit(withdrawalId, {
      creditNoteId: document.id,
      refundCents: -document.totalCents,
      postageRefundCents: 0,
    });
    for (const voucher of vouchers) {
      await audit.record(statement.actor, 'GIFT_VOUCHER_WITHDRAWN', {
        giftVoucherId: voucher.id,
        orderId: withdrawn.id,
        withdrawalId,
        creditNote: document.number,
        note: statement.note ?? null,
      });
    }
    return withdrawalId;
  }
}
