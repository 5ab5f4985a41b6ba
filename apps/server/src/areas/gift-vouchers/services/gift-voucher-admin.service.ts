import {
  centsToEuros,
  type GiftVoucherChange,
  type GiftVoucherDetail,
  type GiftVoucherIssue,
  type GiftVoucherRow,
  formatVoucherCode,
  maskVoucherCode,
  shopDay,
  VOUCHER_STATE_LABELS,
  VOUCHER_TAX_LABELS,
} from '@fotoobraz/domain';
import type { Caller } from '../../../lib/caller.ts';
import type { Clock } from '../../../lib/clock.ts';
import { notFound, Problem } from '../../../lib/problem.ts';
import type { ShopSettings } from '../../../services/shop-settings.ts';
import type { Transactor } from '../../../services/unit-of-work.ts';
import { renderGiftVoucherPdf } from '../rendering/gift-voucher.pdf.ts';
import {
  type GiftVoucherRecord,
  type GiftVoucherRepository,
  stateOf,
} from '../repositories/gift-voucher.repository.ts';
import { drawVoucherCode } from './gift-voucher.subscribers.ts';
import { voucherPdfData } from './voucher-mailing.ts';
import { checkSendDays, validUntilOf } from './voucher-spending.ts';

/** A voucher as the owner's list shows it. */
export const voucherRow = (voucher: GiftVoucherRecord, today: string): GiftVoucherRow => {
  const state = stateOf(voucher, today);
  return {
    id: voucher.id,
    code: voucher.code && maskVoucherCode(voucher.code),
    value: centsToEuros(voucher.valueCents),
    balance: centsToEuros(voucher.balanceCents),
    validUntil: voucher.validUntil,
    state,
    stateLabel: VOUCHER_STATE_LABELS[state],
    treatment: voucher.treatment,
    treatmentLabel: VOUCHER_TAX_LABELS[voucher.treatment],
    uses: voucher.uses,
    buyerEmail: voucher.buyerEmail,
    recipientName: voucher.recipientName,
    message: voucher.message,
    sendTo: voucher.sendTo,
    sendOn: voucher.sendOn,
    sentAt: voucher.sentAt,
    orderId: voucher.orderId,
    orderNumber: voucher.orderNumber,
    reason: voucher.reason,
    createdDate: voucher.createdDate,
  };
};

const notIssued = () =>
  new Problem({
    status: 409,
    title: 'The voucher is not issued yet',
    message: 'error.giftvoucher.notissued',
    body: {
      entityName: 'giftVoucher',
      errorKey: 'notissued',
      detail: 'Poukážka ešte nie je vydaná: jej objednávka nie je zaplatená.',
    },
  });

/**
 * The owner's vouchers: the list, one with each use, blocking and extending, a voucher given by
 * hand (a gift: a discount when spent, no VAT when given), and a voucher's PDF.
 */
export class GiftVoucherAdminService {
  constructor(
    private readonly giftVouchers: GiftVoucherRepository,
    private readonly transactor: Transactor<'giftVouchers'>,
    private readonly settings: () => Promise<ShopSettings>,
    private readonly publicUrl: string,
    private readonly now: Clock,
    /** The mail worker, woken for a voucher given by hand that goes at once. */
    private readonly mailsDue: () => void,
  ) {}

  async list(query: { filter?: string; page?: string; size?: string }) {
    const page = Number(query.page ?? 0);
    const size = Math.min(100, Math.max(1, Number(query.size ?? 20)));
    const { rows, total } = await this.giftVouchers.list(query.filter, page, size);
    const today = shopDay(this.now());
    return { rows: rows.map((v) => voucherRow(v, today)), total, page, size };
  }

  async detail(id: number, fullCode = false): Promise<GiftVoucherDetail> {
    const voucher = await this.giftVouchers.byId(id);
    if (!voucher) throw notFound();
    const entries = await this.giftVouchers.entriesOf(id);
    return {
      ...voucherRow(voucher, shopDay(this.now())),
      entries: entries.map((e) => ({
        kind: e.kind,
        amount: centsToEuros(Math.abs(e.amountCents)),
        orderId: e.orderId,
        orderNumber: e.orderNumber,
        date: e.createdDate,
        note: e.note,
      })),
      ...(fullCode && voucher.code ? { fullCode: formatVoucherCode(voucher.code) } : {}),
    };
  }

  /** Blocks or unblocks a voucher, or moves its last day; the note is kept as its reason. */
  async change(id: number, change: GiftVoucherChange): Promise<GiftVoucherDetail> {
    const voucher = await this.giftVouchers.byId(id);
    if (!voucher) throw notFound();
    if (!voucher.code) throw notIssued();
    await this.giftVouchers.change(id, {
      ...(change.blocked === undefined ? {} : { blocked: change.blocked }),
      ...(change.validUntil === undefined ? {} : { validUntil: change.validUntil }),
      ...(change.note ? { reason: change.note } : {}),
    });
    return this.detail(id);
  }

  /** A voucher the owner gives, issued at once; its mail goes as an ordered one's does. */
  async issue(caller: Caller, input: GiftVoucherIssue): Promise<GiftVoucherDetail> {
    const at = this.now();
    const today = shopDay(at);
    checkSendDays([input], today, () => 'giftVoucher');
    const id = await this.transactor.run(({ giftVouchers }) =>
      giftVouchers.insert(
        {
          valueCents: input.value * 100,
          treatment: 'DAROVANA',
          orderId: null,
          buyerEmail: null,
          buyerName: null,
          recipientName: input.recipientName,
          message: input.message ?? null,
          sendTo: input.sendTo ?? null,
          sendOn: input.sendTo ? (input.sendOn ?? null) : null,
          reason: input.reason,
          issuedBy: caller.user?.login ?? null,
          code: drawVoucherCode(),
          validUntil: validUntilOf(today),
          issuedAt: at.toISOString(),
        },
        at.toISOString(),
      ),
    );
    if (input.sendTo) this.mailsDue();
    return this.detail(id, true);
  }

  async pdf(id: number): Promise<{ pdf: Buffer; code: string }> {
    const voucher = await this.giftVouchers.byId(id);
    if (!voucher) throw notFound();
    if (!voucher.code) throw notIssued();
    const data = voucherPdfData(voucher, await this.settings(), this.publicUrl);
    return { pdf: await renderGiftVoucherPdf(data), code: voucher.code };
  }
}
