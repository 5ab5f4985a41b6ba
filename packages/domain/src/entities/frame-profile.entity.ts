import { PAGED, catalogue, defineEntity } from './entity.ts';
import { FRAME_ENUM, PRICE_CATEGORY } from './enums.ts';
import { blob, boolean, decimal, enumOf, integer, relation, string } from './fields.ts';

/** The shape of a moulding: `thickness` is its face width in mm, `depth` its depth in mm. */
export const frameProfile = defineEntity({
  name: 'frameProfile',
  apiPath: 'frame-profiles',
  route: 'frame-profile',
  table: 'frame_profile',
  label: 'Profil rámu',
  labelPlural: 'Profily rámov',
  display: 'name',
  access: catalogue,
  list: PAGED(),
  fields: {
    frameEnum: enumOf('Materiál', FRAME_ENUM, { formDefault: 'HLINIKOVY' }),
    name: string('Názov'),
    description: string('Popis'),
    isForCanvas: boolean('Pre plátno'),
    priceCategory: enumOf('Cenová kategória', PRICE_CATEGORY, { formDefault: 'ZAKLADNA' }),
    texture: blob('Textúra', 'small'),
    textureWidth: integer('Šírka textúry'),
    textureHeight: integer('Výška textúry'),
    colorCode: string('Kód farby'),
    thumb: blob('Náhľad', 'small'),
    thickness: decimal('Šírka lišty (mm)', { min: 0 }),
    depth: decimal('Hĺbka (mm)', { min: 0 }),
    enabled: boolean('Povolený'),
    frameProfileType: relation('Typ profilu', 'frameProfileType', 'name'),
  },
});
