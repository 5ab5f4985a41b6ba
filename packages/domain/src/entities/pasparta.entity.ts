import { UNPAGED, catalogue, defineEntity } from './entity.ts';
import { PASPARTA_CATEGORY_ENUM, PASPARTA_COLOR_ENUM } from './enums.ts';
import { blob, boolean, decimal, enumOf, integer, relation, string } from './fields.ts';

/** A passe-partout mat around the photo, priced per square metre of mat board. */
export const pasparta = defineEntity({
  name: 'pasparta',
  apiPath: 'paspartas',
  route: 'pasparta',
  table: 'pasparta',
  label: 'Pasparta',
  labelPlural: 'Pasparty',
  display: 'name',
  access: catalogue,
  // The wizard shows mats as colour swatches: its list leaves the pictures out.
  list: { ...UNPAGED, omittable: { nothumbs: 'thumb', notextures: 'texture' } },
  fields: {
    poradie: integer('Poradie'),
    paspartaCategoryEnum: enumOf('Kategória', PASPARTA_CATEGORY_ENUM, {
      formDefault: 'STANDARDNA',
    }),
    name: string('Názov', { required: true }),
    description: string('Popis'),
    pricePerSqare: decimal('Cena za m²', { required: true, min: 0 }),
    thumb: blob('Náhľad', 'small'),
    thumbUrl: string('URL náhľadu'),
    frameColorCatEnum: enumOf('Farba', PASPARTA_COLOR_ENUM, { formDefault: 'CIERNA' }),
    colorCode: string('Kód farby'),
    texture: blob('Textúra', 'small'),
    textureWidth: integer('Šírka textúry'),
    textureHeight: integer('Výška textúry'),
    enabled: boolean('Povolená'),
    inStock: integer('Na sklade'),
    manufacturer: relation('Výrobca', 'manufacturer', 'name'),
  },
});
