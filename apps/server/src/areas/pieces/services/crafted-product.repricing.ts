import {
  basketProblemOf,
  centsToEuros,
  craftedProduct as craftedProductEntity,
  type BasketProblem,
  type CraftedProductRequest,
  type FieldError,
  type InputOf,
  type RowOf,
} from '@fotoobraz/domain';
import type { Caller } from '../../../lib/caller.ts';
import { Problem } from '../../../lib/problem.ts';
import { CHOICE_ENTITIES } from './crafted-product.configuration.ts';

export type CraftedRow = RowOf<typeof craftedProductEntity>;

/** The values repricing changes: the price with its texts, and the copies it was priced for. */
export type RepricedValues = Pick<
  InputOf<typeof craftedProductEntity>,
  | 'copies'
  | 'price'
  | 'totalPrice'
  | 'lowestPrice30Days'
  | 'text1'
  | 'text2'
  | 'text3'
  | 'finalWidth'
  | 'finalHeight'
  | 'productionDays'
>;

/** A crafted product priced with today's catalogue, or what keeps it from being priced. */
export type Repriced =
  { values: RepricedValues; problems: [] } | { values?: undefined; problems: BasketProblem[] };

const refOf = (ref: { id: number } | null | undefined) => (ref ? { id: ref.id } : null);

/** The customer's choices a stored crafted product was made of, to configure it again. */
export const configurationInputOf = (row: CraftedRow): CraftedProductRequest => ({
  productEnum: row.productEnum,
  photo: refOf(row.photo),
  internalImage: refOf(row.internalImage),
  productConfig: refOf(row.productConfig),
  printMedia: refOf(row.printMedia),
  glass: refOf(row.glass),
  pasparta: refOf(row.pasparta),
  frame: refOf(row.frame),
  copies: row.copies,
  expressProduction: row.expressProduction,
  photoOnlyWidth: row.photoOnlyWidth,
  photoOnlyHeight: row.photoOnlyHeight,
  cropX: row.cropX,
  cropY: row.cropY,
  cropWidth: row.cropWidth,
  cropHeight: row.cropHeight,
});

/**
 * The caller as a customer sees the catalogue: an admin's own basket is flagged for disabled
 * choices as anyone's would be (photos stay theirs by the user id).
 */
export const asCustomer = (caller: Caller): Caller =>
  caller.user ? { ...caller, user: { ...caller.user, authorities: [] } } : caller;

/** Whether repricing changed anything that is stored. */
export const repricingChanged = (row: CraftedRow, values: RepricedValues): boolean =>
  (Object.keys(values) as (keyof RepricedValues)[]).some(
    (key) => (row[key] ?? null) !== (values[key] ?? null),
  );

/**
 * The basket's problems of a configuration the resolver refused: each choice it names, with the
 * row's name when the row still exists (`nameOf`); anything else is one problem of the whole.
 */
export const problemsOf = async (
  error: unknown,
  row: CraftedRow,
  nameOf: (field: keyof typeof CHOICE_ENTITIES, id: number) => Promise<string | null>,
): Promise<BasketProblem[]> => {
  if (error instanceof RangeError) return [basketProblemOf('productConfig')];
  if (!(error instanceof Problem) || error.status !== 400) throw error;
  const fieldErrors = (error.body.fieldErrors ?? []) as FieldError[];
  const problems: BasketProblem[] = [];
  for (const { field } of fieldErrors) {
    const ref = row[field as keyof CraftedRow] as { id: number } | null | undefined;
    const name =
      field in CHOICE_ENTITIES && ref?.id
        ? await nameOf(field as keyof typeof CHOICE_ENTITIES, ref.id)
        : null;
    const problem = basketProblemOf(field, name);
    if (!problems.some((p) => p.field === problem.field)) problems.push(problem);
  }
  return problems.length ? problems : [basketProblemOf('productConfig')];
};

/** The stored values a price sets, in euros: both a saved and a repriced product take them. */
export const repricedValues = (
  price: {
    priceCents: number;
    totalPriceCents: number;
    lowestPrice30DaysCents: number | null;
    text1: string;
    text2: string;
    text3: string;
    finalWidth: number;
    finalHeight: number;
    productionDays: number;
  },
  copies: number,
): RepricedValues => ({
  copies,
  price: centsToEuros(price.priceCents),
  totalPrice: centsToEuros(price.totalPriceCents),
  lowestPrice30Days:
    price.lowestPrice30DaysCents === null ? null : centsToEuros(price.lowestPrice30DaysCents),
  text1: price.text1,
  text2: price.text2,
  text3: price.text3,
  finalWidth: price.finalWidth,
  finalHeight: price.finalHeight,
  productionDays: price.productionDays,
});
