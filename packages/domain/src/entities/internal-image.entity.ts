import { PAGED, catalogue, defineEntity } from './entity.ts';
import { EDITION, IMAGE_CATEGORY } from './enums.ts';
import { blob, boolean, enumOf, instant, integer, string } from './fields.ts';

/** The shop's own images: limited editions customers can order, backgrounds and banners. */
export const internalImage = defineEntity({
  name: 'internalImage',
  apiPath: 'internal-images',
  route: 'internal-image',
  table: 'internal_image',
  label: 'Interný obrázok',
  labelPlural: 'Interné obrázky',
  display: 'desc',
  access: catalogue,
  list: PAGED(),
  fields: {
    imageCategory: enumOf('Kategória', IMAGE_CATEGORY, { formDefault: 'EDICIA' }),
    image: blob('Obrázok', 'large', { required: true }),
    desc: string('Popis'),
    ratio: string('Pomer strán', { maxLength: 10 }),
    edition: enumOf('Edícia', EDITION, { formDefault: 'Edícia 111' }),
    poradie: integer('Poradie'),
    width: integer('Šírka (px)'),
    height: integer('Výška (px)'),
    createdDate: instant('Vytvorený', { onCreate: 'now' }),
    enabled: boolean('Povolený'),
  },
});
