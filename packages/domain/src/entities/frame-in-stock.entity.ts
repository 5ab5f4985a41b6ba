import { PAGED, adminOnly, defineEntity } from './entity.ts';
import { integer, relation, string } from './fields.ts';

export const frameInStock = defineEntity({
  name: 'frameInStock',
  apiPath: 'frame-in-stocks',
  route: 'frame-in-stock',
  table: 'frame_in_stock',
  label: 'Rám na sklade',
  labelPlural: 'Rámy na sklade',
  display: 'id',
  access: adminOnly,
  list: PAGED(),
  fields: {
    ratio: string('Pomer strán', { maxLength: 10 }),
    totalSizeCm: string('Rozmer (cm)', { maxLength: 10 }),
    inStock: integer('Na sklade'),
    frame: relation('Rám', 'frame', 'name'),
  },
});
