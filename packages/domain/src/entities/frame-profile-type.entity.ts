import { UNPAGED, catalogue, defineEntity } from './entity.ts';
import { FRAME_ENUM } from './enums.ts';
import { blob, enumOf, string } from './fields.ts';

export const frameProfileType = defineEntity({
  name: 'frameProfileType',
  apiPath: 'frame-profile-types',
  route: 'frame-profile-type',
  table: 'frame_profile_type',
  label: 'Typ profilu rámu',
  labelPlural: 'Typy profilov rámov',
  display: 'name',
  access: catalogue,
  list: UNPAGED,
  fields: {
    frameEnum: enumOf('Materiál', FRAME_ENUM, { formDefault: 'HLINIKOVY' }),
    name: string('Názov', { required: true }),
    description: string('Popis'),
    thumb: blob('Náhľad', 'small'),
  },
});
