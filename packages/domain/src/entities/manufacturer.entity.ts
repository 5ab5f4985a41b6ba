import { UNPAGED, adminOnly, defineEntity } from './entity.ts';
import { boolean, integer, string, text } from './fields.ts';

export const manufacturer = defineEntity({
  name: 'manufacturer',
  apiPath: 'manufacturers',
  route: 'manufacturer',
  table: 'manufacturer',
  label: 'Výrobca',
  labelPlural: 'Výrobcovia',
  display: 'name',
  access: adminOnly,
  list: UNPAGED,
  fields: {
    name: string('Názov'),
    description: text('Popis'),
    deliveryDateDays: integer('Dodacia lehota (dni)'),
    enabled: boolean('Povolený'),
  },
});
