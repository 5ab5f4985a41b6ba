import { UNPAGED, customerData, defineEntity } from './entity.ts';
import { instant, relation, string, text } from './fields.ts';

export const album = defineEntity({
  name: 'album',
  apiPath: 'albums',
  route: 'album',
  table: 'album',
  label: 'Album',
  labelPlural: 'Albumy',
  display: 'title',
  access: customerData({ create: 'admin', update: 'admin', ownership: 'user' }),
  list: UNPAGED,
  fields: {
    title: string('Názov', { required: true }),
    description: text('Popis'),
    createdDate: instant('Vytvorený', { onCreate: 'now' }),
    user: relation('Používateľ', 'user', 'login', { serverOwned: true }),
  },
});
