import { UNPAGED, defineEntity } from './entity.ts';
import { string } from './fields.ts';

/**
 * Shop settings as name/value pairs. Only `WEB_*` (wizard defaults) and `SHOP_*` (the shop's
 * public invoice data) are readable by customers; the rest (prices, limits) stay internal.
 */
export const globalParam = defineEntity({
  name: 'globalParam',
  apiPath: 'global-params',
  route: 'global-param',
  table: 'global_param',
  label: 'Globálny parameter',
  labelPlural: 'Globálne parametre',
  display: 'name',
  access: {
    read: 'publicPrefixes',
    publicPrefixes: ['WEB_', 'SHOP_'],
    create: 'admin',
    update: 'admin',
    delete: 'admin',
  },
  list: UNPAGED,
  filters: [{ param: 'startswith', kind: 'prefix', field: 'name' }],
  fields: {
    name: string('Názov', { required: true }),
    value: string('Hodnota', { maxLength: 2000 }),
    description: string('Popis', { maxLength: 2000 }),
  },
});
