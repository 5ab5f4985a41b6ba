import {
  craftedProduct as craftedProductEntity,
  effectiveDpi,
  frame as frameEntity,
  frameProfile as frameProfileEntity,
  glass as glassEntity,
  ORDER_STATUS_ON_CREATION,
  order as orderEntity,
  orderItem as orderItemEntity,
  orderedIdsOf,
  orderSnapshotOf,
  centsToEuros,
  type FieldError,
  pasparta as paspartaEntity,
  photo as photoEntity,
  PRINT_DPI,
  printMedia as printMediaEntity,
  productConfig as productConfigEntity,
  formatEur,
  type EntityDef,
  type RowOf,
  type PlaceOrderRequest,
} from '@fotoobraz/domain';
import type { Config } from '../config.ts';
import { Problem, validationProblem } from '../lib/problem.ts';
import type { CatalogueRepository } from '../repositories/catalogue.repository.ts';
import { paymentPayload } from '../rendering/documents/payment-qr.ts';
import { dayInBratislava } from '../rendering/documents/slovak-date.ts';
import { ConstraintError, type EntityRepository } from '../repositories/entity.repository.ts';
import type { Repositories, Transactor } from '../repositories/transactor.ts';
import { readScope } from './access-policy.ts';
import { originalArrived } from './original-upload/original-arrived.ts';
import type { Caller } from '../lib/caller.ts';
import type { DocumentService } from './documents/document.service.ts';
import type { LegalPageService } from './legal-page.service.ts';
import { PROFORMA } from './documents/proforma.document.ts';
import { orderPlacedMail } from './mail-templates/index.ts';
import type { OrderLineRepository } from '../repositories/order-line.repository.ts';
import type { CraftedProductService } from './crafted-product.service.ts';
import { repricingChanged, type RepricedValues } from './crafted-product.repricing.ts';
import {
  lineOf,
  orderTermsOf,
  type PlacedLine,
  placedOrderRow,
  printedPhotoCm,
  proformaNumbering,
  proformaOf,
  proformaYear,
  sizeText,
  type OrderContact,
  type OrderTerms,
} from './order-terms.ts';
import { readShopSettings, type ShopSettings } from './shop-settings.ts';

type CraftedProductRow = RowOf<typeof craftedProductEntity>;

/** The catalogue rows a crafted product was made of, as the order's snapshot keeps them. */
interface MadeOf {
  productConfig: RowOf<typeof productConfigEntity> | null;
  printMedia: RowOf<typeof printMediaEntity> | null;
  glass: RowOf<typeof glassEntity> | null;
  pasparta: RowOf<typeof paspartaEntity> | null;
  frame: RowOf<typeof frameEntity> | null;
  frameProfile: RowOf<typeof frameProfileEntity> | null;
  photo: RowOf<typeof photoEntity> | null;
}

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

/** A line checked for ordering: its crafted product as it will be ordered, and what it was made of. */
interface CheckedLine extends PlacedLine {
  madeOf: MadeOf;
  /** Repricing changed the crafted product: its new values are stored with the order. */
  repriced?: RepricedValues;
}

/** Where a line's errors go: `items[n].craftedProduct`, or the spec's single `craftedProduct`. */
type LineField = (n: number) => string;

const lineProblem = (field: string, message: string) => ({ objectName: 'order', field, message });

/**
 * Placing an order of the caller's own crafted products, one line each: checked, snapshotted and
 * numbered in one transaction, with its pro-forma invoice's number (the PDF and its mail follow
 * after the commit, see DocumentService). Ordered crafted products leave the basket.
 */
export class OrderPlacementService {
  constructor(
    private readonly entities: EntityRepository,
    private readonly orderLines: OrderLineRepository,
    private readonly crafted: Pick<CraftedProductService, 'reprice' | 'isOrdered'>,
    private readonly catalogue: CatalogueRepository,
    private readonly transactor: Transactor,
    private readonly config: Pick<Config, 'publicUrl'>,
    private readonly documents: DocumentService,
    private readonly legalPages: Pick<
      LegalPageService,
      'currentTermsVersion' | 'termsVersionExists'
    >,
  ) {}

