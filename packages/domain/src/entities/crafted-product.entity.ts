import { PAGED, customerData, defineEntity } from './entity.ts';
import { PRODUCT_ENUM } from './enums.ts';
import { blob, boolean, decimal, enumOf, instant, integer, long, relation, string, text } from './fields.ts';

/** One configured piece: the customer's photo made into a product of a size, with its price. */
export const craftedProduct = defineEntity({
  name: 'craftedProduct',
  apiPath: 'crafted-products',
  route: 'crafted-product',
  table: 'crafted_product',
  label: 'Vyrobený produkt',
  labelPlural: 'Vyrobené produkty',
  display: 'id',
  access: customerData({ create: 'anyone', update: 'owner', ownership: 'visitor' }),
  list: PAGED(),
  fields: {
    productEnum: enumOf('Druh produktu', PRODUCT_ENUM),
    finalHeight: decimal('Výsledná výška (cm)', { serverOwned: true }),
    finalWidth: decimal('Výsledná šírka (cm)', { serverOwned: true }),
    price: decimal('Cena', { serverOwned: true }),
    copies: integer('Počet kusov', { min: 1 }),
    // Chosen on the product step; priced as 'Expresná výroba' only where it brings the day forward.
    expressProduction: boolean('Expresná výroba'),
    // The parts' production days when last priced: the dispatch day of a read needs no parts.
    productionDays: integer('Výrobné dni', { serverOwned: true }),
    totalPrice: decimal('Pôvodná cena', { serverOwned: true }),
    // Omnibus: shown beside a promotion; null when none applies.
    lowestPrice30Days: decimal('Najnižšia cena za 30 dní pred zľavou', { serverOwned: true }),
    text1: string('Zhrnutie', { maxLength: 1000 }),
    text2: string('Rozpis ceny', { maxLength: 1000 }),
    text3: text('Názov produktu', { serverOwned: true }),
    // Requested sizes, then clamped (DESIGN.md §5); nonsense is refused rather than clamped.
    photoOnlyHeight: decimal('Výška fotografie (cm)', { positive: true, max: 1000 }),
    photoOnlyWidth: decimal('Šírka fotografie (cm)', { positive: true, max: 1000 }),
    previewThumb: blob('Náhľad', 'small', { serverOwned: true }),
    previewHeight: integer('Výška náhľadu', { serverOwned: true }),
    previewWidth: integer('Šírka náhľadu', { serverOwned: true }),
    cropThumb: blob('Náhľad orezu', 'small', { serverOwned: true }),
    cropThumbHeight: integer('Výška náhľadu orezu', { serverOwned: true }),
    cropThumbWidth: integer('Šírka náhľadu orezu', { serverOwned: true }),
    cropX: integer('Orez X'),
    cropY: integer('Orez Y'),
    cropHeight: integer('Orez výška'),
    cropWidth: integer('Orez šírka'),
    cropRealX: integer('Orez X (originál)', { serverOwned: true }),
    cropRealY: integer('Orez Y (originál)', { serverOwned: true }),
    cropRealHeight: integer('Orez výška (originál)', { serverOwned: true }),
    cropRealWidth: integer('Orez šírka (originál)', { serverOwned: true }),
    createdDate: instant('Vytvorený', { serverOwned: true, onCreate: 'now' }),
    usrid: long('Používateľ (id)', { serverOwned: true }),
    sid: string('Návštevník (sid)', { serverOwned: true, adminOnly: true }),
    user: relation('Používateľ', 'user', 'login', { serverOwned: true }),
    photo: relation('Fotografia', 'photo', 'title'),
    internalImage: relation('Edičný obrázok', 'internalImage', 'id'),
    productConfig: relation('Rozmer', 'productConfig', 'totalSizeCm'),
    printMedia: relation('Tlačové médium', 'printMedia', 'name'),
    frame: relation('Rám', 'frame', 'name'),
    pasparta: relation('Pasparta', 'pasparta', 'name'),
    glass: relation('Sklo', 'glass', 'name'),
  },
});
