import { z } from 'zod';
import { HANDOVER_METHOD } from '../entities/order.entity.ts';
import { PAYMENT_METHODS } from '../orders/card-payment.ts';
import { isOrderStatus, type OrderStatus } from '../orders/order-status.ts';
import { typeError } from '../validation/constraints.ts';
import {
  DicSchema,
  IcDphSchema,
  IcoSchema,
  isValidDic,
  isValidIcDph,
} from '../validation/business-ids.ts';
import { CalendarDaySchema } from '../validation/dates.ts';
import { emailSchema } from '../validation/email.ts';
import { IdSchema } from '../validation/ids.ts';
import { LineTextSchema, LongTextSchema } from '../validation/texts.ts';
import { MAX_ORDERED_VOUCHERS } from '../gift-vouchers/voucher-terms.ts';
import { GiftVoucherOrderSchema, VoucherCodesSchema } from './gift-voucher.requests.ts';

const line = (max: number) => LineTextSchema.trim().max(max, { error: 'Size' }).nullish();

/** The delivery address a courier needs; personal pick-up needs none. */
const COURIER_ADDRESS = [
  'deliveryName',
  'deliveryStreet',
  'deliveryCity',
  'deliveryPostcode',
] as const;

const reachShape = {
  email: emailSchema(),
  phone: line(50),
  userNote: LongTextSchema.max(2000, { error: 'Size' }).nullish(),
};

const handoverShape = {
  handoverMethod: z.enum(HANDOVER_METHOD, { error: typeError }).nullish(),
  deliveryName: line(100),
  deliveryStreet: line(200),
  deliveryCity: line(100),
  deliveryPostcode: line(20),
  deliveryCountry: line(100),
  /** Packeta's id of the pick-up point or Z-BOX, for `VYDAJNE_MIESTO`. */
  pickupPointId: LineTextSchema.trim()
    .regex(/^\d{1,20}$/, { error: 'Pattern' })
    .nullish(),
};

/** The buyer's name and address, which a document naming the buyer needs all of. */
export const BUYER_ADDRESS = ['buyerName', 'buyerStreet', 'buyerCity', 'buyerPostcode'] as const;

/** The registration numbers of a buyer that buys 'na firmu'. */
export const BUYER_COMPANY_IDS = ['buyerIco', 'buyerDic', 'buyerIcDph'] as const;

/** Every field of the buyer, as the order stores them. */
export const BUYER_FIELDS = [...BUYER_ADDRESS, 'buyerCountry', ...BUYER_COMPANY_IDS] as const;
export type BuyerField = (typeof BUYER_FIELDS)[number];

const buyerShape = {
  buyerName: line(200),
  buyerStreet: line(200),
  buyerCity: line(100),
  buyerPostcode: line(20),
  buyerCountry: line(100),
  buyerIco: IcoSchema,
  buyerDic: DicSchema,
  buyerIcDph: IcDphSchema,
};

type Buyer = { [F in BuyerField]?: string | null };

/**
 * A buyer is named whole or not at all: any of its fields asks for the name and the address
 * (`NotNull` on each missing part); a DIČ or IČ DPH belongs to a company with an IČO; a Slovak
 * IČ DPH is 'SK' and the DIČ (`Mismatch` when both are given and differ).
 */
const buyerIsWhole = (order: Buyer, ctx: z.RefinementCtx) => {
  if (!BUYER_FIELDS.some((field) => order[field])) return;
  for (const field of BUYER_ADDRESS) {
    if (!order[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'NotNull' });
  }
  if (!order.buyerIco && (order.buyerDic || order.buyerIcDph)) {
    ctx.addIssue({ code: 'custom', path: ['buyerIco'], message: 'NotNull' });
  }
  const { buyerDic: dic, buyerIcDph: icDph } = order;
  // Only numbers of the right form are compared: a wrong form has its own error already.
  if (dic && icDph && isValidDic(dic) && isValidIcDph(icDph) && icDph !== `SK${dic}`) {
    ctx.addIssue({ code: 'custom', path: ['buyerIcDph'], message: 'Mismatch' });
  }
};

const courierNeedsAddress = (
  order: { handoverMethod?: string | null } & Partial<Record<string, unknown>>,
  ctx: z.RefinementCtx,
) => {
  if (order.handoverMethod !== 'KURIER') return;
  for (const field of COURIER_ADDRESS) {
    if (!order[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'NotNull' });
  }
};

/** An order to a pick-up point names the point (`NotNull` on pickupPointId). */
const pointNeedsItsId = (
  order: { handoverMethod?: string | null; pickupPointId?: string | null },
  ctx: z.RefinementCtx,
) => {
  if (order.handoverMethod === 'VYDAJNE_MIESTO' && !order.pickupPointId) {
    ctx.addIssue({ code: 'custom', path: ['pickupPointId'], message: 'NotNull' });
  }
};

/**
 * How the customer is reached and gets the piece: e-mail, phone, note, the hand-over with the
 * address a courier needs (`NotNull` on each missing part of it), and the buyer the documents
 * name (optional; whole when given, see buyerIsWhole).
 * @example OrderContactSchema.safeParse({ email: 'jana@example.sk', handoverMethod: 'KURIER' }).error?.issues.length // -> 4
 */
export const OrderContactSchema = z
  .object({ ...reachShape, ...handoverShape, ...buyerShape })
  .superRefine(courierNeedsAddress)
  .superRefine(pointNeedsItsId)
  .superRefine(buyerIsWhole);
export type OrderContact = z.output<typeof OrderContactSchema>;

/** The most lines one order takes (the basket's contract). */
export const MAX_ORDER_LINES = 50;

const craftedProductRef = z.object({ id: IdSchema }, { error: 'NotNull' });

