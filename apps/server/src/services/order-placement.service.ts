import {
  centsToEuros,
  craftedProduct as craftedProductEntity,
  effectiveDpi,
  formatEur,
  frame as frameEntity,
  frameProfile as frameProfileEntity,
  glass as glassEntity,
  HANDOVER_METHOD_LABELS,
  ORDER_STATUS_ON_CREATION,
  order as orderEntity,
  orderSnapshotOf,
  orientationOf,
  orientSize,
  parseBreakdown,
  parseSizeCm,
  pasparta as paspartaEntity,
  photo as photoEntity,
  postageCents,
  PRINT_DPI,
  printMedia as printMediaEntity,
  productConfig as productConfigEntity,
  type EntityDef,
  type PlaceOrderRequest,
} from '@fotoobraz/domain';
import type { Config } from '../config.ts';
import { Problem, validationProblem } from '../lib/problem.ts';
import type { CatalogueRepository } from '../repositories/catalogue.repository.ts';
import { proformaNumber } from '../rendering/documents/proforma.pdf.ts';
import { paymentPayload } from '../rendering/documents/payment-qr.ts';
import { dayInBratislava } from '../rendering/documents/slovak-date.ts';
import { ConstraintError, EntityRepository } from '../repositories/entity.repository.ts';
import { InvoiceRepository } from '../repositories/invoice.repository.ts';
import type { DocumentService } from './documents/document.service.ts';
import { PROFORMA, type ProformaDocumentData } from './documents/proforma.document.ts';
import { OrderHistoryRepository } from '../repositories/order-history.repository.ts';
import type { Transactor } from '../repositories/transactor.ts';
import { readScope } from './access-policy.ts';
import type { Caller } from './caller.ts';
import { orderPlacedMail } from './mail-templates/index.ts';
import { readShopSettings } from './shop-settings.ts';

type Row = Record<string, unknown>;

/** The spec's message when the photo cannot be printed well enough (customer spec §4). */
export const LOW_RESOLUTION_MESSAGE =
  'Upozornenie: Vaša fotografia nemá dostatočné rozlíšenie pre tlač - objednávku nie je možné potvrdiť.';

const lowResolution = (): Problem =>
  new Problem({
    status: 400,
    title: 'The photo has too low a resolution for print',
    message: 'error.order.lowresolution',
    body: { detail: LOW_RESOLUTION_MESSAGE },
  });

/** The shop's invoice data (SHOP_* params) are missing: no invoice can be issued. */
const shopNotConfigured = (): Problem =>
  new Problem({
    status: 503,
    title: 'The shop cannot take orders: its invoice data are not set',
    message: 'error.order.shopnotconfigured',
    type: 'about:blank',
    body: { detail: 'SHOP_NAME and a valid SHOP_IBAN must be set in the global params.' },
  });

const handoverText = (
  order: Pick<
    PlaceOrderRequest,
    | 'handoverMethod'
    | 'deliveryName'
    | 'deliveryStreet'
    | 'deliveryPostcode'
    | 'deliveryCity'
    | 'deliveryCountry'
  >,
): string =>
  order.handoverMethod === 'KURIER'
    ? `${HANDOVER_METHOD_LABELS.KURIER} na adresu ${[order.deliveryName, order.deliveryStreet, `${order.deliveryPostcode ?? ''} ${order.deliveryCity ?? ''}`.trim(), order.deliveryCountry].filter(Boolean).join(', ')}`
    : HANDOVER_METHOD_LABELS.OSOBNY_ODBER;

/**
 * Placing an order for the caller's own crafted product: checked, snapshotted and numbered in one
 * transaction, with its pro-forma invoice's number (the PDF and its mail follow after the commit,
 * see DocumentService).
 */
export class OrderPlacementService {
  constructor(
    private readonly entities: EntityRepository,
    private readonly catalogue: CatalogueRepository,
    private readonly transactor: Transactor,
    private readonly config: Pick<Config, 'publicUrl'>,
    private readonly documents: DocumentService,
  ) {}

