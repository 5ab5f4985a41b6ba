import { UNPAGED, catalogue, defineEntity } from './entity.ts';
import { PRODUCT_ENUM } from './enums.ts';
import { WITHDRAWAL_RULE_LABELS, WITHDRAWAL_RULES } from '../withdrawals/withdrawal-right.ts';
import { blob, boolean, decimal, enumOf, integer, string, text } from './fields.ts';

/**
 * A product kind as offered. `is*` say what the product is made of; `askFor*` say which choices
 * the customer must make before it can be priced.
 */
export const product = defineEntity({
  name: 'product',
  apiPath: 'products',
  route: 'product',
  table: 'product',
  label: 'Produkt',
  labelPlural: 'Produkty',
  display: 'name',
  access: catalogue,
  // The wizard shows the thumbnails by their URLs, lazily: its list leaves the bytes out.
  list: { ...UNPAGED, omittable: { nothumbs: 'thumb' } },
  fields: {
    productEnum: enumOf('Druh produktu', PRODUCT_ENUM, { formDefault: 'PLAINPHOTO' }),
    poradie: integer('Poradie'),
    name: string('Názov', { required: true }),
    description: string('Popis', { maxLength: 2000 }),
    priceManufactPerSquare: decimal('Cena výroby za m²', { required: true, min: 0 }),
    thumb: blob('Náhľad', 'small'),
    isPaper: boolean('Papier'),
    isCanvas: boolean('Plátno'),
    isDesk: boolean('Doska'),
    isPasparta: boolean('Pasparta'),
    isFrame: boolean('Rám'),
    isGlass: boolean('Sklo'),
    isLamin: boolean('Laminácia'),
    isHook: boolean('Háčik'),
    askForPaper: boolean('Vyžaduje papier'),
    askForCanvas: boolean('Vyžaduje plátno'),
    askForDesk: boolean('Vyžaduje dosku'),
    askForPasparta: boolean('Vyžaduje paspartu'),
    askForFrame: boolean('Vyžaduje rám'),
    askForGlass: boolean('Vyžaduje sklo'),
    askForLamin: boolean('Vyžaduje lamináciu'),
    askForHook: boolean('Vyžaduje háčik'),
    enabled: boolean('Povolený'),
    // Whether a customer may withdraw from a piece of this product; the default follows the law's
    // reading in withdrawalRightOf, the others are the owner's lawyer's decision.
    withdrawalRule: enumOf('Odstúpenie od zmluvy', WITHDRAWAL_RULES, {
      formDefault: 'PODLA_ZDROJA',
      valueLabels: WITHDRAWAL_RULE_LABELS,
    }),
    // GPSR Art. 19(c): warnings and safety information shown with every offer, in Slovak.
    safetyWarnings: text('Bezpečnostné upozornenia'),
  },
});