/** One line of an order being placed: the customer's crafted product. */
export const OrderLineRequestSchema = z.object(
  { craftedProduct: craftedProductRef },
  { error: 'NotNull' },
);

/**
 * An order names what it orders as `items` (the basket) or as the spec's single `craftedProduct`
 * (one line), and gift vouchers beside or instead of them; nothing is `NotNull` on
 * `craftedProduct`, both forms naming different first pieces a `Conflict`. The same crafted
 * product twice is `Duplicate` on its second line. Voucher codes pay pieces: an order of
 * vouchers alone takes none (`Conflict` on voucherCodes: a voucher cannot buy a voucher).
 */
const namesWhatIsOrdered = (
  order: {
    craftedProduct?: { id: number } | null;
    items?: { craftedProduct: { id: number } }[] | null;
    giftVouchers?: unknown[] | null;
    voucherCodes?: string[] | null;
  },
  ctx: z.RefinementCtx,
) => {
  if (!order.items && !order.craftedProduct) {
    if (!order.giftVouchers?.length) {
      ctx.addIssue({ code: 'custom', path: ['craftedProduct'], message: 'NotNull' });
    } else if (order.voucherCodes?.length) {
      ctx.addIssue({ code: 'custom', path: ['voucherCodes'], message: 'Conflict' });
    }
    return;
  }
  const first = order.items?.[0]?.craftedProduct.id;
  if (order.items && order.craftedProduct && first !== order.craftedProduct.id) {
    ctx.addIssue({ code: 'custom', path: ['craftedProduct'], message: 'Conflict' });
  }
  const seen = new Set<number>();
  order.items?.forEach((line, n) => {
    if (seen.has(line.craftedProduct.id)) {
      ctx.addIssue({ code: 'custom', path: ['items', n, 'craftedProduct'], message: 'Duplicate' });
    }
    seen.add(line.craftedProduct.id);
  });
};

/**
 * An order placed from the wizard or the basket (`POST /api/orders`): the contact, the customer's
 * crafted products as `items` (1 to 50 lines) or the spec's single `craftedProduct`, and the
 * version of the terms and conditions the customer confirmed (optional: the spec's clients send
 * none). Prices, status and owner are the server's. `orderedIdsOf` reads the lines of either form.
 * @example PlaceOrderSchema.safeParse({ email: 'jana@example.sk', craftedProduct: { id: '7' } }).data?.craftedProduct // -> { id: 7 }
 */
export const PlaceOrderSchema = z
  .object({
    ...reachShape,
    craftedProduct: craftedProductRef.nullish(),
    items: z
      .array(OrderLineRequestSchema, { error: typeError })
      .min(1, { error: 'Size' })
      .max(MAX_ORDER_LINES, { error: 'Size' })
      .nullish(),
    ...handoverShape,
    ...buyerShape,
    termsVersion: IdSchema.nullish(),
    giftVouchers: z
      .array(GiftVoucherOrderSchema, { error: typeError })
      .max(MAX_ORDERED_VOUCHERS, { error: 'Size' })
      .nullish(),
    voucherCodes: VoucherCodesSchema.nullish(),
    /** Unset: PREVOD, as every order was paid before the card gateway. */
    paymentMethod: z.enum(PAYMENT_METHODS, { error: typeError }).nullish(),
  })
  .superRefine(namesWhatIsOrdered)
  .superRefine(courierNeedsAddress)
  .superRefine(pointNeedsItsId)
  .superRefine(buyerIsWhole);
export type PlaceOrderRequest = z.output<typeof PlaceOrderSchema>;

/**
 * The crafted products an order places, line by line: its `items`, else its one `craftedProduct`.
 * @example orderedIdsOf({ items: [{ craftedProduct: { id: 7 } }, { craftedProduct: { id: 9 } }] }) // -> [7, 9]
 */
export const orderedIdsOf = (
  order: Pick<PlaceOrderRequest, 'craftedProduct' | 'items'>,
): number[] =>
  order.items
    ? order.items.map((line) => line.craftedProduct.id)
    : order.craftedProduct
      ? [order.craftedProduct.id]
      : [];

/**
 * An administrator's step along the order workflow (`POST /api/orders/{id}/status`); whether the
 * step is allowed from the current status is the workflow's business.
 * @example OrderStatusChangeSchema.parse({ status: 'ZAPLATENA' }).status // -> 'ZAPLATENA'
 */
export const OrderStatusChangeSchema = z.object({
  status: LineTextSchema.refine(isOrderStatus, { error: 'Pattern' }).transform(
    (s) => s as OrderStatus,
  ),
  note: LongTextSchema.max(2000, { error: 'Size' }).nullish(),
  /** The day the payment arrived, for a step to ZAPLATENA; today (Bratislava) when absent. */
  paidOn: CalendarDaySchema.nullish(),
});
export type OrderStatusChange = z.output<typeof OrderStatusChangeSchema>;

/**
 * The number a customer knows their order by (its variable symbol, never the row id): digits,
 * as they are printed; spaces a customer copies along are dropped.
 */
export const OrderNumberSchema = z
  .string({ error: typeError })
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{1,10}$/, { error: 'Pattern' }));

/**
 * `POST /api/orders/lookup`: the order a customer's page names by its number (the address of
 * the thank-you and card payment pages), for its owner or visitor, or for the holder of a
 * pro-forma mail's card payment link.
 */
export const OrderLookupSchema = z.object({
  orderNumber: OrderNumberSchema,
  token: z
    .string({ error: typeError })
    .max(100, { error: 'Size' })
    .optional()
    .describe("A pro-forma mail's card payment link (`token` in its address), for no session"),
});
export type OrderLookupRequest = z.output<typeof OrderLookupSchema>;
