import {
  centsToEuros,
  type Deduction,
  type GiftVoucherOrder,
  soldVoucherTitle,
  HANDOVER_METHOD_LABELS,
  ORDER_STATUS_ON_CREATION,
  parseBreakdown,
  orderAmounts,
  owedPieceOf,
  pieceTitleOf,
  type craftedProduct,
  type HandoverMethod,
  type InputOf,
  type order,
  type OrderContact as ValidOrderContact,
  type OrderSnapshot,
  pickupPointAddress,
  type PickupPoint,
  type productConfig,
  type RowOf,
  printedPhotoCm as printedPhotoOf,
  shopDay,
} from '@fotoobraz/domain';
import { proformaNumber } from '../rendering/proforma.pdf.ts';
import type { PaymentQrInput } from '../rendering/payment-qr.ts';
import type { ProformaDocumentData } from './proforma.document.ts';
import type { ShopSettings } from '../../../services/shop-settings.ts';

type CraftedProductRow = RowOf<typeof craftedProduct>;
type ProductConfigRow = RowOf<typeof productConfig>;

/**
 * What the customer tells about themselves, the hand-over and the buyer, as the domain's request
 * schema validates it (the terms version is the placement's business, not the terms').
 */
export type OrderContact = Omit<ValidOrderContact, 'termsVersion'>;

/** The buyer the documents name, as the order stores it. */
export interface Buyer {
  buyerName: string | null;
  buyerStreet: string | null;
  buyerCity: string | null;
  buyerPostcode: string | null;
  buyerCountry: string | null;
  buyerIco: string | null;
  buyerDic: string | null;
  buyerIcDph: string | null;
}

/** A line of an order being placed: its crafted product (priced) and what the line costs. */
export interface PlacedLine {
  product: CraftedProductRow;
  /** The line's price, every copy included, in cents. */
  priceCents: number;
}

/** A line of `product` at its own price. */
export const lineOf = (product: CraftedProductRow): PlacedLine => ({
  product,
  priceCents: Math.round(Number(product.price) * 100),
});

/** The gift vouchers of an order being placed: those it buys, and what codes pay of it. */
export interface PlacedVouchers {
  ordered: readonly GiftVoucherOrder[];
  /** Each spent voucher's deduction (voucherDeductions), in the order the codes were given. */
  spent: readonly Deduction[];
}

export const NO_PLACED_VOUCHERS: PlacedVouchers = { ordered: [], spent: [] };

/** An order's money, dates and payment, fixed when it is placed. */
export interface OrderTerms {
  method: HandoverMethod;
  /** Every line's price together. */
  priceCents: number;
  postageCents: number;
  /** What the order costs: its pieces, postage and the vouchers it buys. */
  totalCents: number;
  /** What is left to pay once the vouchers spent on it paid their part. */
  amountDueCents: number;
  vouchers: PlacedVouchers;
  /** The packed parcel's weight, for the carrier; null with nothing to pack. */
  parcelWeightGrams: number | null;
  /** The order number: the first line's crafted product's id (customer spec). */
  variableSymbol: string;
  placedAt: Date;
  dueAt: Date;
  payment: PaymentQrInput;
  /** The hand-over in a sentence, as the invoice and the mail state it. */
  handover: string;
  /** The pick-up point of a `VYDAJNE_MIESTO` order, as it was when placed. */
  pickupPoint?: PickupPoint;
}

const DAY_MS = 86_400_000;
/** How an order of vouchers alone is handed over. */
const VOUCHERS_HANDOVER = 'Darčeková poukážka e-mailom (PDF)';

/**
 * The terms of an order of vouchers alone, numbered once its pro-forma is: its number, and so
 * its variable symbol, is the pro-forma's number in digits ('2026-000123' -> '2026000123'),
 * which no crafted product's id reaches.
 */
export const numberedByProforma = (terms: OrderTerms, proformaNumber: string): OrderTerms => {
  if (terms.variableSymbol) return terms;
  const variableSymbol = proformaNumber.replace(/\D/g, '');
  return {
    ...terms,
    variableSymbol,
    payment: { ...terms.payment, variableSymbol, note: `Objednávka ${variableSymbol}` },
  };
};
const DEFAULT_COUNTRY = 'Slovensko';

/**
 * The point an order goes to, in a sentence's words.
 * @example pickupPointText({ name: 'Žilina, Národná 12', street: 'Národná 12', zip: '010 01', city: 'Žilina', … }) // -> 'Výdajné miesto alebo Z-BOX Packeta: Žilina, Národná 12 (Národná 12, 010 01 Žilina)'
 */
export const pickupPointText = (
  point: Pick<PickupPoint, 'name' | 'street' | 'zip' | 'city'>,
): string =>
  `${HANDOVER_METHOD_LABELS.VYDAJNE_MIESTO}: ${point.name} (${pickupPointAddress(point)})`;

