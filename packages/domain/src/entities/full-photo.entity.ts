import { PAGED, VISITOR_OWNER_FIELDS, customerData, defineEntity } from './entity.ts';
import { blob, instant, long } from './fields.ts';

/** The untouched original of an uploaded photo, kept for production. */
export const fullPhoto = defineEntity({
  name: 'fullPhoto',
  apiPath: 'full-photos',
  route: 'full-photo',
  table: 'full_photo',
  label: 'Originál fotografie',
  labelPlural: 'Originály fotografií',
  display: 'id',
  access: customerData({ create: 'admin', update: 'admin', ownership: 'visitor' }),
  list: PAGED(),
  fields: {
    image: blob('Obrázok', 'large', { required: true }),
    croppedImage: blob('Orezaný obrázok', 'large'),
    createdDate: instant('Vytvorená', { onCreate: 'now' }),
    fotoid: long('Fotografia (id)'),
    ...VISITOR_OWNER_FIELDS,
  },
});
