import {
  TAX_DOCUMENT_TITLES,
  taxDocumentNumber,
  taxDocumentsDue,
  type order as orderEntity,
  type RowOf,
  type TaxDocumentKind,
  shopDay,
  orderNumberOf,
} from '@fotoobraz/domain';
import type { DocumentLinks } from '../../lib/document-links.ts';
import type { TaxDocument } from '../../repositories/tax-document.repository.ts';
import type { DomainEvents } from '../../events/domain-events.ts';
import type { InTransaction, UnitOfWork } from '../../events/event-bus.ts';
import type { Repositories } from '../../repositories/repository-set.ts';
import type { DocumentService } from '../documents/document.service.ts';
import type { TaxDocumentData } from '../documents/document-data.ts';
import { taxDocumentMail } from '../mail-templates/index.ts';
import { eInvoiceFilename, eInvoiceOf } from '../einvoices/einvoice-issue.ts';
import { taxDocumentContent } from './tax-document-content.ts';

type OrderRow = RowOf<typeof orderEntity>;

/** One step of an order's workflow, as the issuer needs it. */
export type DocumentStep = Pick<
  DomainEvents['order.statusChanged'],
  'order' | 'to' | 'note' | 'paidOn'
>;

/** The repositories the issuer writes with. */
type IssuerRepositories = Pick<
  Repositories,
  'taxDocuments' | 'orderLines' | 'pendingDocuments' | 'einvoices'
>;

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
const priorFor = (kind: TaxDocumentKind, issued: readonly TaxDocument[]) => {
  const latest = (...kinds: TaxDocumentKind[]) =>
    issued.filter((d) => kinds.includes(d.kind)).at(-1);
  if (kind === 'FINAL_INVOICE') return latest('ADVANCE_INVOICE', 'PAYMENT_CONFIRMATION');
  if (kind === 'CREDIT_NOTE') return latest('FINAL_INVOICE') ?? latest('ADVANCE_INVOICE');
  return undefined;
};

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
  readonly uses = ['taxDocuments', 'orderLines', 'pendingDocuments', 'einvoices'] as const;

  constructor(
    private readonly documents: Pick<DocumentService, 'issue'>,
    private readonly links: DocumentLinks,
    private readonly publicUrl: string,
  ) {}

  async run(step: DocumentStep, repositories: IssuerRepositories, unit: UnitOfWork) {
    await this.issueFor(repositories, unit, step);
  }

  /** The documents issued for the step, in order (none for most steps). */
  async issueFor(
    repositories: IssuerRepositories,
    unit: UnitOfWork,
    step: DocumentStep,
    now = new Date(),
  ) {
    const settings = await unit.shopSettings();
    const issued = await repositories.taxDocuments.listByOrder(step.order.id);
    const due = taxDocumentsDue(
      step.to,
      settings.vatPayer,
      issued.map((d) => d.kind),
    );
    const today = shopDay(now);
    const lines = await repositories.orderLines.linesOf([step.order.id]);
    const made: { id: number; kind: TaxDocumentKind; number: string }[] = [];
    for (const kind of due) {
      const prior = priorFor(kind, issued);
      const content = taxDocumentContent(
        kind,
        step.order,
        settings,
        { today, paidOn: step.paidOn, note: step.note },
        prior,
        lines,
      );
      const year = Number(today.slice(0, 4));
      const seq = await repositories.taxDocuments.nextSeq(kind, year);
      const number = taxDocumentNumber(kind, year, seq);
      const orderId = step.order.id;
      const id = await repositories.taxDocuments.insert(
        { ...content.row, kind, year, seq, number, orderId },
        now,
      );
      const einvoice = eInvoiceOf(kind, number, id, content, step.order, settings, prior);
      if (einvoice) await repositories.einvoices.insert(einvoice, now);
      const data: TaxDocumentData = { documentId: id, page: { ...content.page, kind, number } };
      await this.documents.issue(repositories, unit, {
        kind,
        orderId,
        number,
        data,
        mail: step.order.email
          ? this.mail(step.order, kind, number, settings.supplier.name, now, einvoice?.xml)
          : undefined,
      });
      made.push({ id, kind, number });
    }
    return made;
  }

  private mail(
    order: OrderRow,
    kind: TaxDocumentKind,
    number: string,
    shopName: string,
    now: Date,
    xml: string | null | undefined,
  ) {
    const link = this.links.sign(order.id, number, now);
    return {
      to: order.email!,
      ...taxDocumentMail({
        title: TAX_DOCUMENT_TITLES[kind],
        number,
        orderNumber: orderNumberOf(order),
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
