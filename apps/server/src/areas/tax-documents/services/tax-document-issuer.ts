import {
  TAX_DOCUMENT_TITLES,
  taxDocumentNumber,
  taxDocumentsDue,
  type order as orderEntity,
  type RowOf,
  type SuppliedLine,
  type TaxDocumentKind,
  shopDay,
  isCompanyOrder,
  orderNumberOf,
  creditedSupply,
  storedOrderAmounts,
} from '@fotoobraz/domain';
import type { Clock } from '../../../lib/clock.ts';
import type { DocumentLinks } from '../../../lib/document-links.ts';
import type { TaxDocument } from '../repositories/tax-document.repository.ts';
import type { DomainEvents } from '../../../events/domain-events.ts';
import type { InTransaction, UnitOfWork } from '../../../events/event-bus.ts';
import type { Repositories } from '../../../repositories/repository-set.ts';
import type { DocumentService } from '../../documents/index.ts';
import type { TaxDocumentData } from './tax-document.document.ts';
import { taxDocumentMail } from './tax-document.mail.ts';
import { eInvoiceFilename, eInvoiceOf } from './einvoices/einvoice-issue.ts';
import type { WithdrawalLinkOf } from '../../../lib/withdrawal-link.ts';
import {
  taxDocumentContent,
  type DocumentLine,
  type TaxDocumentOccasion,
} from './tax-document-content.ts';

type OrderRow = RowOf<typeof orderEntity>;

/** One step of an order's workflow, as the issuer needs it. */
export type DocumentStep = Pick<
  DomainEvents['order.statusChanged'],
  'order' | 'to' | 'note' | 'paidOn' | 'paidBy'
>;

/** The repositories the issuer writes with. */
export type IssuerRepositories = Pick<
  Repositories,
  | 'taxDocuments'
  | 'orderLines'
  | 'pendingDocuments'
  | 'einvoices'
  | 'withdrawalRefunds'
  | 'cardPayments'
  | 'giftVouchers'
>;

/** A document as issued: its row id, kind, number and total in cents (negative on a credit note). */
export interface IssuedDocument {
  id: number;
  kind: TaxDocumentKind;
  number: string;
  totalCents: number;
}

/**
 * What an order's cancellation still takes back: the pieces no withdrawal's credit note has
 * credited, and the postage its withdrawals have not refunded; nothing once a credit note that
 * is no withdrawal's (an earlier cancellation's) took back the rest.
 */
const uncreditedSupply = async (
  repositories: IssuerRepositories,
  order: OrderRow,
  lines: readonly DocumentLine[],
  issued: readonly TaxDocument[],
): Promise<SuppliedLine[]> => {
  const withdrawals = (await repositories.withdrawalRefunds.list({ orderId: order.id })).filter(
    (w) => w.creditNoteId !== null,
  );
  const byWithdrawals = new Set(withdrawals.map((w) => w.creditNoteId));
  if (issued.some((d) => d.kind === 'CREDIT_NOTE' && !byWithdrawals.has(d.id))) return [];
  const credited = new Set(
    (await repositories.withdrawalRefunds.linesOf(withdrawals.map((w) => w.id))).map(
      (l) => l.orderItemId,
    ),
  );
  const vouchers = await repositories.giftVouchers.orderVouchers(order.id);
  // A voucher withdrawn on its own had its credit note then.
  const withdrawnVouchers = new Set(
    (await repositories.giftVouchers.boughtBy(order.id))
      .filter((v) => v.withdrawnAt)
      .map((v) => v.id),
  );
  const amounts = storedOrderAmounts(order, lines, null, vouchers);
  const postageLeft =
    amounts.postageCents - withdrawals.reduce((sum, w) => sum + (w.postageRefundCents ?? 0), 0);
  const spentCents = vouchers.spent.reduce((sum, d) => sum + d.amountCents, 0);
  const unreturned = [...(await repositories.giftVouchers.unreturnedOn(order.id)).values()];
  const onVouchers = unreturned.reduce((sum, cents) => sum + cents, 0);
  // The vouchers it sold are taken back with it; what vouchers paid goes back onto them, less
  // what a withdrawal already put back (its own credit note subtracted that part).
  const whole = onVouchers === spentCents;
  const supply = creditedSupply(
    amounts,
    (lineId) => lineId === null || !credited.has(lineId),
    postageLeft,
    {
      vouchers: (voucherId) => voucherId == null || !withdrawnVouchers.has(voucherId),
      deductions: whole,
    },
  );
  return whole || onVouchers === 0
    ? supply
    : [...supply, { title: VOUCHER_RETURN_TITLE, quantity: 1, amountCents: -onVouchers }];
};

