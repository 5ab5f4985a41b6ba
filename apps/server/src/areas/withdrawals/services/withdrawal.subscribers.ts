import { order as orderEntity, shopDay } from '@fotoobraz/domain';
import type { InTransaction } from '../../../events/event-bus.ts';
import type { DocumentLinks } from '../../../lib/document-links.ts';
import { renderWithdrawalAcknowledgement } from '../rendering/withdrawal-acknowledgement.pdf.ts';
import { queueMail } from '../../../services/mail-queue.ts';
import { type BoughtVouchers, vouchersWithdrawnAt } from './bought-vouchers.ts';
import { withdrawalMail } from './withdrawal.mail.ts';
import { withdrawalAcknowledgementOf } from './withdrawal-acknowledgement.ts';
import { acknowledgementDataOf } from './withdrawal-view.ts';

const NO_IMAGES = { large: false, small: false } as const;

/**
 * The customer's acknowledgement of a withdrawal, queued in the withdrawal's own transaction: the
 * withdrawal is not stored without its mail, and the mail leaves at once after the commit. The
 * PDF (one page, rendered in tens of milliseconds) is made here rather than by the document
 * worker, so the mail never waits for a poll. It names the gift vouchers withdrawn with it, read
 * on the same transaction.
 */
export const acknowledgementMail = (
  links: DocumentLinks,
  publicUrl: string,
  vouchers: BoughtVouchers,
): InTransaction<'withdrawal.submitted', 'withdrawals' | 'entities' | 'orderLines' | 'outbox'> => ({
  name: 'withdrawal acknowledgement mail',
  uses: ['withdrawals', 'entities', 'orderLines', 'outbox'],
  run: async ({ withdrawalId, orderId }, { withdrawals, entities, orderLines, outbox }, unit) => {
    const withdrawal = await withdrawals.findById(withdrawalId);
    const order = await entities.findById(orderEntity, orderId, { kind: 'all' }, NO_IMAGES);
    if (!withdrawal || !order) throw new Error(`withdrawal ${withdrawalId} is not stored`);
    const settings = await unit.shopSettings();
    const withdrawnVouchers = vouchersWithdrawnAt(
      await vouchers.of(order, shopDay(new Date(withdrawal.submittedAt)), unit),
      withdrawal.submittedAt,
    );
    const content = withdrawalAcknowledgementOf(
      acknowledgementDataOf(
        withdrawal,
        order,
        await orderLines.linesOf([orderId]),
        settings,
        withdrawnVouchers,
      ),
    );
    const pdf = await renderWithdrawalAcknowledgement({
      shopName: settings.supplier.name,
      ...content,
    });
    const mail = withdrawalMail({
      ...content,
      downloadUrl: links.signWithdrawal(withdrawalId).url,
      shopName: settings.supplier.name,
      publicUrl,
    });
    await queueMail(outbox, unit, {
      to: withdrawal.email,
      ...mail,
      attachments: [{ filename: content.filename, contentType: 'application/pdf', content: pdf }],
    });
  },
});
