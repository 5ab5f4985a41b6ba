import {
  craftedProduct as craftedProductEntity,
  isWithdrawable,
  order as orderEntity,
  orderNumberOf,
  shopDay,
  WITHDRAWAL_WORDING,
  withdrawalPeriodOf,
  withdrawalRightOf,
  type RowOf,
  type WithdrawableOrder,
  type WithdrawableVoucher,
  type WithdrawalLookupRequest,
  type WithdrawalPeriod,
  type WithdrawalReason,
  type WithdrawalReceipt,
  type WithdrawalRequest,
} from '@fotoobraz/domain';
import type { Caller } from '../../../lib/caller.ts';
import type { DocumentLinkQuery, DocumentLinks } from '../../../lib/document-links.ts';
import { notFound } from '../../../lib/problem.ts';
import { renderWithdrawalAcknowledgement } from '../rendering/withdrawal-acknowledgement.pdf.ts';
import { ConstraintError, type EntityRepository } from '../../../repositories/entity.repository.ts';
import type { OrderHistoryRepository } from '../../orders/index.ts';
import type { OrderLineRepository, StoredOrderLine } from '../../orders/index.ts';
import type { WithdrawalRepository } from '../repositories/withdrawal.repository.ts';
import { LIMITS, type AbuseLimits } from '../../../services/abuse-limits.ts';
import { readableOrder } from '../../../services/readable-order.ts';
import type { ShopSettings } from '../../../services/shop-settings.ts';
import type { TransactorOf } from '../../../services/unit-of-work.ts';
import { type BoughtVouchers, vouchersWithdrawnAt } from './bought-vouchers.ts';
import { UNWRITTEN, unwrittenLineOf, type WeighedLine, writtenLines } from './unwritten-lines.ts';
import { withdrawalAcknowledgementOf } from './withdrawal-acknowledgement.ts';
import { chosenWithdrawals } from './withdrawal-choice.ts';
import {
  alreadyWithdrawn,
  cancelledOrder,
  companyOrder,
  linkRefused,
  orderNotFound,
} from './withdrawal-refusals.ts';
import type { SignedLinks } from '../../../lib/signed-links.ts';
import {
  acknowledgementDataOf,
  isoOf,
  lineCentsOf,
  lineTitleOf,
  withdrawalViewOf,
} from './withdrawal-view.ts';

type OrderRow = RowOf<typeof orderEntity>;

const ALL = { kind: 'all' } as const;
const NO_IMAGES = { large: false, small: false } as const;

/** An order found by its number and e-mail, with what a withdrawal from it depends on. */
interface OrderWithdrawals {
  order: OrderRow;
  companyBuyer: boolean;
  period: WithdrawalPeriod;
  lines: WeighedLine[];
  vouchers: WithdrawableVoucher[];
}

/**
 * The withdrawal function: a customer names an order by its number and e-mail (or by the
 * signed link of one of its mails), with no sign-in, sees which of its lines and bought gift
 * vouchers can be withdrawn and withdraws them; the acknowledgement (a mail with its PDF) follows
 * from the `withdrawal.submitted` event in the same transaction. The vouchers are the
 * gift-vouchers area's, asked through the port `BoughtVouchers`.
 */
export class WithdrawalService {
  static readonly uses = ['withdrawals', 'orderLines'] as const;

  constructor(
    private readonly entities: EntityRepository,
    private readonly orderLines: OrderLineRepository,
    private readonly history: OrderHistoryRepository,
    private readonly withdrawals: WithdrawalRepository,
    private readonly transactor: TransactorOf<typeof WithdrawalService>,
    private readonly limits: AbuseLimits,
    private readonly links: DocumentLinks,
    private readonly settings: () => Promise<ShopSettings>,
    private readonly now: () => Date,
    private readonly signedLinks: SignedLinks,
    private readonly vouchers: BoughtVouchers,
  ) {}

  /** The order of this number and e-mail as the withdrawal page offers it. */
  async lookup(request: WithdrawalLookupRequest, address: string): Promise<WithdrawableOrder> {
    const { order, companyBuyer, period, lines, vouchers } = await this.orderWithdrawals(
      request,
      address,
    );
    return {
      orderNumber: orderNumberOf(order),
      orderDate: isoOf(order.orderDate),
      buyerName: order.buyerName || order.deliveryName || null,
      companyBuyer,
      period,
      lines: lines.map(({ line: _line, ...offered }) => offered),
      giftVouchers: vouchers,
    };
  }