/** A credit note's line of what went back onto the vouchers instead of being paid back. */
export const VOUCHER_RETURN_TITLE = 'Vrátené na darčekovú poukážku';

/** The file name a document is attached and downloaded under. */
export const taxDocumentFilename = (kind: TaxDocumentKind, number: string): string =>
  `${FILE_PREFIXES[kind]}-${number}.pdf`;

const FILE_PREFIXES: Record<TaxDocumentKind, string> = {
  ADVANCE_INVOICE: 'faktura-k-platbe',
  FINAL_INVOICE: 'faktura',
  PAYMENT_CONFIRMATION: 'potvrdenie-platby',
  CREDIT_NOTE: 'dobropis',
};

/** The document an advance-deducting or correcting document refers to. */
export const priorFor = (kind: TaxDocumentKind, issued: readonly TaxDocument[]) => {
  const latest = (...kinds: TaxDocumentKind[]) =>
    issued.filter((d) => kinds.includes(d.kind)).at(-1);
  if (kind === 'FINAL_INVOICE') return latest('ADVANCE_INVOICE', 'PAYMENT_CONFIRMATION');
  if (kind === 'CREDIT_NOTE') return latest('FINAL_INVOICE') ?? latest('ADVANCE_INVOICE');
  return undefined;
};

/** The repositories an issue writes to, in the transaction that asks for it. */
export const ISSUER_USES = [
  'taxDocuments',
  'orderLines',
  'pendingDocuments',
  'einvoices',
  'withdrawalRefunds',
  'cardPayments',
  'giftVouchers',
] as const;

/**
 * Issues the tax documents an order's step calls for, in the step's transaction: the number from
 * the kind's yearly series, the row with everything the accountant reads, and the pending render
 * whose mail (with the PDF and a signed download link) goes to the customer once it is finished.
 * Everything the PDF shows is frozen here: later changes of the shop's settings change no issued
 * document.
 */
export class TaxDocumentIssuer implements InTransaction<
  'order.statusChanged',
  keyof IssuerRepositories
