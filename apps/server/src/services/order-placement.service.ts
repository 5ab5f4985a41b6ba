import {
  craftedProduct as craftedProductEntity,
  effectiveDpi,
  frame as frameEntity,
  frameProfile as frameProfileEntity,
  glass as glassEntity,
  ORDER_STATUS_ON_CREATION,
  order as orderEntity,
  orderSnapshotOf,
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
import { checkOriginalArrived } from './original-upload/original-arrived.ts';
import type { Caller } from '../lib/caller.ts';
import type { DocumentService } from './documents/document.service.ts';
import type { LegalPageService } from './legal-page.service.ts';
import { PROFORMA } from './documents/proforma.document.ts';
import { orderPlacedMail } from './mail-templates/index.ts';
import {
  orderTermsOf,
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

const craftedProductProblem = (message: 'NotFound' | 'Incomplete'): Problem =>
  validationProblem([{ objectName: 'order', field: 'craftedProduct', message }]);

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
    private readonly legalPages: Pick<
      LegalPageService,
      'currentTermsVersion' | 'termsVersionExists'
    >,
  ) {}

  /**
   * Places an order, or returns the one already placed for the same crafted product (a double
   * submit makes one order). `created` says which.
   */
  async place(
    caller: Caller,
    contact: PlaceOrderRequest,
  ): Promise<{ id: number; created: boolean }> {
    const product = await this.callersProduct(caller, contact.craftedProduct.id);
    const existing = await this.orderOf(product.id);
    if (existing) return { id: existing, created: false };
    if (product.price == null || !product.previewThumb) throw craftedProductProblem('Incomplete');
    const madeOf = await this.madeOf(product);
    checkOriginalArrived(madeOf.photo);
    checkPrintable(product, madeOf);
    const termsVersion = await this.acceptedTermsVersion(contact.termsVersion);
    const settings = await this.invoicingSettings();
    const terms = orderTermsOf(contact, product, settings, new Date());
    checkPayable(terms);
    try {
      const id = await this.transactor.run((repositories) =>
        this.record(repositories, caller, {
          contact,
          product,
          madeOf,
          settings,
          terms,
          termsVersion,
        }),
      );
      this.documents.issued();
      return { id, created: true };
    } catch (error) {
      // Two submits of the same crafted product at once: the database let one through.
      if (error instanceof ConstraintError && error.constraint === 'unique') {
        const first = await this.orderOf(product.id);
        if (first) return { id: first, created: false };
      }
      throw error;
    }
  }

  /**
   * Writes the order in the caller's transaction: numbered, recorded in its history, and its
   * pro-forma issued (rendered and mailed after the commit).
   */
  private async record(
    repositories: Repositories,
    caller: Caller,
    order: {
      contact: OrderContact;
      product: CraftedProductRow;
      madeOf: MadeOf;
      settings: ShopSettings;
      terms: OrderTerms;
      termsVersion: number | null;
    },
  ): Promise<number> {
    const { contact, product, madeOf, settings, terms, termsVersion } = order;
    const seq = await repositories.invoices.nextSeq(proformaYear(terms));
    const numbering = proformaNumbering(terms, seq);
    const snapshot = orderSnapshotOf({ ...madeOf, craftedProduct: product });
    const orderId = await repositories.entities.insert(orderEntity, {
      ...placedOrderRow(contact, product, terms, snapshot, numbering.number),
      termsVersion,
      ...(caller.user ? { usrid: caller.user.id } : { sid: caller.sid }),
    });
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
      data: proformaOf(contact, product, terms, settings, numbering),
      mail: {
        to: contact.email,
        ...this.placedMail(product, terms, settings),
        attachmentName: `zalohova-faktura-${numbering.number}.pdf`,
      },
    });
    return orderId;
  }

  private placedMail(product: CraftedProductRow, terms: OrderTerms, settings: ShopSettings) {
    return orderPlacedMail({
      orderNumber: terms.variableSymbol,
      productName: String(product.text3 ?? ''),
      sizeText: sizeText(product),
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

  /** The caller's crafted product; one they may not see is as good as none. */
  private async callersProduct(caller: Caller, id: number): Promise<CraftedProductRow> {
    const product = await this.entities.findById(
      craftedProductEntity,
      id,
      readScope(craftedProductEntity, caller),
      { large: false },
    );
    if (!product) throw craftedProductProblem('NotFound');
    return product;
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

  private orderOf(craftedProductId: number): Promise<number | undefined> {
    return this.entities.firstIdWhere(orderEntity, 'craftedProduct', craftedProductId);
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