  /**
   * Places an order, or returns the one already placed for the same crafted product (a double
   * submit makes one order). `created` says which.
   */
  async place(caller: Caller, input: PlaceOrderRequest): Promise<{ id: number; created: boolean }> {
    const product = await this.entities.findById(
      craftedProductEntity,
      input.craftedProduct.id,
      readScope(craftedProductEntity, caller),
      { large: false },
    );
    if (!product) {
      throw validationProblem([
        { objectName: 'order', field: 'craftedProduct', message: 'NotFound' },
      ]);
    }
    const existing = await this.orderOf(product.id as number);
    if (existing) return { id: existing, created: false };
    if (product.price == null || !product.previewThumb) {
      throw validationProblem([
        { objectName: 'order', field: 'craftedProduct', message: 'Incomplete' },
      ]);
    }
    const related = await this.relatedRows(product);
    await this.checkPrintable(product, related);

    const settings = await readShopSettings(this.catalogue);
    if (!settings.supplier.name || !settings.supplier.iban) throw shopNotConfigured();
    const now = new Date();
    const method = input.handoverMethod ?? 'OSOBNY_ODBER';
    const priceCents = Math.round(Number(product.price) * 100);
    const postage = postageCents(
      method,
      Number(product.finalWidth),
      Number(product.finalHeight),
      settings.postageRates,
    );
    const totalCents = priceCents + postage;
    const variableSymbol = String(product.id);
    const dueDate = new Date(now.getTime() + settings.paymentDueDays * 86_400_000);
    const payment = {
      iban: settings.supplier.iban,
      amountCents: totalCents,
      variableSymbol,
      beneficiaryName: settings.supplier.name,
      note: `Objednávka ${variableSymbol}`,
      dueDate: dayInBratislava(dueDate),
    };
    try {
      paymentPayload(payment);
    } catch {
      throw shopNotConfigured();
    }
    const handover = handoverText({ ...input, handoverMethod: method });

    try {
      const placed = await this.transactor.run(async (tx) => {
        const orderId = await new EntityRepository(tx).insert(orderEntity, {
          orderDate: now.toISOString(),
          status: ORDER_STATUS_ON_CREATION,
          email: input.email,
          phone: input.phone ?? null,
          userNote: input.userNote ?? null,
          craftedProduct: { id: product.id },
          handoverMethod: method,
          deliveryName: input.deliveryName ?? null,
          deliveryStreet: input.deliveryStreet ?? null,
          deliveryCity: input.deliveryCity ?? null,
          deliveryPostcode: input.deliveryPostcode ?? null,
          deliveryCountry: method === 'KURIER' ? (input.deliveryCountry ?? 'Slovensko') : null,
          postage: centsToEuros(postage),
          totalAmount: centsToEuros(totalCents),
          variableSymbol,
          paymentDueDate: dueDate.toISOString(),
          snapshot: JSON.stringify(
            orderSnapshotOf({ ...related, productConfig: related.config, craftedProduct: product }),
          ),
          ...(caller.user ? { usrid: caller.user.id } : { sid: caller.sid }),
        });
        const year = Number(dayInBratislava(now).slice(0, 4));
        const seq = await new InvoiceRepository(tx).nextSeq(year);
        const number = proformaNumber(year, seq);
        const proforma: ProformaDocumentData = {
          invoice: {
            number,
            issueDate: dayInBratislava(now),
            dueDate: dayInBratislava(dueDate),
            variableSymbol,
            supplier: settings.supplier,
            vatPayer: settings.vatPayer,
            vatPercent: settings.vatPercent,
            customer: {
              name: input.deliveryName ?? undefined,
              email: input.email,
              phone: input.phone ?? undefined,
              addressLines:
                method === 'KURIER'
                  ? [
                      input.deliveryStreet!,
                      `${input.deliveryPostcode} ${input.deliveryCity}`,
                      input.deliveryCountry ?? 'Slovensko',
                    ]
                  : undefined,
            },
            items: [
              {
                title: `${product.text3 ?? ''} ${sizeText(product)}`.trim(),
                breakdown: parseBreakdown(product.text2 as string),
                quantity: Number(product.copies ?? 1),
                amountCents: priceCents,
              },
            ],
            postageCents: postage,
            handover,
            totalCents,
          },
          payment,
          year,
          seq,
          issuedAt: now.toISOString(),
          dueAt: dueDate.toISOString(),
          amount: centsToEuros(totalCents),
        };
        await new EntityRepository(tx).update(orderEntity, orderId, { invoiceNumber: number });
        await new OrderHistoryRepository(tx).record(orderId, {
          fromStatus: null,
          toStatus: ORDER_STATUS_ON_CREATION,
          changedBy: caller.user?.login ?? 'zákazník',
          changedDate: now.toISOString(),
          note: null,
        });
        const mail = orderPlacedMail({
          orderNumber: variableSymbol,
          productName: String(product.text3 ?? ''),
          sizeText: sizeText(product),
          amountText: formatEur(totalCents),
          postageText: formatEur(postage),
          handoverText: handover,
          iban: settings.supplier.iban,
          variableSymbol,
          dueDate: dayInBratislava(dueDate),
          shopName: settings.supplier.name,
          publicUrl: this.config.publicUrl,
        });
        // The PDF is rendered after the commit; its mail leaves once the PDF is stored.
        await this.documents.issue(tx, {
          kind: PROFORMA,
          orderId,
          number,
          data: proforma,
          mail: { to: input.email, ...mail, attachmentName: `zalohova-faktura-${number}.pdf` },
        });
        return { id: orderId, created: true };
      });
      this.documents.issued();
      return placed;
    } catch (error) {
      // Two submits of the same crafted product at once: the database let one through.
      if (error instanceof ConstraintError && error.constraint === 'unique') {
        const first = await this.orderOf(product.id as number);
        if (first) return { id: first, created: false };
      }
      throw error;
    }
  }