> {
  readonly name = 'tax documents';
  readonly uses = ISSUER_USES;
  /**
   * The customer hears of the step first (its status mail, or a Packeta order's dispatch mail
   * with the tracking link), then gets the document it calls for: the mails leave in that order.
   */
  readonly after = ['status mail', 'Packeta packet on dispatch'];

  constructor(
    private readonly documents: Pick<DocumentService, 'issue'>,
    private readonly links: DocumentLinks,
    private readonly publicUrl: string,
    private readonly withdrawalSignature: WithdrawalLinkOf,
    /** The kernel's clock: a document's date and its due date are the shop's day by it. */
    private readonly now: Clock,
  ) {}

  async run(step: DocumentStep, repositories: IssuerRepositories, unit: UnitOfWork) {
    await this.issueFor(repositories, unit, step);
  }

  /** The documents issued for the step, in order (none for most steps). */
  async issueFor(repositories: IssuerRepositories, unit: UnitOfWork, step: DocumentStep) {
    const now = this.now();
    const settings = await unit.shopSettings();
    const issued = await repositories.taxDocuments.listByOrder(step.order.id);
    const lines = await repositories.orderLines.linesOf([step.order.id]);
    // A cancellation credits only what the withdrawals' credit notes have not.
    const rest =
      step.to === 'ZRUSENA'
        ? await uncreditedSupply(repositories, step.order, lines, issued)
        : undefined;
    const due = taxDocumentsDue(
      step.to,
      settings.vatPayer,
      issued.map((d) => d.kind),
      rest && rest.reduce((sum, line) => sum + line.amountCents, 0),
    );
    const made: IssuedDocument[] = [];
    for (const kind of due) {
      made.push(
        await this.issue(repositories, unit, {
          kind,
          order: step.order,
          occasion: { paidOn: step.paidOn, note: step.note, paidBy: step.paidBy },
          prior: priorFor(kind, issued),
          lines,
          supply: kind === 'CREDIT_NOTE' ? rest : undefined,
          now,
        }),
      );
    }
    return made;
  }

  /**
   * Issues one credit note taking back `supply` (a withdrawal's lines and the postage it
   * refunds), referring to the order's latest invoice; undefined when the order has none, as
   * only a tax document can be corrected.
   */
  async issueCreditNote(
    repositories: IssuerRepositories,
    unit: UnitOfWork,
    order: OrderRow,
    supply: readonly SuppliedLine[],
    note: string,
  ): Promise<IssuedDocument | undefined> {
    const now = this.now();
    const prior = priorFor('CREDIT_NOTE', await repositories.taxDocuments.listByOrder(order.id));
    if (!prior) return undefined;
    const lines = await repositories.orderLines.linesOf([order.id]);
    return this.issue(repositories, unit, {
      kind: 'CREDIT_NOTE',
      order,
      occasion: { paidOn: null, note },
      prior,
      lines,
      supply,
      now,
    });
  }

  /** Numbers, stores and queues the rendering and mail of one document. */
  private async issue(
    repositories: IssuerRepositories,
    unit: UnitOfWork,
    what: {
      kind: TaxDocumentKind;
      order: OrderRow;
      occasion: Omit<TaxDocumentOccasion, 'today'>;
      prior: TaxDocument | undefined;
      lines: readonly DocumentLine[];
      supply: readonly SuppliedLine[] | undefined;
      now: Date;
    },
  ): Promise<IssuedDocument> {
    const { kind, order, prior, now } = what;
    const settings = await unit.shopSettings();
    const today = shopDay(now);
    // A payment's step says how it came; any later document asks whether a card paid the order.
    const paidBy =
      what.occasion.paidBy ??
      ((await repositories.cardPayments.paidByCard(order.id)) ? 'KARTA' : 'PREVOD');
    const content = taxDocumentContent(
      kind,
      order,
      settings,
      { today, ...what.occasion, paidBy },
      prior,
      what.lines,
      what.supply,
      await repositories.giftVouchers.orderVouchers(order.id),
    );
    const year = Number(today.slice(0, 4));
    const seq = await repositories.taxDocuments.nextSeq(kind, year);
    const number = taxDocumentNumber(kind, year, seq);
    const orderId = order.id;
    const id = await repositories.taxDocuments.insert({
      ...content.row,
      kind,
      year,
      seq,
      number,
      orderId,
    });
    const einvoice = eInvoiceOf(kind, number, id, content, order, settings, prior);
    if (einvoice) await repositories.einvoices.insert(einvoice);
    const data: TaxDocumentData = { documentId: id, page: { ...content.page, kind, number } };
    await this.documents.issue(repositories, unit, {
      kind,
      orderId,
      number,
      data,
      mail: order.email
        ? this.mail(order, kind, number, settings.supplier.name, einvoice?.xml)
        : undefined,
    });
    return { id, kind, number, totalCents: content.figures.totalCents };
  }

  private mail(
    order: OrderRow,
    kind: TaxDocumentKind,
    number: string,
    shopName: string,
    xml: string | null | undefined,
  ) {
    const link = this.links.sign(order.id, number);
    return {
      to: order.email!,
      ...taxDocumentMail({
        title: TAX_DOCUMENT_TITLES[kind],
        number,
        orderNumber: orderNumberOf(order),
        companyBuyer: isCompanyOrder(order),
        withdrawalSignature: this.withdrawalSignature(order.id),
        downloadUrl: link.url,
        linkExpires: shopDay(new Date(link.expires * 1000)),
        shopName,
        publicUrl: this.publicUrl,
      }),
      attachmentName: taxDocumentFilename(kind, number),
      // A company buyer gets the structured invoice beside the PDF.
      ...(xml
        ? {
            extraAttachments: [
              { filename: eInvoiceFilename(number), contentType: 'application/xml', text: xml },
            ],
          }
        : {}),
    };
  }
}
