import { PAGED, catalogue, defineEntity } from './entity.ts';
import { PRODUCT_ENUM } from './enums.ts';
import { decimal, enumOf, relation, string } from './fields.ts';

/** Sizes are 'widthxheight' in whole cm; the ratio names a shape, not an orientation. */
export const SIZE_CM_PATTERN = /^\d+x\d+$/;
export const RATIO_PATTERN = /^\d+:\d+$/;

/** A size in which a product is offered, for photos of one ratio. */
export const productConfig = defineEntity({
  name: 'productConfig',
  apiPath: 'product-configs',
  route: 'product-config',
  table: 'product_config',
  label: 'Rozmer produktu',
  labelPlural: 'Rozmery produktov',
  display: 'totalSizeCm',
  access: catalogue,
  list: PAGED(),
  filters: [
    { param: 'productenum', kind: 'equals', path: ['productEnum'] },
    { param: 'ratio', kind: 'ratio', field: 'ratio' },
  ],
  fields: {
    productEnum: enumOf('Druh produktu', PRODUCT_ENUM, { formDefault: 'PLAINPHOTO' }),
    ratio: string('Pomer strán', { required: true, maxLength: 10, pattern: RATIO_PATTERN }),
    totalSizeCm: string('Celkový rozmer (cm)', {
      required: true,
      maxLength: 10,
      pattern: SIZE_CM_PATTERN,
    }),
    photoSizeCm: string('Rozmer fotografie (cm)', { maxLength: 10, pattern: SIZE_CM_PATTERN }),
    mirrorAddonSquare: decimal('Prídavok na zrkadlový okraj (m²)', { min: 0 }),
    product: relation('Produkt', 'product', 'name'),
  },
});