const handoverText = (
  contact: OrderContact,
  method: HandoverMethod,
  point: PickupPoint | undefined,
): string =>
  method === 'VYDAJNE_MIESTO' && point
    ? pickupPointText(point)
    : method === 'KURIER'
      ? `${HANDOVER_METHOD_LABELS.KURIER} na adresu ${[
          contact.deliveryName,
          contact.deliveryStreet,
          `${contact.deliveryPostcode ?? ''} ${contact.deliveryCity ?? ''}`.trim(),
          contact.deliveryCountry,
        ]
          .filter(Boolean)
          .join(', ')}`
      : HANDOVER_METHOD_LABELS.OSOBNY_ODBER;

/**
 * The terms of an order of `lines` placed at `now`: the lines' prices, the postage of the way
 * the parcel goes (checkedDelivery, once for the order), the due date and the payment the
 * invoice asks for.
 * @example orderTermsOf({ email: 'jana@example.sk' }, [lineOf(product)], settings, now, { postageCents: 0, parcel }).totalCents // -> price + 0 € postage for a pick-up
 */
export const orderTermsOf = (
  contact: OrderContact,
  lines: readonly PlacedLine[],
  settings: ShopSettings,
  now: Date,
  delivery: { postageCents: number; parcel: { weightGrams: number } | null },
  pickupPoint?: PickupPoint,
  vouchers: PlacedVouchers = NO_PLACED_VOUCHERS,
): OrderTerms => {
  const method = contact.handoverMethod ?? 'OSOBNY_ODBER';
  const amounts = orderAmounts({
    pieces: lines.map(({ product, priceCents }) => ({
      ...owedPieceOf(product),
      amountCents: priceCents,
    })),
    postageCents: delivery.postageCents,
    vouchers: vouchers.ordered.map((v) => ({
      voucherId: null,
      title: soldVoucherTitle(v.value * 100),
      amountCents: v.value * 100,
    })),
    deductions: vouchers.spent,
    vatPercent: settings.vatPayer ? settings.vatPercent : null,
  });
  const { piecesCents: priceCents, postageCents: postage, totalCents, amountDueCents } = amounts;
  // An order of vouchers alone is numbered by its pro-forma once that has its number.
  const variableSymbol = lines.length > 0 ? String(lines[0].product.id) : '';
  const dueAt = new Date(now.getTime() + settings.paymentDueDays * DAY_MS);
  return {
    method,
    priceCents,
    postageCents: postage,
    totalCents,
    amountDueCents,
    vouchers,
    parcelWeightGrams: delivery.parcel?.weightGrams ?? null,
    variableSymbol,
    placedAt: now,
    dueAt,
    payment: {
      iban: settings.supplier.iban,
      amountCents: amountDueCents,
      variableSymbol,
      beneficiaryName: settings.supplier.name,
      note: `Objednávka ${variableSymbol}`,
      dueDate: shopDay(dueAt),
    },
    handover: lines.length > 0 ? handoverText(contact, method, pickupPoint) : VOUCHERS_HANDOVER,
    ...(method === 'VYDAJNE_MIESTO' && pickupPoint && { pickupPoint }),
  };
};

/**
 * The buyer of an order: as the customer gave it (the country Slovensko unless said), else the
 * courier's addressee (the spec's clients and the wizard's 'same as delivery' send no buyer),
 * else nobody: a pick-up without a buyer is named by its e-mail.
 * @example buyerOf({ email: 'j@example.sk', handoverMethod: 'KURIER', deliveryName: 'Jana', … }, 'KURIER').buyerName // -> 'Jana'
 */
export const buyerOf = (contact: OrderContact, method: HandoverMethod): Buyer => {
  const given = contact.buyerName || contact.buyerIco;
  if (given) {
    return {
      buyerName: contact.buyerName ?? null,
      buyerStreet: contact.buyerStreet ?? null,
      buyerCity: contact.buyerCity ?? null,
      buyerPostcode: contact.buyerPostcode ?? null,
      buyerCountry: contact.buyerCountry || DEFAULT_COUNTRY,
      buyerIco: contact.buyerIco ?? null,
      buyerDic: contact.buyerDic ?? null,
      buyerIcDph: contact.buyerIcDph ?? null,
    };
  }
  const courier = method === 'KURIER';
  return {
    buyerName: courier ? (contact.deliveryName ?? null) : null,
    buyerStreet: courier ? (contact.deliveryStreet ?? null) : null,
    buyerCity: courier ? (contact.deliveryCity ?? null) : null,
    buyerPostcode: courier ? (contact.deliveryPostcode ?? null) : null,
    buyerCountry: courier ? contact.deliveryCountry || DEFAULT_COUNTRY : null,
    buyerIco: null,
    buyerDic: null,
    buyerIcDph: null,
  };
};

/** The buyer's address and registration numbers as lines of a document's customer block. */
const buyerLines = (buyer: Buyer): string[] | undefined => {
  if (!buyer.buyerStreet) return undefined;
  return [
    buyer.buyerStreet,
    `${buyer.buyerPostcode ?? ''} ${buyer.buyerCity ?? ''}`.trim(),
    buyer.buyerCountry ?? DEFAULT_COUNTRY,
    ...(buyer.buyerIco ? [`IČO: ${buyer.buyerIco}`] : []),
    ...(buyer.buyerDic ? [`DIČ: ${buyer.buyerDic}`] : []),
    ...(buyer.buyerIcDph ? [`IČ DPH: ${buyer.buyerIcDph}`] : []),
  ];
};