  /**
   * Withdraws the lines and vouchers named (naming neither: every one that allows it and is not
   * withdrawn yet; see chosenWithdrawals), all in one transaction. Refuses, storing nothing: a
   * company order, a line or voucher not on the order, an exempt line, an ended period (400), a
   * line withdrawn already or a voucher that cannot be withdrawn (409, its Slovak detail).
   */
  async submit(request: WithdrawalRequest, address: string): Promise<WithdrawalReceipt> {
    const found = await this.orderWithdrawals(request, address);
    const { order } = found;
    if (found.companyBuyer) throw companyOrder();
    const chosen = chosenWithdrawals(found, request);
    const submittedAt = this.now().toISOString();
    const statement = {
      name: request.name || order.buyerName || order.deliveryName || order.email || '',
      email: (order.email ?? request.email ?? '').trim(),
      reason: request.reason || null,
      submittedAt,
    };
    const id = await this.transactor
      .run(async ({ withdrawals, orderLines }, unit) => {
        // The vouchers first: the acknowledgement the event queues names them too.
        const voucherWithdrawal =
          chosen.vouchers.length > 0
            ? await this.vouchers.withdraw(
                unit,
                order,
                chosen.vouchers.map((v) => v.id),
                statement,
              )
            : undefined;
        const withdrawalId =
          chosen.lines.length > 0
            ? await withdrawals.insert({
                orderId: order.id,
                ...statement,
                lines: (await writtenLines(orderLines, order.id, chosen.lines)).map((line) => ({
                  orderItemId: line.id,
                  craftedProductId: line.craftedProductId,
                })),
              })
            : voucherWithdrawal!;
        await unit.emit('withdrawal.submitted', { withdrawalId, orderId: order.id, submittedAt });
        return withdrawalId;
      })
      .catch((error: unknown) => {
        // Another withdrawal of one of the lines committed first.
        if (error instanceof ConstraintError && error.constraint === 'unique') {
          throw alreadyWithdrawn(chosen.lines);
        }
        throw error;
      });
    const stored = await this.withdrawals.findById(id);
    if (!stored) throw new Error(`withdrawal ${id} vanished after its commit`);
    return {
      ...withdrawalViewOf(stored, order, await this.orderLines.linesOf([order.id])),
      giftVouchers: chosen.vouchers.map(({ id: voucherId, code, valueCents }) => ({
        id: voucherId,
        code,
        valueCents,
      })),
      acknowledgementUrl: this.links.signWithdrawal(id).url,
    };
  }

  /**
   * The acknowledgement PDF of a withdrawal: for whoever holds its signed link, or for the
   * order's owner and admins. An invalid link is refused (403); a withdrawal the caller may not
   * see is not found (404).
   */
  async acknowledgement(
    caller: Caller,
    withdrawalId: number,
    link: DocumentLinkQuery,
  ): Promise<{ filename: string; pdf: Buffer }> {
    const signed =
      link.expires !== undefined &&
      link.signature !== undefined &&
      this.links.verifyWithdrawal(withdrawalId, link.expires, link.signature);
    if (link.signature !== undefined && !signed) throw linkRefused();
    const withdrawal = await this.withdrawals.findById(withdrawalId);
    if (!withdrawal) throw notFound();
    const order = signed
      ? await this.entities.findById(orderEntity, withdrawal.orderId, ALL, NO_IMAGES)
      : await readableOrder(this.entities, caller, withdrawal.orderId);
    if (!order) throw notFound();
    const lines = await this.orderLines.linesOf([order.id]);
    const vouchers = vouchersWithdrawnAt(
      await this.vouchers.of(order, shopDay(this.now())),
      withdrawal.submittedAt,
    );
    const settings = await this.settings();
    const content = withdrawalAcknowledgementOf(
      acknowledgementDataOf(withdrawal, order, lines, settings, vouchers),
    );
    const pdf = await renderWithdrawalAcknowledgement({
      shopName: settings.supplier.name,
      ...content,
    });
    return { filename: content.filename, pdf };
  }

  /**
   * The order of the request's number and e-mail, with its lines weighed, its period and its
   * bought vouchers, or the one 404 for a wrong number or e-mail. Misses from one address are
   * limited like wrong passwords; a cancelled order is refused (409): its contract has ended.
   */
  private async orderWithdrawals(
    request: WithdrawalLookupRequest,
    address: string,
  ): Promise<OrderWithdrawals> {
    const order =
      (request.token !== undefined &&
        (await this.orderOfLink(request.orderNumber, request.token))) ||
      (await this.orderOfLookup(request, address));
    if (order.status === 'ZRUSENA') throw cancelledOrder();
    const lines = await this.weighedLines(order);
    return {
      order,
      companyBuyer:
        Boolean(order.buyerIco?.trim()) || lines.some((l) => l.reason === 'COMPANY_BUYER'),
      period: await this.periodOf(order),
      lines,
      vouchers: await this.vouchers.of(order, shopDay(this.now())),
    };
  }

