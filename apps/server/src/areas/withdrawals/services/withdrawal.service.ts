import {
  centsToEuros,
  storedOrderAmounts,
  craftedProduct as craftedProductEntity,
  isWithdrawable,
  order as orderEntity,
  orderNumberOf,
  shopDay,
  WITHDRAWAL_WORDING,
  withdrawalPeriodOf,
  withdrawalRightOf,
  type RowOf,
  type WithdrawableLine,
  type WithdrawableOrder,
  type WithdrawalLookupRequest,
  type WithdrawalPeriod,
  type WithdrawalReason,
  type WithdrawalReceipt,
  type WithdrawalRequest,
} from '@fotoobraz/domain';
import type { Caller } from '../../../lib/caller.ts';
import type { DocumentLinkQuery, DocumentLinks } from '../../../lib/document-links.ts';
import { notFound, validationProblem } from '../../../lib/problem.ts';
import { renderWithdrawalAcknowledgement } from '../rendering/withdrawal-acknowledgement.pdf.ts';
import { ConstraintError, type EntityRepository } from '../../../repositories/entity.repository.ts';
import type { OrderHistoryRepository } from '../../orders/index.ts';
import type { OrderLineRepository, StoredOrderLine } from '../../orders/index.ts';
import type { WithdrawalRepository } from '../repositories/withdrawal.repository.ts';
import { LIMITS, type AbuseLimits } from '../../../services/abuse-limits.ts';
import { readableOrder } from '../../../services/readable-order.ts';
import type { ShopSettings } from '../../../services/shop-settings.ts';
import type { TransactorOf } from '../../../services/unit-of-work.ts';
import { withdrawalAcknowledgementOf } from './withdrawal-acknowledgement.ts';
import {
  alreadyWithdrawn,
  cancelledOrder,
  companyOrder,
  exemptLines,
  linkRefused,
  orderNotFound,
  periodEnded,
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
/** The id of an order's one line while it is not written (an order the back office entered). */
const UNWRITTEN = 0;

/** An order line as the withdrawal function weighs it. */
interface WeighedLine extends WithdrawableLine {
  line: StoredOrderLine;
}

/** An order found by its number and e-mail, with what a withdrawal from it depends on. */
interface OrderWithdrawals {
  order: OrderRow;
  companyBuyer: boolean;
  period: WithdrawalPeriod;
  lines: WeighedLine[];
}

/**
 * An order the back office entered has no lines, only its piece: its one line as a withdrawal
 * writes it (the order's price less postage, its snapshot), or none without a piece.
 */
const unwrittenLineOf = (order: OrderRow): StoredOrderLine[] => {
  const pieceId = order.craftedProduct?.id;
  if (!pieceId) return [];
  const { piecesCents } = storedOrderAmounts(order, [], null);
  return [
    {
      id: UNWRITTEN,
      orderId: order.id,
      position: 1,
      craftedProductId: pieceId,
      price: centsToEuros(Math.max(0, piecesCents)),
      copies: 1,
      snapshot: order.snapshot ?? null,
      withdrawalReason: null,
    },
  ];
};

/**
 * The lines being withdrawn, each with its row: an order's one unwritten line is written first,
 * as the withdrawal's lines and the credit note after it refer to order lines. Two withdrawals
 * writing it at once meet the unique crafted product of a line (ConstraintError 'unique').
 */
const writtenLines = async (
  orderLines: OrderLineRepository,
  orderId: number,
  withdrawing: readonly WeighedLine[],
): Promise<StoredOrderLine[]> => {
  const unwritten = withdrawing.filter(({ line }) => line.id === UNWRITTEN);
  if (unwritten.length === 0) return withdrawing.map(({ line }) => line);
  await orderLines.insert(unwritten.map(({ line: { id: _unwritten, ...line } }) => line));
  const wanted = new Set(withdrawing.map(({ line }) => line.craftedProductId));
  return (await orderLines.linesOf([orderId])).filter((l) => wanted.has(l.craftedProductId));
};

/**
 * The withdrawal function: a customer names an order by its number and e-mail (or by the
 * signed link of one of its mails), with no sign-in, sees which of its lines can be withdrawn
 * and withdraws them; the acknowledgement (a mail with its PDF) follows from the
 * `withdrawal.submitted` event in the same transaction.
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
  ) {}

  /** The order of this number and e-mail as the withdrawal page offers it. */
  async lookup(request: WithdrawalLookupRequest, address: string): Promise<WithdrawableOrder> {
    const { order, companyBuyer, period, lines } = await this.orderWithdrawals(request, address);
    return {
      orderNumber: orderNumberOf(order),
      orderDate: isoOf(order.orderDate),
      buyerName: order.buyerName || order.deliveryName || null,
      companyBuyer,
      period,
      lines: lines.map(({ line: _line, ...offered }) => offered),
    };
  }

  /**
   * Withdraws the lines named (without `lines`: every line that allows it and is not withdrawn
   * yet). Refuses, storing nothing: a company order, a line not on the order, an exempt line,
   * an ended period (400), a line withdrawn already (409).
   */
  async submit(request: WithdrawalRequest, address: string): Promise<WithdrawalReceipt> {
    const found = await this.orderWithdrawals(request, address);
    const { order, lines } = found;
    if (found.companyBuyer) throw companyOrder();
    const chosen = this.chosenLines(lines, request.lines);
    const exempt = chosen.filter((l) => !l.withdrawable);
    if (request.lines ? exempt.length > 0 : exempt.length === chosen.length) {
      throw exemptLines(exempt);
    }
    if (found.period.state === 'ENDED') throw periodEnded(found.period);
    const allowed = chosen.filter((l) => l.withdrawable);
    const withdrawn = allowed.filter((l) => l.withdrawnAt);
    const withdrawing = allowed.filter((l) => !l.withdrawnAt);
    if ((request.lines && withdrawn.length > 0) || withdrawing.length === 0) {
      throw alreadyWithdrawn(withdrawn);
    }
    const submittedAt = this.now().toISOString();
    const id = await this.transactor
      .run(async ({ withdrawals, orderLines }, unit) => {
        const written = await writtenLines(orderLines, order.id, withdrawing);
        const withdrawalId = await withdrawals.insert({
          orderId: order.id,
          submittedAt,
          name: request.name || order.buyerName || order.deliveryName || order.email || '',
          email: (order.email ?? request.email ?? '').trim(),
          reason: request.reason || null,
          lines: written.map((line) => ({
            orderItemId: line.id,
            craftedProductId: line.craftedProductId,
          })),
        });
        await unit.emit('withdrawal.submitted', { withdrawalId, orderId: order.id, submittedAt });
        return withdrawalId;
      })
      .catch((error: unknown) => {
        // Another withdrawal of one of the lines committed first.
        if (error instanceof ConstraintError && error.constraint === 'unique') {
          throw alreadyWithdrawn(withdrawing);
        }
        throw error;
      });
    const stored = await this.withdrawals.findById(id);
    if (!stored) throw new Error(`withdrawal ${id} vanished after its commit`);
    return {
      ...withdrawalViewOf(stored, order, await this.orderLines.linesOf([order.id])),
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
    const settings = await this.settings();
    const content = withdrawalAcknowledgementOf(
      acknowledgementDataOf(withdrawal, order, lines, settings),
    );
    const pdf = await renderWithdrawalAcknowledgement({
      shopName: settings.supplier.name,
      ...content,
    });
    return { filename: content.filename, pdf };
  }

  /** The chosen lines in the order's order; a crafted product not on the order is a field error. */
  private chosenLines(lines: WeighedLine[], requested: readonly number[] | undefined) {
    if (!requested) return lines;
    const wanted = new Set(requested);
    const onOrder = new Set(lines.map((l) => l.craftedProductId));
    if ([...wanted].some((id) => !onOrder.has(id))) {
      throw validationProblem([
        { objectName: 'withdrawal', field: 'lines', message: 'NotOnOrder' },
      ]);
    }
    return lines.filter((l) => wanted.has(l.craftedProductId));
  }

  /**
   * The order of the request's number and e-mail, with its lines weighed and its period, or the
   * one 404 for a wrong number or e-mail. Misses from one address are limited like wrong
   * passwords; a cancelled order is refused (409): its contract has ended already.
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
    };
  }

  /**
   * The order a customer knows by `number` (its variable symbol; an order entered without one,
   * by its first piece, as orderNumberOf names it) whose e-mail is `email`: found in one
   * statement, read only once it matches both (WithdrawalRepository.orderIdNumbered).
   */
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
