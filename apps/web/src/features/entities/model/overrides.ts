import {
  blob,
  orderNumberOf,
  frame,
  isOrderStatus,
  order,
  ORDER_STATUS_LABELS,
  photo,
  type EntityDef,
} from '@fotoobraz/domain';

/**
 * Where an entity's screens differ from the generic ones, and why. Everything else (fields,
 * validation, list behaviour, the frame list's text filter, frame-2's infinite scroll) comes
 * from the entity model itself.
 */

/**
 * `POST /api/photos` is the upload pipeline (DESIGN.md §4): it takes a JPEG and a title and
 * works out everything else, so a new photo's form asks for just those.
 */
const PHOTO_UPLOAD: EntityDef = {
  ...photo,
  fields: {
    image: blob('Fotografia (JPEG)', 'large', { required: true }),
    title: photo.fields.title,
  },
};

/** The entity whose fields a form of `mode` shows and validates. */
export const formEntity = (entity: EntityDef, mode: 'create' | 'update'): EntityDef =>
  entity === photo && mode === 'create' ? PHOTO_UPLOAD : entity;

/** The file types an image picker offers: the upload takes only JPEGs, other images any kind. */
export const acceptOf = (entity: EntityDef): string =>
  entity === PHOTO_UPLOAD ? 'image/jpeg' : 'image/*';

/**
 * A column of a list: a field of the entity, or one of the order list's own: the crafted
 * product's preview, the customer the documents name, and the hand-over with its packet.
 */
export type Column =
  | { kind: 'field'; name: string }
  | { kind: 'orderPreview' }
  | { kind: 'orderCustomer' }
  | { kind: 'orderPacket' };

const fieldColumns = (...names: string[]): Column[] =>
  names.map((name): Column => ({ kind: 'field', name }));

/**
 * The order list leads with what the owner is asked about (the number, the date, who ordered,
 * the total with postage, the status), then the spec's other columns (email, phone, userNote,
 * strojnikNote, expeditionDate, a preview of the crafted product) and the crafted product.
 */
const ORDER_COLUMNS: readonly Column[] = [
  ...fieldColumns('orderDate'),
  { kind: 'orderCustomer' },
  ...fieldColumns('totalAmount', 'status'),
  // How it leaves, and where its Packeta packet is.
  { kind: 'orderPacket' },
  ...fieldColumns('email', 'phone', 'userNote'),
  ...fieldColumns('strojnikNote', 'expeditionDate'),
  { kind: 'orderPreview' },
  ...fieldColumns('craftedProduct'),
];

/**
 * Who ordered, as the documents name them: the company or person billed, else the delivery's
 * name, else (a private personal pick-up) the e-mail.
 * @example orderCustomerOf({ buyerName: null, deliveryName: 'Jana Kováčová', email: 'j@x.sk' }) // -> 'Jana Kováčová'
 */
export const orderCustomerOf = (row: Record<string, unknown>): string => {
  const named = [row.buyerName, row.deliveryName, row.email].find(
    (v) => typeof v === 'string' && v.trim() !== '',
  );
  return typeof named === 'string' ? named : '';
};

/**
 * What names a row where the owner must recognise it (a list's first column, a detail's title, a
 * delete dialog): an order by the number its customer knows, any other row by its display field.
 */
export const rowNameOf = (entity: EntityDef, row: Record<string, unknown> & { id: number }) => {
  if (entity === order) return orderNumberOf(row);
  const shown = row[entity.display];
  return typeof shown === 'string' && shown.trim() !== '' ? shown : String(row.id);
};

/** A list's columns after the id: every field but long texts, unless the entity says otherwise. */
export const columnsOf = (entity: EntityDef): readonly Column[] =>
  entity === order
    ? ORDER_COLUMNS
    : Object.entries(entity.fields)
        .filter(([, f]) => f.kind !== 'text')
        .map(([name]) => ({ kind: 'field', name }));

/** The field the order list's preview column sorts by. */
export const ORDER_PREVIEW_SORT = 'craftedProduct';

/**
 * Enum values the forms no longer offer: mats imported from the old shop may say BRONOZVA (its
 * spelling slip), which is shown as stored but not offered for new choices.
 */
const LEGACY_ENUM_VALUES: ReadonlySet<string> = new Set(['BRONOZVA']);

export const enumChoices = (values: readonly string[], current: string): string[] =>
  values.filter((v) => !LEGACY_ENUM_VALUES.has(v) || v === current);

/** An order's status is shown by its Slovak name (the data keeps the code). */
export const valueLabel = (entity: EntityDef, name: string, value: string): string =>
  entity === order && name === 'status' && isOrderStatus(value)
    ? ORDER_STATUS_LABELS[value]
    : value;

/** The frame list's page buttons sit above the rows as well as below them (spec §2). */
export const pageButtonsOnTop = (entity: EntityDef): boolean => entity === frame;
