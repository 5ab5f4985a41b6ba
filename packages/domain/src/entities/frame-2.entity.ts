import { catalogue, defineEntity } from './entity.ts';
import { boolean, string } from './fields.ts';

export const frame2 = defineEntity({
  name: 'frame2',
  apiPath: 'frame-2-s',
  route: 'frame-2',
  table: 'frame_2',
  label: 'Rám 2',
  labelPlural: 'Rámy 2',
  display: 'name',
  access: catalogue,
  // The spec's frame-2 list: nothing of the shop reads it, and 'Rámy 2' meant nothing to the owner.
  inMenu: false,
  list: { paged: true, sortable: false, pageButtons: 0, infiniteScroll: true },
  fields: {
    name: string('Názov'),
    enabled: boolean('Povolený'),
  },
});
