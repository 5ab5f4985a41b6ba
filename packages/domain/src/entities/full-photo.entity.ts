import { PAGED, customerData, defineEntity } from './entity.ts';
import { blob, instant, long, string } from './fields.ts';

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
    usrid: long('Používateľ (id)', { serverOwned: true }),
    sid: string('Návštevník (sid)', { serverOwned: true, adminOnly: true }),
  },
});
