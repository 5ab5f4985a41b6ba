import type { Kysely } from 'kysely';

/**
 * The delivery rule's params as they were introduced: the flat postage to a pick-up point and a
 * Z-BOX, Packeta's limits of each way (docs/decisions.md, 'Delivery: Packeta's limits'), and the
 * dispatch day's cut-off, restocking and express production.
 * Written here, not imported, so that the migration stays what it was when it ran.
 */
// prettier-ignore
const PARAMS: readonly (readonly [string, string, string])[] = [
  ['POSTAGE_POINT', '3.90', 'Poštovné v EUR na výdajné miesto Packeta s obsluhou (jednotné).'],
  ['POSTAGE_ZBOX', '3.50', 'Poštovné v EUR do Z-BOXu Packeta (jednotné).'],
  ['PARCEL_POINT_MAX_KG', '15', 'Najväčšia hmotnosť balíka na výdajné miesto v kg (s obalom).'],
  ['PARCEL_POINT_MAX_LENGTH_CM', '70', 'Najdlhšia strana balíka na výdajné miesto v cm (s obalom).'],
  ['PARCEL_POINT_MAX_SUM_CM', '150', 'Najväčší súčet troch strán balíka na výdajné miesto v cm.'],
  ['PARCEL_ZBOX_MAX_KG', '10', 'Najväčšia hmotnosť balíka do Z-BOXu v kg.'],
  ['PARCEL_ZBOX_BOX_CM', '60x45x35', 'Najväčšia schránka Z-BOXu v cm, napr. 60x45x35 (balík sa doň zmestí v ľubovoľnej polohe).'],
  ['PARCEL_ZBOX_GLASS', 'false', 'true, ak smie dielo so sklom ísť do Z-BOXu; inak len na výdajné miesto s obsluhou či kuriérom.'],
  ['PARCEL_COURIER_MAX_KG', '30', 'Najväčšia hmotnosť balíka na doručenie kuriérom v kg.'],
  ['PARCEL_COURIER_MAX_LENGTH_CM', '150', 'Najdlhšia strana balíka na doručenie kuriérom v cm.'],
  ['PARCEL_COURIER_MAX_SUM_CM', '300', 'Najväčší súčet troch strán balíka na doručenie kuriérom v cm.'],
  ['DISPATCH_CUTOFF_HOUR', '12', 'Hodina (čas v Bratislave), od ktorej sa objednávka počíta od nasledujúceho pracovného dňa.'],
  ['DISPATCH_RESTOCK_DAYS', '5', 'Pracovné dni navyše pre rozmer rámu, ktorý nie je na sklade (Rámy na sklade: 0 ks).'],
  ['EXPRESS_PRICE', '9.90', 'Cena expresnej výroby v EUR s DPH za jeden vyrobený produkt.'],
  ['EXPRESS_DAYS_SAVED', '2', 'O koľko pracovných dní expresná výroba skráti výrobu (najmenej 1 deň ostáva).'],
];

/**
 * A shop that has its params already gets the delivery rule's and the dispatch day's, so the owner sees and edits them
 * in the back-office; a new database gets them from the catalogue's seed. A param an admin has
 * added meanwhile is kept.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables of this migration's time
  const any = db as Kysely<any>;
  const existing = new Set(
    (await any.selectFrom('global_param').select('name').execute()).map((r) => String(r.name)),
  );
  if (existing.size === 0) return;
  const missing = PARAMS.filter(([name]) => !existing.has(name));
  if (missing.length === 0) return;
  await any
    .insertInto('global_param')
    .values(missing.map(([name, value, description]) => ({ name, value, description })))
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables of this migration's time
  await (db as Kysely<any>)
    .deleteFrom('global_param')
    .where(
      'name',
      'in',
      PARAMS.map(([name]) => name),
    )
    .execute();
};
