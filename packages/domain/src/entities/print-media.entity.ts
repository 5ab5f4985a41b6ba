import { PAGED, catalogue, defineEntity } from './entity.ts';
import { MEDIA_CATEGORY_ENUM, MEDIA_SURFACE_ENUM, MEDIA_TYPE_ENUM } from './enums.ts';
import { blob, boolean, decimal, enumOf, integer, relation, string, text } from './fields.ts';

/** Paper, canvas or board printed on. The row with id 1 means 'none' (customer spec §5). */
export const printMedia = defineEntity({
  name: 'printMedia',
  apiPath: 'print-medias',
  route: 'print-media',
  table: 'print_media',
  label: 'Tlačové médium',
  labelPlural: 'Tlačové médiá',
  display: 'name',
  access: catalogue,
  // The wizard shows the thumbnails by their URLs, lazily: its list leaves the bytes out.
  list: { ...PAGED(), omittable: { nothumbs: 'thumb' } },
  fields: {
    mediaTypeEnum: enumOf('Typ média', MEDIA_TYPE_ENUM, { formDefault: 'PAPIER' }),
    mediaCategoryEnum: enumOf('Kategória', MEDIA_CATEGORY_ENUM, { formDefault: 'PREMIOVY' }),
    mediaSurfaceEnum: enumOf('Povrch', MEDIA_SURFACE_ENUM, { formDefault: 'MATNY' }),
    name: string('Názov', { required: true }),
    description: text('Popis'),
    pricePerSqare: decimal('Cena za m²', { required: true, min: 0 }),
    thumb: blob('Náhľad', 'small'),
    thumbHeight: integer('Výška náhľadu'),
    thumbWidth: integer('Šírka náhľadu'),
    thumbURL: string('URL náhľadu'),
    enabled: boolean('Povolené'),
    inStock: integer('Na sklade'),
    manufacturer: relation('Výrobca', 'manufacturer', 'name'),
  },
});
