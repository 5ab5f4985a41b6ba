import { UNPAGED, catalogue, defineEntity } from './entity.ts';
import { PRODUCT_ENUM } from './enums.ts';
import { blob, boolean, decimal, enumOf, integer, relation, string } from './fields.ts';

/**
 * Glass in front of the photo, or a laminate (`isLaminat`): both fill a crafted product's one
 * glass slot. The row with id 1 means 'none' (customer spec §5).
 */
export const glass = defineEntity({
  name: 'glass',
  apiPath: 'glasses',
  route: 'glass',
  table: 'glass',
  label: 'Sklo',
  labelPlural: 'Sklá',
  display: 'name',
  access: catalogue,
  list: UNPAGED,
  fields: {
    name: string('Názov', { required: true }),
    description: string('Popis'),
    isLaminat: boolean('Laminát'),
    pricePerSqare: decimal('Cena za m²', { required: true, min: 0 }),
    thumb: blob('Náhľad', 'small'),
    colorCode: string('Kód farby'),
    texture: blob('Textúra', 'small'),
    textureWidth: integer('Šírka textúry'),
    textureHeight: integer('Výška textúry'),
    onlyForProduct: enumOf('Len pre produkt', PRODUCT_ENUM),
    enabled: boolean('Povolené'),
    inStock: integer('Na sklade'),
    manufacturer: relation('Výrobca', 'manufacturer', 'name'),
  },
});