/** The order's row as placed: the contact, the terms and the snapshot of what was ordered. */
export const placedOrderRow = (
  contact: OrderContact,
  product: CraftedProductRow | undefined,
  terms: OrderTerms,
  snapshot: OrderSnapshot | undefined,
  invoiceNumber: string,
): InputOf<typeof order> => ({
  orderDate: terms.placedAt.toISOString(),
  status: ORDER_STATUS_ON_CREATION,
  email: contact.email,
  phone: contact.phone ?? null,
  userNote: contact.userNote ?? null,
  craftedProduct: product ? { id: product.id } : null,
  handoverMethod: terms.method,
  deliveryName: contact.deliveryName ?? null,
  deliveryStreet: contact.deliveryStreet ?? null,
  deliveryCity: contact.deliveryCity ?? null,
  deliveryPostcode: contact.deliveryPostcode ?? null,
  deliveryCountry: terms.method === 'KURIER' ? (contact.deliveryCountry ?? DEFAULT_COUNTRY) : null,
  ...pickupPointColumns(terms.pickupPoint),
  postage: centsToEuros(terms.postageCents),
  totalAmount: centsToEuros(terms.totalCents),
  parcelWeightGrams: terms.parcelWeightGrams,
  invoiceNumber,
  variableSymbol: terms.variableSymbol,
  paymentDueDate: terms.dueAt.toISOString(),
  snapshot: snapshot ? JSON.stringify(snapshot) : null,
  ...buyerOf(contact, terms.method),
});

/** The point's id and snapshot on the order; all null for another hand-over. */
const pickupPointColumns = (point: PickupPoint | undefined) => ({
  pickupPointId: point?.id ?? null,
  pickupPointKind: point?.kind ?? null,
  pickupPointName: point?.name ?? null,
  pickupPointStreet: point?.street ?? null,
  pickupPointCity: point?.city ?? null,
  pickupPointZip: point?.zip ?? null,
});

/** The pro-forma invoice's number in the yearly series: `2026-000123`. */
export const proformaNumbering = (terms: OrderTerms, seq: number) => {
  const year = proformaYear(terms);
  return { year, seq, number: proformaNumber(year, seq) };
};

/** The year whose series numbers the order's pro-forma: the order's day in Bratislava. */
export const proformaYear = (terms: OrderTerms): number =>
  Number(shopDay(terms.placedAt).slice(0, 4));

/** The pro-forma's customer: the buyer with its address and numbers, reached by e-mail. */
const customerOf = (contact: OrderContact, method: HandoverMethod) => {
  const buyer = buyerOf(contact, method);
  return {
    name: buyer.buyerName ?? undefined,
    email: contact.email,
    phone: contact.phone ?? undefined,
    addressLines: buyerLines(buyer),
  };
};

/** Everything the pro-forma invoice states, for rendering after the order's transaction. */
export const proformaOf = (
  contact: OrderContact,
  lines: readonly PlacedLine[],
  terms: OrderTerms,
  settings: ShopSettings,
  numbering: { year: number; seq: number; number: string },
  /** Each line's withdrawal wording, printed under it. */
  withdrawal: readonly string[],
): ProformaDocumentData => ({
  invoice: {
    number: numbering.number,
    issueDate: shopDay(terms.placedAt),
    dueDate: shopDay(terms.dueAt),
    variableSymbol: terms.variableSymbol,
    supplier: settings.supplier,
    vatPayer: settings.vatPayer,
    vatPercent: settings.vatPercent,
    customer: customerOf(contact, terms.method),
    items: [
      ...lines.map(({ product, priceCents }, n) => ({
        title: pieceTitleOf(product),
        breakdown: parseBreakdown(product.text2 as string),
        quantity: Number(product.copies ?? 1),
        amountCents: priceCents,
        withdrawal: withdrawal[n],
      })),
      ...terms.vouchers.ordered.map((voucher, n) => ({
        title: `${soldVoucherTitle(voucher.value * 100)} – pre: ${voucher.recipientName}`,
        breakdown: [],
        quantity: 1,
        amountCents: voucher.value * 100,
        withdrawal: withdrawal[lines.length + n],
      })),
      ...terms.vouchers.spent.map((deduction) => ({
        title: deduction.title,
        breakdown: [],
        quantity: 1,
        amountCents: -deduction.amountCents,
      })),
    ],
    postageCents: terms.postageCents,
    handover: terms.handover,
    totalCents: terms.amountDueCents,
  },
  payment: terms.payment,
  year: numbering.year,
  seq: numbering.seq,
  issuedAt: terms.placedAt.toISOString(),
  dueAt: terms.dueAt.toISOString(),
  amount: centsToEuros(terms.amountDueCents),
});

/** The printed photo's size in cm: the mat window, or the whole piece. */
export const printedPhotoCm = (product: CraftedProductRow, config: ProductConfigRow | null) =>
  printedPhotoOf(
    { widthCm: Number(product.finalWidth), heightCm: Number(product.finalHeight) },
    config,
  );
