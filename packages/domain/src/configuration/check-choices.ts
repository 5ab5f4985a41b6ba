import type { FieldError } from '../entities/entity-schema.ts';
import { craftedProduct } from '../entities/crafted-product.entity.ts';
import { askedPartsOf } from './asked-parts.ts';
import { isNoneRow } from './none-row.ts';
import { configFits, frameProblems, glassFits, printMediaFits } from './option-fit.ts';
import type {
  ChoicePart,
  ChoiceRows,
  ChoiceRowTypes,
  Checked,
  FrameProfileRow,
  ProductAsks,
} from './rows.ts';

/** The copies of one crafted product (customer spec §4). */
export const COPIES_RANGE = { min: 1, max: 100 } as const;

/** The rows of a configuration once checked: 'none' rows in place, unasked-for ones dropped. */
export interface CheckedChoices<R extends ChoiceRowTypes = ChoiceRowTypes> extends ChoiceRows<R> {
  /** Face width of the frame's profile in mm (0 without a frame). */
  readonly frameThicknessMm: number;
  readonly copies: number;
}

export interface ChoicesToCheck<R extends ChoiceRowTypes> {
  readonly product: ProductAsks;
  /** The rows the customer chose (null: not named, or not found with the caller's read rules). */
  readonly chosen: ChoiceRows<R>;
  /** Which parts the customer named a row for: a named row that was not found is NotFound. */
  readonly named: { readonly [P in ChoicePart]?: boolean };
  /** The 'none' rows, carried where the product asks for no print media or no glass. */
  readonly none: { readonly printMedia: R['printMedia'] | null; readonly glass: R['glass'] | null };
  /** The profile of the chosen frame: it gives the face width and whether it holds a canvas. */
  readonly frameProfile: FrameProfileRow | undefined;
  readonly copies: number | null | undefined;
}

export const choiceError = (field: string, message: string): FieldError => ({
  objectName: craftedProduct.name,
  field,
  message,
});

/**
 * Checks the chosen rows against what the product asks for (customer spec §4: a crafted product
 * is made only when every asked-for choice is made), naming every missing or unfitting choice:
 * NotNull (none, or the 'none' row, where one is asked for), NotFound (a named row not found),
 * Mismatch (a row that does not fit, see option-fit), NotPriced (a frame without a price) and
 * Size (copies outside 1–100). Parts not asked for are dropped, print media and glass to 'none'.
 * @example checkChoices({ product: { productEnum: 'PHOTOFRAME', askForPaper: true, askForGlass: true, askForFrame: true }, chosen: { ...nothing }, named: {}, ... })
 * // -> { ok: false, fieldErrors: [productConfig NotNull, printMedia NotNull, glass NotNull, frame NotNull] }
 */
export const checkChoices = <R extends ChoiceRowTypes>(
  input: ChoicesToCheck<R>,
): Checked<CheckedChoices<R>> => {
  const { product, chosen, named, frameProfile } = input;
  const asked = askedPartsOf(product);
  const errors: FieldError[] = [];
  const fail = (field: ChoicePart | 'copies', message: string) =>
    errors.push(choiceError(field, message));
  const missing = (part: ChoicePart) => fail(part, named[part] ? 'NotFound' : 'NotNull');

  if (asked.productConfig) {
    if (!chosen.productConfig) missing('productConfig');
    else if (!configFits(chosen.productConfig, product)) fail('productConfig', 'Mismatch');
  }

  // Print media and glass: a chosen 'none' row is no choice at all.
  if (asked.mediaTypes.length) {
    if (!chosen.printMedia) missing('printMedia');
    else if (isNoneRow(chosen.printMedia)) fail('printMedia', 'NotNull');
    else if (!printMediaFits(chosen.printMedia, product)) fail('printMedia', 'Mismatch');
  }
  if (asked.glass) {
    if (!chosen.glass) missing('glass');
    else if (isNoneRow(chosen.glass)) fail('glass', 'NotNull');
    else if (!glassFits(chosen.glass, product)) fail('glass', 'Mismatch');
  }

  if (asked.pasparta && !chosen.pasparta) missing('pasparta');

  let frameThicknessMm = 0;
  if (asked.frame) {
    if (!chosen.frame) missing('frame');
    else {
      frameThicknessMm = Number(frameProfile?.thickness ?? 0);
      for (const problem of frameProblems(chosen.frame, frameProfile, product.productEnum))
        fail('frame', problem);
    }
  }

  const copies = input.copies ?? 1;
  if (!Number.isInteger(copies) || copies < COPIES_RANGE.min || copies > COPIES_RANGE.max)
    fail('copies', 'Size');
  if (errors.length) return { ok: false, fieldErrors: errors };

  return {
    ok: true,
    value: {
      productConfig: asked.productConfig ? chosen.productConfig : null,
      printMedia: asked.mediaTypes.length ? chosen.printMedia : input.none.printMedia,
      glass: asked.glass ? chosen.glass : input.none.glass,
      pasparta: asked.pasparta ? chosen.pasparta : null,
      frame: asked.frame ? chosen.frame : null,
      frameThicknessMm,
      copies,
    },
  };
};
