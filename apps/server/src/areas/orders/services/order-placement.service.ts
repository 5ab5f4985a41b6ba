import {
  DEFAULT_PAYMENT_METHOD,
  order as orderEntity,
  orderedIdsOf,
  type PlaceOrderRequest,
  shopDay,
  voucherDeductions,
} from '@fotoobraz/domain';
import type { Caller } from '../../../lib/caller.ts';
import { LIMITS, type AbuseLimits } from '../../../services/abuse-limits.ts';
import type { UnitOfWork } from '../../../events/event-bus.ts';
import type { Repositories } from '../../../repositories/repository-set.ts';
import type { Clock } from '../../../lib/clock.ts';
import { Problem, validationProblem } from '../../../lib/problem.ts';
import type { CatalogueRepository } from '../../../repositories/catalogue.repository.ts';
import { ConstraintError, type EntityRepository } from '../../../repositories/entity.repository.ts';
import type { OrderLineRepository } from '../repositories/order-line.repository.ts';
import type { PickupPointRepository } from '../../pickup-points/index.ts';
import type { TransactorOf } from '../../../services/unit-of-work.ts';
import { paymentPayload } from '../rendering/payment-qr.ts';
import type { CraftedProductService } from '../../pieces/index.ts';
import { checkedDelivery } from './order-delivery.ts';
import type { LegalPageService } from '../../catalogue/index.ts';
import {
  type CheckedLine,
  type LineField,
  PlacementLineChecks,
} from './order-placement.line-checks.ts';
import { recordPlacedOrder } from './order-placement.recording.ts';
import { chosenPickupPoint } from '../../pickup-points/index.ts';
import { orderTermsOf, type OrderTerms } from './order-terms.ts';
import { leadTimeQuestionOfLines, promisedDispatchDate } from './order-placement.dispatch.ts';
import { readShopSettingsWithLeadTimes } from '../../../services/shop-settings.ts';
import {
  checkSendDays,
  type GiftVoucherRepository,
  plannedSpends,
} from '../../gift-vouchers/index.ts';
import type { OrderWorkflowService } from './order-workflow.service.ts';

/** The shop's invoice data (SHOP_* params) are missing: no invoice can be issued. */
const shopNotConfigured = (): Problem =>
  new Problem({
    status: 503,
    title: 'The shop cannot take orders: its invoice data are not set',
    message: 'error.order.shopnotconfigured',
    type: 'about:blank',
    body: { detail: 'SHOP_NAME and a valid SHOP_IBAN must be set in the global params.' },
  });

/**
 * Placing an order of the caller's own crafted products, one line each: checked, snapshotted and
 * numbered in one transaction, with its pro-forma invoice's number (`order.placed`: the PDF and
 * its mail follow after the commit). Ordered crafted products leave the basket.
 */
export class OrderPlacementService {
  static readonly uses = [
    'invoices',
    'entities',
    'orderLines',
    'claims',
    'basket',
    'giftVouchers',
  ] as const;

  private readonly lineChecks: PlacementLineChecks;

  constructor(
    entities: EntityRepository,
    private readonly orderLines: OrderLineRepository,
    crafted: Pick<CraftedProductService, 'reprice' | 'orderedAmong'>,
    private readonly catalogue: CatalogueRepository,
    private readonly transactor: TransactorOf<typeof OrderPlacementService>,
    private readonly legalPages: Pick<
      LegalPageService,
      'currentTermsVersion' | 'termsVersionExists'
    >,
    private readonly pickupPoints: Pick<PickupPointRepository, 'byId'>,
    /** The clock of the order's date, and so of its due and dispatch days. */
    private readonly now: Clock,
    private readonly giftVouchers: Pick<GiftVoucherRepository, 'byCodes'>,
    /** An order its vouchers paid whole is paid at once. */
    private readonly workflow: Pick<OrderWorkflowService, 'settle'>,
    /** Codes that name no voucher count towards the address's misses, as the lookup's do. */
    private readonly limits?: AbuseLimits,
  ) {
    this.lineChecks = new PlacementLineChecks(entities, crafted);
  }