  /**
   * Places an order, or returns the one already placed of exactly the same lines (a double
   * submit makes one order). `created` says which. Lines sent as `items` (the basket) are
   * repriced with today's catalogue and refused while a choice is no longer offered; the spec's
   * single `craftedProduct` is ordered at its price, as it always was.
   */
  async place(
    caller: Caller,
    request: PlaceOrderRequest,
  ): Promise<{ id: number; created: boolean }> {
    const ids = orderedIdsOf(request);
    const fieldOf: LineField = (n) =>
      request.items ? `items[${n}].craftedProduct` : 'craftedProduct';
    const products = await this.callersProducts(caller, ids, fieldOf);
    const existing = await this.sameOrder(ids);
    if (existing) return { id: existing, created: false };
    const lines = await this.checkedLines(caller, products, fieldOf, Boolean(request.items));
    const termsVersion = await this.acceptedTermsVersion(request.termsVersion);
    const settings = await this.invoicingSettings();
    const terms = orderTermsOf(request, lines, settings, new Date());
    checkPayable(terms);
    try {
      const id = await this.transactor.run((repositories) =>
        this.record(repositories, caller, {
          contact: request,
          lines,
          settings,
          terms,
          termsVersion,
        }),
      );
      this.documents.issued();
      return { id, created: true };
    } catch (error) {
      // Two submits of the same lines at once: the database let one through.
      if (error instanceof ConstraintError && error.constraint === 'unique') {
        const first = await this.sameOrder(ids);
        if (first) return { id: first, created: false };
        // Another order took one of these lines meanwhile.
        const errors = await Promise.all(ids.map((id, n) => this.orderedError(id, fieldOf(n))));
        const ordered = errors.filter((e) => e !== undefined);
        if (ordered.length) throw validationProblem(ordered);
      }
      throw error;
    }
  }

  /**
   * Every per-crafted-product check of an order, line by line: the product is on no other order,
   * complete, priced today (when asked), with no choice the catalogue stopped offering, and
   * printable. Errors of all lines are reported together.
   */
  private async checkedLines(
    caller: Caller,
    products: readonly CraftedProductRow[],
    fieldOf: LineField,
    reprice: boolean,
  ): Promise<CheckedLine[]> {
    const errors: FieldError[] = [];
    const lines: CheckedLine[] = [];
    for (const [n, stored] of products.entries()) {
      const ordered = await this.orderedError(stored.id, fieldOf(n));
      if (ordered) {
        errors.push(ordered);
        continue;
      }
      let product = stored;
      let repriced: RepricedValues | undefined;
      if (reprice) {
        const priced = await this.crafted.reprice(caller, stored);
        // The basket names the withdrawn choice on its line; the refusal is a code, as any.
        if (!priced.values) {
          errors.push(lineProblem(fieldOf(n), 'NotOffered'));
          continue;
        }
        if (repricingChanged(stored, priced.values)) repriced = priced.values;
        product = { ...stored, ...priced.values } as CraftedProductRow;
      }
      if (product.price == null || !product.previewThumb) {
        errors.push(lineProblem(fieldOf(n), 'Incomplete'));
        continue;
      }
      const madeOf = await this.madeOf(product);
      // The print file is made from the verified original only, never from a working copy.
      if (!originalArrived(madeOf.photo)) {
        errors.push(lineProblem(fieldOf(n), 'OriginalMissing'));
        continue;
      }
      checkPrintable(product, madeOf);
      lines.push({ ...lineOf(product), madeOf, repriced });
    }
    if (errors.length) throw validationProblem(errors);
    return lines;
  }

  /**
   * Writes the order in the caller's transaction: its lines, numbered, recorded in its history,
   * and its pro-forma issued (rendered and mailed after the commit).
   */
  private async record(
    repositories: Repositories,
    caller: Caller,
    order: {
      contact: OrderContact;
      lines: CheckedLine[];
      settings: ShopSettings;
      terms: OrderTerms;
      termsVersion: number | null;
    },
  ): Promise<number> {
    const { contact, lines, settings, terms, termsVersion } = order;
    const seq = await repositories.invoices.nextSeq(proformaYear(terms));
    const numbering = proformaNumbering(terms, seq);
    const snapshots = lines.map(({ product, madeOf }) =>
      orderSnapshotOf({ ...madeOf, craftedProduct: product }),
    );
    const first = lines[0].product;
    const orderId = await repositories.entities.insert(orderEntity, {
      ...placedOrderRow(contact, first, terms, snapshots[0], numbering.number),
      termsVersion,
      ...(caller.user ? { usrid: caller.user.id } : { sid: caller.sid }),
    });
    for (const [n, line] of lines.entries()) {
      if (line.repriced) {
        await repositories.entities.update(craftedProductEntity, line.product.id, line.repriced);
      }
      await repositories.entities.insert(orderItemEntity, {
        order: { id: orderId },
        position: n + 1,
        craftedProduct: { id: line.product.id },
        price: centsToEuros(line.priceCents),
        copies: Number(line.product.copies ?? 1),
        snapshot: JSON.stringify(snapshots[n]),
      });
    }
    await repositories.basket.removeCraftedProducts(lines.map((line) => line.product.id));
    await repositories.orderHistory.record(orderId, {
      fromStatus: null,
      toStatus: ORDER_STATUS_ON_CREATION,
      changedBy: caller.user?.login ?? 'zákazník',
      changedDate: terms.placedAt.toISOString(),
      note: null,
    });
    await this.documents.issue(repositories, {
      kind: PROFORMA,
      orderId,
      number: numbering.number,
      data: proformaOf(contact, lines, terms, settings, numbering),
      mail: {
        to: contact.email,
        ...this.placedMail(lines, terms, settings),
        attachmentName: `zalohova-faktura-${numbering.number}.pdf`,
      },
    });
    return orderId;
  }

