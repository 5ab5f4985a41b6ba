import { PAGED, VISITOR_OWNER_FIELDS, customerData, defineEntity } from './entity.ts';
import { ORDER_STATUS_ON_CREATION } from './enums.ts';
import { PACKET_STATE } from '../delivery/packet.ts';
import { decimal, enumOf, instant, long, relation, string, text } from './fields.ts';

/**
 * Hand-over methods: personal pick-up by agreement (0 €), Packeta's home delivery by courier, or
 * a Packeta pick-up point (a staffed point or a Z-BOX, as the chosen point's kind says).
 */
export const HANDOVER_METHOD = ['OSOBNY_ODBER', 'KURIER', 'VYDAJNE_MIESTO'] as const;
export type HandoverMethod = (typeof HANDOVER_METHOD)[number];
export const HANDOVER_METHOD_LABELS: Readonly<Record<HandoverMethod, string>> = {
  OSOBNY_ODBER: 'Osobný odber po dohode',
  KURIER: 'Doručenie kuriérom na adresu',
  VYDAJNE_MIESTO: 'Výdajné miesto alebo Z-BOX Packeta',
};

/** A Packeta pick-up point's kind: a staffed point, or a Z-BOX (a parcel locker, smaller boxes). */
export const PICKUP_POINT_KIND = ['POINT', 'ZBOX'] as const;
export type PickupPointKind = (typeof PICKUP_POINT_KIND)[number];
export const PICKUP_POINT_KIND_LABELS: Readonly<Record<PickupPointKind, string>> = {
  POINT: 'Výdajné miesto',
  ZBOX: 'Z-BOX',
};

/**
 * A customer's order of one crafted product. Beyond the spec's fields it carries the hand-over
 * (method and delivery address), the amounts and payment details the pro-forma invoice states,
 * and a JSON snapshot of what was ordered, so later catalogue edits never change it.
 */
export const order = defineEntity({
  name: 'order',
  apiPath: 'orders',
  route: 'order',
  table: 'customer_order',
  label: 'Objednávka',
  labelPlural: 'Objednávky',
  display: 'id',
  access: customerData({ create: 'anyone', update: 'admin', ownership: 'visitor' }),
  list: PAGED(),
  // The owner finds the order a customer calls about by what the customer knows: its number
  // (the variable symbol), the e-mail, or a name on it.
  filters: [
    {
      param: 'filter',
      kind: 'contains',
      fields: ['variableSymbol', 'email', 'buyerName', 'deliveryName'],
    },
    // The packet's state is kept in the packets' own table, one row per order (NONE: no packet).
    {
      param: 'packetState',
      kind: 'belongingRow',
      table: 'order_packet',
      key: 'order_id',
      column: 'state',
      values: PACKET_STATE,
      none: 'NONE',
    },
  ],
  fields: {
    orderDate: instant('Dátum objednávky', { required: true, serverOwned: true, onCreate: 'now' }),
    status: string('Stav', {
      required: true,
      serverOwned: true,
      onCreate: ORDER_STATUS_ON_CREATION,
    }),
    email: string('E-mail', { maxLength: 254 }),
    phone: string('Telefón', { maxLength: 50 }),
    userNote: text('Poznámka zákazníka'),
    strojnikNote: text('Poznámka strojníka', { serverOwned: true }),
    expeditionDate: instant('Dátum expedície', { serverOwned: true }),
    ...VISITOR_OWNER_FIELDS,
    craftedProduct: relation('Vyrobený produkt', 'craftedProduct', 'id'),
    handoverMethod: enumOf('Spôsob odovzdania', HANDOVER_METHOD, {
      formDefault: 'OSOBNY_ODBER',
      valueLabels: HANDOVER_METHOD_LABELS,
    }),
    deliveryName: string('Meno a priezvisko', { maxLength: 100 }),
    deliveryStreet: string('Ulica a číslo', { maxLength: 200 }),
    deliveryCity: string('Obec', { maxLength: 100 }),
    deliveryPostcode: string('PSČ', { maxLength: 20 }),
    deliveryCountry: string('Štát', { maxLength: 100 }),
    // The chosen pick-up point as it was when the order was placed: a point that later moves or
    // closes does not change where this parcel was sent.
    pickupPointId: string('Výdajné miesto (id Packeta)', { maxLength: 20 }),
    pickupPointKind: enumOf('Druh výdajného miesta', PICKUP_POINT_KIND, {
      serverOwned: true,
      valueLabels: PICKUP_POINT_KIND_LABELS,
    }),
    pickupPointName: string('Výdajné miesto', { maxLength: 200, serverOwned: true }),
    pickupPointStreet: string('Ulica výdajného miesta', { maxLength: 200, serverOwned: true }),
    pickupPointCity: string('Obec výdajného miesta', { maxLength: 100, serverOwned: true }),
    pickupPointZip: string('PSČ výdajného miesta', { maxLength: 20, serverOwned: true }),
    // The packed parcel's weight as the order was placed: what the carrier is told.
    parcelWeightGrams: long('Hmotnosť zásielky (g)', { serverOwned: true }),
    // The day the shop promised to send the order off ('YYYY-MM-DD'), as the order was placed.
    dispatchDate: string('Odošleme do', { maxLength: 10, serverOwned: true }),
    postage: decimal('Poštovné', { serverOwned: true }),
    totalAmount: decimal('Spolu na úhradu', { serverOwned: true }),
    invoiceNumber: string('Číslo zálohovej faktúry', { maxLength: 20, serverOwned: true }),
    variableSymbol: string('Variabilný symbol', { maxLength: 10, serverOwned: true }),
    paymentDueDate: instant('Splatnosť', { serverOwned: true }),
    snapshot: text('Objednaná konfigurácia', { serverOwned: true }),
    // The buyer as the invoice names them: a person's name and address, or a company's with its
    // registration numbers (IČO, DIČ, IČ DPH) when bought 'na firmu'.
    buyerName: string('Odberateľ', { maxLength: 200 }),
    buyerStreet: string('Ulica a číslo (fakturačná)', { maxLength: 200 }),
    buyerCity: string('Obec (fakturačná)', { maxLength: 100 }),
    buyerPostcode: string('PSČ (fakturačné)', { maxLength: 20 }),
    buyerCountry: string('Štát (fakturačný)', { maxLength: 100 }),
    // The back-office's edits keep the numbers' forms; the order form checks IČO's digit too.
    buyerIco: string('IČO', { maxLength: 8, pattern: /^\d{8}$/ }),
    buyerDic: string('DIČ', { maxLength: 10, pattern: /^\d{10}$/ }),
    buyerIcDph: string('IČ DPH', { maxLength: 12, pattern: /^SK\d{10}$/ }),
    termsVersion: long('Verzia prijatých obchodných podmienok', { serverOwned: true }),
  },
});