  /**
   * Places an order, or returns the one already placed of exactly the same lines (a double
   * submit makes one order). `created` says which. Lines sent as `items` (the basket) are
   * repriced with today's catalogue and refused while a choice is no longer offered; the spec's
   * single `craftedProduct` is ordered at its price, as it always was.
   */
  async place(
    caller: Caller,
    request: PlaceOrderRequest,
    address = caller.sid ?? '',
  ): Promise<{ id: number; created: boolean }> {
    const ids = orderedIdsOf(request);
    const fieldOf: LineField = (n) =>
      request.items ? `items[${n}].craftedProduct` : 'craftedProduct';
    const products = await this.lineChecks.callersProducts(caller, ids, fieldOf);
    const existing = await this.sameOrder(ids);
    if (existing) return { id: existing, created: false };
    const lines = await this.lineChecks.checkedLines(
      caller,
      products,
      fieldOf,
      Boolean(request.items),
    );
    const termsVersion = await this.acceptedTermsVersion(request.termsVersion);
    const { settings, leadTimes } = await this.invoicingSettings(lines);
    const placedAt = this.now();
    const today = shopDay(placedAt);
    const ordered = request.giftVouchers ?? [];
    checkSendDays(ordered, today, (n) => `giftVouchers[${n}]`);
    // Vouchers alone are mailed: nothing to hand over, no postage.
    const handover = lines.length > 0 ? request : { ...request, handoverMethod: null };
    const point =
      lines.length > 0 ? await chosenPickupPoint(this.pickupPoints, request) : undefined;
    const delivery = checkedDelivery(handover, lines, settings.delivery, point);
    // Codes pay the pieces and the postage, never the vouchers bought with them.
    const payableCents =
      lines.reduce((sum, line) => sum + line.priceCents, 0) + delivery.postageCents;
    const codes = request.voucherCodes ?? [];
    if (codes.length > 0) await this.limits?.check(LIMITS.voucherMissesPerAddress, address);
    const plan = plannedSpends(codes, await this.giftVouchers.byCodes(codes), payableCents, today);
    for (const error of plan.errors) {
      if (error.message === 'NotFound') {
        await this.limits?.record(LIMITS.voucherMissesPerAddress, address);
      }
    }
    if (plan.errors.length) throw validationProblem(plan.errors);
    const terms = orderTermsOf(handover, lines, settings, placedAt, delivery, point, {
      ordered,
      spent: voucherDeductions(plan.spends),
    });
    checkPayable(terms);
    const dispatchDate =
      lines.length > 0
        ? promisedDispatchDate(lines, leadTimes, settings.dispatch, terms.placedAt)
        : null;
    try {
      const id = await this.transactor.run(async (repositories, unit) => {
        const orderId = await recordPlacedOrder(repositories, unit, caller, {
          contact: handover,
          lines,
          settings,
          terms,
          termsVersion,
          paymentMethod: request.paymentMethod ?? DEFAULT_PAYMENT_METHOD,
          dispatchDate,
          spends: plan.spends,
        });
        if (terms.amountDueCents === 0)
          await this.paidByVouchers(repositories, unit, orderId, today);
        return orderId;
      });
      return { id, created: true };
    } catch (error) {
      // Two submits of the same lines at once: the database let one through.
      if (error instanceof ConstraintError && error.constraint === 'unique') {
        const first = await this.sameOrder(ids);
        if (first) return { id: first, created: false };
        // Another order took one of these lines meanwhile.
        const ordered = await this.lineChecks.orderedErrors(ids, fieldOf);
        if (ordered.length) throw validationProblem(ordered);
      }
      throw error;
    }
  }

  /** An order its vouchers paid whole: paid at once, as a matched transfer would make it. */
  private async paidByVouchers(
    repositories: Pick<Repositories, 'entities'>,
    unit: UnitOfWork,
    orderId: number,
    today: string,
  ): Promise<void> {
    const stored = await repositories.entities.findById(
      orderEntity,
      orderId,
      { kind: 'all' },
      {
        large: false,
        small: false,
      },
    );
    if (!stored) return;
    await this.workflow.settle(repositories, unit, stored, {
      actor: 'darčeková poukážka',
      paidOn: today,
      note: 'Uhradené darčekovou poukážkou',
    });
  }

  /**
   * The order placed of exactly these crafted products (a repeat), or none. Only a placement
   * has lines: an order an admin entered for one of them is no repeat of the customer's, and
   * the line's own check refuses it as ordered.
   */
  private async sameOrder(ids: readonly number[]): Promise<number | undefined> {
    // Vouchers alone have no piece to tell a repeat by.
    if (ids.length === 0) return undefined;
    const orders = await this.orderLines.ordersOf(ids);
    const first = orders.get(ids[0]);
    if (first === undefined || !ids.every((id) => orders.get(id) === first)) return undefined;
    return (await this.orderLines.countOf(first)) === ids.length ? first : undefined;
  }

  /**
   * The version of the terms and conditions the order is placed under: the one the customer
   * confirmed (an older version too: it is what they read), else the one in force now (the
   * spec's clients send none). A version that never existed is a field error.
   */
  private async acceptedTermsVersion(confirmed: number | null | undefined): Promise<number | null> {
    if (confirmed == null) return (await this.legalPages.currentTermsVersion()) ?? null;
    if (await this.legalPages.termsVersionExists(confirmed)) return confirmed;
    throw validationProblem([{ objectName: 'order', field: 'termsVersion', message: 'NotFound' }]);
  }

  /**
   * The shop's settings, refused while its invoice data are missing, with the lead times of the
   * lines' parts (read in the same statement).
   */
  private async invoicingSettings(lines: readonly CheckedLine[]) {
    const read = await readShopSettingsWithLeadTimes(
      this.catalogue,
      leadTimeQuestionOfLines(lines),
    );
    const { supplier } = read.settings;
    if (!supplier.name || !supplier.iban) throw shopNotConfigured();
    return read;
  }
}

/** Refuses an order whose payment the invoice could not state (e.g. an IBAN that is no IBAN). */
const checkPayable = (terms: OrderTerms): void => {
  try {
    paymentPayload(terms.payment);
  } catch {
    throw shopNotConfigured();
  }
};
