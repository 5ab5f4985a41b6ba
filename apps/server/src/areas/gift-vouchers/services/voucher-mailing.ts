import { formatEur, formatVoucherCode, shopDay } from '@fotoobraz/domain';
import type { UnitOfWork } from '../../../events/event-bus.ts';
import type { Repositories } from '../../../repositories/repository-set.ts';
import { queueMail } from '../../../services/mail-queue.ts';
import type { ShopSettings } from '../../../services/shop-settings.ts';
import type { Transactor } from '../../../services/unit-of-work.ts';
import { renderGiftVoucherPdf, type GiftVoucherPdfData } from '../rendering/gift-voucher.pdf.ts';
import type { GiftVoucherRecord } from '../repositories/gift-voucher.repository.ts';
import { giftVoucherFilename, giftVoucherMail, voucherSentNotice } from './gift-voucher.mail.ts';

/** The address that opens the shop with the code filled in (the QR code's and the mail's link). */
export const redeemUrlOf = (publicUrl: string, code: string): string =>
  `${publicUrl.replace(/\/$/, '')}/?poukazka=${formatVoucherCode(code)}`;

/** What the voucher's PDF shows of a stored voucher. */
export const voucherPdfData = (
  voucher: GiftVoucherRecord,
  settings: Pick<ShopSettings, 'supplier'>,
  publicUrl: string,
): GiftVoucherPdfData => ({
  code: formatVoucherCode(voucher.code ?? ''),
  valueCents: voucher.valueCents,
  recipientName: voucher.recipientName,
  message: voucher.message,
  // A voucher the owner gave is from the shop.
  fromName: voucher.orderId === null ? settings.supplier.name : voucher.buyerName,
  validUntil: voucher.validUntil ?? '',
  redeemUrl: redeemUrlOf(publicUrl, voucher.code ?? ''),
  shopName: settings.supplier.name,
  shopUrl: publicUrl.replace(/^https?:\/\//, '').replace(/\/$/, ''),
});

/**
 * Mails an issued voucher with its PDF: to the recipient on its day when the buyer asked so
 * (and then tells the buyer it went), else to the buyer at once. The mails are queued in the
 * outbox with the record that the voucher went, in one transaction: a voucher is mailed once,
 * whichever worker gets it first. False when another did.
 */
export class VoucherMailing {
  constructor(
    private readonly transactor: Transactor<'giftVouchers' | 'outbox'>,
    private readonly settings: () => Promise<ShopSettings>,
    private readonly publicUrl: string,
  ) {}

  async send(voucher: GiftVoucherRecord, at: Date): Promise<boolean> {
    // Rendered before the transaction: SQLite's one writer would wait for the PDF.
    const settings = await this.settings();
    const pdf = await renderGiftVoucherPdf(voucherPdfData(voucher, settings, this.publicUrl));
    return this.transactor.run(async ({ giftVouchers, outbox }, unit) => {
      if (!(await giftVouchers.markSent(voucher.id, at.toISOString()))) return false;
      await this.queue({ outbox }, unit, voucher, settings, pdf, at);
      return true;
    });
  }

  private async queue(
    { outbox }: Pick<Repositories, 'outbox'>,
    unit: UnitOfWork,
    voucher: GiftVoucherRecord,
    settings: ShopSettings,
    pdf: Buffer,
    at: Date,
  ): Promise<void> {
    const toBuyer = !voucher.sendTo;
    const code = voucher.code ?? '';
    const common = {
      recipientName: voucher.recipientName,
      valueText: formatEur(voucher.valueCents),
      shopName: settings.supplier.name,
      publicUrl: this.publicUrl,
    };
    await queueMail(outbox, unit, {
      to: (voucher.sendTo ?? voucher.buyerEmail)!,
      ...giftVoucherMail({
        ...common,
        fromName: voucher.orderId === null ? settings.supplier.name : voucher.buyerName,
        validUntil: voucher.validUntil ?? '',
        redeemUrl: redeemUrlOf(this.publicUrl, code),
        toBuyer,
      }),
      attachments: [
        { filename: giftVoucherFilename(code), contentType: 'application/pdf', content: pdf },
      ],
    });
    if (!toBuyer && voucher.buyerEmail) {
      await queueMail(outbox, unit, {
        to: voucher.buyerEmail,
        ...voucherSentNotice({ ...common, sendTo: voucher.sendTo!, sentOn: shopDay(at) }),
      });
    }
  }
}
