import {
  craftedProduct as craftedProductEntity,
  effectiveDpi,
  frame as frameEntity,
  frameProfile as frameProfileEntity,
  glass as glassEntity,
  type FieldError,
  pasparta as paspartaEntity,
  photo as photoEntity,
  PRINT_DPI,
  printMedia as printMediaEntity,
  productConfig as productConfigEntity,
  type EntityDef,
  type PaymentMethod,
  type RowOf,
} from '@fotoobraz/domain';
import type { Caller } from '../../../lib/caller.ts';
import { Problem, validationProblem } from '../../../lib/problem.ts';
import type { EntityRepository } from '../../../repositories/entity.repository.ts';
import { readScope } from '../../../services/access-policy.ts';
import type { CraftedProductService } from '../../pieces/index.ts';
import { repricingChanged, type RepricedValues } from '../../pieces/index.ts';
import { originalArrived } from '../../pieces/index.ts';
import {
  lineOf,
  type OrderContact,
  type OrderTerms,
  type PlacedLine,
  printedPhotoCm,
} from './order-terms.ts';
import type { ShopSettings } from '../../../services/shop-settings.ts';
import type { PlannedSpend } from '../../gift-vouchers/index.ts';

type CraftedProductRow = RowOf<typeof craftedProductEntity>;

/** The catalogue rows a crafted product was made of, as the order's snapshot keeps them. */
export interface MadeOf {
  productConfig: RowOf<typeof productConfigEntity> | null;
  printMedia: RowOf<typeof printMediaEntity> | null;
  glass: RowOf<typeof glassEntity> | null;
  pasparta: RowOf<typeof paspartaEntity> | null;
  frame: RowOf<typeof frameEntity> | null;
  frameProfile: RowOf<typeof frameProfileEntity> | null;
  photo: RowOf<typeof photoEntity> | null;
}

/** A line checked for ordering: its crafted product as it will be ordered, and what it was made of. */
export interface CheckedLine extends PlacedLine {
  madeOf: MadeOf;
  /** Repricing changed the crafted product: its new values are stored with the order. */
  repriced?: RepricedValues;
}

/** Where a line's errors go: `items[n].craftedProduct`, or the spec's single `craftedProduct`. */
export type LineField = (n: number) => string;

const lineProblem = (field: string, message: string) => ({ objectName: 'order', field, message });

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

/**
 * The per-crafted-product checks of a placement: whose the products are, whether another order
 * holds them, and whether each can be ordered as it is (complete, offered, printable).
 */
export class PlacementLineChecks {
  constructor(
    private readonly entities: EntityRepository,
    private readonly crafted: Pick<CraftedProductService, 'reprice' | 'orderedAmong'>,
  ) {}

  /** The caller's crafted products, in order; one they may not see is as good as none. */
  async callersProducts(
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
   * Every per-crafted-product check of an order, line by line: the product is on no other order,
   * complete, priced today (when asked), with no choice the catalogue stopped offering, and
   * printable. Errors of all lines are reported together.
   */
  async checkedLines(
    caller: Caller,
    products: readonly CraftedProductRow[],
    fieldOf: LineField,
    reprice: boolean,
  ): Promise<CheckedLine[]> {
    const errors: FieldError[] = [];
    const lines: CheckedLine[] = [];
    const ordered = await this.crafted.orderedAmong(products.map((product) => product.id));
    for (const [n, stored] of products.entries()) {
      if (ordered.has(stored.id)) {
        errors.push(lineProblem(fieldOf(n), 'Ordered'));
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

  /** `Ordered` on each line whose crafted product is on an order: placed, or entered. */
  async orderedErrors(ids: readonly number[], fieldOf: LineField): Promise<FieldError[]> {
    const ordered = await this.crafted.orderedAmong(ids);
    return ids.flatMap((id, n) => (ordered.has(id) ? [lineProblem(fieldOf(n), 'Ordered')] : []));
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

/** An order as its placement checked and priced it, ready to be written. */
export interface PlacedOrder {
  contact: OrderContact;
  lines: CheckedLine[];
  settings: ShopSettings;
  terms: OrderTerms;
  termsVersion: number | null;
  /** How the customer pays: the card gateway's page is asked for once the order is recorded. */
  paymentMethod: PaymentMethod;
  /** The day the shop promises to send it off, 'YYYY-MM-DD'; null for vouchers alone. */
  dispatchDate: string | null;
  /** What the voucher codes the order gave pay of it. */
  spends: readonly PlannedSpend[];
}
