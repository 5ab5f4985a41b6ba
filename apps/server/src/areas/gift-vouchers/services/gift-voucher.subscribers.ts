import { randomBytes } from 'node:crypto';
import { newVoucherCode, normalizeVoucherCode, shopDay } from '@fotoobraz/domain';
import type { DomainEvents } from '../../../events/domain-events.ts';
import type { InTransaction } from '../../../events/event-bus.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { OrderWorkflowService } from '../../orders/index.ts';
import { validUntilOf } from './voucher-spending.ts';
import { returnToVouchers } from './voucher-returns.ts';

type Step = DomainEvents['order.statusChanged'];

/** A fresh code, drawn from the operating system's randomness. */
export const drawVoucherCode = (): string =>
  normalizeVoucherCode(newVoucherCode((count) => randomBytes(count)));

/**
 * When an order is paid, whatever paid it (a matched transfer, a card, the owner, vouchers),
 * the vouchers it bought get their codes and validity; their mails follow (the mail worker,
 * woken after the commit). An order of vouchers alone is then done: it moves on to VYBAVENA in
 * the same unit of work, so its final invoice follows as for any order handed over.
 */
export const issueOnPayment = (
  now: Clock,
  workflow: Pick<OrderWorkflowService, 'complete'>,
  mailsDue: () => void,
): InTransaction<'order.statusChanged', 'giftVouchers' | 'entities' | 'orderLines'> => ({
  name: 'gift vouchers issued on payment',
  // The payment's documents first: the voucher-only order's next step issues the final invoice.
  after: ['tax documents'],
  uses: ['giftVouchers', 'entities', 'orderLines'],
  run: async (step: Step, repositories, unit) => {
    if (step.to !== 'ZAPLATENA') return;
    const { giftVouchers, orderLines } = repositories;
    const bought = await giftVouchers.boughtBy(step.order.id);
    if (bought.length === 0) return;
    const at = now();
    const today = shopDay(at);
    for (const voucher of bought) {
      if (voucher.code || voucher.cancelledAt) continue;
      await giftVouchers.issue(
        voucher.id,
        drawVoucherCode(),
        validUntilOf(today),
        at.toISOString(),
      );
    }
    unit.afterCommit(mailsDue);
    const pieces = await orderLines.linesOf([step.order.id]);
    if (pieces.length === 0 && !step.order.craftedProduct) {
      await workflow.complete(
        repositories,
        unit,
        { ...step.order, status: step.to },
        {
          actor: step.actor,
          note: 'Darčekové poukážky vydané',
        },
      );
    }
  },
});

/**
 * When an order is cancelled, what vouchers paid of it goes back onto them (after its credit
 * note, which deducts that part), and the vouchers it bought and were never issued are
 * cancelled with it; issued ones that were never spent are cancelled too, as the credit note
 * takes them back.
 */
export const returnOnCancellation = (
  now: Clock,
): InTransaction<'order.statusChanged', 'giftVouchers'> => ({
  name: 'gift vouchers returned on cancellation',
  after: ['tax documents'],
  uses: ['giftVouchers'],
  run: async (step: Step, { giftVouchers }) => {
    if (step.to !== 'ZRUSENA') return;
    const at = now().toISOString();
    const note = 'Objednávka zrušená';
    await returnToVouchers(giftVouchers, step.order.id, Number.POSITIVE_INFINITY, note, at);
    for (const voucher of await giftVouchers.boughtBy(step.order.id)) {
      if (voucher.cancelledAt || voucher.balanceCents < voucher.valueCents) continue;
      await giftVouchers.cancel(voucher.id, at);
    }
  },
});