  /**
   * The order a mail's withdrawal link names: its signature stands in for the e-mail, and its
   * holder is not held by the misses of others from the same address (a shared network). A
   * signature that does not hold is no answer: the number and e-mail are asked for then.
   */
  private async orderOfLink(number: string, token: string): Promise<OrderRow | undefined> {
    const now = this.now();
    const ids = await this.withdrawals.orderIdsNumbered(number);
    const id = ids.find(
      (candidate) => this.signedLinks.verify('withdrawal', candidate, token, now) === 'valid',
    );
    return id === undefined ? undefined : this.entities.findById(orderEntity, id, ALL, NO_IMAGES);
  }

  /** The order of this number and e-mail; a miss counts towards the address's lockout. */
  private async orderOfLookup(
    { orderNumber, email }: WithdrawalLookupRequest,
    address: string,
  ): Promise<OrderRow> {
    await this.limits.check(LIMITS.withdrawalMissesPerAddress, address);
    const order = email === undefined ? undefined : await this.orderNumbered(orderNumber, email);
    if (!order) {
      await this.limits.record(LIMITS.withdrawalMissesPerAddress, address);
      throw orderNotFound();
    }
    return order;
  }

  /**
   * The order a customer knows by `number` (its variable symbol; an order entered without one,
   * by its first piece, as orderNumberOf names it) whose e-mail is `email`: found in one
   * statement, read only once it matches both (WithdrawalRepository.orderIdNumbered).
   */
  private async orderNumbered(number: string, email: string): Promise<OrderRow | undefined> {
    const id = await this.withdrawals.orderIdNumbered(number, email);
    return id === undefined ? undefined : this.entities.findById(orderEntity, id, ALL, NO_IMAGES);
  }

  /**
   * Each line of the order with its withdrawal rule's answer: as the order form told it, or for
   * a line from before that answer was kept, the rule on the piece as it is (its photo, its
   * product's rule).
   */
  private async weighedLines(order: OrderRow): Promise<WeighedLine[]> {
    const written = await this.orderLines.linesOf([order.id]);
    const lines = written.length > 0 ? written : unwrittenLineOf(order);
    const withdrawn = new Map(
      (await this.withdrawals.withdrawnLinesOf(order.id)).map((w) => [w.orderItemId, w]),
    );
    const unanswered = lines.filter((l) => !l.withdrawalReason);
    const pieces = new Map(
      (
        await this.entities.findManyByIds(
          craftedProductEntity,
          unanswered.map((l) => l.craftedProductId),
          ALL,
        )
      ).map((p) => [p.id, p]),
    );
    const rules = await this.orderLines.withdrawalRulesOf([
      ...new Set([...pieces.values()].flatMap((p) => p.productEnum ?? [])),
    ]);
    const companyBuyer = Boolean(order.buyerIco?.trim());
    const reasonOf = (line: StoredOrderLine): WithdrawalReason => {
      if (line.withdrawalReason) return line.withdrawalReason;
      const piece = pieces.get(line.craftedProductId);
      return withdrawalRightOf({
        ownPhoto: piece ? piece.photo != null : true,
        productRule: piece?.productEnum ? rules.get(piece.productEnum) : null,
        companyBuyer,
      }).reason;
    };
    return lines.map((stored) => {
      const reason = reasonOf(stored);
      const piece = pieces.get(stored.craftedProductId);
      const line: StoredOrderLine =
        stored.id === UNWRITTEN
          ? { ...stored, copies: Number(piece?.copies ?? 1), withdrawalReason: reason }
          : stored;
      return {
        line,
        craftedProductId: line.craftedProductId,
        position: line.position,
        title: lineTitleOf(line),
        copies: line.copies,
        priceCents: lineCentsOf(line),
        withdrawable: isWithdrawable(reason) && !companyBuyer,
        reason,
        wording: WITHDRAWAL_WORDING[reason],
        withdrawnAt: withdrawn.get(line.id)?.submittedAt ?? null,
      };
    });
  }

  /**
   * The period runs from the day the goods were received: the day the order became VYBAVENA
   * (delivered, or handed over at a pick-up), in the shop's time zone. An order marked VYBAVENA
   * without that step in its history (entered so) counts from its dispatch, else its placement.
   */
  private async periodOf(order: OrderRow): Promise<WithdrawalPeriod> {
    const delivered = (await this.history.of(order.id)).find((s) => s.toStatus === 'VYBAVENA');
    const receivedAt =
      delivered?.changedDate ??
      (order.status === 'VYBAVENA' ? (order.expeditionDate ?? order.orderDate) : null);
    return withdrawalPeriodOf(
      receivedAt ? shopDay(new Date(isoOf(receivedAt))) : null,
      shopDay(this.now()),
    );
  }
}