  private placedMail(lines: readonly PlacedLine[], terms: OrderTerms, settings: ShopSettings) {
    return orderPlacedMail({
      orderNumber: terms.variableSymbol,
      lines: lines.map(({ product, priceCents }) => ({
        productName: String(product.text3 ?? ''),
        sizeText: sizeText(product),
        copies: Number(product.copies ?? 1),
        priceText: formatEur(priceCents),
      })),
      amountText: formatEur(terms.totalCents),
      postageText: formatEur(terms.postageCents),
      handoverText: terms.handover,
      iban: settings.supplier.iban,
      variableSymbol: terms.variableSymbol,
      dueDate: dayInBratislava(terms.dueAt),
      shopName: settings.supplier.name,
      publicUrl: this.config.publicUrl,
    });
  }

  /** The caller's crafted products, in order; one they may not see is as good as none. */
  private async callersProducts(
    caller: Caller,
    ids: readonly number[],
    fieldOf: LineField,
  ): Promise<CraftedProductRow[]> {
    const found = await Promise.all(
      ids.map((id) =>
        this.entities.findById(craftedProductEntity, id, readScope(craftedProductEntity, caller), {
          large: false,
        }),
      ),
    );
    const errors = found.flatMap((row, n) => (row ? [] : [lineProblem(fieldOf(n), 'NotFound')]));
    if (errors.length) throw validationProblem(errors);
    return found as CraftedProductRow[];
  }

  /**
   * The order placed of exactly these crafted products (a repeat), or none. Only a placement
   * has lines: an order an admin entered for one of them is no repeat of the customer's, and
   * the line's own check refuses it as ordered.
   */
  private async sameOrder(ids: readonly number[]): Promise<number | undefined> {
    const orders = await this.orderLines.ordersOf(ids);
    const first = orders.get(ids[0]);
    if (first === undefined || !ids.every((id) => orders.get(id) === first)) return undefined;
    return (await this.orderLines.countOf(first)) === ids.length ? first : undefined;
  }

  /** `Ordered` on the line when its crafted product is on an order: placed, or entered. */
  private async orderedError(id: number, field: string): Promise<FieldError | undefined> {
    return (await this.crafted.isOrdered(id)) ? lineProblem(field, 'Ordered') : undefined;
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

  /** The shop's settings, refused while its invoice data are missing. */
  private async invoicingSettings(): Promise<ShopSettings> {
    const settings = await readShopSettings(this.catalogue);
    if (!settings.supplier.name || !settings.supplier.iban) throw shopNotConfigured();
    return settings;
  }

  private async madeOf(product: CraftedProductRow): Promise<MadeOf> {
    const one = async <E extends EntityDef>(
      entity: E,
      ref: { id: number } | null,
    ): Promise<RowOf<E> | null> =>
      ref
        ? ((await this.entities.findManyByIds(entity, [ref.id], { kind: 'all' }))[0] ?? null)
        : null;
    const [productConfig, printMedia, glass, pasparta, frame, photo] = await Promise.all([
      one(productConfigEntity, product.productConfig),
      one(printMediaEntity, product.printMedia),
      one(glassEntity, product.glass),
      one(paspartaEntity, product.pasparta),
      one(frameEntity, product.frame),
      one(photoEntity, product.photo),
    ]);
    const frameProfile = await one(frameProfileEntity, frame?.frameProfile ?? null);
    return { productConfig, printMedia, glass, pasparta, frame, frameProfile, photo };
  }
}

/**
 * Refuses a photo below the minimum resolution (status N), and any print under 150 DPI at its
 * size (DESIGN.md §4). Editions are the shop's own high-resolution images.
 */
const checkPrintable = (product: CraftedProductRow, madeOf: MadeOf): void => {
  const photo = madeOf.photo;
  if (!photo) return;
  if (photo.printableStatus === 'N') throw lowResolution();
  const window = printedPhotoCm(product, madeOf.productConfig);
  const dpi = effectiveDpi(
    Number(product.cropRealWidth),
    Number(product.cropRealHeight),
    window.widthCm,
    window.heightCm,
  );
  if (!(dpi >= PRINT_DPI.acceptable)) throw lowResolution();
};

/** Refuses an order whose payment the invoice could not state (e.g. an IBAN that is no IBAN). */
const checkPayable = (terms: OrderTerms): void => {
  try {
    paymentPayload(terms.payment);
  } catch {
    throw shopNotConfigured();
  }
};
