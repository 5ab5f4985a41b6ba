import type { CraftedProductRequest } from '../api/crafted-products';
import type { AlternativeRelation, PriceDifferences } from '../api/types';

const RELATIONS: ReadonlySet<string> = new Set<AlternativeRelation>([
  'productConfig',
  'printMedia',
  'glass',
  'pasparta',
  'frame',
]);

/** The server's price differences together with the configuration they were computed for. */
export interface PricedBasis {
  request: CraftedProductRequest;
  answer: PriceDifferences;
}

/**
 * The price a changed configuration will have, known before the server has saved it (DESIGN.md
 * §9: a new price within 150 ms of a click). When it differs from the configuration the price
 * differences were computed for in exactly one offered choice, that choice's difference is the
 * answer, the same number the option already shows as '+3,40 €'. Anything else (two changes at
 * once, copies, another product, a choice with no known difference) waits for the server: null.
 * @example expectedPriceCents({ request: a, answer: { priceCents: 5168, differences: { pasparta: { '4': 340 } } } }, { ...a, pasparta: { id: 4 } }) // -> 5508
 */
export const expectedPriceCents = (
  basis: PricedBasis | undefined,
  request: CraftedProductRequest | null,
): number | null => {
  if (!basis || !request) return null;
  const keys = Object.keys(request) as (keyof CraftedProductRequest)[];
  const changed = keys.filter(
    (k) => JSON.stringify(request[k]) !== JSON.stringify(basis.request[k]),
  );
  if (changed.length === 0) return basis.answer.priceCents;
  const [relation] = changed;
  if (changed.length > 1 || !RELATIONS.has(relation)) return null;
  const chosen = request[relation] as { id: number } | null;
  const difference =
    chosen && basis.answer.differences[relation as AlternativeRelation]?.[String(chosen.id)];
  return typeof difference === 'number' ? basis.answer.priceCents + difference : null;
};
