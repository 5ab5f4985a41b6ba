import { PAGED, catalogue, defineEntity } from './entity.ts';
import { FRAME_COLOR_CAT_ENUM, FRAME_MAT_LESK_ENUM } from './enums.ts';
import { blob, boolean, enumOf, integer, long, relation, string } from './fields.ts';

/** A frame moulding as sold: a profile in a finish, priced per metre. */
export const frame = defineEntity({
  name: 'frame',
  apiPath: 'frames',
  route: 'frame',
  table: 'frame',
  label: 'Rám',
  labelPlural: 'Rámy',
  display: 'name',
  access: catalogue,
  list: { ...PAGED(10), omittable: { notextures: 'texture' } },
  filters: [
    { param: 'frameenum', kind: 'equals', path: ['frameProfile', 'frameEnum'] },
    { param: 'pricecategory', kind: 'priceBand', field: 'price' },
    {
      param: 'framecolorcatenum',
      kind: 'equalsAny',
      fields: ['frameColorCatEnum', 'frameColorCatEnum2'],
    },
    { param: 'frameprofiletype', kind: 'equals', path: ['frameProfile', 'frameProfileType'] },
    { param: 'iscanvas', kind: 'equals', path: ['frameProfile', 'isForCanvas'] },
    { param: 'filter', kind: 'contains', fields: ['name', 'colorCode'] },
  ],
  fields: {
    name: string('Názov', { required: true }),
    texture: blob('Textúra', 'small'),
    frameMatLeskEnum: enumOf('Povrch', FRAME_MAT_LESK_ENUM, { formDefault: 'MATNY' }),
    frameColorCatEnum: enumOf('Farba', FRAME_COLOR_CAT_ENUM, { formDefault: 'STRIEBORNA' }),
    frameColorCatEnum2: enumOf('Druhá farba', FRAME_COLOR_CAT_ENUM),
    thumb: blob('Náhľad', 'small'),
    price: string('Cena za meter', { maxLength: 20, decimalText: true }),
    colorCode: string('Kód farby'),
    bigPictureURL: string('URL veľkého obrázka'),
    bigPictureid: long('Veľký obrázok (id)'),
    enabled: boolean('Povolený'),
    frameProfile: relation('Profil rámu', 'frameProfile', 'name'),
    manufacturer: relation('Výrobca', 'manufacturer', 'name'),
    maxLengthCm: integer('Max. dĺžka (cm)'),
    ratio: string('Pomer strán'),
    totalSizeCm: string('Rozmer (cm)'),
  },
});