  private async orderOf(craftedProductId: number): Promise<number | undefined> {
    const { rows } = await this.entities.list(orderEntity, {
      scope: { kind: 'all' },
      filters: [{ kind: 'equals', path: ['craftedProduct'], value: craftedProductId }],
      sort: [],
      offset: 0,
      limit: 1,
      blobs: { large: false, small: false },
    });
    return rows[0]?.id as number | undefined;
  }

  private async relatedRows(product: Row): Promise<Record<string, Row | null>> {
    const one = async (entity: EntityDef, ref: unknown): Promise<Row | null> =>
      ref
        ? ((
            await this.entities.findManyByIds(entity, [(ref as { id: number }).id], { kind: 'all' })
          )[0] ?? null)
        : null;
    const [config, printMedia, glass, pasparta, frame, photo] = await Promise.all([
      one(productConfigEntity, product.productConfig),
      one(printMediaEntity, product.printMedia),
      one(glassEntity, product.glass),
      one(paspartaEntity, product.pasparta),
      one(frameEntity, product.frame),
      one(photoEntity, product.photo),
    ]);
    const frameProfile = await one(frameProfileEntity, frame?.frameProfile);
    return { config, printMedia, glass, pasparta, frame, frameProfile, photo };
  }

  /**
   * Refuses a photo below the minimum resolution (status N), and any print under 150 DPI at its
   * size (DESIGN.md §4). Editions are the shop's own high-resolution images.
   */
  private async checkPrintable(product: Row, related: Record<string, Row | null>): Promise<void> {
    const photo = related.photo;
    if (!photo) return;
    if (photo.printableStatus === 'N') throw lowResolution();
    const window = printedPhotoCm(product, related.config);
    const dpi = effectiveDpi(
      Number(product.cropRealWidth),
      Number(product.cropRealHeight),
      window.widthCm,
      window.heightCm,
    );
    if (!(dpi >= PRINT_DPI.acceptable)) throw lowResolution();
  }
}

/** The printed photo's size in cm: the mat window, or the whole piece. */
const printedPhotoCm = (product: Row, config: Row | null) => {
  const outer = { widthCm: Number(product.finalWidth), heightCm: Number(product.finalHeight) };
  const window = config?.photoSizeCm ? parseSizeCm(String(config.photoSizeCm)) : null;
  return window
    ? orientSize(window, orientationOf({ width: outer.widthCm, height: outer.heightCm }))
    : outer;
};

/** '50 × 40 cm' in the spec's order-detail rule: photo-only size for PLAIN kinds, else final. */
export const sizeText = (product: Row): string => {
  const plain = String(product.productEnum ?? '').startsWith('PLAIN');
  const w = plain ? product.photoOnlyWidth : product.finalWidth;
  const h = plain ? product.photoOnlyHeight : product.finalHeight;
  const cm = (v: unknown) => String(Number(v)).replace('.', ',');
  return w != null && h != null ? `${cm(w)} × ${cm(h)} cm` : '';
};
